/**
 * Every variant played to a win by mouse and to a loss by touch, through the DOM, from preset deck
 * orders (test/fixtures, generated and checked by scripts/find-deals.ts); plus what each variant's
 * table must show.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { Move } from '../../src/engine/rules.js';
import { winningGames } from '../fixtures/winning-games.js';
import { lostGames } from '../fixtures/lost-games.js';
import {
  cardPoint,
  cardsShown,
  centerOf,
  click,
  clickMove,
  deepElementFromPoint,
  mouseDrag,
  pileArea,
  recordEvents,
  settle,
  targetPoint,
  touchDrag,
  type Point,
} from '../helpers/game-driver.js';

type VariantId = keyof typeof winningGames;
const VARIANTS: VariantId[] = ['sir-tommy', 'lady-betty', 'lady-cadogan'];

async function mount(variant: string, deck: readonly string[] | null, width = 600) {
  const el = await fixture<PatienceGame>(html`<patience-game
    style="width: ${width}px"
    variant=${variant}
    seed="1"
    .deck=${deck ? [...deck] : null}
  ></patience-game>`);
  await el.updateComplete;
  return el;
}

/** The data-index of the bottom card of a `count`-card unit on top of pile `id`. */
const unitIndex = (el: PatienceGame, id: string, count: number) => el.state!.piles[id].cards.length - count;

/** A finger tap: touch pointer events, then the click the browser makes of them. */
async function tap(el: PatienceGame, [x, y]: Point): Promise<void> {
  const target = deepElementFromPoint(x, y)!;
  const init = { pointerId: 9, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
  await el.updateComplete;
}

/** Plays one move like a person with a mouse: a draw is a click on the stock; others alternate click-click and drag. */
async function mouseMove(el: PatienceGame, m: Move, i: number): Promise<void> {
  const count = m.count ?? 1;
  if (m.from === 'stock') {
    await click(centerOf(pileArea(el, 'stock'))); // a click on the stock draws
    await el.updateComplete;
    return;
  }
  const index = unitIndex(el, m.from, count);
  if (i % 2 === 0) await clickMove(el, m.from, m.to, index);
  else await mouseDrag(el, cardPoint(el, m.from, index), targetPoint(el, m.to));
}

/** Plays one move with a finger: a draw is a tap on the stock; others are touch drags. */
async function touchMove(el: PatienceGame, m: Move): Promise<void> {
  if (m.from === 'stock') return tap(el, centerOf(pileArea(el, 'stock')));
  await touchDrag(el, cardPoint(el, m.from, unitIndex(el, m.from, m.count ?? 1)), targetPoint(el, m.to));
}

describe('every variant, through the DOM', () => {
  before(() => setViewport({ width: 900, height: 1500 }));
  afterEach(() => resetMouse());

  for (const variant of VARIANTS) {
    it(`${variant}: won with the mouse (clicks and drags), exactly one patience-win`, async () => {
      const game = winningGames[variant];
      const el = await mount(variant, game.deck);
      const log = recordEvents(el);
      for (const [i, m] of game.moves.entries()) {
        const before = el.state!.moves;
        await mouseMove(el, m, i);
        const refused = log.details.filter((_, k) => log.types[k] === 'patience-invalid-move').map((d) => JSON.stringify(d));
        expect(el.state!.moves, `move ${i + 1}: ${JSON.stringify(m)} ${refused.join(' ')}`).to.be.greaterThan(before);
      }
      await log.stop();
      expect(el.state!.status).to.equal('won');
      expect(log.types.filter((t) => t === 'patience-win')).to.have.length(1);
      expect(log.types.at(-1)).to.equal('patience-win');
      expect(log.types.filter((t) => t === 'patience-loss' || t === 'patience-invalid-move')).to.have.length(0);
      const userMoves = log.details.filter((d, i) => log.types[i] === 'patience-move' && !(d as { auto: boolean }).auto);
      expect(userMoves).to.have.length(game.moves.length);
      for (let f = 1; f <= 4; f++) expect(el.state!.piles[`foundation-${f}`].cards).to.have.length(13);
    });

    it(`${variant}: lost by touch, exactly one patience-loss`, async () => {
      const game = lostGames[variant];
      const el = await mount(variant, game.deck);
      const log = recordEvents(el);
      for (const [i, m] of game.moves.entries()) {
        const before = el.state!.moves;
        await touchMove(el, m);
        expect(el.state!.moves, `move ${i + 1}: ${m.from} → ${m.to}`).to.be.greaterThan(before);
      }
      await log.stop();
      expect(el.state!.status).to.equal('lost');
      expect(el.state!.piles.stock.cards).to.have.length(0);
      expect(log.types.filter((t) => t === 'patience-loss')).to.have.length(1);
      expect(log.types.at(-1)).to.equal('patience-loss');
      expect(log.types).to.not.include('patience-win');
    });
  }
});

describe('switching variants live', () => {
  it('deals the new game with a patience-deal and lays out its piles', async () => {
    const el = await mount('sir-tommy', null);
    const log = recordEvents(el);
    el.variant = 'lady-cadogan';
    await el.updateComplete;
    await log.stop();
    expect(log.types[0]).to.equal('patience-deal');
    expect((log.details[0] as { variant: string }).variant).to.equal('lady-cadogan');
    expect(el.state!.variant).to.equal('lady-cadogan');
    const tags = [...el.shadowRoot!.querySelectorAll('tableau-pile')].map((t) => t.getAttribute('pile'));
    expect(tags).to.deep.equal(Array.from({ length: 10 }, (_, i) => `tableau-${i + 1}`));
    expect(el.shadowRoot!.querySelectorAll('waste-pile[pile="waste"]')).to.have.length(1);
    el.variant = 'lady-betty';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('waste-pile')).to.have.length(6);
    expect(el.shadowRoot!.querySelectorAll('tableau-pile')).to.have.length(0);
  });
});

