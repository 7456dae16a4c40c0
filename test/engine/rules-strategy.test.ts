/**
 * Strategy, docs/rules.md "Strategy" (PySolFC): the aces dealt to the foundations, the phase rule (no
 * foundation play until the stock is used up), automatic play after it, win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankOf } from '../../src/engine/cards.js';
import { currentState, newGame } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, legalMoves, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { strategy } from '../../src/variants/index.js';
import { checkRow, deepFreeze, moveKey, position, type MoveRow } from './helpers.js';

const V = strategy;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>): GameState => deepFreeze(position(V, piles));

describe('Strategy (docs/rules.md "Strategy")', () => {
  it('layout: stock, hand, four foundations, eight waste piles; the aces are dealt to the foundations', () => {
    assert.equal(
      layout.ids.join(' '),
      'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4 waste-5 waste-6 waste-7 waste-8',
    );
    const game = newGame(V, { seed: '9', autoPlay: false });
    const s = currentState(game);
    const aces = game.deck.filter((c) => rankOf(c) === 1);
    assert.deepEqual(
      layout.foundations.map((f) => s.piles[f][0]),
      aces,
      'in deck order',
    );
    assert.equal(s.piles[layout.stock].length + s.piles[layout.hand].length, 48);
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'the hand goes to a waste pile, never to a foundation',
        piles: { stock: '9D', hand: '2C', 'foundation-1': 'AC' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'takes cards only from',
      },
      {
        rule: 'while the stock holds a card, no waste top goes up',
        piles: { stock: '9D', hand: 'KD', 'foundation-1': 'AC', 'waste-1': '2C' },
        move: { from: 'waste-1', to: 'foundation-1' },
        refused: 'no card goes to foundation-1 until the stock is used up',
      },
      {
        rule: 'while the last card waits in the hand, no waste top goes up',
        piles: { hand: 'KD', 'foundation-1': 'AC', 'waste-1': '2C' },
        move: { from: 'waste-1', to: 'foundation-1' },
        refused: 'until the stock is used up',
      },
      {
        rule: 'once everything is dealt, waste tops go up in suit',
        piles: { 'foundation-1': 'AC', 'waste-1': 'KD 2C' },
        move: { from: 'waste-1', to: 'foundation-1' },
        after: { 'waste-1': 'KD', 'foundation-1': 'AC 2C' },
      },
      {
        rule: 'in suit only',
        piles: { 'foundation-1': 'AC', 'waste-1': '2D' },
        move: { from: 'waste-1', to: 'foundation-1' },
        refused: 'the two of clubs (2C)',
      },
      {
        rule: 'the hand goes on any waste pile',
        piles: { stock: '9D', hand: 'KD', 'waste-8': '5C' },
        move: { from: 'hand', to: 'waste-8' },
        after: { hand: '9D', stock: '', 'waste-8': '5C KD' },
        dealt: '9D',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('automatic play waits for the last card, then plays every card that continues a foundation', () => {
    const s = pos({ hand: '3C', 'foundation-1': 'AC', 'foundation-2': 'AD', 'waste-1': '2C', 'waste-2': '2D' });
    const r = applyMove(V, s, { from: 'hand', to: 'waste-3' });
    if (!r.ok) assert.fail('refused');
    assert.deepEqual(r.applied.map(moveKey), ['hand>waste-3', 'waste-1>foundation-1', 'waste-2>foundation-2', 'waste-3>foundation-1']);
  });

  it('lost when the stock is used up and every waste top waits for a card under another', () => {
    const s = pos({ 'foundation-1': 'AC', 'foundation-2': 'AD', 'waste-1': '2D 3C', 'waste-2': '2C 3D' });
    assert.equal(statusOf(layout, s), 'lost');
    assert.deepEqual(legalMoves(V, s), []);
  });

  it('search shortcuts: forced moves (a started in-suit foundation has one next card), the dead tests', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, true);
    assert.equal(r.rankSlots, true);
    assert.equal(r.precedence, true);
  });
});
