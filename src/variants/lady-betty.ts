/**
 * Lady Betty as the seed page describes it (bases 2, 3, 4, 5), docs/rules.md "Lady Betty".
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Lady Betty: as Sir Tommy with six waste piles; the foundations start from 2, 3, 4 and 5, are locked
 * to the suit of their first card, one suit each, and build up in suit wrapping from king to ace.
 */
export const ladyBetty = defineVariant({
  id: 'lady-betty',
  name: 'Lady Betty',
  source: 'the seed page; docs/rules.md "Lady Betty"',
  summary: 'Sir Tommy with six waste piles and four suit-locked foundations that start from 2, 3, 4 and 5 and wrap from king to ace.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    {
      kind: 'foundation',
      count: 4,
      base: [2, 3, 4, 5],
      build: { direction: 'up', suit: 'same', wrap: true },
      uniqueSuits: true,
    },
    { kind: 'waste-pile', count: 6, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: false, safe: 'always' },
  notes: [
    'The first card on a foundation locks it to that suit for the rest of the game; choosing which suit gets which base is the game’s main decision.',
    'An ace never starts a foundation; every card has at most one foundation it can ever go to.',
  ],
});
