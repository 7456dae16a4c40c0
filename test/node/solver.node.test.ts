/**
 * The solver, hint and greedy player (src/engine/solver.ts), in Node: winning lines replay to a win,
 * constructed lost positions are proved lost, budgets give `unknown`, the search's move generator is
 * the engine's, hints are legal, the greedy player plays legally and sees no hidden card.
 *
 * Run: node --import tsx --test test/node/solver.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseCard, type Card } from '../../src/engine/cards.js';
import { shuffledDeck } from '../../src/engine/deck.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyExact, deal, legalMoves, type GameState, type Move } from '../../src/engine/rules.js';
import { greedyMove, greedyPlay, solve, solverCore, solverLegalMoves } from '../../src/engine/solver.js';
import { hint } from '../../src/engine/hint.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { ladyBetty, ladyCadogan, sirTommy, variants } from '../../src/variants/index.js';
import { lostGames } from '../fixtures/lost-games.js';
import { winningGames } from '../fixtures/winning-games.js';
import { refusalText } from '../../src/engine/reasons.js';

const ALL = Object.values(variants);
const moveKey = (m: Move): string => `${m.from}>${m.to}${(m.count ?? 1) > 1 ? `x${m.count}` : ''}`;

/** A position from card codes per pile id, bottom to top (the stock's last card is dealt first). */
function position(variant: VariantDefinition, piles: Record<string, string>, faceDown: Record<string, number> = {}): GameState {
  const layout = layoutOf(variant);
  const cards = layout.ids.map((id) => (piles[id] ?? '').split(/\s+/).filter(Boolean).map(parseCard));
  const down = layout.ids.map((id, i) => (layout.kinds[i] === 'stock' ? cards[i].length : (faceDown[id] ?? 0)));
  return { piles: cards, faceDown: down, moves: 0, status: 'playing' };
}

/** Replays moves with applyExact (no automatic play added), failing on the first illegal one. */
function replay(variant: VariantDefinition, state: GameState, moves: readonly Move[]): GameState {
  let s = state;
  moves.forEach((m, i) => {
    const r = applyExact(variant, s, m);
    if (!r.ok) assert.fail(`move ${i + 1} (${moveKey(m)}) is illegal: ${refusalText(r.reason)}`);
    s = r.state;
  });
  return s;
}

/** A random position of a variant: the deal of `seed` after `steps` random legal moves. */
function randomPosition(variant: VariantDefinition, seed: string, steps: number, pick: (n: number) => number): GameState {
  let s = deal(variant, shuffledDeck(seed));
  for (let i = 0; i < steps && s.status === 'playing'; i++) {
    const ms = legalMoves(variant, s);
    if (ms.length === 0) break;
    s = replay(variant, s, [ms[pick(ms.length)]]);
  }
  return s;
}

/** Deals the solver wins well inside 50 000 nodes (found with scripts/find-deals.ts). */
const WON_SEEDS: Record<string, string[]> = {
  'sir-tommy': ['5', '8', '9', '12', '13'],
  'lady-betty': ['3', '6', '10', '12', '14'],
  'lady-cadogan': ['3', '4', '12', '14'],
};
const BUDGET = { maxNodes: 200_000, maxMs: 60_000 };

describe('solve: winning lines', () => {
  for (const variant of ALL) {
    for (const seed of WON_SEEDS[variant.id]) {
      it(`${variant.id} deal ${seed}: won, and the line replays with applyExact to status won`, () => {
        const start = deal(variant, shuffledDeck(seed));
        const r = solve(variant, start, BUDGET);
        assert.equal(r.result, 'won');
        assert.ok(r.moves && r.auto && r.moves.length === r.auto.length);
        assert.ok(r.nodes > 0 && r.ms >= 0);
        assert.equal(replay(variant, start, r.moves).status, 'won');
      });
    }
    it(`${variant.id}: the line's user moves alone win with automatic play on (play() adds the rest)`, () => {
      const seed = WON_SEEDS[variant.id][0];
      let game = newGame(variant, { seed, autoPlay: true });
      const r = solve(variant, currentState(game), BUDGET);
      assert.equal(r.result, 'won');
      const user = r.moves!.filter((_, i) => !r.auto![i]);
      assert.ok(user.length < r.moves!.length, 'some moves are automatic');
      for (const m of user) {
        const p = play(variant, game, m);
        if (!p.ok) assert.fail(`${moveKey(m)} refused: ${refusalText(p.reason)}`);
        game = p.game;
      }
      assert.equal(currentState(game).status, 'won');
    });
  }

  it('a position that is already won is won with no moves', () => {
    const s = position(sirTommy, { 'foundation-1': 'AC 2D' });
    const r = solve(sirTommy, s);
    assert.equal(r.result, 'won');
    assert.deepEqual(r.moves, []);
  });
});

