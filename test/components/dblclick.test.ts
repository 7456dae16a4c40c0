/**
 * Double-click with the real mouse: `doubleClick` sends two presses with click counts 1 and 2 through
 * Chromium's input pipeline (sendMouse clicks always have a click count of 1, so they never make a
 * dblclick).
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { cardPoint, doubleClick, pileArea, settle } from '../helpers/game-driver.js';
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

  it('a double-click that drops a picked-up card where it is refused does nothing more there', async () => {
    const el = await mountGame({ deck: ACE_FIRST, autoPlay: 'off' });
    // The ace on waste pile 2, another card on waste pile 1 (waste piles give only to foundations).
    el.play({ from: 'hand', to: 'waste-2' });
    el.play({ from: 'hand', to: 'waste-1' });
    await settle(el);
    const other = el.state!.piles['waste-1'].cards.join(' ');
    expect(el.state!.piles['waste-2'].cards).to.deep.equal(['AS']);
    await sendMouse({ type: 'click', position: cardPoint(el, 'waste-1') });
    await settle(el);
    expect(pileArea(el, 'waste-1').textContent).to.contain('picked up');
    // The first click of the double-click drops the card on waste pile 2: refused; the rest does nothing.
    await doubleClick(cardPoint(el, 'waste-2'));
    await settle(el);
    expect(el.state!.piles['foundation-1'].cards.join(' ')).to.equal('');
    expect(el.state!.piles['waste-2'].cards.join(' ')).to.equal('AS');
    expect(el.state!.piles['waste-1'].cards.join(' ')).to.equal(other);
  });
});
