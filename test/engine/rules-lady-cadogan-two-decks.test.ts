/**
 * Lady Cadogan with two decks, docs/rules.md "Lady Cadogan (two decks)" (Goodsol): 104 cards named
 * with the second deck's `2`, the deal of 1 … 10 cards, building, runs, spaces, the stock with
 * unlimited redeals, the foundations that take whole runs, saves and deck orders, loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardCode } from '../../src/engine/cards.js';
import { parseDeck, shuffledDeck } from '../../src/engine/deck.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, canProgress, legalMoves, rearrangingCannotProgress, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { restoreGame, serializeGame } from '../../src/engine/serialize.js';
import { getVariant, ladyCadoganTwoDecks } from '../../src/variants/index.js';
import { checkRow, deepFreeze, moveKey, pileOf, position, type MoveRow } from './helpers.js';

const V = ladyCadoganTwoDecks;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>, faceDown: Record<string, number> = {}, redeals = 0): GameState =>
  deepFreeze({ ...position(V, piles, faceDown), ...(redeals ? { redeals } : {}) });
const RUN = (suit: string, deck = ''): string =>
  'KQJT98765432A'
    .split('')
    .map((r) => `${r}${suit}${deck}`)
    .join(' ');

describe('Lady Cadogan, two decks (docs/rules.md "Lady Cadogan (two decks)")', () => {
  it('layout: stock, waste, four foundations from aces, four that take runs from kings, ten tableau piles', () => {
    assert.equal(
      layout.ids.slice(0, 10).join(' '),
      'stock waste foundation-1 foundation-2 foundation-3 foundation-4 foundation-5 foundation-6 foundation-7 foundation-8',
    );
    assert.deepEqual(
      layout.foundations.map((f) => layout.base[f]),
      [1, 1, 1, 1, 13, 13, 13, 13],
    );
    assert.equal(layout.cardCount, 104);
  });

  it('the deal: 1, 2, … 10 cards row by row, the top of each face up; 49 cards in the stock; second-deck cards named with a 2', () => {
    const game = newGame(V, { seed: '1' });
    const s = currentState(game);
    layout.tableau.forEach((p, k) => {
      assert.equal(s.piles[p].length, k + 1);
      assert.equal(s.faceDown[p], k);
    });
    assert.equal(s.piles[layout.stock].length, 49);
    const codes = game.deck.map(cardCode);
    assert.equal(new Set(codes).size, 104);
    assert.ok(codes.includes('AS') && codes.includes('AS2'));
  });

  it('deck orders: each card listed twice, the first listed is the first deck’s; AS2 may be written out', () => {
    const one = Array.from({ length: 52 }, (_, c) => cardCode(c));
    const twice = [...one, ...one];
    assert.deepEqual(parseDeck(twice, 2).map(cardCode), [...one, ...one.map((c) => `${c}2`)]);
    assert.deepEqual(parseDeck([...one.map((c) => `${c}2`), ...one], 2).map(cardCode), [...one.map((c) => `${c}2`), ...one]);
    assert.throws(() => parseDeck([...one, ...one, 'AS'], 2), /duplicate AS2/);
    assert.throws(() => parseDeck(one, 2), /missing AC2/);
    const game = newGame(V, { deck: twice.join(' ') });
    assert.equal(cardCode(game.deck[52]), 'AC2');
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'build down regardless of suit, either deck',
        piles: { waste: '7H2', 'tableau-1': '8S' },
        move: { from: 'waste', to: 'tableau-1' },
        after: { waste: '', 'tableau-1': '8S 7H2' },
      },
      {
        rule: 'a run in one suit moves as a unit',
        piles: { 'tableau-1': '9D 8S 7S2', 'tableau-2': '9H' },
        move: { from: 'tableau-1', to: 'tableau-2', count: 2 },
        after: { 'tableau-1': '9D', 'tableau-2': '9H 8S 7S2' },
      },
      {
        rule: 'a space takes a king',
        piles: { waste: 'KC2' },
        move: { from: 'waste', to: 'tableau-3' },
        after: { waste: '', 'tableau-3': 'KC2' },
      },
      {
        rule: 'a space takes nothing else',
        piles: { waste: 'QC2' },
        move: { from: 'waste', to: 'tableau-3' },
        refused: 'an empty tableau pile takes only a king',
      },
      {
        rule: 'any ace starts one of the first four foundations (two may share a suit)',
        piles: { waste: 'AH2', 'foundation-1': 'AH' },
        move: { from: 'waste', to: 'foundation-2' },
        after: { waste: '', 'foundation-2': 'AH2' },
      },
      {
        rule: 'the last four take a whole run from king to ace in one move',
        piles: { 'tableau-1': `9D ${RUN('S', '2')}` },
        move: { from: 'tableau-1', to: 'foundation-5', count: 13 },
        after: { 'tableau-1': '9D', 'foundation-5': RUN('S', '2') },
      },
      {
        rule: 'and no single card',
        piles: { waste: 'KS' },
        move: { from: 'waste', to: 'foundation-5' },
        refused: 'takes only a complete run of 13 cards headed by a king',
      },
      {
        rule: 'a draw turns the top of the stock onto the waste',
        piles: { stock: 'AC 5D2' },
        move: { from: 'stock', to: 'waste' },
        after: { stock: 'AC', waste: '5D2' },
      },
      {
        rule: 'a redeal turns the waste over into the stock once it is empty',
        piles: { waste: '5D2 AC' },
        move: { from: 'waste', to: 'stock' },
        after: { waste: '', stock: 'AC 5D2' },
      },
      {
        rule: 'no redeal while the stock holds cards',
        piles: { stock: '3C', waste: '5D2' },
        move: { from: 'waste', to: 'stock' },
        refused: 'a redeal waits until the stock is used up',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('redeals without limit, counted in the state', () => {
    const s = pos({ waste: '5D2', 'tableau-1': '6C' }, {}, 7);
    const r = applyMove(V, s, { from: 'waste', to: 'stock' }, { autoPlay: false });
    if (!r.ok) assert.fail('refused');
    assert.equal(r.state.redeals, 8);
  });

  it('a suit showing all its ranks is not enough: lost when the run could never be put together', () => {
    const aces = { 'foundation-1': 'AH', 'foundation-2': 'AC', 'foundation-3': 'AD', 'foundation-4': 'AS2' };
    // AS lies on 5H and can go nowhere (no two of any suit is a top), so KS … AS is never one run;
    // JD shuttles between QC and nothing else.
    const stuck = pos({
      ...aces,
      'tableau-1': 'KS QS JS TS 9S 8S 7S',
      'tableau-2': '6S 5S 4S 3S 2S 5H AS',
      'tableau-3': 'KH QC',
      'tableau-4': 'JD',
    });
    assert.ok(legalMoves(V, stuck).length > 0, 'a rearrangement is legal');
    assert.equal(rearrangingCannotProgress(layout, stuck), true, 'the quick proof settles it');
    assert.equal(canProgress(layout, stuck, { quickProof: false }), false, 'the search agrees');
    assert.equal(statusOf(layout, stuck), 'lost');
    // Without the 5H, 6S … AS goes onto 7S and the whole run up: progress, and the proof does not claim otherwise.
    const open = pos({
      ...aces,
      'tableau-1': 'KS QS JS TS 9S 8S 7S',
      'tableau-2': '5H 6S 5S 4S 3S 2S AS',
      'tableau-3': 'KH QC',
      'tableau-4': 'JD',
    });
    assert.equal(rearrangingCannotProgress(layout, open), false);
    assert.equal(canProgress(layout, open), true);
  });

  it('a late position of a random game (fuzz seed 22, move 583) is lost: the quick proof settles what took a search of 155,520 positions', () => {
    const s = pos(
      {
        stock: 'JD2 KS',
        waste: '4D2 AS',
        'foundation-1': 'AH 2H 3H 4H2 5H2 6H',
        'foundation-2': 'AC2 2C2 3C 4C 5C 6C 7C',
        'foundation-3': 'AD 2D2',
        'foundation-4': 'AS2 2S 3S2 4S 5S 6S2 7S2 8S2 9S TS JS2',
        'tableau-1': 'KD QD JH TD2 9D 8C2 7D2',
        'tableau-2': 'KH2 QC2 JH2 TC 9H 8D 7D 6H2',
        'tableau-3': 'KC2 QC JC TC2',
        'tableau-4': '7C2 6D2 5D 4D 3H2 2H2 AH2',
        'tableau-5': '8S 5H 3S 7H QS2 JS TD 9C2 8H 7S 6C2 5C2 4C2 3C2 2C AC',
        'tableau-6': 'KD2',
        'tableau-7': '2D 9C 5S2 QH JC2 TH 9H2 8H2 7H2 6D 5D2 4H',
        'tableau-8': 'KH QD2 JD TH2 9D2',
        'tableau-9': 'KC',
        'tableau-10': '8D2 8C 6S 3D TS2 9S2 QS KS2 QH2 4S2 3D2 2S2 AD2',
      },
      { 'tableau-5': 4, 'tableau-7': 3, 'tableau-10': 9 },
    );
    assert.equal(s.piles.flat().length, 104);
    // All thirteen clubs show face up (so the proof used to give up), yet no run of them can be put together.
    assert.equal(rearrangingCannotProgress(layout, s), true);
    assert.equal(statusOf(layout, s), 'lost');
  });

  it('going round the stock is no progress: lost when only that and moves between tableau piles remain', () => {
    const s = pos(
      { stock: '9C', waste: '5D2', 'tableau-1': 'KH QS', 'tableau-2': 'KD', 'foundation-1': 'AH', 'tableau-3': '3H 2S' },
      { 'tableau-3': 0 },
    );
    assert.ok(legalMoves(V, s).map(moveKey).includes('stock>waste'));
    assert.equal(statusOf(layout, s), 'lost');
    const open = pos({ stock: '2H', waste: '5D2', 'tableau-1': 'KH QS', 'foundation-1': 'AH' });
    assert.equal(statusOf(layout, open), 'playing', '2H can be drawn and go up');
  });

  it('a card deep in the stock or the waste that fits is progress: going round the stock brings it up', () => {
    const tableau = { 'tableau-1': 'KH QS', 'tableau-2': 'KD', 'tableau-3': '3H 2S' };
    const deep = pos({ stock: '2H 9C 8D', waste: '5D2 7S', 'foundation-1': 'AH', ...tableau }, { 'tableau-3': 0 });
    const inWaste = pos({ stock: '9C 8D', waste: '2H 5D2 7S', 'foundation-1': 'AH', ...tableau }, { 'tableau-3': 0 });
    const none = pos({ stock: '4H 9C 8D', waste: '5D2 7S', 'foundation-1': 'AH', ...tableau }, { 'tableau-3': 0 });
    for (const [s, want] of [
      [deep, true],
      [inWaste, true],
      [none, false],
    ] as const) {
      assert.equal(canProgress(layout, s), want);
      assert.equal(canProgress(layout, s, { quickProof: false }), want, 'the search alone agrees');
    }
  });

  it('automatic play never starts a foundation and plays a card only when every card of the rank below is home', () => {
    const s = pos({ stock: '9C', waste: 'AH' });
    const r = applyMove(V, s, { from: 'stock', to: 'waste' });
    if (!r.ok) assert.fail('refused');
    assert.equal(r.applied.length, 1);
  });

  it('saves keep both decks apart (the deck order with its 2s), and restore the same game', () => {
    const deck = shuffledDeck('save', 2).map(cardCode);
    let game = newGame(V, { deck, autoPlay: false });
    for (let i = 0; i < 10; i++) {
      const m = legalMoves(V, currentState(game))[0];
      const r = play(V, game, m);
      if (!r.ok) assert.fail('refused');
      game = r.game;
    }
    const saved = serializeGame(V, game);
    assert.match(saved, /;d=[^;]*\.[^;]*2/);
    assert.deepEqual(restoreGame(saved, getVariant).game, game);
  });

  it('search shortcuts: no forced moves and no dead test (two decks, run foundations); tableau piles interchangeable', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, false);
    assert.equal(r.rankSlots, false);
    assert.equal(r.precedence, false);
    assert.equal(new Set(layout.tableau.map((p) => r.group[p])).size, 1);
    assert.equal(pileOf(V, pos({ waste: 'AS2' }), 'waste'), 'AS2');
  });
});