describe('what the tables show', () => {
  it('Lady Betty: foundations show their base rank while empty, and their suit once locked', async () => {
    const deck = ['3H', ...winningGames['lady-betty'].deck.filter((c) => c !== '3H')];
    const el = await mount('lady-betty', deck);
    const caption = (f: number) => el.shadowRoot!.querySelector(`foundation-pile[pile="foundation-${f}"]`)!.shadowRoot!.querySelector('[part~="label"]')!;
    expect([1, 2, 3, 4].map((f) => caption(f).textContent!.trim())).to.deep.equal(['from 2', 'from 3', 'from 4', 'from 5']);
    expect(pileArea(el, 'foundation-2').querySelector('[part~="placeholder"]')!.textContent).to.equal('3');
    el.play({ from: 'hand', to: 'foundation-2' });
    await el.updateComplete;
    const lock = caption(2).querySelector('[part~="lock"]')!;
    expect(lock.getAttribute('title')).to.equal('locked to hearts');
    expect(pileArea(el, 'foundation-2').textContent).to.contain('locked to hearts');
    expect(caption(1).querySelector('[part~="lock"]')).to.equal(null);
  });

  it('Lady Cadogan: face-down cards overlap tightly, face-up cards fan so each index shows', async () => {
    const el = await mount('lady-cadogan', null);
    const cards = cardsShown(el, 'tableau-10');
    expect(cards.filter((c) => c.hasAttribute('face-down'))).to.have.length(8);
    const tops = cards.map((c) => c.getBoundingClientRect().top);
    const h = cards[0].getBoundingClientRect().height;
    const downStep = tops[1] - tops[0];
    expect(downStep).to.be.greaterThan(0).and.lessThan(h * 0.12);
    // Build a face-up run to measure the fan: play until some pile shows two face-up cards.
    let fan = 0;
    for (let i = 0; i < 200 && !fan; i++) {
      for (let p = 1; p <= 10 && !fan; p++) {
        const shown = cardsShown(el, `tableau-${p}`).filter((c) => !c.hasAttribute('face-down'));
        if (shown.length >= 2) fan = shown[1].getBoundingClientRect().top - shown[0].getBoundingClientRect().top;
      }
      if (fan) break;
      const moves = el.legalMoves();
      const build = moves.find((m) => m.from.startsWith('tableau') && m.to.startsWith('tableau') && el.state!.piles[m.to].cards.length > 0);
      el.play(build ?? moves.find((m) => m.from === 'stock') ?? moves[0]);
      await settle(el);
    }
    expect(fan).to.be.greaterThan(h * 0.2);
  });

  it('Lady Cadogan: a run moves as a unit when any of its face-up cards is dragged', async () => {
    const game = winningGames['lady-cadogan'];
    const el = await mount('lady-cadogan', game.deck);
    const runMove = game.moves.findIndex((m) => (m.count ?? 1) > 1);
    expect(runMove, 'the fixture game has a run move').to.be.greaterThan(-1);
    for (const m of game.moves.slice(0, runMove)) el.play(m);
    await el.updateComplete;
    const m = game.moves[runMove];
    const count = m.count!;
    const moving = el.state!.piles[m.from].cards.slice(-count);
    await mouseDrag(el, cardPoint(el, m.from, unitIndex(el, m.from, count)), targetPoint(el, m.to));
    expect(el.state!.piles[m.to].cards.slice(-count)).to.deep.equal(moving);
  });

  it('fits a 320 px column without overflowing sideways, and uses the width of a wide one', async () => {
    for (const variant of VARIANTS) {
      const narrow = await mount(variant, null, 320);
      const box = narrow.getBoundingClientRect();
      for (const pile of narrow.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')) {
        const r = pile.getBoundingClientRect();
        expect(r.left, `${variant} ${pile.getAttribute('pile')}`).to.be.at.least(box.left);
        expect(r.right, `${variant} ${pile.getAttribute('pile')}`).to.be.at.most(box.right + 0.5);
      }
      const base = narrow.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
      const wide = await mount(variant, null, 1000);
      const card = (el: PatienceGame) => cardsShown(el, 'stock')[0].getBoundingClientRect().width;
      expect(card(wide)).to.be.greaterThan(card(narrow) * 1.8);
    }
  });

  it('shows the rules the engine enforces, generated from the declaration', async () => {
    const el = await mount('lady-cadogan', null);
    const rules = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part~="rules"]')!;
    expect(rules.querySelector('summary')!.textContent).to.contain('Rules of Lady Cadogan');
    const text = rules.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('An empty pile takes only a king or a run headed by a king');
    expect(text).to.contain('Build down regardless of suit');
    el.variant = 'lady-betty';
    await el.updateComplete;
    const betty = el.shadowRoot!.querySelector('[part~="rules"]')!.textContent!.replace(/\s+/g, ' ');
    expect(betty).to.contain('a suit can own only one foundation');
    expect(betty).to.contain('wrapping from king to ace');
  });
});
