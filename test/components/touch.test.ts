/**
 * Touch (issue #7), with real touch input: every tap and drag here goes through Chromium's own touch
 * pipeline (the `touch` command of web-test-runner.config.mjs: `Input.dispatchTouchEvent` over the
 * DevTools protocol), so touch-action, implicit pointer capture, the click the browser makes of a tap
 * and its tap count (a double tap: clicks of detail 1 and 2, then a dblclick) are the browser's, not
 * the test's. Covered: a tap picks up and a tap puts down, a finger drag moves a card (an illegal drop
 * is refused), a double tap sends a card to a foundation, in a tableau game at 320 px every movable run
 * can be picked with a target of at least 24 × 24 CSS px (a tap at the centre of the top card of a run
 * picks the run up; the target pile takes as many of its cards as fit), and a tap on the pile just
 * dropped on, within the double-tap window, is not swallowed.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import {
  cardPoint,
  cardsShown,
  centerOf,
  deepElementFromPoint,
  pileArea,
  recordEvents,
  targetPoint,
  touchDrag,
  touchTap,
  type Point,
} from '../helpers/game-driver.js';
import { WINNING_DECK, mountGame } from '../helpers/extra.js';
import { TABLEAU_GAME } from '../helpers/shapes.js';

/** HAND_GAME (mountGame's default) with an ace first: with automatic play off it waits in the hand. */
const ACE_FIRST = ['AS', ...WINNING_DECK.filter((c) => c !== 'AS')];

/** The cards of pile `id` shown as picked up (their codes). */
const pickedUp = (el: PatienceGame, id: string): string[] =>
  cardsShown(el, id)
    .filter((c) => c.hasAttribute('selected'))
    .map((c) => c.getAttribute('card')!);

/** Records the `pointerType` of every pointerdown on the page until `stop()`. */
function pointerTypes(): { types: string[]; stop(): void } {
  const types: string[] = [];
  const listener = (e: PointerEvent): void => void types.push(e.pointerType);
  window.addEventListener('pointerdown', listener, { capture: true });
  return { types, stop: () => window.removeEventListener('pointerdown', listener, { capture: true }) };
}

