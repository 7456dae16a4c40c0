/**
 * The record counts each deal once, with its best result (README "Record and settings"), whatever
 * way the player comes back to a deal or leaves it: a reload, `restore()`, a variant switch, the deal
 * menu, `newGame({ ask })`. (The undo and restart cases are in host-api.test.ts.)
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { centerOf, click, deckByRanks, recordEvents, settle } from '../helpers/game-driver.js';
import { DOWN, WINNING_DECK, freshKey, mountGame } from '../helpers/extra.js';
import { HAND_GAME, otherVariant } from '../helpers/shapes.js';

/** HAND_GAME: the 3C first, then kings down to twos, then the aces (see host-api.test.ts). */
const DECK = ['3C', ...deckByRanks(DOWN).filter((c) => c !== '3C'), 'AC', 'AD', 'AH', 'AS'];

/** After the placements only foundation moves are left: each is played. */
function playOut(el: PatienceGame): void {
  while (el.state!.status === 'playing' && el.legalMoves().length > 0) expect(el.play(el.legalMoves()[0])).to.equal(true);
}
/** Plays DECK from the deal (or from `from` placements in) to a loss. */
function lose(el: PatienceGame, from = 0): void {
  for (let i = from; i < 48; i++) expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
  playOut(el);
  expect(el.state!.status).to.equal('lost');
}
/** Plays DECK from the deal (or from `from` placements in) to a win: the 3C alone on waste-2. */
function win(el: PatienceGame, from = 0): void {
  for (let i = from; i < 48; i++) expect(el.play({ from: 'hand', to: i === 0 ? 'waste-2' : 'waste-1' })).to.equal(true);
  playOut(el);
  expect(el.state!.status).to.equal('won');
}
/** Wins WINNING_DECK: any placement wins it. */
function winAny(el: PatienceGame): void {
  for (let i = 0; i < 48; i++) el.play({ from: 'hand', to: 'waste-1' });
  playOut(el);
  expect(el.state!.status).to.equal('won');
}
const clearKey = (key: string): void => {
  for (const name of Object.keys(localStorage)) if (name.startsWith(`${key}:`)) localStorage.removeItem(name);
};

describe('the record: each deal once, with its best result', () => {
  it('a lost deal resumed after a reload and won after undo: the streak goes on as without the reload', async () => {
    const key = freshKey();
    let el = await mountGame({ deck: WINNING_DECK, persist: key });
    winAny(el);
    el.newGame({ deck: WINNING_DECK });
    winAny(el);
    el.newGame({ deck: DECK });
    lose(el);
    expect(el.stats).to.include({ played: 3, won: 2, currentStreak: 0, bestStreak: 2 });
    el.remove();
    el = await mountGame({ deck: DECK, persist: key });
    expect(el.state!.status, 'the lost game resumed').to.equal('lost');
    while (el.history.length > 0) expect(el.undo()).to.equal(true);
    win(el);
    expect(el.stats).to.include({ played: 3, won: 3, lost: 0, currentStreak: 3, bestStreak: 3 });
    clearKey(key);
  });

  it('restore() of the same deal keeps its count: a won deal won again adds nothing; a lost one won becomes a win', async () => {
    const el = await mountGame({ deck: DECK });
    expect(el.play({ from: 'hand', to: 'waste-2' })).to.equal(true);
    const start = el.serialize();
    win(el, 1);
    expect(el.stats).to.include({ played: 1, won: 1 });
    el.restore(start);
    win(el, 1);
    expect(el.stats).to.include({ played: 1, won: 1 });
    // A new game of the same cards (newGame: counted apart): lost, then its start restored and won.
    el.newGame({ deck: DECK });
    expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
    const lostStart = el.serialize();
    lose(el, 1);
    expect(el.stats).to.include({ played: 2, won: 1, lost: 1 });
    el.restore(lostStart);
    expect(el.undo()).to.equal(true);
    win(el);
    expect(el.stats).to.include({ played: 2, won: 2, lost: 0, currentStreak: 2 });
  });

  it('restore() of another deal over a game under way counts that game as abandoned, as a new deal does', async () => {
    const other = await mountGame({ seed: '5' });
    other.play(other.legalMoves()[0]);
    const save = other.serialize();
    other.remove();
    const el = await mountGame({ seed: '7' });
    const log = recordEvents(el, ['patience-stats']);
    el.play(el.legalMoves()[0]);
    el.restore(save);
    await log.stop();
    expect(el.stats).to.include({ played: 1, lost: 1 });
    const counted = log.details.filter((_, i) => log.types[i] === 'patience-stats') as { outcome: string }[];
    expect(counted.map((d) => d.outcome)).to.deep.equal(['abandoned']);
  });

  it('a variant switch and back to another deal: the saved game under way that it replaces counts as abandoned', async () => {
    const key = freshKey();
    const el = await mountGame({ seed: '7', persist: key });
    el.play(el.legalMoves()[0]);
    el.play(el.legalMoves()[0]);
    el.variant = otherVariant(HAND_GAME);
    await settle(el);
    expect(el.stats.played, 'kept to resume, not counted').to.equal(0);
    el.seed = '5';
    el.variant = HAND_GAME;
    await settle(el);
    expect(el.state!.seed).to.equal('5');
    expect(el.allStats[HAND_GAME]).to.include({ played: 1, lost: 1 });
    clearKey(key);
  });

  it('a page that set a preset deck, then a deal by number: a variant switch and back resumes that deal', async () => {
    const key = freshKey();
    const el = await mountGame({ deck: WINNING_DECK, persist: key });
    expect(el.newGame({ seed: '5' })).to.equal(true);
    el.play(el.legalMoves()[0]);
    const state = JSON.stringify(el.state);
    el.variant = otherVariant(HAND_GAME);
    await settle(el);
    el.variant = HAND_GAME;
    await settle(el);
    expect(JSON.stringify(el.state)).to.equal(state);
    clearKey(key);
  });
});

