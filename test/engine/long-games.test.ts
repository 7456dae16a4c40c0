/**
 * Long games restore in time linear in their moves: a saved game or move list of tens of thousands of
 * turns (a move and its reverse, played over and over, fit 120,000 characters, under the 262,144 the
 * element's restore() takes) is rebuilt in seconds, not the minutes a copy of the history per turn took.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyExact,
  currentState,
  formatMoveList,
  hashSeed,
  layoutOf,
  legalMoves,
  newGame,
  parseMoveList,
  restoreGame,
  serializeGame,
  type Move,
  type VariantDefinition,
} from '../../src/engine/index.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const TURNS = 40_000;

/** The first game and deal (in registry order) with a move whose reverse is legal right after it. */
function reversible(): { variant: VariantDefinition; seed: string; move: Move; back: Move } {
  for (const id of variantIds) {
    const variant = getVariant(id);
    for (let n = 1; n <= 40; n++) {
      const seed = String(n);
      const state = currentState(newGame(variant, { seed, autoPlay: false }));
      for (const move of legalMoves(variant, state)) {
        const r = applyExact(variant, state, move);
        if (!r.ok) continue;
        const back = legalMoves(variant, r.state).find((m) => m.from === move.to && m.to === move.from && m.count === move.count);
        if (back) return { variant, seed, move, back };
      }
    }
  }
  throw new Error('no game in the registry has a move that can be played back');
}

describe('a long game', () => {
  it(`of ${TURNS} turns restores from its save and its move list in seconds`, () => {
    const { variant, seed, move, back } = reversible();
    const layout = layoutOf(variant);
    const letters = (m: Move): string =>
      String.fromCharCode(65 + layout.indexOf.get(m.from)!, 65 + layout.indexOf.get(m.to)!) + ((m.count ?? 1) > 1 ? String(m.count) : '');
    const turns = Array.from({ length: TURNS }, (_, i) => letters(i % 2 === 0 ? move : back)).join('.');
    const body = `PE1;v=${variant.id};s=${seed};a=0;c=${TURNS};t=${turns}`;
    const save = `${body};h=${hashSeed(body).toString(36)}`;
    assert.ok(save.length < 262_144, `${save.length} characters`);

    let t0 = performance.now();
    const { game } = restoreGame(save, getVariant);
    const restoreMs = performance.now() - t0;
    assert.equal(game.turns.length, TURNS);
    assert.equal(game.cursor, TURNS);
    assert.equal(serializeGame(variant, game), save);

    t0 = performance.now();
    const again = parseMoveList(formatMoveList(game), getVariant).game;
    const parseMs = performance.now() - t0;
    assert.equal(serializeGame(variant, again), save);
    // About 2 s each on the 2 shared cores; a copy of the history per turn took over 6 minutes.
    assert.ok(restoreMs < 30_000, `restoreGame took ${Math.round(restoreMs)} ms`);
    assert.ok(parseMs < 30_000, `parseMoveList took ${Math.round(parseMs)} ms`);
  });
});
