// First: says why, when the page's Content Security Policy keeps Lit from starting (csp-guard.ts).
import '../internal/csp-guard.js';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { cssProps } from '../internal/css-props.js';
import { provide } from '@lit/context';
import { cardCode, parseCard } from '../../engine/cards.js';
import type { Move } from '../../engine/rules.js';
import { describeRules, type RulesText } from '../../engine/describe.js';
import type { VariantDefinition } from '../../engine/vocabulary.js';
import { variantIds } from '../../variants/index.js';
import { actionsContext, gameContext, type GameActions, type GameSnapshot } from '../../controllers/game-context.js';
import { GameController, type HistoryEntry, type PublicGameState } from '../../controllers/game-controller.js';
import type { GameSession } from '../../controllers/game-session.js';
import { Motion, cascade, parseDuration, touchedPiles, type Positions } from '../../controllers/motion.js';
import { handleKey, type KeyboardHost } from '../../controllers/keyboard.js';
import { TableFit, columnsOf, gapFor } from '../../controllers/table-fit.js';
import type { VariantStats } from '../../controllers/stats.js';
import { persistKeyProblem, quote } from '../../controllers/input.js';
import { formatTime } from '../../i18n/format.js';
import { keyList, lostSentence, ui, wonTitle } from '../../i18n/words.js';
import type { PileElement } from '../internal/pile-element.js';
import { gameStyles } from './patience-game.styles.js';
import '../stock-pile/stock-pile.js';
import '../waste-pile/waste-pile.js';
import '../foundation-pile/foundation-pile.js';
import '../tableau-pile/tableau-pile.js';
import '../playing-card/playing-card.js';

export { formatTime };

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

/**
 * The rules of a variant in words, worked out once per variant rather than at every render (the
 * engine writes them in English; a translated version would key this by language too).
 */
const rulesCache = new WeakMap<VariantDefinition, RulesText>();
function rulesOf(variant: VariantDefinition): RulesText {
  let rules = rulesCache.get(variant);
  if (!rules) rulesCache.set(variant, (rules = describeRules(variant)));
  return rules;
}

/** Setting the game's identity always asks for the game (it may differ from the game on the table). */
const always = (): boolean => true;

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';
/** The win celebration's longest run, in ms. */
const CELEBRATION_MS = 1800;

