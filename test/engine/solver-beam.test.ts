/**
 * The solver's beam (docs/solver.md "The beam"): where hand placements are ordered by what they bury
 * (`buryOrder`), once the depth-first passes have spent half of a budget that pays for a beam at least
 * 64 positions wide, a beam search takes the rest. It finds wins the passes reach only much later (or not at all within the budget),
 * its lines replay, its answers are the same every time, and it never answers `lost`.
 *
 * From 1,000,000 nodes, the early beams (docs/solver.md "The early beams") go first: the search's first
 * 10,000 nodes, then narrow beams, then the search again. The tests of the beams that end the search
 * call it without them (`searchFrom(…, false, …)`), as the search after the early beams runs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf } from '../../src/engine/layout.js';
import { deal } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { searchFrom, solve, solverCore, type SolveResult } from '../../src/engine/solver.js';
import type { GameState } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { HAND_GAME } from '../helpers/shapes.js';
import { moveKey, position, replayLine } from './helpers.js';

const V = getVariant(HAND_GAME);
const start = (seed: string) => deal(V, shuffledDeck(seed, layoutOf(V).decks));

/** The search without the early beams, within `budget` nodes. */
function lateOnly(variantId: string, s: GameState, budget: number): SolveResult {
  const core = solverCore(getVariant(variantId));
  core.load(s);
  return searchFrom(core, { maxNodes: budget }, false, Infinity);
}

/**
 * Solves deal `seed` of `variantId` within `budget` nodes and checks that the beam won it: `won`, past
 * the `passes` nodes the depth-first passes keep, with a line that replays to a win.
 */
function wonByTheBeam(variantId: string, seed: string, budget: number, passes: number): void {
  const W = getVariant(variantId);
  const s = deal(W, shuffledDeck(seed, layoutOf(W).decks));
  const r = lateOnly(variantId, s, budget);
  assert.equal(r.result, 'won', `${r.result} after ${r.nodes} nodes`);
  assert.ok(r.nodes > passes, `won at ${r.nodes} nodes: by the beam, after the depth-first passes' ${passes}`);
  assert.equal(replayLine(W, s, r.moves!).status, 'won');
}

describe('the beam', () => {
  it('wins deal "205" of the hand game (left unknown at 2,000,000 nodes by the depth-first passes alone) within 200,000 nodes, after the passes\' half: the line replays to a win, the same twice', () => {
    const s = start('205');
    const r = lateOnly(HAND_GAME, s, 200_000);
    assert.equal(r.result, 'won', `${r.result} after ${r.nodes} nodes`);
    assert.ok(r.nodes > 100_000, `won at ${r.nodes} nodes: by the beam, after the depth-first passes' 100,000`);
    assert.equal(replayLine(V, s, r.moves!).status, 'won');
    const again = lateOnly(HAND_GAME, s, 200_000);
    assert.equal(again.nodes, r.nodes);
    assert.deepEqual(again.moves!.map(moveKey), r.moves!.map(moveKey));
  });

  it('answers unknown, never lost, when it runs out of positions before the budget (it drops positions without proving them)', () => {
    const r = lateOnly(HAND_GAME, start('35'), 200_000);
    assert.equal(r.result, 'unknown');
    assert.ok(r.nodes > 100_000 && r.nodes < 200_000, `${r.nodes} nodes: the beam ran and stopped with budget left`);
  });

  it('runs a third beam (a step of delay worth 100) when the first two run out of positions with budget left: deal "608" (unknown at 2,000,000 nodes with two beams, which ran out at 1,950,016) is won after them; the line replays', () => {
    wonByTheBeam(HAND_GAME, '608', 2_000_000, 1_950_016);
  });

  it('scores a card on the foundations above any placement, an empty pile as one card, and each step a card waits under one needed later', () => {
    const core = solverCore(V);
    const score = (piles: Record<string, string>): number => {
      core.load(position(V, piles));
      return core.beamScore();
    };
    // Four empty waste piles: 4 × 1,000.
    assert.equal(score({ stock: '5S 6S', hand: 'QS', 'foundation-1': 'AC' }), 1_000 + 4 * 1_000);
    // 2C (needed at step 1) under 9D (needed at step 8): it waits 7 steps, 30 each; three piles empty.
    assert.equal(score({ stock: '5S 6S', hand: 'QS', 'waste-1': '2C 9D' }), 3 * 1_000 - 7 * 30);
    // The other way up nothing waits.
    assert.equal(score({ stock: '5S 6S', hand: 'QS', 'waste-1': '9D 2C' }), 3 * 1_000);
  });
});

/**
 * A hand dealt onto waste piles that also pass cards between them (a waste top may fill an empty waste
 * pile), with in-suit ace foundations: the burial order is off there (the hand feeds piles that do not
 * feed only the foundations), the beam on, reading each card's need as the burial order does.
 */
