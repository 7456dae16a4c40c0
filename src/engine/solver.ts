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
 * The search runs on a {@link Board} of its own (board.ts): the same rule core that decides every move
 * of the game, holding the position in flat typed arrays with moves applied and taken back in place and
 * a 64-bit hash kept per pile, so the hot loop allocates nothing. This file holds no rule: what is
 * legal, what a move does and what automatic play makes all come from the board, and which of the
 * shortcuts below are sound for a variant comes from its shape ({@link searchRules}, search-rules.ts).
 * Every line it returns replays with `applyExact`.
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
 * Each shortcut below is used only where {@link searchRules} finds the variant's shape matches its
 * argument; for any other shape it is off, so a new variant can make the search slower but never its
 * `lost` wrong.
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
 * **Forced moves** are exactly the variant's automatic plays (the board's `findAuto`, the same order),
 * applied after every move and at the root, for the shapes where the declared safety rule is a
 * dominance rule, so that no winning line is lost by making the play at once (after a move that put no
 * card on a foundation only the piles whose top changed are looked at: whether a card goes up by itself
 * depends only on the card and the foundations):
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
import { Board, mixA, mixB, moveCount, moveFrom, moveTo } from './board.js';
import { shuffledDeck } from './deck.js';
import { K_FOUNDATION, K_HAND, K_STOCK, K_TABLEAU, K_WASTE, layoutOf, type Layout } from './layout.js';
import { deal, type GameState, type Move } from './rules.js';
import { searchRules, type SearchRules } from './search-rules.js';
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

const INF = 99;
const makeCard = (rank: number, suit: number): number => suit * 13 + rank - 1;
/** Rank (1..13) and suit (0..3) of each card id (both decks). */
const RANK = Int8Array.from({ length: 104 }, (_, c) => (c % 13) + 1);
const SUIT = Int8Array.from({ length: 104 }, (_, c) => ((c / 13) | 0) & 3);

const fmixA = mixA;
const fmixB = mixB;
const mFrom = moveFrom;
const mTo = moveTo;
const mCount = moveCount;

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
// The search core: a board (the rules) plus what only a search needs

/**
 * The search's view of a position: a {@link Board} (every rule: legality, moves, apply and undo,
 * automatic play) plus what only a search needs: the canonical key, move ordering, the moves left out
 * and the dead tests, each used only where {@link searchRules} finds it sound. Built once per variant
 * (cached) and loaded with {@link SolverCore.load}. Exported for tests and benchmarks; not a stable
 * API.
 */
export class SolverCore {
  readonly layout: Layout;
  /** The rules, and the position. */
  readonly board: Board;
  readonly rules: SearchRules;
  readonly n: number;
  readonly kind: Int8Array;
  readonly cards: Int8Array;
  readonly len: Int32Array;
  readonly fd: Int32Array;
  private readonly cap: number;
  /** Hash salt of each pile's group (equal within an interchangeable group). */
  private readonly salt1: Int32Array;
  private readonly salt2: Int32Array;
  private readonly group: Int32Array;
  private readonly keyCard: Int32Array;
  private readonly foundations: Int32Array;
  private readonly foundationOnly: Int32Array;
  // Tables and position arrays the dead tests read (as fields: they are on the hot path).
  private readonly fnext: Int8Array;
  private readonly emptyRank: Int8Array;
  private readonly distinctSuit: Uint8Array;
  private readonly where: Int32Array;
  private readonly isFoundationOnly: Uint8Array;
  private readonly forced: boolean;
  private readonly rankSlotTest: boolean;
  private readonly cycleTest: boolean;
  private readonly assignSuits: boolean;
  /** The board's per-pile prefix hashes of the cards. */
  private readonly h1: Int32Array;
  private readonly h2: Int32Array;
  /** Moves so far that started a foundation or went onto a foundation-only pile (see {@link deadAfter}). */
  edgeEvents = 0;
  // Scratch.
  readonly twin: Int32Array;
  readonly maxMoves: number;
  private readonly scratchScore: Int32Array;
  private readonly scratchMove: Int32Array;
  /** A buffer for {@link allMoves}' callers. */
  readonly scratch: Int32Array;
  private readonly sufMax = new Int32Array(15);
  private readonly slotCount = new Int32Array(14 * 6);
  private readonly chainIdx: Int32Array;
  private readonly chainCard = new Int32Array(4 * 14);
  private readonly chainNext = new Int32Array(4);
  private readonly chainLen = new Int32Array(4);
  private readonly freeFoundations = new Int32Array(64);
  private readonly openSuits = new Int32Array(4);
  private readonly perm = new Int32Array(4);
  private readonly pileTop = new Int32Array(64);

