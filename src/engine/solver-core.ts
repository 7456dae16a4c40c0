/**
 * The solver's search core: a {@link Board} (every rule of the game, read from the variant's tables)
 * plus what only a search needs: the canonical position key, the move order, the moves left out
 * because a twin pile gives the same position, the forced (dominating) automatic plays, and the dead
 * tests ({@link DeadTests}). Which of these shortcuts a variant may use is decided from its shape
 * ({@link searchRules}); this file holds no rule of any game.
 *
 * Not a stable API: exported for the solver, the hint, the benchmarks and the tests.
 *
 * @module
 */
import { Board, mixA, mixB, moveCount, moveFrom, moveTo } from './board.js';
import { DeadTests } from './dead-tests.js';
import { K_FOUNDATION, K_HAND, K_STOCK, K_TABLEAU, K_WASTE_PILE, layoutOf, type Layout } from './layout.js';
import type { GameState, Move } from './rules.js';
import { searchRules, type SearchRules } from './search-rules.js';
import type { VariantDefinition } from './vocabulary.js';

// ---------------------------------------------------------------------------------------------
// Small helpers

const INF = 99;

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
 * With {@link SearchRules.runOrder}: added to a move whose unit joins the run on its target (it then
 * comes before every other move, foundation plays included), taken from one that splits a run without
 * joining another (after every other move, draws included). Measured at 2,000,000 nodes: two-deck
 * Lady Cadogan deals "1" … "200" all won instead of none; Lady Cadogan 192 won, 3 lost, 5 unknown
 * instead of 188, 3, 9 (docs/solver.md "Building runs where the tableau moves runs").
 */
const S_RUN_SHIFT = 1_000_000;
/**
 * With {@link SearchRules.buryOrder}: a hand placement that buries cards needed, in all, at most this
 * many foundation steps sooner than the card ({@link SolverCore.burial}) is tried before an empty pile.
 * Measured on Sir Tommy deals "1" … "60" at 300,000 nodes: 53 won with 3 instead of 46 with the plain
 * order (1: 50, 2: 51, 5: 51; docs/solver.md "Move order").
 */
export const BURY_SLACK = 3;

/**
 * The beam's weights ({@link SolverCore.beamScore}): a card on a foundation, an empty pile, a step of
 * delay. Tuned on the 52 Sir Tommy deals of "1" … "1000" that the depth-first passes left `unknown` at
 * 2,000,000 nodes, with a beam 200 wide: with an empty pile worth 30 (delay 10) it won 6 of them, 300
 * (delay 30) 13, 1,000 (delay 30) 18, 3,000 (delay 30) 15; with 1,000, a delay of 10, 20, 50 or 100
 * won 13, 14, 13 and 15 (docs/solver.md "The beam").
 */
export const BEAM_CARD = 1000;
export const BEAM_EMPTY = 1000;
export const BEAM_DELAY = 30;

/** What {@link TranspositionTable.visit} says about a position. */
export const SKIP_PROVEN = 0;
/** Seen before with at least this budget, not proved lost: skip it, but the parent is not proved either. */
export const SKIP_SEEN = 1;
/** New, or seen with a smaller budget: explore it (the table now holds the new budget). */
export const EXPLORE = 2;
/** Budget values: limited-discrepancy budgets are 0 … 125. */
export const UNLIMITED = 126;
/** A position proved lost (its whole future explored, no win). */
export const PROVEN = 127;

/**
 * The positions a search has seen, shared by all of its passes: an open-addressing map from 64-bit
 * keys (two int32 lanes; (0, 0) marks an empty slot) to the discrepancy budget a position was
 * explored with, {@link UNLIMITED} once an unlimited pass has entered it, or {@link PROVEN} once its
 * whole future has been explored without a win. About 9 bytes a slot, at most half full (so about
 * 18–27 bytes per position while growing).
 */
export class TranspositionTable {
  private a: Int32Array;
  private b: Int32Array;
  private v: Int8Array;
  private mask: number;
  /** Positions held. */
  size = 0;
  /**
   * A table for a search of at most `maxNodes` nodes: room for about twice that many positions, up
   * to 2^16 slots (it grows past half full), so a small solve (a hint's samples) clears a small table.
   */
  static forNodes(maxNodes: number): TranspositionTable {
    return new TranspositionTable(Math.min(16, Math.max(8, Math.ceil(Math.log2(maxNodes + 1)) + 1)));
  }
  constructor(capacityLog2 = 16) {
    this.a = new Int32Array(1 << capacityLog2);
    this.b = new Int32Array(1 << capacityLog2);
    this.v = new Int8Array(1 << capacityLog2);
    this.mask = (1 << capacityLog2) - 1;
  }

