/**
 * Strategy, docs/rules.md "Strategy". Rules from PySolFC: html-src/rules/strategy.html and
 * pysollib/games/auldlangsyne.py (class Strategy).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Strategy: the aces are dealt to the foundations; every other card goes, one at a time, to one of
 * eight waste piles; only when the stock is used up may cards go to the foundations, built up in suit.
 */
export const strategy = defineVariant({
  id: 'strategy',
  name: 'Strategy',
  source: 'PySolFC, rules/strategy.html and games/auldlangsyne.py; docs/rules.md "Strategy"',
  summary:
    'Deal every card to one of eight waste piles; only when the stock is used up may cards go to the four foundations, built up in suit from the aces.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['waste-pile'] },
    {
      kind: 'foundation',
      count: 4,
      base: 1,
      build: { direction: 'up', suit: 'same' },
      dealt: true,
      phase: { until: 'stock-empty' },
    },
    { kind: 'waste-pile', count: 8, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: true, safe: 'always' },
  notes: [
    'The aces are dealt to the foundations at the start, so every card that is dealt goes to a waste pile.',
    'Once the last card is placed, every card that can go up may; the game is the order of the piles.',
  ],
});
