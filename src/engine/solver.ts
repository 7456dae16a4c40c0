/**
 * The solver: decides whether a position can be won, reading everything from the variant's
 * declaration ({@link VariantDefinition}); nothing here asks which game it is playing. Also the greedy
 * player, a player that sees no hidden card.
 *
 * - {@link solve}: a search over positions with canonical keys, forced (dominating) automatic moves,
 *   dead-position tests and move ordering. It answers `won` with a winning line, `lost` only when the
 *   search was exhaustive, and `unknown` when its budget ran out. Budgets count positions (nodes), not
 *   milliseconds, so an answer is the same on every machine; an optional time cap may stop a search
 *   early, and then the answer is `unknown`.
 * - {@link greedyPlay}, {@link greedyMove}: the greedy player (docs/rules.md "Measurements").
 *
 * The search runs on a {@link SolverCore} (solver-core.ts): the game's {@link Board} (board.ts, the one
 * rule core: legality, move generation, apply and undo, automatic play, read from the variant's
 * tables) plus the key, the move order and the dead tests (dead-tests.ts). Which shortcut is sound for
 * a variant is decided from its shape ({@link searchRules}, search-rules.ts); for a shape it does not
 * know, a shortcut is off and the search is only slower. Every line it returns replays with
 * `applyExact`. docs/solver.md has the whole argument.
 *
 * ## Search
 *
 * Limited-discrepancy passes first: a depth-first search in which the move order's first choice costs
 * nothing and the i-th choice costs i, pass k allowing a total cost of k along a line (k = 0, 1, 2, 3,
 * 5, 8, … 90; for variants with tableau piles each k is searched in three move orders, the second
 * and third reordering near-ties, since there moves form cycles and one order can miss a win for
 * long); then
 * one unlimited depth-first pass (after a quarter of the budget; with tableau piles only after the
 * last limited pass, {@link LIMITED_SHARE}). All passes share one transposition table: a
 * position is explored again in a later pass only when reached with a larger budget, and a position
 * whose whole future was explored without a win (no move skipped for its cost, and every position it
 * leads to either explored the same way or already proved lost) is marked proved lost, so no later pass
 * enters it again. A pass that proves its root lost ends the search with `lost`; so does the unlimited
 * pass when it runs to its end (each position is entered once, so it ends even where moves form cycles,
 * as Lady Cadogan's tableau moves do; in a cycle a position waiting on one still being explored is not
 * marked proved).
 *
 * Where the beam is on (`beam` in search-rules.ts), a beam search takes the end of a large budget, and
 * from 1,000,000 nodes (except with `beamWait`) the early beams come first: the search's first
 * 10,000 nodes, then beams 64 and 256 wide, then the search again with what is left
 * ({@link EARLY_BEAMS}; docs/solver.md "The beam", "The early beams"). A beam answers only `won`.
 *
 * Move order : foundation plays (the hand card first, then from the
 * longest pile); moves that turn a face-down card (the pile with most face-down cards first); tableau
 * moves that uncover a card a foundation takes; moves that empty a pile; waste to tableau; a draw; hand
 * placements onto a pile whose top is needed later than the card (closest first), then an empty pile,
 * then the rest (top needed latest first; with `buryOrder` in search-rules.ts, piles whose buried cards
 * the card delays little come before the empty pile, docs/solver.md "Weighing what a placement
 * buries"; with `buryLater`, the plain order keeps the first 55 % of a large budget and the burial
 * order the rest, docs/solver.md "The burial order after the plain order"); other tableau moves. The first line tried is close to the
 * greedy player's game. Where the tableau moves runs as units (`runOrder` in search-rules.ts), a
 * move whose unit joins the run on its target comes before all of these, and one that splits a run
 * without joining another after all of them (docs/solver.md "Building runs where the tableau moves runs").
 *
 * ## Soundness of the pruning
 *
 * **Canonical keys.** A position's key is the sum over piles of a hash of (pile group, cards bottom to
 * top, face-down count). Piles of one interchangeable group share a group salt, so the sum is the same
 * for any order of those piles: the waste piles form one group, the tableau piles one group (after the
 * deal a pile's index plays no part in any rule), and foundations one group per base rank. When no rule
 * of the variant reads a suit, cards are hashed by rank only: two positions that differ only in suits
 * then have the same future. A key is two 32-bit lanes (64 bits); with a few million positions the
 * chance that two different positions share a key is about 1e-7, the only way a `lost` could be wrong.
 *
 * **Forced moves** are exactly the variant's automatic plays (the board's `findAuto`), applied after
 * every move and at the root, for the shapes where the declared safety rule is a dominance rule (see
 * search-rules.ts for each argument). Because the forced set is exactly the automatic play, a line's
 * non-forced moves are the moves a person makes with automatic play on ({@link SolveResult.auto}).
 *
 * **Moves not tried** (each leads to a position equal, up to the symmetry above, to one that is tried):
 * a move onto a pile whose contents equal those of an earlier pile of its group, a move from such a
 * duplicate pile to another group, and a move of a whole pile into an empty pile of its own group.
 *
 * **Dead tests**: dead-tests.ts (rank columns; precedence cycles).
 *
 * @module
 */
