/**
 * What a screen reader hears when the game is not a new deal, and around the New game question
 * (found by a fresh user's review, playing by keys with the live region read out):
 * - a saved game resumed (a reload with `persist`, a variant taken up again) or a position restored is
 *   said as resumed, not as "New game of …" (the player's moves are on the table);
 * - the New game question's words are the description of the button that takes the focus, so they are
 *   heard with it (the group's name alone, "New game", did not say that the game would count as lost);
 * - the question asked by `n` on a pile and answered "Keep playing" (or Escape) gives the focus back to
 *   that pile, where the player was, not to the toolbar's New game button.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { pileArea, settle } from '../helpers/game-driver.js';
import { freshKey, mountGame } from '../helpers/extra.js';
import { HAND_GAME } from '../helpers/shapes.js';
import { variantIds } from '../../src/variants/index.js';

const spoken = (el: PatienceGame): string =>
  el.shadowRoot!.querySelector('[role="status"][aria-live]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Plays the first legal move `n` times. */
async function playSome(el: PatienceGame, n: number): Promise<void> {
  for (let i = 0; i < n; i++) expect(el.play(el.legalMoves()[0])).to.equal(true);
  await settle(el);
}

interface AxNode {
  role: string;
  name?: string;
  description?: string;
  focused?: boolean;
  children?: AxNode[];
}

/** The node of Chromium's accessibility tree that has the focus (what a screen reader says on focus). */
async function focusedNode(): Promise<AxNode | null> {
  const tree = (await executeServerCommand('a11y-tree')) as AxNode;
  let found: AxNode | null = null;
  const walk = (n: AxNode): void => {
    if (n.focused) found = n;
    n.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

describe('what is said when a game is resumed', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 900 }));

  it('a saved game taken up on the next load is said as resumed, not as a new game', async () => {
    const key = freshKey();
    const el = await mountGame({ seed: '31', persist: key });
    await playSome(el, 3);
    const moves = el.state!.moves;
    el.remove();
    // "Reload": a new element with the same key resumes the game, its moves on the table.
    const again = await fixture<PatienceGame>(
      html`<patience-game style="width: 600px" variant=${HAND_GAME} persist=${key}></patience-game>`,
    );
    await settle(again);
    expect(again.state!.moves).to.equal(moves);
    expect(spoken(again)).to.not.contain('New game');
    expect(spoken(again)).to.contain('Resumed');
    expect(spoken(again)).to.contain('deal 31');
    localStorage.removeItem(`${key}:game:${HAND_GAME}`);
  });

  it('a variant taken up again, and a position restored, are said as resumed', async () => {
    const key = freshKey();
    const el = await mountGame({ variant: variantIds[0], seed: '12', persist: key });
    await playSome(el, 2);
    const saved = el.serialize();
    el.variant = variantIds[1];
    await settle(el);
    expect(spoken(el)).to.contain('New game');
    el.variant = variantIds[0];
    await settle(el);
    expect(el.state!.seed).to.equal('12');
    expect(spoken(el)).to.contain('Resumed');
    expect(spoken(el)).to.not.contain('New game');
    // restore() of a position with moves made: resumed too.
    expect(el.newGame({ seed: '13' })).to.equal(true);
    await settle(el);
    expect(el.restore(saved)).to.equal(true);
    await settle(el);
    expect(spoken(el)).to.contain('Resumed');
    // A deal with no move yet is a new game, as before.
    expect(el.newGame({ seed: '14' })).to.equal(true);
    await settle(el);
    expect(spoken(el)).to.contain('New game');
    for (const v of variantIds.slice(0, 2)) localStorage.removeItem(`${key}:game:${v}`);
  });
});

describe('the New game question, by keys', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 900 }));

  it('n during a game: the focused button carries the question in its description', async () => {
    const el = await mountGame({ seed: '4' });
    await playSome(el, 1);
    pileArea(el, 'waste-1').focus();
    await sendKeys({ press: 'n' });
    await settle(el);
    const question = el.shadowRoot!.querySelector('.confirm')!;
    expect(question, 'the question shows').to.not.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(question.querySelector('button.no'));
    const node = await focusedNode();
    expect(node?.name).to.equal('Keep playing');
    expect(node?.description ?? '').to.contain('This one will count as lost.');
  });

  for (const answer of ['Enter', 'Escape']) {
    it(`n on a pile, then ${answer === 'Enter' ? '"Keep playing"' : 'Escape'}: the focus goes back to that pile`, async () => {
      const el = await mountGame({ seed: '4' });
      await playSome(el, 1);
      pileArea(el, 'waste-2').focus();
      await sendKeys({ press: 'n' });
      await settle(el);
      expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Keep playing');
      await sendKeys({ press: answer });
      await settle(el);
      expect(el.shadowRoot!.querySelector('.confirm'), 'the question went').to.equal(null);
      expect(el.state!.seed).to.equal('4');
      const active = el.shadowRoot!.activeElement;
      expect(active?.localName).to.equal('waste-pile');
      expect(active!.shadowRoot!.activeElement).to.equal(pileArea(el, 'waste-2'));
    });
  }
});
