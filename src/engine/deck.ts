/**
 * Deck orders: a seeded shuffle (the same seed gives the same order in Node and every browser) and
 * preset deck orders (docs/rules.md "Deck orders").
 *
 * A deck order lists the 52 cards in the order in which they leave the stock: the first listed is dealt
 * first.
 *
 * @module
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from './random.js';
import { DECK_SIZE, cardCode, parseCard, type Card, type CardCode } from './cards.js';
import { quoteValue } from './quote.js';

/** Checks a number of decks: 1 or 2. */
function checkDecks(decks: unknown): asserts decks is 1 | 2 {
  if (decks !== 1 && decks !== 2) throw new RangeError(`a game uses 1 or 2 decks, got ${String(decks)}`);
}

/**
 * 32-bit FNV-1a hash of a string's UTF-16 code units: turns any seed text into the integer that seeds
 * the generator. Exported for the golden tests.
 */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The deck order for a seed: a Fisher–Yates shuffle of the cards (ids in the order AC … KS, then AC2
 * … KS2 for a second deck) driven by pure-rand's xoroshiro128+ seeded with {@link hashSeed}. Pure
 * integer arithmetic, so the order is the same in every JavaScript engine.
 *
 * @param seed - any non-empty text; "42" and "Tuesday" are both seeds.
 * @param decks - 1 (52 cards, the default) or 2 (104 cards).
 * @returns 52 × `decks` distinct card ids, first dealt first.
 * @throws {TypeError} when `seed` is not a string; {RangeError} when it is empty, or `decks` is not 1 or 2.
 */
export function shuffledDeck(seed: string, decks: 1 | 2 = 1): Card[] {
  checkSeed(seed);
  checkDecks(decks);
  const n = DECK_SIZE * decks;
  const rng = xoroshiro128plus(hashSeed(seed) | 0);
  const deck = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}

/**
 * Throws unless `seed` is a non-empty string of at most 200 characters of well-formed text (no lone
 * UTF-16 surrogate, which no text format could carry: a saved game or a URL would lose it).
 * @throws {TypeError} when `seed` is not a string; {RangeError} naming the bad value otherwise.
 */
export function checkSeed(seed: unknown): asserts seed is string {
  if (typeof seed !== 'string') throw new TypeError(`a seed must be a string, got ${typeof seed}`);
  if (seed.trim() === '') throw new RangeError(`a seed must not be blank, got ${quoteValue(seed)}`);
  if (seed.length > 200) throw new RangeError(`a seed must be at most 200 characters, got ${seed.length}`);
  const lone = /\p{Surrogate}/u.exec(seed);
  if (lone) {
    throw new RangeError(`a seed must be well-formed text, got ${JSON.stringify(seed)} (a lone surrogate at index ${lone.index})`);
  }
}

/**
 * A fresh random seed: a decimal deal number from 1 to 999999999, from `crypto.getRandomValues`
 * where available.
 */
export function randomSeed(): string {
  const c = (globalThis as { crypto?: { getRandomValues?(a: Uint32Array): Uint32Array } }).crypto;
  const n = c?.getRandomValues ? c.getRandomValues(new Uint32Array(1))[0] : Math.floor(Math.random() * 2 ** 32);
  return String((n % 999_999_999) + 1);
}

/** The most problems a bad deck order's error lists (then "and N more"). */
const MAX_PROBLEMS = 5;
/** The most missing cards a bad deck order's error names (then "and N more (M in all)"). */
const MAX_MISSING = 8;
/** The longest deck order as text (as the elements' `deck` attribute). */
const DECK_TEXT_MAX = 1000;

/**
 * Validates a preset deck order (docs/rules.md "Deck orders").
 *
 * @param input - 52 × `decks` card codes, as an array or as one string separated by spaces and/or
 *   commas (`"AS 2S 3S …"`, `"AS,2S,…"`). Codes are case-insensitive; `10H` is accepted for `TH`.
 *   With two decks each card is listed twice: the first `AS` listed is the first deck's, the second
 *   the second deck's (`AS2`, which may also be written so).
 * @param decks - 1 (the default) or 2.
 * @returns the card ids, first dealt first.
 * @throws {TypeError} when `input` is neither a string nor an array of strings.
 * @throws {RangeError} naming the problem: an unknown code (`unknown card "1X"`), a duplicate
 *   (`duplicate 4D`), the missing cards (`missing QS`) or a wrong count.
 */
