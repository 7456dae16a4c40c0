/**
 * The solver, hint and greedy player (src/engine/solver.ts), for every variant in the registry:
 * winning lines replay to a win, budgets give `unknown`, the search generates the engine's moves, the
 * dead tests never fire along a winning line, the canonical key ignores what the rules cannot see,
 * hints are legal, the greedy player plays legally and sees no hidden card, and the game fixtures
 * replay. Positions a particular game needs are in its rules-<id>.test.ts; the solver's `lost` is
 * checked against a brute force in solver-soundness.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cardCode, type Card } from '../../src/engine/cards.js';
import { parseDeck, shuffledDeck } from '../../src/engine/deck.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { refusalText } from '../../src/engine/reasons.js';
import { deal, legalMoves, type GameState, type Move } from '../../src/engine/rules.js';
import { searchRules } from '../../src/engine/search-rules.js';
import { hint } from '../../src/engine/hint.js';
import { greedyMove, greedyPlay, solve, SolverCore, solverCore, solverLegalMoves } from '../../src/engine/solver.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { lostGames } from '../fixtures/lost-games.js';
import { winningGames } from '../fixtures/winning-games.js';
import { moveKey, replayLine } from './helpers.js';
import { HAND_GAME, ONE_DECK } from '../helpers/shapes.js';

const ALL = variantIds.map(getVariant);

/**
 * Deals the solver wins well inside 50,000 positions, per variant (written by scripts/find-deals.ts):
 * seeds, or `deck:` and a deck order (for a game none of whose seeded deals the solver wins yet).
 */
const solverDeals = JSON.parse(readFileSync(new URL('../fixtures/solver-deals.json', import.meta.url), 'utf8')) as Record<string, string[]>;
const BUDGET = { maxNodes: 200_000, maxMs: 120_000 };

/** The deals of `variant` the solver wins, failing with what to do when the fixture lacks them. */
function wonSeeds(variant: VariantDefinition): string[] {
  const seeds = solverDeals[variant.id];
  assert.ok(
    seeds && seeds.length >= 2,
    `test/fixtures/solver-deals.json has no deals for ${variant.id}: run node --import tsx scripts/find-deals.ts --variant ${variant.id}`,
  );
  return seeds;
}

/** The deck of a fixture deal: a seed's shuffle, or the order given after `deck:`. */
const deckOf = (variant: VariantDefinition, deal: string): number[] =>
  deal.startsWith('deck:') ? parseDeck(deal.slice(5), layoutOf(variant).decks) : shuffledDeck(deal, layoutOf(variant).decks);
/** A new game of a fixture deal. */
const gameOf = (variant: VariantDefinition, d: string, autoPlay: boolean) =>
  d.startsWith('deck:') ? newGame(variant, { deck: d.slice(5), autoPlay }) : newGame(variant, { seed: d, autoPlay });

/** A random position of a variant: the deal of `seed` after `steps` random legal moves. */
function randomPosition(variant: VariantDefinition, seed: string, steps: number, pick: (n: number) => number): GameState {
  let s = deal(variant, shuffledDeck(seed, layoutOf(variant).decks));
  for (let i = 0; i < steps && s.status === 'playing'; i++) {
    const ms = legalMoves(variant, s);
    if (ms.length === 0) break;
    s = replayLine(variant, s, [ms[pick(ms.length)]]);
  }
  return s;
}

/** A position with no card at all (no move is legal; nothing is left to win). */
const emptyPosition = (variant: VariantDefinition): GameState => {
  const n = layoutOf(variant).ids.length;
  return { piles: Array.from({ length: n }, () => []), faceDown: Array.from({ length: n }, () => 0), moves: 0, status: 'playing' };
};

