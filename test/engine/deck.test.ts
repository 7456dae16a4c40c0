/**
 * Deck orders (RULES.md "A preset deck order"): golden seeded shuffles, shared with the Node test
 * (test/node/deck.node.test.ts) through one fixture file, so Chromium and Node are held to the same
 * 52-card orders; preset deck validation.
 */
import { expect } from '@open-wc/testing';
import { cardCode, DECK_SIZE } from '../../src/engine/cards.js';
import { deckCodes, parseDeck, shuffledDeck } from '../../src/engine/deck.js';
import { currentState, newGame } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { sirTommy } from '../../src/variants/index.js';

/**
 * The golden orders, read from the one fixture file the Node test also reads. (WTR's import rewriting
 * drops the `with { type: 'json' }` attribute, so the browser fetches the file from the test server.)
 */
let goldenDecks: Readonly<Record<string, readonly string[]>> = {};
before(async () => {
  const response = await fetch(new URL('../fixtures/golden-decks.json', import.meta.url));
  expect(response.ok, `fetching golden-decks.json: HTTP ${response.status}`).to.equal(true);
  goldenDecks = (await response.json()) as Record<string, string[]>;
});

/** All 52 codes in id order: AC 2C … KC AD … KS. */
const ALL = Array.from({ length: DECK_SIZE }, (_, c) => cardCode(c));

/** The 52 codes with `QS` replaced by `replacement` (or dropped when it is null). */
function withoutQS(replacement: string | null): string[] {
  return ALL.flatMap((c) => (c === 'QS' ? (replacement === null ? [] : [replacement]) : [c]));
}

/** The error a function throws (fails the test when it throws nothing). */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error, none was thrown');
}

describe('golden decks (same order in Chromium as in Node)', () => {
  it('the fixture holds the three seeds, each a permutation of the 52 cards', () => {
    expect(Object.keys(goldenDecks).sort()).to.deep.equal(['1', '42', 'Tuesday']);
    for (const order of Object.values(goldenDecks)) {
      expect(order).to.have.length(52);
      expect([...order].sort()).to.deep.equal([...ALL].sort());
    }
  });

  for (const seed of ['1', '42', 'Tuesday']) {
    it(`seed ${JSON.stringify(seed)} gives the golden order`, () => {
      expect(deckCodes(shuffledDeck(seed)).join(' ')).to.equal(goldenDecks[seed].join(' '));
    });
  }

  it('newGame deals the golden deck of its seed, first card into the hand', () => {
    const game = newGame(sirTommy, { seed: '1', autoPlay: false });
    expect(game.seed).to.equal('1');
    expect(deckCodes(game.deck).join(' ')).to.equal(goldenDecks['1'].join(' '));
    const layout = layoutOf(sirTommy);
    const state = currentState(game);
    expect(deckCodes(state.piles[layout.hand])).to.deep.equal([goldenDecks['1'][0]]);
    // The stock's top (last element) is the second card of the deck order.
    const stock = state.piles[layout.stock];
    expect(cardCode(stock[stock.length - 1])).to.equal(goldenDecks['1'][1]);
    expect(cardCode(stock[0])).to.equal(goldenDecks['1'][51]);
  });

  it('the same seed always gives the same order', () => {
    for (const seed of ['1', '42', 'Tuesday', 'x', 'ünïcödé ♠']) {
      expect(shuffledDeck(seed)).to.deep.equal(shuffledDeck(seed));
    }
  });

  it('different seeds give different orders', () => {
    const seeds = ['1', '2', '3', '42', '43', 'Tuesday', 'tuesday', 'Wednesday', ' 1', '1 '];
    const orders = new Set(seeds.map((s) => deckCodes(shuffledDeck(s)).join(' ')));
    expect(orders.size).to.equal(seeds.length);
  });

  it('every seeded deck is a permutation of the 52 cards', () => {
    for (let i = 1; i <= 50; i++) {
      const deck = shuffledDeck(String(i));
      expect([...deck].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 52 }, (_, c) => c));
    }
  });
});