describe('solve: lost positions are proved lost', () => {
  it('Sir Tommy: both aces buried under twos, the hand card can go anywhere (every placement tried)', () => {
    const s = position(sirTommy, { hand: '3C', 'waste-1': 'AC 2C', 'waste-2': 'AD 2D' });
    assert.ok(legalMoves(sirTommy, s).length >= 4, 'the hand card has moves');
    const r = solve(sirTommy, s);
    assert.equal(r.result, 'lost');
    assert.equal(r.moves, undefined);
  });

  it('Sir Tommy: every ace under a two, nothing left to deal: lost (no move at all)', () => {
    const s = position(sirTommy, { 'waste-1': 'AS 2S', 'waste-2': 'AH 2H', 'waste-3': 'AD 2D', 'waste-4': 'AC 2C' });
    assert.equal(legalMoves(sirTommy, s).length, 0);
    assert.equal(solve(sirTommy, s).result, 'lost');
  });

  it('Lady Betty: hearts own the base-2 foundation and 3H is under 4H; the hand card has 2 distinct placements', () => {
    const s = position(ladyBetty, { hand: '5S', 'foundation-1': '2H', 'waste-1': '3H 4H', 'waste-2': '6S' });
    assert.ok(legalMoves(ladyBetty, s).length >= 6);
    assert.equal(solve(ladyBetty, s).result, 'lost');
  });

  it('Lady Betty: two suits block each other (a precedence cycle through two waste piles)', () => {
    // Hearts (base 2) need 3H then 4H; spades (base 3) need 4S then 5S. 5S lies on 3H, 4H on 4S:
    // 5S needs 4S, 4S needs 4H gone, 4H needs 3H, 3H needs 5S gone. The hand's 6D can only be placed.
    const s = position(ladyBetty, {
      hand: '6D',
      'foundation-1': '2H',
      'foundation-2': '3S',
      'waste-1': '3H 5S',
      'waste-2': '4S 4H',
    });
    assert.ok(legalMoves(ladyBetty, s).length > 0);
    assert.equal(solve(ladyBetty, s).result, 'lost');
  });

  it('Lady Cadogan: only tableau rearrangements remain (QS between two kings), stock empty: lost', () => {
    const s = position(ladyCadogan, { 'tableau-1': 'KH QS', 'tableau-2': 'KD', 'tableau-3': 'AH 2H' });
    const moves = legalMoves(ladyCadogan, s).map(moveKey);
    assert.ok(moves.includes('tableau-1>tableau-2'), 'a rearrangement is legal');
    const r = solve(ladyCadogan, s);
    assert.equal(r.result, 'lost');
  });

  it('Lady Cadogan: a face-down card that can be reached wins; with the needed two missing, lost', () => {
    // 2H is face down under 3S: 3S onto 4D turns it up; AH (waste) and 2H go up; 3S, 4D follow.
    const won = position(
      ladyCadogan,
      { waste: 'AH', 'tableau-1': '2H 3S', 'tableau-2': '4D', 'foundation-1': 'AS 2S', 'foundation-2': 'AD 2D 3D' },
      { 'tableau-1': 1 },
    );
    const r = solve(ladyCadogan, won);
    assert.equal(r.result, 'won');
    const end = replay(ladyCadogan, won, r.moves!);
    const layout = layoutOf(ladyCadogan);
    assert.ok(end.piles.every((p, i) => p.length === 0 || layout.kinds[i] === 'foundation'), 'every card on a foundation');
    // No 2S in the game: 3S can never go up.
    const lost = position(ladyCadogan, { waste: 'AH', 'tableau-1': '2H 3S', 'tableau-2': '4C' }, { 'tableau-1': 1 });
    assert.equal(solve(ladyCadogan, lost).result, 'lost');
  });
});

describe('solve: budgets', () => {
  for (const variant of ALL) {
    it(`${variant.id}: a tiny node budget gives unknown, with no moves`, () => {
      const r = solve(variant, deal(variant, shuffledDeck('2')), { maxNodes: 3 });
      assert.equal(r.result, 'unknown');
      assert.equal(r.moves, undefined);
      assert.ok(r.nodes <= 3);
    });
  }
  it('a tiny time budget gives unknown on a deal not won in the first dive', () => {
    const r = solve(sirTommy, deal(sirTommy, shuffledDeck('1')), { maxMs: 5 });
    assert.equal(r.result, 'unknown');
    assert.ok(r.ms < 1000, `stopped soon after the budget (${r.ms} ms)`);
  });
  it('the same deal and budget always give the same line (deterministic)', () => {
    const s = deal(ladyBetty, shuffledDeck('6'));
    const a = solve(ladyBetty, s, { maxNodes: 50_000, maxMs: 60_000 });
    const b = solve(ladyBetty, s, { maxNodes: 50_000, maxMs: 60_000 });
    assert.deepEqual(a.moves, b.moves);
    assert.equal(a.nodes, b.nodes);
  });
});

