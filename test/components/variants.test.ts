/**
 * What tables of particular shapes must show (switching games live, captions and locks, the fan, runs,
 * the rules text), each shape's example game taken from the registry (test/helpers/shapes.ts). Every
 * variant played by mouse, touch and keyboard, and fitted to its column: every-variant-pointer.test.ts
 * and every-variant-keys.test.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { RANK_LABELS, RANK_LETTERS, type FoundationsDeclaration } from '../../src/engine/index.js';
import { variants } from '../../src/variants/index.js';
import { winningGames } from '../fixtures/winning-games.js';
import { openRules, cardPoint, cardsShown, mouseDrag, pileArea, recordEvents, settle, targetPoint } from '../helpers/game-driver.js';
import { HAND_GAME, LOCKING_GAME, STEPPING_GAME, TABLEAU_GAME, nameOf, pileOf } from '../helpers/shapes.js';

async function mount(variant: string, deck: readonly string[] | null, width = 600) {
  const el = await fixture<PatienceGame>(
    html`<patience-game style="width: ${width}px" variant=${variant} seed="1" .deck=${deck ? [...deck] : null}></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

/** The data-index of the bottom card of a `count`-card unit on top of pile `id`. */
const unitIndex = (el: PatienceGame, id: string, count: number) => el.state!.piles[id].cards.length - count;

/** Each foundation of variant `id` (foundation-1 first), read from its declaration: the declaration and its base rank. */
const foundationsOf = (id: string): { decl: FoundationsDeclaration; base: number }[] =>
  variants[id].piles.flatMap((p) =>
    p.kind === 'foundation'
      ? Array.from({ length: p.count }, (_, j) => ({ decl: p, base: typeof p.base === 'number' ? p.base : p.base[j] }))
      : [],
  );

/** The caption of foundation `f`. */
const captionOf = (el: PatienceGame, f: number) =>
  el.shadowRoot!.querySelector(`foundation-pile[pile="foundation-${f}"]`)!.shadowRoot!.querySelector('[part~="label"]')!;

before(() => setViewport({ width: 900, height: 1500 }));

describe('switching variants live', () => {
  it('deals the new game with a patience-deal and lays out its piles', async () => {
    // From a hand game to a tableau game (a single waste), then to a game with no tableau and a
    // number of waste piles of its own, no single waste.
    const tableau = pileOf(variants[TABLEAU_GAME], 'tableau')!;
    expect(pileOf(variants[TABLEAU_GAME], 'waste'), `${TABLEAU_GAME} has a waste`).to.not.equal(undefined);
    const locking = variants[LOCKING_GAME];
    expect(pileOf(locking, 'tableau'), `${LOCKING_GAME} has no tableau`).to.equal(undefined);
    expect(pileOf(locking, 'waste'), `${LOCKING_GAME} has no single waste`).to.equal(undefined);
    const wastePiles = pileOf(locking, 'waste-pile')!.count;
    expect(wastePiles, `${LOCKING_GAME} has more waste piles than the one waste before`).to.be.greaterThan(1);
    const el = await mount(HAND_GAME, null);
    const log = recordEvents(el);
    el.variant = TABLEAU_GAME;
    await el.updateComplete;
    await log.stop();
    expect(log.types[0]).to.equal('patience-deal');
    expect((log.details[0] as { variant: string }).variant).to.equal(TABLEAU_GAME);
    expect(el.state!.variant).to.equal(TABLEAU_GAME);
    const tags = [...el.shadowRoot!.querySelectorAll('tableau-pile')].map((t) => t.getAttribute('pile'));
    expect(tags).to.deep.equal(Array.from({ length: tableau.count }, (_, i) => `tableau-${i + 1}`));
    expect(el.shadowRoot!.querySelectorAll('waste-pile[pile="waste"]')).to.have.length(1);
    el.variant = LOCKING_GAME;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('waste-pile')).to.have.length(wastePiles);
    expect(el.shadowRoot!.querySelectorAll('tableau-pile')).to.have.length(0);
  });
});