import { moveCount, moveFrom, moveTo } from './board.js';
import { checkSeed, shuffledDeck } from './deck.js';
import { K_FOUNDATION, K_HAND, K_STOCK, K_TABLEAU, K_WASTE, UNLIMITED as UNLIMITED_REDEALS, layoutOf } from './layout.js';
import { deal, statusOf, type GameState, type Move } from './rules.js';
import {
  BEAM_DELAY,
  BEAM_EMPTY,
  BURY_SLACK,
  EXPLORE,
  SKIP_PROVEN,
  SolverCore,
  TranspositionTable,
  UNLIMITED,
  solverCore,
} from './solver-core.js';
import type { VariantDefinition } from './vocabulary.js';
import { checkMs, checkOptions, checkState, positiveInt } from './quote.js';

export { SolverCore, solverCore } from './solver-core.js';

// ---------------------------------------------------------------------------------------------
// Public types

/** Limits of one search. */
export interface SolveOptions {
  /** Most positions expanded (nodes). Default 2 000 000. The answer for a budget is the same on every machine. */
  readonly maxNodes?: number;
  /** An optional cap in milliseconds of wall time; a search stopped by it answers `unknown`. Default: none. */
  readonly maxMs?: number;
}

/** What a search found. */
export interface SolveResult {
  /** `won`: a winning line was found; `lost`: the search was exhaustive and found none; `unknown`: out of budget. */
  readonly result: 'won' | 'lost' | 'unknown';
  /**
   * With `won`: the winning line from the given position, every move in order (user moves and the
   * automatic ones), so that replaying them with `applyExact` ends with all cards on the foundations.
   */
  readonly moves?: Move[];
  /** With `won`: for each of `moves`, whether it is an automatic (forced, safe) play. */
  readonly auto?: boolean[];
  /** Positions expanded. */
  readonly nodes: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
}

/** What {@link greedyPlay} did. */
export interface GreedyResult {
  readonly won: boolean;
  /** Every move made, from `deal(variant, shuffledDeck(seed, decks))`, replayable with `applyExact`. */
  readonly moves: Move[];
}

const perf = (globalThis as { performance?: { now(): number } }).performance;
const now: () => number = perf ? () => perf.now() : () => Date.now();
const mFrom = moveFrom;
const mTo = moveTo;
const mCount = moveCount;

// ---------------------------------------------------------------------------------------------
// The search

/** Budgets of the limited-discrepancy passes made before the unlimited one. */
const DISCREPANCY_PASSES = [0, 1, 2, 3, 5, 8, 12, 18, 27, 40, 60, 90];
/**
 * Seeds of the move orders the limited passes take turns with (0: the documented order; another
 * seed reorders near-ties, see {@link SolverCore.jitter}), for variants with tableau piles, where
 * moves form cycles and a depth-first search leans most on its order. Measured on deals "1" … "50"
 * at 300,000 nodes: Lady Cadogan decided 41 with two orders instead of 37; on deals "1" … "60" a
 * third decided 48 instead of 47 (docs/solver.md "Portfolios tried"). For the waste-pile games a
 * second order decided one deal fewer on "1" … "50", and the same Sir Tommy deals of "1" … "60", so
 * they keep one.
 */
const TABLEAU_ORDERS = [0, 0x2545f491, 1234567];
/**
 * The share of the node budget after which the limited passes give way to the unlimited one: for
 * variants without tableau piles a quarter; with tableau piles all of it (the unlimited pass comes
 * only after the last limited pass). There the unlimited depth-first pass is a sink: once the stock
 * is empty it can spend millions of positions rearranging a tableau that cannot be won from (one deal
 * measured: 1.4 of the unlimited pass's 1.5 million positions had the stock empty and five cards up),
 * while the limited passes reach the win at 1,955,651. docs/solver.md "The unlimited pass is a sink"
 * has the measurement (of 200 deals, 4 more won; 2 that the unlimited pass decided after 1.4 million
 * nodes or more are now unknown).
 */
const LIMITED_SHARE = { plain: 0.25, tableau: 1 } as const;
/**
 * Where the search orders hand placements by what they bury (`buryOrder`), or a hand goes onto piles
 * with in-suit ace foundations (`beam` in search-rules.ts), the share of the node budget the
 * depth-first passes may spend before a beam search takes the rest (docs/solver.md "The beam"): there
 * the search's `unknown` answers were wins it found only later, and a beam, which keeps the best few
 * thousand positions at every depth, reaches many of them sooner (Last Chance: 957 of 1,000 won
 * instead of 905). With the same score it decided fewer deals in Calculation (918 of 1,000 instead
 * of 925) and Colours (967 instead of 974); Calculation now has its own ({@link DEPTH_FIRST_SHARE_WAIT}),
 * Colours none.
 */