  private slot(x: number, y: number): number {
    const { a, b, mask } = this;
    let i = (x ^ Math.imul(y, 0x9e3779b1)) & mask;
    for (;;) {
      const ai = a[i];
      const bi = b[i];
      if ((ai === x && bi === y) || (ai === 0 && bi === 0)) return i;
      i = (i + 1) & mask;
    }
  }

  /**
   * Meets a position about to be explored with budget `r`: {@link SKIP_PROVEN} when it is proved
   * lost, {@link SKIP_SEEN} when it was explored with `r` or more, else {@link EXPLORE} (recording `r`).
   */
  visit(x: number, y: number, r: number): number {
    if (x === 0 && y === 0) y = 1;
    const i = this.slot(x, y);
    if (this.a[i] === x && this.b[i] === y) {
      const v = this.v[i];
      if (v === PROVEN) return SKIP_PROVEN;
      if (v >= r) return SKIP_SEEN;
      this.v[i] = r;
      return EXPLORE;
    }
    this.a[i] = x;
    this.b[i] = y;
    this.v[i] = r;
    if (++this.size * 2 > this.mask) this.grow();
    return EXPLORE;
  }

  /** Records that a position (already held) is proved lost. */
  prove(x: number, y: number): void {
    if (x === 0 && y === 0) y = 1;
    const i = this.slot(x, y);
    if (this.a[i] === x && this.b[i] === y) this.v[i] = PROVEN;
  }

  /** Records that a position is proved lost, holding it if it is not held yet. */
  insertProven(x: number, y: number): void {
    if (x === 0 && y === 0) y = 1;
    const i = this.slot(x, y);
    if (this.a[i] === x && this.b[i] === y) {
      this.v[i] = PROVEN;
      return;
    }
    this.a[i] = x;
    this.b[i] = y;
    this.v[i] = PROVEN;
    if (++this.size * 2 > this.mask) this.grow();
  }

