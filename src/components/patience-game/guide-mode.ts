/**
 * The guide of `<patience-game guide>` (README "Guides"), loaded with a dynamic `import()` the first
 * time a game has the `guide` attribute: it reads the game's `<patience-step>` children, works the
 * guide out with the engine (src/engine/guide.ts), reports a step that cannot be played (one
 * `patience-error`, code `bad-guide`), and shows the steps one at a time: Next plays the step's move
 * (it glides, and fires `patience-move`), Previous takes it back (`patience-undo`), Restart goes back to
 * the start position; each step's card and target are marked and its caption shown under the table
 * and announced. "Your turn" hands the position to the reader ("Back to the guide" returns).
 * @module
 */
import { css, html, nothing, type CSSResult, type TemplateResult } from 'lit';
import { getVariant } from '../../variants/index.js';
import { formatMoveList } from '../../engine/notation.js';
import type { Game } from '../../engine/game.js';
import { planGuide, positionText, problemText, type GuidePlan } from '../../engine/guide.js';
import { PatienceGuideStepEvent } from '../../events/guide-step.js';
import { guideWords as w } from '../../i18n/guide-words.js';
import type { GuideHost, GuideMode } from '../../controllers/guide.js';
import '../patience-step/patience-step.js';

export const guideStyles: CSSResult = css`
  .guide {
    margin-top: calc(var(--_gap) * 0.8);
    padding: 8px 10px;
    border-radius: 10px;
    background: var(--patience-menu-background, #10472b);
    border: 1px solid var(--patience-border, transparent);
  }
  .guide-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .guide-progress {
    flex: 1 1 auto;
    min-width: 5.5em;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  .guide-bar button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
  .guide-caption {
    margin: 8px 2px 2px;
    line-height: 1.4;
  }
  .guide-caption:empty {
    display: none;
  }
  .guide-marks {
    position: absolute;
    left: 0;
    top: 0;
    width: 0;
    height: 0;
    z-index: 40;
    pointer-events: none;
  }
  .guide-mark {
    position: absolute;
    left: var(--_mx, 0);
    top: var(--_my, 0);
    width: var(--_mw, 0);
    height: var(--_mh, 0);
    box-sizing: border-box;
    border-radius: 8px;
  }
  .guide-mark[hidden] {
    display: none;
  }
  /* An outline, not a box shadow's spread: forced colors (High Contrast) keep outlines, in a system colour. */
  .guide-mark.card {
    outline: 3px solid var(--patience-guide-mark, #ffbf00);
    box-shadow: 0 0 14px 2px var(--patience-guide-mark, #ffbf00);
  }
  .guide-mark.target {
    outline: 3px dashed var(--patience-guide-mark, #ffbf00);
    outline-offset: 3px;
  }
`;

