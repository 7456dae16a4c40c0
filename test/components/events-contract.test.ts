/**
 * The event contract: every `patience-*` event bubbles and is composed, so a page hears it on
 * `document` even when the game sits inside another component's shadow root; and a deal that was won
 * never reports a loss, even when the player undoes the win and then plays into a dead end.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { PATIENCE_EVENTS, centerOf, click, clickMove, recordEvents } from '../helpers/game-driver.js';
import { LOSING_DECK, SELF_WINNING_DECK, WINNING_DECK, losingMoves } from '../helpers/extra.js';
import { HAND_GAME } from '../helpers/shapes.js';

const ALL_EVENTS = PATIENCE_EVENTS;

interface Heard {
  type: string;
  bubbles: boolean;
  composed: boolean;
  /** `id` of the event's target as seen from document (retargeted to the shadow host). */
  target: string;
}

describe('event contract: bubbles and composed', () => {
  it('every patience-* event reaches document from inside another shadow root', async () => {
    const host = await fixture<HTMLDivElement>(html`<div id="outer-host" style="width: 600px"></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const heard: Heard[] = [];
    const listener = (e: Event) =>
      heard.push({ type: e.type, bubbles: e.bubbles, composed: e.composed, target: (e.target as Element | null)?.id ?? '' });
    for (const t of ALL_EVENTS) document.addEventListener(t, listener);
    try {
      // Deal (a preset deck, automatic play on), in the game the preset decks are built for.
      const el = document.createElement('patience-game');
      el.setAttribute('variant', HAND_GAME);
      el.deck = [...WINNING_DECK];
      el.style.width = '600px';
      root.append(el);
      await el.updateComplete;
      // A move (with its before-move), an invalid move, undo, redo.
      expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
      expect(el.play({ from: 'hand', to: 'foundation-1' })).to.equal(false); // KD cannot start a foundation
      expect(el.undo()).to.equal(true);
      expect(el.redo()).to.equal(true);
      // A win (and its stats): this deck in rank order wins at the deal with automatic play.
      expect(el.newGame({ deck: [...SELF_WINNING_DECK] })).to.equal(true);
      expect(el.state!.status).to.equal('won');
      // A loss (and its stats).
      expect(el.newGame({ deck: [...LOSING_DECK] })).to.equal(true);
      for (const m of losingMoves()) el.play(m);
      expect(el.state!.status).to.equal('lost');
      // An error: an unknown variant.
      el.setAttribute('variant', 'nope');
      await el.updateComplete;
    } finally {
      for (const t of ALL_EVENTS) document.removeEventListener(t, listener);
    }
    // Named in the failure message: the events that never reached document.
    const missing = ALL_EVENTS.filter((t) => !heard.some((h) => h.type === t));
    expect(missing, 'events not heard on document').to.deep.equal([]);
    for (const t of ALL_EVENTS) {
      const ofType = heard.filter((h) => h.type === t);
      expect(ofType.length, t).to.be.greaterThan(0);
      expect(
        ofType.every((h) => h.bubbles),
        `${t} bubbles`,
      ).to.equal(true);
      expect(
        ofType.every((h) => h.composed),
        `${t} composed`,
      ).to.equal(true);
      // Seen from document, the target is the host of the shadow root the game lives in.
      expect([...new Set(ofType.map((h) => h.target))], `${t} target`).to.deep.equal(['outer-host']);
    }
  });
});

describe('never a loss after a win in the same deal', () => {
  before(() => setViewport({ width: 900, height: 1500 }));
  afterEach(() => resetMouse());

  /**
   * HAND_GAME (shapes.ts: a hand, four waste piles, foundations up from the ace in any suit). With
   * automatic play off, the first 51 cards are placed: waste-1 gets KC KD KH; waste-2 QC QD JC JD … 2C
   * 2D; waste-3 QH … 2H; waste-4 QS … 2S then AS AH AD AC (AC on top); no foundation is started. KS,
   * the last card, waits in the hand. Then automatic play is switched on.
   * - KS on waste-1 (on KH, harmless): AC, AD, AH, AS go up, then every rank in turn: won in one turn.
   * - KS on waste-4 instead covers AC, and no waste top fits an empty foundation: lost.
   */
  const pileFor = (code: string): string => {
    if (['KC', 'KD', 'KH'].includes(code)) return 'waste-1';
    if (code[0] === 'A') return 'waste-4';
    return { C: 'waste-2', D: 'waste-2', H: 'waste-3', S: 'waste-4' }[code[1]]!;
  };
  const ranksDown = ['Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
  const DECIDING_DECK = [
    'KC',
    'KD',
    'KH',
    ...ranksDown.flatMap((r) => [`${r}C`, `${r}D`]),
    ...ranksDown.map((r) => `${r}H`),
    ...ranksDown.map((r) => `${r}S`),
    'AS',
    'AH',
    'AD',
    'AC',
    'KS',
  ];

  it('undo the winning move, play the losing one: status lost, no patience-loss, one patience-win', async () => {
    expect(new Set(DECIDING_DECK).size).to.equal(52);
    const log = recordEvents(document, ['patience-stats']);
    const el = await fixture<PatienceGame>(
      html`<patience-game style="width: 600px" variant=${HAND_GAME} auto-play="off" .deck=${[...DECIDING_DECK]}></patience-game>`,
    );
    for (const code of DECIDING_DECK.slice(0, 51)) {
      expect(el.state!.piles.hand.cards, code).to.deep.equal([code]);
      expect(el.play({ from: 'hand', to: pileFor(code) })).to.equal(true);
    }
    expect(el.state!.piles.hand.cards).to.deep.equal(['KS']);
    expect(el.state!.piles.stock.cards).to.deep.equal([]);
    expect(el.state!.status).to.equal('playing');
    el.autoPlay = 'safe';
    await el.updateComplete;
    // The winning move, by two real clicks.
    await clickMove(el, 'hand', 'waste-1');
    expect(el.state!.status).to.equal('won');
    expect(log.types.filter((t) => t === 'patience-win')).to.have.length(1);
    // Undo, with the Undo button.
    await click(centerOf(el.shadowRoot!.querySelector('.toolbar .undo')!));
    await el.updateComplete;
    expect(el.state!.status).to.equal('playing');
    expect(el.state!.piles.hand.cards).to.deep.equal(['KS']);
    // The losing move instead, by two real clicks.
    await clickMove(el, 'hand', 'waste-4');
    await log.stop();
    expect(el.state!.status).to.equal('lost');
    expect(el.legalMoves()).to.deep.equal([]);
    expect(log.types.filter((t) => t === 'patience-loss')).to.have.length(0);
    expect(log.types.filter((t) => t === 'patience-win')).to.have.length(1);
    // The deal is counted once, as the win it first was.
    expect(log.types.filter((t) => t === 'patience-stats')).to.have.length(1);
    expect(el.stats).to.include({ played: 1, won: 1, lost: 0 });
  });
});
