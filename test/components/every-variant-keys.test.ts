/**
 * Every variant of the registry (`variantIds`): legal moves by keyboard alone (arrows between piles,
 * Enter to pick up and to drop, Enter on the stock to draw or redeal), and a table that fits a 320 px
 * column and uses the width of a wide one, with every pile of the game on it. No game is named here.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { layoutOf } from '../../src/engine/layout.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import { cardsShown, pileArea } from '../helpers/game-driver.js';
import { fixtureOf, keyMove, mount } from '../helpers/every-variant.js';

describe('every variant of the registry, by keyboard, and fitted to its column', () => {
  before(() => setViewport({ width: 1000, height: 1500 }));
  afterEach(() => resetMouse());

  for (const variant of variantIds) {
    const layout = layoutOf(getVariant(variant));
    it(`${variant}: the first moves of a won game by keyboard alone (arrows, Enter)`, async () => {
      const game = fixtureOf(winningGames, variant);
      const el = await mount(variant, game.deck, 800);
      pileArea(el, 'stock').focus();
      // Moves of every kind the game's first six hold (a draw, a placement, a foundation play …).
      for (const [i, m] of game.moves.slice(0, 6).entries()) {
        const before = el.state!.moves;
        await keyMove(el, m);
        expect(el.state!.moves, `move ${i + 1}: ${JSON.stringify(m)}`).to.be.greaterThan(before);
      }
    });

    it(`${variant}: fits a 320 px column without overflowing sideways, and uses the width of a wide one`, async () => {
      const narrow = await mount(variant, null, 320);
      const box = narrow.getBoundingClientRect();
      for (const pile of narrow.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')) {
        const r = pile.getBoundingClientRect();
        expect(r.left, `${pile.getAttribute('pile')}`).to.be.at.least(box.left);
        expect(r.right, `${pile.getAttribute('pile')}`).to.be.at.most(box.right + 0.5);
      }
      const base = narrow.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
      const wide = await mount(variant, null, 1000);
      const card = (el: PatienceGame) => cardsShown(el, 'stock')[0].getBoundingClientRect().width;
      expect(card(wide)).to.be.greaterThan(card(narrow) * 1.8);
      // Every pile of the game is on the table.
      const shown = [...wide.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap((p) => [
        ...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]'),
      ]);
      expect(
        shown
          .map((a) => a.dataset.pile)
          .sort()
          .join(' '),
      ).to.equal([...layout.ids].sort().join(' '));
    });
  }
});
