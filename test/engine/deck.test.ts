/**
 * Deck orders (docs/rules.md "Deck orders"): golden seeded shuffles, from test/fixtures/golden-decks.json
 * (pure integer arithmetic, so the same orders in every JavaScript engine); preset deck validation.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { includes } from './helpers.js';
import { cardCode, DECK_SIZE } from '../../src/engine/cards.js';
import { deckCodes, parseDeck, shuffledDeck } from '../../src/engine/deck.js';
import { currentState, newGame } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { thrown } from '../helpers/thrown.js';
import { uniformInt } from '../../src/engine/random.js';
import { uniformInt as pureRandUniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A variant whose deal puts every card in the stock but the first, which goes into the hand (the
 * deck order is then readable straight off the piles). The registry has one; which one does not matter.
 */
const V = variantIds.map(getVariant).find((v) => {
  const layout = layoutOf(v);
  const s = currentState(newGame(v, { seed: '1', autoPlay: false }));
  return layout.hand >= 0 && s.piles[layout.hand].length === 1 && s.piles[layout.stock].length === 51;
})!;

/** The golden orders, checked in. */
const goldenDecks = JSON.parse(readFileSync(new URL('../fixtures/golden-decks.json', import.meta.url), 'utf8')) as Readonly<
  Record<string, readonly string[]>
>;

/** All 52 codes in id order: AC 2C … KC AD … KS. */
const ALL = Array.from({ length: DECK_SIZE }, (_, c) => cardCode(c));

/** The 52 codes with `QS` replaced by `replacement` (or dropped when it is null). */
function withoutQS(replacement: string | null): string[] {
  return ALL.flatMap((c) => (c === 'QS' ? (replacement === null ? [] : [replacement]) : [c]));
}

describe('golden decks', () => {
  it('the fixture holds the three seeds, each a permutation of the 52 cards', () => {
    assert.deepEqual(Object.keys(goldenDecks).sort(), ['1', '42', 'Tuesday']);
    for (const order of Object.values(goldenDecks)) {
      assert.equal(order.length, 52);
      assert.deepEqual([...order].sort(), [...ALL].sort());
    }
  });

  for (const seed of ['1', '42', 'Tuesday']) {
    it(`seed ${JSON.stringify(seed)} gives the golden order`, () => {
      assert.equal(deckCodes(shuffledDeck(seed)).join(' '), goldenDecks[seed].join(' '));
    });
  }

  it('newGame deals the golden deck of its seed, first card into the hand', () => {
    const game = newGame(V, { seed: '1', autoPlay: false });
    assert.equal(game.seed, '1');
    assert.equal(deckCodes(game.deck).join(' '), goldenDecks['1'].join(' '));
    const layout = layoutOf(V);
    const state = currentState(game);
    assert.deepEqual(deckCodes(state.piles[layout.hand]), [goldenDecks['1'][0]]);
    // The stock's top (last element) is the second card of the deck order.
    const stock = state.piles[layout.stock];
    assert.equal(cardCode(stock[stock.length - 1]), goldenDecks['1'][1]);
    assert.equal(cardCode(stock[0]), goldenDecks['1'][51]);
  });

  it('the same seed always gives the same order', () => {
    for (const seed of ['1', '42', 'Tuesday', 'x', 'ünïcödé ♠']) {
      assert.deepEqual(shuffledDeck(seed), shuffledDeck(seed));
    }
  });

  it('different seeds give different orders', () => {
    const seeds = ['1', '2', '3', '42', '43', 'Tuesday', 'tuesday', 'Wednesday', ' 1', '1 '];
    const orders = new Set(seeds.map((s) => deckCodes(shuffledDeck(s)).join(' ')));
    assert.equal(orders.size, seeds.length);
  });

  it('every seeded deck is a permutation of the 52 cards', () => {
    for (let i = 1; i <= 50; i++) {
      const deck = shuffledDeck(String(i));
      assert.deepEqual(
        [...deck].sort((a, b) => a - b),
        Array.from({ length: 52 }, (_, c) => c),
      );
    }
  });
});

describe('seeds', () => {
  it('an empty seed, or one of spaces only, is rejected with a RangeError that shows it', () => {
    for (const [seed, shown] of [
      ['', '""'],
      ['   ', '"   "'],
      ['\t\n', '"\\t\\n"'],
    ]) {
      for (const e of [thrown(() => shuffledDeck(seed)), thrown(() => newGame(V, { seed }))]) {
        assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
        assert.equal(e.message, `a seed must not be blank, got ${shown}`);
      }
    }
  });

  it('a seed must be a string', () => {
    const e = thrown(() => shuffledDeck(42 as unknown as string));
    assert.ok(e instanceof TypeError, 'expected an instance of TypeError');
    includes(e.message, 'string');
  });

  it('the seed "42" is text, not a number: it is its own deck', () => {
    assert.notDeepEqual(deckCodes(shuffledDeck('42')), deckCodes(shuffledDeck('42.0')));
  });
});

