/**
 * What counts as a move (docs/rules.md "Automatic play"): the player's moves and the automatic moves
 * that follow them; the automatic moves of the deal itself are part of the deal and count for nothing,
 * in the toolbar's counter, `state.moves`, the events and the win.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { click, recordEvents, settle, targetPoint } from '../helpers/game-driver.js';
import { mountGame } from '../helpers/extra.js';
import { DRAW_GAME } from '../helpers/shapes.js';

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
