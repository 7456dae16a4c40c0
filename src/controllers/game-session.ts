/**
 * The game session: one game and its history over the engine, the clock, and the public events that
 * say what happened to it. It knows nothing of the DOM beyond the events it hands to its host: the
 * cancelable `patience-before-move` is dispatched at once; every event after the fact is queued by
 * the host and dispatched once the update that shows it is done.
 *
 * One action at a time: every change of the game (deal, resume, restart, restore, move, undo, redo,
 * replay) runs as an action, and the only event dispatched while one is under way is
 * `patience-before-move`. A call that would change the game from its listener is refused with an
 * `InvalidStateError` (nothing changes; the action goes on). `patience-error` raised by an action
 * (bad input, a failing storage) is dispatched once the action is complete, so its listeners may act.
 * An action during `replay()` first finishes the replay (every remaining turn redone at once), so
 * no move is ever lost to a replay.
 * @module
 */
import { cardCode } from '../engine/cards.js';
import { canRedo, canUndo, currentState, newGame, pushTurn, redo, restartGame, undo, type Game } from '../engine/game.js';
import { layoutOf, type Layout } from '../engine/layout.js';
import { formatMoveList, isMoveList, parseMoveList, playedMoves } from '../engine/notation.js';
import {
  applyMove,
  autoPlay,
  forEachLegalMove,
  legalMoves,
  type AppliedMove,
  type GameState,
  type GameStatus,
  type Move,
} from '../engine/rules.js';
import { refusalText, type Refusal } from '../engine/reasons.js';
import { restoreGame, serializeGame } from '../engine/serialize.js';
import type { PileId, PileKind, VariantDefinition } from '../engine/vocabulary.js';
import { getVariant } from '../variants/index.js';
// Each event from its own module, not the index: through the index the per-module build kept a bare
// import of the guide's event module here, which bundlers then warn about (it is marked side-effect free).
import { PatienceBeforeMoveEvent } from '../events/before-move.js';
import { PatienceDealEvent } from '../events/deal.js';
import { PatienceErrorEvent, type PatienceErrorCode } from '../events/error.js';
import { PatienceInvalidMoveEvent } from '../events/invalid-move.js';
import { PatienceLossEvent } from '../events/loss.js';
import { PatienceMoveEvent } from '../events/move.js';
import type { MoveRecord } from '../events/move-record.js';
import { PatienceRedoEvent } from '../events/redo.js';
import { PatienceStatsEvent } from '../events/stats.js';
import { PatienceUndoEvent } from '../events/undo.js';
import { PatienceWinEvent } from '../events/win.js';
import { lossReason } from '../i18n/words.js';
import { loadRefusalWords, refusalWords, type RefusalWordsModule } from '../i18n/refusals.js';
import { newDealId, type GameStore } from './game-store.js';
import { LIMITS, checkDeckSize, checkSaveSize, clip, quote } from './input.js';
import { PlayTimer } from './play-timer.js';
import type { Outcome } from './stats.js';

/** The longest delay setTimeout keeps (2³¹ − 1 ms); a longer one fires at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** A pile as the public `state` shows it: card codes bottom to top, the first `faceDown` face down. */
export interface PublicPile {
  readonly cards: readonly string[];
  readonly faceDown: number;
}

/** The game as `<patience-game>`'s `state` property shows it (plain JSON). */
export interface PublicGameState {
  readonly variant: string;
  readonly seed: string | null;
  readonly status: GameStatus;
  /** Moves made so far (user and automatic), not counting the deal's own automatic moves (docs/rules.md "Automatic play"), which `history` lists. */
  readonly moves: number;
  readonly piles: Readonly<Record<PileId, PublicPile>>;
}

/** A move in the history: piles, cards moved (codes, bottom to top), and whether automatic play made it. */
export interface HistoryEntry extends MoveRecord {
  readonly auto: boolean;
}

