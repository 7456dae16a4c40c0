/**
 * The messages on the table and in the live region after a fresh user's review: an empty pile's
 * message goes with the next pick-up; a restart is said as a restart; `h` on a finished game says
 * why there is no hint; Escape while a hint is looked for drops it (nothing shows up later).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';
import { centerOf, click, pileArea, settle, targetPoint } from '../helpers/game-driver.js';
import { LOSING_DECK, WINNING_DECK, losingMoves, mountGame, winningMoves } from '../helpers/extra.js';
import { HAND_GAME, TABLEAU_GAME } from '../helpers/shapes.js';

const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
/** The live region's words and the visible message. */
const spoken = (el: PatienceGame): string => find(el, '[role="status"][aria-live]')?.textContent?.trim() ?? '';
const shown = (el: PatienceGame): string => find(el, '[part~="message"]:not([hidden])')?.textContent?.trim() ?? '';

describe('messages on the table', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 1300 }));
  afterEach(() => resetMouse());

  it('at 320 px a message of two lines does not move the table: its room is kept', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const el = await mountGame({ variant: TABLEAU_GAME, seed: '11', width: 320 });
      await settle(el);
      const row = () => find(el, '.row.main')!.getBoundingClientRect().top;
      const before = row();
      await sendMouse({ type: 'click', position: centerOf(find(el, '.toolbar button.hint')!) });
      const s = await el.hint();
      await settle(el);
      expect(shown(el)).to.match(/^Hint: /);
      // The words take two lines here (what used to push the table down).
      const words = find(el, '[part~="message"] > span')!;
      const line = parseFloat(getComputedStyle(words).lineHeight);
      expect(words.getBoundingClientRect().height, 'the hint wraps').to.be.greaterThan(line * 1.5);
      expect(Math.abs(row() - before), 'the tableau moved when the hint showed (px)').to.be.at.most(1);
      // Playing it clears the words: the table stays where it was.
      expect(el.play(s!.move)).to.equal(true);
      await settle(el);
      expect(shown(el)).to.not.contain('Hint:');
      expect(Math.abs(row() - before), 'the tableau moved when the hint went (px)').to.be.at.most(1);
    } finally {
      await setViewport({ width: 1000, height: 1300 });
    }
  });

  it('at 260 px a message longer than its room grows the line: it never lies over the piles below', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      // French words are the longest: the refusal of a card that is not an ace on an empty foundation.
      const el = await mountGame({ variant: HAND_GAME, seed: '42', width: 260, autoPlay: 'off' });
      el.lang = 'fr';
      await waitUntil(() => !find(el, '.toolbar')!.textContent!.includes('New game'), 'French words', { timeout: 10000 });
      await settle(el);
      await click(targetPoint(el, 'hand'));
      await settle(el);
      await click(targetPoint(el, 'foundation-1'));
      await settle(el);
      expect(find(el, '[part~="message"]')!.className).to.contain('refusal');
      expect(shown(el)).to.match(/fondation/);
      const words = find(el, '[part~="message"] > span')!;
      const line = parseFloat(getComputedStyle(words).lineHeight);
      expect(words.getBoundingClientRect().height, 'the refusal takes three lines or more').to.be.greaterThan(line * 2.5);
      const box = find(el, '[part~="message"]')!.getBoundingClientRect();
      const next = find(el, '.row.main')!.getBoundingClientRect().top;
      expect(words.getBoundingClientRect().bottom, 'the words end inside their box (px)').to.be.at.most(box.bottom + 1);
      expect(box.bottom, 'the message ends above the next row of piles (px)').to.be.at.most(next + 1);
      expect(words.getBoundingClientRect().bottom, 'the words end above the next row of piles (px)').to.be.at.most(next + 1);
    } finally {
      await setViewport({ width: 1000, height: 1300 });
    }
  });

  it('at 260 px in large print (contrast) and French, the buttons of the lost message stay inside the game', async () => {
    await setViewport({ width: 320, height: 900 });
    try {
      const el = await mountGame({ deck: LOSING_DECK, width: 260 });
      el.theme = 'contrast';
      el.noAnimation = true;
      el.lang = 'fr';
      await waitUntil(() => !find(el, '.toolbar')!.textContent!.includes('New game'), 'French words', { timeout: 10000 });
      for (const m of losingMoves()) el.play(m);
      await settle(el);
      expect(el.state!.status).to.equal('lost');
      const game = el.getBoundingClientRect();
      const out = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.message.lost button')].flatMap((b) => {
        const r = b.getBoundingClientRect();
        return r.right > game.right + 0.5 || r.left < game.left - 0.5
          ? [`${b.textContent!.trim()} ${Math.round(r.left)}–${Math.round(r.right)}`]
          : [];
      });
      expect(out.join('; '), `game ${Math.round(game.left)}–${Math.round(game.right)}`).to.equal('');
    } finally {
      await setViewport({ width: 1000, height: 1300 });
    }
  });

  it("an empty pile's message goes with the next pick-up", async () => {
    const el = await mountGame({ deck: WINNING_DECK, autoPlay: 'off', width: 800 });
    await settle(el);
    await click(targetPoint(el, 'waste-1'));
    await settle(el);
    expect(shown(el)).to.equal('Waste pile 1 is empty: nothing to pick up.');
    await click(targetPoint(el, 'hand'));
    await settle(el);
    expect(pileArea(el, 'hand').textContent).to.contain('picked up');
    expect(shown(el)).to.equal('');
  });

  it('a restart is said as a restart of the deal, not as a new game', async () => {
    const el = await mountGame({ variant: variantIds[0], deck: LOSING_DECK, width: 800 });
    for (const m of losingMoves()) el.play(m);
    await settle(el);
    expect(el.state!.status).to.equal('lost');
    await click(centerOf(find(el, '[part~="message"] button.restart')!));
    await settle(el);
    expect(el.state!.moves).to.equal(0);
    expect(spoken(el)).to.contain('Restarted ');
    expect(spoken(el)).to.not.contain('New game');
  });

  for (const [status, deck, moves, words] of [
    ['lost', LOSING_DECK, losingMoves, 'The game is over: no move is left to suggest.'],
    ['won', WINNING_DECK, winningMoves, 'The game is won: no move is left to suggest.'],
  ] as const) {
    it(`h on a ${status} game says ${words}`, async () => {
      const el = await mountGame({ variant: variantIds[0], deck, width: 800 });
      for (const m of moves()) el.play(m);
      await settle(el);
      expect(el.state!.status).to.equal(status);
      const before = spoken(el);
      pileArea(el, 'waste-1').focus();
      await sendKeys({ press: 'h' });
      await waitUntil(() => spoken(el) !== before, 'an answer to h');
      expect(spoken(el)).to.equal(words);
    });
  }
});