  /** Whether a position is held as proved lost. */
  proven(x: number, y: number): boolean {
    if (x === 0 && y === 0) y = 1;
    const i = this.slot(x, y);
    return this.a[i] === x && this.b[i] === y && this.v[i] === PROVEN;
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.a.length * 9;
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
  private readonly isFoundationOnly: Uint8Array;
  private readonly forced: boolean;
  private readonly runOrder: boolean;
  /**
   * Hand placements are ordered by {@link placeScore} with `buried`: {@link SearchRules.buryOrder}, or,
   * with {@link SearchRules.buryLater}, set by the search for its second phase (solver.ts).
   */
  buryOrder: boolean;
  /** The slack of {@link placeScore} with `buried` ({@link BURY_SLACK}; the search may change it). */
  burySlack = BURY_SLACK;
  /** {@link SearchRules.beam}: a beam search takes the second half of a large budget (solver.ts). */
  readonly beam: boolean;
  /** The board's per-pile prefix hashes of the cards. */
  private readonly h1: Int32Array;
  private readonly h2: Int32Array;
  /** Moves so far that started a foundation or went onto a foundation-only pile (see {@link deadAfter}). */
  edgeEvents = 0;
  /**
   * 0: the move order as documented. Otherwise a seed: each move's score gets a pseudo-random
   * 0 … 149 from (seed, position, move), which reorders only moves whose scores are that close (ties,
   * and neighbours in the tie-breaks). Deterministic: the same seed and position give the same order.
   */
  jitter = 0;
  private readonly jkey = new Int32Array(2);
  /** The dead tests (dead-tests.ts), reading this core's board. */
  readonly deadTests: DeadTests;
  /**
   * {@link distance} of each card, valid where its stamp is {@link stamp}: one memo for each way of
   * counting (`fromNow` or not, index 0 or 1). A distance reads only the foundations (each one's length,
   * first and top card; see Board.waitFor), so the memo holds as long as they are unchanged
   * ({@link foundationsSeen}), from one position to the next.
   */
  private readonly distStamp: [Int32Array, Int32Array];
  private readonly distValue: [Int32Array, Int32Array];
  private stamp = 0;
  /** Each foundation's length, first card and top card (-1: none) when {@link stamp} was taken. */
  private readonly foundationSig: Int32Array;
  /** Whether {@link distance} may use and fill its memo (only inside {@link searchMoves} and {@link beamScore}). */
  private distMemo = false;
  // Scratch.
  readonly twin: Int32Array;
  readonly maxMoves: number;
  private readonly scratchScore: Int32Array;
  private readonly scratchMove: Int32Array;
  /** A buffer for {@link allMoves}' callers. */
  readonly scratch: Int32Array;

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
    this.runOrder = rules.runOrder;
    this.buryOrder = rules.buryOrder;
    this.beam = rules.beam;
    this.foundations = Int32Array.from(layout.foundations);
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
    this.twin = new Int32Array(n);
    this.maxMoves = board.maxMoves;
    this.scratchScore = new Int32Array(this.maxMoves);
    this.scratchMove = new Int32Array(this.maxMoves);
    this.scratch = new Int32Array(this.maxMoves);
    this.deadTests = new DeadTests(board, rules);
    this.distStamp = [new Int32Array(board.cardCount).fill(-1), new Int32Array(board.cardCount).fill(-1)];
    this.distValue = [new Int32Array(board.cardCount), new Int32Array(board.cardCount)];
    this.foundationSig = new Int32Array(this.foundations.length * 3).fill(-2);
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

  /** Applies the move code `m` (legal) and then the forced moves it lets through ({@link closureAfter}): one step of a search. */
  step(m: number): void {
    this.apply(mFrom(m), mTo(m), mCount(m), 0);
    this.closureAfter(mFrom(m), mTo(m));
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
    // Redeals made, when their number is limited (with unlimited redeals it changes nothing).
    if (this.board.redeals > 0) {
      x = (x + fmixA(0x51ed270b + Math.imul(this.board.round + 1, 0x9e3779b1))) | 0;
      y = (y + fmixB(0x2f6f1a3d ^ Math.imul(this.board.round + 3, 0x85ebca77))) | 0;
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
   * {@link closure} after the move `from` → `to`: when it put no card on a foundation (and neither
   * redealt nor turned up a reserve), only the tops of `from`, `to` and the hand can have become
   * automatic plays (see {@link Board.autoFrom}), so only they are looked at first; the first forced
   * move found is the one a full scan would find.
   */
  closureAfter(from: number, to: number): void {
    if (!this.forced) return;
    if (this.kind[to] !== K_FOUNDATION && !this.board.lastWasSpecial()) {
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
   * is best placed on one wanted later. With `fromNow`, the fewest cards a foundation must still take
   * first (what it holds not counted), for foundations that grow side by side at different paces.
   */
  distance(card: number, fromNow?: boolean): number {
    const w = fromNow ? 1 : 0;
    if (this.distMemo && this.distStamp[w][card] === this.stamp) return this.distValue[w][card];
    let d = INF;
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) {
      const x = this.board.waitFor(card, fs[i]) + (fromNow ? 0 : this.len[fs[i]]);
      if (x < d) d = x;
    }
    if (this.distMemo) {
      this.distStamp[w][card] = this.stamp;
      this.distValue[w][card] = d;
    }
    return d;
  }

  /**
   * Starts using the {@link distance} memo for the position on the board: a new stamp (every memo
   * entry stale) only when a foundation changed since the last one was taken.
   */
  private foundationsSeen(): void {
    const fs = this.foundations;
    const sig = this.foundationSig;
    let same = true;
    for (let i = 0; i < fs.length; i++) {
      const o = fs[i] * this.cap;
      const L = this.len[fs[i]];
      const first = L > 0 ? this.cards[o] : -1;
      const top = L > 0 ? this.cards[o + L - 1] : -1;
      if (sig[3 * i] !== L || sig[3 * i + 1] !== first || sig[3 * i + 2] !== top) {
        same = false;
        sig[3 * i] = L;
        sig[3 * i + 1] = first;
        sig[3 * i + 2] = top;
      }
    }
    if (!same) this.stamp = (this.stamp + 1) | 0;
    this.distMemo = true;
  }

  /**
   * Score of placing a card needed at `d` ({@link distance}) on pile `t` (hand placements): a pile
   * whose top is needed later, the closest first; then an empty pile; then the least harmful (the top
   * needed latest). With `buried` ({@link SearchRules.buryOrder}), a pile where the card delays the
   * cards it buries by at most {@link BURY_SLACK} steps in all ({@link burial}; the top needed latest
   * first) comes before the empty pile, and the rest go the smallest delay first (then the top needed
   * latest).
   */
  placeScore(d: number, t: number, buried = false): number {
    const L = this.len[t];
    if (L === 0) return S_PLACE_EMPTY;
    const dt = this.distance(this.cards[t * this.cap + L - 1]);
    if (dt >= d) return S_PLACE_LATER - (dt - d) * 100;
    if (!buried) return S_PLACE_REST + dt * 100;
    const delay = this.burial(d, t);
    if (delay <= this.burySlack) return S_PLACE_EMPTY + 50_000 + dt;
    return S_PLACE_REST + 90_000 - Math.min(delay, 800) * 100 + dt;
  }

  /**
   * What putting a card needed at `d` ({@link distance}) on pile `t` delays: the sum, over the cards
   * of `t` whose release (the latest {@link distance} among them and the cards above them) comes
   * before `d`, of `d` minus that release, in foundation steps. 0 when the top is needed at `d` or
   * later (nothing is delayed); a card already under a card needed later than `d` adds nothing.
   */
  burial(d: number, t: number): number {
    const o = t * this.cap;
    let delay = 0;
    let release = 0;
    for (let j = this.len[t] - 1; j >= 0; j--) {
      const x = this.distance(this.cards[o + j]);
      if (x > release) release = x;
      if (release >= d) break;
      delay += d - release;
    }
    return delay;
  }

  /** The jitter of move `m` in the position whose key is in `jkey` (see {@link jitter}). */
  private shake(m: number): number {
    const h = fmixA((this.jkey[0] ^ Math.imul(this.jitter, 0x9e3779b1)) + Math.imul(m + 1, 0x85ebca6b));
    return (h >>> 0) % 150;
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

  /**
   * With {@link SearchRules.runOrder}: {@link S_RUN_SHIFT} for a move of `count` cards from `from` onto
   * tableau pile `to` whose unit joins the run there without splitting one on `from`, minus it for one
   * that splits a run without joining one, else 0 (a unit moved from a run onto a like run changes
   * nothing).
   */
  private runShift(from: number, to: number, count: number): number {
    const joins = this.board.continuesRun(to, this.cards[from * this.cap + this.len[from] - count]);
    const splits = this.kind[from] === K_TABLEAU && this.board.movableRun(from) > count;
    return joins === splits ? 0 : joins ? S_RUN_SHIFT : -S_RUN_SHIFT;
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
    // Each card's distance is worked out once while the foundations stay as they are ({@link distance}).
    this.foundationsSeen();
    try {
      return this.orderMoves(out, at);
    } finally {
      this.distMemo = false;
    }
  }

  /** {@link searchMoves} once the twins are known. */
  private orderMoves(out: Int32Array, at: number): number {
    const sc = this.scratchScore;
    const mv = this.scratchMove;
    const legal = this.scratch;
    const count = this.board.allMoves(legal, this.twin);
    let n = 0;
    let dFrom = -1;
    let dTop = -1;
    if (this.jitter !== 0) this.key(this.jkey);
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
        if (this.runOrder) s += this.runShift(from, to, mCount(m));
      } else {
        if (dFrom !== from) {
          dFrom = from;
          dTop = this.distance(this.cards[from * this.cap + L - 1]);
        }
        s = this.placeScore(dTop, to, this.buryOrder);
      }
      sc[n] = this.jitter === 0 ? s : s + this.shake(m);
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

  /**
   * How promising the position looks to the beam search (solver.ts, docs/solver.md "The beam"):
   * {@link BEAM_CARD} for each card on a foundation, {@link BEAM_EMPTY} for each empty waste or
   * tableau pile, less {@link BEAM_DELAY} for each foundation step by which a card of such a pile is
   * released after it is needed (its release: the latest {@link distance} among it and the cards above
   * it; with {@link SearchRules.beamWait}, each need counted from now). It only orders positions; no answer
   * depends on it being right.
   */
  beamScore(empty = BEAM_EMPTY, delay = BEAM_DELAY): number {
    this.foundationsSeen();
    try {
      let score = 0;
      for (let i = 0; i < this.foundations.length; i++) score += this.len[this.foundations[i]] * BEAM_CARD;
      for (let p = 0; p < this.n; p++) {
        const k = this.kind[p];
        if (k !== K_WASTE_PILE && k !== K_TABLEAU) continue;
        const L = this.len[p];
        if (L === 0) {
          score += empty;
          continue;
        }
        const o = p * this.cap;
        let release = 0;
        for (let j = L - 1; j >= this.fd[p]; j--) {
          const d = this.distance(this.cards[o + j], this.rules.beamWait);
          if (d > release) release = d;
          else score -= (release - d) * delay;
        }
      }
      return score;
    } finally {
      this.distMemo = false;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Dead tests

  /** True when the position provably cannot be won (see dead-tests.ts). */
  dead(): boolean {
    return this.deadTests.dead(true);
  }

  /**
   * {@link dead} after a step: the tests that can only fail after a move that started a foundation
   * or put a card on a foundation-only pile are skipped when no move of the step did (a step that only
   * plays cards up leaves a subgraph of its parent's precedence graph, which had no cycle).
   */
  deadAfter(edgeEventsBefore: number): boolean {
    return this.deadTests.dead(this.edgeEvents !== edgeEventsBefore);
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
