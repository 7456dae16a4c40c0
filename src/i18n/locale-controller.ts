/**
 * `LocaleController`: an element's language, followed live. It reads the element's `lang` (or the
 * closest ancestor's, or the page's), loads that catalogue on first need, and asks the element to
 * render again when the language changes; the element renders inside {@link withLocale}.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isLoaded, langOf, loadLocale, toLocale, watchLang, type Locale } from './locale.js';

export class LocaleController implements ReactiveController {
  /** The language the element renders in now (English until another one's catalogue has loaded). */
  locale: Locale = 'en';
  /** Resolves once the language asked for can be rendered. */
  ready: Promise<void> = Promise.resolve();
  private wanted: Locale = 'en';
  private stop?: () => void;
  private own?: MutationObserver;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly changed?: (locale: Locale) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stop = watchLang(() => this.check());
    // The element's own lang, even where the page's observer cannot see it (inside a shadow root).
    this.own = new MutationObserver(() => this.check());
    this.own.observe(this.host, { attributes: true, attributeFilter: ['lang'] });
    this.check();
  }

  hostDisconnected(): void {
    this.stop?.();
    this.own?.disconnect();
  }

  /** Follows the language asked for now. */
  check(): void {
    const want = toLocale(langOf(this.host));
    if (want === this.wanted) return;
    this.wanted = want;
    const apply = (): void => {
      if (this.wanted !== want || this.locale === want) return;
      this.locale = want;
      this.changed?.(want);
      this.host.requestUpdate();
    };
    if (isLoaded(want)) {
      apply();
      this.ready = Promise.resolve();
    } else {
      this.ready = loadLocale(want).then(apply);
    }
  }
}
