/**
 * `<patience-game>` without any framework: markup set with `innerHTML`, attributes and properties set
 * by hand, events received with `addEventListener`, moves made through the API and with the real
 * mouse. The React and Vue tests beside this one do the same through those frameworks.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { PatienceDealEvent, PatienceGame, PatienceMoveEvent } from '../../src/index.js';
import { clickMove, deckByRanks } from '../helpers/game-driver.js';
import { HAND_GAME, variantWhere } from '../helpers/shapes.js';

/** Another one-deck game to switch to (DECK, one deck, is then given to it). */
const OTHER_GAME = variantWhere(`a one-deck game other than ${HAND_GAME}`, (v) => v.id !== HAND_GAME && (v.decks ?? 1) === 1);

interface Received {
  type: string;
  detail: unknown;
  target: string;
  isClass: boolean;
  bubbles: boolean;
  composed: boolean;
}

const DECK = deckByRanks(['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K']).reverse();

let container: HTMLDivElement;

/** Mounts the element from a string of HTML, as a server-rendered page or a CMS would. */
function mountHtml(markup: string): PatienceGame {
  container = document.createElement('div');
  container.style.width = '460px';
  document.body.append(container);
  container.innerHTML = markup;
  return container.querySelector('patience-game')!;
}

/** Listens for `types` on `target` with plain `addEventListener`, recording what each event carried. */
function listen(target: EventTarget, types: string[]): Received[] {
  const got: Received[] = [];
  for (const type of types) {
    target.addEventListener(type, (e) => {
      got.push({
        type: e.type,
        // Cloned so later changes cannot alter what was received; detail is documented as plain JSON.
        detail: JSON.parse(JSON.stringify((e as CustomEvent).detail)),
        target: (e.target as Element).localName,
        isClass: e instanceof (type === 'patience-deal' ? PatienceDealEvent : PatienceMoveEvent),
        bubbles: e.bubbles,
        composed: e.composed,
      });
    });
  }
  return got;
}

describe('<patience-game> from plain HTML', () => {
  before(() => setViewport({ width: 900, height: 1300 }));
  afterEach(async () => {
    await resetMouse();
    container.remove();
  });

  it('upgrades markup set with innerHTML and reads its attributes as properties', async () => {
    const el = mountHtml(`<patience-game variant="${HAND_GAME}" seed="42"></patience-game>`);
    expect(el instanceof PatienceGame).to.equal(true);
    expect(customElements.get('patience-game') === PatienceGame).to.equal(true);
    expect(el.variant).to.equal(HAND_GAME);
    expect(el.seed).to.equal('42');
    expect(el.deck).to.equal(null);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="base"]').length).to.be.greaterThan(0);
    expect(el.state!.variant).to.equal(HAND_GAME);
    expect(el.state!.seed).to.equal('42');
  });

  it('fires patience-deal, then patience-move for a move played with el.play()', async () => {
    const el = mountHtml(`<patience-game variant="${HAND_GAME}" seed="42"></patience-game>`);
    // The first deal happens on the first update (a microtask later), so a listener added right after
    // the markup is parsed hears it; one on the container hears it too, since the events bubble.
    const got = listen(el, ['patience-deal', 'patience-move']);
    const bubbled = listen(container, ['patience-deal', 'patience-move']);
    await el.updateComplete;
    expect(got).to.deep.equal([
      {
        type: 'patience-deal',
        detail: { variant: HAND_GAME, seed: '42' },
        target: 'patience-game',
        isClass: true,
        bubbles: true,
        composed: true,
      },
    ]);

    const move = el.legalMoves()[0];
    const card = el.state!.piles[move.from].cards.at(-1)!;
    expect(el.play(move)).to.equal(true);
    // Dispatched once the update that shows the move is done.
    expect(got.filter((g) => g.type === 'patience-move')).to.deep.equal([]);
    await el.updateComplete;
    const moves = got.filter((g) => g.type === 'patience-move');
    expect(moves[0]).to.deep.equal({
      type: 'patience-move',
      detail: { move: { from: move.from, to: move.to, cards: [card] }, auto: false, moves: 1 },
      target: 'patience-game',
      isClass: true,
      bubbles: true,
      composed: true,
    });
    // Any automatic moves that followed are reported after it, marked auto and counted on.
    moves.slice(1).forEach((m, i) => expect(m.detail).to.include({ auto: true, moves: i + 2 }));
    expect(bubbled.map((b) => b.type)).to.deep.equal(got.map((g) => g.type));
  });

  it('fires patience-move for a move made with real mouse clicks', async () => {
    const el = mountHtml(`<patience-game variant="${HAND_GAME}" seed="42"></patience-game>`);
    const got = listen(el, ['patience-move']);
    await el.updateComplete;
    const card = el.state!.piles.hand.cards[0];
    await clickMove(el, 'hand', 'waste-1');
    expect(got[0].detail).to.deep.equal({ move: { from: 'hand', to: 'waste-1', cards: [card] }, auto: false, moves: 1 });
    expect(el.state!.piles['waste-1'].cards).to.deep.equal([card]);
  });

  it('deals again when an attribute changes, and takes the deck as a string attribute or an array property', async () => {
    const el = mountHtml(`<patience-game variant="${HAND_GAME}" seed="42"></patience-game>`);
    await el.updateComplete;
    const got = listen(el, ['patience-deal']);

    el.setAttribute('variant', OTHER_GAME);
    await el.updateComplete;
    expect(got.map((g) => g.detail)).to.deep.equal([{ variant: OTHER_GAME, seed: '42' }]);

    el.setAttribute('deck', DECK.join(' '));
    await el.updateComplete;
    expect(got.at(-1)!.detail).to.deep.equal({ variant: OTHER_GAME, seed: null });
    expect(el.deck).to.deep.equal(DECK);
    expect(el.historyText.split('\n')).to.include(`deck: ${DECK.join(' ')}`);

    const other = [...DECK].reverse();
    el.deck = other;
    await el.updateComplete;
    expect(got).to.have.length(3);
    expect(el.historyText.split('\n')).to.include(`deck: ${other.join(' ')}`);
  });
});
