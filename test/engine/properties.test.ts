/**
 * Properties of every variant over random deals (seeds and preset deck orders) and random sequences of
 * legal moves: card conservation, legalMoves agrees with play(), refusals change nothing, undo/redo and
 * save/restore are exact, status is right, and nothing mutates its input.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cardCode } from '../../src/engine/cards.js';
import { currentState, newGame, play, redo, undo, type Game } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, isProgress, legalMoves, type GameState, type Move } from '../../src/engine/rules.js';
import { restoreGame, serializeGame } from '../../src/engine/serialize.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { deepFreeze, moveKey, includes } from './helpers.js';
import { refusalText } from '../../src/engine/reasons.js';

const MAX_MOVES = 300;
const NUM_RUNS = 12;

/** How a game of `cards` cards is dealt: a seed (decimal deal number or any text) or a preset deck order. */
const originArb = (cards: number) => {
  const all = Array.from({ length: cards }, (_, c) => cardCode(c));
  return fc.oneof(
    fc.integer({ min: 1, max: 999_999_999 }).map((n) => ({ seed: String(n) })),
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((s) => s.trim() !== '')
      .map((seed) => ({ seed })),
    fc.shuffledSubarray(all, { minLength: cards, maxLength: cards }).map((deck) => ({ deck })),
  );
};

interface Step {
  /** Picks the legal move: index modulo the number of legal moves. */
  readonly pick: number;
  /** A random (from, to, count) probe, tried before the move. */
  readonly probe: readonly [number, number, number];
}
/**
 * Always MAX_MOVES steps, so a game runs to its end or to the cap (a `maxLength` alone would let
 * fast-check's default size generate at most about 10).
 */
const stepsArb = fc.array(fc.record({ pick: fc.nat(), probe: fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 4 })) }), {
  minLength: MAX_MOVES,
  maxLength: MAX_MOVES,
});

