/**
 * Puss in the Corner, docs/rules.md "Puss in the Corner" (PySolFC): the aces dealt, building by colour,
 * the one redeal and the order it deals the piles again, automatic play, win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardCode, rankOf } from '../../src/engine/cards.js';
import { currentState, newGame, undo } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, legalMoves, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { pussInTheCorner } from '../../src/variants/index.js';
import { checkRow, deepFreeze, moveKey, pileOf, position, type MoveRow } from './helpers.js';

const V = pussInTheCorner;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>, redeals = 0): GameState =>
  deepFreeze({ ...position(V, piles), ...(redeals ? { redeals } : {}) });

describe('Puss in the Corner (docs/rules.md "Puss in the Corner")', () => {
  it('layout: stock, hand, four foundations dealt the aces, four waste piles', () => {
    assert.equal(layout.ids.join(' '), 'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4');
    const s = currentState(newGame(V, { seed: '4', autoPlay: false }));
    assert.deepEqual(
      layout.foundations.map((f) => rankOf(s.piles[f][0])),
      [1, 1, 1, 1],
    );
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'by colour: a red two on a red ace, either suit',
        piles: { hand: '2H', 'foundation-1': 'AD' },
        move: { from: 'hand', to: 'foundation-1' },
        after: { hand: '', 'foundation-1': 'AD 2H' },
      },
      {
        rule: 'a black two is refused on a red ace',
        piles: { hand: '2S', 'foundation-1': 'AD' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'takes a red two next',
      },
      {
        rule: 'a redeal waits until the stock and the hand are used up',
        piles: { hand: 'KD', 'waste-1': '5C' },
        move: { from: 'waste-1', to: 'stock' },
        refused: 'a redeal waits until the stock is used up',
      },
      {
        rule: 'waste piles take only the hand',
        piles: { 'waste-1': '5C' },
        move: { from: 'waste-1', to: 'waste-2' },
        refused: 'takes cards only from the hand',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('the redeal gathers the waste piles, last pile first, each from its bottom card, and deals the first into the hand', () => {
    const s = pos({ 'foundation-1': 'AD', 'waste-1': '5C 6C', 'waste-2': '7D', 'waste-4': '8S 9S' });
    assert.ok(legalMoves(V, s).map(moveKey).includes('waste-1>stockx5'));
    const r = applyMove(V, s, { from: 'waste-1', to: 'stock' }, { autoPlay: false });
    if (!r.ok) assert.fail('refused');
    // Dealt again in the order 8S 9S (waste-4), 7D (waste-2), 5C 6C (waste-1): 8S into the hand.
    assert.equal(pileOf(V, r.state, 'hand'), '8S');
    assert.equal(pileOf(V, r.state, 'stock'), '6C 5C 7D 9S');
    assert.equal(r.state.redeals, 1);
    assert.equal(r.state.faceDown[layout.stock], 4);
    for (const w of ['waste-1', 'waste-2', 'waste-3', 'waste-4']) assert.equal(pileOf(V, r.state, w), '');
    assert.deepEqual(r.applied[0].cards, ['6C', '5C', '7D', '9S', '8S']);
    assert.equal(r.applied[0].dealt, '8S');
  });

  it('only one redeal', () => {
    const s = pos({ 'foundation-1': 'AD', 'waste-1': '5C' }, 1);
    const r = applyMove(V, s, { from: 'waste-1', to: 'stock' });
    assert.equal(r.ok, false);
    if (!r.ok) assert.equal(r.reason.id, 'no-redeal-left');
    assert.equal(statusOf(layout, s), 'lost');
  });

  it('undo takes a redeal back exactly', () => {
    let game = newGame(V, {
      deck:
        '2H AC AD AH AS ' +
        Array.from({ length: 52 }, (_, c) => cardCode(c))
          .filter((c) => !['AC', 'AD', 'AH', 'AS', '2H'].includes(c))
          .join(' '),
      autoPlay: false,
    });
    // Deal every card to the waste piles, then redeal and undo.
    for (let guard = 0; guard < 60 && currentState(game).piles[layout.hand].length > 0; guard++) {
      const r = applyMove(V, currentState(game), { from: 'hand', to: `waste-${(guard % 4) + 1}` }, { autoPlay: false });
      if (!r.ok) assert.fail('refused');
      game = { ...game, states: [...game.states, r.state], turns: [...game.turns, r.applied], cursor: game.cursor + 1 };
    }
    const before = currentState(game);
    const r = applyMove(V, before, { from: 'waste-1', to: 'stock' }, { autoPlay: false });
    if (!r.ok) assert.fail('refused');
    const g2 = { ...game, states: [...game.states, r.state], turns: [...game.turns, r.applied], cursor: game.cursor + 1 };
    assert.deepEqual(currentState(undo(g2)!.game), before);
  });

  it('automatic play: a card goes up by itself only when its twin is home', () => {
    // Red foundations: foundation-1 (AD) and foundation-2 (AH). 2D could go on either: its twin 2H is out.
    const s = pos({
      stock: 'KC',
      hand: '9S',
      'foundation-1': 'AD',
      'foundation-2': 'AH',
      'foundation-3': 'AC',
      'foundation-4': 'AS',
      'waste-1': '2D',
      'waste-2': '2H',
    });
    const r = applyMove(V, s, { from: 'hand', to: 'waste-3' });
    if (!r.ok) assert.fail('refused');
    assert.equal(r.applied.length, 1);
  });

  it('search shortcuts: the waste piles are not interchangeable (the redeal reads their order) nor foundation-only; keys by rank and colour', () => {
    const r = searchRules(layout);
    for (const w of layout.wastePiles) assert.equal(r.group[w], -1);
    assert.deepEqual(r.foundationOnly, []);
    assert.equal(r.keyBy, 'rank-colour');
  });
});
