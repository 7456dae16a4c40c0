/**
 * The rule core: one position held in flat typed arrays, changed in place, and every rule of the game
 * read from the variant's compiled tables ({@link PileTables}): legality with the reason for a
 * refusal, legal-move generation, applying a move and taking it back, automatic play. Everything that
 * decides what is legal goes through here: the public functions of rules.ts load a {@link GameState}
 * into a board and ask it, and the solver searches on a board of its own. No rule is written anywhere
 * else.
 *
 * A board is not re-entrant: load a position, ask, and be done before anything else can load another
 * one ({@link withBoard} hands out a free board for each use).
 *
 * @module
 */
import type { Card } from './cards.js';
import {
  K_FOUNDATION,
  K_STOCK,
  K_TABLEAU,
  K_WASTE,
  K_WASTE_PILE,
  layoutOf,
  type Layout,
  type PileTables,
} from './layout.js';
import type { GameState } from './rules.js';
import type { VariantDefinition } from './vocabulary.js';

// ---------------------------------------------------------------------------------------------
// Refusal codes: why `check` refuses a move (rules.ts turns them into `Refusal` data).

/** The move is legal. */
export const OK = 0;
export const R_SAME_PILE = 1;
/** No card ever moves from this pile to that one (by their kinds). */
export const R_NO_FEED = 2;
export const R_EMPTY_SOURCE = 3;
export const R_BAD_COUNT = 4;
export const R_STOCK_ONE_CARD = 5;
export const R_FACE_DOWN = 6;
export const R_ONE_CARD_ONLY = 7;
/** More cards than move as a unit from the source (a run, or the top card alone). */
export const R_NOT_A_RUN = 8;
export const R_EMPTY_TABLEAU = 9;
export const R_DOES_NOT_FOLLOW = 10;
export const R_FOUNDATION_FULL = 11;
export const R_FOUNDATION_BASE = 12;
export const R_SUIT_TAKEN = 13;
export const R_TAKES_NOTHING = 14;

/** Automatic-play safety codes ({@link Board.safeRule}). */
const SAFE_ALWAYS = 0;
const SAFE_EVERY_FOUNDATION = 1;
const SAFE_OTHER_SUITS = 2;

/** Move codes: from | to << 6 | count << 12. */
export const encodeMove = (from: number, to: number, count: number): number => from | (to << 6) | (count << 12);
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const moveCount = (m: number): number => m >> 12;

