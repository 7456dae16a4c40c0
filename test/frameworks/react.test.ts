/**
 * `<patience-game>` in React 19, which sets a custom element's props as properties when the element
 * has them (else as attributes) and turns an `on<event-name>` prop into a native listener for that
 * exact event name: `onpatience-deal`, `onpatience-move`.
 *
 * Written with React.createElement, so no JSX transform is needed. React is CommonJS; the WTR config
 * converts it to ES modules as it is served (see web-test-runner.config.mjs).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { createElement, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../src/index.js';
import type { PatienceDealDetail, PatienceGame, PatienceMoveDetail } from '../../src/index.js';
import { variants } from '../../src/variants/index.js';
import { centerOf, clickMove } from '../helpers/game-driver.js';
import { HAND_GAME, LOCKING_GAME, TABLEAU_GAME, pileOf } from '../helpers/shapes.js';

/** AC 2C 3C … KC AD … KS: suit by suit, each in rank order. */
const DECK = ['C', 'D', 'H', 'S'].flatMap((s) => [...'A23456789TJQK'].map((r) => r + s));

interface Log {
  deals: PatienceDealDetail[];
  moves: PatienceMoveDetail[];
}

/** `<patience-game>` with React's handlers for two of its events; everything else in `props`. */
function game(log: Log, props: Record<string, unknown>): ReactNode {
  return createElement('patience-game', {
    ...props,
    'onpatience-deal': (e: CustomEvent<PatienceDealDetail>) => log.deals.push(e.detail),
    'onpatience-move': (e: CustomEvent<PatienceMoveDetail>) => log.moves.push(e.detail),
  });
}

