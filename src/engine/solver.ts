/**
 * A solver, a hint and a greedy player, all read from a variant's declaration ({@link VariantDefinition}):
 * nothing here asks which game it is playing.
 *
 * - {@link solve}: search over positions with canonical position keys, forced (dominating) automatic
 *   moves, dead-position tests and move ordering. It reports `won` with a winning line, `lost` only
 *   when the search was exhaustive, and `unknown` when the budget ran out.
 * - {@link hint}: the next move of a winning line when one is found within a small budget, otherwise a
 *   move chosen like the greedy player.
 * - {@link greedyPlay}: a player that sees no hidden card (see {@link greedyMove}).
 *
 * The search runs on its own mutable copy of a position ({@link SolverCore}): flat typed arrays, moves
 * applied and taken back in place, an undo log, and a 64-bit position hash kept per pile, so the hot
 * loop allocates nothing. Its move generator follows the same declarations as `refusal` in rules.ts and
 * is checked against `forEachLegalMove` by the tests; every line it returns replays with `applyExact`.
 *
 * ## Search
 *
 * Limited-discrepancy passes first: a depth-first search in which the move order's first choice costs
 * nothing and the i-th choice costs i, pass k allowing a total cost of k along a line (k = 0, 1, 2, 3,
 * 5, 8, … 90); a position is explored again in a later pass only when reached with a larger budget.
 * With a good move order this finds wins many times sooner than one plain depth-first search, which
 * spends its budget on the last few decisions of the first line. Then one unlimited depth-first pass
 * with a fresh visited set (each position expanded once, so it ends even where moves form cycles, as
 * Lady Cadogan's tableau moves do); only this pass, run to its end, reports `lost`. A pass that skipped
 * no move for its cost goes straight to the unlimited pass.
 *
 * Move order (WINNABILITY.md "Move order"): foundation plays (the hand card first, then from the
 * longest pile); moves that turn a face-down card (the pile with most face-down cards first); tableau
 * moves that uncover a card a foundation takes; moves that empty a pile; waste to tableau; a draw; hand
 * placements onto a pile whose top is needed later than the card (closest first), then an empty pile,
 * then the rest (top needed latest first); other tableau moves. "Needed" is how many cards a foundation
 * holds when the card can go on it ({@link SolverCore.distance}). The first line tried is the greedy
 * player's game, so every deal the greedy player wins is won in the first pass.
 *
 * ## Soundness of the pruning
 *
 * **Canonical keys.** A position's key is the sum over piles of a hash of (pile group, cards bottom to
 * top, face-down count). Piles of one interchangeable group share a group salt, so the sum is the same
 * for any order of those piles: the waste piles form one group, the tableau piles one group (after the
 * deal a pile's index plays no part in any rule), and foundations one group per base rank (the
 * declaration is shared; with different bases, as in Lady Betty, each is its own group). When no rule
 * of the variant reads a suit (every build rule is `any`, no `uniqueSuits`, automatic play not
 * `other-suits`), cards are hashed by rank only: two positions that differ only in suits then have the
 * same future. A key is two 32-bit lanes (64 bits); with a few million positions the chance that two
 * different positions share a key is about 1e-7 (as in WINNABILITY.md), the only way a `lost` could be
 * wrong.
 *
 * **Forced moves** are exactly the variant's automatic plays (`findAutoMove`, the same order), applied
 * after every move and at the root. Each declared safety rule is a dominance rule, so no winning line
 * is lost by making the play at once:
 * - `every-foundation` (Sir Tommy §1): a rank-r card when every foundation holds ≥ r − 1 cards. The
 *   rank-r cards still out are exactly as many as the foundations at r − 1; with interchangeable
 *   foundations and a suit-blind game, any winning line can be rewritten to play this card now on one
 *   of those slots (it only frees the card below it, and every later rank-r play still finds a slot).
 * - `always` with `startsFoundations: false` (Lady Betty §2): a card that continues a started, locked
 *   foundation. That foundation is the card's only destination, and no other card can go there before
 *   it, so playing it now delays nothing and only uncovers the card below.
 * - `other-suits` with aces and twos always safe (Lady Cadogan §3): a rank-r card when the other suits'
 *   foundations hold ≥ r − 1. Every card that could be built on it (rank r − 1, any suit) is already on
 *   a foundation, so in the tableau it can only block; an empty pile or a shorter run accepts at least
 *   what the card did. Twos: the only cards that could go on a two are aces, and an ace is never better
 *   on a tableau two than on its foundation.
 * Because the forced set is exactly the automatic play, a line's non-forced moves are the moves a person
 * makes with automatic play on ({@link SolveResult.auto}).
 *
 * **Moves not tried** (each leads to a position equal, up to the symmetry above, to one that is tried):
 * a move onto a pile whose contents equal those of an earlier pile of its group (for the hand card:
 * identical waste piles, the second of two empty piles or foundations), a move from such a duplicate
 * pile to another group, and a move of a whole pile into an empty pile of its own group.
 *
 * **Dead tests** (necessary conditions for a win; a position failing one cannot be won), used only where
 * the declaration makes them hold. Both use piles whose cards may leave only for a foundation (waste
 * piles): in such a pile a card above must reach its foundation before the card below it.
 * - Rank slots, when every foundation starts from an ace and builds up by one without wrapping: the j-th
 *   card of rank b played needs j foundations at ≥ b − 1, so j cards of each rank a < b played first.
 *   For a waste card x of rank a, need(x) = 1 + the largest of (cards of rank a on foundations) and
 *   need(y) over cards y of rank ≥ a above x; x is at best the need(x)-th card of its rank played. The
 *   position is dead when more than 5 − v cards of one rank have need ≥ v (Hall's condition for the 4
 *   slots of a rank; WINNABILITY.md "Sir Tommy", made transitive).
 * - Precedence cycle, when foundations build in suit: the cards still to come on a started foundation
 *   must arrive in order (when no other foundation could take them), and waste-pile cards top first. A
 *   cycle in these "before" edges means no order can play them all (WINNABILITY.md "Lady Betty").
 *   Stronger than the note's: when every suit must own exactly one foundation (four in-suit foundations
 *   of 13 cards), a suit that owns none yet gets, in turn, each way of sharing out the free bases, and
 *   the position is dead only when every way has a cycle (Lady Betty: 3H under 4H under 5H is dead
 *   before any foundation is started). The test runs only after a step that started a foundation or put
 *   a card on a waste pile: a step that only plays cards up leaves a subgraph of its parent's graph.
 *
 * @module
 */
import type { Card } from './cards.js';
import { shuffledDeck } from './deck.js';
import { layoutOf, type Layout } from './layout.js';
import { deal, follows, nextRank, type GameState, type Move } from './rules.js';
import type { VariantDefinition } from './vocabulary.js';

// ---------------------------------------------------------------------------------------------
// Public types

