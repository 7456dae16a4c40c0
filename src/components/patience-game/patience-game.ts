import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { cardCode, parseCard } from '../../engine/cards.js';
import type { Move } from '../../engine/rules.js';
import { describeRules } from '../../engine/describe.js';
import { variantIds } from '../../variants/index.js';
import { gameContext, type GameView } from '../../controllers/game-context.js';
import { GameController, type HistoryEntry, type PublicGameState } from '../../controllers/game-controller.js';
import type { VariantStats } from '../../controllers/stats.js';
import { gameStyles } from './patience-game.styles.js';
import '../stock-pile/stock-pile.js';
import '../waste-pile/waste-pile.js';
import '../foundation-pile/foundation-pile.js';
import '../tableau-pile/tableau-pile.js';

/** Options of {@link PatienceGame.newGame}. */
export interface NewGameOptions {
  /** Seed of the shuffle. Absent (and no deck): a new random seed. */
  seed?: string;
  /** A preset deck order: 52 card codes, first dealt first. */
  deck?: string[];
}

/** Boolean attributes that also read `"false"` as false (frameworks that bind `hide-timer="false"`). */
const booleanConverter = {
  fromAttribute: (value: string | null): boolean => value !== null && value.trim().toLowerCase() !== 'false',
  toAttribute: (value: boolean): string | null => (value ? '' : null),
};

/** Parses the `deck` attribute: card codes separated by spaces or commas. */
const deckConverter = {
  fromAttribute: (value: string | null): string[] | null =>
    value === null || value.trim() === '' ? null : value.split(/[\s,]+/).filter((s) => s !== ''),
  toAttribute: (value: string[] | null): string | null => (value ? value.join(' ') : null),
};

const sameDeck = (codes: readonly string[], ids: readonly number[]): boolean => {
  if (codes.length !== ids.length) return false;
  try {
    return codes.every((c, i) => parseCard(c) === ids[i]);
  } catch {
    return false;
  }
};

/** Playing time for people: `m:ss`, or `h:mm:ss` past an hour. */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Space between piles for a card width, in px. */
const gapFor = (cardWidth: number): number => Math.max(3, Math.round(cardWidth * 0.1));

/** Card width limits, in px. */
const MIN_CARD = 24;
const MAX_CARD = 104;