describe('solve: winning lines', () => {
  for (const variant of ALL) {
    it(`${variant.id}: the deals in the fixture are won, and each line replays with applyExact to status won`, () => {
      for (const seed of wonSeeds(variant)) {
        const start = deal(variant, deckOf(variant, seed));
        const r = solve(variant, start, BUDGET);
        assert.equal(r.result, 'won', `deal ${seed.slice(0, 40)}`);
        assert.ok(r.moves && r.auto && r.moves.length === r.auto.length);
        assert.ok(r.nodes > 0 && r.ms >= 0);
        assert.equal(replayLine(variant, start, r.moves).status, 'won', `deal ${seed.slice(0, 40)}`);
      }
    });
    it(`${variant.id}: the line's user moves alone win with automatic play on (play() adds the rest)`, () => {
      let game = gameOf(variant, wonSeeds(variant)[0], true);
      const r = solve(variant, currentState(game), BUDGET);
      assert.equal(r.result, 'won');
      const user = r.moves!.filter((_, i) => !r.auto![i]);
      if (searchRules(layoutOf(variant)).forced) assert.ok(user.length < r.moves!.length, 'some moves are automatic');
      else assert.equal(user.length, r.moves!.length, 'no forced moves where automatic play is no dominance');
      for (const m of user) {
        const p = play(variant, game, m);
        if (!p.ok) assert.fail(`${moveKey(m)} refused: ${refusalText(p.reason)}`);
        game = p.game;
      }
      assert.equal(currentState(game).status, 'won');
    });
    it(`${variant.id}: a position with no card left is won with no moves`, () => {
      const r = solve(variant, emptyPosition(variant));
      assert.equal(r.result, 'won');
      assert.deepEqual(r.moves, []);
    });
  }
});

describe('solve: budgets', () => {
  for (const variant of ALL) {
    it(`${variant.id}: a tiny node budget gives unknown, with no moves`, () => {
      const r = solve(variant, deal(variant, shuffledDeck('2', layoutOf(variant).decks)), { maxNodes: 3 });
      assert.equal(r.result, 'unknown');
      assert.equal(r.moves, undefined);
      assert.ok(r.nodes <= 3);
    });
    it(`${variant.id}: the same deal and budget always give the same answer, line and node count (deterministic)`, () => {
      // The one check of this: the players (test/node/players.node.test.ts) and hints build on it.
      for (const seed of ['1', '6']) {
        const s = deal(variant, shuffledDeck(seed, layoutOf(variant).decks));
        const a = solve(variant, s, { maxNodes: 20_000, maxMs: 60_000 });
        const b = solve(variant, s, { maxNodes: 20_000, maxMs: 60_000 });
        assert.deepEqual({ ...a, ms: 0 }, { ...b, ms: 0 }, `deal ${seed}`);
      }
    });
  }
});

