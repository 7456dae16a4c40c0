/**
 * The no-peek hint (src/engine/hint.ts), in Node: two positions that differ only in what the player
 * cannot see (the stock's order; which card lies under which face-down place) get the same hint for
 * the same sampling seed; the same call gives the same answer twice; hints are legal; budgets hold.
 *
 * Run: node --import tsx --test test/node/hint.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseDeck, shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf } from '../../src/engine/layout.js';
import { hint, type HintResult } from '../../src/engine/hint.js';
import { applyExact, applyMove, autoPlay, deal, legalMoves, type GameState, type Move } from '../../src/engine/rules.js';
import { greedyMove, solve } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const moveKey = (m: Move): string => `${m.from}>${m.to}x${m.count ?? 1}`;
/** Everything of a hint but its wall time. */
const answer = (h: HintResult): unknown => ({ ...h, ms: 0 });

/** A position some greedy moves into the deal of `seed`. */
function midGame(id: string, seed: string, steps: number): GameState {
  const v = getVariant(id);
  let s = autoPlay(v, deal(v, shuffledDeck(seed, layoutOf(v).decks))).state;
  for (let i = 0; i < steps && s.status === 'playing'; i++) {
    const m = greedyMove(v, s) ?? legalMoves(v, s)[0];
    if (!m) break;
    const r = applyMove(v, s, m);
    assert.ok(r.ok);
    s = r.state;
  }
  return s;
}

/** `s` with its hidden cards (every face-down place) dealt out again in another order. */
function reshuffleHidden(s: GameState, pick: (n: number) => number): GameState {
  const places: [number, number][] = [];
  s.piles.forEach((_, p) => {
    for (let i = 0; i < s.faceDown[p]; i++) places.push([p, i]);
  });
  const cards = places.map(([p, i]) => s.piles[p][i]);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const piles = s.piles.map((p) => p.slice());
  places.forEach(([p, i], k) => (piles[p][i] = cards[k]));
  return { ...s, piles };
}

const solverDeals = JSON.parse(readFileSync(new URL('../fixtures/solver-deals.json', import.meta.url), 'utf8')) as Record<string, string[]>;

const SMALL = { samples: 6, nodesPerSample: 800, maxNodes: 40_000 };

describe('hint: sees only what the player sees', () => {
  for (const id of variantIds) {
    it(`${id}: the same hint when only the hidden cards' order (or identity under face-down places) differs (property)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 100_000 }),
          fc.integer({ min: 0, max: 25 }),
          fc.infiniteStream(fc.nat()),
          (deal_, steps, picks) => {
            const s = midGame(id, String(deal_), steps);
            if (s.status !== 'playing') return;
            const it = picks[Symbol.iterator]();
            const t = reshuffleHidden(s, (n) => it.next().value % n);
            const a = hint(getVariant(id), s, { ...SMALL, seed: 'same' });
            const b = hint(getVariant(id), t, { ...SMALL, seed: 'same' });
            assert.deepEqual(answer(a), answer(b));
          },
        ),
        { numRuns: 8, seed: 3 },
      );
    });

    it(`${id}: the same call gives the same answer; another seed may sample other orders`, () => {
      const s = midGame(id, '21', 6);
      const a = hint(getVariant(id), s, { ...SMALL, seed: 1 });
      const b = hint(getVariant(id), s, { ...SMALL, seed: 1 });
      assert.deepEqual(answer(a), answer(b));
      assert.ok(a.move && legalMoves(getVariant(id), s).map(moveKey).includes(moveKey(a.move)));
      assert.ok(a.winRate >= 0 && a.winRate <= 1);
      assert.ok(a.nodes <= SMALL.maxNodes, `${a.nodes} nodes within the budget`);
      assert.equal(a.samples, a.candidates.find((c) => moveKey(c.move) === moveKey(a.move!))!.samples);
      assert.equal(a.wins, Math.round(a.winRate * a.samples));
    });
  }

  for (const id of variantIds) {
    it(`${id}: with nothing hidden the hint is exact: on a winning line it wins, with rate 1`, () => {
      const v = getVariant(id);
      // Follow a winning line until nothing is face down any more.
      // The deals the solver wins (test/fixtures/solver-deals.json: seeds, or `deck:` and a deck order).
      let line: Move[] | undefined;
      let s = deal(v, shuffledDeck('1', layoutOf(v).decks));
      for (const d of solverDeals[id] ?? []) {
        s = deal(v, d.startsWith('deck:') ? parseDeck(d.slice(5), layoutOf(v).decks) : shuffledDeck(d, layoutOf(v).decks));
        line = solve(v, s, { maxNodes: 200_000 }).moves;
        if (line) break;
      }
      assert.ok(line, `a deal the solver wins (test/fixtures/solver-deals.json, ${id})`);
      for (const m of line) {
        if (s.faceDown.every((f) => f === 0)) break;
        const r = applyExact(v, s, m);
        assert.ok(r.ok);
        s = r.state;
      }
      assert.ok(s.faceDown.every((f) => f === 0) && s.status === 'playing');
      const h = hint(v, s, { maxNodes: 400_000, nodesPerSample: 200_000 });
      assert.equal(h.exact, true);
      assert.equal(h.winRate, 1);
      assert.equal(h.samples, 1);
    });
  }

  it('bad options are refused with the option named', () => {
    const s = midGame(variantIds[0], '3', 0);
    assert.throws(() => hint(getVariant(variantIds[0]), s, { samples: 0 }), /samples must be a positive integer/);
    assert.throws(() => hint(getVariant(variantIds[0]), s, { maxNodes: 1.5 }), /maxNodes must be a positive integer/);
    assert.throws(() => hint(getVariant(variantIds[0]), s, { seed: {} as unknown as string }), /seed must be a string or a finite number/);
  });
});