const DEPTH_FIRST_SHARE = 0.5;
/**
 * The same share where the beam counts each card's need from now (`beamWait` in search-rules.ts:
 * Calculation): there the passes still win steadily late (31 of 925 deals after 1,000,000 nodes, 12
 * after 1,500,000), and with half of the budget the beam lost more of those than it won (on 45 of the
 * 75 `unknown` deals and 25 of the 31 late wins: +10, −14); with a quarter, 928 of 1,000 won instead of 925.
 */
const DEPTH_FIRST_SHARE_WAIT = 0.75;
/** Nodes a beam spends per unit of width, per card of the game (about; measured on Sir Tommy: 4.8). */
const BEAM_NODES_PER_WIDTH_CARD = 5;
/** The narrowest beam worth its nodes: below it (small budgets, as a hint's samples have) the depth-first passes keep the whole budget. */
const BEAM_MIN_WIDTH = 64;
/**
 * The early beams (docs/solver.md "The early beams"): where the beam is on and the budget is at least
 * {@link EARLY_MIN} nodes, a depth-first search of {@link EARLY_PREFIX} nodes goes first (most deals
 * are won there), then narrow beams of these widths from the root, each run to its end, and only then
 * the search as before with what is left of the budget. On Sir Tommy's deals "1" … "1000", the 161
 * won after 100,000 nodes (or not at all) were won by a beam 64 wide in 59 cases (12,467 nodes on
 * average) and 256 wide in 77 (50,615). Not where the beam counts each card's need from now
 * (`beamWait`: Calculation), where they changed no answer of deals "1" … "1000" and took 5 % more nodes.
 */
const EARLY_BEAMS: readonly number[] = [64, 256];
const EARLY_PREFIX = 10_000;
/**
 * The smallest budget with the early beams: they take about 72,000 nodes from the passes, 4 % of
 * 2,000,000 but over a third of 200,000, where they cost more than they gain (Last Chance deal "7",
 * won at 31,792 nodes without them, is `unknown` at 200,000 with them). Hints and the winnable-deal
 * search (200,000 nodes a seed) run without them.
 */
const EARLY_MIN = 1_000_000;
/**
 * The beams, in turn, as [empty pile, step of delay] weights of {@link SolverCore.beamScore}: the next
 * runs only when the one before ran out of positions with budget left (every Sir Tommy deal the first
 * left `unknown` ended so, at about 1.7 million nodes). On those 21 deals of "1" … "1000", a second
 * beam with an empty pile worth 300 won 9 (100: 9, 3,000: 4). On the 11 of its 12 still `unknown`
 * that the second beam too left with budget left, a third with a step of delay worth 100 won 2
 * ("608", "667"; empty pile 100, delay 30: 1, "569"); a fourth after it (100 or 300, delay 30 or 100)
 * won none, with under 35,000 nodes left (docs/solver.md "The beam").
 */
const BEAMS: readonly (readonly [number, number])[] = [
  [BEAM_EMPTY, BEAM_DELAY],
  [300, BEAM_DELAY],
  [BEAM_EMPTY, 100],
];
/**
 * Where the burial order takes over (`buryLater` in search-rules.ts: Colours), the share of the budget
 * the plain order keeps ({@link BURY_LATER_SHARE}), the share the burial order's limited passes then
 * take before its unlimited pass ({@link BURY_LATER_LIMITED}), and the smallest budget for which it
 * does (below it, as a hint's samples have, the plain order keeps the whole budget, so hints are
 * unchanged). The plain order's search up to its share is exactly what it was, so every deal it won
 * there keeps its answer and its line. Then the schedule starts again in the burial order, with its
 * own table and the proved-lost marks shared: on the 26 deals of "1" … "1000" left `unknown` at
 * 2,000,000 nodes, the burial order alone won 15, but from the first move it lost some deals the plain
 * order wins in a few thousand nodes. With a quarter for the plain order it lost 4 of the plain
 * order's late wins (at 651,712 … 1,535,694 nodes); with 55 % (chosen on these deals) 1 (docs/solver.md
 * "The burial order after the plain order").
 */
const BURY_LATER_SHARE = 0.55;
const BURY_LATER_LIMITED = 0.1875;
const BURY_LATER_MIN = 100_000;
/**
 * The phases with `buryLater`, as [where the phase ends (share of the budget), burial order on, its
 * slack]: the plain order, the burial order with {@link BURY_SLACK}, and for the last eighth the burial
 * order with a slack of 1, which wins other deals (on the 13 deals still `unknown`, a slack of 1 won 4
 * and one of 0 won 4, two of them others; docs/solver.md "The burial order after the plain order").
 */
const BURY_LATER_PHASES: readonly (readonly [number, boolean, number])[] = [
  [BURY_LATER_SHARE, false, BURY_SLACK],
  [0.875, true, BURY_SLACK],
  [1, true, 1],
];
/**
 * The phases with `buryLater` where a beam takes the end of the budget (Calculation, Last Chance): the
 * plain order to a quarter (where its limited passes end), then the burial order up to the beam.
 */