/**
 * A playable patience game: `<patience-game variant="sir-tommy" seed="42">`. It deals, lays out the
 * piles for its variant, takes moves by click or tap (pick up, then choose the target), drag (mouse,
 * pen or touch), double-click (to a foundation) and keyboard (the board is one tab stop: arrows move
 * between piles, Enter or Space picks up and drops, quick keys 1–9, F, D, U, N, ?), animates every
 * card that changes place, and reports everything through bubbling, composed `patience-*` events.
 *
 * It owns a `GameController` (the game session, the store, the words) and provides an immutable
 * snapshot and a stable actions object through Lit context to its `stock-pile`, `waste-pile`,
 * `foundation-pile` and `tableau-pile` elements, which draw their cards as `<playing-card>` does.
 *
 * Events after the fact (deal, move, undo, redo, win, loss, stats, invalid move) are dispatched once
 * the update that shows them is done (`await el.updateComplete` sees them dispatched);
 * `patience-before-move` is dispatched synchronously and is cancelable; `patience-error` is
 * dispatched synchronously by the call that got the bad input.
 *
 * One action at a time: a method that changes the game, called from a `patience-before-move`
 * listener (the one event dispatched in the middle of an action), throws an `InvalidStateError`
 * and changes nothing (README "Calling the element from its own events").
 *
 * @summary A playable game of patience: Sir Tommy, Lady Betty or Lady Cadogan.
 *
 * @fires {PatienceDealEvent} patience-deal - A game was dealt. `detail: { variant, seed }`.
 * @fires {PatienceMoveEvent} patience-move - After every applied move, the user's then each automatic one. `detail: { move: { from, to, cards }, auto, moves }`.
 * @fires {PatienceInvalidMoveEvent} patience-invalid-move - A move was refused; nothing changed. `detail: { move, reason, code }` (`reason`: the sentence the player reads; `code`: the refusal id).
 * @fires {PatienceUndoEvent} patience-undo - A turn was taken back. `detail: { move, turn, moves }`.
 * @fires {PatienceRedoEvent} patience-redo - An undone turn was replayed. `detail: { move, turn, moves }`.
 * @fires {PatienceWinEvent} patience-win - Once, when all 52 cards are on the foundations. `detail: { variant, seed, moves, elapsedMs }`.
 * @fires {PatienceLossEvent} patience-loss - Once, when no progress is possible any more. `detail: { variant, seed, moves, reason }`.
 * @fires {PatienceBeforeMoveEvent} patience-before-move - Synchronously, before each legal move, the user's and each automatic one that follows it (automatic moves made by the deal itself are part of the deal); cancelable: `preventDefault()` vetoes it. `detail: { move, auto }`.
 * @fires {PatienceStatsEvent} patience-stats - After each finished (or abandoned) game is counted in the player's record. `detail: { variant, outcome, stats }`.
 * @fires {PatienceErrorEvent} patience-error - Synchronously, before the call that got the bad input returns: an unknown variant, a bad seed, deck or saved game, an attribute value it does not take, a failing storage, a save replaced by another tab; the game stays as it was. `detail: { code, message }` (at most 300 characters).
 *
 * @csspart base - The table: everything the game shows.
 * @csspart toolbar - The bar with the game's name, deal, move count and buttons.
 * @csspart title - The variant's name and the deal.
 * @csspart counter - The move counter (hidden by `hide-counter`).
 * @csspart timer - The playing-time clock, m:ss (hidden by `hide-timer`).
 * @csspart deal - The deal number; opens a form to play another deal by number or seed.
 * @csspart deal-form - The form inside `deal`.
 * @csspart deal-button - The form's button.
 * @csspart button - Every button.
 * @csspart undo-button - The Undo button.
 * @csspart redo-button - The Redo button.
 * @csspart new-game-button - The New game button.
 * @csspart restart-button - The Restart button shown when the game is lost (deals the same game again).
 * @csspart confirm - The question "Start a new game?" shown in place when New game is chosen mid-game.
 * @csspart message - The line that says why a move was refused, or that the game is lost.
 * @csspart board - The piles (one tab stop; arrows move between piles).
 * @csspart top-row - The row with the stock, the hand or waste, and the foundations.
 * @csspart main-row - The row with the waste piles or the tableau.
 * @csspart won-panel - The "You won" panel: moves, time and the player's record.
 * @csspart keys - The list of keys (shown by `?`, and in the rules).
 * @csspart rules - The collapsible rules of the variant (a `details` element), generated from its declaration.
 *
 * @cssstate playing - The game is in progress.
 * @cssstate won - All 52 cards are on the foundations.
 * @cssstate lost - No progress is possible any more.
 *
 * @cssprop [--patience-table=#0b6b3a] - The table's background (felt green).
 * @cssprop [--patience-table-text=#f4f1e8] - Text color on the table.
 * @cssprop [--patience-card-max-width=104px] - Widest a card gets; cards shrink to fit the element's width (down to 18px).
 * @cssprop [--patience-move-duration=180ms] - How long one card takes to glide to its place (automatic moves follow one another). `0ms` turns motion off, as do the `no-animation` attribute and `prefers-reduced-motion: reduce`.
 * @cssprop [--patience-gap=8px] - Space between piles (set from the card width).
 * @cssprop [--patience-font=system-ui] - Font of the toolbar and labels.
 * @cssprop [--patience-button-background=rgba(255,255,255,0.14)] - Button background.
 * @cssprop [--patience-highlight=#ffbf00] - Color of picked-up cards and of the drop target under a dragged card.
 * @cssprop [--patience-focus-ring=#7cc4ff] - Color of the keyboard focus ring.
 * @cssprop [--patience-menu-background=#10472b] - Background of the deal-number form, the keys list and the panels.
 * @cssprop [--patience-refusal-color=#ffd7a8] - Text color of the reason a move was refused.
 * @cssprop [--patience-won-color=#fff3b0] - Heading color of the "You won" panel.
 * @cssprop [--patience-lost-color=#ffd0d0] - Text color of the "No more moves" message.
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.45)] - Outline and label color of empty piles.
 * @cssprop [--patience-target-ring=rgba(255,191,0,0.8)] - Ring around piles that would take the picked-up cards.
 * @cssprop [--patience-badge-background=#14323a] - Background of the stock's card count.
 * @cssprop [--patience-badge-color=#fff] - Text color of the stock's card count.
 */
@customElement('patience-game')
export class PatienceGame extends LitElement {
  static override styles = gameStyles;

  // ------------------------------------------------------------------------------------------
  // The game's identity: one copy, the game being played. Setting these asks for another deal;
  // reading them gives the game on the table. Attributes are never rewritten.

  /** @internal */
  private deckCodes?: { game: readonly number[]; codes: string[] };
  /** @internal */
  private requested: { variant: string; seed: string | null; deck: string[] | null } = { variant: variantIds[0], seed: null, deck: null };

  /**
   * The game to play: `sir-tommy`, `lady-betty` or `lady-cadogan`. Reading it gives the game on the
   * table; setting it deals a new game of that variant (or resumes its saved one). An unknown one
   * fires `patience-error` and the game on the table stays.
   * @default 'sir-tommy'
   */
  @property({ hasChanged: always })
  get variant(): string {
    return this.controller.session.game?.variant ?? this.requested.variant;
  }
  set variant(value: string) {
    this.requested = { ...this.requested, variant: value === undefined || value === null || value === '' ? variantIds[0] : String(value) };
  }

