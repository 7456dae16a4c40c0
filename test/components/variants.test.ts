/**
 * What particular games' tables must show (switching games live, captions and locks, the fan, runs,
 * the rules text). Every variant played by mouse, touch and keyboard, and fitted to its column:
 * every-variant-pointer.test.ts and every-variant-keys.test.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import { openRules, cardPoint, cardsShown, mouseDrag, pileArea, recordEvents, settle, targetPoint } from '../helpers/game-driver.js';

async function mount(variant: string, deck: readonly string[] | null, width = 600) {
  const el = await fixture<PatienceGame>(
    html`<patience-game style="width: ${width}px" variant=${variant} seed="1" .deck=${deck ? [...deck] : null}></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

/** The data-index of the bottom card of a `count`-card unit on top of pile `id`. */
const unitIndex = (el: PatienceGame, id: string, count: number) => el.state!.piles[id].cards.length - count;

before(() => setViewport({ width: 900, height: 1500 }));

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
    const caption = (f: number) =>
      el.shadowRoot!.querySelector(`foundation-pile[pile="foundation-${f}"]`)!.shadowRoot!.querySelector('[part~="label"]')!;
    expect([1, 2, 3, 4].map((f) => caption(f).textContent!.trim())).to.deep.equal(['from 2', 'from 3', 'from 4', 'from 5']);
    expect(pileArea(el, 'foundation-2').querySelector('[part~="placeholder"]')!.textContent).to.equal('3');
    el.play({ from: 'hand', to: 'foundation-2' });
    await el.updateComplete;
    const lock = caption(2).querySelector('[part~="lock"]')!;
    expect(lock.getAttribute('title')).to.equal('locked to hearts');
    expect(pileArea(el, 'foundation-2').textContent).to.contain('locked to hearts');
    expect(caption(1).querySelector('[part~="lock"]')).to.equal(null);
  });

  it('Calculation: each foundation says its step (+1 to +4), not its base, which is on it from the deal', async () => {
    const el = await mount('calculation', null);
    const caption = (f: number) =>
      el.shadowRoot!.querySelector(`foundation-pile[pile="foundation-${f}"]`)!.shadowRoot!.querySelector('[part~="label"]')!;
    expect([1, 2, 3, 4].map((f) => caption(f).textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['+1', '+2', '+3', '+4']);
  });

  it('Lady Cadogan: face-down cards overlap tightly, face-up cards fan so each index shows', async () => {
    const el = await mount('lady-cadogan', null);
    const cards = cardsShown(el, 'tableau-10');
    expect(cards.filter((c) => c.hasAttribute('face-down'))).to.have.length(8);
    const tops = cards.map((c) => c.getBoundingClientRect().top);
    const h = cards[0].getBoundingClientRect().height;
    const downStep = tops[1] - tops[0];
    expect(downStep)
      .to.be.greaterThan(0)
      .and.lessThan(h * 0.12);
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

  it('shows the rules the engine enforces, generated from the declaration', async () => {
    const el = await mount('lady-cadogan', null);
    const rules = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part~="rules"]')!;
    expect(rules.querySelector('summary')!.textContent).to.contain('Rules of Lady Cadogan');
    const text = await openRules(el);
    expect(text).to.contain('An empty pile takes only a king or a run headed by a king');
    expect(text).to.contain('Build down regardless of suit');
    el.variant = 'lady-betty';
    await el.updateComplete;
    const betty = el.shadowRoot!.querySelector('[part~="rules"]')!.textContent!.replace(/\s+/g, ' ');
    expect(betty).to.contain('A suit can own only one foundation');
    expect(betty).to.contain('After the king comes the ace');
  });
});