const BURY_LATER_STEPS: readonly (readonly [number, boolean, number])[] = [
  [0.25, false, BURY_SLACK],
  [1, true, BURY_SLACK],
];
/** How a pass ends: out of nodes or time, a win found, or every position reachable in it explored. */
const OUT_OF_BUDGET = -1;
const FOUND = 1;
const EXHAUSTED = 0;
/** A limited pass that ended without proving its root lost (some move was skipped for its cost). */
const INCOMPLETE = 2;

/**
 * Searches for a win from `state` (see the module docs for the search and why its pruning is sound).
 * A position with fewer than 52 cards (a test position) is won when all of its cards are on the
 * foundations.
 *
 * @param options - `maxNodes` (default 2,000,000 positions) and an optional time cap `maxMs`.
 * @returns `won` with the winning line (`moves`, user and automatic moves in order, replayable with
 *   `applyExact`), `lost` when the search was exhaustive, or `unknown` when it ran out of nodes or time.
 * @throws {TypeError} when `state` is not a game state; {RangeError} for a bad budget, or a state with
 *   another number of piles than `variant`'s game (a state of another game), naming both counts.
 */
export function solve(variant: VariantDefinition, state: GameState, options: SolveOptions = {}): SolveResult {
  checkOptions(options, 'solve');
  const core = solverCore(variant);
  checkState(state, 'solve', core.layout);
  positiveInt('maxNodes', options.maxNodes, 1);
  checkMs(options.maxMs);
  core.load(state);
  return search(core, options);
}

/**
 * {@link solve} on a core already loaded with the position (the hint loads sampled positions itself).
 * The core is left at the end of the winning line, or somewhere in the search.
 */
export function search(core: SolverCore, options: SolveOptions = {}): SolveResult {
  return searchFrom(core, options, true, Infinity);
}

/**
 * {@link search}; `early`: whether the early beams may go first; `stopAt`: the node count at which the
 * search stops as if out of time (the early beams' prefix: the search's first nodes, node for node).
 * Exported for the tests (not from the package).
 *
 * @internal
 */
