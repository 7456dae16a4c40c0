/**
 * The per-deal results in bench/results/ (README "How often can these games be won?") against the
 * solver as it is now: for every game with a file, a sample of its deals is solved again with the
 * budget of the file, and each must get the answer and the node count the file holds. Nodes are the
 * same on every machine, so a change to the search that was meant to be for speed only (a dead test
 * worked out another way, a test skipped where another one decides) and changes an answer or a node
 * count fails here, and so does a row resumed from a file whose kept deals the change could reach.
 * The sample: the first two deals solved with 2,000 to 10,000 nodes and the first two with 10,000 to
 * 60,000 (past the early beams' first 10,000 where the game has them), so the whole sample runs in
 * seconds (two deals at least). Iterates the games from data.
 *
 * Run: node --import tsx --test-reporter=spec scripts/node-tests.mjs test/node/results-replay.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { playDeal } from '../../src/engine/players.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { solverResults, type SolverRow } from '../../scripts/solver-times.js';

const PER_GAME = 4;

describe('the per-deal solver results replay: the same answer and node count', () => {
  for (const id of variantIds) {
    const rows = solverResults(id);
    if (!rows) continue;
    const file = `bench/results/solver-${id}.jsonl`;
    const bySeed = [...rows].sort((a, b) => Number(a.seed) - Number(b.seed));
    const first = (lo: number, hi: number): SolverRow[] => bySeed.filter((r) => r.nodes >= lo && r.nodes < hi).slice(0, PER_GAME / 2);
    const sample = [...first(2_000, 10_000), ...first(10_000, 60_000)];
    it(`${id}: deals ${sample.map((r) => `"${r.seed}"`).join(', ')}`, () => {
      // Puss in the Corner has no deal past 10,000 nodes: two deals at least.
      assert.ok(sample.length >= 2, `${file}: fewer than two deals solved with 2,000 to 60,000 nodes`);
      for (const row of sample) {
        assert.equal(row.budget, 'nodes=2000000', `${file}: deal "${row.seed}" was solved with ${row.budget}`);
        const now = playDeal(getVariant(id), row.seed, 'solver');
        assert.deepEqual([now.result, now.nodes], [row.result, row.nodes], `${id} deal "${row.seed}"`);
      }
    });
  }
});