describe("the search's move generator is the engine's", () => {
  for (const variant of ALL) {
    it(`${variant.id}: solverLegalMoves equals legalMoves on random positions (property)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 120 }),
          fc.infiniteStream(fc.nat()),
          (seed, steps, picks) => {
            const it = picks[Symbol.iterator]();
            const s = randomPosition(variant, String(seed), steps, (n) => it.next().value % n);
            assert.deepEqual(solverLegalMoves(variant, s).map(moveKey).sort(), legalMoves(variant, s).map(moveKey).sort());
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

describe('dead tests and keys', () => {
  it('the dead tests read only the position: the same answer after any other position (property)', () => {
    // The tests keep scratch tables between calls (the precedence test's sequences, which the
    // future-card test reads); a position's answer must not depend on the one tested before it.
    for (const variant of ALL) {
      const shared = solverCore(variant);
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 60 }),
          fc.integer({ min: 0, max: 60 }),
          fc.infiniteStream(fc.nat()),
          (seed, s1, s2, picks) => {
            const it = picks[Symbol.iterator]();
            const pick = (n: number): number => it.next().value % n;
            const first = randomPosition(variant, String(seed), s1, pick);
            const second = randomPosition(variant, String(seed + 1), s2, pick);
            shared.load(first);
            shared.dead();
            shared.load(second);
            const fresh = new SolverCore(layoutOf(variant));
            fresh.load(second);
            assert.equal(shared.dead(), fresh.dead());
          },
        ),
        { numRuns: 100 },
      );
    }
  });

  /**
   * A position of the hand game: `fill` puts cards (ids: suit * 13 + rank - 1) on the foundations
   * and waste piles; every other card is in the stock, face down.
   */
  const handPosition = (fill: (piles: Card[][], foundations: readonly number[], waste: readonly number[]) => void): GameState => {
    const layout = layoutOf(getVariant(HAND_GAME));
    const piles: Card[][] = layout.ids.map(() => []);
    fill(piles, layout.foundations, searchRules(layout).foundationOnly);
    const placed = new Set(piles.flat());
    piles[layout.stock] = ONE_DECK.map((_, c) => c).filter((c) => !placed.has(c));
    return { piles, faceDown: layout.ids.map((_, p) => (p === layout.stock ? piles[p].length : 0)), moves: 0, status: 'playing' };
  };
  const card = (rank: number, suit: number): Card => suit * 13 + rank - 1;

  it('the column test sees a rank count change under a pile it has seen before', () => {
    // A pile 4, 5 (the five on top) with two fives up: the five is at best the third, the four under
    // it at best the fourth of its rank. One more five up, the same pile is dead (the four would be a
    // fifth). The pile is the same in both positions: what the test kept of it must not be reused.
    const position = (fivesUp: number): GameState =>
      handPosition((piles, [f0, f1, f2], waste) => {
        for (let r = 1; r <= 5; r++) piles[f0].push(card(r, 0));
        for (let r = 1; r <= 5; r++) piles[f1].push(card(r, 1));
        for (let r = 1; r <= 3 + fivesUp - 1; r++) piles[f2].push(card(r, 2));
        piles[waste[0]].push(card(4, 3), card(5, 3));
      });
    const core = new SolverCore(layoutOf(getVariant(HAND_GAME)));
    core.load(position(2));
    assert.equal(core.dead(), false);
    core.load(position(3));
    assert.equal(core.dead(), true);
  });

  it('the column test: two cards of a rank that can each only be the fourth of it are dead, one is not', () => {
    // In a pile 5, 6, 7, 8 (the eight on top) each card goes up before the one under it, so the five
    // is at best the fourth five. Two such piles ask for two fourth fives.
    const position = (count: number): GameState =>
      handPosition((piles, _, waste) => {
        for (let k = 0; k < count; k++) for (let r = 5; r <= 8; r++) piles[waste[k]].push(card(r, k));
      });
    const core = new SolverCore(layoutOf(getVariant(HAND_GAME)));
    core.load(position(1));
    assert.equal(core.dead(), false);
    core.load(position(2));
    assert.equal(core.dead(), true);
  });

  it('the dead tests read only the position along a game, forwards and back (property)', () => {
    // The column test keeps each pile's intervals while the pile and the rank counts stay the same
    // (dead-tests.ts); positions one move apart share most piles, so this walks a random game and back.
    for (const variant of ALL) {
      const shared = solverCore(variant);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (seed, picks) => {
          const line: GameState[] = [];
          for (let k = 0; k <= picks.length; k++) {
            let i = 0;
            line.push(randomPosition(variant, String(seed), k, (n) => picks[i++] % n));
          }
          for (const s of [...line, ...line.slice().reverse()]) {
            shared.load(s);
            const fresh = new SolverCore(layoutOf(variant));
            fresh.load(s);
            assert.equal(shared.dead(), fresh.dead(), JSON.stringify(s.piles));
          }
        }),
        { numRuns: 8 },
      );
    }
  });

  for (const variant of ALL) {
    it(`${variant.id}: no position along the winning lines is called dead`, () => {
      const core = solverCore(variant);
      for (const seed of wonSeeds(variant)) {
        const start = deal(variant, deckOf(variant, seed));
        const r = solve(variant, start, BUDGET);
        assert.equal(r.result, 'won');
        let s = start;
        for (const m of r.moves!) {
          core.load(s);
          assert.equal(core.dead(), false, `deal ${seed.slice(0, 40)}, before ${moveKey(m)}`);
          s = replayLine(variant, s, [m]);
        }
      }
    });

    it(`${variant.id}: the canonical key ignores the order of interchangeable piles and what the rules never read (property)`, () => {
      const layout = layoutOf(variant);
      const rules = searchRules(layout);
      const core = solverCore(variant);
      const key = (s: GameState): string => {
        core.load(s);
        const k = new Int32Array(2);
        core.key(k);
        return `${k[0]}:${k[1]}`;
      };
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 150 }),
          fc.infiniteStream(fc.nat()),
          (seed, steps, picks) => {
            const it = picks[Symbol.iterator]();
            const s = randomPosition(variant, String(seed), steps, (n) => it.next().value % n);
            // Shuffle the piles within each interchangeable group.
            const piles = s.piles.slice();
            const faceDown = s.faceDown.slice();
            const groups = new Map<number, number[]>();
            rules.group.forEach((g, p) => g >= 0 && groups.set(g, [...(groups.get(g) ?? []), p]));
            for (const members of groups.values()) {
              const order = members.slice();
              for (let k = order.length - 1; k > 0; k--) {
                const r = it.next().value % (k + 1);
                [order[k], order[r]] = [order[r], order[k]];
              }
              members.forEach((p, k) => {
                piles[p] = s.piles[order[k]];
                faceDown[p] = s.faceDown[order[k]];
              });
            }
            assert.equal(key({ ...s, piles, faceDown }), key(s));
            // Swap what the key does not see: suits when it sees ranks only, suits of one colour when it sees colours.
            if (rules.keyBy !== 'face') {
              const swap = rules.keyBy === 'rank' ? [1, 2, 3, 0] : [3, 2, 1, 0]; // C→D→H→S→C, or C↔S and D↔H
              const swapped = s.piles.map((p) => p.map((c: Card) => c - (c % 52) + swap[((c % 52) / 13) | 0] * 13 + (c % 13)));
              assert.equal(key({ ...s, piles: swapped }), key(s));
            }
            // A real difference: the top two cards of the stock swapped, when they differ for the key.
            const stock = s.piles[layout.stock];
            if (stock.length >= 2 && rules.keyCard[stock[stock.length - 1]] !== rules.keyCard[stock[stock.length - 2]]) {
              const other = s.piles.slice();
              other[layout.stock] = [...stock.slice(0, -2), stock[stock.length - 1], stock[stock.length - 2]];
              assert.notEqual(key({ ...s, piles: other }), key(s));
            }
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

describe('hint', () => {
  for (const variant of ALL) {
    it(`${variant.id}: the hint is a legal move on random positions (property)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 80 }),
          fc.infiniteStream(fc.nat()),
          (seed, steps, picks) => {
            const it = picks[Symbol.iterator]();
            const s = randomPosition(variant, String(seed), steps, (n) => it.next().value % n);
            const h = hint(variant, s, { samples: 3, maxNodes: 3_000 });
            const legal = legalMoves(variant, s).map(moveKey);
            if (legal.length === 0) assert.equal(h.move, null);
            else {
              assert.ok(h.move, 'a move when some is legal');
              assert.ok(legal.includes(moveKey(h.move)), `${moveKey(h.move)} is legal`);
            }
          },
        ),
        { numRuns: 10 },
      );
    });
    it(`${variant.id}: null when there is no legal move, and for a finished game`, () => {
      const empty = emptyPosition(variant);
      assert.equal(hint(variant, empty).move, null);
      assert.equal(hint(variant, { ...empty, status: 'lost' }).move, null);
      assert.equal(hint(variant, { ...empty, status: 'lost' }).samples, 0);
    });
  }
});

