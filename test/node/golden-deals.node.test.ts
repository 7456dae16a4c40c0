/**
 * Golden deals: seed "1" dealt by each variant gives exactly the piles checked in at
 * test/fixtures/golden-deals.json (generated once from the engine). The browser test
 * test/components/golden-deals.test.ts compares the element's `state` with the same file.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cardCode, currentState, layoutOf, newGame } from '../../src/engine/index.js';
import { getVariant } from '../../src/variants/index.js';

const golden = JSON.parse(readFileSync(new URL('../fixtures/golden-deals.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, { cards: string[]; faceDown: number }>
>;

describe('golden deals (seed "1")', () => {
  for (const id of ['sir-tommy', 'lady-betty', 'lady-cadogan']) {
    it(`${id} deals the checked-in layout`, () => {
      const variant = getVariant(id);
      const state = currentState(newGame(variant, { seed: '1' }));
      const layout = layoutOf(variant);
      const piles = Object.fromEntries(layout.ids.map((p, i) => [p, { cards: state.piles[i].map(cardCode), faceDown: state.faceDown[i] }]));
      assert.deepEqual(piles, golden[id]);
    });
  }
});
