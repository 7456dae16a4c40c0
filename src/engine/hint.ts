/**
 * A hint that sees what the player sees (docs/solver.md "Hints").
 *
 * {@link hint} reads only what a player can see: the face-up cards, how many cards each pile holds and
 * how many of them are face down, and so the set of cards not yet seen, never their order or which
 * face-down card is which. It deals those unseen cards at random into the unseen places many times
 * over (determinization, with a seeded generator), and in each such deal asks the solver, within a node
 * budget, whether each candidate move still leads to a win. It suggests the move that won in the most
 * sampled deals, with that share as its estimate. Where the tableau moves runs (the solver's run order,
 * docs/solver.md "Move order"), it instead searches each sampled deal once from the position, and the
 * first move of the win found gets that sample's vote; sampling stops once the vote is settled
 * (docs/solver.md "Hints that see what the player sees").
 *
 * Two positions that differ only in the order of the stock, or in which card lies under which
 * face-down place, get the same hint for the same sampling seed and budget: the sampled deals are built
 * from the sorted set of unseen cards, so nothing of their true order reaches the search.
 *
 * The estimate is optimistic: in each sample the solver plays as if it knew that sample's hidden
 * cards (the usual bias of determinization), and a sample the solver cannot decide within its budget
 * counts as not won.
 *
 * Budgets count nodes, so a hint is the same on every machine for a given seed; the default costs at
 * most {@link DEFAULT_HINT_NODES} nodes (well under a second in a worker).
 *
 * @module
 */
import { uniformInt } from './random.js';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { moveCount, moveFrom, moveTo } from './board.js';
import { hashSeed } from './deck.js';
import { layoutOf } from './layout.js';
import type { GameState, Move } from './rules.js';
import { search } from './solver.js';
import { solverCore, type SolverCore } from './solver-core.js';
import type { VariantDefinition } from './vocabulary.js';
import { checkMs, checkOptions, checkState, positiveInt } from './quote.js';

const moveKey = (m: Move): string => `${m.from}>${m.to}x${m.count ?? 1}`;

/** Limits and seed of one hint. */
export interface HintOptions {
  /** Seed of the sampling generator (any text or integer). Default `"hint"`. The same seed gives the same hint. */
  readonly seed?: string | number;
  /** How many orders of the unseen cards to sample (at most: sampling stops once the vote is settled). Default 24. */
  readonly samples?: number;
  /**
   * Node budget of the solver for one move in one sample (default 1,500), or, where the tableau moves
   * runs, for the one search of a sample (default 4,000).
   */
  readonly nodesPerSample?: number;
  /** Node budget of the whole hint (the samples stop early when it is spent). Default {@link DEFAULT_HINT_NODES}. */
  readonly maxNodes?: number;
  /** An optional cap in milliseconds; a hint stopped by it uses the samples finished so far. Default: none. */
  readonly maxMs?: number;
}

/** How one candidate move did in the samples. */
export interface HintCandidate {
  readonly move: Move;
  /** Samples in which the solver won after this move (where the tableau moves runs: whose win it found starting with this move). */
  readonly wins: number;
  /** Samples in which the solver proved the position after this move lost (where the tableau moves runs: the sample). */
  readonly losses: number;
  /** Samples this move was tried in (a move that could no longer catch up is dropped early; where the tableau moves runs, every move counts each sample searched). */
  readonly samples: number;
}

/** What {@link hint} suggests. */
export interface HintResult {
  /** The suggested move, or null when there is no legal move (or the game is over). */
  readonly move: Move | null;
  /** Share of the sampled deals the solver won after the suggested move (0 … 1). */
  readonly winRate: number;
  /** Sampled deals the suggested move was tried in. */
  readonly samples: number;
  /** Sampled deals it won. */
  readonly wins: number;
  /**
   * True when nothing is hidden (no unseen card): then the search is exact, and `winRate` is 1 (the
   * move wins), or 0 (proved lost, or undecided within the budget).
   */
  readonly exact: boolean;
  /** Every candidate move, in the solver's move order, with its counts. */
  readonly candidates: readonly HintCandidate[];
  /** Nodes searched, in all samples. */
  readonly nodes: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
}

