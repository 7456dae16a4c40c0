/**
 * "axe reports nothing in every state" (issue #7), for every variant of the registry (`variantIds`):
 * the fresh deal, cards picked up (a real click), a refused move's message (a real click on a pile
 * that does not take them), a hint on the table (the Hint button), the "You won" panel and the
 * "No more moves" message (the games of test/fixtures, played through the API to reach the end
 * quickly). Sir Tommy's other states (the keys list, the New game question) are checked in
 * screen-reader.test.ts. No game is named here: a new variant is covered once it is registered and
 * has its fixtures.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { Move } from '../../src/engine/rules.js';
import { variantIds } from '../../src/variants/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import { lostGames } from '../fixtures/lost-games.js';
import { cardPoint, centerOf, click, pileArea, settle, targetPoint } from '../helpers/game-driver.js';
import { fixtureOf, mount, unitIndex } from '../helpers/every-variant.js';

const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
/** The message line's words, or '' when it is hidden. */
const message = (el: PatienceGame): string => {
  const m = find(el, '[part~="message"]');
  return m && !m.hidden ? m.textContent!.replace(/\s+/g, ' ').trim() : '';
};
const key = (m: Move): string => `${m.from}>${m.to}`;

/** Runs axe on the game (its shadow roots included), naming the state when it finds something. */
async function expectAccessible(el: PatienceGame, state: string): Promise<void> {
  await settle(el);
  try {
    await expect(el).to.be.accessible();
  } catch (e) {
    throw new Error(`${el.variant}, ${state}: ${(e as Error).message}`, { cause: e });
  }
}

describe('axe finds nothing in any state, in every variant', function () {
  this.timeout(240_000);
  before(() => setViewport({ width: 1000, height: 1500 }));
  afterEach(() => resetMouse());

  for (const variant of variantIds) {
    it(`${variant}: fresh, picked up, refused, hint shown`, async () => {
      const game = fixtureOf(winningGames, variant);
      const el = await mount(variant, game.deck, 800);
      await expectAccessible(el, 'fresh deal');
      // The position before the fixture's first move that picks cards up (not a draw or a redeal).
      const first = game.moves.findIndex((m) => m.from !== 'stock' && m.to !== 'stock');
      for (const m of game.moves.slice(0, first)) el.play(m);
      await settle(el);
      const m = game.moves[first];
      await click(cardPoint(el, m.from, unitIndex(el, m.from, m.count ?? 1)));
      await settle(el);
      expect(pileArea(el, m.from).hasAttribute('data-selected'), `${m.from} picked up`).to.equal(true);
      await expectAccessible(el, `${m.from} picked up`);
      // A pile the picked-up cards cannot go to: the move is refused, in words.
      const legal = new Set(el.legalMoves().map(key));
      const refusing = Object.keys(el.state!.piles).find(
        (id) => id !== m.from && id !== 'stock' && id !== 'hand' && !legal.has(key({ from: m.from, to: id })),
      );
      expect(refusing, 'a pile that refuses the cards').to.be.a('string');
      const moves = el.state!.moves;
      await click(targetPoint(el, refusing!));
      await settle(el);
      await waitUntil(() => message(el) !== '', 'the refusal is shown', { timeout: 10_000 });
      expect(el.state!.moves).to.equal(moves);
      await expectAccessible(el, `refused (${message(el)})`);
      // A hint on the table: its cards and target highlighted, its words shown.
      await click(centerOf(find(el, '.toolbar button.hint')!));
      // A hint's budget is in nodes: seconds on a quiet machine, up to a minute on one shared with other runs.
      await waitUntil(() => message(el).startsWith('Hint:'), 'the hint is shown', { timeout: 60_000 });
      await settle(el);
      await expectAccessible(el, `hint (${message(el)})`);
    });

    it(`${variant}: won (the "You won" panel), lost (the "No more moves" message)`, async () => {
      const won = fixtureOf(winningGames, variant);
      const el = await mount(variant, won.deck, 800);
      el.setAttribute('no-animation', ''); // the panel at once, without the celebration
      for (const m of won.moves) el.play(m);
      await settle(el);
      expect(el.state!.status).to.equal('won');
      await waitUntil(() => find(el, '[part~="won-panel"]') !== null, 'the "You won" panel', { timeout: 10_000 });
      await expectAccessible(el, 'won');
      const lost = fixtureOf(lostGames, variant);
      el.newGame({ deck: [...lost.deck] });
      for (const m of lost.moves) el.play(m);
      await settle(el);
      expect(el.state!.status).to.equal('lost');
      expect(find(el, '[part~="message"]')!.classList.contains('lost')).to.equal(true);
      expect(message(el)).to.not.equal('');
      await expectAccessible(el, `lost (${message(el)})`);
    });
  }
});