describe('<patience-game> in React 19', () => {
  let container: HTMLDivElement;
  let root: Root;
  let mounted = false;

  /** Renders synchronously (flushSync), so the element is in the DOM with its props set on return. */
  function render(node: ReactNode): PatienceGame {
    flushSync(() => root.render(node));
    mounted = true;
    return container.querySelector('patience-game')!;
  }

  before(() => setViewport({ width: 900, height: 1300 }));

  beforeEach(() => {
    container = document.createElement('div');
    container.style.width = '460px';
    document.body.append(container);
    root = createRoot(container);
    mounted = false;
  });

  afterEach(async () => {
    await resetMouse();
    if (mounted) flushSync(() => root.unmount());
    container.remove();
  });

  it('passes string props as properties, hears patience-deal, deals again on a new variant, hears patience-move', async () => {
    const log: Log = { deals: [], moves: [] };
    const el = render(game(log, { variant: TABLEAU_GAME, seed: '7' }));
    await el.updateComplete;
    expect(el.variant).to.equal(TABLEAU_GAME);
    expect(el.seed).to.equal('7');
    expect(log.deals).to.deep.equal([{ variant: TABLEAU_GAME, seed: '7' }]);
    expect(el.state!.variant).to.equal(TABLEAU_GAME);

    // A re-render with another variant (a game with a hand, whose moves are of one card): React sets
    // the property, the element deals that game.
    log.moves.length = 0;
    const same = render(game(log, { variant: LOCKING_GAME, seed: '7' }));
    expect(same === el).to.equal(true);
    await el.updateComplete;
    expect(log.deals).to.deep.equal([
      { variant: TABLEAU_GAME, seed: '7' },
      { variant: LOCKING_GAME, seed: '7' },
    ]);
    expect(el.state!.variant).to.equal(LOCKING_GAME);

    // A move through the element's API reaches the React handler (re-rendered handlers replace the
    // old ones: each event arrives once).
    const move = el.legalMoves()[0];
    const card = el.state!.piles[move.from].cards.at(-1)!;
    log.moves.length = 0;
    expect(el.play(move)).to.equal(true);
    await el.updateComplete;
    expect(log.moves[0]).to.deep.equal({ move: { from: move.from, to: move.to, cards: [card] }, auto: false, moves: 1 });
    log.moves.slice(1).forEach((m, i) => expect(m).to.include({ auto: true, moves: i + 2 }));
  });

  it('hears patience-move for a move made with real mouse clicks', async () => {
    const log: Log = { deals: [], moves: [] };
    const el = render(game(log, { variant: HAND_GAME, seed: '42' }));
    await el.updateComplete;
    const card = el.state!.piles.hand.cards[0];
    await clickMove(el, 'hand', 'waste-1');
    expect(log.moves[0]).to.deep.equal({ move: { from: 'hand', to: 'waste-1', cards: [card] }, auto: false, moves: 1 });
  });

  it('passes deck as an array property, not a string attribute', async () => {
    const log: Log = { deals: [], moves: [] };
    const deck = [...DECK];
    const el = render(game(log, { variant: TABLEAU_GAME, seed: '7', deck }));
    await el.updateComplete;
    expect(el.deck === deck).to.equal(true);
    expect(el.hasAttribute('deck')).to.equal(false);
    // The deck takes precedence over the seed.
    expect(log.deals).to.deep.equal([{ variant: TABLEAU_GAME, seed: null }]);
    const s = el.state!;
    expect(s.seed).to.equal(null);
    // The game deals the first cards of the deck to its tableau (as many as its declaration says) and
    // the rest to the stock, the first of them on top.
    const declaration = variants[TABLEAU_GAME];
    const dealtElsewhere = declaration.piles.some(
      (p) => p.kind === 'reserve' || (p.kind === 'waste-pile' && (p.deal ?? 0) > 0) || (p.kind === 'foundation' && p.dealt === true),
    );
    expect(dealtElsewhere, `${TABLEAU_GAME} deals to its tableau only`).to.equal(false);
    const tableau = pileOf(declaration, 'tableau')!;
    const toTableau = tableau.deal.reduce((a, b) => a + b, 0);
    expect(toTableau).to.be.within(1, DECK.length - 1);
    expect(s.piles.stock.cards).to.deep.equal(DECK.slice(toTableau).reverse());
    // The tableau is dealt row by row, left to right (docs/rules.md "Tableau"), from the deck's order.
    const dealt: string[][] = tableau.deal.map(() => []);
    let next = 0;
    for (let row = 0; row < Math.max(...tableau.deal); row++) tableau.deal.forEach((n, k) => row < n && dealt[k].push(DECK[next++]));
    // Automatic play then put up the cards it could reach, each reported as an automatic move; the
    // rest of each pile is as dealt.
    expect(log.moves, 'automatic play has cards to put up after this deal').to.not.deep.equal([]);
    expect(log.moves.every((m) => m.auto && m.move.to.startsWith('foundation'))).to.equal(true);
    const up = log.moves.flatMap((m) => m.move.cards);
    const onFoundations = Object.entries(s.piles).flatMap(([id, p]) => (id.startsWith('foundation') ? p.cards : []));
    expect(onFoundations).to.have.members(up);
    dealt.forEach((cards, k) =>
      expect(s.piles[`tableau-${k + 1}`].cards, `tableau-${k + 1}`).to.deep.equal(cards.filter((c) => !up.includes(c))),
    );
    expect(el.historyText.split('\n')).to.include(`deck: ${DECK.join(' ')}`);

    // Another variant, same deck (React does not set the unchanged array again).
    render(game(log, { variant: HAND_GAME, seed: '7', deck }));
    await el.updateComplete;
    expect(log.deals.at(-1)).to.deep.equal({ variant: HAND_GAME, seed: null });
    expect(el.deck === deck).to.equal(true);
    // A game with a hand and foundations up from the ace of any suit: one card to the hand, AC, played
    // up by automatic play; the next card, 2C, dealt.
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AC']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['2C']);

    // A new array: a new deal from it.
    const reversed = [...DECK].reverse();
    render(game(log, { variant: HAND_GAME, seed: '7', deck: reversed }));
    await el.updateComplete;
    expect(log.deals).to.have.length(3);
    expect(el.deck === reversed).to.equal(true);
    expect(el.state!.piles.hand.cards).to.deep.equal(['KS']);
  });

  it('an inline deck={[…]} re-rendered (a new array, the same codes) keeps the game the player started with New game', async () => {
    const log: Log = { deals: [], moves: [] };
    // An app that shows the move count from patience-move: each move re-renders it, and React sets
    // the inline deck (a new array each render) on the element again.
    function App(): ReactNode {
      const [moves, setMoves] = useState(0);
      return createElement(
        'div',
        null,
        createElement('p', { className: 'moves' }, `Moves: ${moves}`),
        createElement('patience-game', {
          variant: HAND_GAME,
          'no-animation': true,
          deck: [...DECK],
          'onpatience-deal': (e: CustomEvent<PatienceDealDetail>) => log.deals.push(e.detail),
          'onpatience-move': (e: CustomEvent<PatienceMoveDetail>) => setMoves(e.detail.moves),
        }),
      );
    }
    const el = render(createElement(App));
    await el.updateComplete;
    expect(log.deals).to.deep.equal([{ variant: HAND_GAME, seed: null }]);
    // The player deals a new game with the New game button (no move made: no question first).
    await sendMouse({ type: 'click', position: centerOf(el.shadowRoot!.querySelector('.toolbar .new-game')!) });
    await el.updateComplete;
    const seed = el.seed;
    expect(seed).to.be.a('string');
    expect(log.deals).to.have.length(2);
    // A move, with real clicks: the app re-renders with the move count. The count is 1, or 2 when the
    // next card dealt to the hand is an ace that automatic play puts up (1 random deal in 8: deals
    // "1", "11", "20", "27" and "35" of the first 40).
    await clickMove(el, 'hand', 'waste-1');
    await waitUntil(() => el.state!.moves >= 1, 'the move was played', { timeout: 10_000 });
    const moves = el.state!.moves;
    expect(el.state!.piles['waste-1'].cards).to.have.length(1);
    await waitUntil(() => container.querySelector('.moves')!.textContent === `Moves: ${moves}`, 'the app re-rendered', { timeout: 10_000 });
    await el.updateComplete;
    expect(el.seed).to.equal(seed);
    expect(el.state!.moves).to.equal(moves);
    expect(log.deals).to.have.length(2);
    expect(el.stats.lost).to.equal(0);
    // The app's next render (another move) still keeps it.
    flushSync(() => root.render(createElement(App)));
    await el.updateComplete;
    expect(el.seed).to.equal(seed);
    expect(log.deals).to.have.length(2);
  });

  it('sets hyphenated props as attributes and camelCase props as properties', async () => {
    const log: Log = { deals: [], moves: [] };
    const el = render(game(log, { variant: HAND_GAME, seed: '42', 'auto-play': 'off', hideTimer: true, 'hide-counter': true }));
    await el.updateComplete;
    expect(el.getAttribute('auto-play')).to.equal('off');
    expect(el.autoPlay).to.equal('off');
    expect(el.hideTimer).to.equal(true);
    expect(el.hideCounter).to.equal(true);
    const parts = [...el.shadowRoot!.querySelectorAll('[part]')].map((p) => p.getAttribute('part'));
    expect(parts).to.include('toolbar');
    expect(parts).to.not.include('timer');
    expect(parts).to.not.include('counter');

    // false for a hyphenated prop removes the attribute (it does not set hide-counter="false").
    render(game(log, { variant: HAND_GAME, seed: '42', 'auto-play': 'off', hideTimer: false, 'hide-counter': false }));
    await el.updateComplete;
    expect(el.hasAttribute('hide-counter')).to.equal(false);
    expect(el.hideCounter).to.equal(false);
    expect(el.hideTimer).to.equal(false);
    const after = [...el.shadowRoot!.querySelectorAll('[part]')].map((p) => p.getAttribute('part'));
    expect(after).to.include('timer');
    expect(after).to.include('counter');
  });

  it('unmounts cleanly: the element leaves the DOM, firing nothing and throwing nothing', async () => {
    const log: Log = { deals: [], moves: [] };
    const el = render(game(log, { variant: TABLEAU_GAME, seed: '7' }));
    await el.updateComplete;
    const seen = { deals: log.deals.length, moves: log.moves.length };
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    try {
      flushSync(() => root.unmount());
      mounted = false;
      await new Promise((r) => setTimeout(r, 50));
      expect(container.childElementCount).to.equal(0);
      expect(el.isConnected).to.equal(false);
      expect({ deals: log.deals.length, moves: log.moves.length }).to.deep.equal(seen);
      expect(errors).to.deep.equal([]);
      // Mounting again (a new root in the same container) gives a new element that deals afresh.
      root = createRoot(container);
      const again = render(game(log, { variant: TABLEAU_GAME, seed: '7' }));
      await again.updateComplete;
      expect(again === el).to.equal(false);
      expect(log.deals).to.have.length(seen.deals + 1);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
