/**
 * The solver's burial-weighing move order (docs/solver.md "Move order"; search-rules.ts `buryOrder`):
 * on for a game that deals a hand onto waste piles with four ace foundations building up regardless of
 * suit, and for one whose in-suit foundations lock a suit each and take only what the hand and the piles
 * it feeds give them (the future-card shape); off for every game with tableau piles. With it, a hand placement that buries cards needed only a little
 * sooner than the card is tried before an empty pile, and the rest by how much they delay what they
 * bury; deals the plain order left `unknown` at 300,000 nodes are won within far smaller budgets.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf } from '../../src/engine/layout.js';
import { deal } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { solve, solverCore, type SolveResult } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { HAND_GAME, LOCKING_GAME, pileOf } from '../helpers/shapes.js';
import { moveKey, position, replayLine } from './helpers.js';

const V = getVariant(HAND_GAME);
const LOCKING = getVariant(LOCKING_GAME);

/** Solves `seed` of `variant` within `budget`; asserts a win whose line replays to a won game, the same twice; returns the answer. */
function assertWins(variant: typeof V, seed: string, budget: number): SolveResult {
  const start = deal(variant, shuffledDeck(seed, layoutOf(variant).decks));
  const r = solve(variant, start, { maxNodes: budget });
  assert.equal(r.result, 'won', `${r.result} after ${r.nodes} nodes`);
  assert.equal(replayLine(variant, start, r.moves!).status, 'won');
  const again = solve(variant, start, { maxNodes: budget });
  assert.equal(again.nodes, r.nodes);
  assert.deepEqual(again.moves!.map(moveKey), r.moves!.map(moveKey));
  return r;
}

describe('the burial-weighing move order', () => {
  it('is on for the hand game with rank-column foundations, and off for every game with tableau piles', () => {
    assert.equal(searchRules(layoutOf(V)).buryOrder, true);
    for (const id of variantIds)
      if (pileOf(getVariant(id), 'tableau') !== undefined) assert.equal(searchRules(layoutOf(getVariant(id))).buryOrder, false, id);
  });

  it('puts the hand card on a pile whose cards it delays by one step before an empty pile, and the rest by least delay', () => {
    // The hand's QS is needed at step 11 (rank − 1). No pile's top is needed later. It delays JH by one
    // step; 7D by five; 8C over 5C 4C 3C 2C by four each, twenty in all (8C, needed latest, is the top).
    const s = position(V, {
      stock: '5S 6S',
      hand: 'QS',
      'waste-1': '2C 3C 4C 5C 8C',
      'waste-2': '7D',
      'waste-3': 'JH',
    });
    const core = solverCore(V);
    core.load(s);
    const buf = new Int32Array(core.maxMoves);
    const order = Array.from(buf.subarray(0, core.searchMoves(buf, 0)), (m) => moveKey(core.toMove(m)));
    assert.deepEqual(order, ['hand>waste-3', 'hand>waste-4', 'hand>waste-2', 'hand>waste-1']);
  });

  for (const [seed, budget] of [
    ['43', 30_000],
    ['31', 50_000],
  ] as const) {
    it(`wins deal "${seed}" (unknown at 300,000 nodes with the plain order) within ${budget} nodes; the line replays to a win; the same answer twice`, () => {
      assertWins(V, seed, budget);
    });
  }

  it('is on for the hand game whose in-suit foundations each lock a suit', () => {
    assert.equal(searchRules(layoutOf(LOCKING)).futureCards, true);
    assert.equal(searchRules(layoutOf(LOCKING)).buryOrder, true);
  });

  it('wins deal "47" of the locking game (unknown at 2,000,000 nodes with the plain order) within 400,000 nodes; the line replays to a win', () => {
    assertWins(LOCKING, '47', 400_000);
  });
});

/**
 * A hand dealt onto piles that feed only foundations building up by one in colour (two foundations a
 * colour): the plain order keeps the first 55 % of a large budget, then the burial order takes over
 * (search-rules.ts `buryLater`; docs/solver.md "The burial order after the plain order").
 */
const COLOURS = variantIds.find((id) => {
  const rules = searchRules(layoutOf(getVariant(id)));
  return rules.buryLater && !rules.beamWait;
});

describe('the burial order after the plain order', () => {
  it('is on for the hand game with foundations by colour only, never where the burial order is on from the start', () => {
    assert.ok(COLOURS !== undefined, 'no variant with a hand onto piles and foundations building by colour');
    for (const id of variantIds) {
      const rules = searchRules(layoutOf(getVariant(id)));
      if (rules.buryLater) assert.equal(rules.buryOrder, false, id);
    }
  });

  it('wins deal "980" of that game (unknown at 2,000,000 nodes with the plain order alone) within 200,000 nodes, after the plain order\'s 110,000; the line replays; the same answer twice', () => {
    const r = assertWins(getVariant(COLOURS!), '980', 200_000);
    assert.ok(r.nodes > 110_000, `won at ${r.nodes} nodes: in the burial order, after the plain order's 110,000`);
  });
});

/**
 * A hand dealt onto piles that feed only foundations building regardless of suit by their own steps
 * (search-rules.ts `beamWait`): the plain order keeps the first quarter of a large budget, then the
 * burial order takes over until the beam's last quarter (docs/solver.md "The burial order after the
 * plain order").
 */
const STEPS = variantIds.find((id) => searchRules(layoutOf(getVariant(id))).beamWait);

describe('the burial order after the plain order, where the foundations build by their own steps', () => {
  it('is on there', () => {
    assert.ok(STEPS !== undefined, 'no variant with a hand onto piles and suit-blind foundations building by their own steps');
    assert.equal(searchRules(layoutOf(getVariant(STEPS))).buryLater, true);
  });

  it('wins deal "55" of that game (unknown at 2,000,000 nodes with the plain order and the beam) within 200,000 nodes, after the plain order\'s 50,000; the line replays; the same answer twice', () => {
    const r = assertWins(getVariant(STEPS!), '55', 200_000);
    assert.ok(r.nodes > 50_000, `won at ${r.nodes} nodes: in the burial order, after the plain order's 50,000`);
  });
});

/**
 * A hand dealt onto piles with four in-suit ace foundations, where the piles also pass cards between
 * them (the beam's `inSuit` shape, search-rules.ts): the plain order keeps the first quarter of a large
 * budget, then the burial order takes over until the beam's half (docs/solver.md "The same in Last
 * Chance").
 */
const PASSING = variantIds.find((id) => {
  const rules = searchRules(layoutOf(getVariant(id)));
  return rules.buryLater && rules.beam && !rules.beamWait;
});

describe('the burial order after the plain order, where the piles pass cards between them', () => {
  it('wins deal "15" of that game (unknown at 2,000,000 nodes with the plain order and the beams) within 200,000 nodes, after the plain order\'s 50,000; the line replays; the same answer twice', () => {
    assert.ok(PASSING !== undefined, 'no variant with a hand onto piles that pass cards and in-suit ace foundations');
    const r = assertWins(getVariant(PASSING), '15', 200_000);
    assert.ok(r.nodes > 50_000, `won at ${r.nodes} nodes: in the burial order, after the plain order's 50,000`);
  });
});
