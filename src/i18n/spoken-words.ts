/**
 * The spoken sentences of play: a move, an undo, a redo, a pick-up, a put-down, a win, and the short
 * notices after a click on a pile that cannot act. Only needed once the player plays, so not in the
 * first paint: loaded right after it with a dynamic `import()` (see ./spoken.ts). Call these
 * functions when the words are needed: `msg()` answers in the locale active at the time of the call.
 * @module
 */
import { msg, str } from '@lit/localize';
import type { Card } from '../engine/cards.js';
import type { Layout } from '../engine/layout.js';
import type { PileId } from '../engine/vocabulary.js';
import { capitalize, cardWords } from './cards.js';
import { pileLabel, pileWords } from './words.js';

/** The cards of a move in words: "king of clubs", "nine of hearts and 2 more cards". */
function movedCards(cards: readonly Card[]): string {
  const first = cardWords(cards[0]);
  if (cards.length === 1) return first;
  const more = cards.length - 1;
  return more === 1 ? msg(str`${first} and 1 more card`) : msg(str`${first} and ${more} more cards`);
}

/** One applied move, spoken: "King of clubs from the hand to waste pile 1." (+ what it turned up or dealt). */
export function moveSentence(
  layout: Layout,
  m: { from: PileId; to: PileId; cards: readonly Card[]; auto: boolean; turned?: Card; dealt?: Card },
): string {
  const what = capitalize(movedCards(m.cards));
  const to = pileWords(layout, m.to, 'to');
  const from = pileWords(layout, m.from, 'from');
  let text = m.auto ? msg(str`${what} goes up ${to} by itself.`) : msg(str`${what} ${from} ${to}.`);
  if (m.turned !== undefined) {
    const c = cardWords(m.turned);
    text += ' ' + msg(str`Turned up: ${c}.`);
  }
  if (m.dealt !== undefined) {
    const c = cardWords(m.dealt);
    text += ' ' + msg(str`Next card in the hand: ${c}.`);
  }
  return text;
}

/**
 * A saved game with moves made, taken up again (a reload with `persist`, a `restore()`): "Resumed Sir
 * Tommy, deal 42." (`deal`: "deal 42" or "preset deck", in words.ts, which the first load has).
 */
export const resumedSentence = (variant: string, deal: string): string => msg(str`Resumed ${variant}, ${deal}.`);

/** After an undo: "Took back: king of clubs back to waste pile 1." */
export function undoSentence(layout: Layout, m: { from: PileId; to: PileId; cards: readonly Card[] }, autos: number): string {
  const what = movedCards(m.cards);
  const back = pileWords(layout, m.from, 'to');
  const took = msg(str`Took back: ${what} back ${back}.`);
  return autos > 0
    ? `${took} ${autos === 1 ? msg('One automatic move went back with it.') : msg(str`${autos} automatic moves went back with it.`)}`
    : took;
}

/** After a redo. */
export function redoSentence(layout: Layout, m: { from: PileId; to: PileId; cards: readonly Card[] }): string {
  const what = movedCards(m.cards);
  const to = pileWords(layout, m.to, 'to');
  return msg(str`Played again: ${what} ${to}.`);
}

/** After picking cards up. */
export function pickedUpSentence(layout: Layout, pile: PileId, cards: readonly Card[]): string {
  const what = movedCards(cards);
  const from = pileWords(layout, pile, 'from');
  return msg(str`Picked up ${what} ${from}. Choose where to put it.`);
}

export const putDownSentence = (): string => msg('Put down.');

/** A whole automatic chain, shortly: "4 cards went up to the foundations by themselves." */
export function autoChainSentence(n: number): string {
  return n === 1 ? msg('1 card went up to the foundations by itself.') : msg(str`${n} cards went up to the foundations by themselves.`);
}

export const stockDealsItselfSentence = (): string => msg('The stock deals into the hand by itself.');

export function onlyTopCanMove(layout: Layout, pile: PileId, max: number): string {
  const of = pileWords(layout, pile, 'of');
  return max === 1 ? msg(str`Only the top card ${of} can move.`) : msg(str`Only the top ${max} cards ${of} can move.`);
}

export const foundationCardsStaySentence = (): string => msg('Cards on a foundation stay there.');

/** Enter (or a click) on an empty pile with nothing picked up: "Waste pile 3 is empty: nothing to pick up." */
export function emptyPileSentence(layout: Layout, pile: PileId): string {
  const name = pileLabel(layout, pile);
  return msg(str`${name} is empty: nothing to pick up.`);
}

/** The one short sentence announced on a win. */
export function wonSentence(moves: number, time: string): string {
  return msg(str`You won in ${moves} moves and ${time}.`);
}
