/**
 * Dead tests: necessary conditions for a win, each a proof that a position cannot be won when it
 * fails. The solver cuts a position the moment one fails, so each must be sound: a test is switched on
 * only for the shapes of declaration whose argument is written out here ({@link searchRules} decides
 * from the compiled layout, never from a game's name), and the solver's `lost` answers are checked
 * against a brute force on small positions of every variant.
 *
 * Both tests read the piles whose cards may leave only for a foundation (waste piles): in such a pile
 * a card above must reach its foundation before every card below it. Cards elsewhere (the stock, the
 * hand) are left free: whatever order they come in, the tests ask nothing of them, so they stay
 * necessary conditions whatever the stock holds.
 *
 * ## Rank columns (foundations that start from aces, build up by one regardless of suit)
 *
 * With interchangeable foundations built A, 2, …, K of any suit, name the plays by column: the j-th
 * card of rank r played is cell (r, j). Cell (r, j) needs cell (r − 1, j) before it (the j-th card of
 * rank r needs j foundations at r − 1) and cell (r, j − 1) (by definition). So a winning line is a
 * filling of the 13 × 4 grid in an order that respects rows and columns, and the cards of a rank take
 * the columns 1, 2, … in the order they are played; the c(r) cards of rank r already up hold columns
 * 1 … c(r). For two waste cards x above y, x goes up first, so x's cell must not follow y's cell in the
 * grid: if rank(y) ≤ rank(x), then column(x) < column(y). Each waste card therefore gets an interval
 * of columns: from below, lb(x) = max(c(rank x) + 1, lb(y) + 1 over the cards y above x with
 * rank(y) ≥ rank(x)); from above, ub(x) = min(columns of its rank, ub(z) − 1 over the cards z below x
 * with rank(z) ≤ rank(x)). The position is dead when an interval is empty, or when the cards of one
 * rank cannot take distinct columns within their intervals (the stock's and the hand's cards may take
 * any free column; a matching of at most four intervals, checked greedily by upper end).
 *
 * This reads the order of buried cards against the foundations' needs across all four foundations:
 * "the last card of a rank cannot lie on a card of lower or equal rank" (ub = 3), "a card under two
 * cards of its rank or higher can only be the third of its rank" (lb = 3), and every chain of such
 * facts through a pile. The older rank-slot test (docs/rules.md "How the solver decides") is its lower half (lb only).
 *
 * ## Precedence cycle (foundations built in suit)
 *
 * The cards still to come on a started foundation must arrive in order (when no other foundation could
 * take them), and waste-pile cards top first. A cycle in these "before" edges means no order can play
 * them all (docs/rules.md "How the solver decides"). When every suit must own exactly one foundation (four in-suit
 * foundations of 13 cards), a suit that owns none yet gets, in turn, each way of sharing out the free
 * bases, and the position is dead only when every way has a cycle (Lady Betty: 3H under 4H under 5H
 * is dead before any foundation is started). The test runs only after a step that started a
 * foundation or put a card on a waste pile: a step that only plays cards up leaves a subgraph of its
 * parent's graph, which had no cycle.
 *
 * @module
 */
import type { Board } from './board.js';
import { K_FOUNDATION as KF } from './layout.js';
import type { SearchRules } from './search-rules.js';

/** Rank (1..13) and suit (0..3) of each card id (both decks). */
export const RANK = Int8Array.from({ length: 104 }, (_, c) => (c % 13) + 1);
export const SUIT = Int8Array.from({ length: 104 }, (_, c) => ((c / 13) | 0) & 3);
/** Local copies of imported constants (read on the hot path). */
const K_FOUNDATION = KF;
const makeCard = (rank: number, suit: number): number => suit * 13 + rank - 1;

