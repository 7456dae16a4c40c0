/**
 * Lady Betty, docs/rules.md "Lady Betty": one row per rule line (legal and refused moves with their reasons), then
 * suit locking and wrapping, automatic play, win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cardCode } from '../../src/engine/cards.js';
import { currentState, newGame, play, type Game } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, legalMoves, statusOf, type GameState, type Move } from '../../src/engine/rules.js';
import { ladyBetty } from '../../src/variants/index.js';
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
import { searchRules } from '../../src/engine/search-rules.js';
import { solve, SolverCore, solverCore } from '../../src/engine/solver.js';

const V = ladyBetty;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>): GameState => deepFreeze(position(V, piles));
const pile = (s: GameState, id: string): string => pileOf(V, s, id);
const ALL = Array.from({ length: 52 }, (_, c) => cardCode(c));
/** A deck that starts with `first` and lists every other card after, in id order. */
const deckStarting = (first: string[]): string[] => [...first, ...ALL.filter((c) => !first.includes(c))];

function mustPlay(game: Game, move: Move): Game {
  const r = play(V, game, move);
  if (!r.ok) throw new Error(`${moveKey(move)} refused: ${refusalText(r.reason)}`);
  return r.game;
}

const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'];

describe('Lady Betty (docs/rules.md "Lady Betty")', () => {
  it('layout: stock, hand, 4 foundations with bases 2, 3, 4, 5, and 6 waste piles', () => {
    assert.equal(
      layout.ids.join(' '),
      'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4 waste-5 waste-6',
    );
    assert.deepEqual(
      layout.foundations.map((f) => layout.base[f]),
      [2, 3, 4, 5],
    );
    const s = currentState(newGame(V, { seed: '3', autoPlay: false }));
    assert.equal(s.piles[layout.stock].length, 51);
    assert.equal(s.piles[layout.hand].length, 1);
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      // bases 2, 3, 4, 5
      {
        rule: 'a 2 starts foundation-1 (base 2) and locks it',
        piles: { stock: '9D', hand: '2H' },
        move: { from: 'hand', to: 'foundation-1' },
        after: { 'foundation-1': '2H', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'a 3 starts foundation-2 (base 3)',
        piles: { hand: '3C' },
        move: { from: 'hand', to: 'foundation-2' },
        after: { 'foundation-2': '3C', hand: '' },
      },
      {
        rule: 'a 4 starts foundation-3 (base 4)',
        piles: { hand: '4D' },
        move: { from: 'hand', to: 'foundation-3' },
        after: { 'foundation-3': '4D', hand: '' },
      },
      {
        rule: 'a 5 starts foundation-4 (base 5)',
        piles: { hand: '5S' },
        move: { from: 'hand', to: 'foundation-4' },
        after: { 'foundation-4': '5S', hand: '' },
      },
      ...[
        ['foundation-2', 'three'],
        ['foundation-3', 'four'],
        ['foundation-4', 'five'],
      ].map(([f, word]): MoveRow => ({
        rule: `a 2 starts only foundation-1: refused on ${f}`,
        piles: { hand: '2H' },
        move: { from: 'hand', to: f },
        refused: `2H cannot start ${f}: it starts with a ${word}`,
      })),
      {
        rule: 'a 3 cannot start the base-2 foundation',
        piles: { hand: '3H' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: '3H cannot start foundation-1: it starts with a two',
      },
      ...FOUNDATIONS.map((f): MoveRow => ({
        rule: `an ace never starts a foundation: refused on ${f}`,
        piles: { hand: 'AS' },
        move: { from: 'hand', to: f },
        refused: `AS cannot start ${f}`,
      })),
      {
        rule: 'a 6 starts nothing (foundation-4 is base 5)',
        piles: { hand: '6S' },
        move: { from: 'hand', to: 'foundation-4' },
        refused: '6S cannot start foundation-4: it starts with a five',
      },
      // locked positions: only the next card of their suit
      {
        rule: 'a locked position takes the next card of its suit (3H on 2H)',
        piles: { hand: '3H', 'foundation-1': '2H' },
        move: { from: 'hand', to: 'foundation-1' },
        after: { 'foundation-1': '2H 3H', hand: '' },
      },
      {
        rule: 'a locked position refuses the next rank in another suit (3S on 2H)',
        piles: { hand: '3S', 'foundation-1': '2H' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'takes the three of hearts (3H) next',
      },
      {
        rule: 'a locked position refuses its own suit out of order (4H on 2H)',
        piles: { hand: '4H', 'foundation-1': '2H' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: '4H cannot go on foundation-1: it takes the three of hearts (3H) next',
      },
      {
        rule: 'a locked position refuses the right rank in the other colour-mate suit (5D on 3C 4C)',
        piles: { hand: '5D', 'foundation-2': '3C 4C' },
        move: { from: 'hand', to: 'foundation-2' },
        refused: 'takes the five of clubs (5C) next',
      },
      {
        rule: 'wrapping from king to ace: AS on 5S … KS',
        piles: { hand: 'AS', 'foundation-4': seq('S', 5, 13) },
        move: { from: 'hand', to: 'foundation-4' },
        after: { 'foundation-4': `${seq('S', 5, 13)} AS`, hand: '' },
      },
      {
        rule: 'after the wrap, on up to the card below the base: 4S is the 13th card of base 5',
        piles: { hand: '4S', 'foundation-4': seq('S', 5, 3) },
        move: { from: 'hand', to: 'foundation-4' },
        after: { 'foundation-4': seq('S', 5, 4), hand: '' },
      },
      {
        rule: 'base 2 wraps too: AC is its 13th card',
        piles: { hand: 'AC', 'foundation-1': seq('C', 2, 13) },
        move: { from: 'hand', to: 'foundation-1' },
        after: { 'foundation-1': seq('C', 2, 1), hand: '' },
      },
      {
        rule: 'thirteen cards fill a position: it is complete',
        piles: { hand: '6H', 'foundation-4': seq('S', 5, 4) },
        move: { from: 'hand', to: 'foundation-4' },
        refused: 'foundation-4 is complete',
      },
      {
        rule: 'no wrap before the king: AS does not follow QS',
        piles: { hand: 'AS', 'foundation-4': seq('S', 5, 12) },
        move: { from: 'hand', to: 'foundation-4' },
        refused: 'takes the king of spades (KS) next',
      },
      // one suit never owns two positions, and the refusal says which suit owns which base
      {
        rule: 'one suit never owns two positions: 3H refused on base 3 while hearts own base 2',
        piles: { hand: '3H', 'foundation-1': '2H' },
        move: { from: 'hand', to: 'foundation-2' },
        refused: 'hearts already own the base-2 foundation',
      },
      {
        rule: 'one suit never owns two positions: 5D refused on base 5 while diamonds own base 3',
        piles: { hand: '5D', 'foundation-2': '3D 4D' },
        move: { from: 'hand', to: 'foundation-4' },
        refused: 'diamonds already own the base-3 foundation',
      },
      {
        rule: 'one suit never owns two positions: 2S refused on base 2 while spades own base 5',
        piles: { hand: '2S', 'foundation-4': '5S' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'spades already own the base-5 foundation',
      },
      {
        rule: 'a different suit may lock the next position',
        piles: { hand: '3S', 'foundation-1': '2H' },
        move: { from: 'hand', to: 'foundation-2' },
        after: { 'foundation-2': '3S', hand: '' },
      },
      // hand → any waste pile
      {
        rule: 'hand → empty waste pile',
        piles: { stock: '9D', hand: '7H' },
        move: { from: 'hand', to: 'waste-1' },
        after: { 'waste-1': '7H', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'hand → the sixth waste pile, not empty',
        piles: { stock: '9D', hand: '7H', 'waste-6': 'KC 2D' },
        move: { from: 'hand', to: 'waste-6' },
        after: { 'waste-6': 'KC 2D 7H', hand: '9D', stock: '' },
        dealt: '9D',
      },
      {
        rule: 'nothing is forced: a 2 that could lock base 2 may go to a waste pile',
        piles: { hand: '2D' },
        move: { from: 'hand', to: 'waste-5' },
        after: { 'waste-5': '2D', hand: '' },
      },
      {
        rule: 'there is no seventh waste pile',
        piles: { hand: '7H' },
        move: { from: 'hand', to: 'waste-7' },
        refused: 'there is no pile "waste-7"',
      },
      // waste tops → foundations at any time
      {
        rule: 'waste top → empty position of its base (locks it)',
        piles: { hand: 'KD', 'waste-2': '9C 4H' },
        move: { from: 'waste-2', to: 'foundation-3' },
        after: { 'waste-2': '9C', 'foundation-3': '4H' },
      },
      {
        rule: 'waste top → locked position while a card waits in the hand',
        piles: { stock: '8C', hand: 'KD', 'foundation-1': '2H', 'waste-6': '3H' },
        move: { from: 'waste-6', to: 'foundation-1' },
        after: { 'waste-6': '', 'foundation-1': '2H 3H' },
      },
      {
        rule: 'waste top → foundation after the stock is empty',
        piles: { 'foundation-2': '3C', 'waste-1': 'AD 4C' },
        move: { from: 'waste-1', to: 'foundation-2' },
        after: { 'waste-1': 'AD', 'foundation-2': '3C 4C' },
      },
      {
        rule: 'only the top of a waste pile plays (count 2 refused)',
        piles: { hand: 'KD', 'waste-1': '2H 9C' },
        move: { from: 'waste-1', to: 'foundation-1', count: 2 },
        refused: 'only one card at a time goes to a foundation',
      },
      {
        rule: 'waste → waste refused',
        piles: { hand: 'KD', 'waste-1': '2H', 'waste-2': '3H' },
        move: { from: 'waste-1', to: 'waste-2' },
        refused: 'waste-2 takes cards only from the hand',
      },
      {
        rule: 'foundation → waste refused: cards never leave a foundation',
        piles: { hand: 'KD', 'foundation-1': '2H 3H' },
        move: { from: 'foundation-1', to: 'waste-1' },
        refused: 'cards never leave a foundation',
      },
      {
        rule: 'foundation → foundation refused: cards never leave a foundation',
        piles: { hand: 'KD', 'foundation-1': '2H 3H' },
        move: { from: 'foundation-1', to: 'foundation-2' },
        refused: 'cards never leave a foundation',
      },
      {
        rule: 'waste → stock refused',
        piles: { stock: '9D', hand: 'KD', 'waste-1': '2H' },
        move: { from: 'waste-1', to: 'stock' },
        refused: 'nothing can be moved to stock',
      },
      {
        rule: 'waste → hand refused',
        piles: { 'waste-1': '2H' },
        move: { from: 'waste-1', to: 'hand' },
        refused: 'nothing can be moved to hand',
      },
      {
        rule: 'stock → anything refused: the stock deals into the hand by itself',
        piles: { stock: '9D 2C', hand: 'KD' },
        move: { from: 'stock', to: 'foundation-1' },
        refused: 'the stock deals into the hand by itself',
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));

    it('legalMoves lists exactly the moves of the rules in a mixed position', () => {
      const s = pos({
        stock: '9C',
        hand: '3H',
        'foundation-1': '2H',
        'waste-1': 'KD 4S',
        'waste-2': 'AC', // an ace never starts anything
        'waste-3': '5H', // hearts own base 2: 5H cannot lock base 5
        'waste-4': '3D',
      });
      const expected = [
        'hand>foundation-1', // 3H continues 2H; it may not start base 3 (hearts own base 2)
        ...[1, 2, 3, 4, 5, 6].map((w) => `hand>waste-${w}`),
        'waste-1>foundation-3', // 4S locks base 4
        'waste-4>foundation-2', // 3D locks base 3
      ];
      assert.deepEqual(legalMoves(V, s).map(moveKey).sort(), expected.sort());
    });

    it('every card has at most one foundation it can ever go to (check over a position with all four locked)', () => {
      const s = pos({ 'foundation-1': '2H', 'foundation-2': '3C', 'foundation-3': '4S', 'foundation-4': '5D' });
      for (const code of ALL) {
        if (['2H', '3C', '4S', '5D'].includes(code)) continue;
        const hand = pos({ hand: code, 'foundation-1': '2H', 'foundation-2': '3C', 'foundation-3': '4S', 'foundation-4': '5D' });
        const accepting = FOUNDATIONS.filter((f) => applyMove(V, hand, { from: 'hand', to: f }, { autoPlay: false }).ok);
        assert.ok(accepting.length <= 1, code);
      }
      assert.equal(s.status, 'playing');
    });
  });

  describe('suit locking over a whole position', () => {
    it('a locked base-5 position builds 5 … K, A, 2, 3, 4: 13 cards, then complete', () => {
      const spades = codes(seq('S', 5, 4));
      assert.equal(spades.join(' '), '5S 6S 7S 8S 9S TS JS QS KS AS 2S 3S 4S');
      let game = newGame(V, { deck: deckStarting(spades), autoPlay: false });
      for (const code of spades) {
        assert.equal(pile(currentState(game), 'hand'), code);
        game = mustPlay(game, { from: 'hand', to: 'foundation-4' });
      }
      const s = currentState(game);
      assert.equal(pile(s, 'foundation-4'), spades.join(' '));
      assert.equal(pile(s, 'hand'), 'AC');
      const r = play(V, game, { from: 'hand', to: 'foundation-4' });
      assert.equal(r.ok, false);
      if (!r.ok) includes(refusalText(r.reason), 'foundation-4 is complete');
    });

    it('the first card locks the suit for the rest of the game, also after undo of later moves', () => {
      let game = newGame(V, { deck: deckStarting(['2D', '3D', '3S']), autoPlay: false });
      game = mustPlay(game, { from: 'hand', to: 'foundation-1' });
      // 3D may continue base 2, but may not lock base 3: diamonds own base 2.
      const r = play(V, game, { from: 'hand', to: 'foundation-2' });
      assert.equal(r.ok, false);
      if (!r.ok) includes(refusalText(r.reason), 'diamonds already own the base-2 foundation');
      game = mustPlay(game, { from: 'hand', to: 'foundation-1' });
      game = mustPlay(game, { from: 'hand', to: 'foundation-2' }); // 3S locks base 3
      assert.deepEqual(
        FOUNDATIONS.map((f) => pile(currentState(game), f)),
        ['2D 3D', '3S', '', ''],
      );
    });
  });

  describe('automatic play: only continues locked positions, never locks one', () => {
    it('a card continuing a locked position is auto-played, even with the other positions empty', () => {
      const s = pos({ stock: '9D 3H', hand: 'KC', 'foundation-1': '2H' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.deepEqual(r.applied.map(appliedKey), ['hand>waste-1 KC dealt 3H', 'auto hand>foundation-1 3H dealt 9D']);
    });

    it('locking by the player lets automatic play continue from a waste top', () => {
      const s = pos({ stock: '9D', hand: '2H', 'waste-1': '3H', 'waste-2': '5H 4H' });
      const r = applyMove(V, s, { from: 'hand', to: 'foundation-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.deepEqual(
        r.applied.map((a) => `${a.auto ? 'auto ' : ''}${a.from}>${a.cards.join()}`),
        ['hand>2H', 'auto waste-1>3H', 'auto waste-2>4H', 'auto waste-2>5H'],
      );
      assert.equal(pile(r.state, 'foundation-1'), '2H 3H 4H 5H');
    });

    it('automatic play continues across the king-to-ace wrap', () => {
      const s = pos({ stock: '9D AS', hand: 'KC', 'foundation-4': seq('S', 5, 13), 'waste-3': '2S' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(pile(r.state, 'foundation-4'), seq('S', 5, 2));
    });

    it('a card that would lock an empty position is never auto-played', () => {
      const s = pos({ stock: '9D 2H', hand: 'KC', 'waste-1': '5S', 'waste-2': '4D' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-3' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.applied.length, 1);
      assert.equal(pile(r.state, 'hand'), '2H');
      assert.equal(FOUNDATIONS.map((f) => pile(r.state, f)).join(''), '');
    });

    it('a new game whose first card is a 2 keeps it in the hand with automatic play on', () => {
      const game = newGame(V, { deck: deckStarting(['2H', '3H']) });
      assert.equal(game.opening.length, 0);
      assert.equal(pile(currentState(game), 'hand'), '2H');
    });

    it('automatic play off plays nothing', () => {
      const s = pos({ stock: '9D 3H', hand: 'KC', 'foundation-1': '2H', 'waste-2': '4H' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-1' }, { autoPlay: false });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.applied.length, 1);
      assert.equal(pile(r.state, 'hand'), '3H');
      assert.equal(pile(r.state, 'foundation-1'), '2H');
    });
  });

  describe('win and loss', () => {
    /** Each suit in its building order: clubs from 2, diamonds from 3, hearts from 4, spades from 5. */
    const suitOrder = codes(`${seq('C', 2, 1)} ${seq('D', 3, 2)} ${seq('H', 4, 3)} ${seq('S', 5, 4)}`);

    it('a suit-ordered deck is won with four user moves (the locks), automatic play doing the rest', () => {
      assert.equal(new Set(suitOrder).size, 52);
      let game = newGame(V, { deck: suitOrder });
      assert.equal(game.opening.length, 0);
      FOUNDATIONS.forEach((f, i) => {
        assert.equal(currentState(game).status, 'playing');
        const r = play(V, game, { from: 'hand', to: f });
        if (!r.ok) throw new Error(refusalText(r.reason));
        assert.equal(r.turn.length, 13, `turn ${i + 1}: the lock, then 12 automatic plays`);
        assert.equal(
          r.turn.slice(1).every((a) => a.auto),
          true,
        );
        game = r.game;
      });
      const s = currentState(game);
      assert.equal(s.status, 'won');
      assert.deepEqual(
        FOUNDATIONS.map((f) => pile(s, f)),
        [seq('C', 2, 1), seq('D', 3, 2), seq('H', 4, 3), seq('S', 5, 4)],
      );
      assert.deepEqual(legalMoves(V, s), []);
    });

    it('won exactly when the 52nd card goes up', () => {
      const s = pos({
        hand: '4S',
        'foundation-1': seq('C', 2, 1),
        'foundation-2': seq('D', 3, 2),
        'foundation-3': seq('H', 4, 3),
        'foundation-4': seq('S', 5, 3),
      });
      assert.equal(statusOf(layout, s), 'playing');
      const r = applyMove(V, s, { from: 'hand', to: 'foundation-4' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.state.status, 'won');
    });

    it('lost: stock and hand empty and no waste top fits (an ace fits nothing, a suit owned elsewhere fits nothing)', () => {
      const s = pos({ 'foundation-1': '2H', 'foundation-2': '3C', 'waste-1': '4H', 'waste-2': 'AS', 'waste-3': '3S' });
      assert.equal(statusOf(layout, s), 'lost');
      assert.deepEqual(legalMoves(V, s), []);
    });

    it('not lost while a waste top could still lock an empty position', () => {
      const s = pos({ 'foundation-1': '2H', 'waste-1': '4H', 'waste-2': 'AS', 'waste-3': '3S' });
      assert.equal(statusOf(layout, s), 'playing');
      assert.deepEqual(legalMoves(V, s).map(moveKey), ['waste-3>foundation-2']);
    });

    it('not lost while a card waits in the hand', () => {
      const s = pos({ hand: 'AD', 'foundation-1': '2H' });
      assert.equal(statusOf(layout, s), 'playing');
      assert.equal(legalMoves(V, s).length, 6);
    });

    it('the last placement that leaves no move ends the game as lost', () => {
      const s = pos({ hand: 'AS', 'foundation-1': '2H', 'waste-1': '4H' });
      const r = applyMove(V, s, { from: 'hand', to: 'waste-2' });
      if (!r.ok) throw new Error(refusalText(r.reason));
      assert.equal(r.state.status, 'lost');
    });

    it('before the loss, a legal move always exists (random games over 30 seeds)', () => {
      for (let n = 1; n <= 30; n++) {
        let game = newGame(V, { seed: `lb-${n}` });
        for (let step = 0; step < 200; step++) {
          const s = currentState(game);
          const moves = legalMoves(V, s);
          if (s.status !== 'playing') break;
          assert.ok(moves.length > 0, `seed lb-${n} step ${step}`);
          game = mustPlay(game, moves[(n * 5 + step * 11) % moves.length]);
        }
        const end = currentState(game);
        if (end.status === 'lost') {
          assert.equal(end.piles[layout.stock].length + end.piles[layout.hand].length, 0);
        }
      }
    });
  });
});

describe('solver on Lady Betty positions', () => {
  it('the future-card test reads the sequences of this position, not of the one before', () => {
    // Found along a random game: one move apart. With the index of sequences left by the previous
    // call, the second position was called dead; a fresh core says it is not.
    const stock = '2D 9D TS 7H 2C QH 7S JC 8D AC KC KS 3S TH 4S QC 4H 9H KD 7C 4C 5C 8C 4D JD 6C 5H 6D 9C 5D QS AH 9S TC QD 2S 3D 6S 6H';
    const piles = { 'waste-1': 'AD', 'waste-2': '8S 8H', 'waste-3': '5S 2H 3H 3C', 'waste-4': 'JH', 'waste-5': 'AS 7D' };
    const before = position(V, { ...piles, stock: `${stock} JS`, hand: 'KH', 'waste-6': 'TD' });
    const after = position(V, { ...piles, stock, hand: 'JS', 'waste-6': 'TD KH' });
    const fresh = new SolverCore(layoutOf(V));
    fresh.load(after);
    assert.equal(fresh.dead(), false);
    const core = solverCore(V);
    core.load(before);
    assert.equal(core.dead(), false);
    core.load(after);
    assert.equal(core.dead(), false);
  });

  it('hearts own the base-2 foundation and 3H is under 4H; the hand card has placements: lost', () => {
    const s = position(V, { hand: '5S', 'foundation-1': '2H', 'waste-1': '3H 4H', 'waste-2': '6S' });
    assert.ok(legalMoves(V, s).length >= 6);
    assert.equal(solve(V, s).result, 'lost');
  });

  it('two suits block each other (a precedence cycle through two waste piles): lost', () => {
    // Hearts (base 2) need 3H then 4H; spades (base 3) need 4S then 5S. 5S lies on 3H, 4H on 4S:
    // 5S needs 4S, 4S needs 4H gone, 4H needs 3H, 3H needs 5S gone. The hand's 6D can only be placed.
    const s = position(V, { hand: '6D', 'foundation-1': '2H', 'foundation-2': '3S', 'waste-1': '3H 5S', 'waste-2': '4S 4H' });
    assert.ok(legalMoves(V, s).length > 0);
    assert.equal(solve(V, s).result, 'lost');
  });

  it('a suit that owns no foundation yet can be dead under every choice of base', () => {
    const core = solverCore(V);
    // 5H above 4H above 3H: from base 2 or 3, 3H must go before 4H; from base 4, 4H before 5H… wrapping;
    // from base 5, 4H before 3H. Every base has a pair in the wrong order.
    core.load(position(V, { hand: 'KS', 'waste-1': '3H 4H 5H' }));
    assert.equal(core.dead(), true);
    // The other way up (3H on top) is fine from base 3.
    core.load(position(V, { hand: 'KS', 'waste-1': '5H 4H 3H' }));
    assert.equal(core.dead(), false);
    // 4H on 3H alone is fine (from base 4: 4H … KH AH 2H 3H).
    core.load(position(V, { hand: 'KS', 'waste-1': '3H 4H' }));
    assert.equal(core.dead(), false);
  });

  it('the key reads suits; waste piles are interchangeable', () => {
    const core = solverCore(V);
    const key = (s: GameState): string => {
      core.load(s);
      const k = new Int32Array(2);
      core.key(k);
      return `${k[0]}:${k[1]}`;
    };
    assert.notEqual(key(position(V, { 'waste-1': '7H' })), key(position(V, { 'waste-1': '7S' })));
    assert.equal(key(position(V, { 'waste-1': '7H' })), key(position(V, { 'waste-6': '7H' })));
  });

  it('the search shortcuts: forced automatic play (a started foundation has one next card), the precedence test', () => {
    const r = searchRules(layout);
    assert.equal(r.forced, true);
    assert.equal(r.keyBy, 'face');
    assert.equal(r.precedence, true);
    assert.equal(r.assignSuits, true);
    assert.equal(r.rankSlots, false);
  });
});

describe('status on winnable deals', () => {
  /** A winnable deck: each suit in its building order from a base given to it at random. */
  const winnable = fc
    .tuple(
      fc.shuffledSubarray(['C', 'D', 'H', 'S'], { minLength: 4, maxLength: 4 }),
      fc.shuffledSubarray([2, 3, 4, 5], { minLength: 4, maxLength: 4 }),
    )
    .map(([suits, bases]) =>
      suits.flatMap((suit, i) => Array.from({ length: 13 }, (_, k) => 'A23456789TJQK'[(bases[i] - 1 + k) % 13] + suit)),
    );
  it('status is won exactly when all 52 are on the foundations (foundation-first play wins these deals)', () => {
    fc.assert(
      fc.property(winnable, fc.boolean(), fc.array(fc.nat(), { minLength: 120, maxLength: 120 }), (deck, autoPlay, picks) => {
        playsFoundationFirstToAWin(V, deck, autoPlay, picks);
      }),
      { numRuns: 40 },
    );
  });
});