/**
 * A playable patience game: `<patience-game variant="sir-tommy" seed="42">`. It deals, lays out the
 * piles for its variant, takes moves by click or tap (pick up, then choose the target), drag (mouse,
 * pen or touch), double-click (to a foundation) and keyboard (Tab or arrows between piles, Enter or
 * Space to pick up and to drop, Ctrl+Z and Ctrl+Y to undo and redo, Escape to put down), and reports
 * everything through bubbling, composed `patience-*` events.
 *
 * It owns a `GameController` (the game and its history) and provides it through Lit context to its
 * `stock-pile`, `waste-pile`, `foundation-pile` and `tableau-pile` elements, which are built from
 * `playing-card` elements.
 *
 * @summary A playable game of patience: Sir Tommy, Lady Betty or Lady Cadogan.
 *
 * @fires {PatienceDealEvent} patience-deal - A game was dealt. `detail: { variant, seed }`.
 * @fires {PatienceMoveEvent} patience-move - After every applied move, the user's then each automatic one. `detail: { move: { from, to, cards }, auto, moves }`.
 * @fires {PatienceInvalidMoveEvent} patience-invalid-move - A move was refused; nothing changed. `detail: { move, reason, code }` (`code`: the refusal id).
 * @fires {PatienceUndoEvent} patience-undo - A turn was taken back. `detail: { move, turn, moves }`.
 * @fires {PatienceRedoEvent} patience-redo - An undone turn was replayed. `detail: { move, turn, moves }`.
 * @fires {PatienceWinEvent} patience-win - Once, when all 52 cards are on the foundations. `detail: { variant, seed, moves, elapsedMs }`.
 * @fires {PatienceLossEvent} patience-loss - Once, when no progress is possible any more. `detail: { variant, seed, moves, reason }`.
 * @fires {PatienceBeforeMoveEvent} patience-before-move - Before each legal move, the user's and each automatic one that follows it (automatic moves made by the deal itself are part of the deal); cancelable: `preventDefault()` vetoes it. `detail: { move, auto }`.
 * @fires {PatienceStatsEvent} patience-stats - After each finished (or abandoned) game is counted in the player's record. `detail: { variant, outcome, stats }`.
 * @fires {PatienceErrorEvent} patience-error - Bad input (unknown variant, bad seed, deck or saved game); the game stays as it was. `detail: { code, message }`.
 *
 * @csspart base - The table: everything the game shows.
 * @csspart toolbar - The bar with the game's name, deal, move count and buttons.
 * @csspart title - The variant's name and the deal.
 * @csspart counter - The move counter (hidden by `hide-counter`).
 * @csspart timer - The playing-time clock, m:ss (hidden by `hide-timer`).
 * @csspart deal - The deal number; opens a form to play another deal by number or seed.
 * @csspart deal-form - The form inside `deal`.
 * @csspart deal-button - The form's button.
 * @csspart button - Every toolbar button.
 * @csspart undo-button - The Undo button.
 * @csspart redo-button - The Redo button.
 * @csspart new-game-button - The New game button.
 * @csspart restart-button - The Restart button shown when the game is lost (deals the same game again).
 * @csspart message - The line that says why a move was refused, or how the game ended.
 * @csspart top-row - The row with the stock, the hand or waste, and the foundations.
 * @csspart main-row - The row with the waste piles or the tableau.
 * @csspart rules - The collapsible rules of the variant (a `details` element), generated from its declaration.
 *
 * @cssstate playing - The game is in progress.
 * @cssstate won - All 52 cards are on the foundations.
 * @cssstate lost - No progress is possible any more.
 *
 * @cssprop [--patience-table=#0b6b3a] - The table's background (felt green).
 * @cssprop [--patience-table-text=#f4f1e8] - Text color on the table.
 * @cssprop [--patience-card-max-width=104px] - Widest a card gets; cards shrink to fit the element's width (down to 24px).
 * @cssprop [--patience-gap=8px] - Space between piles (set from the card width).
 * @cssprop [--patience-font=system-ui] - Font of the toolbar and labels.
 * @cssprop [--patience-button-background=rgba(255,255,255,0.14)] - Toolbar button background.
 * @cssprop [--patience-highlight=#ffbf00] - Color of picked-up cards and of the drop target under a dragged card.
 * @cssprop [--patience-focus-ring=#7cc4ff] - Color of the keyboard focus ring.
 * @cssprop [--patience-menu-background=#10472b] - Background of the deal-number form.
 * @cssprop [--patience-refusal-color=#ffd7a8] - Text color of the reason a move was refused.
 * @cssprop [--patience-won-color=#fff3b0] - Text color of the "You won" message.
 * @cssprop [--patience-lost-color=#ffd0d0] - Text color of the "No more moves" message.
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.45)] - Outline and label color of empty piles.
 * @cssprop [--patience-target-ring=rgba(255,191,0,0.8)] - Ring around piles that would take the picked-up cards.
 * @cssprop [--patience-badge-background=#14323a] - Background of the stock's card count.
 * @cssprop [--patience-badge-color=#fff] - Text color of the stock's card count.
 * @cssprop [--patience-fan-offset=0.24] - How much of each covered card shows in a fanned pile (fraction of the card height).
 * @cssprop [--patience-fan-offset-down=0.08] - How much of each face-down tableau card shows (fraction of the card height).
 */
@customElement('patience-game')
export class PatienceGame extends LitElement {
  static override styles = gameStyles;

  /** The game to play: `sir-tommy`, `lady-betty` or `lady-cadogan`. Changing it deals a new game. */
  @property({ reflect: true }) variant = 'sir-tommy';

  /**
   * Seed of the shuffle (any text; the same seed always deals the same game). Absent: a random seed,
   * readable here once dealt. Changing it deals that game.
   */
  @property() seed: string | null = null;

  /**
   * A preset deck order (RULES.md "A preset deck order"): 52 card codes, first dealt first; the
   * attribute separates them with spaces or commas. Takes precedence over `seed`.
   */
  @property({ converter: deckConverter }) deck: string[] | null = null;

  /** Automatic play of safe cards to the foundations: `safe` (default) or `off`. */
  @property({ attribute: 'auto-play', reflect: true }) autoPlay: 'safe' | 'off' = 'safe';

  /**
   * A storage key: when set, the game is saved to localStorage after every move and resumed on the
   * next page load (per variant), and the player's statistics are kept under the same key. A full or
   * missing localStorage never stops play (one `patience-error` with code `storage` says so).
   */
  @property({ reflect: true }) persist: string | null = null;

