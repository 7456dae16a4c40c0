/**
 * The record across tabs (issue #12 "Many tabs", README "Many tabs"): each tab's copy of localStorage
 * learns of another tab's write a little later, so two tabs counting at once may each write over the
 * other's count from an older copy. Here two {@link GameStore}s run on two simulated copies of one
 * storage whose writes reach the other copy (and its `storage` event) only when the test delivers
 * them, in any order: no count is ever lost, and none is counted twice.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { GameStore } from '../../src/controllers/game-store.js';
import type { Outcome } from '../../src/controllers/stats.js';
import { variantIds } from '../../src/variants/index.js';

/** One tab's copy of the shared storage: reads and writes its own copy; its writes wait in `outbox`. */
class TabCopy implements Storage {
  readonly copy = new Map<string, string>();
  readonly outbox: [string, string][] = [];
  /** How many of the next writes fail, as a full storage's do (QuotaExceededError). */
  failing = 0;
  get length(): number {
    return this.copy.size;
  }
  key(i: number): string | null {
    return [...this.copy.keys()][i] ?? null;
  }
  getItem(key: string): string | null {
    return this.copy.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failing > 0) {
      this.failing--;
      throw new DOMException('full', 'QuotaExceededError');
    }
    this.copy.set(key, value);
    this.outbox.push([key, value]);
  }
  removeItem(key: string): void {
    this.copy.delete(key);
  }
  clear(): void {
    this.copy.clear();
  }
}

const KEY = 'tabs';
const VARIANT = variantIds[0];

interface Tab {
  readonly copy: TabCopy;
  readonly store: GameStore;
}

/** Two tabs on one key; a storage problem fails the test, unless `quota` (a full storage is then expected). */
function twoTabs(quota = false): { tabs: [Tab, Tab]; shared: Map<string, string> } {
  const make = (): Tab => {
    const copy = new TabCopy();
    const store = new GameStore(
      (code, e) => {
        if (!(quota && code === 'storage' && /QuotaExceededError/.test(String(e)))) assert.fail(`${code}: ${String(e)}`);
      },
      () => copy,
    );
    store.setKey(KEY);
    store.load();
    return { copy, store };
  };
  return { tabs: [make(), make()], shared: new Map() };
}

/** Delivers the oldest waiting write of `from`: the shared storage and `to`'s copy get it, and `to` its `storage` event. */
function deliverOne(from: Tab, to: Tab, shared: Map<string, string>): boolean {
  const next = from.copy.outbox.shift();
  if (!next) return false;
  const [key, value] = next;
  shared.set(key, value);
  to.copy.copy.set(key, value);
  to.store.external(key);
  return true;
}

/** Delivers every write, both ways, until none is left. */
function settle(tabs: [Tab, Tab], shared: Map<string, string>): void {
  for (let round = 0; round < 1000; round++) {
    const moved = deliverOne(tabs[0], tabs[1], shared) || deliverOne(tabs[1], tabs[0], shared);
    if (!moved) return;
  }
  assert.fail('the tabs keep writing: no quiet after 1000 deliveries');
}

const played = (text: string | undefined): number =>
  text ? ((JSON.parse(text) as Record<string, { played?: number }>)[VARIANT]?.played ?? 0) : 0;

