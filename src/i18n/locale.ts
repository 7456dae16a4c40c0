/**
 * The language of the words: English (the source), French and German, from one message catalogue
 * (@lit/localize's `msg()` in src/i18n/*.ts; translations in xliff/, built by `lit-localize build`
 * into src/i18n/locales/). A catalogue is loaded on first need with a dynamic `import()`, so a page
 * that plays in English never downloads the others.
 *
 * @lit/localize runtime mode has one active locale per page; these elements follow each element's own
 * language (its `lang`, or the closest ancestor's, across shadow roots, or the page's). So the library
 * configures the runtime once with a single live catalogue whose entries are those of the locale
 * being rendered: {@link withLocale} switches it synchronously around each element's render (and
 * around the words a game builds when something happens). Two games in two languages on one page
 * each speak their own.
 *
 * A page whose own code already configured @lit/localize keeps its configuration (it can be done only
 * once per page): the elements then speak the page's active locale, and the page adds this library's
 * templates to its own (`patience-elements/locales/fr`, `…/de`).
 * @module
 */
import { configureLocalization } from '@lit/localize';
import { chunkFailed } from '../components/internal/chunk-error.js';

/** The languages the elements speak. */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** A catalogue as `lit-localize build` writes it (runtime mode): message id → translation. */
type Templates = Readonly<Record<string, unknown>>;

const loaded: Partial<Record<Locale, Templates>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};
/** The catalogue in force: undefined for English (the source). */
let current: Templates | undefined;
/** Whether the runtime is ours (false: not configured yet; null: a page configured it first). */
let configured: boolean | null = false;

/** The live catalogue the runtime reads: the entries of the locale being rendered. */
const live: Templates = new Proxy(
  {},
  {
    get: (_target, id) => (typeof id === 'string' ? current?.[id] : undefined),
    has: (_target, id) => typeof id === 'string' && !!current && id in current,
  },
);

/** Configures @lit/localize's runtime with the live catalogue, once (see the module). */
async function configure(): Promise<void> {
  if (configured !== false) return;
  try {
    const { setLocale } = configureLocalization({
      sourceLocale: 'en',
      targetLocales: ['x-patience'],
      loadLocale: async () => ({ templates: live }) as never,
    });
    configured = true;
    await setLocale('x-patience');
  } catch {
    // The page configured @lit/localize itself: its active locale is used.
    configured = null;
  }
}

/** `fr-CA` → `fr`; anything not spoken here → `en`. */
export function toLocale(lang: string | null | undefined): Locale {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : 'en';
}

/**
 * The language asked for an element: its own `lang`, else the closest ancestor's with one (across
 * shadow roots), else the document's.
 */
export function langOf(el: Element): string {
  let node: Element | null = el;
  while (node) {
    const found: Element | null = node.closest('[lang]');
    if (found) return found.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return document.documentElement.lang;
}

/** Whether the words of `locale` can be rendered now (English always can). */
export const isLoaded = (locale: Locale): boolean => locale === 'en' || !!loaded[locale];

/**
 * Loads the catalogue of `locale` (once; English needs none). Resolves when words in it render.
 * A catalogue that fails to load leaves the words in English.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded[locale]) return Promise.resolve();
  loading[locale] ??= (async () => {
    const [mod] = await Promise.all([
      (locale === 'fr' ? import('./locales/fr.js') : import('./locales/de.js')).catch(chunkFailed),
      configure(),
    ]);
    loaded[locale] = mod.templates as Templates;
  })().catch(() => {
    delete loading[locale];
  });
  return loading[locale]!;
}

/** Runs `fn` with the words of `locale` (English while its catalogue is not loaded yet). */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  const before = current;
  current = locale === 'en' ? undefined : loaded[locale];
  try {
    return fn();
  } finally {
    current = before;
  }
}

// ---------------------------------------------------------------------------------------------
// Following the page's `lang` attributes

const watchers = new Set<() => void>();
let observer: MutationObserver | null = null;

/**
 * Calls `changed` whenever a `lang` attribute changes anywhere in the document (an element's, an
 * ancestor's, the page's). Returns the function that stops it.
 */
export function watchLang(changed: () => void): () => void {
  watchers.add(changed);
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const w of [...watchers]) w();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return () => {
    watchers.delete(changed);
    if (watchers.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}
