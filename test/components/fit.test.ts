/**
 * Fit (issue #7): the element takes the width it is given and never collapses (an intrinsic minimum
 * inline size), every pile is inside it from 260 px up, and fanned piles compress so the whole game
 * stays inside the element's height when the page sets one, otherwise inside the viewport.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { cardsShown, pileArea, settle } from '../helpers/game-driver.js';
import { WINNING_DECK, winningMoves } from '../helpers/extra.js';
import { inside } from '../helpers/checks.js';
import { variantIds, variants } from '../../src/variants/index.js';
import { layoutOf } from '../../src/engine/index.js';
import type { FoundationsDeclaration } from '../../src/engine/vocabulary.js';
import { HAND_GAME, TABLEAU_GAME, pileOf } from '../helpers/shapes.js';

/** A layout's shape: how many piles of each kind it has (`{"stock":1,"hand":1,"foundation":4,…}`). */
const layoutShape = (id: string): string => {
  const counts: Record<string, number> = {};
  for (const kind of layoutOf(variants[id]).kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return JSON.stringify(counts);
};
/** One game per distinct layout shape (the first in menu order): four, six, seven or eight waste piles, a tableau… */
const VARIANTS = variantIds.filter((id, i) => variantIds.findIndex((o) => layoutShape(o) === layoutShape(id)) === i);
/** The tableau pile of TABLEAU_GAME dealt the most cards (`tableau-10` today). */
const DEEPEST_TABLEAU = (() => {
  const deal = pileOf(variants[TABLEAU_GAME], 'tableau')!.deal;
  return `tableau-${deal.indexOf(Math.max(...deal)) + 1}`;
})();
const PILES = 'stock-pile, waste-pile, foundation-pile, tableau-pile';

/** Every card and pile box in the game. */
function boxes(el: PatienceGame): { what: string; box: DOMRect }[] {
  const out: { what: string; box: DOMRect }[] = [];
  for (const pile of el.shadowRoot!.querySelectorAll(PILES)) {
    for (const area of pile.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]')) {
      out.push({ what: area.dataset.pile!, box: area.getBoundingClientRect() });
      for (const card of area.querySelectorAll('[part~="card"]'))
        out.push({ what: `${area.dataset.pile} card ${card.getAttribute('card')}`, box: card.getBoundingClientRect() });
    }
  }
  return out;
}

/** HAND_GAME dealt WINNING_DECK with automatic play off, in an element of this `style`. */
const handGame = (style: string): Promise<PatienceGame> =>
  fixture<PatienceGame>(
    html`<patience-game style=${style} variant=${HAND_GAME} auto-play="off" .deck=${[...WINNING_DECK]}></patience-game>`,
  );

/** HAND_GAME, automatic play off: the first `n` cards (no ace among the first 48) on waste-1. */
async function tallPile(el: PatienceGame, n: number): Promise<void> {
  for (let i = 0; i < n; i++) expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
  await settle(el);
  // The new fan is laid out after the render that showed the new card.
  await settle(el);
}

