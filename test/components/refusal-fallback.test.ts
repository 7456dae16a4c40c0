/**
 * The page's first refused move, before its words have loaded (they load on first use,
 * src/i18n/refusals.ts), or when they cannot load: the notice and the live region say a short English
 * sentence at once, never nothing. This file's page has not loaded the words before its test.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { refusalWords } from '../../src/i18n/refusals.js';
import { settle } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';

const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const spoken = (el: PatienceGame): string => find(el, '[role="status"][aria-live]')?.textContent?.trim() ?? '';
const shown = (el: PatienceGame): string => find(el, '[part~="message"]:not([hidden])')?.textContent?.trim() ?? '';

describe("the page's first refused move, its words not loaded", () => {
  it('the notice and the live region say a short English sentence at once; the words replace it once loaded', async () => {
    const el = await mountGame({ deck: WINNING_DECK, autoPlay: 'off' });
    expect(refusalWords(), 'the refusal words are not loaded yet').to.equal(null);
    expect(el.play({ from: 'hand', to: 'foundation-1' })).to.equal(false);
    // The render after the refusal (a microtask), before the words' file can have come (a fetch):
    // what shows while they load, and what would stay if they could not load.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(refusalWords(), 'still loading').to.equal(null);
    expect(shown(el), 'the notice at once').to.equal('That move is not allowed.');
    expect(spoken(el), 'the live region at once').to.equal('That move is not allowed.');
    await waitUntil(() => refusalWords() !== null, 'the words load');
    await settle(el);
    expect(shown(el)).to.not.equal('').and.to.not.equal('That move is not allowed.');
  });
});