describe('what the tables show', () => {
  it('foundations with their own base ranks, locked to a suit: they show their base rank while empty, and their suit once locked', async () => {
    const foundations = foundationsOf(LOCKING_GAME);
    const bases = foundations.map((f) => f.base);
    expect(new Set(bases).size, 'the bases differ').to.be.greaterThan(1);
    expect(foundations[1].decl.uniqueSuits, 'foundation-2: one suit each').to.equal(true);
    expect(foundations[1].decl.build.suit, 'foundation-2 keeps its suit').to.equal('same');
    // The hand's first card is a heart of foundation-2's base rank.
    const card = `${RANK_LETTERS[bases[1] - 1]}H`;
    const deck = [card, ...winningGames[LOCKING_GAME].deck.filter((c) => c !== card)];
    const el = await mount(LOCKING_GAME, deck);
    const caption = (f: number) => captionOf(el, f);
    expect(bases.map((_, i) => caption(i + 1).textContent!.trim())).to.deep.equal(bases.map((b) => `from ${RANK_LABELS[b]}`));
    expect(pileArea(el, 'foundation-2').querySelector('[part~="placeholder"]')!.textContent).to.equal(RANK_LABELS[bases[1]]);
    el.play({ from: 'hand', to: 'foundation-2' });
    await el.updateComplete;
    const lock = caption(2).querySelector('[part~="lock"]')!;
    expect(lock.getAttribute('title')).to.equal('locked to hearts');
    expect(pileArea(el, 'foundation-2').textContent).to.contain('locked to hearts');
    expect(caption(1).querySelector('[part~="lock"]')).to.equal(null);
  });

  it('foundations dealt with their base cards that build by steps: each says its step (+1, +2, …), not its base, which is on it from the deal', async () => {
    const steps = foundationsOf(STEPPING_GAME).map((f) => f.decl.build.step ?? 1);
    expect(new Set(steps).size, 'the steps differ').to.be.greaterThan(1);
    const el = await mount(STEPPING_GAME, null);
    const text = (f: number) => captionOf(el, f).textContent!.replace(/\s+/g, ' ').trim();
    expect(steps.map((_, i) => text(i + 1))).to.deep.equal(steps.map((s) => `+${s}`));
  });

  it('a tableau: face-down cards overlap tightly, face-up cards fan so each index shows', async () => {
    const tableau = pileOf(variants[TABLEAU_GAME], 'tableau')!;
    // The pile dealt the most face-down cards (at least two, to measure their overlap).
    const down = tableau.deal.map((n) => n - Math.min(n, tableau.faceUp));
    const pile = down.indexOf(Math.max(...down)) + 1;
    expect(down[pile - 1], 'face-down cards on the fullest pile').to.be.at.least(2);
    const el = await mount(TABLEAU_GAME, null);
    const cards = cardsShown(el, `tableau-${pile}`);
    expect(cards.filter((c) => c.hasAttribute('face-down'))).to.have.length(down[pile - 1]);
    const tops = cards.map((c) => c.getBoundingClientRect().top);
    const h = cards[0].getBoundingClientRect().height;
    const downStep = tops[1] - tops[0];
    expect(downStep)
      .to.be.greaterThan(0)
      .and.lessThan(h * 0.12);
    // Build a face-up run to measure the fan: play until some pile shows two face-up cards.
    let fan = 0;
    for (let i = 0; i < 200 && !fan; i++) {
      for (let p = 1; p <= tableau.count && !fan; p++) {
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

  it('a tableau: a run moves as a unit when any of its face-up cards is dragged', async () => {
    const game = winningGames[TABLEAU_GAME];
    const el = await mount(TABLEAU_GAME, game.deck);
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
    // The rules checked below are the ones these declarations make.
    const tableau = pileOf(variants[TABLEAU_GAME], 'tableau')!;
    const declared = [tableau.empty.rank, tableau.build.direction, tableau.build.suit];
    expect(declared, `${TABLEAU_GAME}'s tableau: kings in spaces, built down regardless of suit`).to.deep.equal([13, 'down', 'any']);
    const locked = foundationsOf(LOCKING_GAME).find((f) => f.decl.uniqueSuits)!.decl;
    expect(locked.build.wrap, `${LOCKING_GAME}'s locked foundations wrap`).to.equal(true);
    const el = await mount(TABLEAU_GAME, null);
    const rules = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part~="rules"]')!;
    expect(rules.querySelector('summary')!.textContent).to.contain(`Rules of ${nameOf(TABLEAU_GAME)}`);
    const text = await openRules(el);
    expect(text).to.contain('An empty pile takes only a king or a run headed by a king');
    expect(text).to.contain('Build down regardless of suit');
    el.variant = LOCKING_GAME;
    await el.updateComplete;
    const locking = el.shadowRoot!.querySelector('[part~="rules"]')!.textContent!.replace(/\s+/g, ' ');
    expect(locking).to.contain('A suit can own only one foundation');
    expect(locking).to.contain('After the king comes the ace');
  });
});