export function parseDeck(input: string | readonly string[], decks: 1 | 2 = 1): Card[] {
  checkDecks(decks);
  const size = DECK_SIZE * decks;
  let codes: readonly unknown[];
  if (typeof input === 'string') {
    // Refused before splitting (README "Limits on input": 104 codes like `10H2` with separators fit).
    if (input.length > DECK_TEXT_MAX)
      throw new RangeError(`a deck order as text is at most ${DECK_TEXT_MAX} characters, got ${input.length}`);
    codes = input.split(/[\s,]+/).filter((s) => s !== '');
  } else if (Array.isArray(input)) codes = input;
  else throw new TypeError(`a deck order must be a string or an array of card codes, got ${typeof input}`);
  // Far too many codes are refused before parsing (a near miss is parsed, to name what is wrong).
  if (codes.length > size + DECK_SIZE) throw new RangeError(`a deck order lists ${size} cards, got ${codes.length}`);

  const problems: string[] = [];
  const parsed: Card[] = [];
  const unknown = new Map<string, number>();
  for (const code of codes) {
    if (typeof code !== 'string') {
      throw new TypeError(`a deck order must list card codes as strings, got ${quoteValue(code)}`);
    }
    try {
      parsed.push(parseCard(code));
    } catch {
      unknown.set(code, (unknown.get(code) ?? 0) + 1);
    }
  }
  for (const [code, times] of unknown) problems.push(`unknown card ${quoteValue(code)}${times > 1 ? ` (${times} times)` : ''}`);
  // Copies named explicitly (AS2) first; then each plain code takes the first copy still free.
  const taken = new Uint8Array(DECK_SIZE * 2);
  const duplicates = new Map<Card, number>();
  const explicit = parsed.map((c) => c >= DECK_SIZE);
  parsed.forEach((c, i) => {
    if (!explicit[i]) return;
    if (decks === 1 || taken[c]) duplicates.set(c, (duplicates.get(c) ?? 1) + 1);
    taken[c] = 1;
  });
  const cards = parsed.map((c, i) => {
    if (explicit[i]) return c;
    for (let copy = 0; copy < decks; copy++) {
      const id = c + copy * DECK_SIZE;
      if (!taken[id]) {
        taken[id] = 1;
        return id;
      }
    }
    const last = c + (decks - 1) * DECK_SIZE;
    duplicates.set(last, (duplicates.get(last) ?? 1) + 1);
    return last;
  });
  for (const [card, times] of duplicates) problems.push(`duplicate ${cardCode(card)}${times > 2 ? ` (${times} times)` : ''}`);
  const missing: CardCode[] = [];
  for (let c = 0; c < size; c++) if (!taken[c]) missing.push(cardCode(c));
  // At most MAX_MISSING named, then how many more (a two-card deck order misses 50 or 102 cards).
  if (missing.length > 0) {
    const named = missing.slice(0, MAX_MISSING).join(', ');
    problems.push(
      `missing ${named}${missing.length > MAX_MISSING ? ` and ${missing.length - MAX_MISSING} more (${missing.length} in all)` : ''}`,
    );
  }
  if (problems.length === 0 && cards.length !== size) {
    problems.push(`${cards.length} cards instead of ${size}`);
  }
  if (problems.length > 0) {
    const shown =
      problems.length > MAX_PROBLEMS ? [...problems.slice(0, MAX_PROBLEMS), `and ${problems.length - MAX_PROBLEMS} more`] : problems;
    throw new RangeError(`bad deck order (${codes.length} cards): ${shown.join('; ')}`);
  }
  return cards;
}

/** Card codes of a deck order, for display and serialization. */
export const deckCodes = (deck: readonly Card[]): CardCode[] => deck.map(cardCode);
