/**
 * The engine's compiled tables and rule core against the reference reading of the declarations
 * (test/reference/rules.ts), for every variant in the registry: on random positions (made from the
 * declaration, and reached by random play) the same legal moves, the same result for each of them,
 * and the same status.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { shuffledDeck } from '../../src/engine/deck.js';
import { layoutOf } from '../../src/engine/layout.js';
import { refusalText } from '../../src/engine/reasons.js';
import { applyMove, deal, legalMoves, statusOf, type GameState } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { describePosition, randomPosition } from '../reference/positions.js';
import { referenceApply, referenceCanProgress, referenceMoves, referenceWon, whyIllegal } from '../reference/rules.js';
import { moveKey } from './helpers.js';

/** The engine and the reference agree on everything about one position. */
function agree(id: string, s: GameState): void {
  const V = getVariant(id);
  const layout = layoutOf(V);
  const where = (): string => `\n${describePosition(V, s)}`;
  const engine = legalMoves(V, s).map(moveKey).sort();
  const reference = referenceMoves(V, s).map(moveKey).sort();
  assert.deepEqual(engine, reference, `legal moves${where()}`);
  for (const m of referenceMoves(V, s)) {
    const r = applyMove(V, s, m, { autoPlay: false });
    if (!r.ok) assert.fail(`${moveKey(m)} refused: ${refusalText(r.reason)}${where()}`);
    const want = referenceApply(V, s, m);
    assert.deepEqual(r.state.piles, want.piles, `${moveKey(m)}: piles${where()}`);
    assert.deepEqual(r.state.faceDown, want.faceDown, `${moveKey(m)}: face-down cards${where()}`);
    assert.equal(r.state.redeals ?? 0, want.redeals ?? 0, `${moveKey(m)}: redeals${where()}`);
  }
  // Every from, to and count up to 3: the engine accepts exactly what the reference finds legal.
  for (const from of layout.ids) {
    for (const to of layout.ids) {
      for (let count = 1; count <= 3; count++) {
        const m = { from, to, count };
        const legal = whyIllegal(V, s, m) === null;
        assert.equal(
          applyMove(V, s, m, { autoPlay: false }).ok,
          legal,
          `${moveKey(m)} ${legal ? 'legal' : `illegal: ${whyIllegal(V, s, m)}`}${where()}`,
        );
      }
    }
  }
  const status = statusOf(layout, s);
  if (referenceWon(V, s)) assert.equal(status, 'won', where());
  else {
    const progress = referenceCanProgress(V, s, 400);
    if (progress !== null) assert.equal(status, progress ? 'playing' : 'lost', `status${where()}`);
  }
}

describe('the tables agree with the reference reading of the declarations', () => {
  for (const id of variantIds) {
    const V = getVariant(id);
    const total = layoutOf(V).cardCount;
    // A two-deck position is about four times the work of a one-deck one for the reference.
    const runs = (n: number): number => Math.ceil((n * 52) / total / (total > 52 ? 2 : 1));

    it(`${id}: on random positions made from the declaration (property)`, () => {
      fc.assert(
        fc.property(
          fc.infiniteStream(fc.nat()),
          fc.integer({ min: 0, max: total }),
          fc.double({ min: 0.05, max: 1, noNaN: true }),
          (picks, up, keep) => {
            const it = picks[Symbol.iterator]();
            agree(
              id,
              randomPosition(V, (n) => it.next().value % n, up, keep),
            );
          },
        ),
        { numRuns: runs(60) },
      );
    });

    it(`${id}: on positions reached by random play (property)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 200 }),
          fc.infiniteStream(fc.nat()),
          (seed, steps, picks) => {
            const it = picks[Symbol.iterator]();
            let s = deal(V, shuffledDeck(String(seed), layoutOf(V).decks));
            for (let i = 0; i < steps && s.status === 'playing'; i++) {
              const moves = legalMoves(V, s);
              if (moves.length === 0) break;
              const r = applyMove(V, s, moves[it.next().value % moves.length], { autoPlay: false });
              if (!r.ok) assert.fail(refusalText(r.reason));
              s = r.state;
            }
            agree(id, s);
          },
        ),
        { numRuns: runs(20) },
      );
    });
  }
});