describe('the record across two tabs', () => {
  it('two tabs abandon a game at the same moment: two games played, in storage and in both tabs', () => {
    const { tabs, shared } = twoTabs();
    tabs[0].store.count(VARIANT, 'abandoned', 3, 1000, 'deal-a');
    tabs[1].store.count(VARIANT, 'abandoned', 5, 2000, 'deal-b'); // its copy has not learnt of the first yet
    settle(tabs, shared);
    assert.equal(played(shared.get(`${KEY}:stats`)), 2);
    for (const t of tabs) assert.equal(t.store.statsFor(VARIANT).played, 2);
  });

  it('without the recount, the same race loses a count (the case the ids are for)', () => {
    const { tabs, shared } = twoTabs();
    tabs[0].store.count(VARIANT, 'won', 60, 1000, 'deal-a');
    tabs[1].store.count(VARIANT, 'lost', 40, 2000, 'deal-b');
    // Only the first write of each tab is delivered, and nothing is answered: the last write wins.
    const a = tabs[0].copy.outbox.shift()!;
    const b = tabs[1].copy.outbox.shift()!;
    shared.set(a[0], a[1]);
    shared.set(b[0], b[1]);
    assert.equal(played(shared.get(`${KEY}:stats`)), 1);
  });

  it('a count whose write failed (storage full) is not lost when the other tab writes the record, however much later', (t) => {
    const { tabs, shared } = twoTabs(true);
    tabs[0].copy.failing = 1;
    tabs[0].store.count(VARIANT, 'abandoned', 3, 1000, 'deal-a1'); // kept in the first tab's memory only
    tabs[1].store.count(VARIANT, 'abandoned', 3, 1000, 'deal-b1');
    settle(tabs, shared);
    // Past the window in which a tab counts its recent counts again (the failed one must not need it).
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 60_000 });
    tabs[0].store.count(VARIANT, 'abandoned', 3, 1000, 'deal-a2');
    settle(tabs, shared);
    assert.equal(played(shared.get(`${KEY}:stats`)), 3);
    for (const tab of tabs) assert.equal(tab.store.statsFor(VARIANT).played, 3);
  });

  it("a count kept to be counted again (recent, or never written) stays with its key: another key's record does not get it", () => {
    const { tabs } = twoTabs(true);
    const [tab] = tabs;
    tab.copy.failing = 1;
    tab.store.count(VARIANT, 'abandoned', 3, 1000, 'deal-a'); // never written
    tab.store.count(VARIANT, 'abandoned', 3, 1000, 'deal-b'); // written, with deal-a, and recent
    tab.store.setKey('other');
    tab.store.load();
    tab.store.count(VARIANT, 'abandoned', 3, 1000, 'deal-c');
    assert.equal(played(tab.copy.copy.get('other:stats')), 1);
    assert.equal(played(tab.copy.copy.get(`${KEY}:stats`)), 2);
  });

  it('any interleaving of counts, deliveries and failed writes: every count once, with the next write (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('count' as const), tab: fc.integer({ min: 0, max: 1 }) }),
      fc.record({ kind: fc.constant('deliver' as const), tab: fc.integer({ min: 0, max: 1 }) }),
      fc.record({ kind: fc.constant('full' as const), tab: fc.integer({ min: 0, max: 1 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { tabs, shared } = twoTabs(true);
        let counts = 0;
        for (const s of steps) {
          if (s.kind === 'count') tabs[s.tab].store.count(VARIANT, 'abandoned', 50, 1000, `deal-${counts++}`);
          else if (s.kind === 'full') tabs[s.tab].copy.failing++;
          else deliverOne(tabs[s.tab], tabs[1 - s.tab], shared);
        }
        // Storage has room again; each tab counts one more game, and what it kept is written with it.
        for (const tab of tabs) tab.copy.failing = 0;
        for (const tab of tabs) tab.store.count(VARIANT, 'abandoned', 50, 1000, `deal-${counts++}`);
        settle(tabs, shared);
        assert.equal(played(shared.get(`${KEY}:stats`)), counts);
        for (const tab of tabs) assert.equal(tab.store.statsFor(VARIANT).played, counts);
      }),
      { numRuns: 300, seed: 12 },
    );
  });

  it('any interleaving of counts and deliveries: every count once, won + lost = played (property)', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('count' as const),
        tab: fc.integer({ min: 0, max: 1 }),
        outcome: fc.constantFrom<Outcome>('won', 'lost', 'abandoned'),
      }),
      fc.record({ kind: fc.constant('deliver' as const), tab: fc.integer({ min: 0, max: 1 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { tabs, shared } = twoTabs();
        let counts = 0;
        let won = 0;
        for (const s of steps) {
          if (s.kind === 'count') {
            tabs[s.tab].store.count(VARIANT, s.outcome, 50, 1000, `deal-${counts}`);
            counts++;
            if (s.outcome === 'won') won++;
          } else deliverOne(tabs[s.tab], tabs[1 - s.tab], shared);
        }
        settle(tabs, shared);
        const record = shared.get(`${KEY}:stats`);
        assert.equal(played(record), counts);
        for (const t of tabs) {
          const st = t.store.statsFor(VARIANT);
          assert.equal(st.played, counts);
          assert.equal(st.won, won);
          assert.equal(st.won + st.lost, st.played);
        }
      }),
      { numRuns: 300, seed: 12 },
    );
  });

  it('one game resumed in two tabs and left in both counts once (the deal keeps its id in the save)', () => {
    const { tabs, shared } = twoTabs();
    tabs[0].store.count(VARIANT, 'abandoned', 3, 1000, 'deal-1');
    settle(tabs, shared);
    tabs[1].store.count(VARIANT, 'abandoned', 7, 4000, 'deal-1');
    settle(tabs, shared);
    assert.equal(played(shared.get(`${KEY}:stats`)), 1);
    // Won in the second tab after the first left it: the loss becomes a win; still one game.
    tabs[1].store.count(VARIANT, 'won', 90, 9000, 'deal-1');
    settle(tabs, shared);
    for (const t of tabs) assert.deepEqual([t.store.statsFor(VARIANT).played, t.store.statsFor(VARIANT).won], [1, 1]);
  });

  it('tabs that count the same deals in any interleaving count each deal once, a win over a loss (property)', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('count' as const),
        tab: fc.integer({ min: 0, max: 1 }),
        deal: fc.integer({ min: 0, max: 4 }),
        outcome: fc.constantFrom<Outcome>('won', 'lost', 'abandoned'),
      }),
      fc.record({ kind: fc.constant('deliver' as const), tab: fc.integer({ min: 0, max: 1 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { tabs, shared } = twoTabs();
        const deals = new Map<number, boolean>();
        for (const s of steps) {
          if (s.kind === 'count') {
            tabs[s.tab].store.count(VARIANT, s.outcome, 50, 1000, `deal-${s.deal}`);
            deals.set(s.deal, (deals.get(s.deal) ?? false) || s.outcome === 'won');
          } else deliverOne(tabs[s.tab], tabs[1 - s.tab], shared);
        }
        settle(tabs, shared);
        const won = [...deals.values()].filter(Boolean).length;
        assert.equal(played(shared.get(`${KEY}:stats`)), deals.size);
        for (const t of tabs) {
          const st = t.store.statsFor(VARIANT);
          assert.deepEqual([st.played, st.won, st.lost], [deals.size, won, deals.size - won]);
        }
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});
