/**
 * Properties of every variant over random deals (seeds and preset deck orders) and random sequences of
 * legal moves: card conservation, legalMoves agrees with play(), refusals change nothing, undo/redo and
 * save/restore are exact, status is right, and nothing mutates its input.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { cardCode } from '../../src/engine/cards.js';
import { currentState, newGame, play, redo, undo, type Game } from '../../src/engine/game.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, applyRaw, legalMoves, type GameState, type Move } from '../../src/engine/rules.js';
import { restoreGame, serializeGame } from '../../src/engine/serialize.js';
import { getVariant } from '../../src/variants/index.js';
import { deepFreeze, moveKey } from './helpers.js';
import { refusalText } from '../../src/engine/reasons.js';

const ALL = Array.from({ length: 52 }, (_, c) => cardCode(c));
const MAX_MOVES = 300;
const NUM_RUNS = 60;

/** How a game is dealt: a seed (decimal deal number or any text) or a preset deck order. */
const originArb = fc.oneof(
  fc.integer({ min: 1, max: 999_999_999 }).map((n) => ({ seed: String(n) })),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '').map((seed) => ({ seed })),
  fc.shuffledSubarray(ALL, { minLength: 52, maxLength: 52 }).map((deck) => ({ deck })),
);

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
const stepsArb = fc.array(
  fc.record({ pick: fc.nat(), probe: fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 4 })) }),
  { minLength: MAX_MOVES, maxLength: MAX_MOVES },
);