describe('a reload with persist', () => {
  it("resumes the game in progress over the page's seed: not counted, not dealt afresh; a later seed deals it", async () => {
    const key = freshKey();
    let el = await mountGame({ seed: '99', persist: key });
    await click(centerOf(el.shadowRoot!.querySelector('.toolbar .new-game')!));
    await settle(el);
    const seed = el.state!.seed;
    expect(seed, 'New game dealt another seed').not.to.equal('99');
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    await settle(el);
    const state = JSON.stringify(el.state);
    el.remove();
    el = await mountGame({ seed: '99', persist: key });
    await settle(el);
    expect(JSON.stringify(el.state), 'the saved game resumed').to.equal(state);
    expect(el.seed).to.equal(seed);
    expect(el.stats.played, 'nothing counted').to.equal(0);
    // A seed set after the load deals it (the game left counts as lost).
    el.seed = '5';
    await settle(el);
    expect(el.state!.seed).to.equal('5');
    expect(el.stats).to.include({ played: 1, lost: 1 });
    el.remove();
    clearKey(key);
  });

  it("deals the page's seed when the saved game of another deal is over or has no move", async () => {
    const key = freshKey();
    let el = await mountGame({ seed: '99', persist: key });
    el.newGame({ seed: '5' });
    el.remove();
    el = await mountGame({ seed: '99', persist: key });
    expect(el.state!.seed, 'no move in the saved game').to.equal('99');
    el.newGame({ deck: DECK });
    lose(el);
    el.remove();
    el = await mountGame({ seed: '99', persist: key });
    expect(el.state!.seed, 'the saved game is over').to.equal('99');
    expect(el.stats).to.include({ played: 1, lost: 1 });
    el.remove();
    clearKey(key);
  });
});

describe('a new deal asked first', () => {
  it('newGame({ seed, ask }) with a bad seed is refused at once: patience-error, no question', async () => {
    const el = await mountGame({ seed: '7' });
    el.play(el.legalMoves()[0]);
    const log = recordEvents(el, ['patience-error']);
    expect(el.newGame({ seed: 'x'.repeat(5000), ask: true })).to.equal(false);
    await settle(el);
    await log.stop();
    expect(
      log.types.filter((t) => t === 'patience-deal'),
      'nothing dealt',
    ).to.have.length(0);
    const errors = log.details.filter((_, i) => log.types[i] === 'patience-error') as { code: string }[];
    expect(errors.map((d) => d.code)).to.deep.equal(['bad-seed']);
    expect(el.shadowRoot!.querySelector('.confirm') === null, 'no question').to.equal(true);
    expect(el.state!.seed).to.equal('7');
  });

  it('New game asks after a restart once moves are made again: the question, and the game kept on "Keep playing"', async () => {
    const el = await mountGame({ seed: '7' });
    el.play(el.legalMoves()[0]);
    el.play(el.legalMoves()[0]);
    el.restart();
    el.play(el.legalMoves()[0]);
    el.play(el.legalMoves()[0]);
    await settle(el);
    const state = JSON.stringify(el.state);
    await click(centerOf(el.shadowRoot!.querySelector('.toolbar .new-game')!));
    await settle(el);
    expect(el.shadowRoot!.querySelector('.confirm') !== null, 'the question shows').to.equal(true);
    expect(
      el.shadowRoot!.querySelector('.confirm span')!.textContent,
      'no count promised: the deal was counted at the restart',
    ).not.to.match(/count as lost/);
    await click(centerOf(el.shadowRoot!.querySelector('.confirm .no')!));
    await settle(el);
    expect(JSON.stringify(el.state), 'the game goes on').to.equal(state);
    // The call asks too.
    expect(el.newGame({ ask: true })).to.equal(false);
    await settle(el);
    expect(JSON.stringify(el.state)).to.equal(state);
    expect(el.shadowRoot!.querySelector('.confirm') !== null).to.equal(true);
  });

  it('New game asks in a lost game undone and played on; not right after a restart', async () => {
    const el = await mountGame({ deck: DECK });
    lose(el);
    while (el.history.length > 40) expect(el.undo()).to.equal(true);
    expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
    expect(el.state!.status).to.equal('playing');
    const state = JSON.stringify(el.state);
    expect(el.newGame({ ask: true })).to.equal(false);
    await settle(el);
    expect(JSON.stringify(el.state)).to.equal(state);
    expect(el.shadowRoot!.querySelector('.confirm') !== null, 'the question shows').to.equal(true);
    await click(centerOf(el.shadowRoot!.querySelector('.confirm .no')!));
    await settle(el);
    el.restart();
    expect(el.newGame({ ask: true }), 'nothing played since the restart: dealt at once').to.equal(true);
  });

  it("the game's deal menu asks first when a game is under way", async () => {
    const el = await mountGame({ seed: '7' });
    el.play(el.legalMoves()[0]);
    await settle(el);
    await click(centerOf(el.shadowRoot!.querySelector('.deal-menu summary')!));
    await settle(el);
    await sendKeys({ type: '77' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('.confirm') !== null, 'the question shows').to.equal(true);
    expect(el.state!.seed).to.equal('7');
    expect(el.stats.played).to.equal(0);
    await click(centerOf(el.shadowRoot!.querySelector('.confirm .yes')!));
    await settle(el);
    expect(el.state!.seed).to.equal('77');
    expect(el.stats).to.include({ played: 1, lost: 1 });
  });
});
