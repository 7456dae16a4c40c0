/**
 * Lady Betty as PySolFC plays it ("classic"), docs/rules.md "Lady Betty (classic)". Rules from
 * PySolFC: html-src/rules/ladybetty.html and pysollib/games/numerica.py (class LadyBetty).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/** Classic Lady Betty: six waste piles; foundations from the aces, up in suit, one per suit. */
export const ladyBettyClassic = defineVariant({
  id: 'lady-betty-classic',
  name: 'Lady Betty (classic)',
  source: 'PySolFC, rules/ladybetty.html and games/numerica.py; docs/rules.md "Lady Betty (classic)"',
  summary: 'Place each card from the stock on a foundation or one of six waste piles; build the foundations up in suit from ace to king.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'same' } },
    { kind: 'waste-pile', count: 6, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: true, safe: 'always' },
  notes: ['Any ace starts a foundation; the ace decides its suit.'],
});
