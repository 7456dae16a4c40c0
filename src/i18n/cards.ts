/**
 * Words for cards, through `msg()` / `str` from @lit/localize: "ten of hearts", "10♥" (fr "dix de
 * cœur", "10♥"; de "Herz-Zehn", "10♥"). Kept apart from the game's words (words.ts) so that
 * `<playing-card>` alone brings only these.
 *
 * A rank with its article comes in two grammatical cases, because German needs them: the object of
 * "takes" (accusative: "einen König") and of "starts with" (dative: "mit einem König"). English and
 * French say the same in both; explicit message ids keep the two apart in the catalogue.
 * @module
 */
import { msg, str } from '@lit/localize';
import { rankOf, suitOf, type Card } from '../engine/cards.js';

/** The rank in words: "ace", "two" … "king". */
export function rankWord(rank: number): string {
  switch (rank) {
    case 1:
      return msg('ace');
    case 2:
      return msg('two');
    case 3:
      return msg('three');
    case 4:
      return msg('four');
    case 5:
      return msg('five');
    case 6:
      return msg('six');
    case 7:
      return msg('seven');
    case 8:
      return msg('eight');
    case 9:
      return msg('nine');
    case 10:
      return msg('ten');
    case 11:
      return msg('jack');
    case 12:
      return msg('queen');
    default:
      return msg('king');
  }
}

/** A rank with its article, as the object of "takes": "an ace", "a king" (de "ein Ass", "einen König"). */
export function rankWithArticle(rank: number): string {
  switch (rank) {
    case 1:
      return msg('an ace', { id: 'rank-a-1' });
    case 2:
      return msg('a two', { id: 'rank-a-2' });
    case 3:
      return msg('a three', { id: 'rank-a-3' });
    case 4:
      return msg('a four', { id: 'rank-a-4' });
    case 5:
      return msg('a five', { id: 'rank-a-5' });
    case 6:
      return msg('a six', { id: 'rank-a-6' });
    case 7:
      return msg('a seven', { id: 'rank-a-7' });
    case 8:
      return msg('an eight', { id: 'rank-a-8' });
    case 9:
      return msg('a nine', { id: 'rank-a-9' });
    case 10:
      return msg('a ten', { id: 'rank-a-10' });
    case 11:
      return msg('a jack', { id: 'rank-a-11' });
    case 12:
      return msg('a queen', { id: 'rank-a-12' });
    default:
      return msg('a king', { id: 'rank-a-13' });
  }
}

/** A rank with its article after "with" ("starts with an ace"; de "mit einem Ass"). */
export function withRank(rank: number): string {
  switch (rank) {
    case 1:
      return msg('an ace', { id: 'rank-with-1' });
    case 2:
      return msg('a two', { id: 'rank-with-2' });
    case 3:
      return msg('a three', { id: 'rank-with-3' });
    case 4:
      return msg('a four', { id: 'rank-with-4' });
    case 5:
      return msg('a five', { id: 'rank-with-5' });
    case 6:
      return msg('a six', { id: 'rank-with-6' });
    case 7:
      return msg('a seven', { id: 'rank-with-7' });
    case 8:
      return msg('an eight', { id: 'rank-with-8' });
    case 9:
      return msg('a nine', { id: 'rank-with-9' });
    case 10:
      return msg('a ten', { id: 'rank-with-10' });
    case 11:
      return msg('a jack', { id: 'rank-with-11' });
    case 12:
      return msg('a queen', { id: 'rank-with-12' });
    default:
      return msg('a king', { id: 'rank-with-13' });
  }
}

/** A rank in the plural: "aces", "twos" (de "Asse", "Zweien"). */
export function rankPlural(rank: number): string {
  switch (rank) {
    case 1:
      return msg('aces');
    case 2:
      return msg('twos');
    case 3:
      return msg('threes');
    case 4:
      return msg('fours');
    case 5:
      return msg('fives');
    case 6:
      return msg('sixes');
    case 7:
      return msg('sevens');
    case 8:
      return msg('eights');
    case 9:
      return msg('nines');
    case 10:
      return msg('tens');
    case 11:
      return msg('jacks');
    case 12:
      return msg('queens');
    default:
      return msg('kings');
  }
}

/** The suit in words, as cards are named by it: "clubs", "diamonds", "hearts", "spades" (fr "trèfle"; de "Kreuz"). */
export function suitWord(suit: number): string {
  switch (suit) {
    case 0:
      return msg('clubs');
    case 1:
      return msg('diamonds');
    case 2:
      return msg('hearts');
    default:
      return msg('spades');
  }
}

/** Suit symbols, in suit order C D H S. */
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/** The rank as printed on a card: "A", "10", "K" (fr "R", "D", "V"; de "K", "D", "B"). */
export function rankSign(rank: number): string {
  switch (rank) {
    case 1:
      return msg('A', { id: 'sign-ace' });
    case 11:
      return msg('J', { id: 'sign-jack' });
    case 12:
      return msg('Q', { id: 'sign-queen' });
    case 13:
      return msg('K', { id: 'sign-king' });
    default:
      return rank >= 2 && rank <= 10 ? String(rank) : '';
  }
}

/**
 * The rank as it names a card, with the article the language puts there: "ten" (fr "le dix",
 * "l’as"; de "Zehn"), so that "ten of hearts" reads "le dix de cœur" and "Herz-Zehn".
 */
function cardRank(rank: number): string {
  switch (rank) {
    case 1:
      return msg('ace', { id: 'card-rank-1' });
    case 2:
      return msg('two', { id: 'card-rank-2' });
    case 3:
      return msg('three', { id: 'card-rank-3' });
    case 4:
      return msg('four', { id: 'card-rank-4' });
    case 5:
      return msg('five', { id: 'card-rank-5' });
    case 6:
      return msg('six', { id: 'card-rank-6' });
    case 7:
      return msg('seven', { id: 'card-rank-7' });
    case 8:
      return msg('eight', { id: 'card-rank-8' });
    case 9:
      return msg('nine', { id: 'card-rank-9' });
    case 10:
      return msg('ten', { id: 'card-rank-10' });
    case 11:
      return msg('jack', { id: 'card-rank-11' });
    case 12:
      return msg('queen', { id: 'card-rank-12' });
    default:
      return msg('king', { id: 'card-rank-13' });
  }
}

/** A card in words, for screen readers and sentences: "ten of hearts" (fr "le dix de cœur"; de "Herz-Zehn"). */
export function cardWords(card: Card): string {
  const rank = cardRank(rankOf(card));
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
