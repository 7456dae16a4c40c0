/**
 * What counts as a move (docs/rules.md "Automatic play"): the player's moves and the automatic moves
 * that follow them; the automatic moves of the deal itself are part of the deal and count for nothing,
 * in the toolbar's counter, `state.moves`, the events and the win.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { click, recordEvents, settle, targetPoint } from '../helpers/game-driver.js';
import { ALL_CARDS, mountGame } from '../helpers/extra.js';
import { DRAW_GAME } from '../helpers/shapes.js';
import { variantIds } from '../../src/variants/index.js';

const counter = (el: PatienceGame): string => el.shadowRoot!.querySelector('[part~="counter"]')?.textContent?.trim() ?? '';

describe('the move count', () => {
  before(() => setViewport({ width: 1024, height: 768 }));
  afterEach(() => resetMouse());

  it("a deal's own automatic moves are not counted; the player's first move is move 1", async () => {
    const el = await mountGame({ variant: DRAW_GAME, seed: '11' });
    await settle(el);
    // This deal sends cards up by itself (the precondition of the test).
    expect(el.history.length, 'automatic moves at the deal').to.be.greaterThan(0);
    expect(el.history.every((m) => m.auto)).to.equal(true);
    expect(el.state!.moves, 'state.moves before the first move').to.equal(0);
    expect(counter(el), 'the counter before the first move').to.match(/^0\D/);
    const events = recordEvents(el);
    await click(targetPoint(el, 'stock'));
    await settle(el);
    await events.stop();
    const moves = (events.details as { moves?: number }[]).filter((_, i) => events.types[i] === 'patience-move').map((d) => d.moves);
    expect(moves[0], "the draw's event").to.equal(1);
    expect(el.state!.moves).to.equal(moves.at(-1));
    expect(counter(el)).to.match(new RegExp(`^${el.state!.moves}\\D`));
  });

  it("the deal's automatic moves are heard as moves: 0", async () => {
    const seen: number[] = [];
    const listen = (e: Event): void => void seen.push((e as CustomEvent<{ moves: number }>).detail.moves);
    document.addEventListener('patience-move', listen);
    try {
      const el = await mountGame({ variant: DRAW_GAME, seed: '11' });
      await settle(el);
      expect(seen.length, 'one event per automatic move of the deal').to.equal(el.history.length);
      expect(seen.every((n) => n === 0)).to.equal(true);
    } finally {
      document.removeEventListener('patience-move', listen);
    }
  });
});

describe('the counter and the clock keep their width', () => {
  before(() => setViewport({ width: 1024, height: 768 }));

  /** The board's top, relative to the element's, rounded to 0.1 px. */
  const boardTop = (el: PatienceGame): number =>
    Math.round((el.shadowRoot!.querySelector('[part~="board"]')!.getBoundingClientRect().top - el.getBoundingClientRect().top) * 10) / 10;

  // "1 move" is narrower than "0 moves", and "10 moves" wider than "9 moves": at 280 and 320 px the
  // toolbar's words wrapped anew with the count, and the whole table went up or down 22 px.
  for (const width of [320, 280]) {
    it(`at ${width} px, in every game (a preset deck, the clock shown), the table does not move over the first 12 moves`, async () => {
      const moved: string[] = [];
      for (const variant of variantIds) {
        const el = await fixture<PatienceGame>(
          html`<patience-game
            style="width: ${width}px"
            variant=${variant}
            seed="3"
            auto-play="off"
            .deck=${[...ALL_CARDS]}
          ></patience-game>`,
        );
        await settle(el);
        expect(el.shadowRoot!.querySelector('[part~="timer"]'), 'the clock is shown').to.not.equal(null);
        const top = boardTop(el);
        for (let i = 0; i < 12 && el.state!.status === 'playing'; i++) {
          const move = el.legalMoves()[0];
          if (!move) break;
          expect(el.play(move)).to.equal(true);
          await settle(el);
          if (Math.abs(boardTop(el) - top) > 1) moved.push(`${variant} at "${counter(el)}": ${top} → ${boardTop(el)} px`);
        }
      }
      expect(moved.join('; ')).to.equal('');
    });
  }
});
