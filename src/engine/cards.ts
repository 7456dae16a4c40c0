/**
 * Cards: compact ids for the engine, codes (`AS`, `TH`, `KD`) for people and the public API.
 *
 * A card id is an integer: `deck * 52 + suitIndex * 13 + (rank - 1)`, suits in the order C, D, H, S,
 * `deck` 0 for the first deck and 1 for the second (two-deck games only). Ranks are 1 (ace) … 13
 * (king). Codes are rank letter + suit letter, ranks `A 2 3 4 5 6 7 8 9 T J Q K`, suits `C D H S`;
 * a card of the second deck adds `2`: `AS2` is the second ace of spades (docs/rules.md "Cards and
 * notation"). One-deck games never see a `2` suffix: their ids are 0..51 and their codes are as
 * they always were.
 *
 * @module
 */

/** A card id, 0..103 (`deck * 52 + suitIndex * 13 + rank - 1`). */
export type Card = number;
/** A rank, 1 (ace) … 13 (king). */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
/** Suit letters, in suit-index order. */
export type Suit = 'C' | 'D' | 'H' | 'S';
/** A card code: rank letter then suit letter, e.g. `AS`, `TH`, `KD`. */
export type CardCode = string;

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANK_LETTERS = 'A23456789TJQK';
export const SUIT_NAMES: readonly string[] = ['clubs', 'diamonds', 'hearts', 'spades'];
export const RANK_NAMES: readonly string[] = [
  '',
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
];
/** Ranks as people write them on cards ("10", not "T"). */
export const RANK_LABELS: readonly string[] = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Number of cards in one deck. */
export const DECK_SIZE = 52;
/** Most card ids a game holds (two decks). */
export const MAX_CARDS = 104;

/** Rank of a card id, 1..13. */
export const rankOf = (card: Card): Rank => ((card % 13) + 1) as Rank;
/** Suit index of a card id, 0..3 (C, D, H, S). */
export const suitOf = (card: Card): number => ((card / 13) | 0) & 3;
/** Which deck a card id comes from: 0 (the first) or 1 (the second). */
export const deckOf = (card: Card): number => (card / DECK_SIZE) | 0;
/** True for diamonds and hearts. */
export const isRed = (card: Card): boolean => {
  const s = suitOf(card);
  return s === 1 || s === 2;
};
/** Card id from rank (1..13), suit index (0..3) and deck (0, or 1 for the second deck). */
export const makeCard = (rank: number, suit: number, deck = 0): Card => deck * DECK_SIZE + suit * 13 + rank - 1;

const CODES: readonly CardCode[] = Array.from(
  { length: MAX_CARDS },
  (_, c) => RANK_LETTERS[c % 13] + SUITS[((c / 13) | 0) & 3] + (c >= DECK_SIZE ? '2' : ''),
);
const BY_CODE = new Map<string, Card>(CODES.map((code, card) => [code, card]));
// Also accept "10H" (and "10H2") for the ten, as people write it.
for (let s = 0; s < 4; s++) {
  BY_CODE.set(`10${SUITS[s]}`, makeCard(10, s));
  BY_CODE.set(`10${SUITS[s]}2`, makeCard(10, s, 1));
}

/**
 * The code of a card id, e.g. `cardCode(0) === 'AC'`, `cardCode(52) === 'AC2'` (the second deck's).
 * Throws RangeError for an id outside 0..103.
 */
export function cardCode(card: Card): CardCode {
  const code = CODES[card];
  if (code === undefined) throw new RangeError(`card id ${String(card)} is not in 0..103`);
  return code;
}

/** True when `code` names a card (`AS`, `TH`, also `10H`, and `AS2` for the second deck; case-insensitive). */
export function isCardCode(code: unknown): code is CardCode {
  return typeof code === 'string' && BY_CODE.has(code.trim().toUpperCase());
}

/**
 * Card id of a code (`AS`, `TH` or `10H`, case-insensitive; `AS2` is the second deck's ace of spades).
 * @throws {TypeError} when `code` is not a string.
 * @throws {RangeError} naming the code when it is not a card ("unknown card 1X").
 */
export function parseCard(code: string): Card {
  if (typeof code !== 'string') throw new TypeError(`a card code must be a string, got ${typeof code}`);
  const card = BY_CODE.get(code.trim().toUpperCase());
  if (card === undefined) throw new RangeError(`unknown card ${JSON.stringify(code)}`);
  return card;
}

/** Words for a card, for screen readers and messages: "ten of hearts". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}

/** A rank with its article, for messages: "an ace", "a five", "an eight". */
export const withArticle = (rank: number): string => `${rank === 1 || rank === 8 ? 'an' : 'a'} ${RANK_NAMES[rank]}`;

/** Plural rank words: "kings", "sixes". */
export function rankPlural(rank: number): string {
  return rank === 6 ? 'sixes' : `${RANK_NAMES[rank]}s`;
}
