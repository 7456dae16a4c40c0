/**
 * `GameController`: a Lit reactive controller over the engine. It owns one game and its history, turns
 * clicks, drags and keys into moves, keeps time, saves and resumes games, keeps the player's record,
 * and dispatches the public `patience-*` events on its host (the `<patience-game>` element). Piles
 * reach it through the game context and only ask it to act.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { cardCode, cardName, parseCard, type Card } from '../engine/cards.js';
import {
  canRedo,
  canUndo,
  currentState,
  newGame,
  pushTurn,
  redo,
  restartGame,
  undo,
  type Game,
} from '../engine/game.js';
import { layoutOf, type Layout } from '../engine/layout.js';
import { formatMoveList, isMoveList, parseMoveList, playedMoves } from '../engine/notation.js';
import {
  applyMove,
  autoPlay,
  forEachLegalMove,
  legalMoves,
  movableRun,
  refusal,
  resolveMove,
  type AppliedMove,
  type GameState,
  type GameStatus,
  type Move,
} from '../engine/rules.js';
import { refusalText, type Refusal } from '../engine/reasons.js';
import { restoreGame, serializeGame } from '../engine/serialize.js';
import type { PileId, VariantDefinition } from '../engine/vocabulary.js';
import { getVariant } from '../variants/index.js';
import {
  PatienceBeforeMoveEvent,
  PatienceDealEvent,
  PatienceErrorEvent,
  PatienceInvalidMoveEvent,
  PatienceLossEvent,
  PatienceMoveEvent,
  PatienceRedoEvent,
  PatienceStatsEvent,
  PatienceUndoEvent,
  PatienceWinEvent,
  type MoveRecord,
  type PatienceErrorCode,
} from '../events/index.js';
import type { GameView, Selection } from './game-context.js';
import { PlayTimer } from './play-timer.js';
import { emptyStats, parseStats, recordOutcome, type Outcome, type StatsRecord, type VariantStats } from './stats.js';
import { SafeStorage } from './storage.js';

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
  /** Moves made so far (user and automatic). */
  readonly moves: number;
  readonly piles: Readonly<Record<PileId, PublicPile>>;
}

/** A move in the history: piles, cards moved (codes, bottom to top), and whether automatic play made it. */
export interface HistoryEntry extends MoveRecord {
  readonly auto: boolean;
}

/** A short message shown on the table (the reason for a refused move, the outcome). */
export interface Notice {
  readonly text: string;
  readonly kind: 'info' | 'refusal' | 'won' | 'lost';
  readonly serial: number;
}

/** What is kept in storage for a game in progress. */
interface SavedRecord {
  readonly v: 1;
  readonly save: string;
  readonly recorded: Outcome | null;
  readonly elapsedMs: number;
}

const pileWords = (id: PileId): string => id.replace(/-(\d+)$/, ' $1');
const record = (m: AppliedMove): MoveRecord => ({ from: m.from, to: m.to, cards: [...m.cards] });

/** Host requirements: a Lit element that receives the events. */
export type GameHost = ReactiveControllerHost & HTMLElement;

/**
 * The game behind a `<patience-game>`: one game and its history (src/engine), the clock, saving and
 * the record, and the public events. Its host provides {@link GameController.view}, an immutable
 * snapshot replaced after every change, to the pile elements through context; they call
 * {@link GameController.activate}, {@link GameController.play} and friends, never change the game
 * themselves. Events are dispatched on the host, synchronously, after the state has changed.
 */
export class GameController implements ReactiveController {
  readonly host: GameHost;
  /** Whether automatic play of safe cards is on (the `auto-play` attribute). */
  autoPlay = true;
  /** The visible message, if any. */
  notice: Notice | null = null;
  /** Text for the screen-reader live region. */
  announcement = '';
  /**
   * The pile the last click dropped picked-up cards on (null otherwise): the rest of a double-click
   * there must not act again.
   */
  clickMovedTo: PileId | null = null;

