/**
 * The messages on the table and in the live region after a fresh user's review: an empty pile's
 * message goes with the next pick-up.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { click, pileArea, settle, targetPoint } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';

const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
/** The visible message. */
const shown = (el: PatienceGame): string => find(el, '[part~="message"]:not([hidden])')?.textContent?.trim() ?? '';

describe('messages on the table', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 1300 }));
  afterEach(() => resetMouse());

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
});