for (const id of ['sir-tommy', 'lady-betty', 'lady-cadogan']) {
  const V = getVariant(id);
  const layout = layoutOf(V);
  const n = layout.ids.length;
  const hasHand = layout.hand >= 0;
  const lookup = (vid: string) => getVariant(vid);

  /** Sorted codes of every card in every pile. */
  const allCardsOf = (s: GameState): string[] => s.piles.flat().map(cardCode).sort();
  const onFoundations = (s: GameState): number => layout.foundations.reduce((k, f) => k + s.piles[f].length, 0);

  /** Invariants of every position reached in play. */
  function checkPosition(s: GameState, where: string): void {
    // Exactly the 52 distinct cards across all piles.
    expect(allCardsOf(s).join(), where).to.equal([...ALL].sort().join());
    // Face down: the whole stock, never a whole tableau pile, nothing elsewhere.
    s.piles.forEach((p, i) => {
      const kind = layout.kinds[i];
      if (kind === 'stock') expect(s.faceDown[i], where).to.equal(p.length);
      else if (kind === 'tableau') expect(p.length === 0 ? s.faceDown[i] === 0 : s.faceDown[i] < p.length, `${where} ${layout.ids[i]}`).to.equal(true);
      else expect(s.faceDown[i], `${where} ${layout.ids[i]}`).to.equal(0);
    });
    if (layout.foundations.some((f) => s.piles[f].length > 13)) throw new Error(`${where}: a foundation over 13 cards`);
    // Status: won exactly when all 52 are on the foundations.
    expect(s.status === 'won', `${where}: won iff 52 up`).to.equal(onFoundations(s) === 52);
    const moves = legalMoves(V, s);
    if (s.status === 'playing') {
      expect(moves.length, `${where}: playing but no legal move`).to.be.greaterThan(0);
    } else {
      expect(moves.length, `${where}: game over but moves listed`).to.equal(0);
    }
    if (hasHand) {
      // Auto-deal: the hand is empty only once the stock is.
      if (s.piles[layout.hand].length === 0) expect(s.piles[layout.stock].length, where).to.equal(0);
      // While a card waits in the hand, it may go to every waste pile.
      if (s.piles[layout.hand].length > 0 && s.status === 'playing') {
        const keys = moves.map(moveKey);
        for (const w of layout.wastePiles) expect(keys, where).to.include(`hand>${layout.ids[w]}`);
      }
    }
    if (s.status === 'lost') {
      expect(s.piles[layout.stock].length, `${where}: lost with cards in the stock`).to.equal(0);
      if (hasHand) expect(s.piles[layout.hand].length, where).to.equal(0);
      // No move left but unproductive rearrangements: tableau to tableau, turning no card.
      for (const m of legalMoves(V, { ...s, status: 'playing' })) {
        const from = layout.indexOf.get(m.from)!;
        expect(layout.kinds[from], `${where}: lost but ${moveKey(m)} is legal`).to.equal('tableau');
        expect(layout.kinds[layout.indexOf.get(m.to)!], `${where}: ${moveKey(m)}`).to.equal('tableau');
        const left = s.piles[from].length - (m.count ?? 1);
        expect(left === 0 || s.faceDown[from] < left, `${where}: lost but ${moveKey(m)} turns a card`).to.equal(true);
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
      const s = currentState(game);
      const moves = legalMoves(V, s);
      if (moves.length === 0) break;
      const before = JSON.stringify(game);
      if (check) {
        const [f, t, count] = step.probe;
        const probe: Move = { from: layout.ids[f % n], to: layout.ids[t % n], count };
        if (!moves.some((m) => moveKey(m) === moveKey(probe))) {
          const r = play(V, game, probe);
          expect(r.ok, `step ${i}: ${moveKey(probe)} is not in legalMoves but was accepted`).to.equal(false);
          if (!r.ok) expect(refusalText(r.reason).length).to.be.greaterThan(0);
          expect(JSON.stringify(game), 'a refusal changes nothing').to.equal(before);
        }
      }
      const move = moves[step.pick % moves.length];
      const r = play(V, game, move);
      if (!r.ok) throw new Error(`step ${i}: ${moveKey(move)} is in legalMoves but was refused: ${refusalText(r.reason)}`);
      expect(JSON.stringify(game), 'play never mutates the game').to.equal(before);
      expect(r.turn[0].from).to.equal(move.from);
      expect(r.turn[0].to).to.equal(move.to);
      expect(r.turn.slice(1).every((a) => a.auto)).to.equal(true);
      game = deepFreeze(r.game);
      if (check) checkPosition(currentState(game), `step ${i} (${moveKey(move)})`);
    }
    return game;
  }

  describe(`properties: ${id}`, () => {
    it('52 distinct cards always; every legal move is accepted; anything else is refused and changes nothing; status is right', () => {
      fc.assert(
        fc.property(originArb, fc.boolean(), stepsArb, (origin, autoPlay, steps) => {
          playOut(origin, autoPlay, steps);
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('legalMoves is complete: at sampled positions, a from/to/count is accepted exactly when listed', () => {
      fc.assert(
        fc.property(originArb, stepsArb, (origin, steps) => {
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
        { numRuns: 30 },
      );
    });

    it('undo returns the previous position; undo then redo returns the identical game', () => {
      fc.assert(
        fc.property(originArb, fc.boolean(), stepsArb, fc.nat(), (origin, autoPlay, steps, back) => {
          const game = playOut(origin, autoPlay, steps, false);
          const turns = game.turns.length;
          const k = turns === 0 ? 0 : (back % turns) + 1;
          let g = game;
          for (let i = 0; i < k; i++) {
            const u = undo(g);
            if (!u) throw new Error('undo refused with turns to undo');
            expect(u.turn).to.deep.equal(game.turns[turns - 1 - i]);
            g = u.game;
            expect(currentState(g)).to.deep.equal(game.states[turns - 1 - i]);
          }
          if (k === turns) expect(undo(g)).to.equal(null);
          for (let i = 0; i < k; i++) {
            const r = redo(g);
            if (!r) throw new Error('redo refused with turns to redo');
            g = r.game;
          }
          expect(redo(g)).to.equal(null);
          expect(g).to.deep.equal(game);
          expect(serializeGame(V, g)).to.equal(serializeGame(V, game));
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('a new move after undo drops the redo future', () => {
      fc.assert(
        fc.property(originArb, stepsArb, fc.nat(), (origin, steps, pick) => {
          const game = playOut(origin, true, steps, false);
          const u = undo(game);
          if (!u) return;
          const moves = legalMoves(V, currentState(u.game));
          const r = play(V, u.game, moves[pick % moves.length]);
          if (!r.ok) throw new Error(refusalText(r.reason));
          expect(r.game.turns.length).to.equal(game.turns.length);
          expect(r.game.cursor).to.equal(game.turns.length);
          expect(redo(r.game)).to.equal(null);
        }),
        { numRuns: 30 },
      );
    });

    it('serializeGame → restoreGame gives the identical game (states, turns, cursor), also after undos', () => {
      fc.assert(
        fc.property(originArb, fc.boolean(), stepsArb, fc.nat(), (origin, autoPlay, steps, back) => {
          let game = playOut(origin, autoPlay, steps, false);
          for (let i = 0; i < back % 4; i++) game = undo(game)?.game ?? game;
          const saved = serializeGame(V, game);
          const { game: restored, variant } = restoreGame(saved, lookup);
          expect(variant.id).to.equal(id);
          expect(restored.cursor).to.equal(game.cursor);
          expect(restored.turns).to.deep.equal(game.turns);
          expect(restored.states).to.deep.equal(game.states);
          expect(restored).to.deep.equal(game);
          expect(serializeGame(V, restored)).to.equal(saved);
        }),
        { numRuns: NUM_RUNS },
      );
    });
  });
}

/**
 * Winnable deals, so that the status properties also see won games (random play loses): Sir Tommy, a
 * deck in rank order with the suits shuffled within each rank; Lady Betty, each suit in its building
 * order from a base given to it at random. Played foundation-first, both must end won.
 */
const RANKS = 'A23456789TJQK';
const sirTommyWinnable = fc
  .array(fc.shuffledSubarray(['C', 'D', 'H', 'S'], { minLength: 4, maxLength: 4 }), { minLength: 13, maxLength: 13 })
  .map((suitsPerRank) => suitsPerRank.flatMap((suits, r) => suits.map((suit) => RANKS[r] + suit)));
const ladyBettyWinnable = fc
  .tuple(
    fc.shuffledSubarray(['C', 'D', 'H', 'S'], { minLength: 4, maxLength: 4 }),
    fc.shuffledSubarray([2, 3, 4, 5], { minLength: 4, maxLength: 4 }),
  )
  .map(([suits, bases]) =>
    suits.flatMap((suit, i) => Array.from({ length: 13 }, (_, k) => RANKS[(bases[i] - 1 + k) % 13] + suit)),
  );

for (const [id, deckArb] of [
  ['sir-tommy', sirTommyWinnable],
  ['lady-betty', ladyBettyWinnable],
] as const) {
  const V = getVariant(id);
  const layout = layoutOf(V);
  describe(`properties: ${id}, winnable deals`, () => {
    it('status is won exactly when all 52 are on the foundations (foundation-first play wins these deals)', () => {
      fc.assert(
        fc.property(deckArb, fc.boolean(), fc.array(fc.nat(), { minLength: 120, maxLength: 120 }), (deck, autoPlay, picks) => {
          expect(new Set(deck).size).to.equal(52);
          let game = newGame(V, { deck, autoPlay });
          for (let i = 0; i < 200; i++) {
            const s = currentState(game);
            const up = layout.foundations.reduce((k, f) => k + s.piles[f].length, 0);
            expect(s.status === 'won', `won iff 52 up (${up} up)`).to.equal(up === 52);
            if (s.status !== 'playing') break;
            const moves = legalMoves(V, s);
            // Foundation moves come first in legalMoves; take one when there is one, else any move.
            const toFoundation = moves.filter((m) => m.to.startsWith('foundation'));
            const move = toFoundation.length > 0 ? toFoundation[(picks[i] ?? 0) % toFoundation.length] : moves[(picks[i] ?? 0) % moves.length];
            const r = play(V, game, move);
            if (!r.ok) throw new Error(refusalText(r.reason));
            game = r.game;
          }
          expect(currentState(game).status).to.equal('won');
          expect(legalMoves(V, currentState(game))).to.deep.equal([]);
        }),
        { numRuns: 40 },
      );
    });
  });
}

/**
 * RULES.md §3 "Loss", checked against a search written here from the rule's words: from the position,
 * try every sequence of tableau-to-tableau moves that turn no card; the game can progress when one of
 * them reaches any other move (a draw, a foundation play, a waste play, a move that turns a card).
 * Positions are compared up to the order of the tableau piles. Gives null past `cap` positions.
 */
function referenceCanProgress(state: GameState, cap: number): boolean | null {
  const V = getVariant('lady-cadogan');
  const layout = layoutOf(V);
  const tableau = new Set(layout.tableau);
  const key = (s: GameState): string =>
    layout.ids
      .map((_, i) => `${s.faceDown[i]}:${s.piles[i].join(',')}`)
      .map((k, i) => (tableau.has(i) ? `T${k}` : `${i}${k}`))
      .sort()
      .join('|');
  const seen = new Set([key(state)]);
  const queue = [{ ...state, status: 'playing' as const }];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    for (const m of legalMoves(V, s)) {
      const from = layout.indexOf.get(m.from)!;
      const to = layout.indexOf.get(m.to)!;
      if (!tableau.has(from) || !tableau.has(to)) return true;
      const r = applyRaw(layout, s, from, to, m.count ?? 1);
      if (r.turned !== null) return true;
      const k = key(r.state);
      if (seen.has(k)) continue;
      if (seen.size >= cap) return null;
      seen.add(k);
      queue.push({ ...r.state, status: 'playing' });
    }
  }
  return false;
}

describe('properties: lady-cadogan loss detection', () => {
  it('status is lost exactly when a search of tableau rearrangements finds no progress', () => {
    const V = getVariant('lady-cadogan');
    let compared = 0;
    fc.assert(
      fc.property(originArb, stepsArb, (origin, steps) => {
        let game = newGame(V, origin);
        for (const step of steps) {
          const s = currentState(game);
          if (s.piles[layoutOf(V).stock].length === 0 && s.status !== 'won') {
            const reference = referenceCanProgress(s, 20_000);
            if (reference !== null) {
              compared++;
              expect(s.status, `reference search says progress ${reference ? 'can' : 'cannot'} be made`).to.equal(
                reference ? 'playing' : 'lost',
              );
            }
          }
          if (s.status !== 'playing') break;
          const moves = legalMoves(V, s);
          const r = play(V, game, moves[step.pick % moves.length]);
          if (!r.ok) throw new Error(refusalText(r.reason));
          game = r.game;
        }
      }),
      { numRuns: 40 },
    );
    expect(compared, 'positions compared').to.be.greaterThan(100);
  });
});

describe('properties: sanity of the generators', () => {
  it('random play reaches lost games (the loss checks are not vacuous)', () => {
    for (const id of ['sir-tommy', 'lady-cadogan']) {
      const V = getVariant(id);
      const seen = new Set<string>();
      for (let i = 1; i <= 60 && seen.size < 2; i++) {
        let game = newGame(V, { seed: `sanity-${i}` });
        for (let k = 0; k < MAX_MOVES; k++) {
          const moves = legalMoves(V, currentState(game));
          if (moves.length === 0) break;
          const r = play(V, game, moves[0]); // foundation moves first
          if (!r.ok) throw new Error(refusalText(r.reason));
          game = r.game;
        }
        seen.add(currentState(game).status);
      }
      expect([...seen], id).to.include('lost');
    }
  });
});
