/**
 * The players of `npm run simulate` (src/engine/players.ts), on deal 1 of every game: the solver
 * player says what `solve` says, the greedy player what `greedyPlay` says, the hint
 * player plays legal moves (it throws on a refused one) within its move limits, and the Wilson
 * interval is the textbook one; and each answer is the same twice. A small simulation, so it runs with
 * the tests.
 *
 * Run: node --import tsx --test test/node/players.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf } from '../../src/engine/layout.js';
import { PLAYERS, playDeal, wilson, type PlayerName } from '../../src/engine/players.js';
import { deal } from '../../src/engine/rules.js';
import { greedyPlay, solve } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const SMALL = { solve: { maxNodes: 20_000 }, hint: { samples: 2, nodesPerSample: 200, maxNodes: 2_000 }, maxMoves: 300 };
const same = (a: object, b: object): void => assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 });

describe('players', () => {
  for (const id of variantIds) {
    it(`${id}: the solver and greedy players agree with the engine, the hint and random players play it out`, () => {
      const v = getVariant(id);
      const seed = '1';
      // The solver player is `solve` (itself checked to give the same answer twice: test/engine/solver.test.ts).
      const solver = playDeal(v, seed, 'solver', SMALL);
      assert.equal(solver.result, solve(v, deal(v, shuffledDeck(seed, layoutOf(v).decks)), SMALL.solve).result);
      // The greedy player takes no options: its answer with SMALL is its answer without any.
      const greedy = playDeal(v, seed, 'greedy', SMALL);
      assert.equal(greedy.result, greedyPlay(v, seed).won ? 'won' : 'lost');
      assert.deepEqual({ ...playDeal(v, seed, 'greedy'), ms: 0 }, { ...greedy, ms: 0 });
      assert.match(playDeal(v, seed, 'random', SMALL).result, /^(won|lost)$/);
      const h = playDeal(v, seed, 'hint', SMALL);
      assert.ok(h.result === 'won' || h.result === 'lost');
      assert.ok(h.moves <= SMALL.maxMoves);
    });
  }

  // The loop that plays a deal is the same for every game: each player twice on one game's deal gives
  // the same answer (the hint player samples by its own seeded generator; the random player too).
  it(`every player gives the same answer twice (${variantIds[0]}, deal 1)`, () => {
    const v = getVariant(variantIds[0]);
    for (const p of PLAYERS) same(playDeal(v, '1', p, SMALL), playDeal(v, '1', p, SMALL));
  });

  it('refuses an unknown player, naming it', () => {
    assert.throws(() => playDeal(getVariant(variantIds[0]), '1', 'psychic' as PlayerName), /unknown player "psychic"/);
  });

  it('wilson: the 95 % score interval', () => {
    const [lo, hi] = wilson(45, 100);
    assert.ok(Math.abs(lo - 0.3561) < 1e-3 && Math.abs(hi - 0.5475) < 1e-3, `${lo} ${hi}`);
    assert.deepEqual(wilson(0, 0), [0, 1]);
    assert.equal(wilson(0, 10000)[0], 0);
  });
});
