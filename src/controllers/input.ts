/**
 * Limits on what a page may hand the game, checked before any work is done, so that oversized or
 * malformed input is refused at once with a short message (README "Limits on input").
 * @module
 */
import { quoteValue } from '../engine/quote.js';

/** The most any input may hold (characters are UTF-16 code units, as `String.length` counts). */
export const LIMITS = {
  /** A deck order as text (the `deck` attribute): 104 codes like `10H2` with separators fit in 1,000. */
  deckText: 1000,
  /** A deck order as a list: two decks. */
  deckCards: 104,
  /** A saved game (`serialize()`) or a move list (`historyText`), for `restore()`: 256 KiB. */
  save: 262_144,
  /** The `persist` key. */
  persistKey: 200,
  /** A pile id in a move (longer ones are cut before the engine names them). */
  pileId: 40,
} as const;

/** Whether `text` is well-formed (no lone UTF-16 surrogate). */
export const isWellFormed = (text: string): boolean => !/\p{Surrogate}/u.test(text);

/**
 * A value quoted for a message, as the engine quotes one (text cut to 40 characters: `"abc…" (1048576
 * characters)`; an object, array or function named, not written out).
 */
export const quote = quoteValue;

/** Cuts a text to `max` characters (ending in `…`). */
export const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Refuses a deck order too large to be one before parsing it.
 * @throws {RangeError} naming the size.
 */
export function checkDeckSize(deck: unknown): void {
  if (typeof deck === 'string' && deck.length > LIMITS.deckText) {
    throw new RangeError(`a deck order is at most ${LIMITS.deckText} characters, got ${deck.length}`);
  }
  if (Array.isArray(deck) && deck.length > LIMITS.deckCards) {
    throw new RangeError(`a deck order lists at most ${LIMITS.deckCards} cards, got ${deck.length}`);
  }
}

/**
 * Refuses a saved game too large to be one, or not text.
 * @throws {TypeError} when it is not a string; {RangeError} naming the size.
 */
export function checkSaveSize(saved: unknown): asserts saved is string {
  if (typeof saved !== 'string') throw new TypeError(`a saved game must be a string, got ${typeof saved}`);
  if (saved.length > LIMITS.save) throw new RangeError(`a saved game is at most ${LIMITS.save} characters, got ${saved.length}`);
}

/** What is wrong with a `persist` key (null: nothing). */
export function persistKeyProblem(key: unknown): string | null {
  if (key === null || key === undefined) return null;
  if (typeof key !== 'string') return `persist must be a string, got ${typeof key}`;
  if (key.length > LIMITS.persistKey) return `persist is at most ${LIMITS.persistKey} characters, got ${key.length}`;
  if (!isWellFormed(key)) return `persist must be well-formed text, got ${quote(key)}`;
  return null;
}

/** The values of `auto-play`. */
export const AUTO_PLAY_VALUES = ['safe', 'off'] as const;
