/**
 * Runs on a tableau (TABLEAU_GAME, shapes.ts: a one-deck tableau with face-down cards and runs), moved
 * the way a person does: two real clicks (head card, then target), a real mouse drag from a card inside
 * the movable run (the cards from it up move), and a real finger drag that is refused (the cards slide
 * back to where they were).
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import { cardPoint, cardsShown, click, mouseDrag, recordEvents, settle, targetPoint, touchDrag } from '../helpers/game-driver.js';
import { mountGame, rectOf, sleep, watchTransforms } from '../helpers/extra.js';
import { TABLEAU_GAME, deckWithTops } from '../helpers/shapes.js';

/** The data-index of the bottom card of a `count`-card unit on top of pile `id`. */
const unitIndex = (el: PatienceGame, id: string, count: number) => el.state!.piles[id].cards.length - count;

/**
 * Tableau tops 9H (pile 2), 8H (3), 7H (4), 9S (5), automatic play off. Moving 8H then 7H onto 9H makes
 * pile 2 a three-card run 9H 8H 7H, all face up: its top two cards (8H 7H) can go onto 9S, and the
 * whole run cannot (9H does not go on 9S).
 */
async function threeCardRun(): Promise<PatienceGame> {
  const deck = deckWithTops(TABLEAU_GAME, { 'tableau-2': '9H', 'tableau-3': '8H', 'tableau-4': '7H', 'tableau-5': '9S' });
  const el = await mountGame({ variant: TABLEAU_GAME, deck, autoPlay: 'off', width: 800 });
  expect(el.play({ from: 'tableau-3', to: 'tableau-2' })).to.equal(true);
  expect(el.play({ from: 'tableau-4', to: 'tableau-2' })).to.equal(true);
  await settle(el);
  expect(el.state!.piles['tableau-2']).to.deep.equal({ cards: ['9H', '8H', '7H'], faceDown: 0 });
  expect(el.state!.piles['tableau-5'].cards.at(-1)).to.equal('9S');
  const keys = el.legalMoves().map((m) => `${m.from}>${m.to}x${m.count ?? 1}`);
  expect(keys).to.include('tableau-2>tableau-5x2');
  expect(keys).to.not.include('tableau-2>tableau-5x3');
  return el;
}

describe(`runs on a tableau (${TABLEAU_GAME}), by mouse and touch`, () => {
  before(() => setViewport({ width: 1000, height: 1500 }));
  afterEach(() => resetMouse());

  it('a run moves by two real clicks: its head card, then the target pile', async () => {
    const game = winningGames[TABLEAU_GAME];
    const el = await mountGame({ variant: TABLEAU_GAME, deck: game.deck, width: 800 });
    const runMove = game.moves.findIndex((m) => (m.count ?? 1) > 1);
    expect(runMove, 'the fixture game has a run move').to.be.greaterThan(-1);
    for (const m of game.moves.slice(0, runMove)) expect(el.play(m), JSON.stringify(m)).to.equal(true);
    await el.updateComplete;
    const m = game.moves[runMove];
    const count = m.count!;
    const moving = el.state!.piles[m.from].cards.slice(-count);
    const fromBefore = el.state!.piles[m.from].cards.length;
    const toBefore = el.state!.piles[m.to].cards.length;
    const log = recordEvents(el);
    // First click: on the head card of the run (its visible top strip).
    await click(cardPoint(el, m.from, unitIndex(el, m.from, count)));
    await el.updateComplete;
    // The whole run is picked up (shown selected), not only the top card.
    const selected = cardsShown(el, m.from)
      .filter((c) => c.hasAttribute('selected'))
      .map((c) => c.getAttribute('card'));
    expect(selected).to.deep.equal(moving);
    // Second click: on the target pile.
    await click(targetPoint(el, m.to));
    await el.updateComplete;
    await log.stop();
    expect(log.types).to.deep.equal(['patience-move']);
    expect((log.details[0] as { move: { cards: string[] } }).move.cards).to.deep.equal(moving);
    expect(el.state!.piles[m.to].cards.slice(-count)).to.deep.equal(moving);
    expect(el.state!.piles[m.to].cards.length).to.equal(toBefore + count);
    expect(el.state!.piles[m.from].cards.length).to.equal(fromBefore - count);
  });

  it('dragging the middle card of a three-card run moves that card and the one above it, no more', async () => {
    const el = await threeCardRun();
    const before = el.state!.piles['tableau-5'].cards;
    const log = recordEvents(el);
    // Grab 8H (index 1 of pile 2), the middle of the run 9H 8H 7H, and drop it on 9S.
    await mouseDrag(el, cardPoint(el, 'tableau-2', 1), targetPoint(el, 'tableau-5'));
    await log.stop();
    expect(log.types).to.deep.equal(['patience-move']);
    expect((log.details[0] as { move: { from: string; to: string; cards: string[] } }).move).to.deep.equal({
      from: 'tableau-2',
      to: 'tableau-5',
      cards: ['8H', '7H'],
    });
    expect(el.state!.piles['tableau-2'].cards).to.deep.equal(['9H']);
    expect(el.state!.piles['tableau-5'].cards).to.deep.equal([...before, '8H', '7H']);
    // On screen too: pile 5 shows 9S 8H 7H on top, pile 2 only 9H.
    expect(
      cardsShown(el, 'tableau-5')
        .slice(-3)
        .map((c) => c.getAttribute('card')),
    ).to.deep.equal(['9S', '8H', '7H']);
    expect(cardsShown(el, 'tableau-2').map((c) => c.getAttribute('card'))).to.deep.equal(['9H']);
  });

  it('after an illegal touch drop the run slides back to exactly where it was', async () => {
    const el = await threeCardRun();
    const cards = cardsShown(el, 'tableau-2');
    expect(cards.map((c) => c.getAttribute('card'))).to.deep.equal(['9H', '8H', '7H']);
    const where = cards.map(rectOf);
    const state = JSON.stringify(el.state);
    const watch = watchTransforms(cards);
    const log = recordEvents(el);
    // 9H (the head: the whole run) onto 9S: refused.
    await touchDrag(el, cardPoint(el, 'tableau-2', 0), targetPoint(el, 'tableau-5'));
    await log.stop();
    expect(log.types).to.deep.equal(['patience-invalid-move']);
    expect(JSON.stringify(el.state)).to.equal(state);
    // The cards did follow the finger.
    expect(watch.seen.length, 'the run was dragged').to.be.greaterThan(0);
    expect(watch.seen.some((t) => t.startsWith('translate('))).to.equal(true);
    await sleep(250);
    watch.stop();
    const after = cardsShown(el, 'tableau-2');
    expect(after.map((c) => c.getAttribute('card'))).to.deep.equal(['9H', '8H', '7H']);
    expect(after.map((c) => c.style.transform)).to.deep.equal(['', '', '']);
    expect(after.map((c) => c.hasAttribute('dragging'))).to.deep.equal([false, false, false]);
    expect(after.map(rectOf)).to.deep.equal(where);
  });
});