/** What changed, for the words, the motion and the snapshot. */
export type Change =
  | { readonly kind: 'deal'; readonly opening: readonly AppliedMove[]; readonly restart?: boolean }
  | { readonly kind: 'move'; readonly turn: readonly AppliedMove[] }
  | { readonly kind: 'undo' | 'redo'; readonly turn: readonly AppliedMove[] }
  | {
      readonly kind: 'refused';
      readonly move: MoveRecord & { count?: number };
      readonly refusal: Refusal;
    };

/** What to deal: a seed or a preset deck (neither: a random seed); `winnable` marks a deal the solver won. */
export interface DealOptions {
  readonly seed?: string | null;
  readonly deck?: readonly string[] | string | null;
  readonly winnable?: boolean;
}

/** What the session needs from its host. */
export interface SessionHost {
  /** Dispatches an event now; false when a listener called `preventDefault()`. */
  dispatchNow(event: Event): boolean;
  /**
   * Queues an event after the fact (dispatched once the update that shows it is done); a promise of
   * one keeps its place in the queue until it resolves.
   */
  emit(event: Event | Promise<Event>): void;
  /** The game changed (or a move was refused). */
  changed(change: Change): void;
  /** Builds words in the host's language (default: as they come). */
  words?<T>(build: () => T): T;
}

/** A move whose pile ids are cut to {@link LIMITS.pileId} characters (the engine names them in its refusal). */
/** What play() got instead of a move, for its error: `null`, `"hand"`, `{ from: 3, to: "waste-1" }`. */
const quoteMove = (m: unknown): string =>
  typeof m === 'object' && m !== null ? `{ from: ${quote((m as Move).from)}, to: ${quote((m as Move).to)} }` : quote(m);

function shortMove(move: Move): Move {
  if (typeof move !== 'object' || move === null) return move;
  const cut = (id: unknown): unknown => (typeof id === 'string' && id.length > LIMITS.pileId ? clip(id, LIMITS.pileId) : id);
  if (cut(move.from) === move.from && cut(move.to) === move.to) return move;
  return { ...move, from: cut(move.from) as string, to: cut(move.to) as string };
}

/** Longest `patience-error` message, in characters (longer ones are cut, ending in `…`). */
export const MAX_MESSAGE = 300;

/** A `patience-error` event of `code` with `e`'s message, cut to {@link MAX_MESSAGE} characters. */
function errorEvent(code: PatienceErrorCode, e: unknown): PatienceErrorEvent {
  const text = e instanceof Error ? e.message : String(e);
  return new PatienceErrorEvent({ code, message: text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text });
}

/** Whether two games are the same deal: the same variant and deck order. */
const sameDeal = (a: Game, b: Game): boolean => a.variant === b.variant && a.deck.join() === b.deck.join();
/**
 * Whether a game is under way: a move made in it (taken back or not: what it showed was seen), and not
 * over.
 */
const underWay = (game: Game): boolean => game.turns.length > 0 && currentState(game).status === 'playing';

const record = (m: AppliedMove): MoveRecord => ({ from: m.from, to: m.to, cards: [...m.cards] });

export class GameSession {
  /** Whether automatic play of safe cards is on (the `auto-play` attribute). */
  autoPlay = true;

  private _variant: VariantDefinition | null = null;
  private _game: Game | null = null;
  // Outcome events fire at most once per deal; the record counts each deal once.
  private wonReported = false;
  private lostReported = false;
  private recorded: Outcome | null = null;
  /** The current streak before this deal was counted (a loss that a later win amends restores it). */
  private streakBefore = 0;
  /** The deal's id (game-store.ts {@link newDealId}): kept by a restart and in the save, new for a new deal. */
  private dealId = '';
  /** The last deal the solver proved winnable (`deal="winnable"`, or a resumed save that says so). */
  private proven: { readonly variant: string; readonly seed: string } | null = null;
  private readonly timer = new PlayTimer();
  /** The time in the last save of this game (ms). */
  private savedMs = 0;
  /** The action under way (the public call's name), or null. */
  private busy: string | null = null;
  /** The event being dispatched while an action is under way. */
  private dispatching: string | null = null;
  /** `patience-error` events raised during the action under way, dispatched when it is complete. */
  private deferred: PatienceErrorEvent[] = [];
  /** The replay under way: the position it plays back to. */
  private replaying: { readonly target: number } | null = null;
  private publicCache: { state: GameState; value: PublicGameState } | null = null;

