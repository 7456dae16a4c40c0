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
import { layoutOf } from '../../src/engine/layout.js';
import { PLAYERS, playDeal, wilson, type DealOutcome, type PlayerName } from '../../src/engine/players.js';
import { deal } from '../../src/engine/rules.js';
import { greedyPlay, solve } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const SMALL = { solve: { maxNodes: 20_000 }, hint: { samples: 2, nodesPerSample: 200, maxNodes: 2_000 }, maxMoves: 300 };
const same = (a: object, b: object): void => assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 });

describe('players', () => {
  for (const id of variantIds) {
    it(`${id}: every player gives the same answer twice, and the solver and greedy players agree with the engine`, () => {
      const v = getVariant(id);
      // One deal per game: each player on it twice (the whole game is played each time), for every game.
      for (const seed of ['1']) {
        // Each player twice: the same answer. The checks below read the first answer (the same as the
        // second), rather than playing the deal a third time.
        const first = new Map<PlayerName, DealOutcome>();
        for (const p of PLAYERS) {
          const a = playDeal(v, seed, p, SMALL);
          same(a, playDeal(v, seed, p, SMALL));
          first.set(p, a);
        }
        assert.equal(first.get('solver')!.result, solve(v, deal(v, shuffledDeck(seed, layoutOf(v).decks)), SMALL.solve).result);
        // The greedy player takes no options: its answer with SMALL is its answer without any.
        assert.equal(first.get('greedy')!.result, greedyPlay(v, seed).won ? 'won' : 'lost');
        assert.deepEqual({ ...playDeal(v, seed, 'greedy'), ms: 0 }, { ...first.get('greedy')!, ms: 0 });
        const h = first.get('hint')!;
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
