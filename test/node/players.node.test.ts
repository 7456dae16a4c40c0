/**
 * The players of `npm run simulate` (src/engine/players.ts), on a few deals: each answer is the same
 * twice, the solver player says what `solve` says, the greedy player what `greedyPlay` says, the hint
 * player plays legal moves (it throws on a refused one) within its move limits, and the Wilson
 * interval is the textbook one. A small simulation, so it runs with the tests.
 *
 * Run: node --import tsx --test test/node/players.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shuffledDeck } from '../../src/engine/deck.js';
import { PLAYERS, playDeal, wilson, type PlayerName } from '../../src/engine/players.js';
import { deal } from '../../src/engine/rules.js';
import { greedyPlay, solve } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const SMALL = { solve: { maxNodes: 20_000 }, hint: { samples: 2, nodesPerSample: 200, maxNodes: 2_000 }, maxMoves: 300 };
const same = (a: object, b: object): void => assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 });

describe('players', () => {
  for (const id of variantIds) {
    it(`${id}: every player gives the same answer twice, and the solver and greedy players agree with the engine`, () => {
      const v = getVariant(id);
      for (const seed of ['1', '2']) {
        for (const p of PLAYERS) same(playDeal(v, seed, p, SMALL), playDeal(v, seed, p, SMALL));
        const s = playDeal(v, seed, 'solver', SMALL);
        assert.equal(s.result, solve(v, deal(v, shuffledDeck(seed)), SMALL.solve).result);
        assert.equal(playDeal(v, seed, 'greedy').result, greedyPlay(v, seed).won ? 'won' : 'lost');
        const h = playDeal(v, seed, 'hint', SMALL);
        assert.ok(h.result === 'won' || h.result === 'lost');
        assert.ok(h.moves <= SMALL.maxMoves);
      }
    });
  }

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