  /**
   * Seed of the shuffle (any well-formed text of 1 to 200 characters, kept exactly; the same seed
   * always deals the same game).
   * Absent: a random seed. Reading it gives the seed of the game on the table (null for a preset
   * deck); setting it deals that game.
   */
  @property({ hasChanged: always })
  get seed(): string | null {
    const game = this.controller.session.game;
    return game ? game.seed : this.requested.seed;
  }
  set seed(value: string | null) {
    this.requested = { ...this.requested, seed: value === undefined || value === '' ? null : value };
  }

  /**
   * A preset deck order (RULES.md "A preset deck order"): 52 card codes, first dealt first; the
   * attribute separates them with spaces or commas. Takes precedence over `seed`. Reading it gives the
   * deck of the game on the table when it was dealt from a preset order, else null.
   */
  @property({ converter: deckConverter, hasChanged: always })
  get deck(): string[] | null {
    const game = this.controller.session.game;
    if (!game) return this.requested.deck;
    if (game.seed !== null) return null;
    // The array the page gave, when it is the deck on the table; otherwise the codes, once per game.
    const asked = this.requested.deck;
    if (asked && sameDeck(asked, game.deck)) return asked;
    if (this.deckCodes?.game !== game.deck) this.deckCodes = { game: game.deck, codes: game.deck.map(cardCode) };
    return this.deckCodes.codes;
  }
  set deck(value: string[] | null) {
    this.requested = { ...this.requested, deck: value ?? null };
  }

  /**
   * Automatic play of safe cards to the foundations: `safe` (default) or `off`. Any other value fires
   * `patience-error` (code `bad-attribute`) and automatic play stays as it was; no attribute is `safe`.
   */
  @property({ attribute: 'auto-play' }) autoPlay: 'safe' | 'off' = 'safe';

  /**
   * A storage key (at most 200 characters of well-formed text; otherwise `patience-error` with code
   * `bad-attribute`, and the key stays as it was): when set, the game is saved to localStorage after
   * every move and resumed on the next page load (per variant), and the player's statistics are kept
   * under the same key. A full or missing localStorage never stops play (one `patience-error` with
   * code `storage` says so). Tabs sharing a key: README "Many tabs".
   */
  @property() persist: string | null = null;

