/**
 * Calls made from inside the game's own event listeners (issue #12). The only event dispatched while
 * an action is under way is `patience-before-move`: a call that would change the game from its
 * listener is refused with an InvalidStateError and changes nothing (the move goes on). Every other
 * event is dispatched once its action is complete, so calls from those listeners simply run. Either
 * way the game stays whole: the table shows the state, the label its deal, the history replays to
 * the state, `restore(serialize())` gives the same position, and a page reloaded from `persist`
 * resumes exactly this game.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { cardPoint, cardsShown, click, deckByRanks, settle, targetPoint } from '../helpers/game-driver.js';
import { DOWN, LOSING_DECK, SUITS, WINNING_DECK, freshKey, sleep } from '../helpers/extra.js';

async function mount(attrs: { seed?: string; deck?: string[]; persist?: string } = {}): Promise<PatienceGame> {
  const el = await fixture<PatienceGame>(
    html`<patience-game
      style="width: 600px"
      no-animation
      seed=${attrs.seed ?? '42'}
      .deck=${attrs.deck ?? null}
      persist=${attrs.persist ?? ''}
    ></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

const keys: string[] = [];
function key(): string {
  const k = freshKey();
  keys.push(k);
  return k;
}
after(() => {
  for (const k of keys) for (const name of Object.keys(localStorage)) if (name.startsWith(`${k}:`)) localStorage.removeItem(name);
});

/** The label of the deal, as the player reads it. */
const dealLabel = (el: PatienceGame): string => el.shadowRoot!.querySelector('.deal-menu summary')!.textContent!.trim();

/**
 * The game is whole: the table shows the state, the label names its deal, the history and the save
 * rebuild exactly this position, and (with `persist`) a reloaded page resumes it.
 */
async function expectWhole(el: PatienceGame, what: string): Promise<void> {
  await settle(el);
  await settle(el);
  const state = el.state!;
  const json = JSON.stringify(state);
  expect(dealLabel(el), `${what}: label`).to.equal(state.seed !== null ? `deal ${state.seed}` : 'preset deck');
  for (const [id, pile] of Object.entries(state.piles)) {
    const shown = cardsShown(el, id).map((c) => c.getAttribute('card'));
    // Face-up piles show their top cards (a foundation only its last two); a face-down stock may show only its top.
    if (pile.faceDown === 0) {
      expect(shown.length > 0, `${what}: ${id} shows cards`).to.equal(pile.cards.length > 0);
      expect(shown, `${what}: cards shown on ${id}`).to.deep.equal(pile.cards.slice(pile.cards.length - shown.length));
    } else if (pile.cards.length > pile.faceDown) expect(shown.at(-1), `${what}: top card of ${id}`).to.equal(pile.cards.at(-1));
  }
  expect(state.moves, `${what}: moves = history`).to.equal(el.history.length);
  const probe = await mount({ seed: '1' });
  probe.restore(el.serialize());
  expect(JSON.stringify(probe.state), `${what}: restore(serialize())`).to.equal(json);
  probe.restore(el.historyText);
  expect(JSON.stringify(probe.state), `${what}: restore(historyText)`).to.equal(json);
  probe.remove();
  if (el.persist) {
    const reloaded = await fixture<PatienceGame>(
      html`<patience-game variant=${state.variant} persist=${el.persist} no-animation></patience-game>`,
    );
    await reloaded.updateComplete;
    expect(JSON.stringify(reloaded.state), `${what}: reloaded from persist`).to.equal(json);
    reloaded.remove();
  }
}

/** The calls a host might make from a listener, each given the element and a save of another game. */
const CALLS: Record<string, (el: PatienceGame, other: string) => unknown> = {
  'newGame({ seed: "9" })': (el) => el.newGame({ seed: '9' }),
  'play(a legal move)': (el) => el.play(el.legalMoves()[0]),
  'undo()': (el) => el.undo(),
  'redo()': (el) => el.redo(),
  'restart()': (el) => el.restart(),
  'restore(another game)': (el, other) => el.restore(other),
  'restore(serialize())': (el) => el.restore(el.serialize()),
  'replay(0)': (el) => void el.replay(0),
};

