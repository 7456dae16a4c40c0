/**
 * The vocabulary itself, on small declarations made up for the test (docs/rules.md "Locks", "Phases",
 * "Redeals", "Reserve"): the parts no game of the registry uses in every form (a lock by distinct
 * colours, a phase rule with an exception, a redeal of several piles first pile first, foundations
 * declared in several groups), and the errors a bad declaration gets. Each declaration is checked
 * against the reference reading too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { layoutOf } from '../../src/engine/layout.js';
import { refusalText } from '../../src/engine/reasons.js';
import { applyMove, legalMoves, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { defineVariant, type VariantDefinition } from '../../src/engine/vocabulary.js';
import { randomPosition } from '../reference/positions.js';
import { referenceApply, referenceMoves } from '../reference/rules.js';
import { deepFreeze, moveKey, pileOf, position } from './helpers.js';

/** Hand and waste piles, foundations in colour, one per colour: a lock by distinct colours. */
const twoColours = defineVariant({
  id: 'test-two-colours',
  name: 'Test: two colours',
  source: 'test',
  summary: 'test',
  piles: [
    { kind: 'stock', deals: 'hand' },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 2, base: 1, build: { direction: 'up', suit: 'colour' }, lock: 'distinct-colours' },
    { kind: 'waste-pile', count: 3, to: ['foundation'] },
  ],
  autoPlay: { startsFoundations: false, safe: 'sole-destination' },
});

/** A phase rule with an exception (aces as they turn up), two groups of foundations, a redeal of three waste piles. */
const phased = defineVariant({
  id: 'test-phased',
  name: 'Test: phased',
  source: 'test',
  summary: 'test',
  piles: [
    { kind: 'stock', deals: 'hand', redeal: { times: 2, gather: 'waste-pile' } },
    { kind: 'hand', to: ['foundation', 'waste-pile'] },
    { kind: 'foundation', count: 2, base: 1, build: { direction: 'up', suit: 'same' }, phase: { until: 'stock-empty', except: [1] } },
    { kind: 'foundation', count: 2, base: 13, build: { direction: 'down', suit: 'same' }, phase: { until: 'stock-empty', except: [13] } },
    { kind: 'waste-pile', count: 3, to: ['foundation'] },
  ],
});

const check = (V: VariantDefinition, piles: Record<string, string>, redeals = 0): GameState =>
  deepFreeze({ ...position(V, piles), ...(redeals ? { redeals } : {}) });