  /** Hides the playing-time clock (the `timer` part). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'hide-timer', reflect: true }) hideTimer = false;

  /** Hides the move counter (the `counter` part). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'hide-counter', reflect: true }) hideCounter = false;

  /** @internal */
  @provide({ context: gameContext })
  @state()
  /** @internal */
  protected view?: GameView;

  /** @internal */
  @state() private cardWidth = 72;

  /** @internal */
  private readonly controller = new GameController(this, (view) => (this.view = view));
  /** @internal */
  private resizeObserver?: ResizeObserver;
  /** @internal */
  private readonly internals = this.attachInternals();

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizeObserver ??= new ResizeObserver(() => this.measure());
    this.resizeObserver.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  // ------------------------------------------------------------------------------------------
  // Public API

  /**
   * The game as it stands, as plain JSON: `{ variant, seed, status, moves, piles }`, where `piles`
   * maps each pile id (`stock`, `hand`, `waste-1`, `foundation-1`, `waste`, `tableau-1`, …) to
   * `{ cards, faceDown }`: card codes bottom to top, the first `faceDown` of them face down.
   */
  get state(): PublicGameState {
    this.ensureGame();
    return this.controller.publicState;
  }

  /** Whether there is a turn to undo. */
  get canUndo(): boolean {
    return this.controller.canUndo;
  }

  /** Whether there is an undone turn to redo. */
  get canRedo(): boolean {
    return this.controller.canRedo;
  }

  /**
   * Deals a new game of the current variant: from `options.deck`, or `options.seed`, or a new random
   * seed. Fires `patience-deal`, or `patience-error` for a bad seed or deck (keeping the current game).
   * @param options - `{ seed?: string; deck?: string[] }`.
   * @returns {boolean} whether a game was dealt.
   */
  newGame(options: NewGameOptions | null = {}): boolean {
    this.ensureGame();
    const ok = this.controller.deal(this.variant, { seed: options?.seed ?? null, deck: options?.deck ?? null });
    if (ok) this.syncProperties();
    return ok;
  }

  /** Deals the same game again from the start (same seed or deck), with an empty history. Fires `patience-deal`. */
  restart(): void {
    this.ensureGame();
    this.controller.restart();
  }

  /**
   * Takes back the last move (with the automatic moves it caused). Fires `patience-undo`.
   * @returns {boolean} false when there is nothing to undo.
   */
  undo(): boolean {
    this.ensureGame();
    return this.controller.undo();
  }

  /**
   * Replays the last undone move exactly (no automatic play is added). Fires `patience-redo`.
   * @returns {boolean} false when there is nothing to redo.
   */
  redo(): boolean {
    this.ensureGame();
    return this.controller.redo();
  }

  /**
   * The moves played so far (up to the undo point), user and automatic, in order:
   * `[{ from, to, cards, auto }]`.
   */
  get history(): HistoryEntry[] {
    this.ensureGame();
    return this.controller.history;
  }

  /**
   * The game as readable text: a header (variant, seed or deck, auto-play) then one move a line,
   * `8H waste-2 → foundation-1`, automatic ones marked `(auto)`. {@link restore} accepts it as a replay.
   */
  get historyText(): string {
    this.ensureGame();
    return this.controller.historyText;
  }

  /** Playing time in ms: from the first move, paused while the page is hidden and once the game is over. */
  get elapsedMs(): number {
    return this.controller.elapsedMs;
  }

  /**
   * The player's record for the current variant: `{ played, won, lost, currentStreak, bestStreak,
   * bestMoves, bestTimeMs }` (times in ms). Kept in localStorage when `persist` is set, otherwise
   * for this page only. A game abandoned by dealing another counts as played and lost.
   */
  get stats(): VariantStats {
    this.ensureGame();
    return this.controller.statsFor(this.controller.game.variant);
  }

  /** The record of every variant played, by variant id. */
  get allStats(): Readonly<Record<string, VariantStats>> {
    return this.controller.stats;
  }

  /**
   * Plays the current game back on screen from the deal, one turn every `speedMs` ms (each fires
   * `patience-redo`); load a saved game with {@link restore} first to replay it. Any other action
   * stops the replay.
   * @param {number} speedMs - Time between turns, in ms (default 500).
   * @returns {Promise<boolean>} resolves to true when the replay reached the end, false when it was stopped.
   */
  replay(speedMs: number = 500): Promise<boolean> {
    this.ensureGame();
    return this.controller.replay(speedMs);
  }

