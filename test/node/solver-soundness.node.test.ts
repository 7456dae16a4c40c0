/**
 * Every `lost` the solver gives must be a loss: on small random positions of every variant, the
 * solver's answer against a brute force that tries every sequence of legal moves (the engine's
 * `legalMoves` and `applyExact`, no shortcut of the solver: no key symmetry, no forced move, no dead
 * test, no move left out). Won lines replay. Also: answers are the same from run to run.
 *
 * Run: node --import tsx --test test/node/solver-soundness.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cardCode } from '../../src/engine/cards.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyExact, legalMoves, positionKey, type GameState } from '../../src/engine/rules.js';
import { solve } from '../../src/engine/solver.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { shuffledDeck } from '../../src/engine/deck.js';
import { deal } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

/** mulberry32. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
}

/** All of the position's cards are on the foundations (a small position holds fewer than 52). */
const allUp = (v: VariantDefinition, s: GameState): boolean => {
  const l = layoutOf(v);
  return l.ids.every((_, p) => l.kinds[p] === 'foundation' || s.piles[p].length === 0);
};

/** Every sequence of legal moves, each position once: won, lost, or unknown past `limit` positions. */
function bruteForce(v: VariantDefinition, start: GameState, limit: number): 'won' | 'lost' | 'unknown' {
  const seen = new Set<string>();
  const stack: GameState[] = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (allUp(v, s)) return 'won';
    const k = positionKey(s);
    if (seen.has(k)) continue;
    seen.add(k);
    if (seen.size > limit) return 'unknown';
    for (const m of legalMoves(v, s)) {
      const r = applyExact(v, s, m);
      assert.ok(r.ok, 'a legal move applies');
      stack.push(r.state);
    }
  }
  return 'lost';
}

/**
 * A small random position: some cards put up on the foundations where the rules take them, a share of
 * the rest spread over the hand, the stock and the other piles (some tableau cards face down).
 */
function smallPosition(v: VariantDefinition, pick: (n: number) => number): GameState {
  const l = layoutOf(v);
  const cards: number[][] = l.ids.map(() => []);
  const faceDown = l.ids.map(() => 0);
  const free = new Set(Array.from({ length: l.cardCount }, (_, c) => c));
  const spot = l.kinds.findIndex((k) => k === 'hand' || k === 'waste' || k === 'waste-pile');
  const up = 8 + pick(40);
  for (let tries = 0, placed = 0; tries < up * 40 && placed < up; tries++) {
    const f = l.foundations[pick(l.foundations.length)];
    const card = [...free][pick(free.size)];
    cards[spot].push(card);
    const ok = applyExact(v, { piles: cards, faceDown, moves: 0, status: 'playing' }, { from: l.ids[spot], to: l.ids[f] }).ok;
    cards[spot].pop();
    if (!ok) continue;
    cards[f].push(card);
    free.delete(card);
    placed++;
  }
  const rest = [...free];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const kept = rest.slice(0, Math.round(rest.length * (0.1 + pick(15) / 100)));
  const others = l.ids.map((_, i) => i).filter((i) => !['foundation', 'stock', 'hand'].includes(l.kinds[i]));
  let k = 0;
  if (l.hand >= 0 && kept.length > 0) cards[l.hand].push(kept[k++]);
  const toStock = pick(kept.length - k + 1);
  for (let i = 0; i < toStock; i++) cards[l.stock].push(kept[k++]);
  faceDown[l.stock] = cards[l.stock].length;
  while (k < kept.length) cards[others[pick(others.length)]].push(kept[k++]);
  l.ids.forEach((_, i) => {
    if (l.kinds[i] === 'tableau' && cards[i].length > 1) faceDown[i] = pick(cards[i].length);
  });
  return { piles: cards, faceDown, moves: 0, status: 'playing' };
}

const describePosition = (v: VariantDefinition, s: GameState): string =>
  layoutOf(v)
    .ids.map((id, p) => `${id}: ${s.piles[p].map((c, j) => (j < s.faceDown[p] ? `(${cardCode(c)})` : cardCode(c))).join(' ')}`)
    .join('\n');

describe('solver soundness: every lost is lost (brute force on small positions)', () => {
  for (const id of variantIds) {
    it(`${id}: the solver agrees with the brute force, and its won lines replay`, () => {
      const v = getVariant(id);
      const pick = seeded(0x5eed + id.length);
      const seen = { won: 0, lost: 0 };
      for (let i = 0; i < 160 && (seen.won < 25 || seen.lost < 25); i++) {
        const s = smallPosition(v, pick);
        const truth = bruteForce(v, s, 20_000);
        if (truth === 'unknown') continue;
        const r = solve(v, s, { maxNodes: 500_000 });
        if (r.result === 'unknown') continue;
        assert.equal(r.result, truth, `solver ${r.result}, brute force ${truth}\n${describePosition(v, s)}`);
        seen[truth]++;
        if (r.result === 'won') {
          let t = s;
          for (const m of r.moves!) {
            const step = applyExact(v, t, m);
            assert.ok(step.ok, `a line's move is legal\n${describePosition(v, s)}`);
            t = step.state;
          }
          assert.ok(allUp(v, t), 'the line puts every card up');
        }
      }
      assert.ok(seen.won >= 10 && seen.lost >= 10, `compared ${seen.won} won and ${seen.lost} lost positions`);
    });
  }
});

describe('solver: the same answer every time', () => {
  for (const id of variantIds) {
    it(`${id}: two runs on the same deals give the same answers, lines and node counts`, () => {
      const v = getVariant(id);
      for (const seed of ['1', '2', '3', '4']) {
        const s = deal(v, shuffledDeck(seed));
        const a = solve(v, s, { maxNodes: 30_000 });
        const b = solve(v, s, { maxNodes: 30_000 });
        assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 });
      }
    });
  }
});