describe('the vocabulary on made-up declarations', () => {
  it('ids run on across several groups of one kind', () => {
    assert.equal(layoutOf(phased).ids.join(' '), 'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3');
    assert.deepEqual(layoutOf(phased).base.slice(2, 6), [1, 1, 13, 13]);
  });

  it('a lock by distinct colours: the second foundation takes only the other colour', () => {
    const V = twoColours;
    const s = check(V, { hand: 'AD', 'foundation-1': 'AH' });
    const r = applyMove(V, s, { from: 'hand', to: 'foundation-2' }, { autoPlay: false });
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.reason.id, 'colour-taken');
      assert.match(refusalText(r.reason), /foundation-1 already holds its colour/);
    }
    const black = check(V, { hand: 'AS', 'foundation-1': 'AH' });
    assert.equal(applyMove(V, black, { from: 'hand', to: 'foundation-2' }, { autoPlay: false }).ok, true);
  });

  it('a phase rule with an exception: aces (and, on the king foundations, kings) go up at once; nothing else until the stock is used up', () => {
    const V = phased;
    const dealing = check(V, { stock: '9C', hand: 'AH', 'waste-1': 'KS', 'waste-2': '2H' });
    const moves = legalMoves(V, dealing).map(moveKey);
    assert.ok(moves.includes('hand>foundation-1'), 'an ace goes up while dealing');
    assert.ok(moves.includes('waste-1>foundation-3'), 'a king goes up while dealing');
    const later = check(V, { stock: '9C', hand: '5D', 'foundation-1': 'AH', 'waste-2': '2H' });
    const r = applyMove(V, later, { from: 'waste-2', to: 'foundation-1' });
    assert.equal(r.ok, false);
    if (!r.ok) assert.equal(refusalText(r.reason), 'no card goes to foundation-1 until the stock is used up (except aces)');
    const done = check(V, { 'foundation-1': 'AH', 'waste-2': '2H' });
    assert.equal(applyMove(V, done, { from: 'waste-2', to: 'foundation-1' }).ok, true);
  });

  it('a redeal of several waste piles, first pile first, each from its bottom card; two allowed', () => {
    const V = phased;
    const s = check(V, { 'waste-1': '5C 6C', 'waste-3': '8S' });
    const r = applyMove(V, s, { from: 'waste-1', to: 'stock', count: 3 }, { autoPlay: false });
    if (!r.ok) assert.fail(refusalText(r.reason));
    // Dealt again: 5C 6C (waste-1), then 8S (waste-3): 5C into the hand, 6C on top of the stock.
    assert.equal(pileOf(V, r.state, 'hand'), '5C');
    assert.equal(pileOf(V, r.state, 'stock'), '8S 6C');
    assert.equal(applyMove(V, check(V, { 'waste-1': '5C' }, 2), { from: 'waste-1', to: 'stock' }).ok, false);
    const wrongCount = applyMove(V, s, { from: 'waste-1', to: 'stock', count: 2 });
    assert.equal(wrongCount.ok, false);
  });

  it('the search takes no shortcut it cannot justify: gathered piles are not interchangeable, no automatic play to force', () => {
    const r = searchRules(layoutOf(phased));
    assert.equal(r.forced, false);
    for (const w of layoutOf(phased).wastePiles) assert.equal(r.group[w], -1);
    assert.deepEqual(r.foundationOnly, []);
    assert.equal(searchRules(layoutOf(twoColours)).keyBy, 'rank-colour');
  });

  for (const V of [twoColours, phased]) {
    it(`${V.id}: the engine agrees with the reference on random positions (property)`, () => {
      fc.assert(
        fc.property(
          fc.infiniteStream(fc.nat()),
          fc.integer({ min: 0, max: 52 }),
          fc.double({ min: 0.05, max: 1, noNaN: true }),
          (picks, up, keep) => {
            const it = picks[Symbol.iterator]();
            const s = randomPosition(V, (n) => it.next().value % n, up, keep);
            assert.deepEqual(legalMoves(V, s).map(moveKey).sort(), referenceMoves(V, s).map(moveKey).sort());
            for (const m of referenceMoves(V, s)) {
              const r = applyMove(V, s, m, { autoPlay: false });
              if (!r.ok) assert.fail(refusalText(r.reason));
              assert.deepEqual(r.state.piles, referenceApply(V, s, m).piles);
            }
          },
        ),
        { numRuns: 80 },
      );
    });
  }

  it('a bad declaration gets a TypeError naming the problem', () => {
    const base = { id: 'bad', name: 'Bad', source: 'test', summary: 'test' };
    const bad =
      (piles: VariantDefinition['piles'], extra: Partial<VariantDefinition> = {}): (() => unknown) =>
      () =>
        layoutOf({ ...base, ...extra, piles } as VariantDefinition);
    assert.throws(bad([{ kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'any' } }]), /no stock declared/);
    assert.throws(
      bad([
        { kind: 'stock', deals: 'hand' },
        { kind: 'hand', to: ['foundation'] },
        { kind: 'foundation', count: 2, base: [1, 2, 3], build: { direction: 'up', suit: 'any' } },
      ]),
      /2 foundations but 3 base ranks/,
    );
    assert.throws(
      bad([
        { kind: 'stock', deals: 'hand', redeal: { times: 1, gather: 'waste' } },
        { kind: 'hand', to: ['foundation'] },
        { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'any' } },
      ]),
      /gathers waste piles, but there are none/,
    );
    assert.throws(
      bad(
        [
          { kind: 'stock', deals: 'hand' },
          { kind: 'hand', to: ['foundation'] },
          { kind: 'foundation', count: 4, base: 1, build: { direction: 'up', suit: 'any' } },
        ],
        { decks: 3 as 2 },
      ),
      /decks must be 1 or 2/,
    );
    assert.throws(
      bad([
        { kind: 'stock', deals: 'hand' },
        { kind: 'stock', deals: 'hand' },
      ]),
      /stock is declared twice/,
    );
  });

  it("refusalText reads a second deck's card as its face: suit and colour, not the deck's digit", () => {
    const follow = (onto: string, suit: 'same' | 'colour' | 'alternate-colour') =>
      refusalText({ id: 'does-not-follow', card: '9C', onto, to: 'tableau-1', kind: 'tableau', rank: 4, suit });
    for (const onto of ['5H', '5H2']) {
      assert.match(follow(onto, 'same'), /the four of hearts \(4H\)/);
      assert.match(follow(onto, 'colour'), /a red four/);
      assert.match(follow(onto, 'alternate-colour'), /a black four/);
    }
    for (const card of ['3D', '3D2'])
      assert.match(refusalText({ id: 'suit-taken', card, to: 'foundation-2', owner: 'foundation-1', base: 2 }), /^diamonds already own/);
  });
});

describe('the rules in words say where a run goes', () => {
  it('a run moves as a unit to a foundation only in a game where a foundation takes complete runs', async () => {
    const { describeRules, ruleFacts } = await import('../../src/engine/describe.js');
    const { getVariant, variantIds } = await import('../../src/variants/index.js');
    let runs = 0;
    for (const id of variantIds) {
      const v = getVariant(id);
      const fact = ruleFacts(v).facts.find((f) => f.id === 'tableau');
      if (!fact || fact.id !== 'tableau' || !fact.run) continue;
      runs++;
      const complete = v.piles.some((p) => p.kind === 'foundation' && p.takes === 'complete-run');
      assert.equal(fact.runTo.includes('foundation'), complete, id);
      const text = describeRules(v).sections.find((s) => s.heading === 'Tableau')!.text;
      const clause = text.slice(text.indexOf('a run from'));
      assert.equal(/moves as a unit, to [^.]*foundation/.test(clause), complete, `${id}: ${clause}`);
    }
    assert.ok(runs >= 2, 'two games or more have tableau runs');
  });
});