/** The dead tests of one variant, reading a board's position (see the module docs). */
export class DeadTests {
  private readonly board: Board;
  private readonly cards: Int8Array;
  private readonly len: Int32Array;
  private readonly where: Int32Array;
  private readonly kind: Int8Array;
  private readonly cap: number;
  private readonly n: number;
  private readonly foundations: Int32Array;
  private readonly foundationOnly: Int32Array;
  private readonly isFoundationOnly: Uint8Array;
  private readonly fnext: Int8Array;
  private readonly emptyRank: Int8Array;
  private readonly distinctSuit: Uint8Array;
  private readonly columnTest: boolean;
  private readonly cycleTest: boolean;
  private readonly assignSuits: boolean;
  private readonly futureCards: boolean;
  // Scratch of the column test.
  private readonly colUp = new Int32Array(15);
  private readonly colMax = new Int32Array(15);
  private readonly run = new Int32Array(15);
  /** Column interval of the card at each place `p * cap + i` of a foundation-only pile. */
  private readonly lbAt: Int8Array;
  private readonly ubAt: Int8Array;
  /** {@link countColumns}' results, and the load they are for. */
  private maxLoads = -1;
  private maxSig = 0;
  private countDead = false;
  /**
   * Per pile, what its intervals in `lbAt`/`ubAt` were computed from: its length (-1: nothing), its
   * two hash lanes, and the foundations' and the position's rank counts (packed in base 5); and the
   * ranks it made tight. A pile whose four are unchanged has the same intervals (they read nothing else).
   */
  private readonly cacheLen: Int32Array;
  private readonly cacheH1: Int32Array;
  private readonly cacheH2: Int32Array;
  private readonly cacheUp: Int32Array;
  private readonly cacheMax: Int32Array;
  private readonly cacheTight: Int32Array;
  private readonly cacheTwice: Int32Array;
  /** Whether the board keeps pile hashes (a search's board), so that the cache can be used. */
  private readonly cached: boolean;
  private readonly h1: Int32Array;
  private readonly h2: Int32Array;
  private readonly ivLo = new Int32Array(8);
  private readonly ivHi = new Int32Array(8);
  // Scratch of the cycle test.
  private readonly chainIdx: Int32Array;
  private readonly chainCard = new Int32Array(4 * 14);
  private readonly chainNext = new Int32Array(4);
  private readonly chainLen = new Int32Array(4);
  private readonly freeFoundations = new Int32Array(64);
  private readonly openSuits = new Int32Array(4);
  private readonly unlocked = new Uint8Array(4);
  private readonly perm = new Int32Array(4);
  private readonly pileTop = new Int32Array(64);
  /** {@link kahnStuck}'s work list of piles (indices in `foundationOnly`): each pile once, then one per sequence card taken. */
  private readonly work = new Int32Array(64 + 128);
  /** The index in `foundationOnly` of each pile (-1: not a waste pile; [n]: not in the position). */
  private readonly pileIndex: Int32Array;
  /** Scratch of {@link noRoom}: each waste pile's cards as a bit set (cards 0 … 31, 32 … 63). */
  private readonly pileLo = new Int32Array(64);
  private readonly pileHi = new Int32Array(64);
  // Scratch of the future-card test.
  /** Earliest times (see {@link computeTimes}). */
  private readonly rel = new Int32Array(52);
  private readonly pLo = new Int32Array(52);
  private readonly pHi = new Int32Array(52);
  /** When each card of the stock is dealt (1: next; see {@link computeTimes}). */
  private readonly at = new Int32Array(52);
  /** The card above each waste card (-1: none; see {@link computeTimes}). */
  private readonly aboveOf = new Int32Array(104);
  /** The piles other than the foundations, the waste piles and the stock (the hand, …): see {@link computeTimes}. */
  private readonly restPiles: Int32Array;
  /**
   * The cards of the last sequences and waste piles in an order where each comes after the cards it
   * waits for (the card before it in its suit's sequence, the card above it on its pile): the order in
   * which {@link kahnStuck} took them off, or {@link orderPiles}'. `orderLen` of them.
   */
  private readonly order = new Int32Array(104);
  private orderLen = 0;

