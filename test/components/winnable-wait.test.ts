/**
 * `winnableWaitMs` as a page sets it: `Infinity` (or any wait past setTimeout's limit, 2³¹ − 1 ms)
 * means "as long as the search takes", not "not at all" (setTimeout fires a longer delay at once: the
 * game dealt an ordinary deal and said no winnable deal was found in time).
 * The player deals with the real `n` key and the real New game button.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceDealDetail, PatienceErrorDetail, PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';
import { centerOf } from '../helpers/game-driver.js';

/** A game with `deal="winnable"` and the wait given, on the page; its deals and errors, as text. */
function mount(wait: unknown): { el: PatienceGame; deals: string[]; errors: string[] } {
  const el = document.createElement('patience-game');
  el.style.width = '800px';
  el.variant = variantIds[0];
  el.setAttribute('deal', 'winnable');
  el.setAttribute('no-animation', '');
  el.winnableWaitMs = wait as number;
  const deals: string[] = [];
  const errors: string[] = [];
  el.addEventListener('patience-deal', (e) => deals.push((e as CustomEvent<PatienceDealDetail>).detail.winnable ? 'winnable' : 'ordinary'));
  el.addEventListener('patience-error', (e) => errors.push((e as CustomEvent<PatienceErrorDetail>).detail.code));
  document.body.append(el);
  return { el, deals, errors };
}

const said = (el: PatienceGame): string => el.shadowRoot!.querySelector('[role="status"][aria-live]')?.textContent?.trim() ?? '';

describe('winnableWaitMs', () => {
  before(() => setViewport({ width: 900, height: 900 }));
  afterEach(async () => {
    await resetMouse();
    for (const el of document.querySelectorAll('patience-game')) el.remove();
  });

  for (const wait of [Infinity, 3e9]) {
    it(`${wait} waits for the search: the first deal, n and New game each deal a winnable deal`, async () => {
      const { el, deals, errors } = mount(wait);
      await el.updateComplete;
      expect(deals).to.deep.equal(['winnable']);
      expect(said(el)).to.not.contain('No winnable deal was found in time');
      // The `n` key on the board (no move made: no question first).
      el.focusBoard();
      await sendKeys({ press: 'n' });
      await el.updateComplete;
      expect(deals).to.deep.equal(['winnable', 'winnable']);
      // The New game button, clicked.
      await sendMouse({ type: 'click', position: centerOf(el.shadowRoot!.querySelector('.toolbar .new-game')!) });
      await el.updateComplete;
      expect(deals).to.deep.equal(['winnable', 'winnable', 'winnable']);
      expect(errors).to.deep.equal([]);
    });
  }

  for (const wait of [NaN, -5, 'soon']) {
    it(`${String(wait)} is reported (bad-argument) and the default wait taken: a deal still comes`, async () => {
      const { el, deals, errors } = mount(wait);
      await el.updateComplete;
      expect(errors).to.deep.equal(['bad-argument']);
      expect(deals.length, 'one deal').to.equal(1);
      expect(el.state?.status).to.equal('playing');
    });
  }

  it('a bad value set on a game already dealt is reported at the next update, with no deal asked, and then reads as 2000', async () => {
    const { el, errors } = mount(600_000);
    await el.updateComplete;
    expect(el.winnableWaitMs).to.equal(600_000);
    el.winnableWaitMs = -5;
    // (reported, and 2000 taken, at the next update)
    await el.updateComplete;
    expect(errors).to.deep.equal(['bad-argument']);
    expect(el.winnableWaitMs).to.equal(2000);
    el.winnableWaitMs = 5000; // a good value: taken, nothing said
    await el.updateComplete;
    expect([el.winnableWaitMs, errors.length]).to.deep.equal([5000, 1]);
  });
});
