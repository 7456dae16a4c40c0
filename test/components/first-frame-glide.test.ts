/**
 * A move played in the frame of the first render of a narrow game (320 px, a phone's width) glides from
 * the card's place in the table as it is drawn once the move shows: inside the element, on the pile it
 * leaves. Not from a place measured in a layout the table has left since: the layout before the first
 * fit, or the board's place before the move (here the board moves up some 20 px with the first move,
 * as what lies above it gets shorter).
 *
 * The glides load after a page's first game paints (in-play.ts); a game made once they are loaded glides
 * from its first frame, which is the case here: a first game is made (and removed) before.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { cardsShown, gameAnimations, pileArea, standIns } from '../helpers/game-driver.js';
import { WINNING_DECK } from '../helpers/extra.js';
import { landNow } from '../helpers/checks.js';
import { DRAW_GAME, HAND_GAME } from '../helpers/shapes.js';

const round = (r: DOMRect): string => [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');

describe('a move in the frame of the first render', () => {
  before(async () => {
    await setViewport({ width: 320, height: 568 });
    const first = document.createElement('patience-game') as PatienceGame;
    document.body.append(first);
    await first.updateComplete; // waits for the glides' chunk
    first.remove();
  });

  for (const [name, variant, deck, move] of [
    ['a card from the hand', HAND_GAME, WINNING_DECK, { from: 'hand', to: 'waste-1' }],
    ['a draw from the stock', DRAW_GAME, null, { from: 'stock', to: 'waste' }],
  ] as const) {
    it(`at 320 px glides from the card's place in the fitted table, inside the element (${name})`, async () => {
      const el = document.createElement('patience-game') as PatienceGame;
      el.setAttribute('variant', variant);
      el.setAttribute('seed', '11');
      if (deck) el.deck = [...deck];
      el.style.setProperty('--patience-move-duration', '4000ms');
      // Played as the first render is dealt, before the table is fitted (a frame later).
      el.addEventListener('patience-deal', () => el.play(move), { once: true });
      document.body.append(el);
      try {
        await waitUntil(() => el.state?.piles[move.to].cards.length === 1, 'the move is played');
        const code = el.state!.piles[move.to].cards[0];
        const card = () => cardsShown(el, move.to).find((c) => c.getAttribute('card') === code);
        await waitUntil(() => (card()?.getAnimations().length ?? 0) > 0, 'the card glides');
        for (const a of gameAnimations(el)) {
          a.pause();
          a.currentTime = 0;
        }
        // What shows of the card as it sets off: itself, or its back when it turns up on the way.
        const own = card()!.getBoundingClientRect();
        const back = standIns(el).find((c) => c.hasAttribute('face-down'));
        const start = own.width > 1 ? own : back!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const origin = pileArea(el, move.from).getBoundingClientRect();
        const inside =
          start.left >= box.left - 3 && start.top >= box.top - 3 && start.right <= box.right + 3 && start.bottom <= box.bottom + 3;
        expect(inside, `start ${round(start)} inside the element ${round(box)}`).to.equal(true);
        const at = Math.abs(start.left - origin.left) <= 3 && Math.abs(start.top - origin.top) <= 3;
        expect(at, `start ${round(start)} on ${move.from} ${round(origin)}`).to.equal(true);
        await landNow(el);
      } finally {
        el.remove();
      }
    });
  }
});
