/**
 * The solver's answers against a brute force (test/reference/rules.ts: every sequence of the
 * reference's legal moves, no shortcut) on small random positions of every variant. `lost` from the
 * solver is the claim its shortcuts must never break (search-rules.ts): a `lost` that the brute force
 * can win fails here. `won` is checked too, and its line replays.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { layoutOf } from '../../src/engine/layout.js';
import { solve } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { describePosition, randomPosition } from '../reference/positions.js';
import { bruteForce } from '../reference/rules.js';
import { replayLine } from './helpers.js';

describe("the solver's answers match a brute force on small positions", () => {
  for (const id of variantIds) {
    const V = getVariant(id);
    const total = layoutOf(V).cardCount;
    it(`${id}: every lost is lost, every won is won (property)`, () => {
      const seen = { won: 0, lost: 0 };
      fc.assert(
        fc.property(fc.infiniteStream(fc.nat()), fc.integer({ min: 4, max: 30 }), fc.integer({ min: 1, max: 4 }), (picks, out, loose) => {
          const it = picks[Symbol.iterator]();
          // Most cards up and one to four of the rest spread over the other piles: small enough to try everything.
          const s = randomPosition(V, (n) => it.next().value % n, total - out, loose);
          const where = `\n${describePosition(V, s)}`;
          const truth = bruteForce(V, s, 3_000);
          if (truth === 'unknown') return;
          const r = solve(V, s, { maxNodes: 200_000, maxMs: 60_000 });
          if (r.result === 'unknown') return;
          assert.equal(r.result, truth, `solver says ${r.result}, brute force ${truth}${where}`);
          seen[truth]++;
          if (r.result === 'won') replayLine(V, s, r.moves!, where);
        }),
        // A fixed seed: the count below must not depend on luck (the fuzzer explores at random).
        { numRuns: 60, seed: 8 },
      );
      assert.ok(seen.won >= 2 && seen.lost >= 2, `compared ${seen.won} won and ${seen.lost} lost positions`);
    });
  }
});
