/**
 * `<patience-game>` in Vue 3. Vue sets a bound value as a property when the element has a property of
 * that name (else as an attribute), and `@patience-deal` / `@patience-move` listen for those native
 * events. The template compiler is told that hyphenated tags are custom elements, not Vue components.
 *
 * `vue` is served as Vue's ES build for browsers, which includes the template compiler (see
 * web-test-runner.config.mjs).
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import { createApp, h, nextTick, ref, toRaw, type App, type Component } from 'vue';
import '../../src/index.js';
import type { PatienceDealDetail, PatienceGame, PatienceMoveDetail } from '../../src/index.js';
import { clickMove } from '../helpers/game-driver.js';
import { HAND_GAME, LOCKING_GAME, TABLEAU_GAME } from '../helpers/shapes.js';

/** AC 2C 3C … KC AD … KS: suit by suit, each in rank order. */
const DECK = ['C', 'D', 'H', 'S'].flatMap((s) => [...'A23456789TJQK'].map((r) => r + s));

interface Log {
  deals: PatienceDealDetail[];
  moves: PatienceMoveDetail[];
}

describe('<patience-game> in Vue 3', () => {
  let container: HTMLDivElement;
  let app: App | null;
  let warnings: string[];
  const originalWarn = console.warn;

  /** Mounts `root` with hyphenated tags declared custom elements; returns the `<patience-game>`. */
  function mount(root: Component): PatienceGame {
    app = createApp(root);
    app.config.compilerOptions.isCustomElement = (tag) => tag.includes('-');
    app.config.warnHandler = (msg) => warnings.push(msg);
    app.mount(container);
    return container.querySelector('patience-game')!;
  }

  before(() => setViewport({ width: 900, height: 1300 }));

  beforeEach(() => {
    container = document.createElement('div');
    container.style.width = '460px';
    document.body.append(container);
    app = null;
    warnings = [];
    console.warn = (...a: unknown[]) => warnings.push(a.map(String).join(' '));
  });

  afterEach(async () => {
    await resetMouse();
    console.warn = originalWarn;
    app?.unmount();
    container.remove();
  });

  it('binds properties, hears @patience-deal, deals again when variant changes, hears @patience-move', async () => {
    const log: Log = { deals: [], moves: [] };
    const variant = ref(TABLEAU_GAME);
    const el = mount({
      setup: () => ({
        variant,
        onDeal: (e: CustomEvent<PatienceDealDetail>) => log.deals.push(e.detail),
        onMove: (e: CustomEvent<PatienceMoveDetail>) => log.moves.push(e.detail),
      }),
      template: `<patience-game :variant="variant" seed="7" @patience-deal="onDeal" @patience-move="onMove"></patience-game>`,
    });
    await el.updateComplete;
    expect(el.variant).to.equal(TABLEAU_GAME);
    expect(el.seed).to.equal('7');
    expect(log.deals).to.deep.equal([{ variant: TABLEAU_GAME, seed: '7' }]);

    // Another game (one with a hand, whose moves are of one card).
    variant.value = LOCKING_GAME;
    await nextTick();
    await el.updateComplete;
    expect(el.variant).to.equal(LOCKING_GAME);
    expect(log.deals).to.deep.equal([
      { variant: TABLEAU_GAME, seed: '7' },
      { variant: LOCKING_GAME, seed: '7' },
    ]);
    expect(el.state!.variant).to.equal(LOCKING_GAME);

    const move = el.legalMoves()[0];
    const card = el.state!.piles[move.from].cards.at(-1)!;
    log.moves.length = 0;
    expect(el.play(move)).to.equal(true);
    await el.updateComplete;
    expect(log.moves[0]).to.deep.equal({ move: { from: move.from, to: move.to, cards: [card] }, auto: false, moves: 1 });
    log.moves.slice(1).forEach((m, i) => expect(m).to.include({ auto: true, moves: i + 2 }));
    // isCustomElement kept Vue from looking for a component called patience-game.
    expect(warnings).to.deep.equal([]);
  });

  it('hears @patience-move for a move made with real mouse clicks', async () => {
    const log: Log = { deals: [], moves: [] };
    const el = mount({
      setup: () => ({ onMove: (e: CustomEvent<PatienceMoveDetail>) => log.moves.push(e.detail) }),
      template: `<patience-game variant="${HAND_GAME}" seed="42" @patience-move="onMove"></patience-game>`,
    });
    await el.updateComplete;
    const card = el.state!.piles.hand.cards[0];
    await clickMove(el, 'hand', 'waste-1');
    expect(log.moves[0]).to.deep.equal({ move: { from: 'hand', to: 'waste-1', cards: [card] }, auto: false, moves: 1 });
    expect(warnings).to.deep.equal([]);
  });

  it('binds deck as an array property (:deck), reactively', async () => {
    const log: Log = { deals: [], moves: [] };
    const deck = ref<string[] | null>(null);
    const el = mount({
      setup: () => ({ deck, onDeal: (e: CustomEvent<PatienceDealDetail>) => log.deals.push(e.detail) }),
      template: `<patience-game variant="${HAND_GAME}" seed="7" :deck="deck" @patience-deal="onDeal"></patience-game>`,
    });
    await el.updateComplete;
    expect(log.deals).to.deep.equal([{ variant: HAND_GAME, seed: '7' }]);
    expect(el.deck).to.equal(null);

    deck.value = [...DECK];
    await nextTick();
    await el.updateComplete;
    expect(el.hasAttribute('deck')).to.equal(false);
    expect(Array.isArray(el.deck)).to.equal(true);
    // A ref holds the array as a reactive proxy, and that proxy is what the element is given.
    expect(toRaw(el.deck) === toRaw(deck.value)).to.equal(true);
    expect(log.deals.at(-1)).to.deep.equal({ variant: HAND_GAME, seed: null });
    expect(el.state!.seed).to.equal(null);
    // A game with a hand and foundations up from the ace of any suit deals one card to the hand: AC,
    // which automatic play puts up, then 2C.
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AC']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['2C']);
    expect(el.historyText.split('\n')).to.include(`deck: ${DECK.join(' ')}`);
    expect(warnings).to.deep.equal([]);
  });

  it('works from a render function with h(): onPatienceDeal / onPatienceMove, ".deck" for a property', async () => {
    const log: Log = { deals: [], moves: [] };
    const variant = ref(HAND_GAME);
    const el = mount({
      setup: () => () =>
        h('patience-game', {
          variant: variant.value,
          seed: '42',
          '.deck': null,
          // Vue turns onPatienceDeal into a listener for "patience-deal" (it hyphenates the name).
          onPatienceDeal: (e: CustomEvent<PatienceDealDetail>) => log.deals.push(e.detail),
          onPatienceMove: (e: CustomEvent<PatienceMoveDetail>) => log.moves.push(e.detail),
        }),
    });
    await el.updateComplete;
    expect(log.deals).to.deep.equal([{ variant: HAND_GAME, seed: '42' }]);
    variant.value = TABLEAU_GAME;
    await nextTick();
    await el.updateComplete;
    expect(log.deals.at(-1)).to.deep.equal({ variant: TABLEAU_GAME, seed: '42' });
    // The deal's own automatic moves count too: the user's first move is the one after them.
    const before = el.state!.moves;
    log.moves.length = 0;
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    await el.updateComplete;
    expect(log.moves[0].auto).to.equal(false);
    expect(log.moves[0].moves).to.equal(before + 1);
    expect(warnings).to.deep.equal([]);
  });

  it('sets hyphenated bindings as attributes, camelCase ones as properties', async () => {
    const hide = ref(true);
    const el = mount({
      setup: () => ({ hide }),
      // Not :hide-counter="hide": Vue would set the attribute hide-counter="false" for false, and a
      // boolean attribute that is present means true. Bind booleans by their property names.
      template: `<patience-game variant="${HAND_GAME}" seed="42" auto-play="off" :hideCounter="hide" :hide-timer.camel="hide"></patience-game>`,
    });
    await el.updateComplete;
    expect(el.getAttribute('auto-play')).to.equal('off');
    expect(el.autoPlay).to.equal('off');
    expect(el.hideCounter).to.equal(true);
    expect(el.hideTimer).to.equal(true);
    const parts = () => [...el.shadowRoot!.querySelectorAll('[part]')].map((p) => p.getAttribute('part'));
    expect(parts()).to.not.include('counter');
    expect(parts()).to.not.include('timer');

    hide.value = false;
    await nextTick();
    await el.updateComplete;
    expect(el.hideCounter).to.equal(false);
    expect(el.hideTimer).to.equal(false);
    expect(parts()).to.include('counter');
    expect(parts()).to.include('timer');
    expect(warnings).to.deep.equal([]);
  });

  it('unmounts cleanly', async () => {
    const log: Log = { deals: [], moves: [] };
    const el = mount({
      setup: () => ({ onDeal: (e: CustomEvent<PatienceDealDetail>) => log.deals.push(e.detail) }),
      template: `<patience-game variant="${TABLEAU_GAME}" seed="7" @patience-deal="onDeal"></patience-game>`,
    });
    await el.updateComplete;
    app!.unmount();
    app = null;
    await new Promise((r) => setTimeout(r, 50));
    expect(container.childElementCount).to.equal(0);
    expect(el.isConnected).to.equal(false);
    expect(log.deals).to.have.length(1);
    expect(warnings).to.deep.equal([]);
  });
});