describe("the search's move generator is the engine's", () => {
  for (const variant of ALL) {
    it(`${variant.id}: solverLegalMoves equals legalMoves on random positions (property)`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 120 }), fc.infiniteStream(fc.nat()), (seed, steps, picks) => {
          const it = picks[Symbol.iterator]();
          const s = randomPosition(variant, String(seed), steps, (n) => it.next().value % n);
          const a = legalMoves(variant, s).map(moveKey).sort();
          const b = solverLegalMoves(variant, s).map(moveKey).sort();
          assert.deepEqual(b, a);
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('dead-position tests never fire on a position that can still be won', () => {
  for (const variant of ALL) {
    it(`${variant.id}: no position along winning lines is called dead`, () => {
      const core = solverCore(variant);
      for (const seed of WON_SEEDS[variant.id]) {
        const start = deal(variant, shuffledDeck(seed));
        const r = solve(variant, start, BUDGET);
        assert.equal(r.result, 'won');
        let s = start;
        for (const m of r.moves!) {
          core.load(s);
          assert.equal(core.dead(), false, `deal ${seed}, before ${moveKey(m)}`);
          s = replay(variant, s, [m]);
        }
      }
    });
  }

  it('Lady Betty: a suit that owns no foundation yet can be dead under every choice of base', () => {
    const core = solverCore(ladyBetty);
    // 5H above 4H above 3H: from base 2 or 3, 3H must go before 4H; from base 4, 4H before 5H… wrapping;
    // from base 5, 4H before 3H. Every base has a pair in the wrong order.
    core.load(position(ladyBetty, { hand: 'KS', 'waste-1': '3H 4H 5H' }));
    assert.equal(core.dead(), true);
    // The other way up (3H on top) is fine from base 3.
    core.load(position(ladyBetty, { hand: 'KS', 'waste-1': '5H 4H 3H' }));
    assert.equal(core.dead(), false);
    // 4H on 3H alone is fine (from base 4: 4H … KH AH 2H 3H).
    core.load(position(ladyBetty, { hand: 'KS', 'waste-1': '3H 4H' }));
    assert.equal(core.dead(), false);
  });

  it('the canonical key ignores the order of interchangeable piles and sees real differences', () => {
    const core = solverCore(sirTommy);
    const key = (s: GameState): string => {
      core.load(s);
      const k = new Int32Array(2);
      core.key(k);
      return `${k[0]}:${k[1]}`;
    };
    const a = position(sirTommy, { stock: '9C', hand: 'KD', 'waste-1': '5C 3D', 'waste-3': '7H', 'foundation-2': 'AS' });
    const b = position(sirTommy, { stock: '9C', hand: 'KD', 'waste-4': '5C 3D', 'waste-2': '7H', 'foundation-4': 'AS' });
    const suitsSwapped = position(sirTommy, { stock: '9S', hand: 'KH', 'waste-4': '5D 3C', 'waste-2': '7S', 'foundation-4': 'AC' });
    const different = position(sirTommy, { stock: '9C', hand: 'KD', 'waste-1': '3D 5C', 'waste-3': '7H', 'foundation-2': 'AS' });
    assert.equal(key(a), key(b));
    assert.equal(key(a), key(suitsSwapped), 'Sir Tommy never reads a suit');
    assert.notEqual(key(a), key(different));
    const betty = solverCore(ladyBetty);
    const bettyKey = (s: GameState): string => {
      betty.load(s);
      const k = new Int32Array(2);
      betty.key(k);
      return `${k[0]}:${k[1]}`;
    };
    // Lady Betty reads suits; its waste piles are interchangeable.
    assert.notEqual(bettyKey(position(ladyBetty, { 'waste-1': '7H' })), bettyKey(position(ladyBetty, { 'waste-1': '7S' })));
    assert.equal(bettyKey(position(ladyBetty, { 'waste-1': '7H' })), bettyKey(position(ladyBetty, { 'waste-6': '7H' })));
  });
});

describe('hint', () => {
  for (const variant of ALL) {
    it(`${variant.id}: the hint is a legal move on random positions (property)`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 80 }), fc.infiniteStream(fc.nat()), (seed, steps, picks) => {
          const it = picks[Symbol.iterator]();
          const s = randomPosition(variant, String(seed), steps, (n) => it.next().value % n);
          const h = hint(variant, s, { samples: 3, maxNodes: 3_000 });
          const legal = legalMoves(variant, s).map(moveKey);
          if (legal.length === 0) assert.equal(h.move, null);
          else {
            assert.ok(h.move, 'a move when some is legal');
            assert.ok(legal.includes(moveKey(h.move)), `${moveKey(h.move)} is legal`);
          }
        }),
        { numRuns: 25 },
      );
    });
  }
  it('null when there is no legal move, and for a finished game', () => {
    const stuck = position(sirTommy, { 'waste-1': 'AC 2C' });
    assert.equal(hint(sirTommy, stuck).move, null);
    assert.equal(hint(sirTommy, { ...stuck, status: 'lost' }).move, null);
    assert.equal(hint(sirTommy, { ...stuck, status: 'lost' }).samples, 0);
  });
  it('an automatic play is the hint; with nothing decided, the first move in the solver\'s order', () => {
    const s = position(
      ladyCadogan,
      { stock: 'KC QC', 'tableau-1': 'AH', 'tableau-2': '9S 5D', 'tableau-3': '6C', 'tableau-4': '8H 7D 3S' },
      { 'tableau-2': 1, 'tableau-4': 2 },
    );
    const h = hint(ladyCadogan, s, { samples: 1, maxNodes: 1 });
    assert.deepEqual(h.move, { from: 'tableau-1', to: 'foundation-1' });
    const after = replay(ladyCadogan, s, [h.move!]);
    assert.deepEqual(hint(ladyCadogan, after, { samples: 1, maxNodes: 1 }).move, { from: 'tableau-2', to: 'tableau-3' });
  });
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
    const id = variant.id as keyof typeof winningGames;
    it(`${variant.id}: the winning game's user moves win with automatic play on`, () => {
      const { deck, moves } = winningGames[id];
      assert.equal(deck.length, 52);
      assert.equal(playAll(variant, deck, moves).status, 'won');
      assert.notEqual(playAll(variant, deck, moves.slice(0, -1)).status, 'won', 'the last move is needed');
    });
    it(`${variant.id}: the lost game ends lost, with the stock empty, on its last move`, () => {
      const { deck, moves } = lostGames[id];
      const end = playAll(variant, deck, moves);
      assert.equal(end.status, 'lost');
      assert.equal(end.piles[layoutOf(variant).stock].length, 0);
      assert.equal(playAll(variant, deck, moves.slice(0, -1)).status, 'playing');
    });
  }
  it('Lady Cadogan: the lost game is lost by the "only tableau rearrangements remain" rule', () => {
    const end = playAll(ladyCadogan, lostGames['lady-cadogan'].deck, lostGames['lady-cadogan'].moves);
    const layout = layoutOf(ladyCadogan);
    const left = legalMoves(ladyCadogan, { ...end, status: 'playing' });
    assert.ok(left.length > 0, 'tableau moves are still legal');
    for (const m of left) {
      assert.equal(layout.kinds[layout.indexOf.get(m.from)!], 'tableau');
      assert.equal(layout.kinds[layout.indexOf.get(m.to)!], 'tableau');
    }
  });
});

describe('greedy player', () => {
  for (const variant of ALL) {
    it(`${variant.id}: every move is legal and "won" matches the final status (property)`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (n) => {
          const seed = String(n);
          const g = greedyPlay(variant, seed);
          const end = replay(variant, deal(variant, shuffledDeck(seed)), g.moves);
          assert.equal(end.status === 'won', g.won);
          assert.equal(greedyMove(variant, end), null, 'it stopped because it had no move left');
        }),
        { numRuns: 40 },
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
            const s = replay(variant, deal(variant, shuffledDeck(String(seed))), g.moves.slice(0, steps));
            if (s.status !== 'playing') return;
            // Collect the hidden cards and deal them back in another order.
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
            const t: GameState = { ...s, piles };
            assert.deepEqual(greedyMove(variant, t), greedyMove(variant, s));
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it('wins some deals and loses most (greedy is weak but not useless)', () => {
    let won = 0;
    for (let i = 1; i <= 200; i++) if (greedyPlay(sirTommy, String(i)).won) won++;
    assert.ok(won >= 5 && won <= 60, `Sir Tommy greedy won ${won} of 200`);
  });
});