  constructor(
    private readonly host: SessionHost,
    private readonly store: GameStore,
  ) {}

  // ------------------------------------------------------------------------------------------
  // Reading (no side effects)

  get ready(): boolean {
    return this._game !== null;
  }

  get game(): Game | null {
    return this._game;
  }

  /**
   * Whether the deal on the table is the one the solver last proved winnable (`deal="winnable"`): so
   * are a restart of it, another position of it, the same seed dealt again, and, through the save, the
   * game resumed in a later page.
   */
  get winnable(): boolean {
    const game = this._game;
    return !!game && game.variant === this.proven?.variant && game.seed === this.proven.seed;
  }

  get variant(): VariantDefinition | null {
    return this._variant;
  }

  get layout(): Layout | null {
    return this._variant ? layoutOf(this._variant) : null;
  }

  get current(): GameState | null {
    return this._game ? currentState(this._game) : null;
  }

  get status(): GameStatus {
    return this.current?.status ?? 'playing';
  }

  /**
   * Turns that cannot be undone: undo stops at this many turns played (a guide's start position, or
   * where a guide handed the game to the reader). 0: back to the deal.
   */
  undoFloor = 0;

  get canUndo(): boolean {
    return this._game !== null && canUndo(this._game) && this._game.cursor > this.undoFloor;
  }

  get canRedo(): boolean {
    return this._game !== null && canRedo(this._game);
  }

  /** Playing time so far, in ms. */
  get elapsedMs(): number {
    return this.timer.elapsedMs;
  }

  get clockRunning(): boolean {
    return this.timer.running;
  }

  /** The public, plain-JSON state (cached per position), or null before the first deal. */
  get publicState(): PublicGameState | null {
    const state = this.current;
    const game = this._game;
    const layout = this.layout;
    if (!state || !game || !layout) return null;
    if (this.publicCache?.state !== state) {
      // Frozen, as its type is read-only: the same object is handed out until the game changes (a
      // framework's store compares by identity), so a host that changed it would change the next read.
      const { freeze } = Object;
      const piles: Record<PileId, PublicPile> = {};
      layout.ids.forEach((id, i) => {
        piles[id] = freeze({ cards: freeze(state.piles[i].map(cardCode)), faceDown: state.faceDown[i] });
      });
      this.publicCache = {
        state,
        value: freeze({ variant: game.variant, seed: game.seed, status: state.status, moves: state.moves, piles: freeze(piles) }),
      };
    }
    return this.publicCache.value;
  }

  legalMoves(): Move[] {
    return this._game && this._variant ? legalMoves(this._variant, currentState(this._game)) : [];
  }

  get history(): HistoryEntry[] {
    return this._game ? playedMoves(this._game).map((m) => ({ ...record(m), auto: m.auto })) : [];
  }

  get historyText(): string {
    return this._game ? formatMoveList(this._game) : '';
  }

  serialize(): string {
    if (!this._game || !this._variant) throw new Error('no game dealt yet');
    return serializeGame(this._variant, this._game);
  }

  /**
   * The kinds of pile between which the only moves left in a lost game are (none: nothing moves);
   * `stock` when the stock can still be gone round (a draw or a redeal: unlimited redeals).
   */
  rearrangementsLeft(): PileKind[] {
    const layout = this.layout;
    const state = this.current;
    if (!layout || !state) return [];
    const kinds = new Set<PileKind>();
    // The state is marked lost; ask for the moves as if it were still being played.
    forEachLegalMove(layout, { ...state, status: 'playing' }, (from, to) => {
      kinds.add(layout.kinds[to] === 'stock' ? 'stock' : layout.kinds[from]);
    });
    return [...kinds];
  }

  // ------------------------------------------------------------------------------------------
  // Dealing

  /**
   * Dispatches `patience-error` and returns false: at once, or, during an action, once the action is
   * complete. The message is cut to {@link MAX_MESSAGE} characters.
   */
  error(code: PatienceErrorCode, e: unknown): false {
    const event = errorEvent(code, e);
    if (this.busy) this.deferred.push(event);
    else this.host.dispatchNow(event);
    return false;
  }

