/**
 * Golden decks in Node: the same fixture file as the browser test (test/engine/deck.test.ts), so a seed
 * deals the same 52-card order in Node as in Chromium (RULES.md "A preset deck order").
 *
 * Run: node --import tsx --test test/node/deck.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import golden from '../fixtures/golden-decks.json' with { type: 'json' };
import { cardCode } from '../../src/engine/cards.js';
import { deckCodes, parseDeck, shuffledDeck } from '../../src/engine/deck.js';
import { newGame } from '../../src/engine/game.js';
import { sirTommy } from '../../src/variants/index.js';

const goldenDecks: Readonly<Record<string, readonly string[]>> = golden;
const ALL = Array.from({ length: 52 }, (_, c) => cardCode(c));

describe('golden decks in Node', () => {
  it('the fixture holds the three seeds, each a permutation of the 52 cards', () => {
    assert.deepEqual(Object.keys(goldenDecks).sort(), ['1', '42', 'Tuesday']);
    for (const order of Object.values(goldenDecks)) assert.deepEqual([...order].sort(), [...ALL].sort());
  });

  for (const seed of ['1', '42', 'Tuesday']) {
    it(`seed ${JSON.stringify(seed)} gives the golden order`, () => {
      assert.equal(deckCodes(shuffledDeck(seed)).join(' '), goldenDecks[seed].join(' '));
    });
  }

  it('newGame records the seed and deals its golden deck', () => {
    const game = newGame(sirTommy, { seed: 'Tuesday', autoPlay: false });
    assert.deepEqual(deckCodes(game.deck), [...goldenDecks.Tuesday]);
  });

  it('different seeds give different orders', () => {
    const seeds = ['1', '2', '42', 'Tuesday', 'tuesday'];
    assert.equal(new Set(seeds.map((s) => deckCodes(shuffledDeck(s)).join())).size, seeds.length);
  });

  it('an empty seed is a RangeError, a non-string seed a TypeError', () => {
    assert.throws(() => shuffledDeck(''), RangeError);
    assert.throws(() => shuffledDeck(1 as unknown as string), TypeError);
  });

  it('parseDeck names missing, duplicate and unknown cards', () => {
    const swap = (r: string | null): string[] => ALL.flatMap((c) => (c === 'QS' ? (r === null ? [] : [r]) : [c]));
    assert.throws(() => parseDeck(swap(null)), (e: Error) => e instanceof RangeError && e.message.includes('missing QS'));
    assert.throws(() => parseDeck(swap('4D')), (e: Error) => e instanceof RangeError && e.message.includes('duplicate 4D'));
    assert.throws(() => parseDeck(swap('1X')), (e: Error) => e instanceof RangeError && e.message.includes('unknown card "1X"'));
    assert.deepEqual(deckCodes(parseDeck(goldenDecks['1'].join(', ').replace('TH', '10H'))), [...goldenDecks['1']]);
  });
});
