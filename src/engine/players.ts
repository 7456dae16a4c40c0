/**
 * Players that play a whole deal, for published win rates (`npm run simulate`) and tests:
 *
 * - `solver`: the solver on the whole deal, seeing everything (perfect information): `won`, `lost`
 *   (proved) or `unknown` (out of budget);
 * - `hint`: takes the hint (hint.ts, no peeking) at every turn, with automatic play on (and, like a
 *   person, never walks back into a position it has played: then it takes the next-best candidate);
 * - `greedy`: the greedy player (solver.ts {@link greedyPlay}, no peeking);
 * - `random`: a uniformly random legal move at every turn (seeded), with automatic play on.
 *
 * Each deal is `deal(variant, shuffledDeck(seed, decks))`; every answer depends only on the seed and the
 * budgets, so a run can be repeated on any machine.
 *
 * @module
 */
import { uniformInt } from './random.js';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { hashSeed, shuffledDeck } from './deck.js';
import { hint, type HintOptions } from './hint.js';
import { layoutOf } from './layout.js';
import { applyMove, autoPlay, deal, legalMoves, positionKey, type GameState } from './rules.js';
import { greedyPlay, solve, type SolveOptions } from './solver.js';
import type { VariantDefinition } from './vocabulary.js';

/** The players {@link playDeal} knows. */
export type PlayerName = 'solver' | 'hint' | 'greedy' | 'random';
export const PLAYERS: readonly PlayerName[] = ['solver', 'hint', 'greedy', 'random'];

/** Options of {@link playDeal}. */
export interface PlayOptions {
  /** The solver player's budget (default 2,000,000 nodes). */
  readonly solve?: SolveOptions;
  /** The hint player's hint options (the seed is set per turn from the deal's seed). */
  readonly hint?: Omit<HintOptions, 'seed'>;
  /** Most moves a playing player makes before the game counts as lost (default 2,000). */
  readonly maxMoves?: number;
}

/** How one deal went. */
export interface DealOutcome {
  readonly seed: string;
  /** `won` or `lost`; the solver player also answers `unknown` when its budget ran out. */
  readonly result: 'won' | 'lost' | 'unknown';
  /** Moves made (the player's own, not the automatic ones; for the solver: the line's length). */
  readonly moves: number;
  /** Solver nodes spent (solver and hint players). */
  readonly nodes: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
}

const perf = (globalThis as { performance?: { now(): number } }).performance;
const now: () => number = perf ? () => perf.now() : () => Date.now();

/**
 * Plays the deal of `seed` with `player` (see the module docs).
 * @throws {RangeError} naming the player when it is not one of {@link PLAYERS}.
 */
export function playDeal(variant: VariantDefinition, seed: string, player: PlayerName, options: PlayOptions = {}): DealOutcome {
  const t0 = now();
  const start = deal(variant, shuffledDeck(seed, layoutOf(variant).decks));
  const maxMoves = options.maxMoves ?? 2_000;
  const out = (result: DealOutcome['result'], moves: number, nodes: number): DealOutcome => ({
    seed,
    result,
    moves,
    nodes,
    ms: now() - t0,
  });
  switch (player) {
    case 'solver': {
      const r = solve(variant, start, options.solve);
      return out(r.result, r.moves?.length ?? 0, r.nodes);
    }
    case 'greedy': {
      const r = greedyPlay(variant, seed);
      return out(r.won ? 'won' : 'lost', r.moves.length, 0);
    }
    case 'random': {
      const rng = xoroshiro128plus(hashSeed(`random:${seed}`) | 0);
      let s = autoplayed(variant, start);
      let n = 0;
      for (; s.status === 'playing' && n < maxMoves; n++) {
        const moves = legalMoves(variant, s);
        if (moves.length === 0) break;
        const r = applyMove(variant, s, moves[uniformInt(rng, 0, moves.length - 1)]);
        if (!r.ok) throw new Error('a legal move was refused');
        s = r.state;
      }
      return out(s.status === 'won' ? 'won' : 'lost', n, 0);
    }
    case 'hint': {
      // A person who takes hints does not walk in circles: when the hint leads back to a position
      // already played, take the next-best candidate that does not; with none left, stop (lost). Nor
      // does one shuffle a tableau for ever: after STALE moves with no card put up, turned or
      // dealt, the game counts as lost.
      let s = autoplayed(variant, start);
      const seen = new Set<string>([positionKey(s)]);
      let n = 0;
      let nodes = 0;
      let last = progressOf(variant, s);
      let lastAt = 0;
      turns: for (; s.status === 'playing' && n < maxMoves && n - lastAt < STALE; n++) {
        const p = progressOf(variant, s);
        if (p > last) {
          last = p;
          lastAt = n;
        }
        const h = hint(variant, s, { ...options.hint, seed: `${seed}:${n}` });
        nodes += h.nodes;
        if (!h.move) break;
        const ranked = h.candidates.map((c, i) => ({ c, i })).sort((a, b) => b.c.wins - a.c.wins || a.i - b.i);
        const moves = [h.move, ...ranked.map((x) => x.c.move)];
        for (const m of moves) {
          const r = applyMove(variant, s, m);
          if (!r.ok) throw new Error(`the hint ${JSON.stringify(m)} was refused`);
          const k = positionKey(r.state);
          if (seen.has(k)) continue;
          seen.add(k);
          s = r.state;
          continue turns;
        }
        break;
      }
      return out(s.status === 'won' ? 'won' : 'lost', n, nodes);
    }
    default:
      throw new RangeError(`unknown player ${JSON.stringify(player)} (known: ${PLAYERS.join(', ')})`);
  }
}

/** Moves a playing player may make with no progress before its game counts as lost. */
const STALE = 60;

/** Progress of a position: cards on the foundations, less the cards still face down (both only ever grow). */
function progressOf(variant: VariantDefinition, state: GameState): number {
  let p = 0;
  for (const f of layoutOf(variant).foundations) p += state.piles[f].length;
  for (const d of state.faceDown) p -= d;
  return p;
}

/** The deal after its automatic plays (a game starts with automatic play on, as newGame's does). */
const autoplayed = (variant: VariantDefinition, state: GameState): GameState => autoPlay(variant, state).state;

/** Wilson score interval (95 %) for `k` wins in `n` deals, as fractions. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const r = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - r) / d), Math.min(1, (c + r) / d)];
}