  private _variant: VariantDefinition | null = null;
  private _game: Game | null = null;
  private _selection: Selection | null = null;
  private _refused: GameView['refused'] = null;
  private _serial = 0;
  private _view: GameView | null = null;
  private _public: { state: GameState; value: PublicGameState } | null = null;
  private readonly _piles = new Map<PileId, Element>();
  private readonly _onChange: (view: GameView) => void;
  // Outcome events fire at most once per deal; the record counts each deal once.
  private _wonReported = false;
  private _lostReported = false;
  private _recorded: Outcome | null = null;
  private readonly _timer = new PlayTimer();
  private _tick?: ReturnType<typeof setInterval>;
  private _replay = 0;
  // Saving: off until a storage key is set (the `persist` attribute).
  private _persistKey: string | null = null;
  private readonly _storage = new SafeStorage((e) => this.error('storage', e));
  private _stats: StatsRecord = {};
  private _statsLoaded = false;

  constructor(host: GameHost, onChange: (view: GameView) => void) {
    this.host = host;
    this._onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this._onVisibility);
    this._tick = setInterval(() => {
      if (this._timer.running) this.host.requestUpdate();
    }, 1000);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this._onVisibility);
    clearInterval(this._tick);
    this._timer.pause();
  }

  private readonly _onVisibility = (): void => {
    if (document.hidden) this._timer.pause();
    else if (this._timer.hasStarted && this.status === 'playing') this._timer.run(false);
  };

  // ------------------------------------------------------------------------------------------
  // Reading

  /** True once a game has been dealt. */
  get ready(): boolean {
    return this._game !== null;
  }

  get variant(): VariantDefinition {
    if (!this._variant) throw new Error('no game dealt yet');
    return this._variant;
  }

  get game(): Game {
    if (!this._game) throw new Error('no game dealt yet');
    return this._game;
  }

  get layout(): Layout {
    return layoutOf(this.variant);
  }

  get current(): GameState {
    return currentState(this.game);
  }

  get status(): GameStatus {
    return this._game ? this.current.status : 'playing';
  }

  get canUndo(): boolean {
    return this._game !== null && canUndo(this._game);
  }

  get canRedo(): boolean {
    return this._game !== null && canRedo(this._game);
  }

  get selection(): Selection | null {
    return this._selection;
  }

  /** Playing time so far, in ms: from the first move, not counting time the page was hidden. */
  get elapsedMs(): number {
    return this._timer.elapsedMs;
  }

  /** The immutable snapshot provided to the piles. */
  get view(): GameView {
    if (!this._view) {
      this._view = {
        controller: this,
        variant: this.variant,
        layout: this.layout,
        state: this.current,
        selection: this._selection,
        refused: this._refused,
        serial: this._serial,
      };
    }
    return this._view;
  }

  /** The public, plain-JSON state (cached per position). */
  get publicState(): PublicGameState {
    const state = this.current;
    if (this._public?.state !== state) {
      const layout = this.layout;
      const piles: Record<PileId, PublicPile> = {};
      layout.ids.forEach((id, i) => {
        piles[id] = { cards: state.piles[i].map(cardCode), faceDown: state.faceDown[i] };
      });
      this._public = {
        state,
        value: { variant: this.game.variant, seed: this.game.seed, status: state.status, moves: state.moves, piles },
      };
    }
    return this._public.value;
  }

  /** Every legal move in the current position. */
  legalMoves(): Move[] {
    return this._game ? legalMoves(this.variant, this.current) : [];
  }

  /** The moves played so far (up to the undo point), user and automatic, in order. */
  get history(): HistoryEntry[] {
    return this._game ? playedMoves(this._game).map((m) => ({ ...record(m), auto: m.auto })) : [];
  }

  /** The game as text, one move a line (`8H waste-2 → foundation-1`), which `restore` accepts. */
  get historyText(): string {
    return this._game ? formatMoveList(this._game) : '';
  }

  private _changed(): void {
    this._serial++;
    this._view = null;
    if (this._game) this._onChange(this.view);
    this.host.requestUpdate();
  }

  // ------------------------------------------------------------------------------------------
  // Dealing

  /**
   * Deals a new game. On bad input dispatches `patience-error` and keeps the current game.
   * A game in progress left unfinished counts as lost in the record (when a move was made in it).
   * @returns whether a game was dealt.
   */
  deal(variantId: string, options: { seed?: string | null; deck?: readonly string[] | string | null } = {}): boolean {
    let variant: VariantDefinition;
    let game: Game;
    try {
      variant = getVariant(variantId);
    } catch (e) {
      return this.error('unknown-variant', e);
    }
    try {
      game = newGame(variant, {
        seed: options.seed ?? undefined,
        deck: options.deck ?? undefined,
        autoPlay: this.autoPlay,
      });
    } catch (e) {
      return this.error(options.deck != null ? 'bad-deck' : 'bad-seed', e);
    }
    this._leave(variant.id);
    this._start(variant, game);
    return true;
  }

  /** Deals the same deck again, with an empty history (the unfinished attempt counts as lost). */
  restart(): boolean {
    if (!this._game) return false;
    this._abandon();
    this._start(this.variant, restartGame(this.variant, this._game, this.autoPlay));
    return true;
  }

  private _start(variant: VariantDefinition, game: Game, saved?: { recorded: Outcome | null; elapsedMs: number }): void {
    this._replay++;
    this._variant = variant;
    this._game = game;
    this._selection = null;
    this._refused = null;
    // A restored or resumed game that already ended was reported when it ended; a new deal that the
    // opening automatic moves win is reported now.
    const status = currentState(game).status;
    this._wonReported = saved !== undefined && status === 'won';
    this._lostReported = saved !== undefined && status === 'lost';
    this._recorded = saved ? saved.recorded : null;
    this._timer.reset(saved?.elapsedMs ?? 0);
    this.notice = null;
    this.announcement = `New game of ${variant.name}${game.seed !== null ? `, deal ${game.seed}` : ''}.`;
    this._changed();
    this._save();
    this.host.dispatchEvent(new PatienceDealEvent({ variant: variant.id, seed: game.seed }));
    this._reportMoves(game.opening);
    this._reportOutcome();
  }

  /** Dispatches `patience-error` and returns false. */
  error(code: PatienceErrorCode, e: unknown): false {
    const message = e instanceof Error ? e.message : String(e);
    this.host.dispatchEvent(new PatienceErrorEvent({ code, message }));
    return false;
  }

  // ------------------------------------------------------------------------------------------
  // Moves

  /**
   * Plays a move for the user, then automatic play when on. Each legal move is first offered to the
   * host as a cancelable `patience-before-move`; then `patience-move` for the user's move and each
   * automatic one, then `patience-win` / `patience-loss` when the game ends. A refused move fires
   * `patience-invalid-move` and changes nothing.
   */
  play(move: Move): boolean {
    if (!this._game) return false;
    this._replay++;
    const variant = this.variant;
    // The user's move alone first: a refusal changes nothing; a legal move may still be vetoed.
    const first = applyMove(variant, this.current, move, { autoPlay: false });
    if (!first.ok) {
      this._refuse(move, first.reason);
      return false;
    }
    if (!this._allowed(first.applied[0])) return false;
    // Then the engine's automatic play, each move offered to the host first.
    const auto = this.autoPlay ? autoPlay(variant, first.state, (m) => this._allowed(m)) : { state: first.state, applied: [] };
    const turn: AppliedMove[] = [first.applied[0], ...auto.applied];
    const state = auto.state;
    this._game = pushTurn(this._game, state, turn);
    this._selection = null;
    this._refused = null;
    this.notice = null;
    this._timer.run(document.hidden);
    this.announcement = turn.map((m) => this._describe(m)).join(' ');
    this._changed();
    this._reportMoves(turn);
    this._reportOutcome();
    this._save();
    return true;
  }

  /** Dispatches the cancelable `patience-before-move`; false when the host vetoed the move. */
  private _allowed(m: AppliedMove): boolean {
    const event = new PatienceBeforeMoveEvent({ move: record(m), auto: m.auto });
    this.host.dispatchEvent(event);
    return !event.defaultPrevented;
  }

  private _refuse(move: Move, refused: Refusal): void {
    const reason = refusalText(refused);
    const asked = move && typeof move === 'object' ? move : ({} as Move);
    const detail = {
      move: {
        from: String(asked.from),
        to: String(asked.to),
        ...(asked.count !== undefined ? { count: asked.count } : {}),
      },
      reason,
      code: refused.id,
    };
    this._selection = null;
    this._refused = { pile: String(asked.to), serial: this._serial + 1 };
    this.notice = { text: reason, kind: 'refusal', serial: this._serial + 1 };
    this.announcement = `Not allowed: ${reason}.`;
    this._changed();
    this.host.dispatchEvent(new PatienceInvalidMoveEvent(detail));
  }

  private _reportMoves(moves: readonly AppliedMove[]): void {
    let n = this.current.moves - moves.length;
    for (const m of moves) {
      n++;
      this.host.dispatchEvent(new PatienceMoveEvent({ move: record(m), auto: m.auto, moves: n }));
    }
  }

  /**
   * Shows the outcome whenever the game stands won or lost (also after redo or a resumed game), and
   * fires the win or loss of this deal once each at most, never a loss after a win.
   */
  private _reportOutcome(): void {
    const state = this.current;
    const game = this.game;
    if (state.status !== 'playing') this._timer.pause();
    else if (this._timer.hasStarted) this._timer.run(document.hidden);
    if (state.status === 'won') {
      this.notice = { text: `You won in ${state.moves} moves!`, kind: 'won', serial: this._serial };
      this.announcement += ' You won!';
      this.host.requestUpdate();
      if (this._wonReported) return;
      this._wonReported = true;
      this.host.dispatchEvent(
        new PatienceWinEvent({ variant: game.variant, seed: game.seed, moves: state.moves, elapsedMs: this.elapsedMs }),
      );
      this._count('won');
    } else if (state.status === 'lost') {
      const reason = this._lossReason();
      this.notice = { text: `No more moves: ${reason}.`, kind: 'lost', serial: this._serial };
      this.announcement += ` Game over: ${reason}.`;
      this.host.requestUpdate();
      if (this._lostReported || this._wonReported) return;
      this._lostReported = true;
      this.host.dispatchEvent(new PatienceLossEvent({ variant: game.variant, seed: game.seed, moves: state.moves, reason }));
      this._count('lost');
    }
  }

  private _lossReason(): string {
    const layout = this.layout;
    const state = this.current;
    const left = 52 - layout.foundations.reduce((n, f) => n + state.piles[f].length, 0);
    return legalMoves(this.variant, state).length > 0
      ? `the stock is empty and only rearrangements are left (${left} cards not on the foundations)`
      : `the stock is empty and no card can be played (${left} cards not on the foundations)`;
  }

  private _describe(m: AppliedMove): string {
    const cards = m.cards.map((c) => cardName(parseCard(c)));
    const what = cards.length === 1 ? cards[0] : `${cards.length} cards from ${cards[0]}`;
    let text = `${what[0].toUpperCase()}${what.slice(1)} ${m.auto ? 'goes' : 'moved'} from ${pileWords(m.from)} to ${pileWords(m.to)}.`;
    if (m.turned) text += ` Turned up ${cardName(parseCard(m.turned))}.`;
    if (m.dealt) text += ` Dealt ${cardName(parseCard(m.dealt))} to the hand.`;
    return text;
  }

  /** Takes back the last turn (no automatic play follows). Dispatches `patience-undo`. */
  undo(): boolean {
    this._replay++;
    return this._step('undo');
  }

  /** Replays the last undone turn exactly. Dispatches `patience-redo`, then any outcome event. */
  redo(): boolean {
    this._replay++;
    return this._step('redo');
  }

  /** One step back or forward in the history, with its event. */
  private _step(direction: 'undo' | 'redo'): boolean {
    if (!this._game) return false;
    const r = direction === 'undo' ? undo(this._game) : redo(this._game);
    if (!r) return false;
    this._game = r.game;
    this._selection = null;
    this.notice = null;
    this.announcement = `${direction === 'undo' ? 'Undid' : 'Redid'}: ${this._describe(r.turn[0])}`;
    this._changed();
    const detail = { move: record(r.turn[0]), turn: r.turn.map(record), moves: this.current.moves };
    this.host.dispatchEvent(direction === 'undo' ? new PatienceUndoEvent(detail) : new PatienceRedoEvent(detail));
    // Undoing the end of a game restarts the clock; redoing it reports the outcome (once per deal).
    this._reportOutcome();
    this._save();
    return true;
  }

  /**
   * Plays the game back on screen from the deal: every turn up to the current one, one every
   * `speedMs` ms (each fires `patience-redo`). Any other action stops the replay.
   * @returns a promise that resolves when the replay ends (finished: true) or is stopped (false).
   */
  async replay(speedMs = 500): Promise<boolean> {
    if (!this._game) return false;
    const token = ++this._replay;
    const target = this._game.cursor;
    this._game = { ...this._game, cursor: 0 };
    this._selection = null;
    this.notice = { text: 'Replaying…', kind: 'info', serial: this._serial + 1 };
    this._changed();
    const delay = Math.max(0, Number.isFinite(speedMs) ? speedMs : 500);
    while (this._game.cursor < target) {
      await new Promise((r) => setTimeout(r, delay));
      if (token !== this._replay || !this._game) return false;
      this._step('redo');
    }
    if (this.notice?.text === 'Replaying…') {
      this.notice = null;
      this._changed();
    }
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // Saving, resuming and the record

  serialize(): string {
    return serializeGame(this.variant, this.game);
  }

  /**
   * Restores a game from `serialize()`'s string or from the move list text (`historyText`). On a bad
   * one dispatches `patience-error` (code `bad-save`) and keeps the current game.
   */
  restore(saved: string): boolean {
    let restored: { game: Game; variant: VariantDefinition };
    try {
      if (typeof saved !== 'string') throw new TypeError(`a saved game must be a string, got ${typeof saved}`);
      restored = isMoveList(saved) ? parseMoveList(saved, getVariant) : restoreGame(saved, getVariant);
    } catch (e) {
      return this.error('bad-save', e);
    }
    this._start(restored.variant, restored.game, { recorded: null, elapsedMs: 0 });
    return true;
  }

  /** The storage key games and the record are saved under (the `persist` attribute), or null. */
  get persistKey(): string | null {
    return this._persistKey;
  }

  set persistKey(key: string | null) {
    const next = key && key.trim() !== '' ? key : null;
    if (next === this._persistKey) return;
    this._persistKey = next;
    this._statsLoaded = false;
    this._save();
  }

  private _gameKey(variantId: string): string {
    return `${this._persistKey}:game:${variantId}`;
  }

  /**
   * Resumes the saved game of a variant, if there is one and it is the deal asked for (any deal when
   * `seed` and `deck` are absent). A corrupted save fires `patience-error` and is discarded.
   * @returns whether a game was resumed.
   */
  resume(variantId: string, wanted: { seed?: string | null; deck?: readonly string[] | null } = {}): boolean {
    if (!this._persistKey) return false;
    const key = this._gameKey(variantId);
    const text = this._storage.get(key);
    if (text === null) return false;
    let rec: SavedRecord;
    let restored: { game: Game; variant: VariantDefinition };
    try {
      rec = JSON.parse(text) as SavedRecord;
      if (typeof rec !== 'object' || rec === null || rec.v !== 1 || typeof rec.save !== 'string') {
        throw new RangeError('the saved game is not in a format this version reads');
      }
      restored = restoreGame(rec.save, getVariant);
      if (restored.variant.id !== variantId) throw new RangeError(`the saved game is ${restored.variant.id}, not ${variantId}`);
    } catch (e) {
      this._storage.remove(key);
      return this.error('bad-save', new RangeError(`could not resume the saved game (${e instanceof Error ? e.message : String(e)}); dealing a new one`));
    }
    const g = restored.game;
    if (wanted.deck) {
      try {
        if (g.seed !== null || wanted.deck.map((c) => parseCard(c)).join() !== g.deck.join()) return false;
      } catch {
        return false;
      }
    } else if (wanted.seed && wanted.seed !== g.seed) return false;
    this._leave(variantId);
    const recorded = rec.recorded === 'won' || rec.recorded === 'lost' || rec.recorded === 'abandoned' ? rec.recorded : null;
    const elapsed = typeof rec.elapsedMs === 'number' && rec.elapsedMs >= 0 ? rec.elapsedMs : 0;
    this._start(restored.variant, g, { recorded, elapsedMs: elapsed });
    return true;
  }

  private _save(): void {
    if (!this._persistKey || !this._game) return;
    const rec: SavedRecord = { v: 1, save: this.serialize(), recorded: this._recorded, elapsedMs: this.elapsedMs };
    this._storage.set(this._gameKey(this._game.variant), JSON.stringify(rec));
  }

  /** The player's record for every variant played (kept in storage under the `persist` key). */
  get stats(): StatsRecord {
    if (!this._statsLoaded) {
      this._statsLoaded = true;
      if (this._persistKey) {
        const { stats, problems } = parseStats(this._storage.get(`${this._persistKey}:stats`));
        this._stats = stats;
        for (const p of problems) this.error('storage', new RangeError(p));
      }
    }
    return this._stats;
  }

  /** The record of one variant (all zero before its first game). */
  statsFor(variantId: string): VariantStats {
    return this.stats[variantId] ?? emptyStats();
  }

  /** Counts this deal in the record, once, and fires `patience-stats`. */
  private _count(outcome: Outcome): void {
    if (this._recorded !== null || !this._game) return;
    this._recorded = outcome;
    const variant = this._game.variant;
    const next = recordOutcome(this.statsFor(variant), outcome, this.current.moves, this.elapsedMs);
    this._stats = { ...this.stats, [variant]: next };
    if (this._persistKey) this._storage.set(`${this._persistKey}:stats`, JSON.stringify(this._stats));
    this._save();
    this.host.dispatchEvent(new PatienceStatsEvent({ variant, outcome, stats: next }));
  }

  /**
   * Leaving the current game for a deal of `nextVariant`: a game kept in storage can be resumed, so
   * switching to another variant does not abandon it; otherwise it is abandoned.
   */
  private _leave(nextVariant: string): void {
    if (this._persistKey && this._game && this._game.variant !== nextVariant) return;
    this._abandon();
  }

  /** A game left unfinished after the player moved counts as lost. */
  private _abandon(): void {
    if (this._game && this._recorded === null && this.status === 'playing' && this._game.turns.length > 0) {
      this._count('abandoned');
    }
  }

  // ------------------------------------------------------------------------------------------
  // Pointer and keyboard help for the piles

  /** The largest unit pile `pile` can give now (0 when none). */
  movable(pile: PileId): number {
    if (!this._game) return 0;
    const i = this.layout.indexOf.get(pile);
    if (i === undefined) return 0;
    if (this.layout.kinds[i] === 'stock') return 0;
    return movableRun(this.layout, this.current, i);
  }

  /**
   * The click / tap / Enter on a pile. With nothing selected: picks up `count` cards (0: the movable
   * run) if they can move, or draws from a stock that draws. With a selection: moves it to `pile`
   * (or drops the selection when `pile` is its own pile).
   */
  activate(pile: PileId, count = 0): void {
    if (!this._game || this.status !== 'playing') return;
    const layout = this.layout;
    const i = layout.indexOf.get(pile);
    if (i === undefined) return;
    const sel = this._selection;
    if (sel) {
      if (sel.pile === pile) {
        const again = count > 0 && count !== sel.count && count <= this.movable(pile);
        this.select(again ? { pile, count } : null);
        return;
      }
      const n = this._countFor(sel, pile);
      const moved = this.play(n === 1 ? { from: sel.pile, to: pile } : { from: sel.pile, to: pile, count: n });
      this.clickMovedTo = moved ? pile : null;
      return;
    }
    this.clickMovedTo = null;
    if (layout.kinds[i] === 'stock') {
      const target = layout.feeds[i].findIndex(Boolean);
      if (target >= 0) this.play({ from: pile, to: layout.ids[target] });
      else this._note(`The stock deals into the hand by itself.`);
      return;
    }
    const max = this.movable(pile);
    if (max === 0) return;
    if (count > max) {
      this._note(`Only the top ${max === 1 ? 'card' : `${max} cards`} of ${pileWords(pile)} can move.`);
      return;
    }
    this.select({ pile, count });
  }

  /** How many cards of a selection to move to `to`: as chosen, or (0) the first count that is legal. */
  private _countFor(sel: Selection, to: PileId): number {
    if (sel.count > 0) return sel.count;
    const layout = this.layout;
    const from = layout.indexOf.get(sel.pile)!;
    const t = layout.indexOf.get(to)!;
    const max = movableRun(layout, this.current, from);
    for (let n = max; n >= 1; n--) if (refusal(layout, this.current, from, t, n, false) === null) return n;
    return 1;
  }

  select(selection: Selection | null): void {
    this._selection = selection;
    this._targets = null;
    if (selection) {
      const i = this.layout.indexOf.get(selection.pile)!;
      const pile = this.current.piles[i];
      const n = selection.count || movableRun(this.layout, this.current, i);
      const card = pile[pile.length - n];
      this.announcement = `Picked up ${n > 1 ? `${n} cards from ` : ''}${cardName(card)} from ${pileWords(selection.pile)}. Choose a pile to move to.`;
    } else this.announcement = 'Nothing picked up.';
    this._changed();
  }

  private _note(text: string): void {
    this.notice = { text, kind: 'info', serial: this._serial + 1 };
    this.announcement = text;
    this._changed();
  }

  /** Sends the top card of `pile` to a foundation that takes it (double-click); refuses visibly if none. */
  sendToFoundation(pile: PileId): boolean {
    if (!this._game || this.status !== 'playing') return false;
    const layout = this.layout;
    const from = layout.indexOf.get(pile);
    if (from === undefined) return false;
    const state = this.current;
    for (const f of layout.foundations) {
      if (refusal(layout, state, from, f, 1, false) === null) return this.play({ from: pile, to: layout.ids[f] });
    }
    const src = state.piles[from];
    const top: Card | undefined = src[src.length - 1];
    const reason: Refusal =
      top === undefined ? { id: 'empty-source', from: pile } : { id: 'no-foundation-takes', card: cardCode(top), from: pile };
    this._refuse({ from: pile, to: layout.ids[layout.foundations[0]] }, reason);
    return false;
  }

  /** Whether `move` would be legal now (no events). */
  isLegal(move: Move): boolean {
    if (!this._game) return false;
    const m = resolveMove(this.layout, move);
    return !('id' in m) && this.status === 'playing' && refusal(this.layout, this.current, m.from, m.to, m.count, false) === null;
  }

  private _targets: { serial: number; set: Set<PileId> } | null = null;

  /** Piles that would take the current selection (for highlighting targets). */
  targetsOfSelection(): Set<PileId> {
    if (this._targets?.serial === this._serial) return this._targets.set;
    const out = new Set<PileId>();
    const sel = this._selection;
    if (sel && this._game) {
      const layout = this.layout;
      const from = layout.indexOf.get(sel.pile)!;
      forEachLegalMove(layout, this.current, (f, t, count) => {
        if (f === from && (sel.count === 0 || count === sel.count)) out.add(layout.ids[t]);
      });
    }
    this._targets = { serial: this._serial, set: out };
    return out;
  }

  // Hit-testing for drags: piles register the element that covers them.

  registerPile(id: PileId, el: Element): void {
    this._piles.set(id, el);
  }

  unregisterPile(id: PileId, el: Element): void {
    if (this._piles.get(id) === el) this._piles.delete(id);
  }

  /** Marks (or unmarks) a pile as the target under a dragged card. */
  hint(pile: PileId | null, on: boolean): void {
    if (pile !== null) this._piles.get(pile)?.toggleAttribute('data-drop-target', on);
  }

  /** The pile under a viewport point (or the nearest one within `slack` px), for drops. */
  pileAt(x: number, y: number, slack = 24): PileId | null {
    let best: PileId | null = null;
    let bestDistance = Infinity;
    for (const [id, el] of this._piles) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const dx = Math.max(r.left - x, 0, x - r.right);
      const dy = Math.max(r.top - y, 0, y - r.bottom);
      const d = Math.hypot(dx, dy);
      if (d < bestDistance) {
        bestDistance = d;
        best = id;
      }
    }
    return bestDistance <= slack ? best : null;
  }
}
