/**
 * The loss search (`canProgress`, docs/rules.md "End of the game") goes best first; its answer must be
 * the one the breadth-first search it replaced gave (kept in test/reference/loss-search.ts), since the
 * answer does not depend on the order: progress found, or the limit of distinct positions passed, or
 * every reachable position visited. Checked on random positions of every variant, and on positions
 * where the search is really needed (no progress move of their own, some rearrangement). The quick
 * proof (`rearrangingCannotProgress`) may settle more positions than before, never one where the
 * search finds progress.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf, type Layout } from '../../src/engine/layout.js';
import {
  LOSS_SEARCH_LIMIT,
  applyRaw,
  canProgress,
  deal,
  forEachLegalMove,
  isProgress,
  rearrangingCannotProgress,
  type GameState,
  type LossSearchStats,
} from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { breadthFirstCanProgress } from '../reference/loss-search.js';
import { referenceWitness } from '../reference/rules.js';
import { describePosition, randomPosition, type Pick } from '../reference/positions.js';

/** Whether `s` has no progress move of its own but some rearrangement: the search has work to do. */
function needsSearch(layout: Layout, s: GameState): boolean {
  let progress = false;
  let rearrangements = 0;
  forEachLegalMove(layout, s, (from, to, count) => {
    if (isProgress(layout, s, from, to, count)) return (progress = true);
    rearrangements++;
    return false;
  });
  return !progress && rearrangements > 0;
}

const stats = (): LossSearchStats => ({ expanded: 0, seen: 0 });

/** The new search and the breadth-first one agree on `s`; returns whether the search had work to do. */
function agree(id: string, s: GameState): boolean {
  const layout = layoutOf(getVariant(id));
  const where = (): string => `\n${describePosition(getVariant(id), s)}`;
  // The search alone: exactly the same answer.
  const bfs = stats();
  const want = breadthFirstCanProgress(layout, s, { quickProof: false, stats: bfs });
  assert.equal(canProgress(layout, s, { quickProof: false }), want, `the search alone${where()}`);
  // With the quick proofs: the same answer, except that the quick proof may now prove lost a position
  // whose breadth-first search passed the limit (and so called it playable).
  const got = canProgress(layout, s);
  const old = breadthFirstCanProgress(layout, s);
  if (got !== old) {
    assert.equal(got, false, `only a proof of loss may differ${where()}`);
    assert.equal(bfs.seen >= LOSS_SEARCH_LIMIT, true, `the old search passed its limit${where()}`);
  }
  // The quick proof (for a position with no progress move of its own) never calls lost a position
  // where the search finds progress.
  const searched = needsSearch(layout, s);
  // The way to progress the search reports holds by the reference's rules (the fuzz checks status with
  // it); when the search needed moves, the start alone does not make progress.
  const found = stats();
  if (canProgress(layout, s, { stats: found }) && found.path) {
    const path = found.path.map((m) => ({ from: layout.ids[m.from], to: layout.ids[m.to], count: m.count }));
    assert.equal(referenceWitness(getVariant(id), s, path), null, `the search's way to progress${where()}`);
    if (path.length > 0) assert.notEqual(referenceWitness(getVariant(id), s, []), null, `progress without the search's moves${where()}`);
  }
  if (searched && rearrangingCannotProgress(layout, s))
    assert.ok(!want || bfs.seen >= LOSS_SEARCH_LIMIT, `the quick proof is wrong${where()}`);
  return searched;
}

/**
 * Whether tableau piles feed one another: then random positions with no progress move of their own
 * are common enough to draw (in other games the hand or a waste pile nearly always holds one).
 */
const tableauRearranges = (layout: Layout): boolean => layout.tableau.some((p) => layout.tableau.some((q) => layout.feeds[p][q]));

/** Positions reached by random legal moves from a deal, after `steps` moves (fewer when the game ends). */
function played(id: string, seed: number, steps: number, pick: Pick): GameState {
  const V = getVariant(id);
  const layout = layoutOf(V);
  let s = deal(V, shuffledDeck(String(seed), layout.decks));
  for (let i = 0; i < steps && s.status === 'playing'; i++) {
    const moves: [number, number, number][] = [];
    forEachLegalMove(layout, s, (f, t, c) => void moves.push([f, t, c]));
    if (moves.length === 0) break;
    const [f, t, c] = moves[pick(moves.length)];
    s = { ...applyRaw(layout, s, f, t, c).state, status: 'playing' };
  }
  return s;
}

describe('the best-first loss search gives the breadth-first answers', () => {
  for (const id of variantIds) {
    const V = getVariant(id);
    const layout = layoutOf(V);
    const big = layout.cardCount > 52;

    it(`${id}: on random positions made from the declaration (property)`, () => {
      fc.assert(
        fc.property(
          fc.infiniteStream(fc.nat()),
          fc.integer({ min: 0, max: layout.cardCount }),
          fc.double({ min: 0.05, max: 1, noNaN: true }),
          (picks, up, keep) => {
            const it = picks[Symbol.iterator]();
            agree(
              id,
              randomPosition(V, (n) => it.next().value % n, up, keep),
            );
          },
        ),
        { numRuns: big ? 15 : 40 },
      );
    });

    it(`${id}: on positions reached by random play (property)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 400 }),
          fc.infiniteStream(fc.nat()),
          (seed, steps, picks) => {
            const it = picks[Symbol.iterator]();
            agree(
              id,
              played(id, seed, steps, (n) => it.next().value % n),
            );
          },
        ),
        { numRuns: big ? 8 : 20 },
      );
    });

    if (!tableauRearranges(layout)) continue;
    it(`${id}: on positions with no progress move of their own, where the search decides (property)`, () => {
      let searched = 0;
      fc.assert(
        fc.property(fc.infiniteStream(fc.nat()), (picks) => {
          const it = picks[Symbol.iterator]();
          const pick: Pick = (n) => it.next().value % n;
          // Random positions until one where the search has work to do (most have a progress move).
          for (let tries = 0; tries < 400; tries++) {
            const s = randomPosition(V, pick, pick(layout.cardCount + 1), 0.1 + pick(90) / 100);
            if (!needsSearch(layout, s)) continue;
            assert.equal(agree(id, s), true);
            searched++;
            return;
          }
        }),
        { numRuns: big ? 20 : 15 },
      );
      assert.ok(searched >= 10, `only ${searched} positions needed the search`);
    });
  }
});