/** Finalisers of the two hash lanes (murmur3's and a variant). */
export function mixA(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
export function mixB(h: number): number {
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h | 0;
}

/** Numbers per move in the undo log: from, to, count, previous face-down of from, dealt, previous stock face-down, forced. */
const LOG = 7;

/**
 * A position the rules can be asked about and changed in place. Built once per variant (see
 * {@link withBoard} and the solver), loaded with {@link Board.load}.
 */
export class Board {
  readonly layout: Layout;
  readonly tables: PileTables;
  /** Piles. */
  readonly n: number;
  /** Card ids (52 for one deck). */
  readonly cardCount: number;
  /** Room per pile: every card, plus one. */
  readonly cap: number;
  readonly kind: Int8Array;
  readonly stock: number;
  readonly hand: number;
  /** The stock deals into the hand whenever the hand is empty. */
  readonly dealsHand: boolean;
  readonly foundations: Int32Array;
  /** Most moves one position can have: from × to × cards moved. */
  readonly maxMoves: number;

  // The position.
  /** Cards of pile `p` at `p * cap` … (bottom to top). */
  readonly cards: Int8Array;
  readonly len: Int32Array;
  /** Face-down cards at the bottom of each pile. */
  readonly fd: Int32Array;
  /** The pile each card is in (`n` when the card is not in the position, as in a test position). */
  readonly where: Int32Array;
  /**
   * Per-pile rolling hashes of the cards, kept only by a board made with `keys` (a search's): lane 1
   * and lane 2 of the hash of the first i cards of pile p at `p * cap + i`.
   */
  readonly h1: Int32Array;
  readonly h2: Int32Array;
  /** What the hash sees of each card (null: no hashes kept). */
  private readonly keyCard: Int32Array | null;
  /** Cards on foundations, and cards in the position. */
  fc = 0;
  total = 0;
  /** Length of the undo log ({@link LOG} numbers per move applied since {@link load}). */
  logLen = 0;
  private log = new Int32Array(LOG * 1024);
  /** A buffer for {@link allMoves}' callers. */
  readonly scratch: Int32Array;
  /** No pile is a twin of another ({@link allMoves}' default). */
  private readonly noTwins: Int32Array;
  // The tables, as fields (read on the hot path).
  private readonly capacity: Int8Array;
  private readonly emptyRank: Int8Array;
  private readonly emptyMin: Int8Array;
  private readonly distinctSuit: Uint8Array;
  /** Every pile's build table, one after another (a single typed array keeps the hot path monomorphic). */
  private readonly follow: Uint8Array;
  /** Where pile p's build table starts in `follow` (-1: none), and its run table. */
  private readonly buildAt: Int32Array;
  private readonly runAt: Int32Array;
  private readonly fTargets: readonly Int32Array[];
  /** `seqAt[f * 14 + r]`: how many steps from foundation f's base rank its build rule reaches rank r (99: never). */
  private readonly seqAt: Int8Array;
  /** The piles other than foundations each pile feeds. */
  private readonly oTargets: readonly Int32Array[];
  private readonly suitRule: Int8Array;
  private readonly group: Int32Array;

  // Automatic play.
  private readonly autoOn: boolean;
  private readonly autoStarts: boolean;
  private readonly safeRule: number;
  private readonly alwaysSafe: Uint8Array;
  /** Card ids of each rank, 1..13. */
  private readonly ofRank: readonly Int32Array[];

  /**
   * @param keys - what the per-pile hashes see of each card (a search's canonical key); without it
   *   the board keeps no hashes.
   */
  constructor(layout: Layout, keys: Int32Array | null = null) {
    const t = layout.tables;
    this.layout = layout;
    this.tables = t;
    const n = layout.ids.length;
    if (n > 63) throw new RangeError('the engine handles at most 63 piles');
    this.n = n;
    this.cardCount = t.cards;
    this.cap = t.cards + 1;
    this.kind = t.kind;
    this.stock = layout.stock;
    this.hand = layout.hand;
    this.dealsHand = layout.hand >= 0 && layout.stockDeclaration.deals === 'hand';
    this.foundations = Int32Array.from(layout.foundations);
    this.maxMoves = n * n * 13 + 64;
    this.cards = new Int8Array(n * this.cap);
    this.len = new Int32Array(n);
    this.fd = new Int32Array(n);
    this.where = new Int32Array(t.cards).fill(n);
    this.keyCard = keys;
    this.h1 = new Int32Array(keys ? n * this.cap : 0);
    this.h2 = new Int32Array(keys ? n * this.cap : 0);
    for (let p = 0; keys && p < n; p++) {
      this.h1[p * this.cap] = 0x2545f491;
      this.h2[p * this.cap] = 0x6a09e667;
    }
    this.scratch = new Int32Array(this.maxMoves);
    this.noTwins = new Int32Array(n).fill(-1);
    this.capacity = t.capacity;
    this.emptyRank = t.emptyRank;
    this.emptyMin = t.emptyMin;
    this.distinctSuit = t.distinctSuit;
    const distinct = [...new Set([...t.build, ...t.run].filter((x): x is Uint8Array => x !== null))];
    const C2 = t.cards * t.cards;
    this.follow = new Uint8Array(Math.max(1, distinct.length * C2));
    distinct.forEach((table, i) => this.follow.set(table, i * C2));
    this.buildAt = Int32Array.from(t.build, (x) => (x === null ? -1 : distinct.indexOf(x) * C2));
    this.runAt = Int32Array.from(t.run, (x) => (x === null ? -1 : distinct.indexOf(x) * C2));
    this.fTargets = t.foundationTargets;
    this.seqAt = new Int8Array(n * 14).fill(99);
    for (const f of layout.foundations) {
      let x: number = t.emptyRank[f];
      for (let k = 0; k < 13 && x !== 0 && this.seqAt[f * 14 + x] === 99; k++) {
        this.seqAt[f * 14 + x] = k;
        x = t.next[f * 14 + x];
      }
    }
    this.oTargets = t.targets.map((ts) => ts.filter((q) => t.kind[q] !== K_FOUNDATION));
    this.suitRule = t.suitRule;
    this.group = t.group;
    const a = layout.variant.autoPlay;
    this.autoOn = true;
    this.autoStarts = a.startsFoundations;
    this.safeRule = a.safe === 'always' ? SAFE_ALWAYS : a.safe === 'every-foundation' ? SAFE_EVERY_FOUNDATION : SAFE_OTHER_SUITS;
    this.alwaysSafe = new Uint8Array(14);
    for (const r of a.alwaysSafeRanks ?? []) this.alwaysSafe[r] = 1;
    this.ofRank = Array.from({ length: 14 }, (_, r) => Int32Array.from({ length: t.cards }, (_, c) => c).filter((c) => (c % 13) + 1 === r));
  }

  // -------------------------------------------------------------------------------------------
  // Loading and reading

  /** Loads a position (copies it). */
  load(state: GameState): void {
    this.where.fill(this.n);
    this.total = 0;
    this.fc = 0;
    this.logLen = 0;
    for (let p = 0; p < this.n; p++) {
      this.loadPile(state, p);
      this.total += this.len[p];
      if (this.kind[p] === K_FOUNDATION) this.fc += this.len[p];
    }
  }

  /**
   * Loads only the piles a move from `from` to `to` reads or changes (see {@link touchedBy}), enough
   * to {@link apply} it and read back the piles it changed; nothing else of the board is valid after.
   */
  loadForMove(state: GameState, from: number, to: number): void {
    this.logLen = 0;
    this.loadPile(state, from);
    this.loadPile(state, to);
    if (this.dealsHand) {
      this.loadPile(state, this.stock);
      this.loadPile(state, this.hand);
    }
  }

  private loadPile(state: GameState, p: number): void {
    const pile = state.piles[p];
    this.len[p] = 0;
    if (this.keyCard !== null) {
      for (let i = 0; i < pile.length; i++) this.push(p, pile[i]);
    } else {
      const o = p * this.cap;
      for (let i = 0; i < pile.length; i++) {
        const c = pile[i];
        this.cards[o + i] = c;
        this.where[c] = p;
      }
      this.len[p] = pile.length;
    }
    this.fd[p] = state.faceDown[p];
  }

  /** The cards of pile `p`, bottom to top, as a new array. */
  pile(p: number): Card[] {
    const o = p * this.cap;
    const L = this.len[p];
    const out = new Array<Card>(L);
    for (let i = 0; i < L; i++) out[i] = this.cards[o + i];
    return out;
  }

  /** The top card of pile `p` (-1 when empty). */
  top(p: number): number {
    const L = this.len[p];
    return L === 0 ? -1 : this.cards[p * this.cap + L - 1];
  }

  /** True when every card of the position is on a foundation. */
  get won(): boolean {
    return this.fc === this.total;
  }

  // -------------------------------------------------------------------------------------------
  // Legality

  /** Length of the unit that may move from the top of pile `p` (0 for an empty pile or a face-down top). */
  movableRun(p: number): number {
    const L = this.len[p];
    const up = L - this.fd[p];
    if (up <= 0) return 0;
    const at = this.runAt[p];
    if (at < 0) return 1;
    const o = p * this.cap;
    const C = this.cardCount;
    const follow = this.follow;
    let k = 1;
    while (k < up && follow[at + this.cards[o + L - k - 1] * C + this.cards[o + L - k]] === 1) k++;
    return k;
  }

  /**
   * Whether moving the top `count` cards of pile `from` to pile `to` is legal: {@link OK}, or the
   * code of the first rule it breaks (the refusal code constants).
   */
  check(from: number, to: number, count: number): number {
    if (from === to) return R_SAME_PILE;
    if (this.tables.feeds[from * this.n + to] !== 1) return R_NO_FEED;
    const L = this.len[from];
    if (L === 0) return R_EMPTY_SOURCE;
    if (!(count >= 1) || count !== Math.floor(count)) return R_BAD_COUNT;
    if (this.kind[from] === K_STOCK) {
      if (count !== 1) return R_STOCK_ONE_CARD;
    } else {
      if (count > L - this.fd[from]) return R_FACE_DOWN;
      if (count > 1) {
        if (this.kind[to] !== K_TABLEAU) return R_ONE_CARD_ONLY;
        if (count > this.movableRun(from)) return R_NOT_A_RUN;
      }
    }
    return this.accepts(from, to, count);
  }

  /**
   * What pile `to` says to the unit of the top `count` cards of pile `from` ({@link OK} or a refusal
   * code), the source already known to give that unit.
   */
  accepts(from: number, to: number, count: number): number {
    return this.takes(to, this.cards[from * this.cap + this.len[from] - count], count);
  }

  /** What pile `to` says to a unit of `count` cards headed by `card` ({@link OK} or a refusal code). */
  takes(to: number, card: number, count: number): number {
    const cap = this.cap;
    const L = this.len[to];
    switch (this.kind[to]) {
      case K_FOUNDATION:
        return this.takesFoundation(to, card, count);
      case K_TABLEAU: {
        if (L === 0) {
          const r = this.emptyRank[to];
          return (r !== 0 && (card % 13) + 1 !== r) || count < this.emptyMin[to] ? R_EMPTY_TABLEAU : OK;
        }
        return this.follow[this.buildAt[to] + this.cards[to * cap + L - 1] * this.cardCount + card] === 1 ? OK : R_DOES_NOT_FOLLOW;
      }
      case K_WASTE_PILE:
      case K_WASTE:
        return OK;
      default:
        return R_TAKES_NOTHING;
    }
  }

  /** What foundation `f` says to a unit of `count` cards headed by `card`. */
  takesFoundation(f: number, card: number, count: number): number {
    const L = this.len[f];
    if (L + count > this.capacity[f]) return R_FOUNDATION_FULL;
    if (L === 0) {
      if ((card % 13) + 1 !== this.emptyRank[f]) return R_FOUNDATION_BASE;
      if (this.distinctSuit[f] === 1 && this.suitOwner(card, f) >= 0) return R_SUIT_TAKEN;
      return OK;
    }
    return this.follow[this.buildAt[f] + this.cards[f * this.cap + L - 1] * this.cardCount + card] === 1 ? OK : R_DOES_NOT_FOLLOW;
  }

  /**
   * Another foundation of `f`'s declaration whose first card has `card`'s suit (when foundations of
   * that declaration may not share a suit), or -1.
   */
  suitOwner(card: number, f: number): number {
    const suit = ((card / 13) | 0) & 3;
    const fs = this.foundations;
    const group = this.group;
    for (let i = 0; i < fs.length; i++) {
      const g = fs[i];
      if (g !== f && group[g] === group[f] && this.len[g] > 0 && (((this.cards[g * this.cap] / 13) | 0) & 3) === suit) return g;
    }
    return -1;
  }

  /**
   * Every legal move, foundation moves first, then by source pile, target pile and number of cards,
   * written to `out` as move codes ({@link encodeMove}); returns how many.
   *
   * `same`, when given, is a symmetry the caller knows: `same[p]` ≥ 0 names an earlier pile whose
   * future is the same as pile `p`'s (a search's interchangeable twin). Moves onto such a pile are left
   * out, except from that earlier pile itself, and so are moves from such a pile to piles of other
   * declarations: they lead to the same positions as moves onto (or from) the earlier pile.
   */
  allMoves(out: Int32Array | number[], same: Int32Array = this.noTwins): number {
    let k = 0;
    const N = this.n;
    const kind = this.kind;
    const cap = this.cap;
    const C = this.cardCount;
    const cards = this.cards;
    const len = this.len;
    const fd = this.fd;
    const targets = this.oTargets;
    const fTargets = this.fTargets;
    for (let from = 0; from < N; from++) {
      const L = len[from];
      if (L === 0 || fd[from] >= L) continue;
      const fs = fTargets[from];
      if (fs.length === 0 || same[from] >= 0) continue;
      const top = cards[from * cap + L - 1];
      for (let i = 0; i < fs.length; i++) {
        const to = fs[i];
        if (same[to] >= 0 && same[to] !== from) continue;
        if (this.takesFoundation(to, top, 1) === OK) out[k++] = encodeMove(from, to, 1);
      }
    }
    for (let from = 0; from < N; from++) {
      const L = len[from];
      if (L === 0) continue;
      const isStock = kind[from] === K_STOCK;
      // (foundation moves are all listed above)
      if (!isStock && fd[from] >= L) continue;
      const o = from * cap;
      const top = cards[o + L - 1];
      let run = isStock ? 1 : -1;
      const ts = targets[from];
      if (ts.length === 0) continue;
      const twinSource = same[from] >= 0;
      for (let i = 0; i < ts.length; i++) {
        const to = ts[i];
        const tk = kind[to];
        if ((same[to] >= 0 && same[to] !== from) || (twinSource && this.group[to] !== this.group[from])) continue;
        if (tk === K_TABLEAU) {
          if (run < 0) run = this.movableRun(from);
          const Lt = len[to];
          if (Lt === 0) {
            const er = this.emptyRank[to];
            for (let c = this.emptyMin[to]; c <= run; c++) {
              if (er === 0 || (cards[o + L - c] % 13) + 1 === er) out[k++] = encodeMove(from, to, c);
            }
          } else {
            const row = cards[to * cap + Lt - 1] * C;
            const follow = this.follow;
            const at = this.buildAt[to] + row;
            for (let c = 1; c <= run; c++) if (follow[at + cards[o + L - c]] === 1) out[k++] = encodeMove(from, to, c);
          }
        } else if (this.takes(to, top, 1) === OK) out[k++] = encodeMove(from, to, 1);
      }
    }
    return k;
  }

  // -------------------------------------------------------------------------------------------
  // Applying moves

  private push(p: number, c: number): void {
    const i = this.len[p];
    const at = p * this.cap + i;
    this.cards[at] = c;
    this.where[c] = p;
    this.len[p] = i + 1;
    const keys = this.keyCard;
    if (keys !== null) {
      const k = keys[c];
      this.h1[at + 1] = mixA((this.h1[at] + Math.imul(k, 0x9e3779b1) + 0x632be5ab) | 0);
      this.h2[at + 1] = mixB(this.h2[at] ^ Math.imul(k + 0x3c6ef372, 0x85ebca77));
    }
  }

  /**
   * Applies a legal move in place: moves the cards, turns up a face-down card the move uncovers,
   * deals into an emptied hand. `forced` (0 or 1) is kept in the undo log for {@link line}.
   */
  apply(from: number, to: number, count: number, forced = 0): void {
    const cap = this.cap;
    const L = this.len[from];
    const keep = L - count;
    const o = from * cap;
    for (let i = keep; i < L; i++) this.push(to, this.cards[o + i]);
    this.len[from] = keep;
    const prevFd = this.fd[from];
    if (this.kind[from] === K_STOCK) this.fd[from] = keep;
    else if (keep > 0 && prevFd >= keep) this.fd[from] = keep - 1;
    else if (prevFd > keep) this.fd[from] = keep;
    if (this.kind[to] === K_FOUNDATION) this.fc += count;
    const prevStockFd = this.fd[this.stock];
    const dealt = this.dealIntoHand();
    if (this.logLen + LOG > this.log.length) {
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
    this.logLen = j + LOG;
  }

  /**
   * When the stock deals into the hand and the hand is empty, turns the stock's top card into it
   * (docs/rules.md "Dealing"); 1 when it did, else 0. Part of every move, and of the deal.
   */
  dealIntoHand(): number {
    const stock = this.stock;
    if (!this.dealsHand || this.len[this.hand] !== 0 || this.len[stock] === 0) return 0;
    const sl = this.len[stock] - 1;
    this.push(this.hand, this.cards[stock * this.cap + sl]);
    this.len[stock] = sl;
    this.fd[stock] = sl;
    return 1;
  }

  /** The piles the last applied move changed. */
  changedBy(): number[] {
    const j = this.logLen - LOG;
    const lg = this.log;
    return lg[j + 4] ? [lg[j], lg[j + 1], this.stock, this.hand] : [lg[j], lg[j + 1]];
  }

  /** Takes back the last applied move. */
  undo(): void {
    const lg = this.log;
    const j = (this.logLen -= LOG);
    const from = lg[j];
    const to = lg[j + 1];
    const count = lg[j + 2];
    if (lg[j + 4]) {
      const hl = --this.len[this.hand];
      this.push(this.stock, this.cards[this.hand * this.cap + hl]);
      this.fd[this.stock] = lg[j + 5];
    }
    const tl = this.len[to] - count;
    const o = to * this.cap;
    for (let i = tl; i < tl + count; i++) this.push(from, this.cards[o + i]);
    this.len[to] = tl;
    this.fd[from] = lg[j + 3];
    if (this.kind[to] === K_FOUNDATION) this.fc -= count;
  }

  /** Takes back moves until the undo log is back at `logLen` (a value of {@link logLen} read earlier). */
  undoTo(logLen: number): void {
    while (this.logLen > logLen) this.undo();
  }

  /** The card the last applied move turned face up, or -1. */
  lastTurned(): number {
    const j = this.logLen - LOG;
    const from = this.log[j];
    const keep = this.len[from];
    return this.kind[from] !== K_STOCK && keep > 0 && this.log[j + 3] >= keep ? this.cards[from * this.cap + keep - 1] : -1;
  }

  /** The card the last applied move dealt into the hand, or -1. */
  lastDealt(): number {
    const j = this.logLen - LOG;
    return this.log[j + 4] ? this.top(this.hand) : -1;
  }

  /** Each move applied since {@link load}, as a move code, and whether it was forced. */
  history(): { codes: number[]; forced: boolean[] } {
    const codes: number[] = [];
    const forced: boolean[] = [];
    for (let j = 0; j < this.logLen; j += LOG) {
      codes.push(encodeMove(this.log[j], this.log[j + 1], this.log[j + 2]));
      forced.push(this.log[j + 6] === 1);
    }
    return { codes, forced };
  }

  // -------------------------------------------------------------------------------------------
  // Automatic play

  /**
   * Whether automatic play may send `card` to foundation `f` under the variant's rule (docs/rules.md
   * "Automatic play"): the foundation must be started unless the rule starts foundations, and the card
   * must be safe.
   */
  isSafe(card: number, f: number): boolean {
    if (!this.autoStarts && this.len[f] === 0) return false;
    const r = (card % 13) + 1;
    if (this.alwaysSafe[r]) return true;
    switch (this.safeRule) {
      case SAFE_ALWAYS:
        return true;
      case SAFE_EVERY_FOUNDATION: {
        const fs = this.foundations;
        for (let i = 0; i < fs.length; i++) if (this.len[fs[i]] < r - 1) return false;
        return true;
      }
      default: {
        // Every card that could be built on it (rank r − 1, any suit) is on a foundation.
        if (r === 1) return true;
        const below = this.ofRank[r - 1];
        for (let i = 0; i < below.length; i++) {
          const w = this.where[below[i]];
          if (w === this.n || this.kind[w] !== K_FOUNDATION) return false;
        }
        return true;
      }
    }
  }

  /** The first automatic foundation play in the position, as a move code, or -1. */
  findAuto(): number {
    if (!this.autoOn) return -1;
    for (let from = 0; from < this.n; from++) {
      const m = this.autoFrom(from);
      if (m >= 0) return m;
    }
    return -1;
  }

  /**
   * The automatic foundation play of pile `from`'s top card, as a move code, or -1. Whether a card
   * goes up by itself depends only on the card and the foundations, so after a move that put no card
   * on a foundation only the piles whose top changed can have one.
   */
  autoFrom(from: number): number {
    const L = this.len[from];
    const fs = this.fTargets[from];
    if (L === 0 || fs.length === 0 || this.kind[from] === K_STOCK || this.fd[from] >= L) return -1;
    const card = this.cards[from * this.cap + L - 1];
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i];
      if (this.takesFoundation(f, card, 1) === OK && this.isSafe(card, f)) return encodeMove(from, f, 1);
    }
    return -1;
  }

  // -------------------------------------------------------------------------------------------
  // Questions for move ordering and hints

  /**
   * How many cards foundation `f` must receive before `card` can go on it, by its build rule from
   * its current top or base (99: never).
   */
  waitFor(card: number, f: number): number {
    const L = this.len[f];
    const capacity = this.capacity[f];
    if (L >= capacity) return 99;
    const at = this.seqAt;
    const pr = at[f * 14 + (card % 13) + 1];
    if (L === 0) {
      if (this.distinctSuit[f] === 1 && this.suitOwner(card, f) >= 0) return 99;
      return pr;
    }
    const top = this.cards[f * this.cap + L - 1];
    if (this.suitRule[f] === 1 && (((top / 13) | 0) & 3) !== (((card / 13) | 0) & 3)) return 99;
    const k = pr - at[f * 14 + (top % 13) + 1] - 1;
    return k >= 0 && k < capacity - L ? k : 99;
  }

  /** Whether some foundation takes `card` alone now. */
  foundationTakes(card: number): boolean {
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) if (this.takes(fs[i], card, 1) === OK) return true;
    return false;
  }
}

const pools = new WeakMap<Layout, Board[]>();

/**
 * Runs `fn` with a board of `variant`'s layout loaded with `state` (a free one from a pool, so a
 * callback that calls the engine again gets its own) and returns what `fn` returns. `fn` must not
 * keep the board.
 */
export function withBoard<T>(layout: Layout, state: GameState, fn: (board: Board) => T): T {
  let pool = pools.get(layout);
  if (!pool) pools.set(layout, (pool = []));
  const board = pool.pop() ?? new Board(layout);
  try {
    board.load(state);
    return fn(board);
  } finally {
    pool.push(board);
  }
}

/** A new board for `variant` (for a search that keeps one). */
export const boardOf = (variant: VariantDefinition): Board => new Board(layoutOf(variant));
