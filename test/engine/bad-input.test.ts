/**
 * Bad input to the engine's public functions: refused with a short, clear message naming the value
 * (README "Limits on input"), never a huge message or a silent wrong result.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newGame, play, type Move } from '../../src/engine/index.js';
import { getVariant } from '../../src/variants/index.js';
import { HAND_GAME } from '../helpers/shapes.js';

const V = getVariant(HAND_GAME);
const GAME = newGame(V, { seed: '1', autoPlay: false });

describe('a refused move names a bad value shortly', () => {
  it('a 1 MB pile id is cut in the refusal', () => {
    const r = play(V, GAME, { from: 'x'.repeat(1_000_000), to: 'waste-1' });
    assert.equal(r.ok, false);
    const reason = JSON.stringify(!r.ok && r.reason);
    assert.ok(reason.length < 120, reason.slice(0, 200));
    assert.match(reason, /no-such-pile.*xxxx.*1000000 characters/);
  });

  it('a 1 MB string as the move, or as its count, is cut too', () => {
    for (const move of ['y'.repeat(1_000_000), { from: 'hand', to: 'waste-1', count: 'z'.repeat(1_000_000) }]) {
      const r = play(V, GAME, move as unknown as Move);
      assert.equal(r.ok, false);
      const reason = JSON.stringify(!r.ok && r.reason);
      assert.ok(reason.length < 120, reason.slice(0, 200));
    }
  });
});
