/**
 * Last Chance, docs/rules.md "Last Chance" (PySolFC): seven waste piles dealt a card each, the hidden
 * reserve card (the last chance) turned up when the stock is used up, waste tops into empty waste
 * piles, automatic play, win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currentState, newGame } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { lastChance } from '../../src/variants/index.js';
import { checkRow, deepFreeze, pileOf, position, type MoveRow } from './helpers.js';

const V = lastChance;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>, faceDown: Record<string, number> = {}): GameState => deepFreeze(position(V, piles, faceDown));

describe('Last Chance (docs/rules.md "Last Chance")', () => {
  it('layout and deal: seven waste piles of one card, then one reserve card face down, then the stock and the hand', () => {
    assert.equal(
      layout.ids.join(' '),
      'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4 waste-5 waste-6 waste-7 reserve-1',
    );
    const game = newGame(V, { seed: '2', autoPlay: false });
    const s = currentState(game);
    layout.wastePiles.forEach((w, i) => assert.deepEqual(s.piles[w], [game.deck[i]]));
    const r = layout.reserves[0];
    assert.deepEqual(s.piles[r], [game.deck[7]]);
    assert.equal(s.faceDown[r], 1, 'the reserve card is face down');
    assert.deepEqual(s.piles[layout.hand], [game.deck[8]]);
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'the reserve card stays down while the stock holds cards',
        piles: { stock: '9D', hand: 'KD', 'reserve-1': 'AS' },
        faceDown: { 'reserve-1': 1 },
        move: { from: 'reserve-1', to: 'foundation-1' },
        refused: 'the reserve stays face down until the stock is used up',
      },
      {
        rule: 'a waste top may fill an empty waste pile',
        piles: { stock: '9D', hand: 'KD', 'waste-1': '5C 6H' },
        faceDown: {},
        move: { from: 'waste-1', to: 'waste-2' },
        after: { 'waste-1': '5C', 'waste-2': '6H' },
      },
      {
        rule: 'but not a waste pile that holds a card',
        piles: { stock: '9D', hand: 'KD', 'waste-1': '5C 6H', 'waste-2': '8S' },
        move: { from: 'waste-1', to: 'waste-2' },
        refused: 'takes a card from waste-1 only when it is empty',
      },
      {
        rule: 'the hand goes on any waste pile, empty or not',
        piles: { stock: '9D', hand: 'KD', 'waste-2': '8S' },
        move: { from: 'hand', to: 'waste-2' },
        after: { hand: '9D', stock: '', 'waste-2': '8S KD' },
        dealt: '9D',
      },
      {
        rule: 'foundations in suit from the aces',
        piles: { hand: '2D', 'foundation-1': 'AS' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'the two of spades (2S)',
      },
      {
        rule: 'the reserve card, once up, goes to a foundation',
        piles: { 'reserve-1': '2S', 'foundation-1': 'AS' },
        move: { from: 'reserve-1', to: 'foundation-1' },
        after: { 'reserve-1': '', 'foundation-1': 'AS 2S' },
      },
      {
        rule: 'the reserve card goes nowhere else',
        piles: { 'reserve-1': '2S' },
        move: { from: 'reserve-1', to: 'waste-1' },
        refused: 'takes cards only from',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('placing the last card turns the reserve card up, as part of that move', () => {
    const s = pos({ hand: 'KD', 'reserve-1': '2S', 'foundation-1': 'AS' }, { 'reserve-1': 1 });
    const r = applyMove(V, s, { from: 'hand', to: 'waste-1' }, { autoPlay: false });
    if (!r.ok) assert.fail('refused');
    assert.equal(r.state.faceDown[layout.reserves[0]], 0);
    assert.deepEqual(r.applied[0].revealed, ['2S']);
    // With automatic play, the card it turned up goes on at once.
    const auto = applyMove(V, s, { from: 'hand', to: 'waste-1' });
    if (!auto.ok) assert.fail('refused');
    assert.equal(pileOf(V, auto.state, 'foundation-1'), 'AS 2S');
  });

  it('not lost while the reserve card is still to come; lost when nothing, not even it, fits', () => {
    const waiting = pos({ hand: 'KD', 'reserve-1': '2S', 'foundation-1': 'AS', 'waste-1': '4S' }, { 'reserve-1': 1 });
    assert.equal(statusOf(layout, waiting), 'playing');
    // Every waste pile holds a card, so no top can move aside to uncover 2S.
    const stuck = pos({
      'reserve-1': '3S',
      'foundation-1': 'AS',
      'waste-1': '2S 4S',
      'waste-2': '5S',
      'waste-3': '6S',
      'waste-4': '7S',
      'waste-5': '8S',
      'waste-6': '9S',
      'waste-7': 'TS',
    });
    assert.equal(statusOf(layout, stuck), 'lost');
  });

  it('search shortcuts: forced moves, the waste piles feed one another (no dead test on them)', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, true);
    assert.deepEqual(r.foundationOnly, [layout.reserves[0]]);
  });
});
