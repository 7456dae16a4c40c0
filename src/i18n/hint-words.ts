/**
 * The words of hints and winnable deals (issue #9), through `msg()` like every word of the game
 * (src/i18n/words.ts). They load with the solver's client on first use (controllers/solver-tasks.ts);
 * the button, the mark and "looking for a winnable deal" are in words.ts (`ui`), for the first paint.
 * Card codes and pile ids never appear here.
 * @module
 */
import { msg, str } from '@lit/localize';
import type { Card } from '../engine/cards.js';
import type { Layout } from '../engine/layout.js';
import type { PileId } from '../engine/vocabulary.js';
import { cardSign, cardWords } from './cards.js';
import { pileWords } from './words.js';

/** What the hint found, as the sentence needs it. */
export interface HintWords {
  readonly from: PileId;
  readonly to: PileId;
  /** The cards moved, bottom to top (empty for a face-down stock card). */
  readonly cards: readonly Card[];
  /** Share of the samples won after the move, 0 … 1. */
  readonly winRate: number;
  readonly samples: number;
  /** Of those, the ones the solver neither won nor proved lost within its budget. */
  readonly undecided: number;
  /** Nothing was hidden: the move was solved exactly. */
  readonly exact: boolean;
  /** The main-thread stand-in answered (no worker could start). */
  readonly fallback: boolean;
}

/**
 * The hint, shown (`sign`: "7♥") or said (`words`): "Hint: move the seven of hearts to foundation 2
 * (won 62 % of 40 samples)." With the stand-in, a second sentence says so.
 */
export function hintSentence(layout: Layout, h: HintWords, show: 'sign' | 'words'): string {
  const card = show === 'sign' ? cardSign : cardWords;
  const to = pileWords(layout, h.to, 'to');
  const from = pileWords(layout, h.from, 'from');
  let move: string;
  if (h.cards.length === 0) move = msg(str`Hint: deal a card ${from} ${to}`);
  else {
    const what = card(h.cards[0]);
    const more = h.cards.length - 1;
    // Two forms, because a card in words may carry its own article in a language (fr "le dix de
    // carreau") where its sign needs one ("le 10♦").
    // One more card has words of its own: a language may say it in the singular (fr "et 1 autre").
    if (show === 'sign')
      move =
        more === 0
          ? msg(str`Hint: move the ${what} ${to}`)
          : more === 1
            ? msg(str`Hint: move the ${what} and 1 more ${to}`)
            : msg(str`Hint: move the ${what} and ${more} more ${to}`);
    else
      move =
        more === 0
          ? msg(str`Hint: move the ${what} ${to}`, { id: 'hint-move-words' })
          : more === 1
            ? msg(str`Hint: move the ${what} and 1 more ${to}`, { id: 'hint-move-one-more-words' })
            : msg(str`Hint: move the ${what} and ${more} more ${to}`, { id: 'hint-move-more-words' });
  }
  const percent = Math.round(h.winRate * 100);
  const samples = h.samples;
  let odds: string;
  if (h.exact) odds = h.winRate > 0 ? msg('this wins the game') : msg('no win found after it');
  // Every sample undecided: "won 0 %" would read as "this move loses".
  else if (samples > 0 && h.undecided >= samples) odds = msg(str`none of ${samples} samples was decided in time`);
  else odds = msg(str`won ${percent} % of ${samples} samples`);
  let text = msg(str`${move} (${odds}).`);
  if (h.fallback)
    text +=
      ' ' + msg('Quick hint: the solver could not start beside this page (its security policy, or a missing file), so it looked less far.');
  return text;
}

export const hintThinking = (): string => msg('Looking for a hint…');
export const noHint = (): string => msg('No move to suggest.');
export const noHintWon = (): string => msg('The game is won: no move is left to suggest.');
export const noHintOver = (): string => msg('The game is over: no move is left to suggest.');
export const hintFailed = (): string => msg('No hint now: the solver stopped.');
/** Escape stopped a hint being looked for. */
export const hintStopped = (): string => msg('Stopped looking for a hint.');

/** Announced with a deal the solver proved winnable. */
export const winnableFound = (seed: string): string => msg(str`Deal ${seed} can be won: the solver won it.`);
/** Announced when the search ran out of time. */
export const winnableNotFound = (): string =>
  msg('No winnable deal was found in time: this is an ordinary deal, which may not be winnable.');

/** Escape stopped the search for a winnable deal: the game on the table stays. */
export const winnableStopped = (): string => msg('Stopped looking for a winnable deal: the game on the table stays.');

/** Escape stopped the search for the first deal: an ordinary deal instead. */
export const winnableStoppedDealt = (): string =>
  msg('Stopped looking for a winnable deal: this is an ordinary deal, which may not be winnable.');