  /** Every legal move in the current position, e.g. `{ from: 'hand', to: 'waste-1' }` (`count` when above 1). */
  legalMoves(): Move[] {
    this.ensureGame();
    return this.controller.legalMoves();
  }

  /**
   * Plays a move, `{ from, to, count? }` with pile ids (`count` defaults to 1 card), then the automatic
   * moves it allows. Fires `patience-move` (and maybe `patience-win` / `patience-loss`), or
   * `patience-invalid-move` when the move is refused. A `patience-before-move` listener may veto it.
   * @param move - `{ from: PileId; to: PileId; count?: number }`.
   * @returns {boolean} whether the move was played.
   */
  play(move: Move): boolean {
    this.ensureGame();
    return this.controller.play(move);
  }

  /** The game with its history as a compact, versioned string for {@link restore}. */
  serialize(): string {
    this.ensureGame();
    return this.controller.serialize();
  }

  /**
   * Rebuilds a game saved by {@link serialize} (history included), or from {@link historyText}'s move
   * list. Fires `patience-deal`, or `patience-error` (code `bad-save`) for a corrupted, truncated,
   * foreign or newer save, keeping the current game.
   */
  restore(saved: string): void {
    this.ensureGame();
    if (this.controller.restore(saved)) this.syncProperties();
  }

  // ------------------------------------------------------------------------------------------
  // Keeping the game and the properties in step

  /** Deals the first game if none is dealt yet (so the API works before the first render). @internal */
  private ensureGame(): void {
    if (this.controller.ready) return;
    const c = this.controller;
    c.autoPlay = this.autoPlay !== 'off';
    // Bad input on the very first deal is reported (by the failed deal), then the game deals what it
    // can: the default variant for an unknown one, the seed (or a random one) for a bad deck.
    const known = variantIds.includes(this.variant);
    const variant = known ? this.variant : variantIds[0];
    c.persistKey = this.persist;
    const dealt =
      (known && c.resume(variant, { seed: this.seed, deck: this.deck })) ||
      c.deal(this.variant, { seed: this.seed, deck: this.deck }) ||
      (!known && c.deal(variant, { seed: this.seed, deck: this.deck })) ||
      (this.deck !== null && c.deal(variant, { seed: this.seed })) ||
      c.deal(variant, {});
    if (dealt) this.syncProperties();
  }

  /** Whether the properties describe the game being played. @internal */
  private describesGame(): boolean {
    const game = this.controller.game;
    if (this.variant !== game.variant) return false;
    if (this.deck) return game.seed === null && sameDeck(this.deck, game.deck);
    if (this.seed !== null && this.seed !== undefined && this.seed !== '') return game.seed === this.seed;
    return true;
  }