  // ------------------------------------------------------------------------------------------
  // One action at a time

  /** Whether an action is under way (a `patience-before-move` listener is running). */
  get acting(): boolean {
    return this.busy !== null;
  }

  /**
   * Throws an `InvalidStateError` when an action is under way: `call` (a public method's name) was
   * made from a listener of an event dispatched in the middle of it. Nothing has changed.
   */
  checkIdle(call: string): void {
    if (!this.busy) return;
    throw new DOMException(
      `patience-game: ${call}() was called from a ${this.dispatching ?? 'patience-*'} listener during ${this.busy}(): ` +
        `refused, nothing changed. Call it after (from patience-move, or with queueMicrotask()).`,
      'InvalidStateError',
    );
  }

  /**
   * Runs `action` as the one action under way: refused when another is (see {@link checkIdle}); a
   * replay under way is finished first; errors it raises are dispatched once it is complete.
   */
  private act<T>(call: string, action: () => T): T {
    this.checkIdle(call);
    this.busy = call;
    try {
      this.finishReplay();
      return action();
    } finally {
      this.busy = null;
      this.flushErrors();
    }
  }

  private flushErrors(): void {
    for (const event of this.deferred.splice(0)) this.host.dispatchNow(event);
  }

  /** Dispatches an event in the middle of an action (listeners cannot change the game). */
  private dispatchDuring(event: Event): boolean {
    const outer = this.dispatching;
    this.dispatching = event.type;
    try {
      return this.host.dispatchNow(event);
    } finally {
      this.dispatching = outer;
    }
  }

  /**
   * Deals a new game. On bad input dispatches `patience-error` and keeps the current game. A game in
   * progress left unfinished counts as abandoned (when a move was made in it).
   */
  deal(variantId: string, options: DealOptions = {}, call = 'newGame'): boolean {
    return this.act(call, () => this.dealNow(variantId, options));
  }

  /**
   * Whether {@link deal} would deal: on bad input dispatches `patience-error` as the deal would, and
   * deals nothing (a deal asked about first is checked before the question).
   */
  check(variantId: string, options: DealOptions = {}): boolean {
    return this.act('newGame', () => this.prepare(variantId, options) !== null);
  }

  /** The deal asked for, or null (reported) on bad input. */
  private prepare(variantId: string, options: DealOptions): { variant: VariantDefinition; game: Game } | null {
    let variant: VariantDefinition;
    try {
      variant = getVariant(variantId);
    } catch (e) {
      this.error('unknown-variant', e);
      return null;
    }
    try {
      checkDeckSize(options.deck);
      // The element takes a whole number as its text (seedText); another number is no seed.
      if (options.seed != null && typeof options.seed !== 'string')
        throw new TypeError(`a seed must be text or a whole number, got ${quote(options.seed)}`);
      return {
        variant,
        game: newGame(variant, { seed: options.seed ?? undefined, deck: options.deck ?? undefined, autoPlay: this.autoPlay }),
      };
    } catch (e) {
      this.error(options.deck != null ? 'bad-deck' : 'bad-seed', e);
      return null;
    }
  }

  private dealNow(variantId: string, options: DealOptions): boolean {
    const dealt = this.prepare(variantId, options);
    if (!dealt) return false;
    this.leave(dealt.variant.id);
    this.replaceStored(dealt.variant, dealt.game);
    this.start(dealt.variant, dealt.game, undefined, options.winnable === true);
    return true;
  }

  /**
   * Resumes the saved game of a variant (see {@link GameStore.resume}); false when there is none.
   * `wanted.underWay`: only a game under way (a move made, not over), of any deal: on load the
   * player's game in progress wins over the page's `seed` or `deck` (README `persist`).
   */
  resume(
    variantId: string,
    wanted: { seed?: string | null; deck?: readonly string[] | null; underWay?: boolean } = {},
    call = 'newGame',
  ): boolean {
    return this.act(call, () => {
      const saved = this.store.resume(variantId, wanted.underWay ? {} : wanted);
      if (!saved || (wanted.underWay && !underWay(saved.game))) return false;
      this.leave(variantId);
      this.start(saved.variant, saved.game, saved, saved.winnable);
      return true;
    });
  }

