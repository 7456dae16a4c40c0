/**
 * The solver's run-building move order (docs/solver.md "Move order"; search-rules.ts `runOrder`): on
 * for a game whose tableau moves runs as units, off for every other shape. With it, moves whose unit
 * joins a run are tried first and moves that split a run without joining one last; a game whose
 * foundations take only complete runs has its deals won (with it off, none was won within 2,000,000
 * nodes), and a one-deck game with runs wins deals it left `unknown`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf } from '../../src/engine/layout.js';
import { deal } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { solve, solverCore } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { pileOf, TABLEAU_GAME, variantWhere } from '../helpers/shapes.js';
import { moveKey, position, replayLine } from './helpers.js';

const takesRuns = (id: string): boolean => getVariant(id).piles.some((p) => p.kind === 'foundation' && p.takes === 'complete-run');
const RUN_GAME = variantWhere(
  'foundations that take complete runs from a tableau that moves runs',
  (v) => takesRuns(v.id) && pileOf(v, 'tableau')?.run !== undefined,
);
const V = getVariant(RUN_GAME);

describe('the run-building move order', () => {
  it('is on exactly for the shapes whose tableau moves runs', () => {
    for (const id of variantIds)
      assert.equal(searchRules(layoutOf(getVariant(id))).runOrder, pileOf(getVariant(id), 'tableau')?.run !== undefined, id);
  });

  it('tries the moves that join a run first (before foundation plays) and one that splits a run last', () => {
    // tableau-1 holds the run 9S 8S; 8S alone onto 9H splits it; the run onto TS, 7H onto 8H and 8H onto
    // 9H join runs; AD can go up.
    const s = position(V, {
      stock: '3C',
      waste: '7H',
      'tableau-1': '9S 8S',
      'tableau-2': '9H',
      'tableau-3': '8H',
      'tableau-4': 'TS',
      'tableau-5': 'AD',
    });
    const core = solverCore(V);
    core.load(s);
    const buf = new Int32Array(core.maxMoves);
    const order = Array.from(buf.subarray(0, core.searchMoves(buf, 0)), (m) => moveKey(core.toMove(m)));
    const joins = ['tableau-1>tableau-4x2', 'waste>tableau-3', 'tableau-3>tableau-2'];
    assert.deepEqual(order.slice(0, joins.length).sort(), [...joins].sort(), order.join(' '));
    assert.ok(order.includes('tableau-5>foundation-1'), order.join(' '));
    assert.equal(order.at(-1), 'tableau-1>tableau-2', order.join(' '));
  });

  it('wins deals "1" … "3" within 100,000 nodes, each line replays to a win, and a second run gives the same answer', () => {
    for (const seed of ['1', '2', '3']) {
      const start = deal(V, shuffledDeck(seed, layoutOf(V).decks));
      const r = solve(V, start, { maxNodes: 100_000 });
      assert.equal(r.result, 'won', `deal ${seed}: ${r.result} after ${r.nodes} nodes`);
      assert.equal(replayLine(V, start, r.moves!, `, deal ${seed}`).status, 'won', `deal ${seed}`);
      const again = solve(V, start, { maxNodes: 100_000 });
      assert.equal(again.nodes, r.nodes, `deal ${seed}`);
      assert.deepEqual(again.moves!.map(moveKey), r.moves!.map(moveKey), `deal ${seed}`);
    }
  });

  it('wins a one-deck deal with runs that the plain order left unknown at 300,000 nodes ("27", within 50,000)', () => {
    const W = getVariant(TABLEAU_GAME);
    const start = deal(W, shuffledDeck('27', layoutOf(W).decks));
    const r = solve(W, start, { maxNodes: 50_000 });
    assert.equal(r.result, 'won', `${r.result} after ${r.nodes} nodes`);
    assert.equal(replayLine(W, start, r.moves!).status, 'won');
  });
});
