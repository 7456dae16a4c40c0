/**
 * The no-peek hint's vote (docs/solver.md "Hints that see what the player sees"): each sampled deal
 * is searched once from the position, following the solver's move order, and the first move of the
 * win it finds gets that sample's vote; the samples stop once no other move can catch the leader.
 * On a game whose foundations take whole runs (long games: about 250 moves), one search of a few
 * thousand nodes per sample decides a good share of the samples, where one search per move left
 * nearly every sample undecided.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shuffledDeck } from '../../src/engine/deck.js';
import { DEFAULT_HINT_NODES, hint } from '../../src/engine/hint.js';
import { layoutOf } from '../../src/engine/layout.js';
import { autoPlay, deal, legalMoves, type GameState } from '../../src/engine/rules.js';
import { getVariant } from '../../src/variants/index.js';
import { pileOf, variantWhere } from '../helpers/shapes.js';
import { moveKey } from './helpers.js';

const RUN_GAME = variantWhere(
  'foundations that take complete runs from a tableau that moves runs',
  (v) => v.piles.some((p) => p.kind === 'foundation' && p.takes === 'complete-run') && pileOf(v, 'tableau')?.run !== undefined,
);
const V = getVariant(RUN_GAME);
const start = (seed: string): GameState => autoPlay(V, deal(V, shuffledDeck(seed, layoutOf(V).decks))).state;

describe('the hint on a long game with runs', () => {
  for (const seed of ['1', '2', '3']) {
    it(`deal ${seed}: the default hint decides at least a quarter of its samples, within its node budget`, () => {
      const s = start(seed);
      const h = hint(V, s, { seed: 'votes' });
      assert.ok(h.move && legalMoves(V, s).map(moveKey).includes(moveKey(h.move)), 'a legal move');
      assert.ok(h.nodes <= DEFAULT_HINT_NODES, `${h.nodes} nodes`);
      assert.ok(h.winRate >= 0.25, `win rate ${h.winRate.toFixed(2)} (${h.wins} of ${h.samples})`);
    });
  }

  it('stops sampling once no other move can catch the leader, after a few samples', () => {
    const h = hint(V, start('2'), { seed: 'votes', samples: 24 });
    assert.ok(h.samples >= 8 && h.samples < 24, `${h.samples} samples`);
    const left = 24 - h.samples;
    for (const c of h.candidates)
      if (moveKey(c.move) !== moveKey(h.move!)) assert.ok(c.wins + left < h.wins, `${moveKey(c.move)}: ${c.wins} + ${left} < ${h.wins}`);
  });
});