describe('game fixtures (test/fixtures, written by scripts/find-deals.ts)', () => {
  const playAll = (variant: VariantDefinition, deck: readonly string[], moves: readonly Move[]): GameState => {
    let game = newGame(variant, { deck, autoPlay: true });
    moves.forEach((m, i) => {
      const r = play(variant, game, m);
      if (!r.ok) assert.fail(`move ${i + 1} (${moveKey(m)}) refused: ${refusalText(r.reason)}`);
      game = r.game;
    });
    return currentState(game);
  };
  for (const variant of ALL) {
    const layout = layoutOf(variant);
    const missing = `test/fixtures has no game for ${variant.id}: run node --import tsx scripts/find-deals.ts --variant ${variant.id}`;
    it(`${variant.id}: the winning game's user moves win with automatic play on`, () => {
      const g = winningGames[variant.id];
      assert.ok(g, missing);
      assert.equal(g.deck.length, layout.cardCount);
      assert.equal(playAll(variant, g.deck, g.moves).status, 'won');
      assert.notEqual(playAll(variant, g.deck, g.moves.slice(0, -1)).status, 'won', 'the last move is needed');
    });
    it(`${variant.id}: the lost game ends lost, with nothing left to deal, on its last move`, () => {
      const g = lostGames[variant.id];
      assert.ok(g, missing);
      const end = playAll(variant, g.deck, g.moves);
      assert.equal(end.status, 'lost');
      assert.equal(end.piles[layout.stock].length, 0);
      assert.equal(playAll(variant, g.deck, g.moves.slice(0, -1)).status, 'playing');
    });
  }
});