  /** Hides the playing-time clock (the `timer` part). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'hide-timer' }) hideTimer = false;

  /** Hides the move counter (the `counter` part). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'hide-counter' }) hideCounter = false;

  /** Turns all movement off (cards jump to their place; no win celebration), as `prefers-reduced-motion: reduce` does. */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'no-animation' }) noAnimation = false;

  /** @internal */
  @provide({ context: gameContext })
  @state()
  protected snapshot?: GameSnapshot;

  /** @internal */
  @provide({ context: actionsContext })
  protected actions?: GameActions;

  /** @internal */
  @state() private cardWidth = 72;
  /** Card width, fans and room, measured against the element. @internal */
  private readonly fit = new TableFit({
    element: this,
    root: () => this.renderRoot,
    snapshot: () => this.snapshot,
    cardWidth: () => this.cardWidth,
    setCardWidth: (w) => (this.cardWidth = w),
    setFan: (up, down) => this.controller.setFan(up, down),
  });
  /** @internal */
  @state() private confirming = false;
  /** @internal */
  @state() private showKeys = false;
  /** @internal */
  @state() private celebrating = false;

  /** @internal */
  private readonly motion = new Motion(
    () => this.renderRoot,
    () => !this.noAnimation && !matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => parseDuration(getComputedStyle(this).getPropertyValue('--patience-move-duration'), 180),
  );
  /** @internal */
  private positionsBefore: Positions | null = null;

  /** @internal */
  private readonly controller: GameController = new GameController(this, {
    onSnapshot: (snapshot) => {
      // Before the piles show the change: where the cards of the piles it touches are now.
      if (!this.positionsBefore && this.hasUpdated && this.motion.enabled()) {
        const touched = touchedPiles(this.controller.pendingChanges);
        if (touched === null || touched.size > 0) this.positionsBefore = this.motion.measure(touched);
      }
      this.snapshot = snapshot;
    },
    rendered: () => this.piles().then(() => undefined),
    interrupt: () => this.interrupt(),
  });
  /** @internal */
  private resizeObserver?: ResizeObserver;
  /** @internal */
  private resizeFrame = 0;
  /** @internal */
  private readonly internals = this.attachInternals();
  /** @internal */
  private focusInside = false;
  /** The work after the last render (motion, fit, focus). @internal */
  private rendering: Promise<void> = Promise.resolve();
  /** @internal */
  private celebration: Animation[] = [];

  constructor() {
    super();
    this.actions = this.controller.actions;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Laid out in the next frame: the new layout changes the element's own height, which must not
    // land in the same frame's notifications.
    this.resizeObserver ??= new ResizeObserver(() => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => this.layoutTable());
    });
    this.resizeObserver.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
    this.addEventListener('pointerdown', this.onPointerDown, { capture: true });
    window.addEventListener('resize', this.onWindowResize);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
    this.removeEventListener('pointerdown', this.onPointerDown, { capture: true });
    window.removeEventListener('resize', this.onWindowResize);
    this.interrupt();
  }

  // ------------------------------------------------------------------------------------------
  // Public API

  /**
   * The game as it stands, as plain JSON: `{ variant, seed, status, moves, piles }`, where `piles`
   * maps each pile id (`stock`, `hand`, `waste-1`, `foundation-1`, `waste`, `tableau-1`, …) to
   * `{ cards, faceDown }`: card codes bottom to top, the first `faceDown` of them face down. Null
   * until the first game is dealt (at the first render, or the first method call); reading it never
   * deals.
   */
  get state(): PublicGameState | null {
    return this.controller.session.publicState;
  }

  /** Whether there is a turn to undo. */
  get canUndo(): boolean {
    return this.controller.session.canUndo;
  }

  /** Whether there is an undone turn to redo. */
  get canRedo(): boolean {
    return this.controller.session.canRedo;
  }

  /**
   * Deals a new game of the current variant: from `options.deck`, or `options.seed`, or a new random
   * seed, without asking (the New game button asks first when a game is under way). Fires
   * `patience-deal`, or `patience-error` for a bad seed or deck (keeping the current game).
   * @param options - `{ seed?: string; deck?: string[] }`.
   * @returns {boolean} whether a game was dealt.
   */
  newGame(options: NewGameOptions | null = {}): boolean {
    const session = this.begin('newGame');
    this.confirming = false;
    return session.deal(this.variant, { seed: options?.seed ?? null, deck: options?.deck ?? null });
  }

  /** Deals the same game again from the start (same seed or deck), with an empty history. Fires `patience-deal`. */
  restart(): void {
    this.begin('restart').restart();
  }

  /**
   * Takes back the last move (with the automatic moves it caused). Fires `patience-undo`.
   * @returns {boolean} false when there is nothing to undo.
   */
  undo(): boolean {
    return this.begin('undo').undo();
  }

  /**
   * Replays the last undone move exactly (no automatic play is added). Fires `patience-redo`.
   * @returns {boolean} false when there is nothing to redo.
   */
  redo(): boolean {
    return this.begin('redo').redo();
  }

  /**
   * The moves played so far (up to the undo point), user and automatic, in order:
   * `[{ from, to, cards, auto }]` (empty before the first deal).
   */
  get history(): HistoryEntry[] {
    return this.controller.session.history;
  }

  /**
   * The game as readable text: a header (variant, seed or deck, auto-play) then one move a line,
   * `8H waste-2 → foundation-1`, automatic ones marked `(auto)`. {@link restore} accepts it as a replay.
   */
  get historyText(): string {
    return this.controller.session.historyText;
  }

  /** Playing time in ms: from the first move, paused while the page is hidden and once the game is over. */
  get elapsedMs(): number {
    return this.controller.session.elapsedMs;
  }

  /**
   * The player's record for the current variant: `{ played, won, lost, currentStreak, bestStreak,
   * bestMoves, bestTimeMs }` (times in ms). Kept in localStorage when `persist` is set, otherwise
   * for this page only. A game abandoned by dealing another counts as played and lost.
   */
  get stats(): VariantStats {
    return this.controller.store.statsFor(this.variant);
  }

  /** The record of every variant played, by variant id. */
  get allStats(): Readonly<Record<string, VariantStats>> {
    return this.controller.store.all;
  }

  /**
   * Plays the current game back on screen from the deal, one turn every `speedMs` ms (each fires
   * `patience-redo`); load a saved game with {@link restore} first to replay it. Any other action
   * (a method, a click, a key, removing the element) first finishes the replay: every turn left is
   * redone at once, so no move is lost.
   * @param {number} speedMs - Time between turns, in ms (default 500).
   * @returns {Promise<boolean>} resolves to true when the replay reached the end, false when it was stopped.
   */
  replay(speedMs: number = 500): Promise<boolean> {
    return this.begin('replay').replay(speedMs);
  }

  /** Every legal move in the current position, e.g. `{ from: 'hand', to: 'waste-1' }` (`count` when above 1). */
  legalMoves(): Move[] {
    this.ensureGame();
    return this.controller.session.legalMoves();
  }

  /**
   * Plays a move, `{ from, to, count? }` with pile ids (`count` defaults to 1 card), then the automatic
   * moves it allows. Fires `patience-move` (and maybe `patience-win` / `patience-loss`), or
   * `patience-invalid-move` when the move is refused. A `patience-before-move` listener may veto it.
   * @param move - `{ from: PileId; to: PileId; count?: number }`.
   * @returns {boolean} whether the move was played.
   */
  play(move: Move): boolean {
    this.controller.session.checkIdle('play');
    this.ensureGame();
    return this.controller.play(move);
  }

  /** The game with its history as a compact, versioned string for {@link restore}. */
  serialize(): string {
    this.ensureGame();
    return this.controller.session.serialize();
  }

  /**
   * Rebuilds a game saved by {@link serialize} (history included), or from {@link historyText}'s move
   * list. Fires `patience-deal`, or `patience-error` (code `bad-save`) for a corrupted, truncated,
   * foreign or newer save, keeping the current game.
   */
  restore(saved: string): void {
    this.begin('restore').restore(saved);
  }

  /**
   * The start of a method that changes the game: refused (InvalidStateError) from a listener of an
   * event dispatched in the middle of another action; running animations finish; a game is dealt if
   * none is yet. @internal
   */
  private begin(call: string): GameSession {
    const session = this.controller.session;
    session.checkIdle(call);
    this.interrupt();
    this.ensureGame();
    return session;
  }

  // ------------------------------------------------------------------------------------------
  // Keeping the game and the properties in step

  /** Deals the first game if none is dealt yet (at the first render, or by a method). @internal */
  private ensureGame(): void {
    const session = this.controller.session;
    if (session.ready) return;
    this.takeAutoPlay();
    this.takePersist();
    // Bad input on the very first deal is reported (by the failed deal), then the game deals what it
    // can: the default variant for an unknown one, the seed (or a random one) for a bad deck.
    const { variant: asked, seed, deck } = this.requested;
    const known = variantIds.includes(asked);
    const variant = known ? asked : variantIds[0];
    if (known && session.resume(variant, { seed, deck })) return;
    if (session.deal(asked, { seed, deck })) return;
    if (!known && session.deal(variant, { seed, deck })) return;
    if (deck !== null && session.deal(variant, { seed })) return;
    session.deal(variant, {});
  }

  /** Whether the requested variant, seed and deck describe the game being played. @internal */
  private describesGame(): boolean {
    const game = this.controller.session.game;
    if (!game) return false;
    const { variant, seed, deck } = this.requested;
    if (variant !== game.variant) return false;
    if (deck) return game.seed === null && sameDeck(deck, game.deck);
    if (seed !== null && seed !== undefined && seed !== '') return game.seed === seed;
    return true;
  }

  /** The `auto-play` and `persist` values last taken (each is checked once). @internal */
  private taken: { autoPlay?: unknown; persist?: unknown } = {};

  /** Takes the `auto-play` value, or reports one it does not know and keeps the setting. @internal */
  private takeAutoPlay(): void {
    const session = this.controller.session;
    const value: unknown = this.autoPlay;
    if (value === this.taken.autoPlay) return;
    this.taken = { ...this.taken, autoPlay: value };
    if (value === null || value === undefined || value === 'safe' || value === 'off') {
      session.autoPlay = value !== 'off';
      return;
    }
    const kept = session.autoPlay ? 'safe' : 'off';
    session.error('bad-attribute', new RangeError(`auto-play must be "safe" or "off", got ${quote(value)}; automatic play stays ${kept}`));
  }

  /** Takes the `persist` key, or reports a bad one and keeps the key in use. @internal */
  private takePersist(): void {
    const store = this.controller.store;
    if (this.persist === this.taken.persist) return;
    this.taken = { ...this.taken, persist: this.persist };
    const problem = persistKeyProblem(this.persist);
    if (problem) {
      const kept = store.persistKey;
      this.controller.session.error('bad-attribute', new RangeError(`${problem}; ${kept === null ? 'the game is not saved' : `the key stays ${quote(kept)}`}`));
      return;
    }
    this.controller.setPersistKey(this.persist);
  }

  protected override willUpdate(changed: PropertyValues): void {
    const session = this.controller.session;
    if (changed.has('autoPlay') && session.ready) this.takeAutoPlay();
    if (changed.has('persist') && session.ready) this.takePersist();
    if (!session.ready) {
      this.ensureGame();
    } else if ((changed.has('variant') || changed.has('seed') || changed.has('deck')) && !this.describesGame()) {
      // Another variant with a saved game in progress is resumed; otherwise a new deal. On bad input
      // the session reports it and keeps the game (the attribute stays as the page set it).
      const { variant, seed, deck } = this.requested;
      const wanted = { seed: changed.has('seed') ? seed : null, deck };
      this.interrupt();
      if (!(variant !== session.game?.variant && session.resume(variant, wanted))) session.deal(variant, { seed, deck });
    }
    if (changed.has('snapshot') && (changed.get('snapshot') as GameSnapshot | undefined)?.state !== this.snapshot?.state) {
      this.confirming = this.confirming && session.wouldAbandon;
    }
    // The first table, and a new variant's, get their card width before they are shown.
    if (!this.hasUpdated || (changed.has('snapshot') && (changed.get('snapshot') as GameSnapshot | undefined)?.variant !== this.snapshot?.variant)) {
      this.fit.measureWidth();
    }
    this.focusInside = this.matches(':focus-within');
  }

  /** The pile elements, once they have rendered. @internal */
  private async piles(): Promise<PileElement[]> {
    const piles = [...this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)];
    await Promise.all(piles.map((p) => p.updateComplete));
    return piles;
  }

  /**
   * `updateComplete` also waits for the piles, for the events after the fact, and for what their
   * listeners set off. @internal
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    // A listener of an event after the fact may act again (a new deal from patience-win): wait for
    // that too, until nothing more is pending (at most a few rounds).
    for (let round = 0; round < 8; round++) {
      await this.piles();
      await this.rendering;
      const events = this.controller.eventsDispatched;
      await events;
      if (!this.isUpdatePending && events === this.controller.eventsDispatched) break;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Custom states for the host's styles: :state(playing), :state(won), :state(lost).
    const status = this.snapshot?.state.status;
    for (const s of ['playing', 'won', 'lost'] as const) {
      if (s === status) this.internals.states?.add(s);
      else this.internals.states?.delete(s);
    }
    if (changed.has('snapshot') || changed.has('cardWidth')) this.rendering = this.afterRender(changed);
  }

  /** Once the piles show the new snapshot: motion, fit, focus. @internal */
  private async afterRender(changed: PropertyValues): Promise<void> {
    const before = this.positionsBefore;
    this.positionsBefore = null;
    const changes = this.controller.takeChanges();
    const hadFocus = this.focusInside;
    await this.piles();
    if (changed.has('cardWidth') || !this.fit.measured || changes.some((c) => c.kind === 'deal')) this.fit.layout();
    else if (changes.length > 0) this.fit.fitFans();
    if (before && changes.length > 0) this.motion.play(before, changes);
    const won = changes.some((c) => c.kind !== 'refused') && this.snapshot?.state.status === 'won';
    if (won && changes.at(-1)?.kind !== 'undo') this.celebrate();
    // Focus never falls to <body>: when the control that had it went away (or was disabled, like
    // Undo after undoing the only move), the board takes it.
    const active = this.shadowRoot?.activeElement as HTMLButtonElement | null | undefined;
    const lost = !this.matches(':focus-within') && (document.activeElement === document.body || document.activeElement === null);
    if (hadFocus && (lost || active?.disabled === true)) this.focusBoard();
  }

  /** Puts the focus on the board's pile with the tab stop. */
  focusBoard(): void {
    const id = this.snapshot?.focus;
    if (!id) return;
    for (const pile of this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)) {
      const area = pile.areaOf?.(id);
      if (area) return area.focus();
    }
  }

  // ------------------------------------------------------------------------------------------
  // Motion

  /** Any action: running animations finish at once, a celebration stops. @internal */
  private interrupt(): void {
    this.motion.finish();
    this.stopCelebration();
  }

  /** @internal */
  private readonly onPointerDown = (): void => this.stopCelebration();

  /** The foundation cards cascade (at most about 2 s; skipped by any click or key; none without motion). @internal */
  private celebrate(): void {
    if (!this.motion.enabled() || this.motion.duration() <= 0) return;
    const layer = this.renderRoot.querySelector<HTMLElement>('.celebration');
    const table = this.renderRoot.querySelector<HTMLElement>('[part~="base"]');
    const snapshot = this.snapshot;
    if (!layer || !table || !snapshot) return;
    this.celebrating = true;
    const layout = snapshot.layout;
    const foundations = layout.foundations.map((f) => ({ rect: this.pileRect(layout.ids[f]), cards: snapshot.state.piles[f].map(cardCode) }));
    this.celebration = cascade(layer, table.getBoundingClientRect(), foundations, this.cardWidth, this.motion.landing(), CELEBRATION_MS);
    const mine = this.celebration;
    void Promise.all(mine.map((a) => a.finished.catch(() => undefined))).then(() => {
      if (this.celebration === mine) this.stopCelebration();
    });
  }

  /** @internal */
  private stopCelebration(): void {
    if (!this.celebrating && this.celebration.length === 0) return;
    for (const a of this.celebration.splice(0)) a.cancel();
    this.renderRoot.querySelector('.celebration')?.replaceChildren();
    this.celebrating = false;
  }

  /** @internal */
  private pileRect(id: string): DOMRect | null {
    for (const pile of this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)) {
      const area = pile.areaOf?.(id);
      if (area) return area.getBoundingClientRect();
    }
    return null;
  }

  // ------------------------------------------------------------------------------------------
  // Layout

  /** @internal */
  private readonly onWindowResize = (): void => this.layoutTable();

  /** Fits the table to the element (see {@link TableFit}). @internal */
  private layoutTable(): void {
    this.fit.layout();
  }

  // ------------------------------------------------------------------------------------------
  // Keyboard

  /** @internal */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    this.interrupt();
    handleKey(this.keyboard, e);
  };

  /** What the keyboard acts on. @internal */
  private readonly keyboard: KeyboardHost = {
    snapshotOf: () => this.snapshot,
    controller: this.controller,
    undo: () => this.undo(),
    redo: () => this.redo(),
    askNewGame: () => this.askNewGame(),
    toggleKeys: () => (this.showKeys = !this.showKeys),
    close: () => {
      if (this.showKeys) this.showKeys = false;
      else if (this.confirming) this.cancelNewGame();
      else return false;
      return true;
    },
    moveFocus: (key) => this.moveFocus(key),
  };

  /** Moves keyboard focus to the neighbouring pile. @internal */
  private moveFocus(key: string): boolean {
    const targets = [...this.renderRoot.querySelectorAll(PILE_TAGS)].flatMap((pile) => [
      ...(pile.shadowRoot?.querySelectorAll<HTMLElement>('[data-pile]') ?? []),
    ]);
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
    this.controller.setFocus(targets[next].dataset.pile!);
    targets[next].focus();
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // New game, asked in place

  /** New game from the button or `n`: asks first when a game is under way. @internal */
  private askNewGame(): void {
    this.interrupt();
    if (!this.controller.session.wouldAbandon) {
      this.newGame();
      return;
    }
    this.confirming = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('[part~="confirm"] .no')?.focus());
  }

  /** @internal */
  private confirmNewGame(): void {
    this.confirming = false;
    this.newGame();
    void this.updateComplete.then(() => this.focusBoard());
  }

  /** @internal */
  private cancelNewGame(): void {
    this.confirming = false;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('[part~="new-game-button"]')?.focus());
  }

  // ------------------------------------------------------------------------------------------
  // Rendering

  override render(): TemplateResult {
    const snapshot = this.snapshot;
    if (!snapshot) return html`<div class="probe"></div><div part="base" class="table"></div>`;
    const session = this.controller.session;
    const layout = snapshot.layout;
    const state = snapshot.state;
    const notice = this.controller.announcer.notice;
    const main = layout.wastePiles.length > 0 ? layout.wastePiles : layout.tableau;
    const mainTag = layout.wastePiles.length > 0 ? 'waste' : 'tableau';
    const w = this.cardWidth;
    const gap = gapFor(w);
    const spread = Math.max(gap, (columnsOf(layout) * (w + gap) - gap - main.length * w) / Math.max(1, main.length - 1));
    const lost = state.status === 'lost';
    return html`<div class="probe"></div><div
      part="base"
      class="table status-${state.status}"
        ${cssProps({ '--patience-card-width': `${w}px`, '--patience-gap': `${gap}px`, '--_spread': `${Math.min(spread, w * 0.8)}px` })}
    >
      <div part="toolbar" class="toolbar">
        <span part="title" class="title">${snapshot.variant.name}</span>
        ${this.renderDealMenu()}
        ${this.hideCounter ? nothing : html`<span part="counter" class="counter">${ui.moves(state.moves)}</span>`}
        ${this.hideTimer ? nothing : html`<span part="timer" class="timer" role="timer" aria-label=${ui.playingTime()}>${formatTime(session.elapsedMs)}</span>`}
        <span class="buttons">
          <button part="button undo-button" ?disabled=${!session.canUndo} @click=${() => this.undo()} title=${ui.undoTitle()}>${ui.undo()}</button>
          <button part="button redo-button" ?disabled=${!session.canRedo} @click=${() => this.redo()} title=${ui.redoTitle()}>${ui.redo()}</button>
          <button part="button new-game-button" @click=${() => this.askNewGame()} title=${ui.newGameTitle()}>${ui.newGame()}</button>
        </span>
      </div>
      ${this.confirming
        ? html`<div part="confirm" class="confirm" role="group" aria-label=${ui.newGame()}>
            <span>${ui.confirmNewGame()}</span>
            <span class="actions">
              <button part="button" class="yes" @click=${() => this.confirmNewGame()}>${ui.confirmYes()}</button>
              <button part="button" class="no" @click=${() => this.cancelNewGame()}>${ui.confirmNo()}</button>
            </span>
          </div>`
        : nothing}
      ${this.showKeys ? html`<div part="keys" class="keys-panel">${this.renderKeys()}</div>` : nothing}
      <div part="board" class="board" role="group" aria-label=${ui.board(snapshot.variant.name)}>
        <div part="top-row" class="row top">
          <stock-pile pile=${layout.ids[layout.stock]}></stock-pile>
          ${layout.waste >= 0 ? html`<waste-pile pile=${layout.ids[layout.waste]}></waste-pile>` : nothing}
          <span class="spacer"></span>
          ${layout.foundations.map((f) => html`<foundation-pile pile=${layout.ids[f]}></foundation-pile>`)}
        </div>
        <p part="message" class="message ${lost ? 'lost' : (notice?.kind ?? '')}" ?hidden=${!notice && !lost}>
          <span>${lost ? lostSentence(session.lossReason()) : (notice?.text ?? '')}</span>${lost
            ? html`<span class="actions"
                ><button part="button" @click=${() => this.undo()}>${ui.undo()}</button
                ><button part="button restart-button" @click=${() => this.restart()}>${ui.restart()}</button
                ><button part="button" @click=${() => this.newGame()}>${ui.newGame()}</button></span
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
      </div>
      ${state.status === 'won' && !this.celebrating ? this.renderWon() : nothing}
      ${this.renderRules()}
      <div class="celebration" aria-hidden="true"></div>
      <div class="visually-hidden" role="status" aria-live="polite" aria-label=${ui.liveRegion()}>${this.controller.announcer.announcement}</div>
    </div>`;
  }

  /** The "You won" panel: moves, time and the player's record. @internal */
  private renderWon(): TemplateResult {
    const session = this.controller.session;
    const stats = this.stats;
    const state = this.snapshot!.state;
    return html`<section part="won-panel" class="won-panel" aria-labelledby="won-title">
      <h2 id="won-title">${wonTitle()}</h2>
      <dl>
        <div><dt>${ui.movesLabel()}</dt><dd>${state.moves}</dd></div>
        <div><dt>${ui.time()}</dt><dd>${formatTime(session.elapsedMs)}</dd></div>
        <div><dt>${ui.played()}</dt><dd>${stats.played}</dd></div>
        <div><dt>${ui.won()}</dt><dd>${stats.won}</dd></div>
        <div><dt>${ui.streak()}</dt><dd>${stats.currentStreak}</dd></div>
      </dl>
      <button part="button" @click=${() => this.newGame()}>${ui.newGame()}</button>
    </section>`;
  }

  /** The keys, as a list. @internal */
  private renderKeys(): TemplateResult {
    const layout = this.snapshot?.layout;
    const draws = !!layout && layout.feeds[layout.stock].some(Boolean);
    return html`<h3>${ui.keysHeading()}</h3>
      <dl class="keys">${keyList(draws).map(([k, what]) => html`<dt><kbd>${k}</kbd></dt><dd>${what}</dd>`)}</dl>`;
  }

  /** The deal number, which opens a small form to play any deal by its number or seed. @internal */
  private renderDealMenu(): TemplateResult {
    const seed = this.controller.session.game?.seed ?? null;
    const submit = (e: SubmitEvent): void => {
      e.preventDefault();
      const form = e.currentTarget as HTMLFormElement;
      const value = (form.elements.namedItem('seed') as HTMLInputElement).value.trim();
      if (value === '') return;
      if (this.newGame({ seed: value })) {
        (form.closest('details') as HTMLDetailsElement).open = false;
        void this.updateComplete.then(() => this.focusBoard());
      }
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
      <summary title=${ui.dealMenuTitle()}>${seed !== null ? ui.deal(seed) : ui.presetDeck()}</summary>
      <form part="deal-form" @submit=${submit}>
        <label>${ui.dealInput()} <input name="seed" autocomplete="off" .value=${seed ?? ''} /></label>
        <button part="button deal-button" type="submit">${ui.playDeal()}</button>
      </form>
    </details>`;
  }

  /** The rules of the variant, generated from its declaration (what the player reads is what the engine enforces). @internal */
  private renderRules(): TemplateResult {
    const rules = rulesOf(this.snapshot!.variant);
    return html`<details part="rules" class="rules">
      <summary>${ui.rulesOf(rules.name)}</summary>
      <p>${rules.summary}</p>
      <dl>
        ${rules.sections.map((s) => html`<dt>${s.heading}</dt>
            <dd>${s.text}</dd>`)}
      </dl>
      ${this.renderKeys()}
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-game': PatienceGame;
  }
}