  constructor(board: Board, rules: SearchRules) {
    this.board = board;
    this.cards = board.cards;
    this.len = board.len;
    this.where = board.where;
    this.kind = board.kind;
    this.cap = board.cap;
    this.n = board.n;
    const layout = board.layout;
    this.foundations = Int32Array.from(layout.foundations);
    this.foundationOnly = Int32Array.from(rules.foundationOnly);
    this.isFoundationOnly = new Uint8Array(board.n + 1); // [n]: not in the position
    for (const p of rules.foundationOnly) this.isFoundationOnly[p] = 1;
    this.pileIndex = new Int32Array(board.n + 1).fill(-1);
    rules.foundationOnly.forEach((p, i) => (this.pileIndex[p] = i));
    this.fnext = layout.tables.next;
    this.emptyRank = layout.tables.emptyRank;
    this.distinctSuit = layout.tables.distinctSuit;
    this.columnTest = rules.rankSlots;
    this.cycleTest = rules.precedence;
    this.assignSuits = rules.assignSuits;
    this.futureCards = rules.futureCards;
    this.lbAt = new Int8Array(board.n * board.cap);
    this.ubAt = new Int8Array(board.n * board.cap);
    this.cacheLen = new Int32Array(board.n).fill(-1);
    this.cacheH1 = new Int32Array(board.n);
    this.cacheH2 = new Int32Array(board.n);
    this.cacheUp = new Int32Array(board.n);
    this.cacheMax = new Int32Array(board.n);
    this.cacheTight = new Int32Array(board.n);
    this.cacheTwice = new Int32Array(board.n);
    this.h1 = board.h1;
    this.h2 = board.h2;
    this.cached = board.h1.length > 0;
    this.chainIdx = new Int32Array(board.cardCount);
    const rest: number[] = [];
    for (let p = 0; p < board.n; p++)
      if (board.kind[p] !== K_FOUNDATION && this.isFoundationOnly[p] !== 1 && p !== board.stock) rest.push(p);
    this.restPiles = Int32Array.from(rest);
  }

  /**
   * Whether the position cannot be won. `edges`: whether the last step may have added a precedence
   * edge (else the cycle test, which its parent passed, is skipped).
   */
  dead(edges: boolean): boolean {
    return (this.columnTest && this.columnsDead()) || (this.cycleTest && edges && this.cycleDead());
  }

  /**
   * Columns each rank can ever fill (`colMax`): its cards in the position, no more than the rank
   * below; `countDead` when a rank has more cards than the rank below. Depends only on which cards are
   * in the position, so it is worked out once per load.
   */
  private countColumns(): void {
    const max = this.colMax;
    const where = this.where;
    const n = this.n;
    this.maxLoads = this.board.loads;
    this.countDead = false;
    max[0] = this.foundations.length;
    let sig = 0;
    for (let r = 1; r <= 13; r++) {
      let k = 0;
      for (let s = 0; s < 4; s++) if (where[s * 13 + r - 1] !== n) k++;
      if (k > max[r - 1]) this.countDead = true;
      max[r] = k;
      sig = sig * 5 + k;
    }
    this.maxSig = sig;
  }