  /**
   * Deals the same deck again, with an empty history (the unfinished attempt counts as abandoned). It
   * is the same deal: counted once (a win now amends a loss; a deal already won counts nothing more).
   */
  restart(): boolean {
    return this.act('restart', () => {
      if (!this._game || !this._variant) return false;
      this.abandon();
      this.start(this._variant, restartGame(this._variant, this._game, this.autoPlay), undefined, false, this.recorded, true);
      return true;
    });
  }

  /** Restores `serialize()`'s string or a move list; on a bad one `patience-error` (bad-save). */
  restore(saved: string): boolean {
    return this.act('restore', () => {
      let restored: { game: Game; variant: VariantDefinition };
      try {
        checkSaveSize(saved);
        restored = isMoveList(saved) ? parseMoveList(saved, getVariant) : restoreGame(saved, getVariant);
      } catch (e) {
        return this.error('bad-save', e);
      }
      // The same deal (another position of it) keeps its count; another deal leaves the one on the table.
      const same = this._game !== null && sameDeal(this._game, restored.game);
      if (!same) {
        this.leave(restored.variant.id);
        this.replaceStored(restored.variant, restored.game);
      }
      this.start(
        restored.variant,
        restored.game,
        same ? { recorded: this.recorded, elapsedMs: 0, streak: this.streakBefore, id: this.dealId } : { recorded: null, elapsedMs: 0 },
      );
      return true;
    });
  }

  /** `counted`: how this deal was already counted (a restart of it); `saved`: a restored or resumed game. */
  private start(
    variant: VariantDefinition,
    game: Game,
    saved?: { recorded: Outcome | null; elapsedMs: number; streak?: number; id?: string },
    winnable = false,
    counted: Outcome | null = null,
    restart?: boolean,
  ): void {
    this._variant = variant;
    this._game = game;
    // A restored or resumed game that already ended was reported when it ended; a new deal that the
    // opening automatic moves win is reported now.
    const status = currentState(game).status;
    this.wonReported = saved !== undefined && status === 'won';
    this.lostReported = saved !== undefined && status === 'lost';
    this.recorded = saved ? saved.recorded : counted;
    this.dealId = saved?.id ?? (restart && this.dealId ? this.dealId : newDealId());
    if (winnable && game.seed !== null) this.proven = { variant: variant.id, seed: game.seed };
    if (saved) this.streakBefore = saved.streak ?? 0;
    else if (!counted) this.streakBefore = 0;
    this.timer.reset(saved?.elapsedMs ?? 0);
    this.host.changed({ kind: 'deal', opening: game.opening, restart });
    this.save();
    this.host.emit(new PatienceDealEvent({ variant: variant.id, seed: game.seed, ...(this.winnable ? { winnable: true as const } : {}) }));
    this.reportMoves(game.opening);
    this.reportOutcome(false);
  }

  private save(): void {
    if (!this._game || !this._variant) return;
    this.savedMs = this.elapsedMs;
    // Mid-replay (the page hidden between two steps): the game it plays back to, every move kept.
    const game = this.replaying ? { ...this._game, cursor: this.replaying.target } : this._game;
    this.store.save(this._variant, game, this.recorded, this.savedMs, this.dealId, this.streakBefore, this.winnable);
  }

  /** The `persist` key changed: a game under way (a move made, not over) is saved under the new key at once. */
  keepUnderWay(): void {
    if (this._game && underWay(this._game)) this.save();
  }

  /**
   * The page is being hidden or left (a tab switched or closed, the element removed): the time
   * played since the last save is saved too, so a game resumed later shows it. Only while the save
   * is still this page's own: a newer game another tab saved over it is never replaced by this one.
   */
  private keepTime(): void {
    if (!this._game || this.busy || this.elapsedMs === this.savedMs) return;
    if (this.store.holdsSave(this._game.variant)) this.save();
  }