describe('greedy player', () => {
  for (const variant of ALL) {
    /** Runs of a property: a two-deck game is several times the work of a one-deck one. */
    const runs = (k: number): number => (layoutOf(variant).cardCount > 52 ? Math.ceil(k / 4) : k);
    it(`${variant.id}: every move is legal and "won" matches the final status (property)`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (n) => {
          const seed = String(n);
          const g = greedyPlay(variant, seed);
          const end = replayLine(variant, deal(variant, shuffledDeck(seed, layoutOf(variant).decks)), g.moves);
          assert.equal(end.status === 'won', g.won);
          // It stopped because it had no move left, or the game was over, or (unlimited redeals) because
          // it was back where it had been.
          if (layoutOf(variant).tables.redeals !== -1)
            assert.equal(greedyMove(variant, end), null, 'it stopped because it had no move left');
          else if (end.status === 'playing') assert.ok(g.moves.length > 0);
        }),
        { numRuns: runs(15) },
      );
    });

    it(`${variant.id}: it sees no hidden card (shuffling the stock and face-down cards changes no choice)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 60 }),
          fc.infiniteStream(fc.nat()),
          (seed, steps, picks) => {
            const it = picks[Symbol.iterator]();
            const g = greedyPlay(variant, String(seed));
            const s = replayLine(variant, deal(variant, shuffledDeck(String(seed), layoutOf(variant).decks)), g.moves.slice(0, steps));
            if (s.status !== 'playing') return;
            const slots: [number, number][] = [];
            s.piles.forEach((_, i) => {
              for (let j = 0; j < s.faceDown[i]; j++) slots.push([i, j]);
            });
            const hidden: Card[] = slots.map(([i, j]) => s.piles[i][j]);
            for (let k = hidden.length - 1; k > 0; k--) {
              const r = it.next().value % (k + 1);
              [hidden[k], hidden[r]] = [hidden[r], hidden[k]];
            }
            const piles = s.piles.map((p) => p.slice());
            slots.forEach(([i, j], k) => (piles[i][j] = hidden[k]));
            assert.deepEqual(greedyMove(variant, { ...s, piles }), greedyMove(variant, s));
          },
        ),
        { numRuns: runs(20) },
      );
    });
  }
});

describe('the engine and the solver name cards alike', () => {
  for (const variant of ALL) {
    it(`${variant.id}: every card of a deal has a code that parses back`, () => {
      const s = deal(variant, shuffledDeck('1', layoutOf(variant).decks));
      const codes = s.piles.flat().map(cardCode);
      assert.equal(new Set(codes).size, layoutOf(variant).cardCount);
    });
  }
});
