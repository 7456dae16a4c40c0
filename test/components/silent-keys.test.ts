/**
 * A key that can do nothing says why (README "Keys"): a keyboard or screen reader player is never met
 * with silence. Undo and redo with nothing to take back or replay, a digit for a pile the game does not
 * have, `d` in a game whose stock turns its next card up by itself, and `w` in a game with no single
 * waste pile each show a short message and say it in the live region, and change nothing; the keys
 * that can act still act without a word of this kind.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { getVariant } from '../../src/variants/index.js';
import { ctrl, pileArea, settle } from '../helpers/game-driver.js';
import { mountGame } from '../helpers/extra.js';
import { HAND_GAME, pileOf } from '../helpers/shapes.js';

const find = (el: PatienceGame, sel: string): HTMLElement | null => el.shadowRoot!.querySelector<HTMLElement>(sel);
const spoken = (el: PatienceGame): string => find(el, '[role="status"][aria-live]')?.textContent?.trim() ?? '';
const shown = (el: PatienceGame): string => find(el, '[part~="message"]:not([hidden])')?.textContent?.trim() ?? '';

/** Presses `key` (with Control: `Control+y`) on the focused pile and waits for the words it brings. */
async function pressFor(el: PatienceGame, key: string, words: string): Promise<void> {
  if (key.startsWith('Control+')) await ctrl(key.slice('Control+'.length));
  else await sendKeys({ press: key });
  await waitUntil(() => shown(el).includes(words) && spoken(el).includes(words), `"${key}" shows and says "${words}"`);
}

describe('keys that can do nothing say so', () => {
  it(`in ${HAND_GAME}: u, Ctrl+Y, a digit past its piles, d and w each say why, and change nothing`, async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '7' });
    await settle(el);
    pileArea(el, el.legalMoves()[0].to).focus();
    const count = pileOf(getVariant(HAND_GAME), 'waste-pile')!.count;
    const before = el.serialize();
    await pressFor(el, 'u', 'Nothing to undo.');
    await pressFor(el, 'Control+y', 'Nothing to redo.');
    await pressFor(el, '9', `There is no pile 9 in this game: its piles are numbered 1 to ${count}.`);
    await pressFor(el, 'd', 'the stock is not drawn by hand');
    await pressFor(el, 'w', 'no single waste pile');
    expect(el.serialize()).to.equal(before);
    // A key that can act acts, without those words: the hand card onto pile 1, then undone by u.
    await sendKeys({ press: '1' });
    await waitUntil(() => el.state!.moves === 1, 'the hand card went onto pile 1');
    await sendKeys({ press: 'u' });
    await waitUntil(() => el.state!.moves === 0, 'u took it back');
    expect(shown(el)).to.not.contain('Nothing to undo');
  });

  it('in French, the words are French', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '7' });
    el.lang = 'fr';
    await settle(el);
    pileArea(el, el.legalMoves()[0].to).focus();
    await pressFor(el, 'u', 'Rien à annuler.');
  });
});
