/**
 * Colours, docs/rules.md "Colours" (PySolFC): the deal (a two, three, four and five in alternating
 * colours), building by colour with the wrap, the lock, automatic play, win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isRed, rankOf } from '../../src/engine/cards.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, legalMoves, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { colours } from '../../src/variants/index.js';
import { checkRow, deepFreeze, moveKey, position, type MoveRow } from './helpers.js';

const V = colours;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>): GameState => deepFreeze(position(V, piles));

describe('Colours (docs/rules.md "Colours")', () => {
  it('layout: stock, hand, four foundations with bases 2, 3, 4, 5, six waste piles', () => {
    assert.equal(
      layout.ids.join(' '),
      'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4 waste-5 waste-6',
    );
    assert.deepEqual(
      layout.foundations.map((f) => layout.base[f]),
      [2, 3, 4, 5],
    );
  });

  it('the deal: the first two of the deck order, then the first three, four and five that keep the colours alternating', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const game = newGame(V, { seed: String(seed), autoPlay: false });
      const s = currentState(game);
      const bases = layout.foundations.map((f) => s.piles[f][0]);
      assert.deepEqual(bases.map(rankOf), [2, 3, 4, 5]);
      assert.equal(isRed(bases[0]), isRed(bases[2]), 'two and four alike');
      assert.equal(isRed(bases[1]), isRed(bases[3]), 'three and five alike');
      assert.notEqual(isRed(bases[0]), isRed(bases[1]), 'neighbours differ');
      assert.equal(
        bases[0],
        game.deck.find((c) => rankOf(c) === 2),
        'the first two',
      );
      const three = game.deck.find((c) => rankOf(c) === 3 && isRed(c) !== isRed(bases[0]));
      assert.equal(bases[1], three, 'the first three of the other colour');
    }
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'a red card on a red foundation, either red suit',
        piles: { hand: '4D', 'foundation-2': '3H' },
        move: { from: 'hand', to: 'foundation-2' },
        after: { hand: '', 'foundation-2': '3H 4D' },
      },
      {
        rule: 'a black card is refused on a red foundation',
        piles: { hand: '4S', 'foundation-2': '3H' },
        move: { from: 'hand', to: 'foundation-2' },
        refused: 'takes a red four next',
      },
      {
        rule: 'the wrap: an ace on a king of the same colour',
        piles: { hand: 'AC', 'foundation-1': '2S 3C 4S 5C 6S 7C 8S 9C TS JC QS KC' },
        move: { from: 'hand', to: 'foundation-1' },
        after: { hand: '', 'foundation-1': '2S 3C 4S 5C 6S 7C 8S 9C TS JC QS KC AC' },
      },
      {
        rule: 'an empty foundation takes its base in the colour its neighbours leave',
        piles: { hand: '3D', 'foundation-1': '2C', 'foundation-3': '4S' },
        move: { from: 'hand', to: 'foundation-2' },
        after: { hand: '', 'foundation-2': '3D' },
      },
      {
        rule: 'an empty foundation refuses a base of its neighbour’s colour',
        piles: { hand: '3C', 'foundation-1': '2S' },
        move: { from: 'hand', to: 'foundation-2' },
        refused: 'its neighbour foundation-1 holds that colour',
      },
      {
        rule: 'waste tops go up; waste piles take only the hand',
        piles: { 'waste-3': '6H' },
        move: { from: 'waste-3', to: 'waste-4' },
        refused: 'takes cards only from the hand',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('automatic play moves a card only when its twin is home and no other foundation could take it', () => {
    // The red foundations are 2 (base 3) and 4 (base 5). 6H could go on foundation-4 (at 5D) now, and
    // on foundation-2 later (3H 4H 5H): its twin 6D is still out, so it stays.
    const s = pos({
      stock: 'KS',
      hand: '6H',
      'foundation-1': '2C',
      'foundation-2': '3H 4H 5H',
      'foundation-3': '4C',
      'foundation-4': '5D',
      'waste-1': '6D',
    });
    const r = applyMove(V, s, { from: 'hand', to: 'waste-2' });
    if (!r.ok) assert.fail('refused');
    assert.equal(r.applied.length, 1, 'no automatic play while the twin is out');
    // With 6D already on foundation-2, 6H can only go to foundation-4: it goes up by itself.
    const t = pos({
      stock: 'KS',
      hand: '9C',
      'foundation-1': '2C',
      'foundation-2': '3H 4H 5H 6D',
      'foundation-3': '4C',
      'foundation-4': '5D',
      'waste-1': '6H',
    });
    const u = applyMove(V, t, { from: 'hand', to: 'waste-2' });
    if (!u.ok) assert.fail('refused');
    assert.deepEqual(
      u.applied.slice(1).map((m) => moveKey(m)),
      ['waste-1>foundation-4'],
    );
  });

  it('lost when nothing is left to deal and no waste top fits', () => {
    const s = pos({
      'foundation-1': '2C',
      'foundation-2': '3H',
      'foundation-3': '4S',
      'foundation-4': '5D',
      'waste-1': '7C',
      'waste-2': '9H',
    });
    assert.equal(statusOf(layout, s), 'lost');
    assert.deepEqual(legalMoves(V, s), []);
  });

  it('search shortcuts: forced moves only under sole-destination; the foundations are not interchangeable (neighbours matter); keys by rank and colour', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, true);
    assert.equal(r.keyBy, 'rank-colour');
    for (const f of layout.foundations) assert.equal(r.group[f], -1);
    assert.equal(r.precedence, false);
  });

  it('a game plays through play()', () => {
    const game = newGame(V, { seed: '5' });
    const m = legalMoves(V, currentState(game))[0];
    assert.equal(play(V, game, m).ok, true);
  });
});