describe('seeds', () => {
  it('an empty seed is rejected with a RangeError', () => {
    expect(thrown(() => shuffledDeck(''))).to.be.instanceOf(RangeError);
    expect(thrown(() => shuffledDeck('   '))).to.be.instanceOf(RangeError);
    expect(thrown(() => newGame(sirTommy, { seed: '' }))).to.be.instanceOf(RangeError);
  });

  it('a seed must be a string', () => {
    const e = thrown(() => shuffledDeck(42 as unknown as string));
    expect(e).to.be.instanceOf(TypeError);
    expect(e.message).to.contain('string');
  });

  it('the seed "42" is text, not a number: it is its own deck', () => {
    expect(deckCodes(shuffledDeck('42'))).to.not.deep.equal(deckCodes(shuffledDeck('42.0')));
  });
});

describe('parseDeck (preset deck orders)', () => {
  it('accepts the 52 codes as an array, first dealt first', () => {
    expect(parseDeck(ALL)).to.deep.equal(Array.from({ length: 52 }, (_, c) => c));
    const reversed = [...ALL].reverse();
    expect(deckCodes(parseDeck(reversed))).to.deep.equal(reversed);
  });

  it('accepts one string separated by spaces and/or commas', () => {
    const order = goldenDecks['42'];
    expect(deckCodes(parseDeck(order.join(' ')))).to.deep.equal([...order]);
    expect(deckCodes(parseDeck(order.join(',')))).to.deep.equal([...order]);
    expect(deckCodes(parseDeck(order.join(', ')))).to.deep.equal([...order]);
    const messy = order.map((c, i) => (i % 3 === 0 ? `${c},` : i % 3 === 1 ? `${c}  ` : `${c}\n`)).join('');
    expect(deckCodes(parseDeck(messy))).to.deep.equal([...order]);
  });

  it('accepts 10H for TH, and lower case', () => {
    const tens = ALL.map((c) => (c[0] === 'T' ? `10${c[1]}` : c.toLowerCase()));
    expect(tens).to.include('10H');
    expect(deckCodes(parseDeck(tens))).to.deep.equal(ALL);
  });

  it('names a missing card: missing QS', () => {
    const e = thrown(() => parseDeck(withoutQS(null)));
    expect(e).to.be.instanceOf(RangeError);
    expect(e.message).to.contain('missing QS');
  });

  it('names a duplicate card: duplicate 4D (and the card it displaced)', () => {
    const e = thrown(() => parseDeck(withoutQS('4D')));
    expect(e).to.be.instanceOf(RangeError);
    expect(e.message).to.contain('duplicate 4D');
    expect(e.message).to.contain('missing QS');
  });

  it('names an unknown card: unknown card "1X"', () => {
    const e = thrown(() => parseDeck(withoutQS('1X').join(' ')));
    expect(e).to.be.instanceOf(RangeError);
    expect(e.message).to.contain('unknown card "1X"');
  });

  it('rejects 53 cards (a duplicate on top of a full deck)', () => {
    const e = thrown(() => parseDeck([...ALL, 'AS']));
    expect(e).to.be.instanceOf(RangeError);
    expect(e.message).to.contain('duplicate AS');
  });

  it('rejects an empty order, naming missing cards', () => {
    const e = thrown(() => parseDeck(''));
    expect(e).to.be.instanceOf(RangeError);
    expect(e.message).to.contain('missing AC');
  });

  it('rejects something that is not a deck order with a TypeError', () => {
    expect(thrown(() => parseDeck(42 as unknown as string))).to.be.instanceOf(TypeError);
    expect(thrown(() => parseDeck([...ALL.slice(1), 7] as unknown as string[]))).to.be.instanceOf(TypeError);
  });

  it('newGame with a bad preset deck throws, naming the problem', () => {
    const e = thrown(() => newGame(sirTommy, { deck: withoutQS('4D') }));
    expect(e.message).to.contain('duplicate 4D');
  });

  it('newGame with a preset deck records no seed and deals that order', () => {
    const game = newGame(sirTommy, { deck: goldenDecks.Tuesday, autoPlay: false });
    expect(game.seed).to.equal(null);
    expect(deckCodes(game.deck)).to.deep.equal([...goldenDecks.Tuesday]);
  });
});