describe('fit', () => {
  before(() => setViewport({ width: 1100, height: 900 }));

  it('a 19-card waste pile in an element 600 px tall: every card is inside the element', async () => {
    const el = await handGame('width: 600px; height: 600px');
    await tallPile(el, 19);
    expect(cardsShown(el, 'waste-1')).to.have.length(19);
    const box = el.getBoundingClientRect();
    expect(box.height).to.equal(600);
    for (const { what, box: b } of boxes(el)) expect(inside(b, box), `${what} inside the element`).to.equal(true);
    // Each covered card still shows a strip of itself (compressed, not stacked).
    const tops = cardsShown(el, 'waste-1').map((c) => c.getBoundingClientRect().top);
    for (let i = 1; i < tops.length; i++) expect(tops[i] - tops[i - 1]).to.be.greaterThan(4);
  });

  it('a 30-card waste pile in an element 1024 × 500: the rules below the piles stay inside it', async () => {
    const el = await handGame('width: 1024px; height: 500px');
    await tallPile(el, 30);
    const box = el.getBoundingClientRect();
    expect(box.height).to.equal(500);
    const rules = el.shadowRoot!.querySelector('[part~="rules"]')!.getBoundingClientRect();
    expect(rules.bottom, 'the rules line is inside the element').to.be.at.most(box.bottom);
    for (const { what, box: b } of boxes(el)) expect(inside(b, box), `${what} inside the element`).to.equal(true);
  });

  it('in an element of a set height, a tall pile shows every index: the cards get smaller, and grow back at the next deal', async () => {
    const el = await handGame('width: 1024px; height: 500px');
    await settle(el);
    const wide = cardsShown(el, 'hand')[0].getBoundingClientRect().width;
    for (const n of [8, 30]) {
      await tallPile(el, n - cardsShown(el, 'waste-1').length);
      const cards = cardsShown(el, 'waste-1').map((c) => c.getBoundingClientRect());
      expect(cards).to.have.length(n);
      const height = cards[0].height;
      // Each covered card shows its whole corner index: the top 20 % of the card (22 % under 30 px).
      for (let i = 1; i < n; i++) expect(cards[i].top - cards[i - 1].top, `${n} cards: step ${i}`).to.be.at.least(0.2 * height - 0.5);
      expect(cards[0].width, `${n} cards: smaller than the ${wide} px the width allows`).to.be.lessThan(wide);
      for (const { what, box: b } of boxes(el)) expect(inside(b, el.getBoundingClientRect()), `${n} cards: ${what} inside`).to.equal(true);
      // The width settles: another frame lays nothing out again.
      const width = cards[0].width;
      await settle(el);
      await new Promise((r) => requestAnimationFrame(r));
      await settle(el);
      expect(cardsShown(el, 'waste-1')[0].getBoundingClientRect().width).to.equal(width);
    }
    el.newGame({ seed: '5' });
    await settle(el);
    await settle(el);
    expect(cardsShown(el, 'hand')[0].getBoundingClientRect().width).to.be.closeTo(wide, 0.5);
  });

  it('without a height set, the game fits the viewport; with room, the fan keeps its full offset', async () => {
    const el = await handGame('width: 600px');
    await tallPile(el, 6);
    const roomy = cardsShown(el, 'waste-1').map((c) => c.getBoundingClientRect());
    expect((roomy[1].top - roomy[0].top) / roomy[0].height).to.be.closeTo(0.24, 0.01);
    await tallPile(el, 15);
    expect(el.getBoundingClientRect().height).to.be.at.most(innerHeight + 1);
    const last = cardsShown(el, 'waste-1').at(-1)!.getBoundingClientRect();
    expect(last.bottom).to.be.at.most(el.getBoundingClientRect().bottom);
  });

  it('in a 300 px column (a phone, less the page margins) and in a 260 px one, the toolbar keeps its six buttons on one row', async () => {
    for (const [variant, width] of variantIds.flatMap((v) => [[v, 300] as const, [v, 260] as const])) {
      const el = await fixture<PatienceGame>(html`<patience-game style="width: ${width}px" variant=${variant} seed="3"></patience-game>`);
      await el.updateComplete;
      const tops = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.buttons > button')].map((b) =>
        Math.round(b.getBoundingClientRect().top),
      );
      expect(tops.length, variant).to.equal(6);
      expect(new Set(tops).size, `${variant} at ${width} px: button rows (tops ${tops.join(' ')})`).to.equal(1);
      // Still a finger's target: at least 24 px each way (WCAG 2.2, 2.5.8).
      for (const b of el.shadowRoot!.querySelectorAll<HTMLElement>('.buttons > button')) {
        const r = b.getBoundingClientRect();
        expect(Math.min(r.width, r.height), `${variant} at ${width} px: ${b.className} button`).to.be.at.least(24);
      }
    }
  });

  it("in a 260 px column, a foundation's caption (its base rank, the suit it is locked to) fits its card's width", async () => {
    const locked: string[] = [];
    for (const variant of variantIds) {
      const el = await fixture<PatienceGame>(
        html`<patience-game style="width: 260px" variant=${variant} seed="5" animation="off"></patience-game>`,
      );
      await el.updateComplete;
      const labels = () =>
        [...el.shadowRoot!.querySelectorAll('foundation-pile')].flatMap((f) => [
          ...f.shadowRoot!.querySelectorAll<HTMLElement>('[part~="label"]'),
        ]);
      if (labels().length === 0) continue;
      // Play towards the foundations until one holds a card (a suit then locks where foundations build in suit).
      for (let i = 0; i < 80 && !labels().some((l) => l.querySelector('[part~="lock"]')); i++) {
        const moves = el.legalMoves();
        if (moves.length === 0) break;
        el.play(moves.find((m) => m.to.startsWith('foundation')) ?? moves[0]);
        await settle(el);
      }
      if (labels().some((l) => l.querySelector('[part~="lock"]'))) locked.push(variant);
      for (const l of labels()) {
        expect(
          l.scrollWidth,
          `${variant}: caption "${l.textContent!.replace(/\s+/g, '')}" (${l.scrollWidth} px in ${l.clientWidth})`,
        ).to.be.at.most(l.clientWidth);
      }
    }
    // Every game whose foundations say their base or the suit a foundation owns, and build in suit, was checked with a lock shown.
    const locking = variantIds.filter((v) => {
      const layout = layoutOf(variants[v]);
      const decls = layout.foundations.map((f) => layout.decls[f] as FoundationsDeclaration);
      const captioned = new Set(layout.foundations.map((f) => layout.base[f])).size > 1 || decls.some((d) => d.uniqueSuits);
      return captioned && decls.some((d) => d.build.suit === 'same');
    });
    expect(locking.length, 'games that lock a foundation to a suit').to.be.at.least(2);
    expect(locked).to.include.members(locking);
  });

  it('in a flex row with no width it is at least 260 px wide and lays out a playable game', async () => {
    const row = await fixture<HTMLDivElement>(
      html`<div style="display: flex; width: 1000px">
        <aside style="flex: 1 1 auto">Article</aside>
        <patience-game variant=${TABLEAU_GAME} seed="3"></patience-game>
      </div>`,
    );
    const el = row.querySelector('patience-game')!;
    await el.updateComplete;
    await settle(el);
    const box = el.getBoundingClientRect();
    expect(box.width).to.be.at.least(260);
    for (const { what, box: b } of boxes(el)) expect(inside(b, box), `${what} inside the element`).to.equal(true);
    expect(cardsShown(el, DEEPEST_TABLEAU)[0].getBoundingClientRect().width).to.be.at.least(18);
  });

  for (const width of [300, 1024]) {
    it(`the "You won" panel at ${width} px: wholly inside the element, over neither the toolbar nor the foundations`, async () => {
      const el = await fixture<PatienceGame>(
        html`<patience-game style="width: ${width}px" variant=${HAND_GAME} no-animation .deck=${WINNING_DECK}></patience-game>`,
      );
      await el.updateComplete;
      for (const m of winningMoves()) el.play(m);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="won-panel"]'), 'the won panel', { timeout: 10_000 });
      await settle(el);
      const panel = el.shadowRoot!.querySelector<HTMLElement>('[part~="won-panel"]')!.getBoundingClientRect();
      const toolbar = el.shadowRoot!.querySelector<HTMLElement>('.toolbar')!.getBoundingClientRect();
      expect(inside(panel, el.getBoundingClientRect()), 'inside the element').to.equal(true);
      expect(panel.top, 'below the toolbar').to.be.at.least(toolbar.bottom - 0.5);
      const foundations = el.shadowRoot!.querySelector<HTMLElement>('foundation-pile')!.getBoundingClientRect();
      // In a narrow column the panel takes its place under the piles; in a wide one it lies over the
      // empty middle of the table.
      if (width < 420) expect(panel.top, 'below the foundations').to.be.at.least(foundations.bottom - 0.5);
    });
  }

  // The card width and the gap are both rounded: at some widths (10 piles at 280–283 px) the gap
  // drawn for the rounded card was wider than the one the card was sized with.
  for (const variant of variantIds) {
    it(`${variant} at every width from 260 to 340 px (resized one px at a time): every pile and card is inside the element`, async () => {
      const frame = (): Promise<unknown> => new Promise((r) => requestAnimationFrame(r));
      const wrong: string[] = [];
      const el = await fixture<PatienceGame>(html`<patience-game style="width: 260px" variant=${variant} seed="3"></patience-game>`);
      for (let width = 260; width <= 340; width++) {
        el.style.width = `${width}px`;
        // Laid out again on the resize, then once more with the new card width: wait until it holds.
        let last = '';
        for (let i = 0; i < 20; i++) {
          await frame();
          await settle(el);
          const now = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!.style.getPropertyValue('--patience-card-width');
          if (now === last) break;
          last = now;
        }
        const box = el.getBoundingClientRect();
        expect(box.width).to.be.closeTo(width, 0.5);
        for (const { what, box: b } of boxes(el))
          if (!inside(b, box)) wrong.push(`${width} px: ${what} from ${b.left - box.left} to ${b.right - box.left} px`);
      }
      expect(wrong.slice(0, 6).join('; ')).to.equal('');
    });
  }

  // A page's frame around the game (a padding and a border on the element): the table lies inside its
  // content box, and was laid out for the width with the padding (the last tableau pile was cut).
  for (const width of [320, 600]) {
    it(`a padding and a border set on the element by the page, ${width} px: every pile and card is inside the table`, async () => {
      const el = await fixture<PatienceGame>(
        html`<patience-game
          style="width: ${width}px; padding: 12px; border: 4px solid black"
          variant=${TABLEAU_GAME}
          seed="3"
        ></patience-game>`,
      );
      await settle(el);
      await settle(el);
      const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
      const table = base.getBoundingClientRect();
      expect(table.width).to.be.closeTo(width - 32, 0.5);
      const out = boxes(el)
        .filter(({ box }) => !inside(box, table))
        .map(({ what, box }) => `${what} from ${Math.round(box.left - table.left)} to ${Math.round(box.right - table.left)} px`);
      expect(out.slice(0, 4).join('; ')).to.equal('');
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    });
  }

  for (const variant of VARIANTS) {
    for (const width of [260, 320, 1024]) {
      it(`${variant} at ${width} px: every pile and card is inside the element`, async () => {
        const el = await fixture<PatienceGame>(html`<patience-game style="width: ${width}px" variant=${variant} seed="3"></patience-game>`);
        await settle(el);
        const box = el.getBoundingClientRect();
        expect(box.width).to.be.closeTo(width, 0.5);
        const all = boxes(el);
        expect(all.length).to.be.greaterThan(10);
        for (const { what, box: b } of all) expect(inside(b, box), `${what} inside`).to.equal(true);
        // No pile overlaps the next one in its row.
        const areas = [...el.shadowRoot!.querySelectorAll('.row.main > *')].map((p) => p.getBoundingClientRect());
        for (let i = 1; i < areas.length; i++) expect(areas[i].left).to.be.at.least(areas[i - 1].right - 0.5);
        const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
        expect(base.scrollWidth).to.be.at.most(base.clientWidth);
        void pileArea;
      });
    }
  }
});

