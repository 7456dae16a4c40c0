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
  K_HAND,
  K_RESERVE,
  K_STOCK,
  K_TABLEAU,
  K_WASTE,
  K_WASTE_PILE,
  LOCK_ALTERNATE_COLOURS,
  LOCK_DISTINCT_COLOURS,
  LOCK_DISTINCT_SUITS,
  UNLIMITED,
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
/** A phase rule keeps the foundation closed until the stock is used up. */
export const R_FOUNDATION_CLOSED = 15;
/** The foundation takes only a complete run at once. */
export const R_WHOLE_RUN = 16;
/** A waste pile takes a card from anywhere but the hand only when it is empty. */
export const R_SPACE_ONLY = 17;
/** A redeal waits until the stock (and the hand) are used up. */
export const R_STOCK_NOT_EMPTY = 18;
/** Every redeal allowed has been made. */
export const R_NO_REDEAL_LEFT = 19;
/** Another foundation of the declaration already holds this colour. */
export const R_COLOUR_TAKEN = 20;
/** A neighbouring foundation already holds this colour (alternate-colours lock). */
export const R_COLOUR_PATTERN = 21;
/** The reserve's cards stay face down until the stock is used up. */
export const R_RESERVE_CLOSED = 22;

/** Automatic-play safety codes ({@link Board.safeRule}). */
const SAFE_ALWAYS = 0;
const SAFE_EVERY_FOUNDATION = 1;
const SAFE_OTHER_SUITS = 2;
const SAFE_SOLE_DESTINATION = 3;

/** Whether a card id is red (diamonds or hearts, either deck). */
const isRedId = (card: number): boolean => {
  const s = ((card / 13) | 0) & 3;
  return s === 1 || s === 2;
};

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

/**
 * Numbers per move in the undo log: from, to, count, previous face-down of `from`, dealt into the hand
 * (0/1), the stock's face-down count before that deal, forced (0/1), where the move's entries in the
 * side log start, flags (1: a redeal, 2: reserve cards turned up). The side log holds, for a redeal,
 * the gathered piles' lengths, then for each reserve pile turned up, the pile and its face-down count.
 */
