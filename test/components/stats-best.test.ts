/**
 * The player's record keeps the best (shortest) time of the won games, not the latest or the longest.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { recordEvents } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame, sleep, winningMoves } from '../helpers/extra.js';

/** Wins the WINNING_DECK game (automatic play on), waiting `pauseMs` before the last move. */
async function win(el: PatienceGame, pauseMs: number): Promise<number> {
  const log = recordEvents(el);
  const moves = winningMoves();
  for (const m of moves.slice(0, -1)) expect(el.play(m)).to.equal(true);
  if (pauseMs > 0) await sleep(pauseMs);
  expect(el.play(moves.at(-1)!)).to.equal(true);
  await log.stop();
  expect(el.state!.status).to.equal('won');
  const wins = log.details.filter((_, i) => log.types[i] === 'patience-win') as { elapsedMs: number }[];
  expect(wins).to.have.length(1);
  return wins[0].elapsedMs;
}

describe('statistics: best time', () => {
  for (const order of ['slow game first', 'fast game first'] as const) {
    it(`bestTimeMs is the shorter of two won games (${order})`, async () => {
      const el = await mountGame({ deck: WINNING_DECK });
      const pauses = order === 'slow game first' ? [200, 0] : [0, 200];
      const first = await win(el, pauses[0]);
      expect(el.stats.bestTimeMs).to.equal(first);
      expect(el.newGame({ deck: [...WINNING_DECK] })).to.equal(true);
      const second = await win(el, pauses[1]);
      const [slow, fast] = order === 'slow game first' ? [first, second] : [second, first];
      expect(slow).to.be.at.least(190);
      expect(slow - fast, 'the two times differ clearly').to.be.greaterThan(100);
      expect(el.stats).to.include({ played: 2, won: 2, lost: 0 });
      expect(el.stats.bestTimeMs).to.equal(Math.min(first, second));
      expect(el.stats.bestTimeMs).to.equal(fast);
    });
  }
});