describe('a set height and face-down cards', () => {
  before(() => setViewport({ width: 1100, height: 900 }));

  // Face-down steps give way before face-up ones (both compressed alike hid a covered card's index:
  // 14 px of a 17.5 px index showed in a 430 px tall game).
  for (const height of [330, 430]) {
    it(`${height} px tall, a tableau with face-down cards: every covered face-up card still shows its index`, async () => {
      const el = await fixture<PatienceGame>(
        html`<patience-game style="width: 1024px; height: ${height}px" variant=${TABLEAU_GAME} seed="42"></patience-game>`,
      );
      await settle(el);
      for (let i = 0; i < 14; i++) {
        const m = el.legalMoves();
        if (m.length === 0) break;
        el.play(m[i % 3 === 2 ? m.length - 1 : 0]);
        await settle(el);
        await settle(el);
        for (const pile of layoutOf(variants[TABLEAU_GAME]).tableau.map((t) => layoutOf(variants[TABLEAU_GAME]).ids[t])) {
          const cards = cardsShown(el, pile);
          for (let k = 1; k < cards.length; k++) {
            if (cards[k - 1].hasAttribute('face-down')) continue;
            const under = cards[k - 1].getBoundingClientRect();
            const index = cards[k - 1].querySelector('.corner')!.getBoundingClientRect();
            const shows = cards[k].getBoundingClientRect().top - under.top;
            expect(
              shows,
              `move ${i + 1}, ${pile}: card ${k} of ${cards.length} shows ${shows.toFixed(1)} px of an index ${(index.bottom - under.top).toFixed(1)} px tall`,
            ).to.be.at.least(index.bottom - under.top - 0.5);
          }
        }
      }
    });
  }
});