  /**
   * Before a new deal (`newGame`, `restore()` of another deal) is saved over the stored game of its
   * variant: a stored game of another deal that was under way (a move made, unfinished, not counted)
   * counts as abandoned, as it would had it been on the table. (A resume or a restart is the stored
   * deal itself.)
   */
  private replaceStored(variant: VariantDefinition, game: Game): void {
    if (!this.store.persistKey) return;
    const stored = this.store.resume(variant.id);
    if (!stored || sameDeal(stored.game, game) || stored.recorded !== null || !underWay(stored.game)) return;
    this.tally(variant.id, 'abandoned', currentState(stored.game).moves, stored.elapsedMs, stored.id);
  }

  /**
   * Leaving the game for a deal of `nextVariant`: a saved game of another variant stays resumable
   * (saved once more, so that it is this page's newest copy even if another tab replaced it).
   */
  private leave(nextVariant: string): void {
    if (this.store.persistKey && this._game && this._game.variant !== nextVariant) {
      this.save();
      return;
    }
    this.abandon();
  }

  /**
   * Another page replaced the saved game of `variant` (see {@link GameStore.external}): when it is
   * the game on the table, `patience-error` (`save-replaced`) says so; the game here goes on.
   */
  replacedElsewhere(variant: string): void {
    if (!this._game || this._game.variant !== variant) return;
    // Not the answer to a call: queued after the events of what this game did (its deal's too, when
    // the other save came while this game's deal was still to be shown).
    this.host.emit(
      errorEvent(
        'save-replaced',
        new Error(
          `another page (or game on this page) saved its game of ${variant} under the persist key ${quote(this.store.persistKey)}; this game keeps its own and saves it at its next move`,
        ),
      ),
    );
  }

  /** A game left unfinished after the player moved counts as lost. */
  private abandon(): void {
    if (this.wouldAbandon) this.count('abandoned');
  }

  /**
   * Whether a game is in progress that a new deal would throw away: a move made since its deal or
   * restart (taken back or not), and not over. New game asks first then, whether or not leaving it
   * would count in the record (a restarted deal, or a lost one undone and played on, was counted
   * already: see {@link wouldAbandon}).
   */
  get inProgress(): boolean {
    return !!this._game && underWay(this._game);
  }

  /** Whether leaving the game now would count it as lost (a move made, not finished, not counted). */
  get wouldAbandon(): boolean {
    return !!this._game && this.recorded === null && underWay(this._game);
  }

  /**
   * Counts this deal in the record, once, with its best result: a win after the deal was counted as
   * lost or abandoned (undo, restart) amends that count; nothing else counts a deal twice.
   */
  private count(outcome: Outcome): void {
    const was = this.recorded;
    if (!this._game || was === 'won' || (was !== null && outcome !== 'won')) return;
    this.recorded = outcome;
    const variant = this._game.variant;
    const streak = this.store.statsFor(variant).currentStreak;
    this.tally(variant, outcome, currentState(this._game).moves, this.elapsedMs, this.dealId, was ? this.streakBefore : undefined);
    this.streakBefore = streak;
    this.save();
  }

  /** Counts a game in the record (`amends`: see {@link GameStore.count}) and fires `patience-stats`. */
  private tally(variant: string, outcome: Outcome, moves: number, elapsedMs: number, deal: string, amends?: number): void {
    const stats = this.store.count(variant, outcome, moves, elapsedMs, deal, amends);
    this.host.emit(new PatienceStatsEvent({ variant, outcome, stats }));
  }

  // ------------------------------------------------------------------------------------------
  // Moves

  /**
   * Plays a user move, then automatic play when on, each legal move first offered as a cancelable
   * `patience-before-move`. A refused move fires `patience-invalid-move` and changes nothing.
   */
  play(move: Move): boolean {
    return this.act('play', () => this.playNow(move));
  }

