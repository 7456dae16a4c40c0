/**
 * Games are immutable from the caller's side: every object and array reachable from a game the engine
 * returns (its deck, positions, piles, moves) is frozen, so a caller that changes a returned position or
 * move cannot change the game, its other positions (they share their unchanged piles), its save or
 * the moves the rules allow.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  currentState,
  formatMoveList,
  legalMoves,
  newGame,
  parseMoveList,
  play,
  redo,
  restartGame,
  restoreGame,
  serializeGame,
  undo,
  type Game,
} from '../../src/engine/index.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

/** The path of the first object or array reachable from `value` that is not frozen, or null. */
function unfrozen(value: unknown, path = 'game', seen = new Set<object>()): string | null {
  if (value === null || typeof value !== 'object' || seen.has(value)) return null;
  seen.add(value);
  if (!Object.isFrozen(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const found = unfrozen(v, `${path}.${k}`, seen);
    if (found !== null) return found;
  }
  return null;
}

/** Tries to change `f`'s target: a frozen one throws in this strict module, which is what is wanted. */
function attempt(f: () => void): void {
  try {
    f();
  } catch {
    // Frozen: the change is refused.
  }
}

describe('games are frozen all through', () => {
  for (const id of variantIds) {
    const V = getVariant(id);
    it(`${id}: every game newGame, play, undo, redo, restartGame, restoreGame and parseMoveList return`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1e6 }), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (seed, picks) => {
          let game: Game = newGame(V, { seed: String(seed) });
          const check = (g: Game, where: string): void => assert.equal(unfrozen(g), null, `${id} seed ${seed}: ${where}`);
          check(game, 'newGame');
          for (const pick of picks) {
            const moves = legalMoves(V, currentState(game));
            if (moves.length === 0) break;
            if (pick % 7 === 0 && game.cursor > 0) {
              game = undo(game)!.game;
              check(game, 'undo');
              if (pick % 2 === 0) {
                game = redo(game)!.game;
                check(game, 'redo');
              }
              continue;
            }
            const r = play(V, game, moves[pick % moves.length]);
            assert.ok(r.ok);
            assert.equal(unfrozen(r.turn, 'turn'), null);
            game = r.game;
            check(game, 'play');
          }
          check(restoreGame(serializeGame(V, game), getVariant).game, 'restoreGame');
          check(parseMoveList(formatMoveList(game), getVariant).game, 'parseMoveList');
          check(restartGame(V, game), 'restartGame');
        }),
        { numRuns: 4 },
      );
    });
  }
});

describe('changing a returned position or move changes nothing in the game', () => {
  const id = variantIds[0];
  const V = getVariant(id);
  it('pushing cards on a pile, changing face-down counts and a move: the positions, save and moves stay', () => {
    let game = newGame(V, { seed: '42' });
    for (let i = 0; i < 6; i++) {
      const r = play(V, game, legalMoves(V, currentState(game))[0]);
      assert.ok(r.ok);
      game = r.game;
      const save = serializeGame(V, game);
      const list = formatMoveList(game);
      const before = JSON.stringify(game);
      const s = currentState(game);
      attempt(() => s.piles.forEach((p) => (p as number[]).push(0)));
      attempt(() => (s.faceDown as number[]).fill(0));
      attempt(() => ((s as { status: string }).status = 'won'));
      attempt(() => (r.turn[0].cards as string[]).push('KS'));
      attempt(() => ((game.states as unknown[]).length = 1));
      attempt(() => (game.deck as number[]).reverse());
      assert.equal(JSON.stringify(game), before);
      assert.equal(serializeGame(V, game), save);
      assert.equal(formatMoveList(game), list);
      assert.equal(JSON.stringify(currentState(undo(game)!.game)), JSON.stringify(game.states[game.cursor - 1]));
    }
  });
});
