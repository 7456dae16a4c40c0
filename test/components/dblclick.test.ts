/**
 * Double-click with the real mouse: `doubleClick` sends two presses with click counts 1 and 2 through
 * Chromium's input pipeline (sendMouse clicks always have a click count of 1, so they never make a
 * dblclick).
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { cardPoint, doubleClick, pileArea } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';

/** An ace first: with automatic play off it waits in the hand. */
const ACE_FIRST = ['AS', ...WINNING_DECK.filter((c) => c !== 'AS')];

describe('double-click with the real mouse', () => {
  before(() => setViewport({ width: 900, height: 1300 }));
  afterEach(() => resetMouse());

  it('a real double-click sends the hand ace to a foundation', async () => {
    const el = await mountGame({ deck: ACE_FIRST, autoPlay: 'off' });
    expect(el.state!.piles.hand.cards).to.deep.equal(['AS']);
    const seen: string[] = [];
    const listener = (e: Event) => seen.push(`${e.type}:${(e as MouseEvent).detail}`);
    for (const t of ['click', 'dblclick']) window.addEventListener(t, listener, { capture: true });
    try {
      await doubleClick(cardPoint(el, 'hand'));
      await el.updateComplete;
    } finally {
      for (const t of ['click', 'dblclick']) window.removeEventListener(t, listener, { capture: true });
    }
    expect(seen).to.deep.equal(['click:1', 'click:2', 'dblclick:2']);
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AS']);
    expect(el.state!.piles.hand.cards).to.not.include('AS');
  });

  it('two single real clicks on the hand card pick it up and put it down again: no move', async () => {
    const el = await mountGame({ deck: ACE_FIRST, autoPlay: 'off' });
    const before = JSON.stringify(el.state);
    const p = cardPoint(el, 'hand');
    await sendMouse({ type: 'click', position: p });
    await el.updateComplete;
    expect(pileArea(el, 'hand').textContent).to.contain('picked up');
    await sendMouse({ type: 'click', position: p });
    await el.updateComplete;
    expect(pileArea(el, 'hand').textContent).to.not.contain('picked up');
    expect(JSON.stringify(el.state)).to.equal(before);
  });
});