for (const id of variantIds) {
  const V = getVariant(id);
  const layout = layoutOf(V);
  const n = layout.ids.length;
  const hasHand = layout.hand >= 0 && layout.stockDeclaration.deals === 'hand';
  const lookup = (vid: string) => getVariant(vid);
  const ALL = Array.from({ length: layout.cardCount }, (_, c) => cardCode(c));
  const origins = originArb(layout.cardCount);
  /** Runs of a property, and moves a game: a two-deck game is several times the work of a one-deck one. */
  const runs = (k: number): number => (layout.cardCount > 52 ? Math.ceil(k / 4) : k);
  const maxMoves = layout.cardCount > 52 ? MAX_MOVES / 2 : MAX_MOVES;

  /** Sorted codes of every card in every pile. */
  const allCardsOf = (s: GameState): string[] => s.piles.flat().map(cardCode).sort();
  const onFoundations = (s: GameState): number => layout.foundations.reduce((k, f) => k + s.piles[f].length, 0);

  /** Invariants of every position reached in play. */
  function checkPosition(s: GameState, where: string): void {
    // Exactly the game's distinct cards across all piles.
    assert.equal(allCardsOf(s).join(), [...ALL].sort().join(), where);
    // Face down: the whole stock, never a whole tableau pile, a hidden reserve exactly while cards
    // are left to deal, nothing elsewhere.
    const dealing = s.piles[layout.stock].length > 0 || (layout.hand >= 0 && s.piles[layout.hand].length > 0);
    s.piles.forEach((p, i) => {
      const kind = layout.kinds[i];
      if (kind === 'stock') assert.equal(s.faceDown[i], p.length, where);
      else if (kind === 'tableau')
        assert.equal(p.length === 0 ? s.faceDown[i] === 0 : s.faceDown[i] < p.length, true, `${where} ${layout.ids[i]}`);
      else if (kind === 'reserve' && layout.tables.hidden[i])
        assert.equal(s.faceDown[i], dealing ? p.length : 0, `${where} ${layout.ids[i]}`);
      else assert.equal(s.faceDown[i], 0, `${where} ${layout.ids[i]}`);
    });
    if (layout.foundations.some((f) => s.piles[f].length > 13)) throw new Error(`${where}: a foundation over 13 cards`);
    // Status: won exactly when every card is on the foundations.
    assert.equal(s.status === 'won', onFoundations(s) === layout.cardCount, `${where}: won iff all up`);
    const moves = legalMoves(V, s);
    if (s.status === 'playing') {
      assert.ok(moves.length > 0, `${where}: playing but no legal move`);
    } else {
      assert.equal(moves.length, 0, `${where}: game over but moves listed`);
    }
    if (hasHand) {
      // Auto-deal: the hand is empty only once the stock is.
      if (s.piles[layout.hand].length === 0) assert.equal(s.piles[layout.stock].length, 0, where);
      // While a card waits in the hand, it may go to every waste pile.
      if (s.piles[layout.hand].length > 0 && s.status === 'playing') {
        const keys = moves.map(moveKey);
        for (const w of layout.wastePiles) includes(keys, `hand>${layout.ids[w]}`, where);
      }
    }
    if (s.status === 'lost') {
      if (layout.tables.redeals !== -1) assert.equal(s.piles[layout.stock].length, 0, `${where}: lost with cards in the stock`);
      if (hasHand) assert.equal(s.piles[layout.hand].length, 0, where);
      // No move left but unproductive rearrangements: between piles of one kind, turning no card.
      for (const m of legalMoves(V, { ...s, status: 'playing' })) {
        const from = layout.indexOf.get(m.from)!;
        const to = layout.indexOf.get(m.to)!;
        assert.equal(isProgress(layout, s, from, to, m.count ?? 1), false, `${where}: lost but ${moveKey(m)} makes progress`);
      }
    }
  }

  /**
   * Plays the steps from a new game: each move is picked from legalMoves and must be accepted; before
   * it, a random probe not in legalMoves must be refused without changing anything. Every game and
   * state handed to the engine is frozen, so a mutation throws.
   */
  function playOut(origin: { seed?: string; deck?: string[] }, autoPlay: boolean, steps: readonly Step[], check = true): Game {
    let game = deepFreeze(newGame(V, { ...origin, autoPlay }));
    if (check) checkPosition(currentState(game), 'deal');
    for (const [i, step] of steps.entries()) {
      if (i >= maxMoves) break;
      const s = currentState(game);
      const moves = legalMoves(V, s);
      if (moves.length === 0) break;
      if (check) {
        const [f, t, count] = step.probe;
        const probe: Move = { from: layout.ids[f % n], to: layout.ids[t % n], count };
        // A redeal is listed once, with the number of cards it gathers; `count: 1` names the same
        // redeal (docs/rules.md, redeals), so it is not a move outside the list.
        const sameRedeal =
          probe.to === layout.ids[layout.stock] && count === 1 && moves.some((m) => m.from === probe.from && m.to === probe.to);
        if (!sameRedeal && !moves.some((m) => moveKey(m) === moveKey(probe))) {
          const r = play(V, game, probe);
          assert.equal(r.ok, false, `step ${i}: ${moveKey(probe)} is not in legalMoves but was accepted`);
          if (!r.ok) assert.ok(refusalText(r.reason).length > 0, `expected ${refusalText(r.reason).length} > ${0}`);
          assert.equal('game' in r, false, 'a refusal gives no new game (and the frozen one cannot have changed)');
        }
      }
      const move = moves[step.pick % moves.length];
      const r = play(V, game, move);
      if (!r.ok) throw new Error(`step ${i}: ${moveKey(move)} is in legalMoves but was refused: ${refusalText(r.reason)}`);
      assert.equal(r.turn[0].from, move.from);
      assert.equal(r.turn[0].to, move.to);
      assert.equal(
        r.turn.slice(1).every((a) => a.auto),
        true,
      );
      game = deepFreeze(r.game);
      if (check) checkPosition(currentState(game), `step ${i} (${moveKey(move)})`);
    }
    return game;
  }

  describe(`properties: ${id}`, () => {
    it('the same cards always; every legal move is accepted; anything else is refused and changes nothing; status is right', () => {
      fc.assert(
        fc.property(origins, fc.boolean(), stepsArb, (origin, autoPlay, steps) => {
          playOut(origin, autoPlay, steps);
        }),
        { numRuns: runs(NUM_RUNS) },
      );
    });

    it('legalMoves is complete: at sampled positions, a from/to/count is accepted exactly when listed', () => {
      fc.assert(
        fc.property(origins, stepsArb, (origin, steps) => {
          const s = deepFreeze(currentState(playOut(origin, true, steps, false)));
          const listed = new Set(legalMoves(V, s).map(moveKey));
          for (let f = 0; f < n; f++) {
            for (let t = 0; t < n; t++) {
              for (let count = 1; count <= 3; count++) {
                const move = { from: layout.ids[f], to: layout.ids[t], count };
                const ok = applyMove(V, s, move, { autoPlay: false }).ok;
                if (ok !== listed.has(moveKey(move))) throw new Error(`${moveKey(move)}: accepted ${ok}, listed ${!ok}`);
              }
            }
          }
        }),
        { numRuns: runs(8) },
      );
    });

    it('undo returns the previous position; undo then redo returns the identical game', () => {
      fc.assert(
        fc.property(origins, fc.boolean(), stepsArb, fc.nat(), (origin, autoPlay, steps, back) => {
          const game = playOut(origin, autoPlay, steps, false);
          const turns = game.turns.length;
          const k = turns === 0 ? 0 : (back % turns) + 1;
          let g = game;
          for (let i = 0; i < k; i++) {
            const u = undo(g);
            if (!u) throw new Error('undo refused with turns to undo');
            assert.deepEqual(u.turn, game.turns[turns - 1 - i]);
            g = u.game;
            assert.deepEqual(currentState(g), game.states[turns - 1 - i]);
          }
          if (k === turns) assert.equal(undo(g), null);
          for (let i = 0; i < k; i++) {
            const r = redo(g);
            if (!r) throw new Error('redo refused with turns to redo');
            g = r.game;
          }
          assert.equal(redo(g), null);
          assert.deepEqual(g, game);
          assert.equal(serializeGame(V, g), serializeGame(V, game));
        }),
        { numRuns: runs(NUM_RUNS) },
      );
    });

    it('a new move after undo drops the redo future', () => {
      fc.assert(
        fc.property(origins, stepsArb, fc.nat(), (origin, steps, pick) => {
          const game = playOut(origin, true, steps, false);
          const u = undo(game);
          if (!u) return;
          const moves = legalMoves(V, currentState(u.game));
          const r = play(V, u.game, moves[pick % moves.length]);
          if (!r.ok) throw new Error(refusalText(r.reason));
          assert.equal(r.game.turns.length, game.turns.length);
          assert.equal(r.game.cursor, game.turns.length);
          assert.equal(redo(r.game), null);
        }),
        { numRuns: runs(10) },
      );
    });

    it('serializeGame → restoreGame gives the identical game (states, turns, cursor), also after undos', () => {
      fc.assert(
        fc.property(origins, fc.boolean(), stepsArb, fc.nat(), (origin, autoPlay, steps, back) => {
          let game = playOut(origin, autoPlay, steps, false);
          for (let i = 0; i < back % 4; i++) game = undo(game)?.game ?? game;
          const saved = serializeGame(V, game);
          const { game: restored, variant } = restoreGame(saved, lookup);
          assert.equal(variant.id, id);
          assert.equal(restored.cursor, game.cursor);
          assert.deepEqual(restored.turns, game.turns);
          assert.deepEqual(restored.states, game.states);
          assert.deepEqual(restored, game);
          assert.equal(serializeGame(V, restored), saved);
        }),
        { numRuns: runs(NUM_RUNS) },
      );
    });
  });
}

describe('properties: sanity of the generators', () => {
  it('plain play reaches lost games in every variant (the loss checks are not vacuous)', () => {
    for (const id of variantIds) {
      const V = getVariant(id);
      const seen = new Set<string>();
      for (let i = 1; i <= 60 && !seen.has('lost'); i++) {
        let game = newGame(V, { seed: `sanity-${i}` });
        const layout = layoutOf(V);
        for (let k = 0; k < 2000 && currentState(game).status === 'playing'; k++) {
          const s = currentState(game);
          const moves = legalMoves(V, s);
          if (moves.length === 0) break;
          // The first move that makes progress (foundation moves come first), else one round the stock.
          const progress = moves.find((m) => isProgress(layout, s, layout.indexOf.get(m.from)!, layout.indexOf.get(m.to)!, m.count ?? 1));
          const r = play(V, game, progress ?? moves.find((m) => m.from === 'stock' || m.to === 'stock') ?? moves[0]);
          if (!r.ok) throw new Error(refusalText(r.reason));
          game = r.game;
        }
        seen.add(currentState(game).status);
      }
      includes([...seen], 'lost', id);
    }
  });
});