  private playNow(asked: Move): boolean {
    const game = this._game;
    const variant = this._variant;
    if (!game || !variant) return false;
    // Not a move at all (null, a string, pile ids that are no text): a mistake in the page's code,
    // not a move the rules refuse.
    if (typeof asked !== 'object' || asked === null || typeof asked.from !== 'string' || typeof asked.to !== 'string')
      return this.error('bad-argument', new TypeError(`play() takes { from, to } pile ids, got ${quoteMove(asked)}`));
    const move = shortMove(asked);
    const first = applyMove(variant, currentState(game), move, { autoPlay: false });
    if (!first.ok) {
      this.refuse(move, first.reason);
      return false;
    }
    if (!this.allowed(first.applied[0])) return false;
    // Then the engine's automatic play, each move offered to the host first.
    const auto = this.autoPlay ? autoPlay(variant, first.state, (m) => this.allowed(m)) : { state: first.state, applied: [] };
    const turn: AppliedMove[] = [first.applied[0], ...auto.applied];
    const state = auto.state;
    this._game = pushTurn(game, state, turn);
    this.timer.run(document.hidden);
    this.host.changed({ kind: 'move', turn });
    this.reportMoves(turn);
    this.reportOutcome();
    this.save();
    return true;
  }

  /**
   * Refuses a move that was asked for. The event's `reason` is the sentence the player reads, `code`
   * the refusal's id. The words load on first use (see ../i18n/refusals.ts): until they are, the
   * refusal takes effect at once (the notice reads its words when drawn, so they show once loaded,
   * unless another action has replaced it) and its event is queued once they arrive, in its place
   * among the events.
   */
  refuse(move: Move, refusal: Refusal): void {
    const asked = move && typeof move === 'object' ? move : ({} as Move);
    const layout = this.layout;
    const words = this.host.words ?? ((build) => build());
    const moved = {
      from: String(asked.from),
      to: String(asked.to),
      ...(asked.count !== undefined ? { count: asked.count } : {}),
    };
    const tell = (w: RefusalWordsModule): PatienceInvalidMoveEvent =>
      new PatienceInvalidMoveEvent({
        move: moved,
        reason: layout ? words(() => w.refusalSentence(layout, refusal, 'sign')) : refusal.id,
        code: refusal.id,
      });
    // The notice and the live region read the words when drawn (announcer.ts), so the change needs none.
    this.host.changed({ kind: 'refused', move: { ...moved, cards: [] }, refusal });
    // Words that cannot load (a file missing beside the bundle): the engine's developer English.
    const fallback = { refusalSentence: (_: Layout, r: Refusal) => refusalText(r) } as unknown as RefusalWordsModule;
    const loaded = refusalWords();
    this.host.emit(loaded ? tell(loaded) : loadRefusalWords().then(tell, () => tell(fallback)));
  }

  private allowed(m: AppliedMove): boolean {
    return this.dispatchDuring(new PatienceBeforeMoveEvent({ move: record(m), auto: m.auto }));
  }

  private reportMoves(moves: readonly AppliedMove[]): void {
    const state = this.current;
    if (!state) return;
    let n = state.moves - moves.length;
    for (const m of moves) {
      n++;
      // The deal's own automatic moves count for nothing (docs/rules.md "Automatic play"): 0.
      this.host.emit(new PatienceMoveEvent({ move: record(m), auto: m.auto, moves: Math.max(0, n) }));
    }
  }

  /**
   * Fires the win or loss of this deal once each at most, never a loss after a win. After a move
   * (`moved`; not a deal or a resumed game, whose clock waits for the next move) runs a started clock.
   */
  private reportOutcome(moved = true): void {
    const state = this.current;
    const game = this._game;
    if (!state || !game) return;
    if (state.status !== 'playing') this.timer.pause();
    else if (moved && this.timer.hasStarted) this.timer.run(document.hidden);
    if (state.status === 'won' && !this.wonReported) {
      this.wonReported = true;
      this.host.emit(new PatienceWinEvent({ variant: game.variant, seed: game.seed, moves: state.moves, elapsedMs: this.elapsedMs }));
      this.count('won');
    } else if (state.status === 'lost' && !this.lostReported && !this.wonReported) {
      this.lostReported = true;
      this.host.emit(new PatienceLossEvent({ variant: game.variant, seed: game.seed, moves: state.moves, reason: this.lossReason() }));
      this.count('lost');
    }
  }

