/**
 * Calculation (also Broken Intervals, Progression), docs/rules.md "Calculation". Rules from PySolFC:
 * html-src/rules/calculation.html and pysollib/games/calculation.py (class Calculation).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Calculation: four foundations dealt an ace, a two, a three and a four, built regardless of suit by
 * one, two, three and four, wrapping past the king, each ending on a king; one card at a time from the
 * stock to a foundation or one of four waste piles. No automatic play: choosing where a card goes is
 * the game.
 */
export const calculation = defineVariant({
  id: 'calculation',
  name: 'Calculation',
  aka: ['Broken Intervals', 'Progression'],
  source: 'PySolFC, rules/calculation.html and games/calculation.py; docs/rules.md "Calculation"',
  summary:
    'Four foundations dealt an ace, a two, a three and a four and built regardless of suit by ones, twos, threes and fours up to the kings; place each card from the stock on a foundation or one of four waste piles.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 1, base: 1, build: { direction: 'up', suit: 'any', step: 1 }, dealt: true },
    { kind: 'foundation', count: 1, base: 2, build: { direction: 'up', suit: 'any', step: 2, wrap: true }, dealt: true },
    { kind: 'foundation', count: 1, base: 3, build: { direction: 'up', suit: 'any', step: 3, wrap: true }, dealt: true },
    { kind: 'foundation', count: 1, base: 4, build: { direction: 'up', suit: 'any', step: 4, wrap: true }, dealt: true },
    { kind: 'waste-pile', count: 4, to: ['foundation'] },
  ],
  notes: [
    'Every foundation ends on a king: 4 8 Q 3 7 J 2 6 10 A 5 9 K is the fourth.',
    'The base cards are the first ace, two, three and four of the deck order, whatever their suits.',
    'There is no automatic play: a card that fits a foundation may still go to a waste pile.',
  ],
});
