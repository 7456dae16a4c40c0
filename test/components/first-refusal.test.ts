/**
 * The page's first refused move, while its words are still loading (they load on first use,
 * src/i18n/refusals.ts): the refusal takes effect at once, and a move made just after it is not
 * overwritten once the words arrive. This file's page has not loaded them before its first test.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { loadRefusalWords, refusalWords } from '../../src/i18n/refusals.js';
import { settle } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';

const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const spoken = (el: PatienceGame): string => find(el, '[role="status"][aria-live]')?.textContent?.trim() ?? '';
const shown = (el: PatienceGame): string => find(el, '[part~="message"]:not([hidden])')?.textContent?.trim() ?? '';

describe("the page's first refused move", () => {
  it('a move made just after it wins: the late words do not overwrite it; the events keep their order', async () => {
    const el = await mountGame({ deck: WINNING_DECK, autoPlay: 'off' });
    expect(refusalWords(), 'the refusal words are not loaded yet').to.equal(null);
    const order: string[] = [];
    for (const t of ['patience-invalid-move', 'patience-move'])
      el.addEventListener(t, (e) => order.push(`${t}:${JSON.stringify((e as CustomEvent).detail.reason ?? '')}`));
    const card = el.state!.piles.hand.cards[0];
    expect(el.play({ from: 'hand', to: 'foundation-1' })).to.equal(false);
    expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
    await loadRefusalWords();
    await waitUntil(() => order.length === 2, 'both events');
    await settle(el);
    expect(el.state!.piles['waste-1'].cards.join(' ')).to.equal(card);
    expect(shown(el)).to.equal('');
    expect(spoken(el)).to.match(/^King of clubs from the hand to waste pile 1\./);
    expect(order[0]).to.match(/^patience-invalid-move:"[^"]+"/);
    expect(order[1]).to.equal('patience-move:""');
  });
});
