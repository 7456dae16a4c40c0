/**
 * A deal counts once, with its best result (stats.ts): a loss that a later win of the same deal
 * amends leaves the record exactly as if the deal had been won the first time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { amendToWon, emptyStats, isVariantStats, recordOutcome, type Outcome, type VariantStats } from '../../src/controllers/stats.js';

const outcome = fc.constantFrom<Outcome>('won', 'lost', 'abandoned');
const game = fc.record({ outcome, moves: fc.integer({ min: 1, max: 500 }), ms: fc.integer({ min: 0, max: 3_600_000 }) });

const play = (games: readonly { outcome: Outcome; moves: number; ms: number }[]): VariantStats =>
  games.reduce((s, g) => recordOutcome(s, g.outcome, g.moves, g.ms), emptyStats());

describe('statistics: a win amending the loss of the same deal', () => {
  it('gives the record the deal would have had if won the first time', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 30 }), fc.constantFrom<Outcome>('lost', 'abandoned'), game, (before, lostAs, win) => {
        const start = play(before);
        const lost = recordOutcome(start, lostAs, win.moves, win.ms);
        const amended = amendToWon(lost, win.moves, win.ms, start.currentStreak);
        assert.deepEqual(amended, recordOutcome(start, 'won', win.moves, win.ms));
        assert.ok(isVariantStats(amended));
      }),
    );
  });

  it('stays a consistent record whatever came after the loss, or with no loss left to amend', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 30 }), game, fc.nat({ max: 40 }), (games, win, streak) => {
        const amended = amendToWon(play(games), win.moves, win.ms, streak);
        assert.ok(isVariantStats(amended), JSON.stringify(amended));
        const before = play(games);
        assert.equal(amended.won, before.won + 1);
        assert.equal(amended.played, before.lost > 0 ? before.played : before.played + 1);
      }),
    );
  });
});