describe('Escape while a hint is looked for', function () {
  this.timeout(60000);
  const RealWorker = window.Worker;
  /** Messages to the solver's worker, held until released: the hint stays pending as long as the test wants. */
  const held: (() => void)[] = [];
  let holding = true;
  before(() => {
    window.Worker = class extends RealWorker {
      override postMessage(...args: unknown[]): void {
        const send = () => (RealWorker.prototype.postMessage as (...a: unknown[]) => void).apply(this, args);
        if (holding) held.push(send);
        else send();
      }
    } as typeof Worker;
  });
  after(() => {
    window.Worker = RealWorker;
  });

  it('drops the hint: its promise rejects and no hint shows up afterwards', async () => {
    const el = await mountGame({ variant: variantIds[0], seed: '5', width: 800 });
    await settle(el);
    pileArea(el, el.legalMoves()[0].from).focus();
    await sendKeys({ press: 'h' });
    await waitUntil(() => shown(el) === 'Looking for a hint…', 'the hint is looked for');
    // The same position: the promise of the hint that h asked for.
    const pending = el.hint();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(shown(el), 'Escape says it stopped (and no hint shows)').to.equal('Stopped looking for a hint.');
    holding = false;
    for (const send of held.splice(0)) send();
    let outcome: string;
    try {
      const s = await pending;
      outcome = `answered ${JSON.stringify(s?.move)}`;
    } catch (e) {
      outcome = (e as Error).name;
    }
    await settle(el);
    expect(outcome).to.equal('AbortError');
    expect(shown(el), 'no hint took its place').to.equal('Stopped looking for a hint.');
    expect(spoken(el)).to.not.contain('Hint:');
  });
});
