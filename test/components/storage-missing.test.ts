/**
 * `persist` with no localStorage at all (a sandboxed frame or a privacy setting makes the
 * `window.localStorage` getter throw): play goes on, and the page hears one `patience-error` with
 * code `storage`.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { centerOf, click, clickMove, recordEvents } from '../helpers/game-driver.js';
import { WINNING_DECK, freshKey, mountGame } from '../helpers/extra.js';

/** The New game button, then (a game is under way) "New game" in the question it asks. */
async function newGameConfirmed(el: PatienceGame): Promise<void> {
  await click(centerOf(el.shadowRoot!.querySelector('.toolbar .new-game')!));
  await el.updateComplete;
  await click(centerOf(el.shadowRoot!.querySelector('.confirm button.yes')!));
  await el.updateComplete;
}

describe('persist without localStorage', () => {
  before(() => setViewport({ width: 900, height: 1500 }));
  afterEach(() => resetMouse());

  it('a throwing localStorage getter: play and a new game go on, exactly one patience-error (storage)', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    expect(original, 'localStorage is an own property of window here').to.not.equal(undefined);
    let reads = 0;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        reads++;
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      // The getter really throws, as in a sandboxed frame.
      expect(() => window.localStorage).to.throw('denied');
      const log = recordEvents(document, ['patience-stats']);
      const el = await mountGame({ deck: WINNING_DECK, persist: freshKey() });
      expect(el.persist).to.not.equal(null);
      // Several moves, by real clicks.
      await clickMove(el, 'hand', 'waste-1');
      await clickMove(el, 'hand', 'waste-2');
      await clickMove(el, 'hand', 'waste-3');
      await clickMove(el, 'hand', 'waste-4');
      expect(el.state!.moves).to.equal(4);
      expect(el.state!.piles['waste-4'].cards).to.deep.equal(['KS']);
      // A new game, with the New game button; then play on.
      await newGameConfirmed(el);
      expect(el.state!.moves).to.equal(0); // a fresh deal: no move yet (history may list the deal's automatic moves)
      const move = el.legalMoves().find((m) => m.from === 'hand')!;
      await clickMove(el, move.from, move.to);
      expect(el.state!.moves).to.be.greaterThan(0);
      expect(el.canUndo).to.equal(true);
      // Statistics still work, in memory: the abandoned first game counts.
      expect(el.stats).to.include({ played: 1, lost: 1 });
      await log.stop();
      expect(reads, 'storage was tried').to.be.greaterThan(0);
      const errors = log.details.filter((_, i) => log.types[i] === 'patience-error') as { code: string }[];
      expect(errors.map((e) => e.code)).to.deep.equal(['storage']);
      expect(log.types.filter((t) => t === 'patience-deal')).to.have.length(2);
    } finally {
      Object.defineProperty(window, 'localStorage', original!);
    }
    expect(typeof window.localStorage.getItem).to.equal('function');
  });

  it('a localStorage whose every read and write throws: play, undo and a new game go on, one patience-error', async () => {
    const proto = Storage.prototype;
    const saved = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
    const deny = function (): never {
      throw new DOMException('denied', 'SecurityError');
    };
    proto.getItem = deny;
    proto.setItem = deny;
    proto.removeItem = deny;
    try {
      const log = recordEvents(document);
      const el = await mountGame({ deck: WINNING_DECK, persist: freshKey() });
      await clickMove(el, 'hand', 'waste-1');
      await clickMove(el, 'hand', 'waste-2');
      expect(el.state!.piles['waste-2'].cards).to.deep.equal(['KD']);
      expect(el.undo()).to.equal(true);
      expect(el.state!.piles.hand.cards).to.deep.equal(['KD']);
      await newGameConfirmed(el);
      const move = el.legalMoves().find((m) => m.from === 'hand')!;
      await clickMove(el, move.from, move.to);
      expect(el.canUndo).to.equal(true);
      expect(el.stats).to.include({ played: 1, lost: 1 });
      await log.stop();
      const errors = log.details.filter((_, i) => log.types[i] === 'patience-error') as { code: string }[];
      expect(errors.map((e) => e.code)).to.deep.equal(['storage']);
    } finally {
      Object.assign(proto, saved);
    }
  });
});