export function searchFrom(core: SolverCore, options: SolveOptions, early: boolean, stopAt: number): SolveResult {
  const t0 = now();
  const maxNodes = options.maxNodes ?? 2_000_000;
  const deadline = options.maxMs === undefined ? Infinity : t0 + options.maxMs;
  let nodes = 0;
  const done = (result: 'won' | 'lost' | 'unknown'): SolveResult => {
    const ms = now() - t0;
    if (result !== 'won') return { result, nodes, ms };
    const { moves, auto } = core.line();
    return { result, moves, auto, nodes, ms };
  };

  core.closure();
  if (core.won) return done('won');
  if (core.dead()) return done('lost');
  if (maxNodes <= 1) return done('unknown');
  const rootLog = core.logLen;
  const key = new Int32Array(2);
  core.key(key);
  const rootX = key[0];
  const rootY = key[1];
  const orders = core.layout.tableau.length > 0 ? TABLEAU_ORDERS : [0];
  const limitedNodes = maxNodes * (core.layout.tableau.length > 0 ? LIMITED_SHARE.tableau : LIMITED_SHARE.plain);
  // Where the beam is on (`beam`, search-rules.ts: the shapes whose cards' need the beam's score
  // reads), the depth-first passes stop at DEPTH_FIRST_SHARE of the budget
  // and a beam as wide as the rest pays for takes over (when at least BEAM_MIN_WIDTH wide).
  const afterPasses = Math.floor(maxNodes * (1 - (core.rules.beamWait ? DEPTH_FIRST_SHARE_WAIT : DEPTH_FIRST_SHARE)));
  const widest = Math.floor(afterPasses / (BEAM_NODES_PER_WIDTH_CARD * core.layout.cardCount));
  const beamWidth = core.beam && widest >= BEAM_MIN_WIDTH ? widest : 0;
  const passNodes = beamWidth > 0 ? maxNodes - afterPasses : maxNodes;
  // With `buryLater`, three phases (BURY_LATER_PHASES): the plain order to BURY_LATER_SHARE of the
  // budget, then the burial order, then the burial order with another slack (each with its own table;
  // the proved-lost marks are shared).
  const laterPhases = core.rules.buryLater && maxNodes >= BURY_LATER_MIN ? (core.rules.beam ? BURY_LATER_STEPS : BURY_LATER_PHASES) : null;
  const later = laterPhases ? Math.floor(maxNodes * laterPhases[0][0]) : 0;
  const phases = laterPhases ?? [[1, core.buryOrder, BURY_SLACK] as const];
  const tables = (later > 0 ? phases : orders).map(() => TranspositionTable.forNodes(maxNodes));
  let table = tables[0];
  const prove = (x: number, y: number): void => {
    for (const t of tables)
      if (t === table) t.prove(x, y);
      else t.insertProven(x, y);
  };

  // Frames: [start, end) in `moves`, the next move to try, the log length of the frame's position, its
  // discrepancy budget, its key, and whether its future so far is fully explored (`clean`).
  let moves: Int32Array = new Int32Array(4096);
  let cap = 64;
  let fStart = new Int32Array(cap);
  let fEnd = new Int32Array(cap);
  let fNext = new Int32Array(cap);
  let fLog = new Int32Array(cap);
  let fBudget = new Int32Array(cap);
  let fX = new Int32Array(cap);
  let fY = new Int32Array(cap);
  let fClean = new Uint8Array(cap);
  let depth = 0;
  const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
    const b = new (a.constructor as new (n: number) => T)(cap);
    b.set(a);
    return b;
  };
  /** Pushes a frame for the loaded position; false when it has no move to try. */
  const pushFrame = (start: number, budget: number, x: number, y: number): boolean => {
    if (start + core.maxMoves > moves.length) {
      const bigger = new Int32Array(Math.max(moves.length * 2, start + core.maxMoves));
      bigger.set(moves);
      moves = bigger;
    }
    const end = core.searchMoves(moves, start);
    if (end === start) return false;
    if (depth === cap) {
      cap *= 2;
      fStart = grow(fStart);
      fEnd = grow(fEnd);
      fNext = grow(fNext);
      fLog = grow(fLog);
      fBudget = grow(fBudget);
      fX = grow(fX);
      fY = grow(fY);
      fClean = grow(fClean);
    }
    fStart[depth] = start;
    fEnd[depth] = end;
    fNext[depth] = start;
    fLog[depth] = core.logLen;
    fBudget[depth] = budget;
    fX[depth] = x;
    fY[depth] = y;
    fClean[depth] = 1;
    depth++;
    return true;
  };

  /** Whether a search step that just counted a node must stop: `limit` nodes reached, or (checked every 1,024 nodes) the time cap. */
  const spent = (limit: number): boolean => nodes >= limit || nodes >= stopAt || ((nodes & 1023) === 0 && now() > deadline);
  /** Whether the search must stop: at `stopAt` nodes, or past the time cap. */
  const over = (): boolean => nodes >= stopAt || now() > deadline;

  /** Where the depth-first pass running now stops (the phase's end). */
  let passLimit = passNodes;
  /** One depth-first pass with root budget `rootBudget` (UNLIMITED: plain depth-first search). */
  const pass = (rootBudget: number): number => {
    core.undoTo(rootLog);
    if (table.proven(rootX, rootY)) return EXHAUSTED;
    table.visit(rootX, rootY, rootBudget);
    nodes++;
    depth = 0;
    if (!pushFrame(0, rootBudget, rootX, rootY)) {
      prove(rootX, rootY);
      return EXHAUSTED;
    }
    while (depth > 0) {
      const f = depth - 1;
      const i = fNext[f];
      if (i === fEnd[f]) {
        // Every move of the frame tried: proved lost when nothing below was skipped unproved.
        if (fClean[f] === 1) prove(fX[f], fY[f]);
        else if (f > 0) fClean[f - 1] = 0;
        depth--;
        continue;
      }
      core.undoTo(fLog[f]);
      let budget = UNLIMITED;
      if (rootBudget !== UNLIMITED) {
        budget = fBudget[f] - (i - fStart[f]);
        if (budget < 0) {
          // This move and the later ones cost more than the budget left.
          fClean[f] = 0;
          fNext[f] = fEnd[f];
          continue;
        }
      }
      fNext[f] = i + 1;
      const m = moves[i];
      const events = core.edgeEvents;
      core.step(m);
      if (core.won) return FOUND;
      core.key(key);
      const x = key[0];
      const y = key[1];
      const seen = table.visit(x, y, budget);
      if (seen !== EXPLORE) {
        if (seen !== SKIP_PROVEN) fClean[f] = 0;
        continue;
      }
      nodes++;
      if (spent(passLimit)) return OUT_OF_BUDGET;
      if (core.deadAfter(events) || !pushFrame(fEnd[f], budget, x, y)) prove(x, y);
    }
    return rootBudget === UNLIMITED || table.proven(rootX, rootY) ? EXHAUSTED : INCOMPLETE;
  };

  /**
   * The beam (docs/solver.md "The beam"): from the root, every position of a depth is expanded (its
   * {@link SolverCore.searchMoves}, each followed by its forced moves), the children not seen before,
   * not proved lost and not dead are scored ({@link SolverCore.beamScore}), and the best `width` of
   * them (ties: the earlier first) make the next depth, until a win or none is left. It only looks for
   * a win: a position it drops is not proved anything, so it never answers `lost`. The positions of a
   * depth are kept in the order of their lines (parent, then move), and the board walks from one to
   * the next by taking back moves to their common ancestor and playing on (its undo log), so a line is
   * never replayed from the root. FOUND leaves the core at the win.
   */
  const beam = (width: number, empty: number, delay: number): number => {
    const seen = TranspositionTable.forNodes(maxNodes - nodes);
    // Depth d's positions: parent (in depth d − 1) and the move from it; depth 0 is the root.
    const parents: Int32Array[] = [Int32Array.of(-1)];
    const codes: Int32Array[] = [Int32Array.of(0)];
    // The line the board is on: its position at each depth, and the undo log's length there.
    const onLine: number[] = [0];
    const logAt: number[] = [rootLog];
    const chain: number[] = [];
    const grown = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    const buffer = new Int32Array(core.maxMoves);
    let cParent = new Int32Array(1024);
    let cCode = new Int32Array(1024);
    let cScore = new Float64Array(1024);
    core.undoTo(rootLog);
    for (let d = 0; ; d++) {
      const layerSize = parents[d].length;
      let c = 0;
      for (let e = 0; e < layerSize; e++) {
        // Onto position e of depth d: back to the common ancestor, then its moves on.
        let at = d;
        let i = e;
        chain.length = 0;
        while (at > 0 && onLine[at] !== i) {
          chain.push(i);
          i = parents[at][i];
          at--;
        }
        core.undoTo(logAt[at]);
        for (let j = chain.length - 1; j >= 0; j--) {
          at++;
          const m = codes[at][chain[j]];
          core.step(m);
          onLine[at] = chain[j];
          logAt[at] = core.logLen;
        }
        const log = core.logLen;
        const end = core.searchMoves(buffer, 0);
        for (let k = 0; k < end; k++) {
          const m = buffer[k];
          const events = core.edgeEvents;
          core.step(m);
          if (core.won) return FOUND;
          core.key(key);
          if (seen.visit(key[0], key[1], 0) === EXPLORE && !tables[0].proven(key[0], key[1])) {
            nodes++;
            if (spent(maxNodes)) return OUT_OF_BUDGET;
            if (!core.deadAfter(events)) {
              if (c === cParent.length) {
                cParent = grown(cParent);
                cCode = grown(cCode);
                cScore = grown(cScore);
              }
              cParent[c] = e;
              cCode[c] = m;
              cScore[c] = core.beamScore(empty, delay);
              c++;
            }
          }
          core.undoTo(log);
        }
      }
      if (c === 0) return EXHAUSTED;
      // The best `width`, the earlier first among equals; then back in the order of their lines.
      const order = Array.from({ length: c }, (_, x) => x);
      if (c > width) {
        order.sort((a, b) => cScore[b] - cScore[a] || a - b);
        order.length = width;
        order.sort((a, b) => a - b);
      }
      parents.push(Int32Array.from(order, (x) => cParent[x]));
      codes.push(Int32Array.from(order, (x) => cCode[x]));
      onLine[d + 1] = -1;
    }
  };

  if (early && beamWidth > 0 && !core.rules.beamWait && maxNodes >= EARLY_MIN) {
    // The early beams: a short depth-first search, then narrow beams, then the search as before.
    const r = searchFrom(core, options, false, EARLY_PREFIX);
    nodes = r.nodes;
    if (r.result === 'won') return { ...r, ms: now() - t0 };
    if (r.result === 'lost') return done('lost');
    for (const width of EARLY_BEAMS) {
      if (now() > deadline) return done('unknown');
      const b = beam(width, BEAM_EMPTY, BEAM_DELAY);
      if (b === FOUND) return done('won');
      if (b === OUT_OF_BUDGET) return done('unknown');
    }
  }
  try {
    for (let ph = 0; ph < phases.length && !over(); ph++) {
      // A phase: the limited passes, then (unless they ran out of its nodes) the unlimited pass. The
      // last phase runs to passNodes; with `buryLater` the first stops at `later` (past its limited
      // passes' quarter, so node for node the search it was), and the next give their limited passes
      // BURY_LATER_LIMITED of the budget (the last has less left: limited passes only).
      core.buryOrder = phases[ph][1];
      core.burySlack = phases[ph][2];
      passLimit = ph === phases.length - 1 ? passNodes : Math.floor(maxNodes * phases[ph][0]);
      const limitedUntil = ph === 0 ? limitedNodes : nodes + maxNodes * BURY_LATER_LIMITED;
      let outOfPasses = false;
      limited: for (const k of DISCREPANCY_PASSES) {
        for (let o = 0; o < orders.length; o++) {
          core.jitter = orders[o];
          table = tables[ph + o]; // one of them is 0: with `buryLater` there is one order
          const r = pass(k);
          if (r === FOUND) return done('won');
          if (r === EXHAUSTED) return done('lost');
          if (nodes >= passLimit || over()) {
            outOfPasses = true;
            break limited;
          }
          if (nodes > limitedUntil) break limited;
        }
      }
      core.jitter = 0;
      if (!outOfPasses) {
        table = tables[ph];
        const r = pass(UNLIMITED);
        if (r !== OUT_OF_BUDGET) return done(r === FOUND ? 'won' : 'lost');
      }
    }
  } finally {
    core.jitter = 0;
    core.buryOrder = core.rules.buryOrder;
  }
  if (beamWidth > 0) {
    for (const [empty, delay] of BEAMS) {
      const width = Math.floor((maxNodes - nodes) / (BEAM_NODES_PER_WIDTH_CARD * core.layout.cardCount));
      if (width < BEAM_MIN_WIDTH || over()) break;
      const r = beam(Math.min(width, beamWidth), empty, delay);
      if (r === FOUND) return done('won');
      if (r === OUT_OF_BUDGET) break;
    }
  }
  return done('unknown');
}

