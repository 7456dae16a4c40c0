/**
 * Calculation, docs/rules.md "Calculation" (PySolFC): one row per rule line, then the deal (the
 * foundations' base cards), the sequences, automatic play (none), win and loss.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardCode, rankOf } from '../../src/engine/cards.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, legalMoves, statusOf, type GameState } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { calculation } from '../../src/variants/index.js';
import { checkRow, deepFreeze, position, type MoveRow } from './helpers.js';

const V = calculation;
const layout = layoutOf(V);
const pos = (piles: Record<string, string>): GameState => deepFreeze(position(V, piles));

/** The thirteen ranks of foundation k (1-based) in order, as codes of suit `s`. */
const SEQUENCES = ['A23456789TJQK', '2468TQA3579JK', '369Q258JA47TK', '48Q37J26TA59K'];

describe('Calculation (docs/rules.md "Calculation")', () => {
  it('layout: stock, hand, four foundations (bases A, 2, 3, 4; steps 1, 2, 3, 4), four waste piles', () => {
    assert.equal(layout.ids.join(' '), 'stock hand foundation-1 foundation-2 foundation-3 foundation-4 waste-1 waste-2 waste-3 waste-4');
    assert.deepEqual(
      layout.foundations.map((f) => layout.base[f]),
      [1, 2, 3, 4],
    );
  });

  it('the deal puts the first ace, two, three and four of the deck order on the foundations; the rest keep their order', () => {
    for (const seed of ['1', '2', '77']) {
      const game = newGame(V, { seed, autoPlay: false });
      const s = currentState(game);
      const deck = game.deck;
      for (let k = 0; k < 4; k++) {
        const f = layout.foundations[k];
        const first = deck.find((c) => rankOf(c) === k + 1)!;
        assert.deepEqual(s.piles[f], [first], `seed ${seed}, foundation-${k + 1}`);
      }
      const rest = deck.filter((c) => !layout.foundations.some((f) => s.piles[f][0] === c));
      assert.deepEqual([s.piles[layout.hand][0], ...s.piles[layout.stock].slice().reverse()], rest);
    }
  });

  it('each foundation takes its sequence, regardless of suit, and ends on a king', () => {
    SEQUENCES.forEach((seq, k) => {
      const id = `foundation-${k + 1}`;
      const cards = [...seq].map((r, i) => `${r}${'CDHS'[i % 4]}`);
      for (let i = 1; i < 13; i++) {
        const s = pos({ [id]: cards.slice(0, i).join(' '), hand: cards[i] });
        const r = applyMove(V, s, { from: 'hand', to: id }, { autoPlay: false });
        assert.equal(r.ok, true, `${cards[i]} onto ${cards.slice(0, i).join(' ')}`);
      }
      assert.equal(cards[12][0], 'K');
    });
  });

  describe('legal moves, and nothing else (table)', () => {
    const rows: MoveRow[] = [
      {
        rule: 'foundation-2 (twos) takes a four on a two, any suit',
        piles: { hand: '4S', 'foundation-2': '2H' },
        move: { from: 'hand', to: 'foundation-2' },
        after: { hand: '', 'foundation-2': '2H 4S' },
      },
      {
        rule: 'foundation-2 refuses a three on a two',
        piles: { hand: '3S', 'foundation-2': '2H' },
        move: { from: 'hand', to: 'foundation-2' },
        refused: 'takes a four of any suit next',
      },
      {
        rule: 'foundation-4 wraps: after the queen comes a three',
        piles: { hand: '3D', 'foundation-4': '4C 8C QC' },
        move: { from: 'hand', to: 'foundation-4' },
        after: { hand: '', 'foundation-4': '4C 8C QC 3D' },
      },
      {
        rule: 'foundation-3 wraps: after the jack comes an ace',
        piles: { 'waste-1': 'AD', 'foundation-3': '3C 6C 9C QC 2D 5D 8D JD' },
        move: { from: 'waste-1', to: 'foundation-3' },
        after: { 'waste-1': '', 'foundation-3': '3C 6C 9C QC 2D 5D 8D JD AD' },
      },
      {
        rule: 'an empty foundation-1 takes only an ace',
        piles: { hand: '2C' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'it starts with an ace',
      },
      {
        rule: 'a full foundation takes nothing',
        piles: { hand: 'AS', 'foundation-1': 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC' },
        move: { from: 'hand', to: 'foundation-1' },
        refused: 'is complete',
      },
      {
        rule: 'the hand goes on any waste pile',
        piles: { hand: 'KD', 'waste-2': '5C' },
        move: { from: 'hand', to: 'waste-2' },
        after: { hand: '', 'waste-2': '5C KD' },
      },
      {
        rule: 'no card moves between waste piles',
        piles: { 'waste-1': '5C' },
        move: { from: 'waste-1', to: 'waste-2' },
        refused: 'takes cards only from the hand',
      },
      {
        rule: 'a waste top goes to the foundation that wants it',
        piles: { 'waste-1': 'KD 2S', 'foundation-1': 'AC' },
        move: { from: 'waste-1', to: 'foundation-1' },
        after: { 'waste-1': 'KD', 'foundation-1': 'AC 2S' },
      },
    ];
    for (const row of rows) it(row.rule, () => checkRow(V, row));
  });

  it('no automatic play: a card that fits stays where the player puts it', () => {
    // The bases AC 2C 3C 4C are dealt; 2D comes into the hand and fits foundation-1.
    const game = newGame(V, {
      deck: 'AC 2C 3C 4C 2D 5C 6C 7C 8C 9C TC JC QC KC AD 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS',
      autoPlay: true,
    });
    assert.equal(cardCode(currentState(game).piles[layout.hand][0]), '2D');
    assert.ok(legalMoves(V, currentState(game)).some((m) => m.to === 'foundation-1'));
    const r = play(V, game, { from: 'hand', to: 'waste-1' });
    if (!r.ok) assert.fail('refused');
    assert.equal(r.turn.length, 1, 'nothing automatic');
    assert.equal(cardCode(currentState(r.game).piles[layout.indexOf.get('waste-1')!][0]), '2D');
    assert.equal((V as VariantDefinition).autoPlay, undefined);
  });

  it('lost when the stock is used up and no waste top fits', () => {
    const s = pos({
      'foundation-1': 'AC',
      'foundation-2': '2S',
      'foundation-3': '3S',
      'foundation-4': '4S',
      'waste-1': '3D',
      'waste-2': '5H',
    });
    assert.equal(statusOf(layout, s), 'lost');
    assert.deepEqual(legalMoves(V, s), []);
  });

  it('the solver takes no automatic move as forced (a card may fit two foundations)', () => {
    assert.equal(searchRules(layout).forced, false);
    assert.equal(searchRules(layout).keyBy, 'rank');
  });
});