/** Samples a one-search-per-sample hint takes at least (when that many are asked for) before it stops on a settled vote, so its estimate rests on a few. */
const MIN_SAMPLES = 8;

/** Node budget of a hint with default options. */
export const DEFAULT_HINT_NODES = 250_000;

const perf = (globalThis as { performance?: { now(): number } }).performance;
const now: () => number = perf ? () => perf.now() : () => Date.now();

/** The places in `state` whose card the player cannot see: every stock card, and face-down cards elsewhere, pile by pile, bottom up. */
function hiddenPlaces(state: GameState): { pile: number; index: number }[] {
  const out: { pile: number; index: number }[] = [];
  for (let p = 0; p < state.piles.length; p++) {
    for (let i = 0; i < state.faceDown[p]; i++) out.push({ pile: p, index: i });
  }
  return out;
}

/**
 * The integer that seeds the sampling generator: the text's FNV-1a hash, or the integer itself.
 * @throws {TypeError} when `seed` is neither a string nor a finite number.
 */
function seedOf(seed: string | number): number {
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed | 0;
  if (typeof seed === 'string') return hashSeed(seed) | 0;
  throw new TypeError(`a hint seed must be a string or a finite number, got ${String(seed)}`);
}

/**
 * Suggests a move from what the player can see (see the module docs).
 *
 * @param options - sampling `seed` (default `"hint"`), `samples` (24), `nodesPerSample` (1,500 nodes
 *   for one move in one sample; 4,000 for one sample where the tableau moves runs), `maxNodes` (the
 *   whole hint, {@link DEFAULT_HINT_NODES}: the samples stop when fewer than 2 nodes are left, as a
 *   search of one node searches none), optional `maxMs`.
 * @returns the move that won in the most samples (ties go to the solver's preferred move), its
 *   `winRate`, and every candidate's counts; `move: null` when the game is over or has no move.
 * @throws {RangeError} for a budget or sample count that is not a positive integer, or a state with
 *   another number of piles than `variant`'s game (a state of another game), naming both counts.
 */
