/**
 * Lady Cadogan as Goodsol plays it, with two decks, docs/rules.md "Lady Cadogan (two decks)". Rules
 * from Goodsol Development's Pretty Good Solitaire help (pgshelp/lady_cadogan.htm).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Two-deck Lady Cadogan: ten tableau piles of 1 … 10 cards built down regardless of suit, in-suit runs
 * moving as a unit, kings (or king-led runs) filling spaces; a stock drawn one card at a time with
 * unlimited redeals; four foundations built up in suit from aces, and four that take only complete
 * in-suit runs from king to ace.
 */
export const ladyCadoganTwoDecks = defineVariant({
  id: 'lady-cadogan-two-decks',
  name: 'Lady Cadogan (two decks)',
  source: 'Goodsol, Pretty Good Solitaire help "Lady Cadogan"; docs/rules.md "Lady Cadogan (two decks)"',
  summary:
    'Two decks: ten tableau piles built down regardless of suit, runs in one suit move together, unlimited redeals; four foundations built up from aces, four that take whole runs from king to ace.',
  decks: 2,
  piles: [
    { kind: 'stock', deals: 'waste', redeal: { times: 'unlimited', gather: 'waste' } },
    { kind: 'waste', to: ['foundation', 'tableau'] },
    { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'same' } },
    { kind: 'foundation', count: 4, base: 13, build: { direction: 'down', suit: 'same' }, takes: 'complete-run' },
    {
      kind: 'tableau',
      count: 10,
      deal: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      faceUp: 1,
      build: { direction: 'down', suit: 'any' },
      run: { direction: 'down', suit: 'same' },
      empty: { rank: 13 },
      to: ['foundation', 'tableau'],
    },
  ],
  autoPlay: { startsFoundations: false, safe: 'other-suits' },
  notes: [
    'The first four foundations take single cards, any suit each (two may be of one suit); the last four take a complete run from king to ace of one suit, moved from the tableau in one move.',
    'Automatic play never starts a foundation, and plays a card only when every card of the rank below is already home.',
  ],
});