// ---------------------------------------------------------------------------------------------
// Greedy player

/**
 * The move a player who sees no hidden card would make (docs/rules.md "Measurements"), as a move
 * code on the loaded core, or -1 when it has none:
 * 1. any foundation play (locking a free base the first time it can);
 * 2. a move that turns a face-down card, from the pile with the most face-down cards;
 * 3. the hand card onto a pile whose top is needed later (closest first), else an empty pile, else
 *    the least harmful pile;
 * 4. the waste top onto a tableau pile;
 * 5. a draw from the stock;
 * 6. a redeal.
 * It reads only face-up cards, the foundations and the face-down counts.
 */
function greedyCode(core: SolverCore): number {
  const scratch = core.scratch;
  const n = core.allMoves(scratch);
  const kind = core.kind;
  let best = -1;
  let bestScore = -1;
  let handDist = -1;
  for (let i = 0; i < n; i++) {
    const m = scratch[i];
    const from = mFrom(m);
    const to = mTo(m);
    const fk = kind[from];
    const tk = kind[to];
    let s: number;
    // Foundation plays: the hand card first, then from the longest pile (the hardest to dig out).
    if (tk === K_FOUNDATION) s = 50_000_000 + (fk === K_HAND ? 100 : core.len[from]);
    else if (fk === K_TABLEAU && core.fd[from] > 0 && mCount(m) === core.len[from] - core.fd[from]) {
      s = 40_000_000 + core.fd[from];
    } else if (fk === K_HAND) {
      if (handDist < 0) handDist = core.distance(core.board.top(from));
      s = 30_000_000 + core.placeScore(handDist, to);
    } else if (fk === K_WASTE && tk === K_TABLEAU) s = 20_000_000;
    else if (fk === K_STOCK) s = 10_000_000;
    else if (to === core.board.stock)
      s = 5_000_000; // a redeal, when nothing else is left
    else continue; // tableau rearrangements: never
    if (s > bestScore) {
      bestScore = s;
      best = m;
    }
  }
  return best;
}

