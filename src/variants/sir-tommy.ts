/**
 * Sir Tommy (also Old Patience, Numerica, Try Again), docs/rules.md "Sir Tommy".
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/** Sir Tommy: deal one card at a time onto four waste piles; foundations build up from aces, any suit. */
export const sirTommy = defineVariant({
  id: 'sir-tommy',
  name: 'Sir Tommy',
  aka: ['Old Patience', 'Numerica', 'Try Again'],
  source: 'the seed page and PySolFC (rules/numerica.html); docs/rules.md "Sir Tommy"',
  summary:
    'Place each card from the stock on a foundation or one of four waste piles; build the foundations up from ace to king, any suit.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'any' } },
    { kind: 'waste-pile', count: 4, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: true, safe: 'every-foundation' },
  notes: [
    'Foundations are interchangeable: any ace starts one, and any suit follows.',
    'Nothing is forced: a card that fits a foundation may still go to a waste pile.',
  ],
});