/** A save of deal 77 with three moves. */
async function anotherGame(): Promise<string> {
  const el = await mount({ seed: '77' });
  for (let i = 0; i < 3; i++) el.play(el.legalMoves()[0]);
  const saved = el.serialize();
  el.remove();
  return saved;
}

describe('calls from inside a patience-before-move listener', function () {
  this.timeout(60000);

  it('the issue case: newGame({ seed: "9" }) from before-move is refused; the move is played on deal 42', async () => {
    const el = await mount({ persist: key() });
    let caught: unknown = null;
    el.addEventListener(
      'patience-before-move',
      () => {
        try {
          el.newGame({ seed: '9' });
        } catch (e) {
          caught = e;
        }
      },
      { once: true },
    );
    expect(el.play({ from: 'hand', to: 'waste-3' })).to.equal(true);
    expect(caught).to.be.instanceOf(DOMException);
    expect((caught as DOMException).name).to.equal('InvalidStateError');
    expect((caught as DOMException).message)
      .to.contain('newGame()')
      .and.to.contain('patience-before-move');
    expect(el.state!.seed).to.equal('42');
    expect(el.history.filter((m) => !m.auto).map((m) => `${m.from}>${m.to}`)).to.deep.equal(['hand>waste-3']);
    await expectWhole(el, 'newGame from before-move');
  });

  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: refused with a clear error, the move goes on, the game stays whole`, async () => {
      const other = await anotherGame();
      const el = await mount({ persist: key() });
      el.play(el.legalMoves()[0]);
      el.play(el.legalMoves()[0]);
      el.undo(); // something to redo
      const before = JSON.stringify(el.state);
      const move = el.legalMoves()[0];
      const errors: unknown[] = [];
      let calls = 0;
      const listener = (): void => {
        calls++;
        try {
          call(el, other);
        } catch (e) {
          errors.push(e);
        }
      };
      el.addEventListener('patience-before-move', listener);
      expect(el.play(move)).to.equal(true);
      el.removeEventListener('patience-before-move', listener);
      expect(calls).to.be.greaterThan(0);
      expect(errors).to.have.length(calls);
      for (const e of errors) {
        expect((e as DOMException).name).to.equal('InvalidStateError');
        expect((e as Error).message).to.contain('patience-before-move');
      }
      expect(JSON.stringify(el.state)).to.not.equal(before);
      const last = el.history.filter((m) => !m.auto).at(-1)!;
      expect(`${last.from}>${last.to}`).to.equal(`${move.from}>${move.to}`);
      await expectWhole(el, name);
    });
  }

  it('reading the game from before-move is fine, and shows the position before the turn', async () => {
    const el = await mount();
    const before = JSON.stringify(el.state);
    const seen: string[] = [];
    el.addEventListener('patience-before-move', () => {
      seen.push(JSON.stringify(el.state));
      el.serialize();
      el.legalMoves();
    });
    el.play({ from: 'hand', to: 'waste-3' });
    expect(seen[0]).to.equal(before);
    await expectWhole(el, 'reading');
  });
});

/** Ways to make each event fire, on a fresh element. */
const EVENTS: Record<string, { deck?: string[]; prepare?: (el: PatienceGame) => void; trigger: (el: PatienceGame) => void }> = {
  'patience-move': { trigger: (el) => el.play({ from: 'hand', to: 'waste-1' }) },
  'patience-deal': { trigger: (el) => el.newGame({ seed: '5' }) },
  'patience-undo': { prepare: (el) => el.play({ from: 'hand', to: 'waste-1' }), trigger: (el) => el.undo() },
  'patience-redo': {
    prepare: (el) => {
      el.play({ from: 'hand', to: 'waste-1' });
      el.undo();
    },
    trigger: (el) => el.redo(),
  },
  'patience-invalid-move': { trigger: (el) => el.play({ from: 'hand', to: 'foundation-1' }) },
  'patience-error': { trigger: (el) => el.newGame({ seed: 'x'.repeat(300) }) },
  'patience-win': {
    deck: WINNING_DECK,
    prepare: (el) => {
      for (const code of deckByRanks(DOWN).slice(0, -1)) el.play({ from: 'hand', to: `waste-${SUITS.indexOf(code[1]) + 1}` });
    },
    trigger: (el) => el.play({ from: 'hand', to: 'waste-4' }),
  },
  'patience-loss': {
    deck: LOSING_DECK,
    prepare: (el) => {
      for (let i = 0; i < 47; i++) el.play({ from: 'hand', to: i < 24 ? 'waste-1' : 'waste-2' });
    },
    trigger: (el) => el.play({ from: 'hand', to: 'waste-2' }),
  },
  'patience-stats': {
    prepare: (el) => el.play({ from: 'hand', to: 'waste-1' }),
    trigger: (el) => el.newGame({ seed: '6' }), // the game left counts as abandoned
  },
};

describe('calls from inside the listeners of events after the fact', function () {
  this.timeout(120000);

  for (const [type, how] of Object.entries(EVENTS)) {
    for (const name of ['newGame({ seed: "9" })', 'play(a legal move)', 'undo()', 'restore(another game)', 'restore(serialize())']) {
      it(`${name} from ${type}: runs after the action, the game stays whole`, async () => {
        const other = await anotherGame();
        const el = await mount({ persist: key(), deck: how.deck });
        how.prepare?.(el);
        await settle(el);
        let ran = 0;
        let thrown: unknown = null;
        el.addEventListener(
          type,
          () => {
            ran++;
            try {
              CALLS[name](el, other);
            } catch (e) {
              thrown = e;
            }
          },
          { once: true },
        );
        how.trigger(el);
        await settle(el);
        await sleep(0);
        expect(ran, `${type} fired`).to.equal(1);
        expect(thrown).to.equal(null);
        await expectWhole(el, `${name} from ${type}`);
      });
    }
  }
});

describe('updateComplete and what listeners set off', () => {
  it('one await of updateComplete sees the events of an action a listener started', async () => {
    const el = await mount({ deck: WINNING_DECK });
    for (const code of deckByRanks(DOWN).slice(0, -1)) el.play({ from: 'hand', to: `waste-${SUITS.indexOf(code[1]) + 1}` });
    await el.updateComplete;
    el.addEventListener('patience-win', () => el.newGame({ seed: '9' }), { once: true });
    const deals: string[] = [];
    el.addEventListener('patience-deal', (e) => deals.push(String(e.detail.seed)));
    el.play({ from: 'hand', to: 'waste-4' });
    await el.updateComplete;
    expect(deals).to.deep.equal(['9']);
    expect(el.state!.seed).to.equal('9');
  });
});

describe('a storage failure in the middle of a deal', () => {
  it('patience-error (storage) comes after the deal; newGame from its listener deals cleanly', async () => {
    const proto = Storage.prototype;
    const setItem = proto.setItem;
    const el = await mount({ persist: key() });
    el.play(el.legalMoves()[0]);
    let ran = 0;
    el.addEventListener(
      'patience-error',
      (e) => {
        ran++;
        expect(e.detail.code).to.equal('storage');
        el.newGame({ seed: '9' });
      },
      { once: true },
    );
    proto.setItem = function (): never {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      el.newGame({ seed: '3' });
    } finally {
      proto.setItem = setItem;
    }
    expect(ran).to.equal(1);
    expect(el.state!.seed).to.equal('9');
    expect(el.state!.moves).to.equal(el.history.length);
    await settle(el);
    expect(dealLabel(el)).to.equal('deal 9');
  });
});

describe('actions during replay()', function () {
  this.timeout(60000);

  /** Deal 42 with ten turns played. */
  async function tenTurns(): Promise<PatienceGame> {
    const el = await mount();
    for (let i = 0; i < 10; i++) el.play(el.legalMoves()[i % 2]);
    await settle(el);
    return el;
  }
  const turns = (el: PatienceGame): number => el.history.filter((m) => !m.auto).length;

  it('play() after 200 ms of replay(60) stops the replay and keeps every move', async () => {
    const el = await tenTurns();
    const end = JSON.stringify(el.state);
    const history = JSON.stringify(el.history);
    const replay = el.replay(60);
    await sleep(200);
    expect(turns(el)).to.be.lessThan(10); // the replay is under way
    const move = el.legalMoves()[0];
    el.play(move);
    expect(await replay).to.equal(false);
    // The replay was finished first: the ten turns are all there, then the move.
    expect(JSON.stringify(el.history.slice(0, JSON.parse(history).length))).to.equal(history);
    expect(turns(el)).to.be.oneOf([10, 11]);
    if (turns(el) === 10) expect(JSON.stringify(el.state)).to.equal(end); // refused at the end position
    await expectWhole(el, 'play during replay');
  });

  for (const action of ['undo', 'redo', 'replay'] as const) {
    it(`${action}() during a replay does not rewind to the replay point`, async () => {
      const el = await tenTurns();
      const end = JSON.stringify(el.state);
      const history = JSON.stringify(el.history);
      const first = el.replay(60);
      await sleep(200);
      expect(turns(el)).to.be.lessThan(10);
      if (action === 'undo') {
        expect(el.undo()).to.equal(true);
        expect(turns(el)).to.equal(9); // one turn back from the end
        el.redo();
      } else if (action === 'redo') {
        expect(el.redo()).to.equal(false); // at the end: nothing to redo
      } else {
        const second = el.replay(0);
        expect(await first).to.equal(false);
        expect(await second).to.equal(true);
      }
      expect(await first).to.equal(false);
      expect(JSON.stringify(el.history)).to.equal(history);
      expect(JSON.stringify(el.state)).to.equal(end);
      await expectWhole(el, `${action} during replay`);
    });
  }

  it('the page hidden mid-replay saves the game the replay plays back to, every move kept (persist)', async () => {
    const key = freshKey();
    const el = await mount({ persist: key });
    for (let i = 0; i < 8; i++) el.play(el.legalMoves()[0]);
    await sleep(50); // the clock runs past the last save: hiding the page saves the time
    const replay = el.replay(40);
    await sleep(130);
    expect(el.state!.moves, 'the replay is under way').to.be.lessThan(8);
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')!;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { hidden?: boolean }).hidden;
      expect(document.hidden, 'the page shows again').to.equal(hidden.get!.call(document));
      document.dispatchEvent(new Event('visibilitychange'));
    }
    expect(await replay, 'the replay reached the end by itself').to.equal(true);
    // What a reload finds (read by a second game while this one stays: leaving would save again).
    const again = await mount({ persist: key });
    expect(again.state!.moves, 'moves on reload').to.equal(8);
    expect(again.canRedo, 'nothing left to redo').to.equal(false);
    for (const name of Object.keys(localStorage)) if (name.startsWith(`${key}:`)) localStorage.removeItem(name);
  });

  it('hint() during a replay finishes it first, and hints the end position (not dropped by the next replayed turn)', async () => {
    const el = await tenTurns();
    const end = JSON.stringify(el.state);
    const replay = el.replay(60);
    await sleep(200);
    expect(turns(el)).to.be.lessThan(10);
    const hint = el.hint().then(
      (h) => (h ? `${h.move.from}>${h.move.to}` : 'null'),
      (e: unknown) => `rejected: ${(e as Error).name}`,
    );
    expect(await replay).to.equal(false);
    expect(JSON.stringify(el.state)).to.equal(end);
    const answer = await hint;
    expect(el.legalMoves().map((m) => `${m.from}>${m.to}`)).to.include(answer);
    await expectWhole(el, 'hint during replay');
  });

  it('a click during a replay finishes it first: the click acts on the game as it was, every move kept', async () => {
    const el = await tenTurns();
    const history = JSON.stringify(el.history);
    const replay = el.replay(60);
    await sleep(200);
    expect(turns(el)).to.be.lessThan(10);
    await click(cardPoint(el, 'hand'));
    expect(await replay).to.equal(false);
    expect(JSON.stringify(el.history)).to.equal(history);
    await click(targetPoint(el, 'waste-1'));
    await settle(el);
    expect(turns(el)).to.equal(11);
    expect(JSON.stringify(el.history.slice(0, JSON.parse(history).length))).to.equal(history);
    await expectWhole(el, 'click during replay');
  });

  it('a replay left alone reaches the end; removing the element finishes it at once', async () => {
    const el = await tenTurns();
    const end = JSON.stringify(el.state);
    expect(await el.replay(0)).to.equal(true);
    expect(JSON.stringify(el.state)).to.equal(end);
    const replay = el.replay(1000);
    el.remove();
    expect(await replay).to.equal(false);
    expect(JSON.stringify(el.state)).to.equal(end);
  });
});
