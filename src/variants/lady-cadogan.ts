/**
 * Lady Cadogan (one deck), docs/rules.md "Lady Cadogan": the seed page's game made playable with one
 * deck (ten piles of 0 … 9 cards, building regardless of suit, kings in spaces; the reasons are there).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Lady Cadogan: ten tableau piles of 0 … 9 cards built down regardless of suit, in-suit runs move as a
 * unit, kings fill spaces, a 7-card stock drawn one at a time onto the waste, no redeal.
 */
export const ladyCadogan = defineVariant({
  id: 'lady-cadogan',
  name: 'Lady Cadogan',
  source: 'the seed page, adapted to one deck as Goodsol builds; docs/rules.md "Lady Cadogan"',
  summary:
    'Ten tableau piles built down regardless of suit, runs in one suit move together, a seven-card stock; build the foundations up in suit from ace to king.',
  piles: [
    { kind: 'stock', deals: 'waste' },
    { kind: 'waste', to: ['foundation', 'tableau'] },
    { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'same' } },
    {
      kind: 'tableau',
      count: 10,
      deal: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      faceUp: 1,
      build: { direction: 'down', suit: 'any' },
      run: { direction: 'down', suit: 'same' },
      empty: { rank: 13 },
      to: ['foundation', 'tableau'],
    },
  ],
  autoPlay: { startsFoundations: true, safe: 'other-suits', alwaysSafeRanks: [1, 2] },
  notes: ['Runs move only when they are in one suit, though cards of any suit may be built on each other.'],
});
