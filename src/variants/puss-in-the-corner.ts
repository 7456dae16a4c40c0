/**
 * Puss in the Corner, docs/rules.md "Puss in the Corner". Rules from PySolFC:
 * html-src/rules/pussinthecorner.html and pysollib/games/numerica.py (class PussInTheCorner).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Puss in the Corner: the four aces dealt to the foundations, built up by colour to the kings; each
 * card goes to a foundation or one of four corner waste piles; one redeal of the waste piles.
 */
export const pussInTheCorner = defineVariant({
  id: 'puss-in-the-corner',
  name: 'Puss in the Corner',
  source: 'PySolFC, rules/pussinthecorner.html and games/numerica.py; docs/rules.md "Puss in the Corner"',
  summary:
    'The aces start four foundations built up by colour to the kings; place each card on a foundation or one of four corner waste piles, and gather the piles into the stock once.',
  piles: [
    { kind: 'stock', deals: 'hand', redeal: { times: 1, gather: 'waste-pile', order: 'last-pile-first' } },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'colour' }, dealt: true },
    { kind: 'waste-pile', count: 4, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: false, safe: 'sole-destination' },
  notes: [
    'Building is by colour only: a red card on a red card, a black on a black, whatever the suit.',
    'The redeal takes the waste piles from the last to the first, each turned over as it lies, so its bottom card is dealt first.',
  ],
});