  constructor(layout: Layout) {
    this.layout = layout;
    const rules = searchRules(layout);
    this.rules = rules;
    const board = new Board(layout, rules.keyCard);
    this.board = board;
    const n = board.n;
    this.n = n;
    this.kind = board.kind;
    this.cards = board.cards;
    this.len = board.len;
    this.fd = board.fd;
    this.cap = board.cap;
    this.group = rules.group;
    this.keyCard = rules.keyCard;
    this.forced = rules.forced;
    this.rankSlotTest = rules.rankSlots;
    this.cycleTest = rules.precedence;
    this.assignSuits = rules.assignSuits;
    this.foundations = Int32Array.from(layout.foundations);
    this.fnext = layout.tables.next;
    this.emptyRank = layout.tables.emptyRank;
    this.distinctSuit = layout.tables.distinctSuit;
    this.where = board.where;
    this.foundationOnly = Int32Array.from(rules.foundationOnly);
    this.isFoundationOnly = new Uint8Array(n + 1); // [n]: not in the position
    for (const p of rules.foundationOnly) this.isFoundationOnly[p] = 1;
    this.salt1 = new Int32Array(n);
    this.salt2 = new Int32Array(n);
    for (let p = 0; p < n; p++) {
      const gi = rules.group[p] >= 0 ? rules.group[p] : 1000 + p;
      this.salt1[p] = fmixA(0x3c6ef372 + Math.imul(gi + 1, 0x9e3779b1));
      this.salt2[p] = fmixB(0x1b873593 ^ Math.imul(gi + 7, 0x85ebca77));
    }
    this.h1 = board.h1;
    this.h2 = board.h2;
    this.chainIdx = new Int32Array(board.cardCount);
    this.twin = new Int32Array(n);
    this.maxMoves = board.maxMoves;
    this.scratchScore = new Int32Array(this.maxMoves);
    this.scratchMove = new Int32Array(this.maxMoves);
    this.scratch = new Int32Array(this.maxMoves);
  }

  /** Loads a position (copies it). */
  load(state: GameState): void {
    this.board.load(state);
    this.edgeEvents = 0;
  }

  /** The position as a {@link GameState} (status `playing`; `moves` as given). */
  toState(moves = 0): GameState {
    const b = this.board;
    return { piles: Array.from({ length: this.n }, (_, p) => b.pile(p)), faceDown: Array.from(b.fd), moves, status: 'playing' };
  }

  /** True when every card of the position is on a foundation. */
  get won(): boolean {
    return this.board.won;
  }

  /** Length of the undo log (see {@link Board.logLen}). */
  get logLen(): number {
    return this.board.logLen;
  }

  /** Applies a legal move in place (the board's {@link Board.apply}), counting the dead tests' events. */
  apply(from: number, to: number, count: number, forced: number): void {
    if (this.isFoundationOnly[to] || (this.kind[to] === K_FOUNDATION && this.len[to] === 0)) this.edgeEvents++;
    this.board.apply(from, to, count, forced);
  }

  /** Takes back the last applied move. */
  undo(): void {
    this.board.undo();
  }

  /** Takes back moves until the undo log is back at `logLen`. */
  undoTo(logLen: number): void {
    this.board.undoTo(logLen);
  }

  /** Length of the movable unit at the top of pile `p` (the board's). */
  movableRun(p: number): number {
    return this.board.movableRun(p);
  }

  /** Every legal move, foundation moves first (the board's {@link Board.allMoves}). */
  allMoves(out: Int32Array | number[]): number {
    return this.board.allMoves(out);
  }