const LOG = 9;
const F_REDEAL = 1;
const F_REVEALED = 2;

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
  /**
   * Positions loaded so far: which cards are in the position changes only with a load (moves keep
   * every card in it), so a reader that keeps what depends only on that compares this number.
   */
  loads = 0;
  /** Cards on foundations, and cards in the position. */
  fc = 0;
  total = 0;
  /** Redeals made so far. */
  round = 0;
  /** Length of the undo log ({@link LOG} numbers per move applied since {@link load}). */
  logLen = 0;
  private log = new Int32Array(LOG * 1024);
  /** The side log (see {@link LOG}). */
  private aux = new Int32Array(256);
  private auxLen = 0;
  /** A buffer for {@link allMoves}' callers. */
  readonly scratch: Int32Array;
  /** No pile is a twin of another ({@link allMoves}' default). */
  private readonly noTwins: Int32Array;
  // The tables, as fields (read on the hot path).
  private readonly capacity: Int8Array;
  private readonly emptyRank: Int8Array;
  private readonly emptyMin: Int8Array;
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
  private readonly lock: Int8Array;
  private readonly place: Int8Array;
  private readonly unit: Int8Array;
  private readonly closed: Uint8Array;
  private readonly closedExcept: Int32Array;
  /** Some foundation is closed by a phase rule. */
  private readonly hasPhase: boolean;
  /** Reserve piles that stay face down until the stock is used up (none: empty). */
  private readonly hiddenReserves: Int32Array;
  /** Redeals allowed (`UNLIMITED` or a number; 0: none), the piles gathered, and the move's source. */
  readonly redeals: number;
  readonly gathered: Int32Array;
  readonly gatherFrom: number;

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
    this.n = n;
    this.cardCount = t.cards;
    this.cap = t.cards + 1;
    this.kind = t.kind;
    this.stock = layout.stock;
    this.hand = layout.hand;
    this.dealsHand = layout.hand >= 0 && layout.stockDeclaration.deals === 'hand';
    this.foundations = Int32Array.from(layout.foundations);
    this.maxMoves = n * n * 14 + 64;
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
    this.lock = t.lock;
    this.place = t.place;
    this.unit = t.unit;
    this.closed = t.closed;
    this.closedExcept = t.closedExcept;
    this.hasPhase = t.closed.some((c) => c === 1);
    this.hiddenReserves = Int32Array.from(layout.reserves.filter((p) => t.hidden[p] === 1));
    this.redeals = t.redeals;
    this.gathered = t.gathered;
    this.gatherFrom = t.redeals === 0 ? -1 : Math.min(...t.gathered);
    const a = layout.variant.autoPlay;
    this.autoOn = a !== undefined;
    this.autoStarts = a?.startsFoundations ?? false;
    const safe = a?.safe ?? 'always';
    this.safeRule =
      safe === 'always'
        ? SAFE_ALWAYS
        : safe === 'every-foundation'
          ? SAFE_EVERY_FOUNDATION
          : safe === 'other-suits'
            ? SAFE_OTHER_SUITS
            : SAFE_SOLE_DESTINATION;
    this.alwaysSafe = new Uint8Array(14);
    for (const r of a?.alwaysSafeRanks ?? []) this.alwaysSafe[r] = 1;
    this.ofRank = Array.from({ length: 14 }, (_, r) => Int32Array.from({ length: t.cards }, (_, c) => c).filter((c) => (c % 13) + 1 === r));
  }

  // -------------------------------------------------------------------------------------------
  // Loading and reading

  /** Loads a position (copies it). */
  load(state: GameState): void {
    this.loads++;
    this.where.fill(this.n);
    this.total = 0;
    this.fc = 0;
    this.logLen = 0;
    this.auxLen = 0;
    this.round = state.redeals ?? 0;
    for (let p = 0; p < this.n; p++) {
      this.loadPile(state, p);
      this.total += this.len[p];
      if (this.kind[p] === K_FOUNDATION) this.fc += this.len[p];
    }
  }

  /**
   * Loads only the piles a move from `from` to `to` reads or changes: enough to {@link apply} it and
   * read back the piles it changed ({@link changedBy}); nothing else of the board is valid after.
   */
  loadForMove(state: GameState, from: number, to: number): void {
    this.logLen = 0;
    this.auxLen = 0;
    this.round = state.redeals ?? 0;
    this.loadPile(state, from);
    this.loadPile(state, to);
    if (this.dealsHand || this.hiddenReserves.length > 0) {
      this.loadPile(state, this.stock);
      if (this.hand >= 0) this.loadPile(state, this.hand);
    }
    for (let i = 0; i < this.hiddenReserves.length; i++) this.loadPile(state, this.hiddenReserves[i]);
    if (to === this.stock) for (let i = 0; i < this.gathered.length; i++) this.loadPile(state, this.gathered[i]);
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
    if (to === this.stock) return this.checkRedeal(count);
    const L = this.len[from];
    if (L === 0) return R_EMPTY_SOURCE;
    if (!(count >= 1) || count !== Math.floor(count)) return R_BAD_COUNT;
    if (this.kind[from] === K_STOCK) {
      if (count !== 1) return R_STOCK_ONE_CARD;
    } else {
      if (this.kind[from] === K_RESERVE && this.fd[from] >= L) return R_RESERVE_CLOSED;
      if (count > L - this.fd[from]) return R_FACE_DOWN;
      if (count > 1) {
        if (this.unit[to] === 1) return R_ONE_CARD_ONLY;
        if (count > this.movableRun(from)) return R_NOT_A_RUN;
      }
    }
    return this.accepts(from, to, count);
  }

  /** Cards the piles a redeal gathers hold. */
  gatherable(): number {
    let total = 0;
    for (let i = 0; i < this.gathered.length; i++) total += this.len[this.gathered[i]];
    return total;
  }

  /** Whether a redeal may be made now (`count` 1, or the number of cards it gathers). */
  checkRedeal(count: number): number {
    if (this.len[this.stock] > 0 || (this.hand >= 0 && this.len[this.hand] > 0)) return R_STOCK_NOT_EMPTY;
    if (this.redeals !== UNLIMITED && this.round >= this.redeals) return R_NO_REDEAL_LEFT;
    const total = this.gatherable();
    if (total === 0) return R_EMPTY_SOURCE;
    if (count !== 1 && count !== total) return R_BAD_COUNT;
    return OK;
  }

  /**
   * What pile `to` says to the unit of the top `count` cards of pile `from` ({@link OK} or a refusal
   * code), the source already known to give that unit.
   */
  accepts(from: number, to: number, count: number): number {
    return this.takes(to, this.cards[from * this.cap + this.len[from] - count], count, from);
  }

  /**
   * What pile `to` says to a unit of `count` cards headed by `card` from pile `from` ({@link OK} or a
   * refusal code; `from` -1: a card from nowhere in particular).
   */
  takes(to: number, card: number, count: number, from: number): number {
    switch (this.kind[to]) {
      case K_FOUNDATION:
        return this.takesFoundation(to, card, count, from);
      case K_TABLEAU:
        return this.takesTableau(to, card, count);
      case K_WASTE_PILE:
        return from >= 0 && this.kind[from] !== K_HAND && this.len[to] > 0 ? R_SPACE_ONLY : OK;
      case K_WASTE:
        return OK;
      default:
        return R_TAKES_NOTHING;
    }
  }

  /** What tableau pile `t` says to a unit of `count` cards headed by `card`. */
  takesTableau(t: number, card: number, count: number): number {
    const L = this.len[t];
    if (L === 0) {
      const r = this.emptyRank[t];
      return (r !== 0 && (card % 13) + 1 !== r) || count < this.emptyMin[t] ? R_EMPTY_TABLEAU : OK;
    }
    return this.follow[this.buildAt[t] + this.cards[t * this.cap + L - 1] * this.cardCount + card] === 1 ? OK : R_DOES_NOT_FOLLOW;
  }

  /**
   * What foundation `f` says to a unit of `count` cards headed by `card` (the top `count` cards of
   * pile `from`, when `from` ≥ 0).
   */
  takesFoundation(f: number, card: number, count: number, from: number): number {
    if (this.closed[f] === 1 && ((this.closedExcept[f] >> ((card % 13) + 1)) & 1) === 0) {
      if (this.len[this.stock] > 0 || (this.hand >= 0 && this.len[this.hand] > 0)) return R_FOUNDATION_CLOSED;
    }
    const L = this.len[f];
    if (L + count > this.capacity[f]) return R_FOUNDATION_FULL;
    if (count !== this.unit[f]) return count < this.unit[f] ? R_WHOLE_RUN : R_ONE_CARD_ONLY;
    if (L === 0) {
      if ((card % 13) + 1 !== this.emptyRank[f]) return R_FOUNDATION_BASE;
      const lock = this.lock[f];
      if (lock !== 0) {
        if (lock === LOCK_DISTINCT_SUITS && this.suitOwner(card, f) >= 0) return R_SUIT_TAKEN;
        if (lock === LOCK_DISTINCT_COLOURS && this.colourOwner(card, f) >= 0) return R_COLOUR_TAKEN;
        if (lock === LOCK_ALTERNATE_COLOURS && this.colourNeighbour(card, f) >= 0) return R_COLOUR_PATTERN;
      }
      if (count > 1 && from >= 0) {
        // A complete run: every card follows the one below it by the foundation's build rule.
        const o = from * this.cap + this.len[from] - count;
        const at = this.buildAt[f];
        for (let i = 1; i < count; i++)
          if (this.follow[at + this.cards[o + i - 1] * this.cardCount + this.cards[o + i]] !== 1) return R_NOT_A_RUN;
      }
      return OK;
    }
    return this.follow[this.buildAt[f] + this.cards[f * this.cap + L - 1] * this.cardCount + card] === 1 ? OK : R_DOES_NOT_FOLLOW;
  }

  /** Another foundation of `f`'s declaration whose first card has `card`'s colour, or -1. */
  colourOwner(card: number, f: number): number {
    const red = isRedId(card);
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) {
      const g = fs[i];
      if (g !== f && this.group[g] === this.group[f] && this.len[g] > 0 && isRedId(this.cards[g * this.cap]) === red) return g;
    }
    return -1;
  }

  /** A started neighbour of foundation `f` in its declaration (the one before or after it) of `card`'s colour, or -1. */
  colourNeighbour(card: number, f: number): number {
    const red = isRedId(card);
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) {
      const g = fs[i];
      if (g === f || this.group[g] !== this.group[f] || Math.abs(this.place[g] - this.place[f]) !== 1) continue;
      if (this.len[g] > 0 && isRedId(this.cards[g * this.cap]) === red) return g;
    }
    return -1;
  }

  /** Whether an empty foundation `f` may start with `card` as far as its lock goes. */
  lockAllows(card: number, f: number): boolean {
    switch (this.lock[f]) {
      case LOCK_DISTINCT_SUITS:
        return this.suitOwner(card, f) < 0;
      case LOCK_DISTINCT_COLOURS:
        return this.colourOwner(card, f) < 0;
      case LOCK_ALTERNATE_COLOURS:
        return this.colourNeighbour(card, f) < 0;
      default:
        return true;
    }
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
    const cards = this.cards;
    const len = this.len;
    const fd = this.fd;
    const targets = this.oTargets;
    const fTargets = this.fTargets;
    const unit = this.unit;
    for (let from = 0; from < N; from++) {
      const L = len[from];
      if (L === 0 || fd[from] >= L) continue;
      const fs = fTargets[from];
      if (fs.length === 0 || same[from] >= 0) continue;
      const o = from * cap;
      const top = cards[o + L - 1];
      for (let i = 0; i < fs.length; i++) {
        const to = fs[i];
        if (same[to] >= 0 && same[to] !== from) continue;
        const u = unit[to];
        if (u === 1) {
          if (this.takesFoundation(to, top, 1, from) === OK) out[k++] = encodeMove(from, to, 1);
        } else if (L >= u && this.movableRun(from) >= u && this.takesFoundation(to, cards[o + L - u], u, from) === OK) {
          out[k++] = encodeMove(from, to, u);
        }
      }
    }
    for (let from = 0; from < N; from++) {
      const L = len[from];
      if (L === 0) continue;
      const isStock = kind[from] === K_STOCK;
      if (!isStock && fd[from] >= L) continue;
      const ts = targets[from];
      if (ts.length === 0) continue;
      const o = from * cap;
      const top = cards[o + L - 1];
      let run = isStock ? 1 : -1;
      const twinSource = same[from] >= 0;
      for (let i = 0; i < ts.length; i++) {
        const to = ts[i];
        const tk = kind[to];
        if ((same[to] >= 0 && same[to] !== from) || (twinSource && this.group[to] !== this.group[from])) continue;
        if (tk === K_TABLEAU) {
          if (run < 0) run = this.movableRun(from);
          for (let c = 1; c <= run; c++) if (this.takesTableau(to, cards[o + L - c], c) === OK) out[k++] = encodeMove(from, to, c);
        } else if (tk !== K_STOCK && this.takes(to, top, 1, from) === OK) out[k++] = encodeMove(from, to, 1);
      }
    }
    // A redeal (its source pile may itself be empty).
    if (this.gatherFrom >= 0 && this.checkRedeal(1) === OK) out[k++] = encodeMove(this.gatherFrom, this.stock, this.gatherable());
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
   * Applies a legal move in place: moves the cards (or, for a redeal, gathers the piles into the
   * stock), turns up a face-down card the move uncovers, deals into an emptied hand, turns up a hidden
   * reserve once the stock is used up. `forced` (0 or 1) is kept in the undo log for {@link history}.
   */
  apply(from: number, to: number, count: number, forced = 0): void {
    const cap = this.cap;
    const auxStart = this.auxLen;
    let flags = 0;
    const prevFd = this.fd[from];
    if (to === this.stock && this.kind[from] !== K_STOCK) {
      count = this.gather();
      flags |= F_REDEAL;
    } else {
      const L = this.len[from];
      const keep = L - count;
      const o = from * cap;
      for (let i = keep; i < L; i++) this.push(to, this.cards[o + i]);
      this.len[from] = keep;
      if (this.kind[from] === K_STOCK) this.fd[from] = keep;
      else if (keep > 0 && prevFd >= keep) this.fd[from] = keep - 1;
      else if (prevFd > keep) this.fd[from] = keep;
      if (this.kind[to] === K_FOUNDATION) this.fc += count;
    }
    const prevStockFd = this.fd[this.stock];
    const dealt = this.dealIntoHand();
    if (this.hiddenReserves.length > 0 && this.reveal()) flags |= F_REVEALED;
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
    lg[j + 7] = auxStart;
    lg[j + 8] = flags;
    this.logLen = j + LOG;
  }

  private auxPush(x: number): void {
    if (this.auxLen === this.aux.length) {
      const bigger = new Int32Array(this.aux.length * 2);
      bigger.set(this.aux);
      this.aux = bigger;
    }
    this.aux[this.auxLen++] = x;
  }

  /**
   * A redeal: the gathered piles go into the stock face down, so that they are dealt again pile by
   * pile, each from its bottom card to its top (the first of them on top of the stock). Records the
   * piles' lengths in the side log; returns the number of cards gathered.
   */
  private gather(): number {
    const g = this.gathered;
    let total = 0;
    for (let i = g.length - 1; i >= 0; i--) {
      const p = g[i];
      const o = p * this.cap;
      for (let c = this.len[p] - 1; c >= 0; c--) this.push(this.stock, this.cards[o + c]);
    }
    for (let i = 0; i < g.length; i++) {
      this.auxPush(this.len[g[i]]);
      total += this.len[g[i]];
      this.len[g[i]] = 0;
    }
    this.fd[this.stock] = this.len[this.stock];
    this.round++;
    return total;
  }

  /** Takes back a redeal (the stock's cards go back to the piles they came from). */
  private ungather(auxStart: number): void {
    const g = this.gathered;
    const stock = this.stock;
    const so = stock * this.cap;
    for (let i = 0; i < g.length; i++) {
      const n = this.aux[auxStart + i];
      for (let c = 0; c < n; c++) this.push(g[i], this.cards[so + --this.len[stock]]);
    }
    this.fd[stock] = 0;
    this.round--;
  }

  /** Turns up the hidden reserves once the stock and the hand are empty; true when it turned any. */
  private reveal(): boolean {
    if (this.len[this.stock] > 0 || (this.hand >= 0 && this.len[this.hand] > 0)) return false;
    let any = false;
    for (let i = 0; i < this.hiddenReserves.length; i++) {
      const r = this.hiddenReserves[i];
      if (this.fd[r] === 0) continue;
      this.auxPush(r);
      this.auxPush(this.fd[r]);
      this.fd[r] = 0;
      any = true;
    }
    return any;
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

  /**
   * Whether the last applied move changed more than its two piles and the hand: a redeal, reserve
   * cards turned up, or (in a game with a phase rule) the last card dealt, which opens the foundations.
   */
  lastWasSpecial(): boolean {
    if (this.log[this.logLen - LOG + 8] !== 0) return true;
    return this.hasPhase && this.len[this.stock] === 0 && (this.hand < 0 || this.len[this.hand] === 0);
  }

  /** The piles the last applied move changed. */
  changedBy(): number[] {
    const j = this.logLen - LOG;
    const lg = this.log;
    const out = [lg[j], lg[j + 1]];
    if (lg[j + 4] || lg[j + 8] & F_REDEAL) out.push(this.stock, ...(this.hand >= 0 ? [this.hand] : []));
    if (lg[j + 8] & F_REDEAL) out.push(...this.gathered);
    if (lg[j + 8] & F_REVEALED) out.push(...this.hiddenReserves);
    return out;
  }

  /** Takes back the last applied move. */
  undo(): void {
    const lg = this.log;
    const j = (this.logLen -= LOG);
    const from = lg[j];
    const to = lg[j + 1];
    const count = lg[j + 2];
    const auxStart = lg[j + 7];
    const flags = lg[j + 8];
    if (flags & F_REVEALED) {
      let a = flags & F_REDEAL ? auxStart + this.gathered.length : auxStart;
      for (; a < this.auxLen; a += 2) this.fd[this.aux[a]] = this.aux[a + 1];
    }
    if (lg[j + 4]) {
      const hl = --this.len[this.hand];
      this.push(this.stock, this.cards[this.hand * this.cap + hl]);
      this.fd[this.stock] = lg[j + 5];
    }
    if (flags & F_REDEAL) this.ungather(auxStart);
    else {
      const tl = this.len[to] - count;
      const o = to * this.cap;
      for (let i = tl; i < tl + count; i++) this.push(from, this.cards[o + i]);
      this.len[to] = tl;
      this.fd[from] = lg[j + 3];
      if (this.kind[to] === K_FOUNDATION) this.fc -= count;
    }
    this.auxLen = auxStart;
  }

  /** Takes back moves until the undo log is back at `logLen` (a value of {@link logLen} read earlier). */
  undoTo(logLen: number): void {
    while (this.logLen > logLen) this.undo();
  }

  /** The card the last applied move turned face up, or -1. */
  lastTurned(): number {
    const j = this.logLen - LOG;
    if (this.log[j + 8] & F_REDEAL) return -1;
    const from = this.log[j];
    const keep = this.len[from];
    return this.kind[from] !== K_STOCK && keep > 0 && this.log[j + 3] >= keep ? this.cards[from * this.cap + keep - 1] : -1;
  }

  /** The reserve cards the last applied move turned face up (none: empty). */
  lastRevealed(): number[] {
    const j = this.logLen - LOG;
    if (!(this.log[j + 8] & F_REVEALED)) return [];
    const out: number[] = [];
    for (const r of this.hiddenReserves) out.push(...this.pile(r));
    return out;
  }

  /**
   * The cards the last applied move moved, bottom to top as they lie after it: the unit, or for a
   * redeal the new stock (with the card then dealt into the hand on top).
   */
  lastMoved(): number[] {
    const j = this.logLen - LOG;
    const to = this.log[j + 1];
    const count = this.log[j + 2];
    if (this.log[j + 8] & F_REDEAL) {
      const stock = this.pile(this.stock);
      return this.log[j + 4] ? [...stock, this.top(this.hand)] : stock;
    }
    const o = to * this.cap + this.len[to] - count;
    return Array.from(this.cards.subarray(o, o + count));
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
      case SAFE_OTHER_SUITS: {
        // Every card that could be built on it (rank r − 1, any suit) is on a foundation.
        if (r === 1) return true;
        const below = this.ofRank[r - 1];
        for (let i = 0; i < below.length; i++) {
          const w = this.where[below[i]];
          if (w === this.n || this.kind[w] !== K_FOUNDATION) return false;
        }
        return true;
      }
      default: {
        // No other card still in play could go there instead, and no other foundation could ever take it.
        const same = this.ofRank[r];
        for (let i = 0; i < same.length; i++) {
          const x = same[i];
          const w = this.where[x];
          if (x === card || w === this.n || this.kind[w] === K_FOUNDATION) continue;
          if (this.takesFoundation(f, x, 1, -1) === OK) return false;
        }
        const fs = this.foundations;
        for (let i = 0; i < fs.length; i++) if (fs[i] !== f && this.waitFor(card, fs[i]) < 99) return false;
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
      if (this.unit[f] === 1 && this.takesFoundation(f, card, 1, from) === OK && this.isSafe(card, f)) return encodeMove(from, f, 1);
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
    if (L === 0) return this.lockAllows(card, f) ? pr : 99;
    const top = this.cards[f * this.cap + L - 1];
    const k = pr - at[f * 14 + (top % 13) + 1] - 1;
    if (k < 0 || k >= capacity - L) return 99;
    switch (this.suitRule[f]) {
      case 1:
        return (((top / 13) | 0) & 3) === (((card / 13) | 0) & 3) ? k : 99;
      case 2:
        return isRedId(top) === isRedId(card) ? k : 99;
      case 3:
        // The colour changes at every card: k + 1 cards after the top.
        return (isRedId(top) !== isRedId(card)) === ((k & 1) === 0) ? k : 99;
      default:
        return k;
    }
  }

  /**
   * Whether `card` would continue the run at the top of pile `p` by the pile's run rule (false when
   * the pile is empty or has no run rule): a unit headed by it, moved there, joins that run.
   */
  continuesRun(p: number, card: number): boolean {
    const L = this.len[p];
    const at = this.runAt[p];
    return L > this.fd[p] && at >= 0 && this.follow[at + this.cards[p * this.cap + L - 1] * this.cardCount + card] === 1;
  }

  /** Whether some foundation takes `card` alone now. */
  foundationTakes(card: number): boolean {
    const fs = this.foundations;
    for (let i = 0; i < fs.length; i++) if (this.unit[fs[i]] === 1 && this.takesFoundation(fs[i], card, 1, -1) === OK) return true;
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
