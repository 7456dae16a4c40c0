/**
 * Words for cards, through `msg()` / `str` from @lit/localize: "ten of hearts", "10♥". Kept apart from
 * the game's words (words.ts) so that `<playing-card>` alone brings only these.
 * @module
 */
import { msg, str } from '@lit/localize';
import { rankOf, suitOf, type Card } from '../engine/cards.js';

/** The rank in words: "ace", "two" … "king". */
export function rankWord(rank: number): string {
  switch (rank) {
    case 1: return msg('ace');
    case 2: return msg('two');
    case 3: return msg('three');
    case 4: return msg('four');
    case 5: return msg('five');
    case 6: return msg('six');
    case 7: return msg('seven');
    case 8: return msg('eight');
    case 9: return msg('nine');
    case 10: return msg('ten');
    case 11: return msg('jack');
    case 12: return msg('queen');
    default: return msg('king');
  }
}

/** A rank with its article: "an ace", "a king". */
export function rankWithArticle(rank: number): string {
  switch (rank) {
    case 1: return msg('an ace');
    case 2: return msg('a two');
    case 3: return msg('a three');
    case 4: return msg('a four');
    case 5: return msg('a five');
    case 6: return msg('a six');
    case 7: return msg('a seven');
    case 8: return msg('an eight');
    case 9: return msg('a nine');
    case 10: return msg('a ten');
    case 11: return msg('a jack');
    case 12: return msg('a queen');
    default: return msg('a king');
  }
}

/** The suit in words, plural: "clubs", "diamonds", "hearts", "spades". */
export function suitWord(suit: number): string {
  switch (suit) {
    case 0: return msg('clubs');
    case 1: return msg('diamonds');
    case 2: return msg('hearts');
    default: return msg('spades');
  }
}

/** Suit symbols, in suit order C D H S. */
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;
/** Ranks as printed on cards (not words: the same in every language here). */
const RANK_SIGNS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The rank as printed on a card: "A", "10", "K". */
export const rankSign = (rank: number): string => RANK_SIGNS[rank] ?? '';

/** A card in words, for screen readers and sentences: "ten of hearts". */
export function cardWords(card: Card): string {
  const rank = rankWord(rankOf(card));
  const suit = suitWord(suitOf(card));
  return msg(str`${rank} of ${suit}`);
}

/** A card as printed, for visible messages: "10♥". */
export const cardSign = (card: Card): string => `${rankSign(rankOf(card))}${SUIT_SYMBOLS[suitOf(card)]}`;

/** A face-down card, for screen readers. */
export const faceDownCardWords = (): string => msg('face-down card');
/** A code that is not a card. */
export const unknownCardWords = (): string => msg('unknown card');

/** "Ten of hearts" → capital first letter (sentence start). */
export const capitalize = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s);