  /** Sets the properties from the game (after a deal, or to undo a rejected change). @internal */
  private syncProperties(): void {
    const game = this.controller.game;
    this.variant = game.variant;
    if (game.seed !== null) {
      this.seed = game.seed;
      this.deck = null;
    } else if (!this.deck || !sameDeck(this.deck, game.deck)) {
      this.deck = game.deck.map(cardCode);
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A framework that removes the property (undefined / null) means the default game.
    if (this.variant === undefined || this.variant === null || this.variant === '') this.variant = variantIds[0];
    if (changed.has('autoPlay')) this.controller.autoPlay = this.autoPlay !== 'off';
    if (changed.has('persist')) this.controller.persistKey = this.persist;
    if (!this.controller.ready) {
      this.ensureGame();
    } else if (!this.describesGame()) {
      // Another variant with a saved game in progress is resumed; otherwise a new deal. On bad
      // input the controller reports it and keeps the game; syncing then puts back the property
      // values that describe the game on screen.
      const wanted = { seed: changed.has('seed') ? this.seed : null, deck: this.deck };
      if (!(changed.has('variant') && this.controller.resume(this.variant, wanted))) {
        if (!this.controller.deal(this.variant, { seed: this.seed, deck: this.deck })) this.rejected = true;
      }
      this.syncProperties();
    }
    if (changed.has('variant') || !this.hasUpdated) this.measure();
  }

  // ------------------------------------------------------------------------------------------
  // Layout

  /** Columns the widest row needs, in card widths. @internal */
  private columns(): number {
    const layout = this.controller.layout;
    const top = 1 + (layout.hand >= 0 ? 1 : 0) + (layout.waste >= 0 ? 1 : 0) + layout.foundations.length + 0.5;
    return Math.max(top, layout.wastePiles.length, layout.tableau.length);
  }

  /** @internal */
  private measure(): void {
    if (!this.controller.ready) return;
    const width = this.clientWidth || this.getBoundingClientRect().width;
    if (width === 0) return;
    const style = getComputedStyle(this);
    const max = parseFloat(style.getPropertyValue('--patience-card-max-width')) || MAX_CARD;
    const padding = Math.min(16, Math.max(6, width * 0.02)) * 2;
    const cols = this.columns();
    // Cards and the gaps between them fill the width; a gap is a tenth of a card, at least 3 px.
    let w = (width - padding) / (cols + (cols - 1) * 0.1);
    w = (width - padding - (cols - 1) * gapFor(w)) / cols;
    w = Math.max(MIN_CARD, Math.min(max, w));
    const rounded = Math.floor(w * 10) / 10;
    if (rounded !== this.cardWidth) this.cardWidth = rounded;
  }

  // ------------------------------------------------------------------------------------------
  // Keyboard

  /** @internal */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    // Keys typed into a field (the deal-number box) are the field's, not the game's.
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLInputElement || origin instanceof HTMLTextAreaElement) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (mod && key === 'z' && !e.shiftKey) {
      e.preventDefault();
      this.undo();
    } else if (mod && (key === 'y' || (key === 'z' && e.shiftKey))) {
      e.preventDefault();
      this.redo();
    } else if (e.key === 'Escape' && this.controller.selection) {
      e.preventDefault();
      this.controller.select(null);
    } else if (e.key.startsWith('Arrow') && !mod) {
      if (this.moveFocus(e.key)) e.preventDefault();
    }
  };

  /** Moves keyboard focus to the neighbouring pile. @internal */
  private moveFocus(key: string): boolean {
    const targets = [...this.renderRoot.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap(
      (pile) => [...(pile.shadowRoot?.querySelectorAll<HTMLElement>('[part~="base"], [part~="hand"]') ?? [])],
    );
    const active = targets.findIndex((t) => t.matches(':focus'));
    if (active < 0) return false;
    const here = targets[active].getBoundingClientRect();
    let next = -1;
    if (key === 'ArrowLeft') next = active - 1;
    else if (key === 'ArrowRight') next = active + 1;
    else {
      const down = key === 'ArrowDown';
      let best = Infinity;
      targets.forEach((t, i) => {
        const r = t.getBoundingClientRect();
        const rowDelta = down ? r.top - here.bottom : here.top - r.bottom;
        if (rowDelta < -here.height / 2) return;
        const d = Math.abs(r.left - here.left) + Math.max(0, rowDelta);
        if (i !== active && d < best) {
          best = d;
          next = i;
        }
      });
    }
    if (next < 0 || next >= targets.length) return false;
    targets[next].focus();
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // Rendering

  /** Set when a property change was refused: its attribute is put back in `updated`. @internal */
  private rejected = false;

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.rejected) {
      // The refused value may have come from an attribute: make the attribute say what is played.
      this.rejected = false;
      for (const [name, value] of [
        ['seed', this.seed],
        ['deck', this.deck ? this.deck.join(' ') : null],
      ] as const) {
        if (!this.hasAttribute(name)) continue;
        if (value === null) this.removeAttribute(name);
        else if (this.getAttribute(name) !== value) this.setAttribute(name, value);
      }
    }
    // Custom states for the host's styles: :state(playing), :state(won), :state(lost).
    const status = this.view?.state.status;
    for (const s of ['playing', 'won', 'lost'] as const) {
      if (s === status) this.internals.states?.add(s);
      else this.internals.states?.delete(s);
    }
  }

  override render(): TemplateResult {
    if (!this.view) return html`<div part="base"></div>`;
    const c = this.controller;
    const layout = this.view.layout;
    const state = this.view.state;
    const notice = c.notice;
    const main = layout.wastePiles.length > 0 ? layout.wastePiles : layout.tableau;
    const mainTag = layout.wastePiles.length > 0 ? 'waste' : 'tableau';
    const w = this.cardWidth;
    const gap = gapFor(w);
    const spread = Math.max(gap, (this.columns() * (w + gap) - gap - main.length * w) / Math.max(1, main.length - 1));
    return html`<div
      part="base"
      class="table status-${state.status}"
      style="--patience-card-width: ${w}px; --patience-gap: ${gap}px; --_spread: ${Math.min(spread, w * 0.8)}px"
    >
      <div part="toolbar" class="toolbar">
        <span part="title" class="title">${this.view.variant.name}</span>
        ${this.renderDealMenu()}
        ${this.hideCounter ? nothing : html`<span part="counter" class="counter">${state.moves} ${state.moves === 1 ? 'move' : 'moves'}</span>`}
        ${this.hideTimer ? nothing : html`<span part="timer" class="timer" role="timer" aria-label="playing time">${formatTime(c.elapsedMs)}</span>`}
        <span class="buttons">
          <button part="button undo-button" ?disabled=${!c.canUndo} @click=${() => this.undo()} title="Undo (Ctrl+Z)">
            Undo
          </button>
          <button part="button redo-button" ?disabled=${!c.canRedo} @click=${() => this.redo()} title="Redo (Ctrl+Y)">
            Redo
          </button>
          <button part="button new-game-button" @click=${() => this.newGame()}>New game</button>
        </span>
      </div>
      <div part="top-row" class="row top">
        <stock-pile pile=${layout.ids[layout.stock]}></stock-pile>
        ${layout.waste >= 0 ? html`<waste-pile pile=${layout.ids[layout.waste]}></waste-pile>` : nothing}
        <span class="spacer"></span>
        ${layout.foundations.map((f) => html`<foundation-pile pile=${layout.ids[f]}></foundation-pile>`)}
      </div>
      <p part="message" class="message ${notice?.kind ?? ''}" ?hidden=${!notice}>
        <span>${notice?.text ?? ''}</span>${notice?.kind === 'won' || notice?.kind === 'lost'
          ? html`<span class="actions"
              >${notice.kind === 'lost'
                ? html`<button part="button" @click=${() => this.undo()}>Undo</button
                    ><button part="button restart-button" @click=${() => this.restart()}>Restart</button>`
                : nothing}<button part="button" @click=${() => this.newGame()}>New game</button></span
            >`
          : nothing}
      </p>
      <div part="main-row" class="row main ${mainTag}">
        ${main.map((p) =>
          mainTag === 'waste'
            ? html`<waste-pile pile=${layout.ids[p]}></waste-pile>`
            : html`<tableau-pile pile=${layout.ids[p]}></tableau-pile>`,
        )}
      </div>
      ${this.renderRules()}
      <div class="visually-hidden" role="status" aria-live="polite">${c.announcement}</div>
    </div>`;
  }

  /** The deal number, which opens a small form to play any deal by its number or seed. @internal */
  private renderDealMenu(): TemplateResult {
    const seed = this.controller.game.seed;
    const submit = (e: SubmitEvent): void => {
      e.preventDefault();
      const form = e.currentTarget as HTMLFormElement;
      const value = (form.elements.namedItem('seed') as HTMLInputElement).value.trim();
      if (value === '') return;
      if (this.newGame({ seed: value })) (form.closest('details') as HTMLDetailsElement).open = false;
    };
    const escape = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      const details = e.currentTarget as HTMLDetailsElement;
      if (!details.open) return;
      e.stopPropagation();
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    return html`<details part="deal" class="deal-menu" @keydown=${escape}>
      <summary title="Play another deal by its number">${seed !== null ? html`deal <b>${seed}</b>` : 'preset deck'}</summary>
      <form part="deal-form" @submit=${submit}>
        <label>Deal number or seed <input name="seed" autocomplete="off" .value=${seed ?? ''} /></label>
        <button part="button deal-button" type="submit">Play this deal</button>
      </form>
    </details>`;
  }

  /** The rules of the variant, generated from its declaration (what the player reads is what the engine enforces). @internal */
  private renderRules(): TemplateResult {
    const rules = describeRules(this.view!.variant);
    return html`<details part="rules" class="rules">
      <summary>Rules of ${rules.name}</summary>
      <p>${rules.summary}</p>
      <dl>
        ${rules.sections.map((s) => html`<dt>${s.heading}</dt>
            <dd>${s.text}</dd>`)}
      </dl>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-game': PatienceGame;
  }
}
