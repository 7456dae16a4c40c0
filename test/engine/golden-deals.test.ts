/**
 * Golden deals: seed "1" dealt by each variant in the registry gives exactly the piles checked in at
 * test/fixtures/golden-deals.json (written by scripts/golden-deals.ts for a new variant, never
 * rewritten for an old one: a change here means a game deals differently than it did).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cardCode, currentState, layoutOf, newGame } from '../../src/engine/index.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const golden = JSON.parse(readFileSync(new URL('../fixtures/golden-deals.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, { cards: string[]; faceDown: number }>
>;

describe('golden deals (seed "1")', () => {
  for (const id of variantIds) {
    it(`${id} deals the checked-in layout`, () => {
      assert.ok(golden[id], `test/fixtures/golden-deals.json has no deal for ${id}: run node --import tsx scripts/golden-deals.ts`);
      const variant = getVariant(id);
      const state = currentState(newGame(variant, { seed: '1' }));
      const layout = layoutOf(variant);
      const piles = Object.fromEntries(layout.ids.map((p, i) => [p, { cards: state.piles[i].map(cardCode), faceDown: state.faceDown[i] }]));
      assert.deepEqual(piles, golden[id]);
    });
  }
});
