/**
 * Driving any variant's game through the DOM as a person does (mouse, touch, keyboard), for the suites
 * that iterate the registry (test/components/every-variant-*.test.ts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';
import type { Move } from '../../src/engine/rules.js';
import { cardPoint, centerOf, click, clickMove, mouseDrag, pileArea, settle, targetPoint, touchDrag, touchTap } from './game-driver.js';

export type Fixture = { deck: readonly string[]; moves: readonly Move[] };
export const fixtureOf = (games: Record<string, Fixture>, id: string): Fixture => {
  const g = games[id];
  expect(g, `test/fixtures has no game for ${id}: run node --import tsx scripts/find-deals.ts --variant ${id}`).to.not.equal(undefined);
  return g;
};

export async function mount(variant: string, deck: readonly string[] | null, width = 600) {
  const el = await fixture<PatienceGame>(
    html`<patience-game style="width: ${width}px" variant=${variant} seed="1" .deck=${deck ? [...deck] : null}></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

/** The data-index of the bottom card of a `count`-card unit on top of pile `id`. */
export const unitIndex = (el: PatienceGame, id: string, count: number) => el.state!.piles[id].cards.length - count;

/**
 * Plays one move like a person with a mouse: a draw, or a redeal, is a click on the stock; others
 * alternate click-click and drag.
 */
export async function mouseMove(el: PatienceGame, m: Move, i: number): Promise<void> {
  if (m.from === 'stock' || m.to === 'stock') {
    await click(centerOf(pileArea(el, 'stock')));
    await el.updateComplete;
    return;
  }
  const index = unitIndex(el, m.from, m.count ?? 1);
  if (i % 2 === 0) await clickMove(el, m.from, m.to, index);
  else await mouseDrag(el, cardPoint(el, m.from, index), targetPoint(el, m.to));
}

/** Plays one move with a finger: a draw or a redeal is a tap on the stock; others are touch drags. */
export async function touchMove(el: PatienceGame, m: Move): Promise<void> {
  if (m.from === 'stock' || m.to === 'stock') {
    await touchTap(el, centerOf(pileArea(el, 'stock')));
    return;
  }
  await touchDrag(el, cardPoint(el, m.from, unitIndex(el, m.from, m.count ?? 1)), targetPoint(el, m.to));
}

/** The focused pile's id. */
export const focusedPile = (el: PatienceGame): string | undefined => {
  for (const pile of el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')) {
    const active = pile.shadowRoot!.activeElement as HTMLElement | null;
    if (active?.dataset.pile) return active.dataset.pile;
  }
  return undefined;
};

/** The piles in the order ArrowRight walks them (the table's order: row by row, left to right). */
const walkOrder = (el: PatienceGame): string[] =>
  [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap((p) =>
    [...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]')].map((a) => a.dataset.pile!),
  );

/**
 * Moves the keyboard focus to pile `id` with the arrow keys: as many ArrowRight (or ArrowLeft) presses
 * as the piles between, pressed with the real keyboard in one round trip (`press-keys`).
 */
export async function arrowTo(el: PatienceGame, id: string): Promise<void> {
  const order = walkOrder(el);
  const from = order.indexOf(focusedPile(el) ?? '');
  const to = order.indexOf(id);
  expect(from, 'a pile has the focus').to.be.at.least(0);
  expect(to, `${id} is on the table`).to.be.at.least(0);
  if (to !== from)
    await executeServerCommand('press-keys', { keys: Array<string>(Math.abs(to - from)).fill(to > from ? 'ArrowRight' : 'ArrowLeft') });
  expect(focusedPile(el), `arrows reach ${id}`).to.equal(id);
}

/** Plays one move by keyboard alone: arrows to the source, Enter, arrows to the target, Enter (a draw or redeal: Enter on the stock). */
export async function keyMove(el: PatienceGame, m: Move): Promise<void> {
  if (m.from === 'stock' || m.to === 'stock') {
    await arrowTo(el, 'stock');
    await sendKeys({ press: 'Enter' });
  } else {
    await arrowTo(el, m.from);
    await sendKeys({ press: 'Enter' });
    await arrowTo(el, m.to);
    await sendKeys({ press: 'Enter' });
  }
  await settle(el);
}

/**
 * Plays a fixture game: its first moves through the API, its last `viaDom` moves with `play` (the
 * DOM), so that a long game costs the same as a short one; checks every move was made.
 */
export async function playFixture(
  el: PatienceGame,
  moves: readonly Move[],
  viaDom: number,
  play: (m: Move, i: number) => Promise<void>,
  refusals: () => string = () => '',
): Promise<void> {
  const first = Math.max(0, moves.length - viaDom);
  for (const m of moves.slice(0, first)) el.play(m);
  await settle(el);
  for (let i = first; i < moves.length; i++) {
    const before = el.state!.moves;
    await play(moves[i], i);
    expect(el.state!.moves, `move ${i + 1}: ${JSON.stringify(moves[i])} ${refusals()}`).to.be.greaterThan(before);
  }
}