  /**
   * The rank-column test (see the module docs). A pile's intervals depend only on its cards and on
   * the rank counts (`up`, `max`), so a pile unchanged since the last call (same length and hash lanes,
   * same counts) keeps the intervals computed then: in a depth-first search most moves change one or
   * two piles.
   */
  columnsDead(): boolean {
    const fs = this.foundations;
    const up = this.colUp;
    const max = this.colMax;
    const where = this.where;
    const kind = this.kind;
    const n = this.n;
    if (this.board.loads !== this.maxLoads) this.countColumns();
    if (this.countDead) return true;
    const maxSig = this.maxSig;
    up.fill(0);
    for (let i = 0; i < fs.length; i++) for (let r = this.len[fs[i]]; r >= 1; r--) up[r]++;
    let upSig = 0;
    for (let r = 1; r <= 13; r++) upSig = upSig * 5 + up[r];
    // Ranks with a card whose interval is narrower than its rank's free columns, and with two such
    // cards or more: only those can fail the matching below (one narrow interval among full ones
    // always finds a column).
    let tight = 0;
    let twice = 0;
    const lbAt = this.lbAt;
    const ubAt = this.ubAt;
    const run = this.run;
    const piles = this.foundationOnly;
    const cards = this.cards;
    const cap = this.cap;
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      const o = p * cap;
      const L = this.len[p];
      if (L === 0) continue;
      if (
        this.cached &&
        this.cacheLen[p] === L &&
        this.cacheH1[p] === this.h1[o + L] &&
        this.cacheH2[p] === this.h2[o + L] &&
        this.cacheUp[p] === upSig &&
        this.cacheMax[p] === maxSig
      ) {
        twice |= this.cacheTwice[p] | (tight & this.cacheTight[p]);
        tight |= this.cacheTight[p];
        continue;
      }
      this.cacheLen[p] = -1;
      let pileTight = 0;
      let pileTwice = 0;
      // Top down: run[v] = the highest rank among the cards above whose lb is at least v (v = 1 … 4).
      run[1] = run[2] = run[3] = run[4] = 0;
      for (let j = L - 1; j >= 0; j--) {
        const a = RANK[cards[o + j]];
        let lb = up[a] + 1;
        for (let v = 4; v >= lb; v--) {
          if (run[v] >= a) {
            lb = v + 1;
            break;
          }
        }
        if (lb > max[a]) return true;
        if (lb > up[a] + 1) {
          pileTwice |= pileTight & (1 << a);
          pileTight |= 1 << a;
        }
        lbAt[o + j] = lb;
        for (let v = 1; v <= lb; v++) if (run[v] < a) run[v] = a;
      }
      // Bottom up: run[v] = the lowest rank among the cards below whose ub is at most v.
      run[1] = run[2] = run[3] = run[4] = 99;
      for (let j = 0; j < L; j++) {
        const a = RANK[cards[o + j]];
        let ub = max[a];
        for (let v = 1; v <= ub; v++) {
          if (run[v] <= a) {
            ub = v - 1;
            break;
          }
        }
        if (ub < lbAt[o + j]) return true;
        if (ub < max[a] && lbAt[o + j] === up[a] + 1) {
          pileTwice |= pileTight & (1 << a);
          pileTight |= 1 << a;
        }
        ubAt[o + j] = ub;
        for (let v = ub > 0 ? ub : 1; v <= 4; v++) if (run[v] > a) run[v] = a;
      }
      twice |= pileTwice | (tight & pileTight);
      tight |= pileTight;
      if (this.cached) {
        this.cacheLen[p] = L;
        this.cacheH1[p] = this.h1[o + L];
        this.cacheH2[p] = this.h2[o + L];
        this.cacheUp[p] = upSig;
        this.cacheMax[p] = maxSig;
        this.cacheTight[p] = pileTight;
        this.cacheTwice[p] = pileTwice;
      }
    }
    // Each rank: its cards off the foundations take distinct columns up[a]+1 … max[a].
    const lo = this.ivLo;
    const hi = this.ivHi;
    for (let a = 1; a <= 13; a++) {
      if ((twice & (1 << a)) === 0) continue;
      let k = 0;
      for (let s = 0; s < 4; s++) {
        const card = s * 13 + a - 1;
        const w = where[card];
        if (w === n || kind[w] === K_FOUNDATION) continue;
        let l = up[a] + 1;
        let h = max[a];
        if (this.isFoundationOnly[w] === 1) {
          let at = w * cap + this.len[w] - 1;
          while (cards[at] !== card) at--;
          l = lbAt[at];
          h = ubAt[at];
        }
        // Insert, sorted by upper end.
        let x = k++;
        while (x > 0 && hi[x - 1] > h) {
          lo[x] = lo[x - 1];
          hi[x] = hi[x - 1];
          x--;
        }
        lo[x] = l;
        hi[x] = h;
      }
      let used = 0;
      for (let x = 0; x < k; x++) {
        let col = lo[x];
        while (col <= hi[x] && (used & (1 << col)) !== 0) col++;
        if (col > hi[x]) return true;
        used |= 1 << col;
      }
    }
    return false;
  }

  /**
   * The precedence-cycle test (see the module docs). The sequences: for a suit that owns a started foundation, the cards
   * still to come on it; for a suit that owns none, when every suit must own exactly one foundation
   * (four same-suit foundations of 13 cards), each way of giving the free bases to those suits is
   * tried, and the position is dead only when every way has a cycle.
   */
  /**
   * Fills the sequences of the suits that own a started foundation (`chainCard`, `chainLen`; a suit
   * that owns none gets an empty one and is marked in `unlocked`): the cards still to come on it, as
   * long as no other foundation could take them. Returns -1 when one suit owns two foundations (no
   * test), else 1 when some sequence has two cards or more, else 0.
   */
  private lockedChains(): number {
    const chainCard = this.chainCard;
    const chainLen = this.chainLen;
    const fs = this.foundations;
    let any = 0;
    for (let s = 0; s < 4; s++) chainLen[s] = -1;
    // First the suits of the started foundations, and the ranks an empty foundation takes whatever its
    // suit (`takes`, a bit per rank): a sequence goes on as long as its next card is not one of those.
    let owned = 0;
    let takes = 0;
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i];
      if (this.len[f] === 0) {
        if (this.distinctSuit[f] !== 1) takes |= 1 << this.emptyRank[f];
        continue;
      }
      const bit = 1 << SUIT[this.cards[f * this.cap]];
      if ((owned & bit) !== 0) return -1; // one suit on two foundations: no test (not with one deck per suit)
      owned |= bit;
    }
    takes &= ~1; // rank 0: an empty foundation that takes no particular rank
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i];
      const L = this.len[f];
      if (L === 0) continue;
      const s = SUIT[this.cards[f * this.cap]];
      chainLen[s] = 0;
      if (L >= 13) continue;
      let r: number = RANK[this.cards[f * this.cap + L - 1]];
      let k = 0;
      for (let j = 0; j < 13 - L; j++) {
        r = this.fnext[f * 14 + r];
        if (r === 0) break;
        // The card could go to another foundation: no other started one is of its suit, so only an empty one.
        if ((takes & (1 << r)) !== 0) break;
        chainCard[s * 14 + ++k] = makeCard(r, s);
      }
      chainLen[s] = k;
      if (k > 1) any = 1;
    }
    for (let s = 0; s < 4; s++) {
      this.unlocked[s] = chainLen[s] < 0 ? 1 : 0;
      if (chainLen[s] < 0) chainLen[s] = 0;
    }
    return any;
  }

  cycleDead(): boolean {
    const any = this.lockedChains();
    if (any < 0) return false;
    const fs = this.foundations;
    // Suits without a foundation yet, and the free foundations.
    const free = this.freeFoundations;
    let nFree = 0;
    for (let i = 0; i < fs.length; i++) if (this.len[fs[i]] === 0) free[nFree++] = fs[i];
    let nOpen = 0;
    const open = this.openSuits;
    for (let s = 0; s < 4; s++) if (this.unlocked[s] === 1) open[nOpen++] = s;
    // With the free foundations shared out below, each way's sequences are these and the open suits'
    // own: more "before" edges and more cards to wait for, and both tests only fail more with more
    // (a cycle stays a cycle; earliest times and the cards waited for only grow). So this test can fail
    // only where every way fails too, and is left to them.
    if (!this.assignSuits || nOpen === 0 || nOpen !== nFree || !this.openSuitsMatter(nOpen)) {
      if (any > 0 && this.kahnStuck()) return true;
      if (!this.futureCards) return false;
      // The future-card test reads `chainIdx` and `order`, which kahnStuck fills; fill them here when it did not run.
      if (any === 0) {
        this.indexChains();
        this.orderPiles();
      }
      return this.futureStuck();
    }
    const perm = this.perm;
    // Every way of giving the free foundations to the open suits (at most 4! = 24).
    for (let i = 0; i < nOpen; i++) perm[i] = i;
    for (;;) {
      if (this.possible(nOpen)) return false;
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

  /**
   * Whether the open suits, each given the free foundation of `perm`, leave the waste piles playable:
   * each open suit's sequence is then its 13 cards from that foundation's base, and neither
   * {@link kahnStuck} nor the future-card test fails.
   */
  private possible(nOpen: number): boolean {
    const chainCard = this.chainCard;
    for (let i = 0; i < nOpen; i++) {
      const s = this.openSuits[i];
      const fp = this.freeFoundations[this.perm[i]];
      let r: number = this.emptyRank[fp];
      for (let k = 1; k <= 13; k++) {
        chainCard[s * 14 + k] = makeCard(r, s);
        r = this.fnext[fp * 14 + r];
      }
      this.chainLen[s] = 13;
    }
    return !this.kahnStuck() && !(this.futureCards && this.futureStuck());
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
   * when some waste card can never be taken off (the edges have a cycle). A pile is looked at again
   * only when the card its suit waits for next lies in it (a work list, not passes over every pile).
   */
  private kahnStuck(): boolean {
    const next = this.chainNext;
    const chainIdx = this.chainIdx;
    const chainCard = this.chainCard;
    const chainLen = this.chainLen;
    const order = this.order;
    const cards = this.cards;
    const where = this.where;
    const pileIndex = this.pileIndex;
    this.indexChains();
    this.orderLen = 0;
    for (let s = 0; s < 4; s++) {
      next[s] = 1;
      this.skipFree(s);
    }
    const piles = this.foundationOnly;
    const tops = this.pileTop;
    const work = this.work;
    let nw = 0;
    let left = 0;
    for (let i = piles.length - 1; i >= 0; i--) {
      tops[i] = this.len[piles[i]] - 1;
      left += this.len[piles[i]];
      work[nw++] = i;
    }
    while (nw > 0 && left > 0) {
      const i = work[--nw];
      const o = piles[i] * this.cap;
      let t = tops[i];
      while (t >= 0) {
        const c = cards[o + t];
        const k = chainIdx[c];
        if (k !== 0) {
          const s = SUIT[c];
          if (k !== next[s]) break;
          order[this.orderLen++] = c;
          next[s] = k + 1;
          this.skipFree(s);
          // The suit's next card (skipFree left it in a waste pile, or past the end): its pile may go on.
          if (next[s] <= chainLen[s]) {
            const j = pileIndex[where[chainCard[s * 14 + next[s]]]];
            if (j !== i) work[nw++] = j;
          }
        } else order[this.orderLen++] = c;
        t--;
        left--;
      }
      tops[i] = t;
    }
    return left > 0;
  }

  /** Fills `chainIdx`: each card's place in its suit's current sequence (1 …), 0 for a card in none. */
  private indexChains(): void {
    const chainIdx = this.chainIdx;
    const chainCard = this.chainCard;
    const chainLen = this.chainLen;
    chainIdx.fill(0);
    for (let s = 0; s < 4; s++) for (let k = 1; k <= chainLen[s]; k++) chainIdx[chainCard[s * 14 + k]] = k;
  }

  /**
   * Moves suit `s`'s next needed card past the cards that are not in waste piles (free by themselves),
   * adding them to `order`.
   */
  private skipFree(s: number): void {
    const next = this.chainNext;
    const len = this.chainLen[s];
    for (;;) {
      if (next[s] > len) return;
      const c = this.chainCard[s * 14 + next[s]];
      if (this.isFoundationOnly[this.where[c]] === 1) return;
      this.order[this.orderLen++] = c;
      next[s]++;
    }
  }

  /**
   * Fills `order` where the sequences have one card at most (so no card waits for one before it in its
   * suit's): the waste piles' cards, each pile top first.
   */
  private orderPiles(): void {
    const piles = this.foundationOnly;
    this.orderLen = 0;
    for (let i = 0; i < piles.length; i++) {
      const o = piles[i] * this.cap;
      for (let j = this.len[piles[i]] - 1; j >= 0; j--) this.order[this.orderLen++] = this.cards[o + j];
    }
  }

  /**
   * The future-card test (after {@link kahnStuck} found no cycle in the same sequences, `chainIdx` and
   * `order` filled): every card that must wait, from the stock or the hand, for a card that cannot be played
   * before it arrives has to go on some pile, and no pile may hold a card that must be played before
   * it and is still there when it arrives.
   */
  private futureStuck(): boolean {
    this.computeTimes();
    return this.noRoom();
  }

  /**
   * Earliest times: `rel[c]`, a lower bound on the number of cards dealt before card c can go up
   * (it must arrive, and every card before it in its suit's sequence or above it on its pile must go
   * up first), and `pLo`/`pHi`, the cards that must go up before it (a bit set). `chainIdx` and `order`
   * filled: one pass in `order`, which puts every card after the cards it waits for; a card outside it
   * (in the stock or the hand, in no sequence or first in its own) waits for none.
   */
  private computeTimes(): void {
    const cards = this.cards;
    const cap = this.cap;
    const rel = this.rel;
    const pLo = this.pLo;
    const pHi = this.pHi;
    const chainIdx = this.chainIdx;
    const chainCard = this.chainCard;
    const stock = this.board.stock;
    const stockLen = this.len[stock];
    const at = this.at;
    const aboveOf = this.aboveOf;
    // The card above each waste card (-1: none, and for every card elsewhere), when each card of the
    // stock is dealt; and each card off the foundations as if it waited for none: it goes up when it
    // arrives (at once, but from the stock).
    const piles = this.foundationOnly;
    for (let i = 0; i < piles.length; i++) {
      const o = piles[i] * cap;
      let above = -1;
      for (let j = this.len[piles[i]] - 1; j >= 0; j--) {
        const c = cards[o + j];
        aboveOf[c] = above;
        above = c;
        rel[c] = pLo[c] = pHi[c] = 0;
      }
    }
    for (let i = 0, o = stock * cap; i < stockLen; i++) {
      const c = cards[o + i];
      rel[c] = at[c] = stockLen - i;
      pLo[c] = pHi[c] = 0;
      aboveOf[c] = -1;
    }
    const rest = this.restPiles;
    for (let i = 0; i < rest.length; i++) {
      const o = rest[i] * cap;
      for (let j = this.len[rest[i]] - 1; j >= 0; j--) {
        const c = cards[o + j];
        rel[c] = pLo[c] = pHi[c] = 0;
        aboveOf[c] = -1;
      }
    }
    const order = this.order;
    for (let i = 0; i < this.orderLen; i++) {
      const c = order[i];
      // Direct predecessors: the card before it in its suit's sequence, the card above it on its pile.
      const k = chainIdx[c];
      const cp = k > 1 ? chainCard[SUIT[c] * 14 + k - 1] : -1;
      const above = aboveOf[c];
      let t = rel[c];
      let lo = 0;
      let hi = 0;
      if (cp >= 0) {
        if (rel[cp] > t) t = rel[cp];
        lo |= pLo[cp];
        hi |= pHi[cp];
        if (cp < 32) lo |= 1 << cp;
        else hi |= 1 << (cp - 32);
      }
      if (above >= 0) {
        if (rel[above] > t) t = rel[above];
        lo |= pLo[above];
        hi |= pHi[above];
        if (above < 32) lo |= 1 << above;
        else hi |= 1 << (above - 32);
      }
      rel[c] = t;
      pLo[c] = lo;
      pHi[c] = hi;
    }
  }

  /**
   * Whether some card still to be dealt (or in the hand) that cannot go up when it arrives has no pile
   * to go on: every pile holds a card that must go up before it (in its `pLo`/`pHi`) and is still there
   * when it arrives (`rel` after its time). Each pile's cards are read once, as a bit set: a pile that
   * holds none of a card's predecessors has room for it at once.
   */
  private noRoom(): boolean {
    const where = this.where;
    const cards = this.cards;
    const cap = this.cap;
    const rel = this.rel;
    const stock = this.board.stock;
    const hand = this.board.hand;
    const at = this.at;
    const pLo = this.pLo;
    const pHi = this.pHi;
    const piles = this.foundationOnly;
    const np = piles.length;
    const setLo = this.pileLo;
    const setHi = this.pileHi;
    for (let i = 0; i < np; i++) {
      const o = piles[i] * cap;
      let lo = 0;
      let hi = 0;
      for (let j = this.len[piles[i]] - 1; j >= 0; j--) {
        const y = cards[o + j];
        if (y < 32) lo |= 1 << y;
        else hi |= 1 << (y - 32);
      }
      setLo[i] = lo;
      setHi[i] = hi;
    }
    for (let c = 0; c < 52; c++) {
      const w = where[c];
      if (w !== stock && w !== hand) continue;
      const t = w === stock ? at[c] : 0;
      if (rel[c] <= t) continue;
      const lo = pLo[c];
      const hi = pHi[c];
      let room = false;
      for (let i = 0; i < np && !room; i++) {
        // The predecessors of c on this pile (cards 0 … 31, then 32 … 63): room unless one of them
        // goes up only after c arrives.
        let ok = true;
        for (let half = 0, m = lo & setLo[i]; ok && half < 2; half++, m = hi & setHi[i]) {
          for (; m !== 0; m ^= m & -m) {
            if (rel[half * 32 + 31 - Math.clz32(m & -m)] > t) {
              ok = false;
              break;
            }
          }
        }
        room = ok;
      }
      if (!room) return true;
    }
    return false;
  }
}
