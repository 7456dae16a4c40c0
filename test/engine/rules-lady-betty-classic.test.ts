/**
 * Lady Betty as PySolFC plays it, docs/rules.md "Lady Betty (classic)": foundations from the aces, up
 * in suit, six waste piles, automatic play of every card that can go up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { ladyBettyClassic } from '../../src/variants/index.js';
import { checkRow, deepFreeze, moveKey, position, type MoveRow } from './helpers.js';

const V = ladyBettyClassic;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>): GameState => deepFreeze(position(V, piles));

describe('Lady Betty, classic (docs/rules.md "Lady Betty (classic)")', () => {
  it('layout: stock, hand, four foundations from the aces, six waste piles', () => {
    assert.equal(
      layout.ids.join(' '),
      'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4 waste-5 waste-6',
    );
    assert.deepEqual(
      layout.foundations.map((f) => layout.base[f]),
      [1, 1, 1, 1],
    );
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'any ace starts any foundation',
        piles: { hand: 'AH' },
        move: { from: 'hand', to: 'foundation-3' },
        after: { hand: '', 'foundation-3': 'AH' },
      },
      { rule: 'a two starts nothing', piles: { hand: '2H' }, move: { from: 'hand', to: 'foundation-1' }, refused: 'it starts with an ace' },
      {
        rule: 'in suit only',
        piles: { hand: '2D', 'foundation-1': 'AH' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'the two of hearts (2H)',
      },
      {
        rule: 'a waste top goes up',
        piles: { 'waste-6': '3H', 'foundation-2': 'AH 2H' },
        move: { from: 'waste-6', to: 'foundation-2' },
        after: { 'waste-6': '', 'foundation-2': 'AH 2H 3H' },
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('automatic play starts foundations with aces and continues them', () => {
    const s = pos({ stock: 'KC', hand: '9S', 'waste-1': '2H AH' });
    const r = applyMove(V, s, { from: 'hand', to: 'waste-2' });
    if (!r.ok) assert.fail('refused');
    assert.deepEqual(r.applied.map(moveKey), ['hand>waste-2', 'waste-1>foundation-1', 'waste-1>foundation-1']);
  });

  it('lost when nothing is left to deal and no waste top fits', () => {
    assert.equal(statusOf(layout, pos({ 'foundation-1': 'AH', 'waste-1': '2H 3H', 'waste-2': '5S' })), 'lost');
  });

  it('search shortcuts: forced moves, the precedence dead test', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, true);
    assert.equal(r.precedence, true);
  });
});
