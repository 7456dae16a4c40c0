/**
 * Layout: waste piles are fanned so every card in them shows (docs/rules.md, the game of HAND_GAME in
 * shapes.ts: a hand and four waste piles): each covered card keeps its top strip, where its index is,
 * uncovered.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { cardsShown, pileArea, settle } from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';
import { HAND_GAME } from '../helpers/shapes.js';

describe('layout: fanned waste piles', () => {
  before(() => setViewport({ width: 900, height: 1500 }));

  it(`a game with a hand and waste piles (${HAND_GAME}): seven cards on one waste pile all show, each covered card at least 18% of its height`, async () => {
    // WINNING_DECK deals kings, queens, … first: no ace, nothing goes up by itself.
    const el = await mountGame({ variant: HAND_GAME, deck: WINNING_DECK, width: 600 });
    const placed = WINNING_DECK.slice(0, 7);
    for (const code of placed) {
      expect(el.state!.piles.hand.cards).to.deep.equal([code]);
      expect(el.play({ from: 'hand', to: 'waste-2' })).to.equal(true);
    }
    await el.updateComplete;
    const pile = el.shadowRoot!.querySelector('waste-pile[pile="waste-2"]') as HTMLElement & { updateComplete: Promise<unknown> };
    await pile.updateComplete;
    await settle(el);
    const cards = cardsShown(el, 'waste-2');
    expect(cards.map((c) => c.getAttribute('card'))).to.deep.equal(placed);
    const rects = cards.map((c) => c.getBoundingClientRect());
    const h = rects[0].height;
    expect(h).to.be.greaterThan(20);
    // Tops strictly increase, by at least 18% of a card's height each.
    for (let i = 1; i < rects.length; i++) {
      const step = rects[i].top - rects[i - 1].top;
      expect(step / h, `card ${i} (${placed[i]}) below card ${i - 1}`).to.be.at.least(0.18);
    }
    // Each covered card's top strip is what the eye (and the pointer) finds there: the card itself.
    const root = pileArea(el, 'waste-2').getRootNode() as ShadowRoot;
    for (let i = 0; i < rects.length - 1; i++) {
      const r = rects[i];
      const hit = root.elementFromPoint(r.left + r.width / 2, r.top + h * 0.09);
      expect(hit?.closest('[data-index]')?.getAttribute('data-index') ?? 'nothing', `top strip of ${placed[i]}`).to.equal(String(i));
    }
    // The pile's area is tall enough to hold the whole fan (drops and clicks land on it).
    const area = pileArea(el, 'waste-2').getBoundingClientRect();
    expect(area.bottom + 0.5).to.be.at.least(rects.at(-1)!.bottom);
  });
});