describe('fit to a short viewport (no height set)', () => {
  before(() => setViewport({ width: 1024, height: 500 }));
  after(() => setViewport({ width: 1100, height: 900 }));

  it('1024 × 500, no height: the element is no taller than the viewport, with every pile inside, at the deal and with a 30-card waste pile, each covered index showing', async () => {
    const el = await handGame('');
    await settle(el);
    await settle(el);
    for (const n of [0, 30]) {
      await tallPile(el, n);
      const box = el.getBoundingClientRect();
      expect(box.height, `${n} cards: the element's height`).to.be.at.most(innerHeight);
      for (const { what, box: b } of boxes(el)) expect(inside(b, box), `${n} cards: ${what} inside the element`).to.equal(true);
      const cards = cardsShown(el, 'waste-1').map((c) => c.getBoundingClientRect());
      for (let i = 1; i < cards.length; i++)
        expect(cards[i].top - cards[i - 1].top, `${n} cards: step ${i}`).to.be.at.least(0.2 * cards[0].height - 0.5);
    }
  });

  it('1024 × 500, a height of 900 px set by the page: the element keeps it and the cards their full width', async () => {
    const el = await handGame('height: 900px');
    await settle(el);
    await settle(el);
    expect(el.getBoundingClientRect().height).to.equal(900);
    expect(cardsShown(el, 'hand')[0].getBoundingClientRect().width).to.be.closeTo(104, 0.5);
  });
});
