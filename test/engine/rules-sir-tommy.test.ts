/**
 * Sir Tommy, docs/rules.md "Sir Tommy": one row per rule line (legal and refused moves with their reasons), then
 * dealing, automatic play, win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cardCode } from '../../src/engine/cards.js';
import { canRedo, currentState, newGame, play, type Game } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, deal, legalMoves, statusOf, withStatus, type GameState, type Move } from '../../src/engine/rules.js';
import { shuffledDeck } from '../../src/engine/deck.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { greedyPlay, solve, solverCore } from '../../src/engine/solver.js';
import { sirTommy } from '../../src/variants/index.js';
import {
  appliedKey,
  checkRow,
  codes,
  deepFreeze,
  moveKey,
  pileOf,
  position,
  seq,
  type MoveRow,
  includes,
  playsFoundationFirstToAWin,
} from './helpers.js';
import { refusalText } from '../../src/engine/reasons.js';

const V = sirTommy;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>): GameState => deepFreeze(position(V, piles));
const pile = (s: GameState, id: string): string => pileOf(V, s, id);
/** Twelve cards A … Q on one foundation, suits mixed (any suit follows in Sir Tommy). */
const ACE_TO_QUEEN_MIXED = 'AC 2D 3H 4S 5C 6D 7H 8S 9C TD JH QS';
const ACE_TO_KING_MIXED = `${ACE_TO_QUEEN_MIXED} KC`;

/** Plays a move that must be legal. */
function mustPlay(game: Game, move: Move, options: { autoPlay?: boolean } = {}): Game {
  const r = play(V, game, move, options);
  if (!r.ok) throw new Error(`${moveKey(move)} refused: ${refusalText(r.reason)}`);
  return r.game;
}

