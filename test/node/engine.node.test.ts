// @own-process: checks that the process has no DOM globals (files sharing a process may set `window`).
/**
 * Smoke test: the engine and the variant declarations run in Node, with no DOM at all.
 *
 * Run: node --import tsx --test test/node/engine.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../src/engine/index.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { refusalText } from '../../src/engine/reasons.js';

describe('engine in Node', () => {
  it('has no DOM to lean on', () => {
    const g = globalThis as Record<string, unknown>;
    assert.equal(typeof g.document, 'undefined');
    assert.equal(typeof g.window, 'undefined');
    assert.equal(typeof g.HTMLElement, 'undefined');
  });

  it('the registry: distinct ids, each found by getVariant, an unknown id a RangeError', () => {
    assert.ok(variantIds.length > 0);
    assert.equal(new Set(variantIds).size, variantIds.length);
    for (const id of variantIds) assert.equal(getVariant(id).id, id);
    assert.throws(() => getVariant('no-such-game'), RangeError);
  });

  for (const id of variantIds) {
    it(`${id}: deals, plays legal moves, undoes, saves and restores`, () => {
      const V = getVariant(id);
      const layout = engine.layoutOf(V);
      let game = engine.newGame(V, { seed: 'node-smoke' });
      const dealt = engine.currentState(game);
      assert.equal(dealt.piles.flat().length, layout.cardCount);
      assert.equal(new Set(dealt.piles.flat()).size, layout.cardCount);
      assert.equal(dealt.status, 'playing');

      for (let i = 0; i < 12; i++) {
        const moves = engine.legalMoves(V, engine.currentState(game));
        if (moves.length === 0) break;
        const r = engine.play(V, game, moves[(i * 7) % moves.length]);
        assert.ok(r.ok, r.ok ? '' : refusalText(r.reason));
        game = r.game;
      }
      assert.ok(game.turns.length > 0);
      const s = engine.currentState(game);
      assert.equal(new Set(s.piles.flat()).size, layout.cardCount);
      assert.equal(s.piles.length, layout.ids.length);

      const refused = engine.play(V, game, { from: 'stock', to: 'foundation-1' });
      assert.equal(refused.ok, false);

      const saved = engine.serializeGame(V, game);
      assert.match(saved, /^PE1;v=/);
      const { game: restored } = engine.restoreGame(saved, getVariant);
      assert.deepEqual(restored, game);

      const back = engine.undo(game);
      assert.ok(back);
      assert.deepEqual(engine.currentState(back.game), game.states[game.cursor - 1]);
      assert.deepEqual(engine.redo(back.game)?.game, game);
    });
  }

  it('the same seed deals the same game twice', () => {
    for (const V of variantIds.map(getVariant)) assert.deepEqual(engine.newGame(V, { seed: '42' }), engine.newGame(V, { seed: '42' }));
  });
});