describe('parseDeck (preset deck orders)', () => {
  it('accepts the 52 codes as an array, first dealt first', () => {
    assert.deepEqual(
      parseDeck(ALL),
      Array.from({ length: 52 }, (_, c) => c),
    );
    const reversed = [...ALL].reverse();
    assert.deepEqual(deckCodes(parseDeck(reversed)), reversed);
  });

  it('accepts one string separated by spaces and/or commas', () => {
    const order = goldenDecks['42'];
    assert.deepEqual(deckCodes(parseDeck(order.join(' '))), [...order]);
    assert.deepEqual(deckCodes(parseDeck(order.join(','))), [...order]);
    assert.deepEqual(deckCodes(parseDeck(order.join(', '))), [...order]);
    const messy = order.map((c, i) => (i % 3 === 0 ? `${c},` : i % 3 === 1 ? `${c}  ` : `${c}\n`)).join('');
    assert.deepEqual(deckCodes(parseDeck(messy)), [...order]);
  });

  it('accepts 10H for TH, and lower case', () => {
    const tens = ALL.map((c) => (c[0] === 'T' ? `10${c[1]}` : c.toLowerCase()));
    includes(tens, '10H');
    assert.deepEqual(deckCodes(parseDeck(tens)), ALL);
  });

  it('names a missing card: missing QS', () => {
    const e = thrown(() => parseDeck(withoutQS(null)));
    assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
    includes(e.message, 'missing QS');
  });

  it('names a duplicate card: duplicate 4D (and the card it displaced)', () => {
    const e = thrown(() => parseDeck(withoutQS('4D')));
    assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
    includes(e.message, 'duplicate 4D');
    includes(e.message, 'missing QS');
  });

  it('names an unknown card: unknown card "1X"', () => {
    const e = thrown(() => parseDeck(withoutQS('1X').join(' ')));
    assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
    includes(e.message, 'unknown card "1X"');
  });

  it('rejects 53 cards (a duplicate on top of a full deck)', () => {
    const e = thrown(() => parseDeck([...ALL, 'AS']));
    assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
    includes(e.message, 'duplicate AS');
  });

  it('rejects an empty order, naming missing cards', () => {
    const e = thrown(() => parseDeck(''));
    assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
    includes(e.message, 'missing AC');
  });

  it('rejects something that is not a deck order with a TypeError', () => {
    assert.ok(thrown(() => parseDeck(42 as unknown as string)) instanceof TypeError, 'expected an instance of TypeError');
    assert.ok(
      thrown(() => parseDeck([...ALL.slice(1), 7] as unknown as string[])) instanceof TypeError,
      'expected an instance of TypeError',
    );
  });

  it('newGame with a bad preset deck throws, naming the problem', () => {
    const e = thrown(() => newGame(V, { deck: withoutQS('4D') }));
    includes(e.message, 'duplicate 4D');
  });

  it('refuses a deck order of far too many cards at once, in a short message', () => {
    const e = thrown(() => newGame(V, { deck: Array<string>(1_000_000).fill('ZZ') }));
    assert.ok(e instanceof RangeError, 'expected an instance of RangeError');
    assert.equal(e.message, 'a deck order lists 52 cards, got 1000000');
    const t = thrown(() => parseDeck('AS '.repeat(400_000)));
    assert.ok(t instanceof RangeError, 'expected an instance of RangeError');
    assert.ok(t.message.length < 100, t.message.slice(0, 200));
  });

  it('merges repeated unknown codes, cuts long ones, and lists at most 5 problems', () => {
    const e = thrown(() => parseDeck(Array<string>(104).fill('ZZ')));
    includes(e.message, 'unknown card "ZZ" (104 times)');
    const long = thrown(() => parseDeck(['x'.repeat(5000), ...ALL.slice(1)]));
    includes(long.message, '(5000 characters)');
    assert.ok(long.message.length < 200, long.message.slice(0, 300));
    const many = thrown(() => parseDeck([...ALL.slice(0, 44), 'Z1', 'Z2', 'Z3', 'Z4', 'Z5', 'Z6', 'Z7', 'Z8']));
    includes(many.message, 'unknown card "Z5"; and 4 more');
    assert.ok(!many.message.includes('Z6'), many.message);
  });

  it('newGame with a preset deck records no seed and deals that order', () => {
    const game = newGame(V, { deck: goldenDecks.Tuesday, autoPlay: false });
    assert.equal(game.seed, null);
    assert.deepEqual(deckCodes(game.deck), [...goldenDecks.Tuesday]);
  });
});

describe("uniformInt (the engine's draw, src/engine/random.ts)", () => {
  it("draws the very numbers pure-rand's uniformInt draws, for every range a shuffle or a player uses and odd ones", () => {
    const ranges: [number, number][] = [];
    for (let to = 0; to <= 130; to++) ranges.push([0, to]);
    ranges.push([5, 9], [-3, 3], [0, 2 ** 31], [0, 2 ** 32 - 1], [7, 7 + 3 * 2 ** 30]);
    for (const seed of [0, 1, 42, -7, 0x7fffffff, 123456789]) {
      const mine = xoroshiro128plus(seed);
      const theirs = xoroshiro128plus(seed);
      for (const [from, to] of ranges) {
        for (let k = 0; k < 20; k++)
          assert.equal(uniformInt(mine, from, to), pureRandUniformInt(theirs, from, to), `seed ${seed}, ${from}…${to}`);
      }
    }
  });

  it('refuses an empty range or one wider than 2^32 values', () => {
    const rng = xoroshiro128plus(1);
    assert.ok(thrown(() => uniformInt(rng, 3, 2)) instanceof RangeError);
    assert.ok(thrown(() => uniformInt(rng, 0, 2 ** 32)) instanceof RangeError);
  });
});