/**
 * The greedy player's next move in `state` (see {@link greedyPlay}), or null when it has none (it
 * never makes a mere tableau rearrangement).
 */
export function greedyMove(variant: VariantDefinition, state: GameState): Move | null {
  if (state.status !== 'playing') return null;
  const core = solverCore(variant);
  core.load(state);
  const m = greedyCode(core);
  return m < 0 ? null : core.toMove(m);
}

/**
 * Plays the deal of `seed` as a player who sees no hidden card (docs/rules.md "Measurements"):
 * every foundation play at once; then (tableau games) a move that turns a face-down card, the pile with
 * the most face-down cards first; then the hand card onto a pile whose top is needed later, closest
 * first, else an empty pile, else the least harmful one; then the waste top to the tableau; then a
 * draw. It stops when none of these is possible.
 *
 * @returns whether it won, and every move it made from `deal(variant, shuffledDeck(seed, decks))` (automatic
 *   play off), replayable with `applyExact`.
 */
export function greedyPlay(variant: VariantDefinition, seed: string): GreedyResult {
  const core = solverCore(variant);
  const layout = core.layout;
  core.load(deal(variant, shuffledDeck(seed, layout.decks)));
  const codes: number[] = [];
  // With unlimited redeals it could go round the stock for ever: it stops where it has been before,
  // and its moves are cut where the game is lost (drawing on in a lost game is no move).
  const cycling = layout.tables.redeals === UNLIMITED_REDEALS;
  let lastProgress = 0;
  const seen = new Set<string>();
  const key = new Int32Array(2);
  for (let guard = 0; guard < 10_000; guard++) {
    const m = greedyCode(core);
    if (m < 0) break;
    core.apply(mFrom(m), mTo(m), mCount(m), 0);
    codes.push(m);
    if (!cycling) continue;
    if (mTo(m) !== layout.stock && core.kind[mFrom(m)] !== K_STOCK) lastProgress = codes.length - 1;
    core.key(key);
    const k = `${key[0]}:${key[1]}`;
    if (seen.has(k)) break;
    seen.add(k);
  }
  if (cycling && !core.won) {
    // The first position from the last progress on that the rules call lost ends the game.
    const start = deal(variant, shuffledDeck(seed, layout.decks));
    core.load(start);
    for (let i = 0; i < codes.length; i++) {
      core.apply(mFrom(codes[i]), mTo(codes[i]), mCount(codes[i]), 0);
      if (i >= lastProgress && statusOf(layout, { ...core.toState(), redeals: core.board.round }) === 'lost') {
        codes.length = i + 1;
        break;
      }
    }
  }
  return { won: core.won, moves: codes.map((m) => core.toMove(m)) };
}

