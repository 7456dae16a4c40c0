/**
 * The element deals seed "1" of every variant of the registry exactly as the checked-in golden deal:
 * the same shuffle in Chromium as in Node (test/engine/golden-deals.test.ts checks it in Node).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';

let golden: Record<string, Record<string, { cards: string[]; faceDown: number }>> = {};
before(async () => {
  const response = await fetch(new URL('../fixtures/golden-deals.json', import.meta.url));
  golden = await response.json();
});

describe('golden deals in Chromium (seed "1")', () => {
  for (const id of variantIds) {
    it(`${id}`, async () => {
      const el = await fixture<PatienceGame>(html`<patience-game variant=${id} seed="1"></patience-game>`);
      expect(JSON.parse(JSON.stringify(el.state!.piles))).to.deep.equal(golden[id]);
    });
  }
});
