/**
 * A game with its history: the deal, every position reached, the moves between them, and a cursor for
 * undo and redo. Plain JSON, never mutated: every function returns a new game.
 *
 * Each user move is stored as a turn together with the automatic moves it caused, so one undo takes
 * them all back and redo replays exactly the same moves (no automatic play is added on redo).
 *
 * @module
 */
import type { Card } from './cards.js';
import { parseDeck, randomSeed, shuffledDeck, checkSeed } from './deck.js';
import { layoutOf } from './layout.js';
import { applyMove, deal, runAutoPlay, withStatus, type AppliedMove, type GameState, type Move } from './rules.js';
import type { Refusal } from './reasons.js';
import { checkGame, checkOptions, checkSameVariant, frozen, quoteValue } from './quote.js';
import type { VariantDefinition } from './vocabulary.js';

/** A game and its history, as plain JSON, frozen (nothing in it can be changed). */
export interface Game {
  /** Variant id. */
  readonly variant: string;
  /** The seed the deck was shuffled from, or null for a preset deck order. */
  readonly seed: string | null;
  /** The deck order dealt, as card ids, first dealt first. */
  readonly deck: readonly Card[];
  /** Whether automatic play was on when the game was dealt (decides the opening's automatic moves). */
  readonly autoPlay: boolean;
  /** Automatic moves made right after the deal (part of the deal; cannot be undone). */
  readonly opening: readonly AppliedMove[];
  /** `states[0]` is the dealt position (after `opening`); `states[i + 1]` follows `turns[i]`. */
  readonly states: readonly GameState[];
  /** Each turn: the user's move, then the automatic moves it caused. */
  readonly turns: readonly (readonly AppliedMove[])[];
  /** Index of the current position in `states`; turns at and after it can be redone. */
  readonly cursor: number;
}

/** How to deal a new game. */
export interface NewGameOptions {
  /** Seed for the shuffle; ignored when `deck` is given. Absent: a random seed. */
  readonly seed?: string;
  /** A preset deck order: 52 codes per deck, as an array or separated by spaces or commas. */
  readonly deck?: string | readonly string[];
  /** Automatic play of safe cards (default true). */
  readonly autoPlay?: boolean;
}

/**
 * Deals a new game.
 * @throws {RangeError} or {TypeError} for a bad seed or deck order (the message names the problem).
 * @throws {TypeError} when `options` is not an object (`newGame(v, '42')`: write `{ seed: '42' }`)
 * or `autoPlay` is not true or false, naming the value.
 */
export function newGame(variant: VariantDefinition, options: NewGameOptions = {}): Game {
  checkOptions(options, 'newGame', 'options { seed, deck, autoPlay }');
  checkAutoPlay(options.autoPlay, 'newGame');
  let seed: string | null = null;
  let deck: Card[];
  const { decks } = layoutOf(variant);
  if (options.deck !== undefined && options.deck !== null) {
    deck = parseDeck(options.deck, decks);
  } else {
    seed = options.seed ?? randomSeed();
    checkSeed(seed);
    deck = shuffledDeck(seed, decks);
  }
  const autoPlay = options.autoPlay ?? true;
  return dealGame(variant, seed, deck, autoPlay);
}

/** Throws unless `autoPlay` is absent, true or false: `fn`'s message names the value. */
function checkAutoPlay(autoPlay: unknown, fn: string): void {
  if (autoPlay !== undefined && typeof autoPlay !== 'boolean')
    throw new TypeError(`${fn}: autoPlay must be true or false, got ${quoteValue(autoPlay)}`);
}

/** Deals a game from a known deck order (ids). */
export function dealGame(variant: VariantDefinition, seed: string | null, deck: readonly Card[], autoPlay: boolean): Game {
  const layout = layoutOf(variant);
  let state = deal(variant, deck);
  const opening: AppliedMove[] = [];
  // The opening's automatic moves are part of the deal: they are not counted as moves (docs/rules.md
  // "Automatic play").
  if (autoPlay) state = withStatus(layout, { ...runAutoPlay(layout, state, opening), moves: 0 });
  return frozen({ variant: variant.id, seed, deck: deck.slice(), autoPlay, opening, states: [state], turns: [], cursor: 0 });
}

/** The current position. */
export function currentState(game: Game): GameState {
  checkGame(game, 'currentState');
  return game.states[game.cursor];
}
/** Whether a turn can be undone. */
export const canUndo = (game: Game): boolean => game.cursor > 0;
/** Whether an undone turn can be redone. */
export const canRedo = (game: Game): boolean => game.cursor < game.turns.length;

/** What playing a move gives: the game after it and the turn applied, or a refusal. */
export type PlayResult =
  { readonly ok: true; readonly game: Game; readonly turn: readonly AppliedMove[] } | { readonly ok: false; readonly reason: Refusal };

/**
 * Plays a user move (legal by the variant's declaration; docs/rules.md), then the safe automatic
 * plays when `autoPlay` (default: the game's setting; docs/rules.md "Automatic play"), as one
 * turn. Drops any turns that could have been redone.
 * @returns `{ ok: true, game, turn }` (the turn: the user's move, then the automatic ones), or
 *   `{ ok: false, reason }`; never throws for a bad move and never mutates `game`.
 * @throws {TypeError} naming the value when `options` is not an object or `autoPlay` not true or false.
 */
export function play(variant: VariantDefinition, game: Game, move: Move, options: { autoPlay?: boolean } = {}): PlayResult {
  checkGame(game, 'play');
  checkSameVariant(variant, game, 'play');
  checkOptions(options, 'play', 'options { autoPlay }');
  checkAutoPlay(options.autoPlay, 'play');
  const r = applyMove(variant, currentState(game), move, { autoPlay: options.autoPlay ?? game.autoPlay });
  if (!r.ok) return r;
  return { ok: true, game: pushTurn(game, r.state, r.applied), turn: r.applied };
}

/** Appends a turn that leads to `state`, dropping the redo future. */
export function pushTurn(game: Game, state: GameState, turn: readonly AppliedMove[]): Game {
  const n = game.cursor;
  // The new position and turn frozen all through, the rest as it was (not walked again: a game of many
  // turns would take each turn a walk of them all).
  return Object.freeze({
    ...game,
    states: Object.freeze([...game.states.slice(0, n + 1), frozen(state)]),
    turns: Object.freeze([...game.turns.slice(0, n), frozen(turn)]),
    cursor: n + 1,
  });
}

/** Takes back the last turn (the user's move and its automatic moves). Null when there is nothing to undo. */
export function undo(game: Game): { game: Game; turn: readonly AppliedMove[] } | null {
  checkGame(game, 'undo');
  if (!canUndo(game)) return null;
  return { game: Object.freeze({ ...game, cursor: game.cursor - 1 }), turn: game.turns[game.cursor - 1] };
}

/** Replays the next undone turn exactly. Null when there is nothing to redo. */
export function redo(game: Game): { game: Game; turn: readonly AppliedMove[] } | null {
  checkGame(game, 'redo');
  if (!canRedo(game)) return null;
  return { game: Object.freeze({ ...game, cursor: game.cursor + 1 }), turn: game.turns[game.cursor] };
}

/** Back to the dealt position with an empty history (same deck, same seed). */
export function restartGame(variant: VariantDefinition, game: Game, autoPlay?: boolean): Game {
  checkGame(game, 'restartGame');
  checkAutoPlay(autoPlay, 'restartGame');
  checkSameVariant(variant, game, 'restartGame');
  autoPlay ??= game.autoPlay;
  return dealGame(variant, game.seed, game.deck, autoPlay);
}