/** Every legal move as the solver's generator sees it (for tests: must equal `legalMoves`). */
export function solverLegalMoves(variant: VariantDefinition, state: GameState): Move[] {
  if (state.status !== 'playing') return [];
  const core = solverCore(variant);
  core.load(state);
  const n = core.allMoves(core.scratch);
  return Array.from(core.scratch.subarray(0, n), (m) => core.toMove(m));
}

// ---------------------------------------------------------------------------------------------
// Winnable deals

/** Limits of {@link findWinnableSeed}. */
export interface WinnableOptions {
  /** Most seeds to try. Default 20. */
  readonly maxSeeds?: number;
  /** The solver's node budget for each seed. Default 200,000. */
  readonly nodesPerSeed?: number;
  /** An optional cap in milliseconds on the whole search (then `seed` may be null). Default: none. */
  readonly maxMs?: number;
}

/** What {@link findWinnableSeed} found. */
export interface WinnableResult {
  /** A seed whose deal the solver won (so the deal can be won), or null when none was found within the budget. */
  readonly seed: string | null;
  /** The seeds tried, in order. */
  readonly tried: readonly string[];
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Wall time, in milliseconds. */
  readonly ms: number;
}

/** The longest seed (deck.ts `checkSeed`). */
const MAX_SEED = 200;

/**
 * The seed after `seed` in the order {@link findWinnableSeed} tries them: a decimal deal number plus
 * one ("41" → "42"), any other text with a counter ("Tuesday" → "Tuesday-2", "Tuesday-2" → "Tuesday-3").
 */
export function nextSeed(seed: string): string {
  if (/^[1-9]\d{0,14}$/.test(seed)) return String(Number(seed) + 1);
  const m = /^(.*)-(\d{1,9})$/.exec(seed);
  return m ? `${m[1]}-${Number(m[2]) + 1}` : `${seed}-2`;
}

/**
 * Looks for a deal the solver proves winnable: tries `startSeed`, then {@link nextSeed} of it, and so
 * on, solving each deal (`deal(variant, shuffledDeck(seed, decks))`) within `nodesPerSeed`, and returns the
 * first seed it wins. The answer depends only on the arguments (node budgets), so the same call gives
 * the same seed on every machine unless `maxMs` stops it first. The search also ends where the next
 * seed would be longer than a seed may be (200 characters): a start seed of 199 or 200 characters
 * tries that seed alone.
 *
 * @throws {TypeError} / {RangeError} for a bad `startSeed` (not text, blank, longer than 200
 *   characters, or not well-formed: deck.ts `checkSeed`), before anything is searched, whatever
 *   `maxMs`; {RangeError} for a budget that is not a positive integer.
 */
export function findWinnableSeed(variant: VariantDefinition, startSeed: string, options: WinnableOptions = {}): WinnableResult {
  const steps = winnableSearch(variant, startSeed, options);
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/**
 * {@link findWinnableSeed} one seed at a time: yields what it has found so far (seed null) after each
 * seed it could not win, so that a caller can stop between seeds (a worker that takes cancellation).
 */
export function* winnableSearch(
  variant: VariantDefinition,
  startSeed: string,
  options: WinnableOptions = {},
): Generator<WinnableResult, WinnableResult> {
  const t0 = now();
  checkSeed(startSeed);
  checkOptions(options, 'findWinnableSeed');
  const maxSeeds = positiveInt('maxSeeds', options.maxSeeds, 20);
  const perSeed = positiveInt('nodesPerSeed', options.nodesPerSeed, 200_000);
  checkMs(options.maxMs);
  const deadline = options.maxMs === undefined ? Infinity : t0 + options.maxMs;
  const tried: string[] = [];
  let nodes = 0;
  let seed = startSeed;
  // The search ends where the next seed would be too long to deal (a start seed of 199 or 200 characters).
  for (let i = 0; i < maxSeeds && now() <= deadline && seed.length <= MAX_SEED; i++, seed = nextSeed(seed)) {
    const start = deal(variant, shuffledDeck(seed, layoutOf(variant).decks));
    tried.push(seed);
    const r = solve(variant, start, { maxNodes: perSeed, maxMs: options.maxMs === undefined ? undefined : Math.max(0, deadline - now()) });
    nodes += r.nodes;
    if (r.result === 'won') return { seed, tried, nodes, ms: now() - t0 };
    if (i + 1 < maxSeeds) yield { seed: null, tried: tried.slice(), nodes, ms: now() - t0 };
  }
  return { seed: null, tried, nodes, ms: now() - t0 };
}