  /** The moves applied since {@link load}, in order, and whether each was automatic (forced). */
  line(): { moves: Move[]; auto: boolean[] } {
    const { codes, forced } = this.board.history();
    return { moves: codes.map((m) => this.toMove(m)), auto: forced };
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
      const at = p * this.cap + this.len[p];
      const f = this.fd[p];
      x = (x + fmixA((this.h1[at] ^ this.salt1[p]) + Math.imul(f + 1, 0x27d4eb2f))) | 0;
      y = (y + fmixB((this.h2[at] + this.salt2[p]) ^ Math.imul(f + 7, 0x165667b1))) | 0;
    }
    out[0] = x;
    out[1] = y;
  }

  /** The automatic play the variant would make, as a forced move code, when that is sound; else -1. */
  findForced(): number {
    return this.forced ? this.board.findAuto() : -1;
  }

  /** Makes forced moves until none is left (logged as forced). */
  closure(): void {
    for (;;) {
      const m = this.findForced();
      if (m < 0) return;
      this.apply(mFrom(m), mTo(m), 1, 1);
    }
  }

  /**
   * {@link closure} after the move `from` → `to`: when it put no card on a foundation, only the tops
   * of `from`, `to` and the hand can have become automatic plays (see {@link Board.autoFrom}), so only
   * they are looked at first; the first forced move found is the one a full scan would find.
   */
  closureAfter(from: number, to: number): void {
    if (!this.forced) return;
    if (this.kind[to] !== K_FOUNDATION) {
      const b = this.board;
      const h = b.hand;
      let m = -1;
      for (let p = 0; p < this.n && m < 0; p++) if (p === from || p === to || p === h) m = b.autoFrom(p);
      if (m < 0) return;
      this.apply(mFrom(m), mTo(m), 1, 1);
    }
    this.closure();
  }

  // -------------------------------------------------------------------------------------------
  // Ordering helpers

  /**
   * When `card` is needed: the fewest cards a foundation will hold when `card` goes on it (INF:
   * never), from the board's {@link Board.waitFor}. The smaller, the sooner the card is wanted; a card
   * is best placed on one wanted later.
   */
  distance(card: number): number {
    let d = INF;
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) {
      const x = this.board.waitFor(card, fs[i]) + this.len[fs[i]];
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
    const dt = this.distance(this.cards[t * this.cap + L - 1]);
    if (dt >= d) return S_PLACE_LATER - (dt - d) * 100;
    return S_PLACE_REST + dt * 100;
  }

  /** Score of moving `count` cards from `from` to a tableau pile (-1: not worth trying). */
  private tableauScore(from: number, count: number, toEmpty: boolean, sameGroup: boolean): number {
    if (this.kind[from] !== K_TABLEAU) return S_WASTE_TO_TABLEAU;
    const L = this.len[from];
    if (count === L) return toEmpty && sameGroup ? -1 : S_EMPTIES; // a whole pile into an empty one: nothing changes
    const fd = this.fd[from];
    if (count === L - fd) return S_TURN + fd * 100;
    return this.board.foundationTakes(this.cards[from * this.cap + L - count - 1]) ? S_EXPOSES : S_TABLEAU;
  }

  /** Fills `twin`: for each pile, the first earlier pile of its group with the same contents, or -1. */
  private findTwins(): void {
    const N = this.n;
    const cap = this.cap;
    for (let p = 0; p < N; p++) {
      this.twin[p] = -1;
      const g = this.group[p];
      if (g < 0) continue;
      const L = this.len[p];
      const at = p * cap + L;
      for (let q = 0; q < p; q++) {
        if (this.group[q] !== g || this.len[q] !== L || this.fd[q] !== this.fd[p]) continue;
        const aq = q * cap + L;
        if (this.h1[aq] !== this.h1[at] || this.h2[aq] !== this.h2[at]) continue;
        let same = true;
        for (let i = 0; i < L; i++) {
          if (this.keyCard[this.cards[q * cap + i]] !== this.keyCard[this.cards[p * cap + i]]) {
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
   * `out` from `at`; returns the new end. The moves are the board's legal moves.
   */
  searchMoves(out: Int32Array, at: number): number {
    this.findTwins();
    const sc = this.scratchScore;
    const mv = this.scratchMove;
    const legal = this.scratch;
    const count = this.board.allMoves(legal, this.twin);
    let n = 0;
    let dFrom = -1;
    let dTop = -1;
    for (let i = 0; i < count; i++) {
      const m = legal[i];
      const from = mFrom(m);
      const to = mTo(m);
      const fk = this.kind[from];
      if (fk === K_STOCK) {
        sc[n] = S_DRAW;
        mv[n++] = m;
        continue;
      }
      const gFrom = this.group[from];
      const sameGroup = gFrom >= 0 && this.group[to] === gFrom;
      const tk = this.kind[to];
      const L = this.len[from];
      let s: number;
      if (tk === K_FOUNDATION) s = S_FOUNDATION + (fk === K_HAND ? 100 : L);
      else if (tk === K_TABLEAU) {
        s = this.tableauScore(from, mCount(m), this.len[to] === 0, sameGroup);
        if (s < 0) continue;
      } else {
        if (dFrom !== from) {
          dFrom = from;
          dTop = this.distance(this.cards[from * this.cap + L - 1]);
        }
        s = this.placeScore(dTop, to);
      }
      sc[n] = s;
      mv[n++] = m;
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
      const o = p * this.cap;
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
      const s = SUIT[this.cards[f * this.cap]];
      if (chainLen[s] >= 0) return false; // one suit on two foundations: no test (not with one deck per suit)
      chainLen[s] = 0;
      if (L >= 13) continue;
      let r: number = RANK[this.cards[f * this.cap + L - 1]];
      let k = 0;
      for (let j = 0; j < 13 - L; j++) {
        r = this.fnext[f * 14 + r];
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
        const fp = free[perm[i]];
        let r: number = this.emptyRank[fp];
        for (let k = 1; k <= 13; k++) {
          chainCard[s * 14 + k] = makeCard(r, s);
          r = this.fnext[fp * 14 + r];
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
        const o = piles[j] * this.cap;
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
        const o = piles[i] * this.cap;
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
        if (SUIT[this.cards[g * this.cap]] === s) return false;
      } else if (this.distinctSuit[g] !== 1 && RANK[card] === this.emptyRank[g]) return false;
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
      core.closureAfter(mFrom(m), mTo(m));
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
      if (handDist < 0) handDist = core.distance(core.board.top(from));
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
