/**
 * Last Chance, docs/rules.md "Last Chance". Rules from PySolFC: html-src/rules/lastchance.html and
 * pysollib/games/numerica.py (class LastChance).
 * @module
 */
import { defineVariant } from '../engine/vocabulary.js';

/**
 * Last Chance: seven waste piles dealt one card each and one card face down in reserve; each card
 * from the stock goes to a foundation (built up in suit from the aces) or a waste pile; a waste top
 * may fill an empty waste pile; the reserve card turns up when the stock is used up.
 */
export const lastChance = defineVariant({
  id: 'last-chance',
  name: 'Last Chance',
  source: 'PySolFC, rules/lastchance.html and games/numerica.py; docs/rules.md "Last Chance"',
  summary:
    'Seven waste piles and one hidden reserve card, the last chance; place each card from the stock on a foundation, built up in suit from the aces, or a waste pile.',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'same' } },
    { kind: 'waste-pile', count: 7, deal: 1, to: ['foundation', 'waste-pile'] },
    { kind: 'reserve', count: 1, deal: 1, hidden: 'until-stock-empty', to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: true, safe: 'always' },
  notes: [
    'The reserve card stays face down until the stock and the hand are empty; then it may go to a foundation.',
    'A waste pile takes any card from the hand; a card from another waste pile only when it is empty.',
  ],
});
