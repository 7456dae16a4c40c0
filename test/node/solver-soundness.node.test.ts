/**
 * The solver gives the same answer every time: the same deals, the same answers, lines and node
 * counts. (Every `lost` against a brute force on small positions of every variant, read with the
 * reference rules rather than the engine's: test/engine/solver-soundness.test.ts.)
 *
 * Run: node --import tsx --test test/node/solver-soundness.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { layoutOf } from '../../src/engine/layout.js';
import { solve } from '../../src/engine/solver.js';
import { shuffledDeck } from '../../src/engine/deck.js';
import { deal } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

describe('solver: the same answer every time', () => {
  for (const id of variantIds) {
    it(`${id}: two runs on the same deals give the same answers, lines and node counts`, () => {
      const v = getVariant(id);
      for (const seed of ['1', '2', '3', '4']) {
        const s = deal(v, shuffledDeck(seed, layoutOf(v).decks));
        const a = solve(v, s, { maxNodes: 30_000 });
        const b = solve(v, s, { maxNodes: 30_000 });
        assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 });
      }
    });
  }
});
