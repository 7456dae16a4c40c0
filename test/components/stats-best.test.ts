/**
 * The player's record keeps the best (shortest) time of the won games, not the latest or the longest.
 *
 * The slow game is made slow on the game's clock, not by waiting: the play timer reads
 * `performance.now()`, which these tests move forward by a minute before the slow game's last move.
 * (With a real pause of 200 ms, a loaded machine could make the "fast" game's own moves take about as
 * long, and the two times no longer differed clearly.)
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { recordEvents } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame, winningMoves } from '../helpers/extra.js';

/** How far the clock jumps during the slow game. */
const PAUSE_MS = 60_000;

/** How far the clock jumps during the fast game (a win shorter than a second sets no best time). */
const FAST_MS = 5_000;

/** `performance.now()`, plus the time skipped with {@link skip}. */
const realNow = performance.now.bind(performance);
let skipped = 0;
const skip = (ms: number): void => {
  skipped += ms;
};

/** Wins the WINNING_DECK game (automatic play on), the clock skipping `pauseMs` before the last move. */
async function win(el: PatienceGame, pauseMs: number): Promise<number> {
  const log = recordEvents(el);
  const moves = winningMoves();
  for (const m of moves.slice(0, -1)) expect(el.play(m)).to.equal(true);
  if (pauseMs > 0) skip(pauseMs);
  expect(el.play(moves.at(-1)!)).to.equal(true);
  await log.stop();
  expect(el.state!.status).to.equal('won');
  const wins = log.details.filter((_, i) => log.types[i] === 'patience-win') as { elapsedMs: number }[];
  expect(wins).to.have.length(1);
  return wins[0].elapsedMs;
}

describe('statistics: best time', () => {
  beforeEach(() => {
    skipped = 0;
    Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => realNow() + skipped });
  });
  afterEach(() => {
    // Back to Performance.prototype.now.
    delete (performance as Partial<Performance>).now;
  });

  for (const order of ['slow game first', 'fast game first'] as const) {
    it(`bestTimeMs is the shorter of two won games (${order})`, async () => {
      const el = await mountGame({ deck: WINNING_DECK });
      const pauses = order === 'slow game first' ? [PAUSE_MS, FAST_MS] : [FAST_MS, PAUSE_MS];
      const first = await win(el, pauses[0]);
      expect(el.stats.bestTimeMs).to.equal(first);
      expect(el.newGame({ deck: [...WINNING_DECK] })).to.equal(true);
      const second = await win(el, pauses[1]);
      const [slow, fast] = order === 'slow game first' ? [first, second] : [second, first];
      expect(slow).to.be.at.least(PAUSE_MS);
      expect(slow - fast, 'the two times differ clearly').to.be.greaterThan(PAUSE_MS / 2);
      expect(el.stats).to.include({ played: 2, won: 2, lost: 0 });
      expect(el.stats.bestTimeMs).to.equal(Math.min(first, second));
      expect(el.stats.bestTimeMs).to.equal(fast);
    });
  }

  it('a win in no playing time (moves made by play() at once) sets no best time: 0:00 is never a best', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    const log = recordEvents(el, ['patience-stats']);
    const elapsed = await win(el, 0);
    await log.stop();
    expect(elapsed).to.be.below(1000);
    expect(el.stats).to.include({ played: 1, won: 1, bestTimeMs: null });
    expect(el.stats.bestMoves).to.be.a('number');
    const counted = log.details.filter((_, i) => log.types[i] === 'patience-stats') as { stats: { bestTimeMs: number | null } }[];
    expect(counted.map((d) => d.stats.bestTimeMs)).to.deep.equal([null]);
    // A win played on the clock sets it.
    expect(el.newGame({ deck: [...WINNING_DECK] })).to.equal(true);
    const timed = await win(el, FAST_MS);
    expect(el.stats.bestTimeMs).to.equal(timed);
  });
});
