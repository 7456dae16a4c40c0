/**
 * Colours, docs/rules.md "Colours". Rules from PySolFC: html-src/rules/colours.html and
 * pysollib/games/numerica.py (class Colours).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Colours: six waste piles; four foundations dealt a two, three, four and five in alternating colours,
 * each built up in its colour, wrapping from king to ace, to 13 cards.
 */
export const colours = defineVariant({
  id: 'colours',
  name: 'Colours',
  source: 'PySolFC, rules/colours.html and games/numerica.py; docs/rules.md "Colours"',
  summary:
    'Six waste piles; four foundations dealt a two, three, four and five in alternating colours and built up by colour, wrapping from king to ace.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    {
      kind: 'foundation',
      count: 4,
      base: [2, 3, 4, 5],
      build: { direction: 'up', suit: 'colour', wrap: true },
      lock: 'alternate-colours',
      dealt: true,
    },
    { kind: 'waste-pile', count: 6, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: false, safe: 'sole-destination' },
  notes: [
    'The two and the four share one colour, the three and the five the other: the first two of the deck order decides, then the first three, four and five that keep the colours alternating.',
    'Every rank comes twice in each colour, so a card may fit two foundations: automatic play moves a card only when no other card could go there instead and no other foundation could ever take it.',
  ],
});