  /** Why the game is lost, in words true for the variant. */
  lossReason(): string {
    const words = this.host.words ?? ((build) => build());
    return words(() => lossReason(this.rearrangementsLeft()));
  }

  undo(): boolean {
    return this.act('undo', () => this.step('undo'));
  }

  redo(): boolean {
    return this.act('redo', () => this.step('redo'));
  }

  /**
   * Takes back or replays one turn. A step of a replay neither saves (the stored copy stays the
   * position the replay plays back to) nor runs the clock.
   */
  private step(direction: 'undo' | 'redo', replaying = false): boolean {
    if (!this._game || (direction === 'undo' && !this.canUndo)) return false;
    const r = direction === 'undo' ? undo(this._game) : redo(this._game);
    if (!r) return false;
    this._game = r.game;
    this.host.changed({ kind: direction, turn: r.turn });
    const detail = { move: record(r.turn[0]), turn: r.turn.map(record), moves: currentState(r.game).moves };
    this.host.emit(direction === 'undo' ? new PatienceUndoEvent(detail) : new PatienceRedoEvent(detail));
    if (replaying) return true;
    this.reportOutcome();
    this.save();
    return true;
  }

  /**
   * Plays the game back from the deal, one turn every `speedMs` ms (each fires `patience-redo`).
   * Any other action finishes it first (see {@link finishReplay}). Resolves true when it reached the
   * end by itself, false when it was finished early, or refused: a `speedMs` that is not a finite
   * number from 0 to 2³¹ − 1 fires `patience-error` (code `bad-argument`) at once, and nothing changes.
   */
  async replay(speedMs = 500, onStart?: () => void): Promise<boolean> {
    // Above 2³¹ − 1 ms (about 24.8 days) a browser's setTimeout fires at once: refused, not replayed at full speed.
    if (!(Number.isFinite(speedMs) && speedMs >= 0 && speedMs <= MAX_TIMEOUT_MS)) {
      return this.error('bad-argument', new RangeError(`replay() takes ms from 0 to ${MAX_TIMEOUT_MS}, got ${quote(speedMs)}`));
    }
    const started = this.act('replay', () => {
      if (!this._game) return null;
      const replay = { target: this._game.cursor };
      this.replaying = replay;
      this._game = { ...this._game, cursor: 0 };
      this.host.changed({ kind: 'undo', turn: [] });
      return replay;
    });
    if (!started) return false;
    onStart?.();
    while (this.replaying === started && this._game && this._game.cursor < started.target) {
      await new Promise((r) => setTimeout(r, speedMs));
      if (this.replaying !== started) return false;
      this.busy = 'replay';
      try {
        this.step('redo', true);
      } finally {
        this.busy = null;
        this.flushErrors();
      }
    }
    if (this.replaying !== started) return false;
    this.replaying = null;
    return true;
  }

  /** Whether a replay is under way. */
  get replayRunning(): boolean {
    return this.replaying !== null;
  }

  /**
   * Finishes the replay under way at once: every turn left is redone (each fires `patience-redo`),
   * so the game is back where it was when the replay began. Its promise resolves false.
   */
  finishReplay(): void {
    const replay = this.replaying;
    if (!replay) return;
    this.replaying = null;
    const outer = this.busy;
    this.busy ??= 'replay';
    try {
      while (this._game && this._game.cursor < replay.target && this.step('redo', true));
    } finally {
      this.busy = outer;
      if (!outer) this.flushErrors();
    }
  }

  /** The clock: pause while the page is hidden (the time so far saved), run again when shown. */
  visibility(hidden: boolean): void {
    if (hidden) this.pauseClock();
    else if (this.status === 'playing') this.timer.resume();
  }

  /**
   * The element left the page (or the page was hidden): the clock stops, and runs again when it
   * comes back (if it ran); the time so far is saved (see {@link keepTime}).
   */
  pauseClock(): void {
    this.timer.suspend();
    this.keepTime();
  }
}