const PASSING = variantIds.find((id) => {
  const r = searchRules(layoutOf(getVariant(id)));
  return r.beam && !r.buryOrder && !r.beamWait;
});

describe('the beam where the waste piles pass cards between them', () => {
  it("is on for such a game, reading each card's need from the foundations' start", () => {
    assert.ok(PASSING !== undefined, 'no variant with in-suit ace foundations, a hand, and waste piles that feed each other');
  });

  it('wins deal "43" (left unknown at 2,000,000 nodes by the depth-first passes alone) within 200,000 nodes, after the passes\' half; the line replays', () => {
    wonByTheBeam(PASSING!, '43', 200_000, 100_000);
  });
});

/**
 * A hand dealt onto piles that feed only foundations building regardless of suit by their own steps:
 * the beam counts each card's need from now, and takes only the last quarter of the budget.
 */
const STEPS = variantIds.find((id) => searchRules(layoutOf(getVariant(id))).beamWait);

describe('the beam where the foundations build by their own steps', () => {
  it("is on for such a game, with each card's need counted from now", () => {
    assert.ok(STEPS !== undefined, 'no variant with a hand onto piles and suit-blind foundations building by their own steps');
    assert.equal(searchRules(layoutOf(getVariant(STEPS))).beam, true);
  });

  it('wins deal "408" (left unknown at 2,000,000 nodes by the depth-first passes alone) within 400,000 nodes, after the passes\' three quarters; the line replays', () => {
    wonByTheBeam(STEPS!, '408', 400_000, 300_000);
  });

  it('runs no early beams: deal "17" (won at 26,752 nodes) is won with the same line and node count as by the search without them', () => {
    const V2 = getVariant(STEPS!);
    const s = deal(V2, shuffledDeck('17', layoutOf(V2).decks));
    const r = solve(V2, s);
    const late = lateOnly(STEPS!, s, 2_000_000);
    assert.equal(r.result, 'won');
    assert.ok(r.nodes > 10_000, `won at ${r.nodes} nodes, past the early beams' first 10,000`);
    assert.equal(r.nodes, late.nodes);
    assert.deepEqual(r.moves!.map(moveKey), late.moves!.map(moveKey));
  });

  it("counts a card's need from now: never later than from the foundations' start, and the cards a foundation takes next are needed at once", () => {
    const V2 = getVariant(STEPS!);
    const core = solverCore(V2);
    core.load(deal(V2, shuffledDeck('408', layoutOf(V2).decks)));
    // Every card some foundation takes next is needed now (0 from now).
    let next = 0;
    for (let c = 0; c < 52; c++) if (core.distance(c, true) === 0) next++;
    assert.ok(next >= 4, `${next} cards needed now (each foundation takes one rank next, in any suit)`);
    for (let c = 0; c < 52; c++) assert.ok(core.distance(c, true) <= core.distance(c), `card ${c}`);
  });
});

describe('the early beams', () => {
  it('win deal "205" of the hand game (won at 1,823,763 nodes without them) within 30,000 nodes, past the first 10,000 of the search; the line replays, the same twice', () => {
    const s = start('205');
    const r = solve(V, s);
    assert.equal(r.result, 'won', `${r.result} after ${r.nodes} nodes`);
    assert.ok(r.nodes > 10_000 && r.nodes < 30_000, `won at ${r.nodes} nodes`);
    assert.equal(replayLine(V, s, r.moves!).status, 'won');
    const late = lateOnly(HAND_GAME, s, 2_000_000);
    assert.ok(late.nodes > 1_000_000, `without the early beams: ${late.result} at ${late.nodes} nodes`);
    const again = solve(V, s);
    assert.equal(again.nodes, r.nodes);
    assert.deepEqual(again.moves!.map(moveKey), r.moves!.map(moveKey));
  });

  it('leave a deal the search wins within its first 10,000 nodes as it was: the same line and node count as without them', () => {
    for (const seed of ['5', '7']) {
      const s = start(seed);
      const r = solve(V, s);
      const late = lateOnly(HAND_GAME, s, 2_000_000);
      assert.ok(late.nodes < 10_000, `deal ${seed}: won at ${late.nodes} nodes without the early beams`);
      assert.equal(r.nodes, late.nodes, `deal ${seed}`);
      assert.deepEqual(r.moves!.map(moveKey), late.moves!.map(moveKey), `deal ${seed}`);
    }
  });

  it("do not run under 1,000,000 nodes (a hint's samples, a winnable-deal search's 200,000 a seed): the search is the one without them", () => {
    const s = start('205');
    const r = solve(V, s, { maxNodes: 999_999 });
    const late = lateOnly(HAND_GAME, s, 999_999);
    assert.equal(r.result, late.result);
    assert.equal(r.nodes, late.nodes);
  });
});
