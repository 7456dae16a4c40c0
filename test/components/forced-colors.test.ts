/**
 * Forced colors (Windows High Contrast): the browser replaces every colour by the system's and drops
 * box shadows, so every ring the game draws with a box shadow (the keyboard focus on a pile, the piles
 * a picked-up card may go to, a hint's cards, a guide step's card) needs an outline there, or a
 * keyboard player no longer sees where the focus is.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { pileArea, settle } from '../helpers/game-driver.js';
import { mountGame } from '../helpers/extra.js';
import { HAND_GAME, TABLEAU_GAME } from '../helpers/shapes.js';

const press = (key: string): Promise<unknown> => executeServerCommand('press-keys', { keys: [key] });

/** The element's outline as a person sees it: a style other than none, at least 2 px wide. */
function outlined(el: Element): boolean {
  const cs = getComputedStyle(el);
  return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
}

/** The element that has the focus, inside every shadow root. */
function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

describe('forced colors (High Contrast)', () => {
  before(async () => {
    await executeServerCommand('forced-colors', { active: true });
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
  });
  after(async () => {
    await executeServerCommand('forced-colors', { active: false });
  });

  it('the focused pile, the hand and the piles a picked-up card may go to are outlined', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '7' });
    el.focusBoard();
    await press('ArrowDown');
    await settle(el);
    const pile = deepActive()!;
    expect(pile.matches('[part~="base"]'), 'a pile has the focus').to.equal(true);
    expect(outlined(pile), 'the focused pile').to.equal(true);
    // The hand: pick its card up with Enter; the piles it may go to are marked as targets.
    pileArea(el, 'hand').focus();
    await press('Enter');
    await settle(el);
    expect(outlined(pileArea(el, 'hand')), 'the focused hand').to.equal(true);
    const target = pileArea(el, 'waste-1');
    await waitUntil(() => target.hasAttribute('data-target'), 'waste pile 1 is a target');
    expect(outlined(target.querySelector('.placeholder')!), 'an empty target pile').to.equal(true);
  });

  it("a hint's cards are outlined, as its target pile is", async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '7' });
    const s = await el.hint();
    await settle(el);
    const card = pileArea(el, s!.move.from).querySelector('[part~="card"][part~="hint"] .base')!;
    expect(outlined(card), 'the hint card').to.equal(true);
    expect(outlined(pileArea(el, s!.move.to)), 'the hint target').to.equal(true);
  });

  it('a face-down card shows a pattern on its back, alone and in a pile', async () => {
    // Forced colors drop gradient backgrounds (computed as `none, none, none`): the back, a lattice of
    // gradients, would be a blank card. A back must keep an image that draws something.
    const drawn = /gradient|url\(/;
    const card = await fixture<HTMLElement>(html`<playing-card code="AS" face-down></playing-card>`);
    await (card as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const alone = card.shadowRoot!.querySelector('.back')!;
    expect(getComputedStyle(alone).backgroundImage, 'a standalone back').to.match(drawn);
    const el = await mountGame({ variant: TABLEAU_GAME, seed: '7' });
    const backs = [...el.shadowRoot!.querySelectorAll('*')].flatMap((n) => [...(n.shadowRoot?.querySelectorAll('.back') ?? [])]);
    expect(backs.length, 'the game shows face-down cards').to.be.greaterThan(0);
    for (const back of backs) expect(getComputedStyle(back).backgroundImage, 'a back in a pile').to.match(drawn);
  });

  it("a guide step's card is outlined", async () => {
    const el = await fixture<PatienceGame>(html`
      <patience-game style="width: 600px" variant=${HAND_GAME} seed="7" guide>
        <patience-step move="hand waste-1">One.</patience-step>
      </patience-game>
    `);
    await el.updateComplete;
    const next = () => [...el.shadowRoot!.querySelectorAll('button')].find((b) => /Next/.test(b.textContent!));
    await waitUntil(() => next(), 'the guide shows Next');
    next()!.click();
    const mark = () => el.shadowRoot!.querySelector('.guide-mark.card:not([hidden])');
    await waitUntil(() => mark(), 'the step marks its card');
    expect(outlined(mark()!), "the step's card").to.equal(true);
  });
});