/** Limits of one search. */
export interface SolveOptions {
  /** Most positions expanded. Default 2 000 000. */
  readonly maxNodes?: number;
  /** Most milliseconds of wall time. Default 2000. */
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

/** What {@link hint} suggests. */
export interface HintResult {
  /** The suggested move, or null when there is no legal move. */
  readonly move: Move | null;
  /** True when the move is the next move of a winning line the solver found. */
  readonly winning: boolean;
}

/** What {@link greedyPlay} did. */
export interface GreedyResult {
  readonly won: boolean;
  /** Every move made, from `deal(variant, shuffledDeck(seed))`, replayable with `applyExact`. */
  readonly moves: Move[];
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const perf = (globalThis as { performance?: { now(): number } }).performance;
const now: () => number = perf ? () => perf.now() : () => Date.now();

const K_STOCK = 0;
const K_HAND = 1;
const K_WASTE_PILE = 2;
const K_WASTE = 3;
const K_FOUNDATION = 4;
const K_TABLEAU = 5;
const KIND_CODE: Record<string, number> = {
  stock: K_STOCK,
  hand: K_HAND,
  'waste-pile': K_WASTE_PILE,
  waste: K_WASTE,
  foundation: K_FOUNDATION,
  tableau: K_TABLEAU,
};

/** Cards in the deck (local: a module-level import is a getter call in some loaders). */
const DECK_SIZE = 52;
/** Rank (1..13) and suit index (0..3) of each card id, as in cards.ts. */
const RANK = Int8Array.from({ length: DECK_SIZE }, (_, c) => (c % 13) + 1);
const SUIT = Int8Array.from({ length: DECK_SIZE }, (_, c) => (c / 13) | 0);
const makeCard = (rank: number, suit: number): number => suit * 13 + rank - 1;

/** Room per pile (52 cards) plus one for the empty prefix's hash. */
const CAP = 53;
const INF = 99;

function fmixA(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
function fmixB(h: number): number {
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h | 0;
}

/** Move codes: from | to << 6 | count << 12. */
const enc = (from: number, to: number, count: number): number => from | (to << 6) | (count << 12);
const mFrom = (m: number): number => m & 63;
const mTo = (m: number): number => (m >> 6) & 63;
const mCount = (m: number): number => m >> 12;

// Move scores (bigger is tried first).
// Measured on Lady Cadogan: drawing before tableau rearrangements, and first among rearrangements
// those that uncover a card a foundation takes, roughly triples the deals won within a node budget.
const S_FOUNDATION = 1_000_000;
const S_TURN = 900_000;
const S_EXPOSES = 850_000;
const S_EMPTIES = 800_000;
const S_WASTE_TO_TABLEAU = 700_000;
const S_DRAW = 650_000;
const S_PLACE_LATER = 600_000;
const S_PLACE_EMPTY = 500_000;
const S_PLACE_REST = 400_000;
const S_TABLEAU = 300_000;

/**
 * Open-addressing map from 64-bit keys (two int32 lanes; (0, 0) marks an empty slot) to the
 * discrepancy budget a position was explored with (127: unlimited).
 */
class KeyMap {
  private a: Int32Array;
  private b: Int32Array;
  private v: Int8Array;
  private mask: number;
  size = 0;
  constructor(capacityLog2 = 17) {
    this.a = new Int32Array(1 << capacityLog2);
    this.b = new Int32Array(1 << capacityLog2);
    this.v = new Int8Array(1 << capacityLog2);
    this.mask = (1 << capacityLog2) - 1;
  }
  /**
   * Records that a position is explored with budget `r`: true when it is new or was explored with a
   * smaller budget (then it should be explored), false when it was already explored with `r` or more.
   */
  visit(x: number, y: number, r: number): boolean {
    if (x === 0 && y === 0) y = 1;
    const { a, b, mask } = this;
    let i = (x ^ Math.imul(y, 0x9e3779b1)) & mask;
    for (;;) {
      const ai = a[i];
      const bi = b[i];
      if (ai === 0 && bi === 0) break;
      if (ai === x && bi === y) {
        if (this.v[i] >= r) return false;
        this.v[i] = r;
        return true;
      }
      i = (i + 1) & mask;
    }
    a[i] = x;
    b[i] = y;
    this.v[i] = r;
    if (++this.size * 2 > mask) this.grow();
    return true;
  }
  private grow(): void {
    const oa = this.a;
    const ob = this.b;
    const ov = this.v;
    const cap = oa.length * 2;
    this.a = new Int32Array(cap);
    this.b = new Int32Array(cap);
    this.v = new Int8Array(cap);
    this.mask = cap - 1;
    const { a, b, v, mask } = this;
    for (let j = 0; j < oa.length; j++) {
      const x = oa[j];
      const y = ob[j];
      if (x === 0 && y === 0) continue;
      let i = (x ^ Math.imul(y, 0x9e3779b1)) & mask;
      while (a[i] !== 0 || b[i] !== 0) i = (i + 1) & mask;
      a[i] = x;
      b[i] = y;
      v[i] = ov[j];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The search core: a mutable position with do/undo, compiled from the declaration

/**
 * A position the solver can change in place: cards in flat typed arrays, moves applied and undone
 * through a log, a per-pile rolling hash for the canonical key. Built once per variant (cached) and
 * loaded with {@link SolverCore.load}. Exported for tests and benchmarks; not a stable API.
 */
export class SolverCore {
  readonly layout: Layout;
  readonly n: number;
  readonly kind: Int8Array;
  /** Hash salt of each pile's group (equal within an interchangeable group). */
  private readonly salt1: Int32Array;
  private readonly salt2: Int32Array;
  /** Interchangeable group of each pile (-1: none). */
  private readonly group: Int32Array;
  private readonly targets: Int32Array[];
  /** The foundations each pile feeds, in layout order. */
  private readonly fTargets: Int32Array[];
  private readonly foundations: Int32Array;
  private readonly base: Int32Array;
  private readonly fFollow: Uint8Array;
  private readonly fNext: Int32Array;
  private readonly fSameSuit: boolean;
  private readonly uniqueSuits: boolean;
  private readonly tBuild: Uint8Array | null;
  private readonly tRun: Uint8Array | null;
  private readonly emptyRank: number;
  private readonly emptyMin: number;
  private readonly stock: number;
  private readonly hand: number;
  private readonly dealsHand: boolean;
  private readonly apStarts: boolean;
  private readonly apSafe: number;
  private readonly apAlways: Uint8Array;
  private readonly keyCard: Int32Array;
  /** Piles whose cards may leave only for a foundation (waste piles). */
  private readonly foundationOnly: Int32Array;
  private readonly rankSlotTest: boolean;
  private readonly cycleTest: boolean;

  // The position.
  readonly cards: Int8Array;
  readonly len: Int32Array;
  readonly fd: Int32Array;
  private readonly h1: Int32Array;
  private readonly h2: Int32Array;
  /** Moves so far that started a foundation or went onto a foundation-only pile (see {@link deadAfter}). */
  edgeEvents = 0;
  private readonly isFoundationOnly: Uint8Array;
  /** Cards on foundations, and cards in the position. */
  fc = 0;
  total = 0;
  // Undo log: from, to, count, previous face-down of from, dealt (0/1), previous stock face-down, forced.
  private log = new Int32Array(7 * 1024);
  /** Length of the undo log (7 numbers per move applied since {@link load}). */
  logLen = 0;
  // Scratch.
  readonly twin: Int32Array;
  /** Most moves one position can have: from × to × cards moved. */
  readonly maxMoves: number;
  private readonly scratchScore: Int32Array;
  private readonly scratchMove: Int32Array;
  /** A buffer for {@link allMoves}' callers. */
  readonly scratch: Int32Array;
  private readonly sufMax = new Int32Array(15);
  private readonly slotCount = new Int32Array(14 * 6);
  private readonly chainIdx = new Int32Array(DECK_SIZE);
  private readonly chainCard = new Int32Array(4 * 14);
  private readonly chainNext = new Int32Array(4);
  private readonly chainLen = new Int32Array(4);
  private readonly freeFoundations = new Int32Array(64);
  private readonly openSuits = new Int32Array(4);
  private readonly perm = new Int32Array(4);
  /** Every suit must own exactly one foundation: four same-suit foundations of 13 cards, bases known. */
  private readonly assignSuits: boolean;
  private readonly pileTop = new Int32Array(64);
  /** The pile each card is in (`n` when it is not in the position, as in a test position). */
  private readonly where = new Int32Array(DECK_SIZE);

  constructor(layout: Layout) {
    this.layout = layout;
    const n = layout.ids.length;
    if (n > 63) throw new RangeError('the solver handles at most 63 piles');
    this.n = n;
    this.kind = Int8Array.from(layout.kinds, (k) => KIND_CODE[k]);
    const v = layout.variant;
    const fDecl = layout.foundationDeclaration;
    const tDecl = layout.tableauDeclaration;
    this.fSameSuit = fDecl.build.suit === 'same';
    this.uniqueSuits = fDecl.uniqueSuits === true;
    const suitBlind =
      fDecl.build.suit === 'any' &&
      !this.uniqueSuits &&
      (tDecl === null || (tDecl.build.suit === 'any' && (tDecl.run === undefined || tDecl.run.suit === 'any'))) &&
      v.autoPlay.safe !== 'other-suits';
    this.keyCard = Int32Array.from({ length: DECK_SIZE }, (_, c) => (suitBlind ? RANK[c] : c + 1));

    // Groups: waste piles, tableau piles, foundations by base rank; everything else alone.
    this.group = new Int32Array(n).fill(-1);
    this.salt1 = new Int32Array(n);
    this.salt2 = new Int32Array(n);
    const groupKeys: string[] = [];
    for (let p = 0; p < n; p++) {
      const k = layout.kinds[p];
      let g: string;
      if (k === 'waste-pile' || k === 'tableau') g = k;
      else if (k === 'foundation') g = `foundation:${layout.base[p]}`;
      else g = `pile:${p}`;
      let gi = groupKeys.indexOf(g);
      if (gi < 0) gi = groupKeys.push(g) - 1;
      if (!g.startsWith('pile:')) this.group[p] = gi;
      this.salt1[p] = fmixA(0x3c6ef372 + Math.imul(gi + 1, 0x9e3779b1));
      this.salt2[p] = fmixB(0x1b873593 ^ Math.imul(gi + 7, 0x85ebca77));
    }
    this.targets = layout.feeds.map((row) => Int32Array.from(row.flatMap((ok, j) => (ok ? [j] : []))));
    this.foundations = Int32Array.from(layout.foundations);
    this.fTargets = layout.feeds.map((row) => Int32Array.from(layout.foundations.filter((f) => row[f])));
    this.base = Int32Array.from(layout.base);
    this.fFollow = new Uint8Array(DECK_SIZE * DECK_SIZE);
    for (let a = 0; a < DECK_SIZE; a++) {
      for (let b = 0; b < DECK_SIZE; b++) this.fFollow[a * DECK_SIZE + b] = follows(a, b, fDecl.build) ? 1 : 0;
    }
    this.fNext = Int32Array.from({ length: 14 }, (_, r) => (r === 0 ? 0 : nextRank(r, fDecl.build)));
    if (tDecl) {
      this.tBuild = new Uint8Array(DECK_SIZE * DECK_SIZE);
      for (let a = 0; a < DECK_SIZE; a++) {
        for (let b = 0; b < DECK_SIZE; b++) this.tBuild[a * DECK_SIZE + b] = follows(a, b, tDecl.build) ? 1 : 0;
      }
      if (tDecl.run) {
        const run = tDecl.run;
        this.tRun = new Uint8Array(DECK_SIZE * DECK_SIZE);
        for (let a = 0; a < DECK_SIZE; a++) {
          for (let b = 0; b < DECK_SIZE; b++) this.tRun[a * DECK_SIZE + b] = follows(a, b, run) ? 1 : 0;
        }
      } else this.tRun = null;
      this.emptyRank = tDecl.empty.rank ?? 0;
      this.emptyMin = tDecl.empty.minCards ?? 1;
    } else {
      this.tBuild = null;
      this.tRun = null;
      this.emptyRank = 0;
      this.emptyMin = 1;
    }
    this.stock = layout.stock;
    this.hand = layout.hand;
    this.dealsHand = layout.hand >= 0 && layout.stockDeclaration.deals === 'hand';
    this.apStarts = v.autoPlay.startsFoundations;
    this.apSafe = v.autoPlay.safe === 'always' ? 0 : v.autoPlay.safe === 'every-foundation' ? 1 : 2;
    this.apAlways = new Uint8Array(14);
    for (const r of v.autoPlay.alwaysSafeRanks ?? []) this.apAlways[r] = 1;

    this.foundationOnly = Int32Array.from(
      layout.ids.flatMap((_, p) => {
        const k = layout.kinds[p];
        if (k === 'stock' || k === 'hand' || k === 'foundation') return [];
        const t = this.targets[p];
        return t.length > 0 && Array.from(t).every((q) => layout.kinds[q] === 'foundation') ? [p] : [];
      }),
    );
    this.isFoundationOnly = new Uint8Array(n + 1); // [n]: not in the position
    for (const p of this.foundationOnly) this.isFoundationOnly[p] = 1;
    const b = fDecl.build;
    const sameBase = layout.foundations.every((f) => layout.base[f] === layout.base[layout.foundations[0]]);
    this.rankSlotTest =
      this.foundationOnly.length > 0 &&
      layout.foundations.length === 4 &&
      sameBase &&
      layout.base[layout.foundations[0]] === 1 &&
      b.direction === 'up' &&
      (b.step ?? 1) === 1 &&
      !b.wrap;
    this.cycleTest = this.foundationOnly.length > 0 && this.fSameSuit;
    this.assignSuits =
      this.cycleTest &&
      layout.foundations.length === 4 &&
      (b.wrap === true || layout.foundations.every((f) => layout.base[f] === 1));

    this.cards = new Int8Array(n * CAP);
    this.len = new Int32Array(n);
    this.fd = new Int32Array(n);
    this.h1 = new Int32Array(n * CAP);
    this.h2 = new Int32Array(n * CAP);
    this.twin = new Int32Array(n);
    this.maxMoves = n * n * 13 + 64;
    this.scratchScore = new Int32Array(this.maxMoves);
    this.scratchMove = new Int32Array(this.maxMoves);
    this.scratch = new Int32Array(this.maxMoves);
  }

  /** Loads a position (copies it). */
  load(state: GameState): void {
    this.where.fill(this.n);
    this.total = 0;
    this.fc = 0;
    this.logLen = 0;
    for (let p = 0; p < this.n; p++) {
      this.len[p] = 0;
      this.h1[p * CAP] = 0x2545f491;
      this.h2[p * CAP] = 0x6a09e667;
      for (const c of state.piles[p]) this.push(p, c);
      this.fd[p] = state.faceDown[p];
      this.total += state.piles[p].length;
      if (this.kind[p] === K_FOUNDATION) this.fc += state.piles[p].length;
    }
  }

  /** The position as a {@link GameState} (status `playing`; `moves` as given). */
  toState(moves = 0): GameState {
    const piles: Card[][] = [];
    const faceDown: number[] = [];
    for (let p = 0; p < this.n; p++) {
      piles.push(Array.from(this.cards.subarray(p * CAP, p * CAP + this.len[p])));
      faceDown.push(this.fd[p]);
    }
    return { piles, faceDown, moves, status: 'playing' };
  }

  private push(p: number, c: number): void {
    const o = p * CAP;
    const i = this.len[p];
    this.cards[o + i] = c;
    this.where[c] = p;
    const k = this.keyCard[c];
    this.h1[o + i + 1] = fmixA((this.h1[o + i] + Math.imul(k, 0x9e3779b1) + 0x632be5ab) | 0);
    this.h2[o + i + 1] = fmixB(this.h2[o + i] ^ Math.imul(k + 0x3c6ef372, 0x85ebca77));
    this.len[p] = i + 1;
  }

  /** True when every card of the position is on a foundation. */
  get won(): boolean {
    return this.fc === this.total;
  }

  /** Applies a legal move in place, with the deal into an emptied hand (as `applyRaw`). */
  apply(from: number, to: number, count: number, forced: number): void {
    const L = this.len[from];
    const keep = L - count;
    const o = from * CAP;
    if (this.isFoundationOnly[to] || (this.kind[to] === K_FOUNDATION && this.len[to] === 0)) this.edgeEvents++;
    for (let i = keep; i < L; i++) this.push(to, this.cards[o + i]);
    this.len[from] = keep;
    const prevFd = this.fd[from];
    if (this.kind[from] === K_STOCK) this.fd[from] = keep;
    else if (keep > 0 && prevFd >= keep) this.fd[from] = keep - 1;
    else if (prevFd > keep) this.fd[from] = keep;
    if (this.kind[to] === K_FOUNDATION) this.fc += count;
    let dealt = 0;
    const stock = this.stock;
    const prevStockFd = this.fd[stock];
    if (this.dealsHand && this.len[this.hand] === 0 && this.len[stock] > 0) {
      const sl = this.len[stock] - 1;
      this.push(this.hand, this.cards[stock * CAP + sl]);
      this.len[stock] = sl;
      this.fd[stock] = sl;
      dealt = 1;
    }
    if (this.logLen + 7 > this.log.length) {
      const bigger = new Int32Array(this.log.length * 2);
      bigger.set(this.log);
      this.log = bigger;
    }
    const lg = this.log;
    const j = this.logLen;
    lg[j] = from;
    lg[j + 1] = to;
    lg[j + 2] = count;
    lg[j + 3] = prevFd;
    lg[j + 4] = dealt;
    lg[j + 5] = prevStockFd;
    lg[j + 6] = forced;
    this.logLen = j + 7;
  }

  /** Takes back the last applied move. */
  undo(): void {
    const lg = this.log;
    const j = (this.logLen -= 7);
    const from = lg[j];
    const to = lg[j + 1];
    const count = lg[j + 2];
    if (lg[j + 4]) {
      const hl = --this.len[this.hand];
      this.push(this.stock, this.cards[this.hand * CAP + hl]);
      this.fd[this.stock] = lg[j + 5];
    }
    const tl = this.len[to] - count;
    const o = to * CAP;
    for (let i = tl; i < tl + count; i++) this.push(from, this.cards[o + i]);
    this.len[to] = tl;
    this.fd[from] = lg[j + 3];
    if (this.kind[to] === K_FOUNDATION) this.fc -= count;
  }

  /** Takes back moves until the undo log is back at `logLen` (a value of {@link logLen} read earlier). */
  undoTo(logLen: number): void {
    while (this.logLen > logLen) this.undo();
  }

  /** The moves applied since {@link load}, in order, and whether each was automatic (forced). */
  line(): { moves: Move[]; auto: boolean[] } {
    const moves: Move[] = [];
    const auto: boolean[] = [];
    for (let j = 0; j < this.logLen; j += 7) {
      moves.push(this.toMove(enc(this.log[j], this.log[j + 1], this.log[j + 2])));
      auto.push(this.log[j + 6] === 1);
    }
    return { moves, auto };
  }

  /** A move code as a public move. */
  toMove(m: number): Move {
    const ids = this.layout.ids;
    const c = mCount(m);
    return c === 1 ? { from: ids[mFrom(m)], to: ids[mTo(m)] } : { from: ids[mFrom(m)], to: ids[mTo(m)], count: c };
  }

  /** The canonical 64-bit key of the position, as two int32 lanes written to `out`. */
  key(out: Int32Array): void {
    let x = 0;
    let y = 0;
    for (let p = 0; p < this.n; p++) {
      const at = p * CAP + this.len[p];
      const f = this.fd[p];
      x = (x + fmixA((this.h1[at] ^ this.salt1[p]) + Math.imul(f + 1, 0x27d4eb2f))) | 0;
      y = (y + fmixB((this.h2[at] + this.salt2[p]) ^ Math.imul(f + 7, 0x165667b1))) | 0;
    }
    out[0] = x;
    out[1] = y;
  }

  // -------------------------------------------------------------------------------------------
  // Legality (mirrors `refusal` in rules.ts)

  /** Whether foundation `f` accepts `card`. */
  acceptsFoundation(card: number, f: number): boolean {
    const L = this.len[f];
    if (L >= 13) return false;
    if (L === 0) {
      if (RANK[card] !== this.base[f]) return false;
      if (this.uniqueSuits) {
        const s = SUIT[card];
        const fs = this.foundations;
        for (let i = 0; i < fs.length; i++) {
          const g = fs[i];
          if (g !== f && this.len[g] > 0 && SUIT[this.cards[g * CAP]] === s) return false;
        }
      }
      return true;
    }
    return this.fFollow[this.cards[f * CAP + L - 1] * DECK_SIZE + card] === 1;
  }

  /** Length of the movable unit at the top of pile `p` (as `movableRun`). */
  movableRun(p: number): number {
    const L = this.len[p];
    const up = L - this.fd[p];
    if (up <= 0) return 0;
    const run = this.tRun;
    if (this.kind[p] !== K_TABLEAU || run === null) return 1;
    const o = p * CAP;
    let n = 1;
    while (n < up && run[this.cards[o + L - n - 1] * DECK_SIZE + this.cards[o + L - n]] === 1) n++;
    return n;
  }

  /** Whether `count` cards headed by `head` may go on tableau pile `t`. */
  private acceptsTableau(head: number, count: number, t: number): boolean {
    const L = this.len[t];
    if (L === 0) return (this.emptyRank === 0 || RANK[head] === this.emptyRank) && count >= this.emptyMin;
    return this.tBuild![this.cards[t * CAP + L - 1] * DECK_SIZE + head] === 1;
  }

  /**
   * Every legal move, in `forEachLegalMove`'s order (foundation moves first), written to `out`;
   * returns how many.
   */
  allMoves(out: Int32Array | number[]): number {
    let n = 0;
    const N = this.n;
    for (let pass = 0; pass < 2; pass++) {
      for (let from = 0; from < N; from++) {
        const L = this.len[from];
        if (L === 0) continue;
        const isStock = this.kind[from] === K_STOCK;
        if (!isStock && this.fd[from] >= L) continue;
        const maxCount = pass === 0 || isStock ? 1 : Math.max(1, this.movableRun(from));
        const ts = this.targets[from];
        for (let i = 0; i < ts.length; i++) {
          const to = ts[i];
          const tk = this.kind[to];
          if ((tk === K_FOUNDATION) !== (pass === 0)) continue;
          for (let count = 1; count <= maxCount; count++) {
            const head = this.cards[from * CAP + L - count];
            let ok: boolean;
            if (isStock) ok = true;
            else if (tk === K_FOUNDATION) ok = this.acceptsFoundation(head, to);
            else if (tk === K_TABLEAU) ok = this.acceptsTableau(head, count, to);
            else ok = count === 1;
            if (ok) out[n++] = enc(from, to, count);
          }
        }
      }
    }
    return n;
  }

  // -------------------------------------------------------------------------------------------
  // Automatic play (mirrors `findAutoMove` and `isSafe`)

  private isSafe(card: number, f: number): boolean {
    if (!this.apStarts && this.len[f] === 0) return false;
    const r = RANK[card];
    if (this.apAlways[r]) return true;
    const fs = this.foundations;
    if (this.apSafe === 0) return true;
    if (this.apSafe === 1) {
      for (let i = 0; i < fs.length; i++) if (this.len[fs[i]] < r - 1) return false;
      return true;
    }
    const suit = SUIT[card];
    for (let s = 0; s < 4; s++) {
      if (s === suit) continue;
      let held = 0;
      for (let i = 0; i < fs.length; i++) {
        const g = fs[i];
        if (this.len[g] > 0 && SUIT[this.cards[g * CAP]] === s) {
          held = this.len[g];
          break;
        }
      }
      if (held < r - 1) return false;
    }
    return true;
  }

  /** The automatic play `findAutoMove` would make, as a move code, or -1. */
  findForced(): number {
    const N = this.n;
    for (let from = 0; from < N; from++) {
      const L = this.len[from];
      const fs = this.fTargets[from];
      if (L === 0 || fs.length === 0 || this.kind[from] === K_STOCK || this.fd[from] >= L) continue;
      const card = this.cards[from * CAP + L - 1];
      for (let i = 0; i < fs.length; i++) {
        const f = fs[i];
        if (this.acceptsFoundation(card, f) && this.isSafe(card, f)) return enc(from, f, 1);
      }
    }
    return -1;
  }

  /** Makes automatic plays until none is left (logged as forced). */
  closure(): void {
    for (;;) {
      const m = this.findForced();
      if (m < 0) return;
      this.apply(mFrom(m), mTo(m), 1, 1);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Ordering helpers

  /** Cards to be played on foundation `f` before `card` can go there (INF: never). */
  private distTo(card: number, f: number): number {
    const L = this.len[f];
    if (L >= 13) return INF;
    const r = RANK[card];
    const s = SUIT[card];
    if (L === 0) {
      if (this.uniqueSuits) {
        const fs = this.foundations;
        for (let i = 0; i < fs.length; i++) {
          const g = fs[i];
          if (this.len[g] > 0 && SUIT[this.cards[g * CAP]] === s) return INF;
        }
      }
      let x = this.base[f];
      for (let k = 0; k < 13; k++) {
        if (x === r) return k;
        x = this.fNext[x];
        if (x === 0) return INF;
      }
      return INF;
    }
    const top = this.cards[f * CAP + L - 1];
    if (this.fSameSuit && SUIT[top] !== s) return INF;
    let x: number = RANK[top];
    for (let k = 0; k < 13 - L; k++) {
      x = this.fNext[x];
      if (x === 0) return INF;
      if (x === r) return k;
    }
    return INF;
  }

  /**
   * When `card` is needed: the fewest cards a foundation will hold when `card` goes on it (INF:
   * never). Sir Tommy: rank − 1; Lady Betty: the card's place in its suit's sequence from the base.
   * The smaller, the sooner the card is wanted; a card is best placed on one wanted later.
   */
  distance(card: number): number {
    let d = INF;
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) {
      const x = this.distTo(card, fs[i]) + this.len[fs[i]];
      if (x < d) d = x;
    }
    return d;
  }

  /**
   * Score of placing a card needed at `d` ({@link distance}) on pile `t` (hand placements): a pile
   * whose top is needed later, the closest first; then an empty pile; then the least harmful (the top
   * needed latest).
   */
  placeScore(d: number, t: number): number {
    const L = this.len[t];
    if (L === 0) return S_PLACE_EMPTY;
    const dt = this.distance(this.cards[t * CAP + L - 1]);
    if (dt >= d) return S_PLACE_LATER - (dt - d) * 100;
    return S_PLACE_REST + dt * 100;
  }

  private foundationTakes(card: number): boolean {
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) if (this.acceptsFoundation(card, fs[i])) return true;
    return false;
  }

  /** Score of moving `count` cards from `from` to a tableau pile (-1: not worth trying). */
  private tableauScore(from: number, count: number, toEmpty: boolean, sameGroup: boolean): number {
    if (this.kind[from] !== K_TABLEAU) return S_WASTE_TO_TABLEAU;
    const L = this.len[from];
    if (count === L) return toEmpty && sameGroup ? -1 : S_EMPTIES; // a whole pile into an empty one: nothing changes
    const fd = this.fd[from];
    if (count === L - fd) return S_TURN + fd * 100;
    return this.foundationTakes(this.cards[from * CAP + L - count - 1]) ? S_EXPOSES : S_TABLEAU;
  }

  /** Fills `twin`: for each pile, the first earlier pile of its group with the same contents, or -1. */
  private findTwins(): void {
    const N = this.n;
    for (let p = 0; p < N; p++) {
      this.twin[p] = -1;
      const g = this.group[p];
      if (g < 0) continue;
      const L = this.len[p];
      const at = p * CAP + L;
      for (let q = 0; q < p; q++) {
        if (this.group[q] !== g || this.len[q] !== L || this.fd[q] !== this.fd[p]) continue;
        const aq = q * CAP + L;
        if (this.h1[aq] !== this.h1[at] || this.h2[aq] !== this.h2[at]) continue;
        let same = true;
        for (let i = 0; i < L; i++) {
          if (this.keyCard[this.cards[q * CAP + i]] !== this.keyCard[this.cards[p * CAP + i]]) {
            same = false;
            break;
          }
        }
        if (same) {
          this.twin[p] = q;
          break;
        }
      }
    }
  }

  /**
   * The moves the search tries, best first (see the module docs for the moves left out), written to
   * `out` from `at`; returns the new end.
   */
  searchMoves(out: Int32Array, at: number): number {
    this.findTwins();
    const N = this.n;
    const sc = this.scratchScore;
    const mv = this.scratchMove;
    let n = 0;
    for (let from = 0; from < N; from++) {
      const L = this.len[from];
      if (L === 0) continue;
      const fk = this.kind[from];
      const ts = this.targets[from];
      if (fk === K_STOCK) {
        for (let i = 0; i < ts.length; i++) {
          sc[n] = S_DRAW;
          mv[n++] = enc(from, ts[i], 1);
        }
        continue;
      }
      const faceUp = L - this.fd[from];
      if (faceUp <= 0) continue;
      const o = from * CAP;
      const top = this.cards[o + L - 1];
      const gFrom = this.group[from];
      const dupSource = this.twin[from] >= 0;
      const maxRun = fk === K_TABLEAU ? this.movableRun(from) : 1;
      let dTop = -1;
      for (let i = 0; i < ts.length; i++) {
        const to = ts[i];
        const tw = this.twin[to];
        if (tw >= 0 && tw !== from) continue;
        const sameGroup = gFrom >= 0 && this.group[to] === gFrom;
        if (dupSource && !sameGroup) continue;
        const tk = this.kind[to];
        if (tk === K_FOUNDATION) {
          if (this.acceptsFoundation(top, to)) {
            // The hand card first, then from the longest pile (as the greedy player).
            sc[n] = S_FOUNDATION + (fk === K_HAND ? 100 : L);
            mv[n++] = enc(from, to, 1);
          }
        } else if (tk === K_TABLEAU) {
          const Lt = this.len[to];
          const cards = this.cards;
          if (Lt === 0) {
            const er = this.emptyRank;
            for (let count = this.emptyMin; count <= maxRun; count++) {
              if (er !== 0 && RANK[cards[o + L - count]] !== er) continue;
              const s = this.tableauScore(from, count, true, sameGroup);
              if (s < 0) continue;
              sc[n] = s;
              mv[n++] = enc(from, to, count);
            }
          } else {
            const row = cards[to * CAP + Lt - 1] * DECK_SIZE;
            const build = this.tBuild!;
            for (let count = 1; count <= maxRun; count++) {
              if (build[row + cards[o + L - count]] !== 1) continue;
              sc[n] = this.tableauScore(from, count, false, sameGroup);
              mv[n++] = enc(from, to, count);
            }
          }
        } else {
          if (dTop < 0) dTop = this.distance(top);
          sc[n] = this.placeScore(dTop, to);
          mv[n++] = enc(from, to, 1);
        }
      }
    }
    // Insertion sort, best first, stable.
    for (let i = 1; i < n; i++) {
      const s = sc[i];
      const m = mv[i];
      let j = i - 1;
      while (j >= 0 && sc[j] < s) {
        sc[j + 1] = sc[j];
        mv[j + 1] = mv[j];
        j--;
      }
      sc[j + 1] = s;
      mv[j + 1] = m;
    }
    for (let i = 0; i < n; i++) out[at + i] = mv[i];
    return at + n;
  }

  // -------------------------------------------------------------------------------------------
  // Dead tests

  /** True when the position provably cannot be won (see the module docs). */
  dead(): boolean {
    return (this.rankSlotTest && this.rankSlotsDead()) || (this.cycleTest && this.cycleDead());
  }

  /**
   * {@link dead} after a step that may only have removed precedence edges: the cycle test is skipped
   * when no move of the step started a foundation or put a card on a waste pile (a step that only
   * plays cards to started foundations leaves a subgraph of its parent's graph, which had no cycle).
   */
  deadAfter(edgeEventsBefore: number): boolean {
    return (
      (this.rankSlotTest && this.rankSlotsDead()) ||
      (this.cycleTest && this.edgeEvents !== edgeEventsBefore && this.cycleDead())
    );
  }

  private rankSlotsDead(): boolean {
    const fs = this.foundations;
    const h0 = this.len[fs[0]];
    const h1 = this.len[fs[1]];
    const h2 = this.len[fs[2]];
    const h3 = this.len[fs[3]];
    const cnt = this.slotCount;
    cnt.fill(0);
    const top = this.sufMax; // top[v]: highest rank above with need >= v (v = 1..4)
    const piles = this.foundationOnly;
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      const o = p * CAP;
      top[1] = top[2] = top[3] = top[4] = 0;
      for (let j = this.len[p] - 1; j >= 0; j--) {
        const a = RANK[this.cards[o + j]];
        // Cards of rank a on the foundations, plus one.
        let need = 1 + (h0 >= a ? 1 : 0) + (h1 >= a ? 1 : 0) + (h2 >= a ? 1 : 0) + (h3 >= a ? 1 : 0);
        for (let v = 4; v >= need; v--) {
          if (top[v] >= a) {
            need = v + 1;
            break;
          }
        }
        if (need > 4) return true;
        for (let v = 1; v <= need; v++) if (top[v] < a) top[v] = a;
        // Hall: at most 5 - v cards of a rank may need slot v or later.
        for (let v = 2; v <= need; v++) if (++cnt[a * 6 + v] > 5 - v) return true;
      }
    }
    return false;
  }

  /**
   * The precedence-cycle test. The sequences: for a suit that owns a started foundation, the cards
   * still to come on it; for a suit that owns none, when every suit must own exactly one foundation
   * (four same-suit foundations of 13 cards), each way of giving the free bases to those suits is
   * tried, and the position is dead only when every way has a cycle.
   */
  private cycleDead(): boolean {
    const chainCard = this.chainCard;
    const chainLen = this.chainLen;
    const fs = this.foundations;
    let any = false;
    for (let s = 0; s < 4; s++) chainLen[s] = -1;
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i];
      const L = this.len[f];
      if (L === 0) continue;
      const s = SUIT[this.cards[f * CAP]];
      if (chainLen[s] >= 0) return false; // one suit on two foundations: no test (not with one deck per suit)
      chainLen[s] = 0;
      if (L >= 13) continue;
      let r: number = RANK[this.cards[f * CAP + L - 1]];
      let k = 0;
      for (let j = 0; j < 13 - L; j++) {
        r = this.fNext[r];
        if (r === 0) break;
        const c = makeCard(r, s);
        if (!this.onlyFoundation(c, f)) break;
        chainCard[s * 14 + ++k] = c;
      }
      chainLen[s] = k;
      if (k > 1) any = true;
    }
    // Suits without a foundation yet, and the free foundations.
    const free = this.freeFoundations;
    let nFree = 0;
    for (let i = 0; i < fs.length; i++) if (this.len[fs[i]] === 0) free[nFree++] = fs[i];
    let nOpen = 0;
    const open = this.openSuits;
    for (let s = 0; s < 4; s++) {
      if (chainLen[s] < 0) {
        chainLen[s] = 0;
        open[nOpen++] = s;
      }
    }
    if (any && this.kahnStuck()) return true;
    if (!this.assignSuits || nOpen === 0 || nOpen !== nFree || !this.openSuitsMatter(nOpen)) return false;
    // Every way of giving the free foundations to the open suits (at most 4! = 24).
    const perm = this.perm;
    for (let i = 0; i < nOpen; i++) perm[i] = i;
    for (;;) {
      for (let i = 0; i < nOpen; i++) {
        const s = open[i];
        let r = this.base[free[perm[i]]];
        for (let k = 1; k <= 13; k++) {
          chainCard[s * 14 + k] = makeCard(r, s);
          r = this.fNext[r];
        }
        chainLen[s] = 13;
      }
      if (!this.kahnStuck()) return false;
      // Next permutation (lexicographic).
      let i = nOpen - 2;
      while (i >= 0 && perm[i] >= perm[i + 1]) i--;
      if (i < 0) return true;
      let j = nOpen - 1;
      while (perm[j] <= perm[i]) j--;
      let t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
      for (let x = i + 1, y = nOpen - 1; x < y; x++, y--) {
        t = perm[x];
        perm[x] = perm[y];
        perm[y] = t;
      }
    }
  }

  /** Whether some open suit has two or more cards in waste piles (else its sequence adds no cycle). */
  private openSuitsMatter(nOpen: number): boolean {
    const piles = this.foundationOnly;
    for (let i = 0; i < nOpen; i++) {
      const s = this.openSuits[i];
      let n = 0;
      for (let j = 0; j < piles.length; j++) {
        const o = piles[j] * CAP;
        for (let k = this.len[piles[j]] - 1; k >= 0; k--) if (SUIT[this.cards[o + k]] === s && ++n >= 2) return true;
      }
    }
    return false;
  }

  /**
   * Kahn's algorithm on the "before" edges of the current sequences (`chainCard`, `chainLen`) and the
   * waste piles: tops are taken off while each one is free (its suit has no sequence, or it is the next
   * card of its suit's sequence); the sequence cards outside waste piles are free by themselves. True
   * when some waste card can never be taken off (the edges have a cycle).
   */
  private kahnStuck(): boolean {
    const chainIdx = this.chainIdx;
    const chainCard = this.chainCard;
    const next = this.chainNext;
    const chainLen = this.chainLen;
    chainIdx.fill(0);
    for (let s = 0; s < 4; s++) {
      for (let k = 1; k <= chainLen[s]; k++) chainIdx[chainCard[s * 14 + k]] = k;
      next[s] = 1;
      this.skipFree(s);
    }
    const piles = this.foundationOnly;
    const tops = this.pileTop;
    let left = 0;
    for (let i = 0; i < piles.length; i++) {
      tops[i] = this.len[piles[i]] - 1;
      left += this.len[piles[i]];
    }
    for (let progress = true; progress && left > 0; ) {
      progress = false;
      for (let i = 0; i < piles.length; i++) {
        const o = piles[i] * CAP;
        let t = tops[i];
        while (t >= 0) {
          const c = this.cards[o + t];
          const k = chainIdx[c];
          if (k !== 0) {
            const s = SUIT[c];
            if (k !== next[s]) break;
            next[s] = k + 1;
            this.skipFree(s);
          }
          t--;
          left--;
          progress = true;
        }
        tops[i] = t;
      }
    }
    return left > 0;
  }

  /** Moves suit `s`'s next needed card past the cards that are not in waste piles (free by themselves). */
  private skipFree(s: number): void {
    const next = this.chainNext;
    const len = this.chainLen[s];
    while (next[s] <= len && !this.isFoundationOnly[this.where[this.chainCard[s * 14 + next[s]]]]) next[s]++;
  }

  /** Whether `card`, of the suit building on foundation `f`, can go to no other foundation. */
  private onlyFoundation(card: number, f: number): boolean {
    const fs = this.foundations;
    const s = SUIT[card];
    for (let i = 0; i < fs.length; i++) {
      const g = fs[i];
      if (g === f) continue;
      if (this.len[g] > 0) {
        if (SUIT[this.cards[g * CAP]] === s) return false;
      } else if (!this.uniqueSuits && RANK[card] === this.base[g]) return false;
    }
    return true;
  }
}

const cores = new WeakMap<Layout, SolverCore>();
/** The (cached) search core of a variant. Not re-entrant: a search loads its own position into it. */
export function solverCore(variant: VariantDefinition): SolverCore {
  const layout = layoutOf(variant);
  let core = cores.get(layout);
  if (!core) {
    core = new SolverCore(layout);
    cores.set(layout, core);
  }
  return core;
}

// ---------------------------------------------------------------------------------------------
// The search

/** Budgets of the limited-discrepancy passes made before the exhaustive one. */
const DISCREPANCY_PASSES = [0, 1, 2, 3, 5, 8, 12, 18, 27, 40, 60, 90];
const UNLIMITED = 127;

/** How a pass ends: out of nodes or time, a win found, or every position reachable in it explored. */
const OUT_OF_BUDGET = -1;
const FOUND = 1;
const EXHAUSTED = 0;

/**
 * Searches for a win from `state` (see the module docs for the pruning and why it is sound). A
 * position with fewer than 52 cards (a test position) is won when all of its cards are on the
 * foundations.
 *
 * The search makes limited-discrepancy passes first (the move order's first choice costs nothing, the
 * i-th costs i; pass k allows a total cost of k), each a depth-first search that re-explores a position
 * only when it is reached with a larger budget; then one unlimited depth-first pass with a fresh
 * visited set, which alone can prove a loss.
 *
 * @returns `won` with the winning line (`moves`, user and automatic moves in order, replayable with
 *   `applyExact`), `lost` when the unlimited pass was exhaustive, or `unknown` when it ran out of nodes
 *   or time.
 */
export function solve(variant: VariantDefinition, state: GameState, options: SolveOptions = {}): SolveResult {
  const t0 = now();
  const maxNodes = options.maxNodes ?? 2_000_000;
  const deadline = t0 + (options.maxMs ?? 2000);
  const core = solverCore(variant);
  core.load(state);
  const done = (result: 'won' | 'lost' | 'unknown'): SolveResult => {
    const ms = now() - t0;
    if (result !== 'won') return { result, nodes, ms };
    const { moves, auto } = core.line();
    return { result, moves, auto, nodes, ms };
  };

  let nodes = 0;
  core.closure();
  if (core.won) return done('won');
  if (core.dead()) return done('lost');
  const rootLog = core.logLen;
  const key = new Int32Array(2);

  // Frames: [start, end) in `moves`, the next move to try, the log length of the frame's position and
  // its discrepancy budget.
  let moves: Int32Array = new Int32Array(4096);
  let cap = 64;
  let fStart: Int32Array = new Int32Array(cap);
  let fEnd: Int32Array = new Int32Array(cap);
  let fNext: Int32Array = new Int32Array(cap);
  let fLog: Int32Array = new Int32Array(cap);
  let fBudget: Int32Array = new Int32Array(cap);
  let depth = 0;
  const pushFrame = (start: number, budget: number): void => {
    if (start + core.maxMoves > moves.length) {
      const bigger = new Int32Array(Math.max(moves.length * 2, start + core.maxMoves));
      bigger.set(moves);
      moves = bigger;
    }
    const end = core.searchMoves(moves, start);
    if (end === start) return;
    if (depth === cap) {
      cap *= 2;
      const grow = (a: Int32Array): Int32Array => {
        const b = new Int32Array(cap);
        b.set(a);
        return b;
      };
      fStart = grow(fStart);
      fEnd = grow(fEnd);
      fNext = grow(fNext);
      fLog = grow(fLog);
      fBudget = grow(fBudget);
    }
    fStart[depth] = start;
    fEnd[depth] = end;
    fNext[depth] = start;
    fLog[depth] = core.logLen;
    fBudget[depth] = budget;
    depth++;
  };

  /** Moves a pass skipped for their cost. */
  let cuts = 0;
  /** One depth-first pass with root budget `rootBudget` (UNLIMITED: plain DFS). */
  const pass = (rootBudget: number, seen: KeyMap): number => {
    cuts = 0;
    core.undoTo(rootLog);
    core.key(key);
    seen.visit(key[0], key[1], rootBudget);
    nodes++;
    depth = 0;
    pushFrame(0, rootBudget);
    while (depth > 0) {
      const f = depth - 1;
      core.undoTo(fLog[f]);
      const i = fNext[f];
      if (i === fEnd[f]) {
        depth--;
        continue;
      }
      let budget = UNLIMITED;
      if (fBudget[f] !== UNLIMITED) {
        budget = fBudget[f] - (i - fStart[f]);
        if (budget < 0) {
          // Later moves cost even more.
          cuts++;
          depth--;
          continue;
        }
      }
      fNext[f] = i + 1;
      const m = moves[i];
      const events = core.edgeEvents;
      core.apply(mFrom(m), mTo(m), mCount(m), 0);
      core.closure();
      if (core.won) return FOUND;
      core.key(key);
      if (!seen.visit(key[0], key[1], budget)) continue;
      nodes++;
      if (nodes >= maxNodes || ((nodes & 255) === 0 && now() > deadline)) return OUT_OF_BUDGET;
      if (core.deadAfter(events)) continue;
      pushFrame(fEnd[f], budget);
    }
    return EXHAUSTED;
  };

  if (maxNodes <= 1) return done('unknown');
  const limited = new KeyMap();
  for (const k of DISCREPANCY_PASSES) {
    const r = pass(k, limited);
    if (r === FOUND) return done('won');
    if (r === OUT_OF_BUDGET) return done('unknown');
    // No move was cut for its cost: the unlimited pass is next to free, and can prove a loss.
    if (cuts === 0 || nodes * 4 > maxNodes) break;
  }
  const r = pass(UNLIMITED, new KeyMap());
  return done(r === FOUND ? 'won' : r === EXHAUSTED ? 'lost' : 'unknown');
}

// ---------------------------------------------------------------------------------------------
// Greedy player and hint

/**
 * The move a player who sees no hidden card would make (WINNABILITY.md "Greedy players"), as a move
 * code on the loaded core, or -1 when it has none:
 * 1. any foundation play (locking a free base the first time it can);
 * 2. a move that turns a face-down card, from the pile with the most face-down cards;
 * 3. the hand card onto a pile whose top is needed later (closest first), else an empty pile, else
 *    the least harmful pile;
 * 4. the waste top onto a tableau pile;
 * 5. a draw from the stock.
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
      if (handDist < 0) handDist = core.distance(core.cards[from * CAP + core.len[from] - 1]);
      s = 30_000_000 + core.placeScore(handDist, to);
    } else if (fk === K_WASTE && tk === K_TABLEAU) s = 20_000_000;
    else if (fk === K_STOCK) s = 10_000_000;
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
 * Plays the deal of `seed` as a player who sees no hidden card (WINNABILITY.md "Greedy players"):
 * every foundation play at once; then (tableau games) a move that turns a face-down card, the pile with
 * the most face-down cards first; then the hand card onto a pile whose top is needed later, closest
 * first, else an empty pile, else the least harmful one; then the waste top to the tableau; then a
 * draw. It stops when none of these is possible.
 *
 * @returns whether it won, and every move it made from `deal(variant, shuffledDeck(seed))` (automatic
 *   play off), replayable with `applyExact`.
 */
export function greedyPlay(variant: VariantDefinition, seed: string): GreedyResult {
  const core = solverCore(variant);
  core.load(deal(variant, shuffledDeck(seed)));
  const codes: number[] = [];
  for (let guard = 0; guard < 10_000; guard++) {
    const m = greedyCode(core);
    if (m < 0) break;
    core.apply(mFrom(m), mTo(m), mCount(m), 0);
    codes.push(m);
  }
  return { won: core.won, moves: codes.map((m) => core.toMove(m)) };
}

/**
 * A move to suggest in `state`: the next move of a winning line when the solver finds one within the
 * budget (default 150 ms), otherwise a foundation play, else a move that turns a face-down card, else a
 * placement chosen like the greedy player, else any legal move; null when there is no legal move.
 */
export function hint(variant: VariantDefinition, state: GameState, options: SolveOptions = {}): HintResult {
  if (state.status !== 'playing') return { move: null, winning: false };
  const r = solve(variant, state, { maxMs: options.maxMs ?? 150, maxNodes: options.maxNodes ?? 1_000_000 });
  if (r.result === 'won' && r.moves && r.moves.length > 0) return { move: r.moves[0], winning: true };
  const core = solverCore(variant);
  core.load(state);
  let m = greedyCode(core);
  if (m < 0 && core.allMoves(core.scratch) > 0) m = core.scratch[0];
  return { move: m < 0 ? null : core.toMove(m), winning: false };
}

/** Every legal move as the solver's generator sees it (for tests: must equal `legalMoves`). */
export function solverLegalMoves(variant: VariantDefinition, state: GameState): Move[] {
  if (state.status !== 'playing') return [];
  const core = solverCore(variant);
  core.load(state);
  const n = core.allMoves(core.scratch);
  return Array.from(core.scratch.subarray(0, n), (m) => core.toMove(m));
}