export function hint(variant: VariantDefinition, state: GameState, options: HintOptions = {}): HintResult {
  const t0 = now();
  checkOptions(options, 'hint');
  checkState(state, 'hint', layoutOf(variant));
  checkMs(options.maxMs);
  const samples = positiveInt('samples', options.samples, 24);
  const perSample = positiveInt('nodesPerSample', options.nodesPerSample, 1_500);
  const maxNodes = positiveInt('maxNodes', options.maxNodes, DEFAULT_HINT_NODES);
  const deadline = options.maxMs === undefined ? Infinity : t0 + options.maxMs;
  const rng = xoroshiro128plus(seedOf(options.seed ?? 'hint'));
  const none: HintResult = { move: null, winRate: 0, samples: 0, wins: 0, exact: true, candidates: [], nodes: 0, ms: 0 };
  if (state.status !== 'playing') return { ...none, ms: now() - t0 };

  // What the player sees: the unseen cards as a sorted set, and the places they may be in.
  const places = hiddenPlaces(state);
  const unseen = places.map(({ pile, index }) => state.piles[pile][index]).sort((a, b) => a - b);
  const exact = unseen.length === 0;
  const draws = exact ? 1 : samples;
  const sampled = (): GameState => {
    const cards = unseen.slice();
    for (let i = cards.length - 1; i > 0; i--) {
      const j = uniformInt(rng, 0, i);
      const t = cards[i];
      cards[i] = cards[j];
      cards[j] = t;
    }
    const piles = state.piles.map((p) => p.slice());
    places.forEach(({ pile, index }, k) => (piles[pile][index] = cards[k]));
    return { ...state, piles };
  };

  const core = solverCore(variant);
  const first = sampled();
  const codes = candidates(core, first);
  if (codes.length === 0) return { ...none, exact, ms: now() - t0 };
  const wins = new Int32Array(codes.length);
  const losses = new Int32Array(codes.length);
  const tried = new Int32Array(codes.length);
  let nodes = 0;
  if (core.rules.runOrder) {
    // One search per sample (docs/solver.md "Hints that see what the player sees", "One search per
    // sample"): its winning line's first move gets the sample's vote.
    const perRoot = positiveInt('nodesPerSample', options.nodesPerSample, 4_000);
    const keys = codes.map((m) => moveKey(core.toMove(m)));
    for (let k = 0; k < draws; k++) {
      const budget = Math.min(perRoot, maxNodes - nodes);
      // A search of one node stops at the root, having searched none: the budget is spent.
      if (budget < 2 || now() > deadline) break;
      core.load(k === 0 ? first : sampled());
      const r = search(core, { maxNodes: budget, maxMs: Math.max(0, deadline - now()) });
      nodes += r.nodes;
      for (let i = 0; i < codes.length; i++) tried[i]++;
      if (r.result === 'lost') for (let i = 0; i < codes.length; i++) losses[i]++;
      else if (r.result === 'won') {
        const i = codes.length === 1 ? 0 : keys.indexOf(r.moves && r.moves.length > 0 ? moveKey(r.moves[0]) : '');
        if (i >= 0) wins[i]++;
      }
      // Stop once no other move can reach the leader's votes even by winning every sample left.
      let lead = 0;
      for (let i = 1; i < codes.length; i++) if (wins[i] > wins[lead]) lead = i;
      const left = draws - (k + 1);
      let open = false;
      for (let i = 0; i < codes.length && !open; i++) if (i !== lead && wins[i] + left >= wins[lead]) open = true;
      if (!open && k + 1 >= MIN_SAMPLES) break;
    }
  } else {
    const alive = new Uint8Array(codes.length).fill(1);
    outer: for (let k = 0; k < draws; k++) {
      const s = k === 0 ? first : sampled();
      for (let i = 0; i < codes.length; i++) {
        if (alive[i] === 0) continue;
        const budget = Math.min(perSample, maxNodes - nodes);
        if (budget < 2 || now() > deadline) break outer; // (see above)
        core.load(s);
        const m = codes[i];
        core.apply(moveFrom(m), moveTo(m), moveCount(m), 0);
        const r = search(core, { maxNodes: budget, maxMs: Math.max(0, deadline - now()) });
        nodes += r.nodes;
        tried[i]++;
        if (r.result === 'won') wins[i]++;
        else if (r.result === 'lost') losses[i]++;
      }
      // Drop moves that can no longer reach the leader's wins even by winning every sample left.
      let lead = 0;
      for (let i = 0; i < codes.length; i++) if (alive[i] === 1 && wins[i] > lead) lead = wins[i];
      const left = draws - (k + 1);
      for (let i = 0; i < codes.length; i++) if (alive[i] === 1 && wins[i] + left < lead) alive[i] = 0;
    }
  }
  let best = 0;
  for (let i = 1; i < codes.length; i++) if (wins[i] > wins[best] || (wins[i] === wins[best] && tried[i] > tried[best])) best = i;
  const list = Array.from(codes, (m, i) => ({ move: core.toMove(m), wins: wins[i], losses: losses[i], samples: tried[i] }));
  return {
    move: list[best].move,
    winRate: tried[best] === 0 ? 0 : wins[best] / tried[best],
    samples: tried[best],
    wins: wins[best],
    exact,
    candidates: list,
    nodes,
    ms: now() - t0,
  };
}

/**
 * The moves worth suggesting in `state` (loaded into `core`), as move codes in the solver's order:
 * the automatic play when the variant makes one (it is never worse than any other move), else the
 * search's moves (one of each set of moves that lead to the same position).
 */
function candidates(core: SolverCore, state: GameState): number[] {
  core.load(state);
  const forced = core.findForced();
  if (forced >= 0) return [forced];
  const out = new Int32Array(core.maxMoves);
  const n = core.searchMoves(out, 0);
  if (n > 0) return Array.from(out.subarray(0, n));
  // Only moves the search leaves out (a whole pile into an empty one): still legal, still a hint.
  const m = core.allMoves(core.scratch);
  return m > 0 ? [core.scratch[0]] : [];
}

/** Pile ids in `state` whose cards the player cannot see all of (for tests and tools). */
export function hiddenPileIds(variant: VariantDefinition, state: GameState): string[] {
  const ids = layoutOf(variant).ids;
  return ids.filter((_, p) => state.faceDown[p] > 0);
}
