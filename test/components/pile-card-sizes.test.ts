/**
 * A card in a pile is drawn as a `<playing-card>` of the same width is: the piles are no size
 * containers (issue #12: a container per pile made each move restyle its cards), so they learn their
 * cards' layout switches from the game (`data-card-size`) and size their insides from the card width.
 * At a game width that makes small cards (under 48 px), middle-sized ones and large ones (96 px and
 * more), a face-up card of a pile and a `<playing-card>` of its code and width have the same corner
 * index (place, size, layout), the same pips or one large suit symbol; and a foundation's "from A"
 * caption shows only on cards wider than 58 px. A pile draws only what its cards' size shows (every
 * element of a card is styled, even one hidden by CSS).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame, PlayingCard } from '../../src/index.js';
import { mountGame } from '../helpers/extra.js';
import { settle, tableCards } from '../helpers/game-driver.js';
import { LOCKING_GAME, TABLEAU_GAME } from '../helpers/shapes.js';

/** Where each part of a card's face is, relative to the card's box, in px; and what shows. */
function faceOf(card: Element, root: Element | ShadowRoot): Record<string, string> {
  const box = card.getBoundingClientRect();
  const rel = (sel: string): string => {
    const r = root.querySelector(sel)!.getBoundingClientRect();
    return [r.left - box.left, r.top - box.top, r.width, r.height].map((n) => n.toFixed(1)).join(' ');
  };
  const shows = (sel: string): boolean => {
    const el = root.querySelector(sel);
    return !!el && getComputedStyle(el).display !== 'none';
  };
  const corner = root.querySelector('.corner')!;
  return {
    corner: rel('.corner.tl'),
    otherCorner: rel('.corner.br'),
    cornerLayout: getComputedStyle(corner).flexDirection,
    rankSize: parseFloat(getComputedStyle(root.querySelector('.corner .rank')!).fontSize).toFixed(1),
    solo: String(shows('.solo')),
    pips: String(shows('.pips') || shows('.court')),
    radius: parseFloat(getComputedStyle(root.querySelector('.base')!).borderTopLeftRadius).toFixed(1),
  };
}

/** The table's card width in px. */
const cardWidth = (el: PatienceGame): number =>
  parseFloat(getComputedStyle(el.shadowRoot!.querySelector('.table')!).getPropertyValue('--patience-card-width'));

describe('cards in piles', () => {
  before(() => setViewport({ width: 1600, height: 1000 }));

  const seen = new Set<string>();
  for (const width of [270, 700, 1500]) {
    it(`a face-up card in a pile looks like a <playing-card> of its width (game ${width} px wide)`, async () => {
      const el = await mountGame({ variant: LOCKING_GAME, seed: '3', width });
      await settle(el);
      const w = cardWidth(el);
      seen.add(w < 48 ? 'small' : w >= 96 ? 'large' : 'middle');
      const faceUp = tableCards(el).filter((c) => c.hasAttribute('card'));
      expect(faceUp.length, 'a face-up card on the table').to.be.greaterThan(0);
      const inPile = faceUp[0];
      expect(inPile.getBoundingClientRect().width).to.be.closeTo(w, 0.5);
      const alone = await fixture<PlayingCard>(
        html`<playing-card card=${inPile.getAttribute('card')!} style="--patience-card-width: ${w}px"></playing-card>`,
      );
      await alone.updateComplete;
      expect(JSON.stringify(faceOf(inPile, inPile)), `card ${w} px`).to.equal(
        JSON.stringify(faceOf(alone, alone.shadowRoot!.querySelector('.base')!.parentNode as ShadowRoot)),
      );
      // A foundation's caption: "from 2" on cards wider than 58 px, "2" on narrower ones.
      const foundation = el.shadowRoot!.querySelector('foundation-pile')!.shadowRoot!;
      const from = foundation.querySelector('.from');
      if (from) expect(getComputedStyle(from).display === 'none', `"from" at ${w} px`).to.equal(w <= 58);
    });
  }

  it("a pile draws only what its cards' size shows: no pips on small cards, no large suit on others, and again after a resize", async () => {
    const el = await mountGame({ variant: LOCKING_GAME, seed: '3', width: 270 });
    await settle(el);
    const drawn = (): string => {
      const faceUp = tableCards(el).filter((c) => c.hasAttribute('card'));
      expect(faceUp.length, 'face-up cards on the table').to.be.greaterThan(0);
      const count = (sel: string): number => faceUp.filter((c) => c.querySelector(sel)).length;
      return `${cardWidth(el) < 48 ? 'small' : 'other'}: ${count('.solo')} with a large suit, ${count('.pips, .court, .figure')} with pips or a panel of ${faceUp.length}`;
    };
    const small = drawn();
    expect(small).to.match(/^small: (\d+) with a large suit, 0 with pips or a panel of \1$/);
    el.style.width = '1500px';
    await waitUntil(() => cardWidth(el) >= 48, 'the cards grow with the game');
    await settle(el);
    const other = drawn();
    expect(other).to.match(/^other: 0 with a large suit, (\d+) with pips or a panel of \1$/);
  });

  // Most cards of a deal are face down (41 of 52 in Lady Cadogan's first table): each is the card and
  // its back, two elements to style and lay out, not three (issue #12, first render).
  for (const width of [270, 1500]) {
    it(`a face-down card in a pile is two elements and looks like a <playing-card face-down> of its width (game ${width} px wide)`, async () => {
      const el = await mountGame({ variant: TABLEAU_GAME, seed: '3', width });
      await settle(el);
      const w = cardWidth(el);
      const faceDown = tableCards(el).filter((c) => c.hasAttribute('face-down'));
      expect(faceDown.length, 'face-down cards on the table').to.be.greaterThan(10);
      for (const c of faceDown) expect([...c.querySelectorAll('*')].map((n) => n.getAttribute('part')).join(' ')).to.equal('back');
      const alone = await fixture<PlayingCard>(html`<playing-card face-down style="--patience-card-width: ${w}px"></playing-card>`);
      await alone.updateComplete;
      const look = (card: Element, base: Element): string => {
        const box = card.getBoundingClientRect();
        const back = base.querySelector('[part~="back"]')!;
        const r = back.getBoundingClientRect();
        const [b, k] = [getComputedStyle(base), getComputedStyle(back)];
        return JSON.stringify({
          size: [box.width, box.height].map((n) => n.toFixed(1)),
          back: [r.left - box.left, r.top - box.top, r.width, r.height].map((n) => n.toFixed(1)),
          base: [b.backgroundColor, b.borderTopWidth, b.borderTopColor, b.borderTopLeftRadius, b.boxShadow, b.overflow],
          pattern: [k.backgroundImage, k.boxShadow, k.borderTopLeftRadius],
        });
      };
      const expected = look(alone, alone.shadowRoot!.querySelector('[part~="base"]')!);
      for (const c of faceDown) expect(look(c, c), `a face-down card ${w} px wide`).to.equal(expected);
    });
  }

  it('the widths above make small, middle-sized and large cards', () => {
    expect([...seen].sort().join(' ')).to.equal('large middle small');
  });
});
