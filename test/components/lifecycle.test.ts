/**
 * 300 create/remove cycles of `<patience-game>` leave nothing behind (issue #12): no interval
 * still running, no listener on `window` or `document`, and no game kept alive (the elements are
 * garbage-collected: web-test-runner.config.mjs starts Chromium with `--js-flags=--expose-gc`).
 * Each cycle renders, plays a move, and some are persisted, mid-replay or mid-animation when removed.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';
import { freshKey, sleep } from '../helpers/extra.js';

interface Tracker {
  intervals: Set<number>;
  listeners: Map<string, number>;
  restore(): void;
}

/** Counts the intervals running and the listeners on window and document, from now on. */
function track(): Tracker {
  const intervals = new Set<number>();
  const listeners = new Map<string, number>();
  const { setInterval: set, clearInterval: clear } = window;
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  const seen = new WeakMap<object, Set<string>>();
  const keyOf = (target: EventTarget, type: string, capture: boolean): string =>
    `${target === window ? 'window' : 'document'} ${type}${capture ? ' capture' : ''}`;
  const capture = (options?: boolean | AddEventListenerOptions): boolean => (typeof options === 'boolean' ? options : !!options?.capture);
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = set(handler, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clear(id);
  }) as typeof window.clearInterval;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if ((this === window || this === document) && listener && !(typeof options === 'object' && options.once)) {
      const k = keyOf(this, type, capture(options));
      const mine = seen.get(listener) ?? new Set();
      if (!mine.has(k)) {
        mine.add(k);
        seen.set(listener, mine);
        listeners.set(k, (listeners.get(k) ?? 0) + 1);
      }
    }
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    if ((this === window || this === document) && listener) {
      const k = keyOf(this, type, capture(options));
      if (seen.get(listener)?.delete(k)) listeners.set(k, listeners.get(k)! - 1);
    }
    remove.call(this, type, listener, options);
  };
  return {
    intervals,
    listeners,
    restore() {
      window.setInterval = set;
      window.clearInterval = clear;
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    },
  };
}

/**
 * A full collection run as its own task, with nothing of this script on the stack (V8's `gc()` with
 * `execution: 'async'`). Called from script, a collection scans the stack conservatively, and a stale
 * pointer there keeps a removed game alive as long as it stays: CI saw one game outlive 5 s, then 30 s.
 */
const gc = (): Promise<void> =>
  (window as unknown as { gc: (options: { type: string; execution: string }) => Promise<void> }).gc({ type: 'major', execution: 'async' });

describe('300 create/remove cycles', function () {
  this.timeout(240000);

  it('leave no interval, no listener on window or document, and no game behind', async () => {
    expect(typeof (window as unknown as { gc?: unknown }).gc, 'Chromium runs with --expose-gc').to.equal('function');
    const key = freshKey();
    const stage = document.createElement('div');
    stage.style.width = '500px';
    document.body.append(stage);
    const tracker = track();
    const refs: WeakRef<PatienceGame>[] = [];
    const replays: Promise<boolean>[] = [];
    try {
      // 300 (the issue measured 1,000): a leak shows after one leaking cycle, and each kind of cycle
      // below (every game of the registry, persisted, mid-replay, cards in flight) comes 30 to 150 times.
      for (let i = 0; i < 300; i++) {
        const el = document.createElement('patience-game');
        el.setAttribute('variant', variantIds[i % variantIds.length]);
        el.setAttribute('seed', String(i));
        if (i % 4 === 0) el.setAttribute('persist', key);
        stage.append(el);
        await el.updateComplete;
        el.play(el.legalMoves()[0]);
        if (i % 10 === 0) replays.push(el.replay(1000)); // removed mid-replay
        if (i % 2 === 0) await el.updateComplete; // removed with cards in flight, or before they start
        el.remove();
        if (i % 20 === 0) refs.push(new WeakRef(el));
      }
      // Every replay ended when its element went away. (Waits for that, not for a set time: on a
      // loaded machine the last promises settle late; one that never settles still fails here.)
      const ended = await Promise.race([Promise.all(replays).then(() => 'ended'), sleep(30000).then(() => 'still running')]);
      expect(ended).to.equal('ended');
      // The timeouts of the last cycles (a refused move's shake, a drag's return) run out, and with
      // them what they hold: wait until nothing is left, or 10 s (a leak stays, and fails below).
      const left = (): [string, number][] => [...tracker.listeners].filter(([, n]) => n > 0);
      const deadline = Date.now() + 10000;
      while ((tracker.intervals.size > 0 || left().length > 0) && Date.now() < deadline) await sleep(50);
      expect([...tracker.intervals], 'intervals still running').to.deep.equal([]);
      expect(left(), 'listeners left on window or document').to.deep.equal([]);
    } finally {
      tracker.restore();
      stage.remove();
      for (const name of Object.keys(localStorage)) if (name.startsWith(`${key}:`)) localStorage.removeItem(name);
    }
    // The elements go: nothing holds on to a removed game.
    // (Collected when the collector gets to them, and a loaded machine may take seconds to get there:
    // wait until all are gone, or 30 s; a leak stays and fails.)
    const collected = Date.now() + 30000;
    while (refs.some((r) => r.deref()) && Date.now() < collected) {
      await sleep(200);
      await gc();
    }
    expect(
      refs.flatMap((r, k) => (r.deref() ? [k * 20] : [])),
      'the cycles whose game is still alive',
    ).to.deep.equal([]);
  });
});