describe('touch, with real touch input', () => {
  before(() => setViewport({ width: 360, height: 900 }));

  it('a tap picks the hand card up, a tap on a waste pile puts it there', async () => {
    const el = await mountGame({ deck: WINNING_DECK, width: 320 });
    const seen = pointerTypes();
    const log = recordEvents(el);
    try {
      expect(await touchTap(el, cardPoint(el, 'hand'))).to.deep.equal([1]);
      expect(pileArea(el, 'hand').textContent).to.contain('picked up');
      expect(pickedUp(el, 'hand')).to.deep.equal(['KC']);
      await touchTap(el, targetPoint(el, 'waste-1'));
    } finally {
      seen.stop();
      await log.stop();
    }
    // The browser's own pointer events, of a finger.
    expect(seen.types).to.deep.equal(['touch', 'touch']);
    expect(log.types).to.deep.equal(['patience-move']);
    expect(el.state!.piles['waste-1'].cards).to.deep.equal(['KC']);
    expect(pileArea(el, 'hand').textContent).to.not.contain('picked up');
    expect(pileArea(el, 'waste-1').textContent).to.not.contain('picked up');
  });

  it('with a card picked up, a tap on the empty table below a waste pile puts the card there', async () => {
    const el = await mountGame({ deck: WINNING_DECK, width: 320 });
    await touchTap(el, cardPoint(el, 'hand'));
    expect(pickedUp(el, 'hand')).to.deep.equal(['KC']);
    const area = pileArea(el, 'waste-2').getBoundingClientRect();
    const board = el.shadowRoot!.querySelector('[part~="board"]')!.getBoundingClientRect();
    expect(board.bottom - area.bottom, 'room on the table below the waste pile').to.be.greaterThan(16);
    const below: Point = [Math.round(area.left + area.width / 2), Math.round(area.bottom + Math.min(40, (board.bottom - area.bottom) / 2))];
    // No pile is drawn there: the tap lands on the table itself.
    expect(
      deepElementFromPoint(...below)
        ?.closest('[data-pile]')
        ?.getAttribute('data-pile') ?? 'no pile',
    ).to.equal('no pile');
    const log = recordEvents(el);
    await touchTap(el, below);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-move']);
    expect(el.state!.piles['waste-2'].cards).to.deep.equal(['KC']);
    expect(pickedUp(el, 'hand')).to.deep.equal([]);
  });

  it('with nothing picked up, a tap below a waste pile does nothing', async () => {
    const el = await mountGame({ deck: WINNING_DECK, width: 320 });
    const area = pileArea(el, 'waste-2').getBoundingClientRect();
    const board = el.shadowRoot!.querySelector('[part~="board"]')!.getBoundingClientRect();
    const below: Point = [Math.round(area.left + area.width / 2), Math.round(area.bottom + Math.min(40, (board.bottom - area.bottom) / 2))];
    const log = recordEvents(el);
    await touchTap(el, below);
    await log.stop();
    expect(log.types).to.deep.equal([]);
    expect(pickedUp(el, 'hand')).to.deep.equal([]);
  });

  it('a finger drag moves the hand card to a waste pile; an illegal drop is refused and nothing is picked up', async () => {
    const el = await mountGame({ deck: WINNING_DECK, width: 320 });
    const log = recordEvents(el);
    await touchDrag(el, cardPoint(el, 'hand'), targetPoint(el, 'waste-2'));
    expect(el.state!.piles['waste-2'].cards).to.deep.equal(['KC']);
    await touchDrag(el, cardPoint(el, 'hand'), targetPoint(el, 'foundation-4'));
    await log.stop();
    expect(log.types).to.deep.equal(['patience-move', 'patience-invalid-move']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['KD']);
    expect(el.state!.piles['foundation-4'].cards).to.deep.equal([]);
    // A drag is not a tap: it leaves nothing picked up.
    expect(pickedUp(el, 'hand')).to.deep.equal([]);
    expect(pileArea(el, 'hand').textContent).to.not.contain('picked up');
  });

  it('a double tap sends the hand ace to a foundation', async () => {
    const el = await mountGame({ deck: ACE_FIRST, autoPlay: 'off', width: 320 });
    expect(el.state!.piles.hand.cards).to.deep.equal(['AS']);
    const log = recordEvents(el);
    // The browser counts the taps (click detail 1, then 2) and adds the dblclick.
    expect(await touchTap(el, cardPoint(el, 'hand'), 2)).to.deep.equal([1, 2]);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-move']);
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AS']);
    expect(el.state!.piles.hand.cards).to.not.include('AS');
  });

  it(`a tableau game (${TABLEAU_GAME}) at 320 px: every movable run has a target of at least 24 × 24 px, and a real tap at its centre picks it`, async () => {
    const game = winningGames[TABLEAU_GAME];
    const el = await mountGame({ variant: TABLEAU_GAME, deck: game.deck, width: 320 });
    // Two taps on one spot within the double-tap window are a double tap, which sends a card to a
    // foundation: a tap near the last one waits the window out first, as a person tapping one card,
    // then another, does.
    let last: { at: Point; time: number } | null = null;
    const tap = async (at: Point): Promise<number[]> => {
      if (last && Math.hypot(at[0] - last.at[0], at[1] - last.at[1]) < 60) {
        await new Promise((r) => setTimeout(r, Math.max(0, last!.time + 800 - performance.now())));
      }
      const details = await touchTap(el, at);
      last = { at, time: performance.now() };
      return details;
    };
    let runsPicked = 0;
    let runsPlayed = 0;
    for (const m of game.moves) {
      // Each pile with a run that has a legal move, with the longest such run (what a tap picks up).
      const runs = new Map<string, number>();
      for (const legal of el.legalMoves().filter((x) => (x.count ?? 1) > 1)) {
        runs.set(legal.from, Math.max(runs.get(legal.from) ?? 0, legal.count!));
      }
      const playsRun = (m.count ?? 1) > 1;
      if (playsRun) expect([...runs.keys()], JSON.stringify(m)).to.include(m.from);
      // The pile the move plays from last: its run stays picked up for the drop.
      const piles = [...runs.keys()].sort((a, b) => Number(a === m.from) - Number(b === m.from));
      for (const from of piles) {
        const top = cardsShown(el, from).at(-1)!;
        const r = top.getBoundingClientRect();
        expect(r.width, `${from} top card width`).to.be.at.least(24);
        expect(r.height, `${from} top card height`).to.be.at.least(24);
        await tap(centerOf(top));
        expect(pickedUp(el, from).length, `a tap on the top card of ${from} picks its run up`).to.equal(runs.get(from));
        runsPicked++;
        if (playsRun && from === m.from) break;
        // Put down again (Escape, on the pile the tap focused).
        await sendKeys({ press: 'Escape' });
        await el.updateComplete;
        expect(pickedUp(el, from), `${from} put down`).to.deep.equal([]);
      }
      if (playsRun) {
        // Dropped by a tap on the target pile.
        const log = recordEvents(el);
        await tap(targetPoint(el, m.to));
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
    expect(runsPicked).to.be.greaterThan(runsPlayed);
  });

  // With motion the dropped card is still gliding (it takes no taps) when the second tap comes, which
  // lands on the pile; without, it lands on the card, whose dblclick must not send it on.
  for (const motion of [true, false]) {
    it(`a tap again on the pile just dropped on, in the double-tap window, picks its card up (motion ${motion ? 'on' : 'off'})`, async () => {
      const el = await mountGame({ deck: WINNING_DECK, width: 320 });
      el.noAnimation = !motion;
      await el.updateComplete;
      const card = cardsShown(el, 'hand').at(-1)!.getBoundingClientRect();
      await touchTap(el, cardPoint(el, 'hand'));
      // Where the card lands on the empty waste pile (at its top).
      const waste = pileArea(el, 'waste-1').getBoundingClientRect();
      const onCard: Point = [Math.round(waste.left + waste.width / 2), Math.round(waste.top + card.height / 2)];
      const log = recordEvents(el);
      // A double tap on waste-1: the first tap drops the hand card there, the second (click detail 2,
      // then the browser's dblclick, which must not send the card on) picks it up again.
      expect(await touchTap(el, onCard, 2)).to.deep.equal([1, 2]);
      await log.stop();
      expect(log.types).to.deep.equal(['patience-move']);
      expect(el.state!.piles['waste-1'].cards).to.deep.equal(['KC']);
      expect(pileArea(el, 'waste-1').textContent).to.contain('picked up');
      expect(pickedUp(el, 'waste-1')).to.deep.equal(['KC']);
      // The card is where the second tap was.
      expect(
        deepElementFromPoint(...onCard)
          ?.closest('[part~="card"]')
          ?.getAttribute('card'),
      ).to.equal('KC');
    });
  }
});
