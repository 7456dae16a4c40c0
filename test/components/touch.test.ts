/**
 * Touch (issue #7): in Lady Cadogan at 320 px every movable run can be picked with a target of at
 * least 24 × 24 CSS px (a tap on the top card of a run picks the run up; the target pile takes as many
 * of its cards as fit), and a tap on the pile just dropped on, within the double-tap window, is not
 * swallowed. Touch is driven with pointer events of `pointerType: 'touch'` and the click a browser
 * makes of a tap.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import {
  cardsShown,
  centerOf,
  deepElementFromPoint,
  pileArea,
  recordEvents,
  settle,
  targetPoint,
  type Point,
} from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';

/** A finger tap: pointerdown, pointerup, then the click (a PointerEvent, `detail` taps in a row). */
async function tap(el: PatienceGame, [x, y]: Point, taps = 1): Promise<void> {
  const target = deepElementFromPoint(x, y)!;
  const init = { pointerId: 11, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  target.dispatchEvent(new PointerEvent('click', { ...init, detail: taps, cancelable: true }));
  if (taps === 2) target.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true, clientX: x, clientY: y, detail: 2 }));
  await settle(el);
}

describe('touch', () => {
  before(() => setViewport({ width: 360, height: 900 }));

  it('Lady Cadogan at 320 px: every movable run has a target of at least 24 × 24 px, and a tap there picks it', async () => {
    const game = winningGames['lady-cadogan'];
    const el = await mountGame({ variant: 'lady-cadogan', deck: game.deck, width: 320 });
    let runsChecked = 0;
    let runsPlayed = 0;
    for (const m of game.moves) {
      await settle(el);
      // Every run move possible here: the top card of its pile is a big enough target.
      for (const legal of el.legalMoves().filter((x) => (x.count ?? 1) > 1)) {
        const top = cardsShown(el, legal.from).at(-1)!.getBoundingClientRect();
        expect(top.width, `${legal.from} top card width`).to.be.at.least(24);
        expect(top.height, `${legal.from} top card height`).to.be.at.least(24);
        runsChecked++;
      }
      if ((m.count ?? 1) > 1) {
        // Played by two taps: the top card of the run, then the target pile.
        const log = recordEvents(el);
        await tap(el, centerOf(cardsShown(el, m.from).at(-1)!));
        await tap(el, targetPoint(el, m.to));
        await log.stop();
        const played = log.details.find((_, i) => log.types[i] === 'patience-move') as {
          move: { from: string; to: string; cards: string[] };
        };
        expect(played?.move.cards.length, JSON.stringify(m)).to.equal(m.count);
        expect(played.move.to).to.equal(m.to);
        runsPlayed++;
      } else {
        expect(el.play(m), JSON.stringify(m)).to.equal(true);
      }
    }
    expect(el.state!.status).to.equal('won');
    expect(runsPlayed).to.be.greaterThan(0);
    expect(runsChecked).to.be.at.least(runsPlayed);
  });

  it('a tap again on the pile just dropped on, in the double-tap window, picks its card up', async () => {
    const el = await mountGame({ deck: WINNING_DECK, width: 320 });
    await tap(el, centerOf(pileArea(el, 'hand')));
    await tap(el, centerOf(pileArea(el, 'waste-1')));
    expect(el.state!.piles['waste-1'].cards).to.deep.equal(['KC']);
    const log = recordEvents(el);
    // The second tap of a double tap on the same pile (and the dblclick the browser adds).
    await tap(el, centerOf(pileArea(el, 'waste-1')), 2);
    await log.stop();
    expect(log.types).to.deep.equal([]);
    expect(pileArea(el, 'waste-1').textContent).to.contain('picked up');
  });
});
