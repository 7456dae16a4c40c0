/**
 * Lady Cadogan's loss (docs/rules.md "End of the game"): lost when no sequence of tableau rearrangements can lead to
 * progress. Two ways decide it: a quick over-approximating proof (`rearrangingCannotProgress`), and
 * the breadth-first search over rearrangements (`canProgress`). These positions, found in random
 * games (2 of about 2,800 lost positions in 4,000 random deals), are ones the quick proof cannot settle, so
 * the search itself must prove them lost; a search cut short (its limit reached) would call them
 * still playable and fail here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canProgress, layoutOf, legalMoves, rearrangingCannotProgress, statusOf } from '../../src/engine/index.js';
import { getVariant } from '../../src/variants/index.js';
import { position } from './helpers.js';

const cadogan = getVariant('lady-cadogan');
const layout = layoutOf(cadogan);

type Pile = [id: string, faceDown: number, cards: string];
const build = (piles: Pile[]) =>
  position(
    cadogan,
    Object.fromEntries(piles.map(([id, , cards]) => [id, cards])),
    Object.fromEntries(piles.filter(([id]) => id !== 'stock').map(([id, down]) => [id, down])),
  );

const LOST_BY_SEARCH: Record<string, Pile[]> = {
  // Stock empty, the waste's 4H fits nowhere, two rearrangements that lead nowhere.
  'waste 7D…4H, no space': [
    ['waste', 0, '7D 9H 4D TS KC 4H'],
    ['tableau-1', 0, 'KS'],
    ['tableau-2', 0, '2D'],
    ['tableau-3', 1, '6D 7H 6C'],
    ['tableau-4', 0, 'QS'],
    ['tableau-5', 3, 'TH QD 7C JD TC'],
    ['tableau-6', 4, 'AH 6S 7S 2C 5D 4S'],
    ['tableau-7', 4, '3H AC 9S 5S 8H'],
    ['tableau-8', 6, '3D KD 8S 2S 3S QH 4C'],
    ['tableau-9', 7, '8D AD 3C 9D 5H TD 9C 2H'],
    ['tableau-10', 7, 'JC JS JH 8C 5C 6H AS KH QC'],
  ],
  // Two diamonds up, five rearrangements (runs shuffling between the K-Q-J and J-10 piles).
  'diamonds to 2, runs shuffling': [
    ['foundation-1', 0, 'AD 2D'],
    ['tableau-1', 0, 'KC QH JD'],
    ['tableau-2', 0, 'JH TC'],
    ['tableau-3', 0, 'QC JC TS'],
    ['tableau-4', 1, 'JS 8D'],
    ['tableau-5', 3, 'KS TD 4S 4H 3C 2S'],
    ['tableau-6', 2, 'AH QD TH 9D 8C 7C'],
    ['tableau-7', 3, '7D 3S 9H KH'],
    ['tableau-8', 6, '2C AS 6D 7S 5H AC 5S 4C'],
    ['tableau-9', 5, 'KD 6S 8H 3D 4D 6H 5C'],
    ['tableau-10', 8, '6C 7H 5D QS 2H 9S 3H 9C 8S'],
  ],
};

describe('Lady Cadogan loss proved by the rearrangement search', () => {
  for (const [name, piles] of Object.entries(LOST_BY_SEARCH)) {
    it(name, () => {
      const state = build(piles);
      assert.equal(state.piles.flat().length, 52);
      assert.ok(legalMoves(cadogan, state).length > 0, 'some rearrangements are legal');
      assert.equal(rearrangingCannotProgress(layout, state), false, 'the quick proof cannot settle it');
      assert.equal(canProgress(layout, state), false, 'the search proves no progress is reachable');
      assert.equal(statusOf(layout, state), 'lost');
    });
  }

  it('the search alone (without the quick proof) agrees', () => {
    for (const piles of Object.values(LOST_BY_SEARCH)) {
      assert.equal(canProgress(layout, build(piles), { quickProof: false }), false);
    }
  });
});