/** Adopts the guide's styles into the game's shadow root (once). */
function adopt(root: ShadowRoot): void {
  const sheet = guideStyles.styleSheet;
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The guide of a game (see the module docs). */
export function createGuide(host: GuideHost): GuideMode {
  return new Guide(host);
}

type Control = 'prev' | 'next' | 'restart' | 'your-turn' | 'back';

class Guide implements GuideMode {
  watching = true;
  private plan: GuidePlan | null = null;
  /** What the plan was worked out from. */
  private key = '';
  /** The step shown (0: the start position). */
  private step = 0;
  /** The step the reader took over at. */
  private handedAt = 0;
  /** The game as the guide last left it (another game on the table means the page changed it). */
  private expected: Game | null = null;
  /** The last problem reported (each is reported once). */
  private reported = '';
  /** Whether the page was told that the guide has no fixed deal. */
  private warnedRandom = false;
  /** What the live region says, put into words as the game renders (in the game's language: a click's handler runs outside it). */
  private said: () => string = () => '';
  /** How many times the live region was given words: odd ones end in a no-break space (see {@link saying}). */
  private sayings = 0;
  private focusNext: Control | null = null;
  private marking = 0;
  private readonly observer: MutationObserver;

  constructor(private readonly host: GuideHost) {
    adopt(host.root);
    this.observer = new MutationObserver(() => {
      if (this.check()) host.requestUpdate();
    });
    this.observer.observe(host.element, { childList: true, subtree: true, attributes: true, attributeFilter: ['move', 'start'] });
    this.check();
  }

  /** The game's steps, also those wrapped in other markup (a CMS puts each in a `<p>`); not a nested game's. */
  private get steps(): HTMLElement[] {
    const el = this.host.element;
    return [...el.querySelectorAll<HTMLElement>('patience-step')].filter((s) => s.parentElement?.closest('patience-game') === el);
  }

  private get total(): number {
    return this.plan?.steps.length ?? 0;
  }

  /**
   * Works the guide out again when its steps, its `start` or (while the guide is showing) the deal on
   * the table changed, reporting the first step it cannot play; then shows its start. True when it did.
   */
  private check(): boolean {
    const session = this.host.session;
    const game = session.game;
    if (!game) return false;
    const start = this.host.element.start ?? '';
    const texts = this.steps.map((s) => s.getAttribute('move') ?? '');
    const base = this.plan && !this.watching ? this.plan.base : game;
    const deal = { seed: base.seed, deck: base.deck, autoPlay: this.plan && !this.watching ? base.autoPlay : session.autoPlay, start };
    const key = JSON.stringify([base.variant, deal.seed, deal.deck, deal.autoPlay, start, texts]);
    if (key === this.key) return false;
    this.key = key;
    this.plan = planGuide(getVariant(base.variant), deal, texts);
    const problem = this.plan.problem;
    const message = problem ? problemText(problem) : '';
    if (texts.length > 0 && this.host.randomDeal() && !this.warnedRandom) {
      this.warnedRandom = true;
      console.warn(
        '<patience-game guide>: no seed and no deck: each visit deals another game, which the steps may not fit; give the game a seed or a deck',
      );
    }
    if (problem && message !== this.reported) {
      session.error('bad-guide', new RangeError(message));
      // For the writer previewing the article, who listens for no event: the guide stops before this step.
      console.warn(`<patience-game guide>: ${message}`);
    }
    this.reported = message;
    this.watching = true;
    this.show(0, 'jump');
    return true;
  }

  /** Shows step `index`: by playing its move (next), taking the last back (prev), or setting the position. */
  private show(index: number, how: 'next' | 'prev' | 'jump'): void {
    const plan = this.plan;
    if (!plan) return;
    const el = this.host.element;
    const session = this.host.session;
    session.undoFloor = plan.base.cursor;
    if (how === 'next') {
      const m = plan.steps[index - 1].turn[0];
      if (!el.play({ from: m.from, to: m.to, count: m.cards.length })) return;
    } else if (how === 'prev') {
      if (!el.undo()) return;
    } else {
      const text = positionText(plan, index);
      if (!session.game || formatMoveList(session.game) !== text) {
        el.restore(text);
        // The guide's live region says the step; the game's would say a saved game was resumed.
        this.host.announcer.hush();
      }
    }
    this.step = index;
    this.expected = session.game;
    this.said = () => this.words();
    this.sayings++;
    const detail = { index, total: this.total, move: index > 0 ? plan.steps[index - 1].text : null };
    void el.updateComplete.then(() => el.dispatchEvent(new PatienceGuideStepEvent(detail)));
    this.host.requestUpdate();
  }

  /**
   * The live region's text. Every other time it ends in an invisible no-break space, so the same words
   * twice in a row (Restart twice) still change the region's text and a screen reader says them again
   * (as the game's own live region does).
   */
  private saying(): string {
    const text = this.said();
    return text && this.sayings % 2 ? text + '\u00a0' : text;
  }

  /** What the live region says for the step shown. */
  private words(): string {
    if (this.step === 0) return w.start(this.total);
    const caption = (this.steps[this.step - 1]?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${w.progress(this.step, this.total)}: ${caption}${this.step === this.total ? ` ${w.end()}` : ''}`;
  }

  private press(control: Control): void {
    if (control === 'prev' && this.step > 0) this.show(this.step - 1, 'prev');
    else if (control === 'next' && this.step < this.total) this.show(this.step + 1, 'next');
    else if (control === 'restart') this.show(0, 'jump');
    else if (control === 'your-turn') this.handOver();
    else if (control === 'back') {
      this.watching = true;
      this.show(this.handedAt, 'jump');
    }
    this.focusNext = control === 'your-turn' ? null : control === 'back' ? 'next' : control;
    if (control === 'your-turn') void this.host.element.updateComplete.then(() => this.host.element.focusBoard());
  }

  /**
   * The reader plays on from the step shown; undo goes back no further than here. `from`: the game as
   * the guide left it, when the page's script has moved since: the script's moves are the reader's to
   * undo, back to that step (when the game still goes through it), not further.
   */
  handOver(from: Game | null = null): void {
    this.watching = false;
    this.handedAt = this.step;
    const game = this.host.session.game;
    const cursor = game?.cursor ?? 0;
    const at = from ? Math.min(from.cursor, cursor) : cursor;
    this.host.session.undoFloor = from && game && from.states[at] === game.states[at] ? at : cursor;
    this.said = w.handedOver;
    this.sayings++;
    this.host.requestUpdate();
  }

  restart(): void {
    this.watching = true;
    this.focusNext = 'restart';
    this.show(0, 'jump');
  }

  keydown(e: KeyboardEvent): boolean {
    if (!this.watching) return false;
    if (e.key === 'Escape' || e.key === 'Tab') return false;
    const section = this.host.root.querySelector('.guide');
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && section && e.composedPath().includes(section)) {
      e.preventDefault();
      this.press(e.key === 'ArrowLeft' ? 'prev' : 'next');
    }
    // While the guide shows its steps, the game's keys (new game, undo, moves) are not the reader's.
    return true;
  }

  updated(): void {
    const session = this.host.session;
    // The steps, `start` or (while the guide shows) the deal changed: the guide is worked out again.
    // The page's script moved while the guide was showing: the game is handed over to the reader.
    if (!this.check() && this.watching && session.game !== this.expected) this.handOver(this.expected);
    if (this.focusNext) {
      const which = this.focusNext;
      this.focusNext = null;
      void this.host.element.updateComplete.then(() => this.host.root.querySelector<HTMLElement>(`.guide-${which}`)?.focus());
    }
    void this.mark();
  }

  close(): void {
    this.observer.disconnect();
    this.host.session.undoFloor = 0;
    for (const s of this.steps) s.hidden = false;
  }

  /** Marks the step's card and target, once the glide has landed. */
  private async mark(): Promise<void> {
    const serial = ++this.marking;
    const root = this.host.root;
    for (const el of root.querySelectorAll<HTMLElement>('.guide-mark')) el.hidden = true;
    await this.host.element.updateComplete;
    // Once every card has landed (the marks go where the cards rest, not where they fly).
    for (let round = 0; round < 4 && serial === this.marking; round++) {
      const flying = this.host.animations();
      if (flying.length === 0) break;
      await Promise.all(flying.map((a) => a.finished.catch(() => undefined)));
    }
    if (serial !== this.marking) return;
    const layer = root.querySelector<HTMLElement>('.guide-marks');
    const card = root.querySelector<HTMLElement>('.guide-mark.card');
    const target = root.querySelector<HTMLElement>('.guide-mark.target');
    if (!layer || !card || !target) return;
    const m = this.watching && this.step > 0 ? this.plan?.steps[this.step - 1]?.turn[0] : undefined;
    const origin = layer.getBoundingClientRect();
    const place = (el: HTMLElement, r: DOMRect | null): void => {
      el.hidden = !r;
      if (!r) return;
      el.style.setProperty('--_mx', `${r.left - origin.left}px`);
      el.style.setProperty('--_my', `${r.top - origin.top}px`);
      el.style.setProperty('--_mw', `${r.width}px`);
      el.style.setProperty('--_mh', `${r.height}px`);
    };
    // Where the step's cards are now (automatic play may have taken them on to a foundation).
    const piles = this.host.session.publicState?.piles ?? {};
    const where = (code: string): string | undefined => Object.keys(piles).find((id) => piles[id].cards.includes(code));
    const rects = (m?.cards ?? [])
      .map((c) => this.host.cardElement(c, where(c) ?? m!.to)?.getBoundingClientRect())
      .filter((r): r is DOMRect => !!r);
    place(card, rects.length ? union(rects) : null);
    place(target, m ? this.host.pileRect(m.to) : null);
  }

  render(): TemplateResult {
    const steps = this.steps;
    const shown = this.watching ? this.step : -1;
    steps.forEach((s, i) => (s.hidden = i !== shown - 1));
    const total = this.total;
    const control = (c: Control, label: string, title: string, disabled = false): TemplateResult =>
      html`<button
        part="button"
        class="guide-${c}"
        title=${title}
        aria-disabled=${disabled ? 'true' : 'false'}
        @click=${() => (disabled ? undefined : this.press(c))}
      >
        ${label}
      </button>`;
    const bar = this.watching
      ? html`${control('prev', `← ${w.previous()}`, w.previousTitle(), this.step === 0)}
          <span class="guide-progress">${this.step === 0 ? w.startShort() : w.progress(this.step, total)}</span>
          ${control('next', `${w.next()} →`, w.nextTitle(), this.step >= total)} ${control('restart', w.restart(), w.restartTitle())}
          ${control('your-turn', w.yourTurn(), w.yourTurnTitle())}`
      : html`<span class="guide-progress">${w.playing(this.handedAt)}</span>${control('back', w.backToGuide(), w.backToGuide())}`;
    return html`<section part="guide" class="guide" role="region" aria-label=${w.guide()}>
      <div class="guide-bar">${bar}</div>
      <div class="guide-caption">${this.watching && this.step === 0 ? w.start(total) : nothing}<slot></slot></div>
      ${
        // The board takes no moves while the guide shows its steps (inert, so out of a screen reader's
        // reach too): what it holds is read here instead, pile by pile, as the board's piles say it.
        this.watching
          ? html`<ul class="visually-hidden guide-table" aria-label=${w.table()}>
              ${[...(this.host.snapshot()?.piles.values() ?? [])].map((p) => html`<li>${p.description}</li>`)}
            </ul>`
          : nothing
      }
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.saying()}</div>
      <div class="guide-marks" aria-hidden="true">
        <div part="guide-mark" class="guide-mark card" hidden></div>
        <div part="guide-mark" class="guide-mark target" hidden></div>
      </div>
    </section>`;
  }
}

const union = (rects: DOMRect[]): DOMRect => {
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return new DOMRect(left, top, right - left, bottom - top);
};