describe('Sir Tommy (docs/rules.md "Sir Tommy")', () => {
  it('layout: stock, hand, 4 foundations, 4 waste piles, all empty but the stock and the first dealt card', () => {
    assert.equal(layout.ids.join(' '), 'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4');
    const s = currentState(newGame(V, { seed: '7', autoPlay: false }));
    assert.equal(s.piles[layout.stock].length, 51);
    assert.equal(s.faceDown[layout.stock], 51);
    assert.equal(s.piles[layout.hand].length, 1);
    for (const i of [...layout.foundations, ...layout.wastePiles]) assert.equal(s.piles[i].length, 0);
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      // hand → a foundation, when the foundation accepts it
      {
        rule: 'hand → empty foundation: an ace starts it (and the next stock card is dealt into the hand)',
        piles: { stock: '9D 4C', hand: 'AS' },
        move: { from: 'hand', to: 'foundation-1' },
        after: { 'foundation-1': 'AS', hand: '4C', stock: '9D' },
        dealt: '4C',
      },
      {
        rule: 'hand → empty foundation: any ace on any foundation (foundations are interchangeable)',
        piles: { stock: '9D', hand: 'AD', 'foundation-1': 'AC' },
        move: { from: 'hand', to: 'foundation-4' },
        after: { 'foundation-4': 'AD', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'hand → started foundation: the next higher rank of any suit (4S on AC 2D 3H)',
        piles: { stock: '9D', hand: '4S', 'foundation-2': 'AC 2D 3H' },
        move: { from: 'hand', to: 'foundation-2' },
        after: { 'foundation-2': 'AC 2D 3H 4S', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'hand → foundation: the king is the 13th and last card',
        piles: { hand: 'KD', 'foundation-3': ACE_TO_QUEEN_MIXED },
        move: { from: 'hand', to: 'foundation-3' },
        after: { 'foundation-3': `${ACE_TO_QUEEN_MIXED} KD`, hand: '' },
      },
      {
        rule: 'hand → foundation refused: a 3 on an empty foundation',
        piles: { stock: '9D', hand: '3D' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: '3D cannot start foundation-1: it starts with an ace',
      },
      {
        rule: 'hand → foundation refused: a 5 on a foundation topped by 3',
        piles: { stock: '9D', hand: '5S', 'foundation-1': 'AC 2C 3C' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'takes a four of any suit next',
      },
      {
        rule: 'hand → foundation refused: a card of the same rank as the top',
        piles: { hand: '2S', 'foundation-1': 'AC 2C' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'takes a three of any suit next',
      },
      {
        rule: 'hand → foundation refused: a complete foundation (13 cards) takes nothing, not even an ace',
        piles: { hand: 'AS', 'foundation-2': ACE_TO_KING_MIXED },
        move: { from: 'hand', to: 'foundation-2' },
        refused: 'foundation-2 is complete',
      },
      // hand → any waste pile, empty or not, always
      {
        rule: 'hand → empty waste pile',
        piles: { stock: '9D', hand: '7H' },
        move: { from: 'hand', to: 'waste-1' },
        after: { 'waste-1': '7H', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'hand → non-empty waste pile, in no particular order (7H on KC 2D)',
        piles: { stock: '9D', hand: '7H', 'waste-3': 'KC 2D' },
        move: { from: 'hand', to: 'waste-3' },
        after: { 'waste-3': 'KC 2D 7H', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'hand → the fourth waste pile, with the last card of the stock (no deal follows)',
        piles: { hand: 'QH', 'waste-4': 'JH' },
        move: { from: 'hand', to: 'waste-4' },
        after: { 'waste-4': 'JH QH', hand: '' },
      },
      {
        rule: 'nothing is forced: a dealt card that fits a foundation may still go to a waste pile',
        piles: { stock: '9D', hand: '2H', 'foundation-1': 'AC' },
        move: { from: 'hand', to: 'waste-2' },
        after: { 'waste-2': '2H', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'nothing is forced: even an ace may be held back on a waste pile',
        piles: { stock: '9D', hand: 'AH' },
        move: { from: 'hand', to: 'waste-1' },
        after: { 'waste-1': 'AH', hand: '9D', stock: '' },
        dealt: '9D',
      },
      // top card of a waste pile → a foundation
      {
        rule: 'waste top → empty foundation: an ace',
        piles: { stock: '9D', hand: '8C', 'waste-1': '5C AH' },
        move: { from: 'waste-1', to: 'foundation-2' },
        after: { 'waste-1': '5C', 'foundation-2': 'AH' },
      },
      {
        rule: 'waste top → started foundation: next higher rank, any suit (3S on AC 2C)',
        piles: { stock: '9D', hand: '8C', 'foundation-3': 'AC 2C', 'waste-4': '9H 3S' },
        move: { from: 'waste-4', to: 'foundation-3' },
        after: { 'waste-4': '9H', 'foundation-3': 'AC 2C 3S' },
      },
      {
        rule: 'waste top → foundation while a card waits in the hand (the hand card stays)',
        piles: { stock: '9D', hand: 'KD', 'waste-2': 'AS' },
        move: { from: 'waste-2', to: 'foundation-1' },
        after: { 'waste-2': '', 'foundation-1': 'AS' },
      },
      {
        rule: 'waste top → foundation after the stock is empty (and the hand too)',
        piles: { 'foundation-1': 'AC', 'waste-3': 'KS 2H' },
        move: { from: 'waste-3', to: 'foundation-1' },
        after: { 'waste-3': 'KS', 'foundation-1': 'AC 2H' },
      },
      {
        rule: 'waste top → foundation refused when the foundation does not accept it (3S on AC)',
        piles: { hand: '8C', 'foundation-1': 'AC', 'waste-1': '3S' },
        move: { from: 'waste-1', to: 'foundation-1' },
        refused: '3S cannot go on foundation-1: it takes a two of any suit next',
      },
      {
        rule: 'waste top → empty foundation refused for anything but an ace',
        piles: { hand: '8C', 'waste-1': 'AS 2S' },
        move: { from: 'waste-1', to: 'foundation-1' },
        refused: '2S cannot start foundation-1',
      },
      {
        rule: 'only the top of a waste pile plays: count 2 (the ace under the top) is refused',
        piles: { hand: '8C', 'waste-1': 'AS 9D' },
        move: { from: 'waste-1', to: 'foundation-1', count: 2 },
        refused: 'only one card at a time goes to a foundation',
      },
      {
        rule: 'only the top of a waste pile plays: the ace under 9D cannot be reached with count 1',
        piles: { hand: '8C', 'waste-1': 'AS 9D' },
        move: { from: 'waste-1', to: 'foundation-1' },
        refused: '9D cannot start foundation-1',
      },
      // refused: no card moves between waste piles
      {
        rule: 'waste → waste refused (onto a non-empty waste pile)',
        piles: { hand: '8C', 'waste-1': '5C', 'waste-2': '6D' },
        move: { from: 'waste-1', to: 'waste-2' },
        refused: 'waste-2 takes cards only from the hand',
      },
      {
        rule: 'waste → waste refused (onto an empty waste pile)',
        piles: { hand: '8C', 'waste-1': '5C' },
        move: { from: 'waste-1', to: 'waste-4' },
        refused: 'waste-4 takes cards only from the hand',
      },
      // refused: nothing leaves a foundation
      {
        rule: 'foundation → waste pile refused: cards never leave a foundation',
        piles: { hand: '8C', 'foundation-1': 'AC' },
        move: { from: 'foundation-1', to: 'waste-1' },
        refused: 'cards never leave a foundation',
      },
      {
        rule: 'foundation → foundation refused: cards never leave a foundation',
        piles: { hand: '8C', 'foundation-1': 'AC 2C', 'foundation-2': 'AD' },
        move: { from: 'foundation-1', to: 'foundation-2' },
        refused: 'cards never leave a foundation',
      },
      {
        rule: 'foundation → hand refused: cards never leave a foundation',
        piles: { 'foundation-1': 'AC' },
        move: { from: 'foundation-1', to: 'hand' },
        refused: 'cards never leave a foundation',
      },
      {
        rule: 'foundation → stock refused: cards never leave a foundation',
        piles: { 'foundation-1': 'AC' },
        move: { from: 'foundation-1', to: 'stock' },
        refused: 'cards never leave a foundation',
      },
      // refused: nothing goes back to stock or hand
      {
        rule: 'waste → stock refused',
        piles: { stock: '9D', hand: '8C', 'waste-1': '5C' },
        move: { from: 'waste-1', to: 'stock' },
        refused: 'nothing can be moved to stock',
      },
      {
        rule: 'hand → stock refused',
        piles: { stock: '9D', hand: '8C' },
        move: { from: 'hand', to: 'stock' },
        refused: 'nothing can be moved to stock',
      },
      {
        rule: 'waste → hand refused (even when the hand is empty)',
        piles: { 'waste-1': '5C' },
        move: { from: 'waste-1', to: 'hand' },
        refused: 'nothing can be moved to hand',
      },
      // refused: the stock deals into the hand by itself
      {
        rule: 'stock → hand refused: the stock deals into the hand by itself',
        piles: { stock: '9D 4C', hand: '8C' },
        move: { from: 'stock', to: 'hand' },
        refused: 'the stock deals into the hand by itself',
      },
      {
        rule: 'stock → waste pile refused',
        piles: { stock: '9D 4C', hand: '8C' },
        move: { from: 'stock', to: 'waste-1' },
        refused: 'the stock deals into the hand by itself',
      },
      {
        rule: 'stock → foundation refused, even for an ace on top of the stock',
        piles: { stock: '9D AC', hand: '8C' },
        move: { from: 'stock', to: 'foundation-1' },
        refused: 'the stock deals into the hand by itself',
      },
      // refused: moves that name no real move
      {
        rule: 'hand → hand refused',
        piles: { hand: '8C' },
        move: { from: 'hand', to: 'hand' },
        refused: 'own pile',
      },
      {
        rule: 'an empty hand has nothing to place',
        piles: { 'waste-1': '5C' },
        move: { from: 'hand', to: 'waste-2' },
        refused: 'hand is empty',
      },
      {
        rule: 'an empty waste pile has nothing to play',
        piles: { hand: '8C' },
        move: { from: 'waste-2', to: 'foundation-1' },
        refused: 'waste-2 is empty',
      },
      {
        rule: 'there is no fifth waste pile',
        piles: { hand: '8C' },
        move: { from: 'hand', to: 'waste-5' },
        refused: 'there is no pile "waste-5"',
      },
      {
        rule: 'Sir Tommy has no tableau',
        piles: { hand: '8C' },
        move: { from: 'hand', to: 'tableau-1' },
        refused: 'there is no pile "tableau-1"',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));

    it('legalMoves lists exactly the moves of the table in a mixed position', () => {
      const s = pos({
        stock: '9C',
        hand: '2D',
        'foundation-1': 'AC',
        'waste-1': 'KH AS',
        'waste-2': '3H',
        'waste-3': 'QC 4C',
      });
      const expected = [
        'hand>foundation-1', // 2D on AC
        'hand>waste-1',
        'hand>waste-2',
        'hand>waste-3',
        'hand>waste-4',
        'waste-1>foundation-2', // AS starts any empty foundation
        'waste-1>foundation-3',
        'waste-1>foundation-4',
      ];
      assert.deepEqual(legalMoves(V, s).map(moveKey).sort(), expected.sort());
    });

    it('every move legalMoves lists is accepted, and every other from/to pair is refused with a reason', () => {
      const s = pos({ stock: '9C 8C', hand: '2D', 'foundation-1': 'AC', 'waste-1': 'KH AS', 'waste-2': '3H' });
      const legal = new Set(legalMoves(V, s).map(moveKey));
      for (const from of layout.ids) {
        for (const to of layout.ids) {
          for (const count of [1, 2]) {
            const move = { from, to, count };
            const r = applyMove(V, s, move, { autoPlay: false });
            assert.equal(r.ok, legal.has(moveKey(move)), moveKey(move));
            if (!r.ok) assert.ok(refusalText(r.reason).length > 10, `expected ${refusalText(r.reason).length} > ${10}`);
          }
        }
      }
    });
  });

  describe('foundations', () => {
    it('a started foundation takes the next higher rank of any suit up to king: 13 cards, then complete', () => {
      const first13 = codes('AC 2D 3H 4S 5C 6D 7H 8S 9C TD JH QS KC');
      const rest = Array.from({ length: 52 }, (_, c) => cardCode(c)).filter((c) => !first13.includes(c));
      assert.equal(rest[0], '2C');
      let game = newGame(V, { deck: [...first13, ...rest], autoPlay: false });
      for (const code of first13) {
        assert.equal(pile(currentState(game), 'hand'), code);
        game = mustPlay(game, { from: 'hand', to: 'foundation-1' });
      }
      const s = currentState(game);
      assert.equal(pile(s, 'foundation-1'), first13.join(' '));
      assert.equal(pile(s, 'hand'), '2C');
      const r = play(V, game, { from: 'hand', to: 'foundation-1' });
      assert.equal(r.ok, false);
      if (!r.ok) includes(refusalText(r.reason), 'foundation-1 is complete');
    });

    it('four foundations can be started, one per ace, in any order', () => {
      let s: GameState = pos({ stock: 'AC AD AH', hand: 'AS' });
      for (const f of ['foundation-3', 'foundation-1', 'foundation-4', 'foundation-2']) {
        const r = applyMove(V, s, { from: 'hand', to: f }, { autoPlay: false });
        if (!r.ok) throw new Error(refusalText(r.reason));
        s = r.state;
      }
      // Dealt in the order AS (hand), AH, AD, AC (the stock's last card is its top).
      assert.deepEqual(
        ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'].map((f) => pile(s, f)),
        ['AH', 'AC', 'AS', 'AD'],
      );
    });
  });

  describe('dealing', () => {
    it('a preset deck: the first listed card is dealt into the hand, the second waits on top of the stock', () => {
      const deck = ['7C', '3D', ...Array.from({ length: 52 }, (_, c) => cardCode(c)).filter((c) => c !== '7C' && c !== '3D')];
      const s = currentState(newGame(V, { deck, autoPlay: false }));
      assert.equal(pile(s, 'hand'), '7C');
      const stock = s.piles[layout.stock];
      assert.equal(cardCode(stock[stock.length - 1]), '3D');
      assert.equal(cardCode(stock[0]), deck[51]);
    });

    it('auto-deal: after the hand card is placed, the next stock card is in the hand, through the whole deck', () => {
      const game0 = newGame(V, { seed: 'deal', autoPlay: false });
      const order = game0.deck.map(cardCode);
      let game = game0;
      for (let i = 0; i < 52; i++) {
        const s = currentState(game);
        assert.equal(pile(s, 'hand'), order[i], `card ${i + 1}`);
        assert.equal(s.piles[layout.stock].length, 51 - i);
        const r = play(V, game, { from: 'hand', to: `waste-${(i % 4) + 1}` });
        if (!r.ok) throw new Error(refusalText(r.reason));
        assert.equal(r.turn[0].dealt ?? null, i < 51 ? order[i + 1] : null);
        game = r.game;
      }
      const end = currentState(game);
      assert.equal(pile(end, 'hand'), '');
      assert.equal(pile(end, 'stock'), '');
      // Every card went to the waste pile it was placed on, in deal order.
      assert.equal(pile(end, 'waste-1'), order.filter((_, i) => i % 4 === 0).join(' '));
    });

    it('there is no redeal: with stock and hand empty nothing comes back from the waste piles', () => {
      const s = pos({ 'foundation-1': 'AC', 'waste-1': '5D', 'waste-2': '2S' });
      assert.deepEqual(legalMoves(V, s).map(moveKey), ['waste-2>foundation-1']);
    });
  });

  describe('automatic play (safe cards only)', () => {
    it('aces are always auto-played: an ace dealt into the hand goes up, and the next card is dealt', () => {
      const s = pos({ stock: '9C AH', hand: '7C' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.deepEqual(r.applied.map(appliedKey), ['hand>waste-1 7C dealt AH', 'auto hand>foundation-1 AH dealt 9C']);
      assert.equal(pile(r.state, 'foundation-1'), 'AH');
      assert.equal(pile(r.state, 'hand'), '9C');
    });

    it('an ace on a waste pile is auto-played after any move', () => {
      const s = pos({ stock: '9C', hand: '7C', 'waste-2': 'AD' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.deepEqual(r.applied.slice(1).map(appliedKey), ['auto waste-2>foundation-1 AD']);
    });

    it('a 3 that fits is NOT auto-played while one foundation holds fewer than 2 cards', () => {
      const s = pos({
        stock: '9C 3S',
        hand: '7C',
        'foundation-1': 'AC 2C',
        'foundation-2': 'AD',
        'foundation-3': 'AH 2H',
        'foundation-4': 'AS 2S',
      });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.applied.length, 1);
      assert.equal(pile(r.state, 'hand'), '3S');
      // ...although it is legal there:
      includes(legalMoves(V, r.state).map(moveKey), 'hand>foundation-1');
    });

    it('a 3 that fits is NOT auto-played while one foundation is empty', () => {
      const s = pos({ stock: '9C 3S', hand: '7C', 'foundation-1': 'AC 2C', 'foundation-2': 'AD 2D', 'foundation-3': 'AH 2H' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.applied.length, 1);
      assert.equal(pile(r.state, 'hand'), '3S');
    });

    it('a 3 is auto-played once every foundation holds at least 2 cards', () => {
      const s = pos({
        stock: '9C 3S',
        hand: '7C',
        'foundation-1': 'AC 2C',
        'foundation-2': 'AD 2D',
        'foundation-3': 'AH 2H',
        'foundation-4': 'AS 2S 3D',
      });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.deepEqual(r.applied.map(appliedKey), ['hand>waste-1 7C dealt 3S', 'auto hand>foundation-1 3S dealt 9C']);
    });

    it('a 2 is safe once every foundation holds an ace (r − 1 = 1), not before', () => {
      const notYet = pos({ stock: '9C 2S', hand: '7C', 'foundation-1': 'AC', 'foundation-2': 'AD', 'foundation-3': 'AH' });
      const r1 = applyMove(V, notYet, { from: 'hand', to: 'waste-1' });
      if (!r1.ok) throw new Error(refusalText(r1.reason));
      assert.equal(pile(r1.state, 'hand'), '2S');
      const safe = pos({
        stock: '9C 2S',
        hand: '7C',
        'foundation-1': 'AC',
        'foundation-2': 'AD',
        'foundation-3': 'AH',
        'foundation-4': 'AS',
      });
      const r2 = applyMove(V, safe, { from: 'hand', to: 'waste-1' });
      if (!r2.ok) throw new Error(refusalText(r2.reason));
      assert.equal(pile(r2.state, 'hand'), '9C');
      assert.equal(r2.applied[1].cards.join(), '2S');
    });

    it('automatic play chains: an ace played from the hand makes a waste-pile 2 safe', () => {
      const s = pos({
        stock: '9C AS',
        hand: '7C',
        'foundation-1': 'AC',
        'foundation-2': 'AD',
        'foundation-3': 'AH',
        'waste-2': '2D',
      });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.deepEqual(
        r.applied.slice(1).map((a) => `${a.from}>${a.cards.join()}`),
        ['hand>AS', 'waste-2>2D'],
      );
    });

    it('automatic play off plays nothing, not even an ace', () => {
      const s = pos({ stock: '9C AH', hand: '7C', 'waste-2': 'AD' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' }, { autoPlay: false });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.applied.length, 1);
      assert.equal(pile(r.state, 'hand'), 'AH');
      assert.equal(pile(r.state, 'waste-2'), 'AD');
    });

    it('a game dealt with automatic play off keeps an ace in the hand; with it on, the ace goes up at the deal', () => {
      const deck = ['AH', '7C', ...Array.from({ length: 52 }, (_, c) => cardCode(c)).filter((c) => c !== 'AH' && c !== '7C')];
      const off = newGame(V, { deck, autoPlay: false });
      assert.equal(off.opening.length, 0);
      assert.equal(pile(currentState(off), 'hand'), 'AH');
      const on = newGame(V, { deck, autoPlay: true });
      assert.deepEqual(on.opening.map(appliedKey), ['auto hand>foundation-1 AH dealt 7C']);
      assert.equal(pile(currentState(on), 'hand'), '7C');
    });
  });

  describe('win and loss', () => {
    /** A deck in rank order: AC AD AH AS 2C 2D … KS. */
    const rankOrder = Array.from({ length: 52 }, (_, i) => cardCode((i % 4) * 13 + Math.floor(i / 4)));

    it('a rank-ordered deck is won by automatic play at the deal (status won)', () => {
      assert.equal(rankOrder.slice(0, 5).join(' '), 'AC AD AH AS 2C');
      const game = newGame(V, { deck: rankOrder });
      const s = currentState(game);
      assert.equal(s.status, 'won');
      assert.equal(game.opening.length, 52);
      assert.equal(
        layout.foundations.reduce((n, f) => n + s.piles[f].length, 0),
        52,
      );
    });

    it('won when all 52 are on the foundations by hand; then every move is refused', () => {
      let game = newGame(V, { deck: rankOrder, autoPlay: false });
      for (let i = 0; i < 52; i++) {
        assert.equal(currentState(game).status, 'playing');
        game = mustPlay(game, { from: 'hand', to: `foundation-${(i % 4) + 1}` });
      }
      const s = currentState(game);
      assert.equal(s.status, 'won');
      assert.deepEqual(
        ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'].map((f) => pile(s, f)),
        [seq('C', 1, 13), seq('D', 1, 13), seq('H', 1, 13), seq('S', 1, 13)],
      );
      assert.deepEqual(legalMoves(V, s), []);
      const r = play(V, game, { from: 'waste-1', to: 'foundation-1' });
      assert.equal(r.ok, false);
      if (!r.ok) includes(refusalText(r.reason), 'game is over (won)');
      assert.equal(canRedo(game), false);
    });

    it('51 cards up is still playing; the last one wins', () => {
      const s = pos({
        hand: 'KS',
        'foundation-1': seq('C', 1, 13),
        'foundation-2': seq('D', 1, 13),
        'foundation-3': seq('H', 1, 13),
        'foundation-4': seq('S', 1, 12),
      });
      assert.equal(statusOf(layout, s), 'playing');
      const r = applyMove(V, s, { from: 'hand', to: 'foundation-4' }, { autoPlay: false });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.state.status, 'won');
    });

    it('lost: stock and hand empty and no waste top fits any foundation', () => {
      const s = pos({ 'foundation-1': 'AC 2C 3C 4C', 'waste-1': '6H', 'waste-2': '9S 8D', 'waste-3': 'AD 7S' });
      assert.equal(statusOf(layout, s), 'lost');
      assert.deepEqual(legalMoves(V, s), []);
      assert.equal(withStatus(layout, s).status, 'lost');
    });

    it('not lost while a waste top fits (even one buried ace does not count, but a fitting top does)', () => {
      const s = pos({ 'foundation-1': 'AC 2C 3C 4C', 'waste-1': '6H', 'waste-2': '9S 5D' });
      assert.equal(statusOf(layout, s), 'playing');
    });

    it('not lost while a card waits in the hand, even if nothing fits: it can always go to a waste pile', () => {
      const s = pos({ hand: 'QD', 'foundation-1': 'AC 2C 3C 4C', 'waste-1': '6H' });
      assert.equal(statusOf(layout, s), 'playing');
      assert.deepEqual(legalMoves(V, s).map(moveKey).sort(), ['hand>waste-1', 'hand>waste-2', 'hand>waste-3', 'hand>waste-4']);
    });

    it('not lost while the stock holds cards', () => {
      const s = pos({ stock: '7D', hand: 'QD', 'foundation-1': 'AC 2C 3C 4C' });
      assert.equal(statusOf(layout, s), 'playing');
    });

    it('the placement that leaves no move ends the game as lost; then moves are refused', () => {
      const s = pos({ hand: '8D', 'foundation-1': 'AC 2C 3C 4C', 'waste-1': '6H' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-2' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.state.status, 'lost');
      const again = applyMove(V, r.state, { from: 'waste-2', to: 'foundation-1' });
      assert.equal(again.ok, false);
      if (!again.ok) includes(refusalText(again.reason), 'game is over (lost)');
    });

    it('before the loss, a legal move always exists (random games over 30 seeds)', () => {
      for (let n = 1; n <= 30; n++) {
        let game = newGame(V, { seed: `st-${n}` });
        for (let step = 0; step < 200; step++) {
          const s = currentState(game);
          const moves = legalMoves(V, s);
          if (s.status !== 'playing') {
            assert.equal(moves.length, 0);
            break;
          }
          assert.ok(moves.length > 0, `seed st-${n} step ${step}`);
          if (s.piles[layout.hand].length > 0) {
            for (const w of layout.wastePiles) includes(moves.map(moveKey), `hand>${layout.ids[w]}`);
          }
          game = mustPlay(game, moves[(n * 7 + step * 13) % moves.length]);
        }
      }
    });
  });
});

describe('solver on Sir Tommy positions', () => {
  it('both aces buried under twos, the hand card can go anywhere (every placement tried): lost', () => {
    const s = position(V, { hand: '3C', 'waste-1': 'AC 2C', 'waste-2': 'AD 2D' });
    assert.ok(legalMoves(V, s).length >= 4, 'the hand card has moves');
    const r = solve(V, s);
    assert.equal(r.result, 'lost');
    assert.equal(r.moves, undefined);
  });

  it('every ace under a two, nothing left to deal: lost (no move at all)', () => {
    const s = position(V, { 'waste-1': 'AS 2S', 'waste-2': 'AH 2H', 'waste-3': 'AD 2D', 'waste-4': 'AC 2C' });
    assert.equal(legalMoves(V, s).length, 0);
    assert.equal(solve(V, s).result, 'lost');
  });

  it('a tiny time budget gives unknown on a deal not won in the first dive', () => {
    const r = solve(V, deal(V, shuffledDeck('1')), { maxMs: 5 });
    assert.equal(r.result, 'unknown');
    assert.ok(r.ms < 1000, `stopped soon after the budget (${r.ms} ms)`);
  });

  it('the key reads ranks only: suits swapped and waste piles reordered give the same key; another order does not', () => {
    const core = solverCore(V);
    const key = (s: GameState): string => {
      core.load(s);
      const k = new Int32Array(2);
      core.key(k);
      return `${k[0]}:${k[1]}`;
    };
    const a = position(V, { stock: '9C', hand: 'KD', 'waste-1': '5C 3D', 'waste-3': '7H', 'foundation-2': 'AS' });
    const b = position(V, { stock: '9C', hand: 'KD', 'waste-4': '5C 3D', 'waste-2': '7H', 'foundation-4': 'AS' });
    const suitsSwapped = position(V, { stock: '9S', hand: 'KH', 'waste-4': '5D 3C', 'waste-2': '7S', 'foundation-4': 'AC' });
    const different = position(V, { stock: '9C', hand: 'KD', 'waste-1': '3D 5C', 'waste-3': '7H', 'foundation-2': 'AS' });
    assert.equal(key(a), key(b));
    assert.equal(key(a), key(suitsSwapped));
    assert.notEqual(key(a), key(different));
  });

  it('the greedy player wins some deals and loses most', () => {
    let won = 0;
    for (let i = 1; i <= 200; i++) if (greedyPlay(V, String(i)).won) won++;
    assert.ok(won >= 5 && won <= 60, `greedy won ${won} of 200`);
  });

  it('the search shortcuts: forced automatic play, suit-blind keys, the rank-slot dead test', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, true);
    assert.equal(r.keyBy, 'rank');
    assert.equal(r.rankSlots, true);
    assert.equal(r.precedence, false);
  });
});

describe('status on winnable deals', () => {
  /** A winnable deck: ranks in order, the suits shuffled within each rank. */
  const winnable = fc
    .array(fc.shuffledSubarray(['C', 'D', 'H', 'S'], { minLength: 4, maxLength: 4 }), { minLength: 13, maxLength: 13 })
    .map((suitsPerRank) => suitsPerRank.flatMap((suits, r) => suits.map((suit) => 'A23456789TJQK'[r] + suit)));
  it('status is won exactly when all 52 are on the foundations (foundation-first play wins these deals)', () => {
    fc.assert(
      fc.property(winnable, fc.boolean(), fc.array(fc.nat(), { minLength: 120, maxLength: 120 }), (deck, autoPlay, picks) => {
        playsFoundationFirstToAWin(V, deck, autoPlay, picks);
      }),
      { numRuns: 40 },
    );
  });
});
