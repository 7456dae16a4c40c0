/**
 * The rules engine: deal, legal moves, applying a move, automatic play and status, all read from a
 * variant's declaration ({@link VariantDefinition}).
 *
 * State is plain JSON (arrays of card ids). Nothing here mutates a state: applying a move copies the
 * pile list (a few dozen references) and the two piles that change, and shares every other pile with
 * the state before, so a search can hold millions of positions.
 *
 * @module
 */
import { DECK_SIZE, RANK_NAMES, cardCode, rankOf, type Card, type CardCode } from './cards.js';
import {
  OK,
  R_BAD_COUNT,
  R_DOES_NOT_FOLLOW,
  R_EMPTY_SOURCE,
  R_EMPTY_TABLEAU,
  R_FACE_DOWN,
  R_FOUNDATION_BASE,
  R_FOUNDATION_FULL,
  R_NO_FEED,
  R_NOT_A_RUN,
  R_ONE_CARD_ONLY,
  R_SAME_PILE,
  R_STOCK_ONE_CARD,
  R_SUIT_TAKEN,
  moveCount,
  moveFrom,
  moveTo,
  withBoard,
  Board,
} from './board.js';
import { follows, layoutOf, nextRank, type Layout } from './layout.js';
import type { Refusal } from './reasons.js';
import type { BuildRule, PileId, PileKind, VariantDefinition } from './vocabulary.js';

export { follows, nextRank };

/** `playing` until the game is `won` (all 52 cards on the foundations) or `lost` (no progress possible). */
export type GameStatus = 'playing' | 'won' | 'lost';

/** A position, as plain JSON. Piles are in the layout's order (`layoutOf(variant).ids`). */
export interface GameState {
  /** Each pile's card ids, bottom to top. The stock's top (last) card is the next one dealt. */
  readonly piles: readonly (readonly Card[])[];
  /** How many of each pile's bottom cards are face down (the whole stock; tableau cards not yet turned). */
  readonly faceDown: readonly number[];
  /** Card moves made so far in this game, user and automatic. */
  readonly moves: number;
  readonly status: GameStatus;
}

/** A move as the public API writes it. `count` (cards moved as a unit) defaults to 1. */
export interface Move {
  readonly from: PileId;
  readonly to: PileId;
  readonly count?: number;
}

/** A move as it was applied. */
export interface AppliedMove {
  readonly from: PileId;
  readonly to: PileId;
  /** The cards moved, bottom to top. */
  readonly cards: readonly CardCode[];
  /** True when automatic play made it. */
  readonly auto: boolean;
  /** The face-down card turned up because this move uncovered it (RULES.md §3). */
  readonly turned?: CardCode;
  /** The card dealt from the stock into the emptied hand (RULES.md §1 "Dealing"). */
  readonly dealt?: CardCode;
}

/** What applying a move gives: the next state and the moves applied (the user's first), or a refusal. */
export type MoveResult =
  | { readonly ok: true; readonly state: GameState; readonly applied: readonly AppliedMove[] }
  | { readonly ok: false; readonly reason: Refusal };

/** A move by pile index, for the hot path. */
export interface IndexMove {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

// ---------------------------------------------------------------------------------------------
// Dealing

/**
 * The opening position for a deck order: tableau piles dealt row by row, left to right, skipping full
 * piles (RULES.md §3 "Deal"), the rest to the stock (first remaining card on top); then, for a stock
 * that deals into the hand, the first card turned into the hand. No automatic play yet.
 *
 * @param deck - 52 distinct card ids, first dealt first (see `shuffledDeck`, `parseDeck`).
 * @throws {RangeError} when `deck` is not 52 distinct card ids.
 */
export function deal(variant: VariantDefinition, deck: readonly Card[]): GameState {
  const layout = layoutOf(variant);
  checkDeckIds(deck);
  const piles: Card[][] = layout.ids.map(() => []);
  const faceDown = layout.ids.map(() => 0);
  let next = 0;
  const t = layout.tableauDeclaration;
  if (t) {
    const rows = Math.max(...t.deal);
    for (let row = 0; row < rows; row++) {
      layout.tableau.forEach((p, k) => {
        if (piles[p].length < t.deal[k]) piles[p].push(deck[next++]);
      });
    }
    layout.tableau.forEach((p, k) => {
      faceDown[p] = Math.max(0, t.deal[k] - t.faceUp);
    });
  }
  const stock = deck.slice(next).reverse();
  piles[layout.stock] = stock;
  faceDown[layout.stock] = stock.length;
  let state: GameState = { piles, faceDown, moves: 0, status: 'playing' };
  // The first card into the hand, by the same rule as after every move.
  state = withBoard(layout, state, (b) => {
    if (b.dealIntoHand() === 0) return state;
    const dealtPiles = state.piles.slice();
    const dealtDown = state.faceDown.slice();
    for (const p of [b.stock, b.hand]) {
      dealtPiles[p] = b.pile(p);
      dealtDown[p] = b.fd[p];
    }
    return { ...state, piles: dealtPiles, faceDown: dealtDown };
  });
  return withStatus(layout, state);
}

function checkDeckIds(deck: readonly Card[]): void {
  if (!Array.isArray(deck) || deck.length !== DECK_SIZE) {
    throw new RangeError(`a deck must have 52 cards, got ${Array.isArray(deck) ? deck.length : typeof deck}`);
  }
  const seen = new Uint8Array(DECK_SIZE);
  for (const c of deck) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE || seen[c]) {
      throw new RangeError(`a deck must hold 52 distinct card ids 0..51; bad or repeated id ${String(c)}`);
    }
    seen[c] = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Legality

const ORDINAL_AN = new Set([1, 8]); // "an ace", "an eight"
/** A rank with its article, for messages: "an ace", "a five". */
export const withArticle = (rank: number): string => `${ORDINAL_AN.has(rank) ? 'an' : 'a'} ${RANK_NAMES[rank]}`;
/** A pile kind in words, for messages and rules text: "a waste pile", "the stock". */
export const kindWords: Readonly<Record<PileKind, string>> = {
  stock: 'the stock',
  hand: 'the hand',
  'waste-pile': 'a waste pile',
  waste: 'the waste',
  foundation: 'a foundation',
  tableau: 'a tableau pile',
};

/** Length of the movable run at the top of pile `p` (0 for an empty pile or a face-down top). */
export function movableRun(layout: Layout, state: GameState, p: number): number {
  return withBoard(layout, state, (b) => b.movableRun(p));
}

/** The refusal `refusal` gives when it is not asked to explain (no object is built on the hot path). */
const REFUSED: Refusal = Object.freeze({ id: 'takes-nothing', to: '' });

/**
 * Whether moving the top `count` cards of pile `from` to pile `to` is legal: `null` when it is,
 * otherwise why not (a {@link Refusal} with its parameters when `explain`, else one shared constant,
 * so the hot path builds nothing). The rules are the board's ({@link Board.check}).
 */
export function refusal(
  layout: Layout,
  state: GameState,
  from: number,
  to: number,
  count: number,
  explain = true,
): Refusal | null {
  const code = withBoard(layout, state, (b) => b.check(from, to, count));
  if (code === OK) return null;
  return explain ? explainRefusal(layout, state, code, from, to, count) : REFUSED;
}

/** A board's refusal code as {@link Refusal} data, with the parameters read from the position. */
function explainRefusal(layout: Layout, state: GameState, code: number, from: number, to: number, count: number): Refusal {
  const ids = layout.ids;
  const src = state.piles[from];
  const dst = state.piles[to];
  const toKind = layout.kinds[to];
  const card = src[src.length - count];
  switch (code) {
    case R_SAME_PILE:
      return { id: 'same-pile', from: ids[from] };
    case R_NO_FEED: {
      const fromKind = layout.kinds[from];
      if (fromKind === 'foundation') return { id: 'foundation-keeps', from: ids[from] };
      if (fromKind === 'stock' && layout.stockDeclaration.deals === 'hand') return { id: 'stock-deals-itself', from: ids[from] };
      const kinds = [...new Set(layout.kinds.filter((_, i) => layout.feeds[i][to]))];
      if (kinds.length === 0) return { id: 'takes-nothing', to: ids[to] };
      return { id: 'wrong-source', from: ids[from], to: ids[to], kinds };
    }
    case R_EMPTY_SOURCE:
      return { id: 'empty-source', from: ids[from] };
    case R_BAD_COUNT:
      return { id: 'bad-count', count: String(JSON.stringify(count)) };
    case R_STOCK_ONE_CARD:
      return { id: 'stock-one-card', from: ids[from] };
    case R_FACE_DOWN:
      return { id: 'face-down', from: ids[from], count, faceUp: src.length - state.faceDown[from] };
    case R_ONE_CARD_ONLY:
      return { id: 'one-card-only', to: ids[to], kind: toKind, count };
    case R_NOT_A_RUN:
      return layout.tables.run[from] !== null ? { id: 'not-a-run', from: ids[from], count } : { id: 'top-card-only', from: ids[from], count };
    case R_EMPTY_TABLEAU: {
      const rank = layout.tables.emptyRank[to];
      const minCards = layout.tables.emptyMin[to];
      return {
        id: 'empty-tableau',
        card: cardCode(card),
        to: ids[to],
        ...(rank !== 0 ? { rank } : {}),
        ...(minCards > 1 ? { minCards } : {}),
      };
    }
    case R_DOES_NOT_FOLLOW: {
      const top = dst[dst.length - 1];
      const rule = (layout.decls[to] as { build: BuildRule }).build;
      return {
        id: 'does-not-follow',
        card: cardCode(card),
        onto: cardCode(top),
        to: ids[to],
        kind: toKind,
        rank: layout.tables.next[to * 14 + rankOf(top)],
        suit: rule.suit,
      };
    }
    case R_FOUNDATION_FULL:
      return { id: 'foundation-full', card: cardCode(card), to: ids[to] };
    case R_FOUNDATION_BASE:
      return { id: 'foundation-base', card: cardCode(card), to: ids[to], base: layout.tables.emptyRank[to] };
    case R_SUIT_TAKEN: {
      const owner = withBoard(layout, state, (b) => b.suitOwner(card, to));
      return { id: 'suit-taken', card: cardCode(card), to: ids[to], owner: ids[owner], base: layout.base[owner] };
    }
    default:
      return { id: 'takes-nothing', to: ids[to] };
  }
}

/** Rule words for a build rule: "down, any suit", "up in suit, wrapping from king to ace". */
export function describeBuild(rule: BuildRule): string {
  const suit = {
    any: 'regardless of suit',
    same: 'in suit',
    colour: 'in colour',
    'alternate-colour': 'in alternating colours',
  }[rule.suit];
  const step = (rule.step ?? 1) === 1 ? '' : ` by ${rule.step}`;
  const wrap = rule.wrap ? (rule.direction === 'up' ? ', wrapping from king to ace' : ', wrapping from ace to king') : '';
  return `${rule.direction}${step} ${suit}${wrap}`;
}

/** Words for what an empty tableau pile takes. */
export function describeEmpty(rule: { rank?: number; minCards?: number }): string {
  if (rule.rank === undefined) return rule.minCards && rule.minCards > 1 ? `a run of ${rule.minCards} cards` : 'any card or run';
  if (rule.minCards && rule.minCards > 1) return `a run of ${rule.minCards} cards headed by ${withArticle(rule.rank)}`;
  return `${withArticle(rule.rank)} or a run headed by ${withArticle(rule.rank)}`;
}

// ---------------------------------------------------------------------------------------------
// Move generation

/**
 * Calls `visit` for every legal move in `state`, by pile index, foundation moves first (the board's
 * order, {@link Board.allMoves}). Stops early when `visit` returns true. The moves are listed before
 * the first visit, so `visit` may call the engine again.
 */
export function forEachLegalMove(
  layout: Layout,
  state: GameState,
  visit: (from: number, to: number, count: number) => boolean | void,
): void {
  if (state.status !== 'playing') return;
  const moves = withBoard(layout, state, (b) => b.scratch.slice(0, b.allMoves(b.scratch)));
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (visit(moveFrom(m), moveTo(m), moveCount(m)) === true) return;
  }
}

/** Every legal move in `state`, as the public API writes moves (`count` only when above 1). */
export function legalMoves(variant: VariantDefinition, state: GameState): Move[] {
  const layout = layoutOf(variant);
  const moves: Move[] = [];
  forEachLegalMove(layout, state, (from, to, count) => {
    moves.push(count === 1 ? { from: layout.ids[from], to: layout.ids[to] } : { from: layout.ids[from], to: layout.ids[to], count });
  });
  return moves;
}

// ---------------------------------------------------------------------------------------------
// Applying moves

interface RawResult {
  readonly state: GameState;
  readonly turned: Card | null;
  readonly dealt: Card | null;
}

/**
 * Applies a move already known to be legal, by index ({@link Board.apply}): moves the cards, turns up
 * an uncovered face-down card, deals into an emptied hand, counts the move. No status, no automatic
 * play. The piles the move does not change are shared with `state`.
 */
export function applyRaw(layout: Layout, state: GameState, from: number, to: number, count: number): RawResult {
  let pool = rawPools.get(layout);
  if (!pool) rawPools.set(layout, (pool = []));
  const b = pool.pop() ?? new Board(layout);
  try {
    b.loadForMove(state, from, to);
    b.apply(from, to, count);
    const piles = state.piles.slice();
    const faceDown = state.faceDown.slice();
    for (const p of b.changedBy()) {
      piles[p] = b.pile(p);
      faceDown[p] = b.fd[p];
    }
    const turned = b.lastTurned();
    const dealt = b.lastDealt();
    return {
      state: { piles, faceDown, moves: state.moves + 1, status: state.status },
      turned: turned < 0 ? null : turned,
      dealt: dealt < 0 ? null : dealt,
    };
  } finally {
    pool.push(b);
  }
}

/** Boards for {@link applyRaw}, which loads only the piles a move touches. */
const rawPools = new WeakMap<Layout, Board[]>();

function toApplied(layout: Layout, before: GameState, m: IndexMove, r: RawResult, auto: boolean): AppliedMove {
  const src = before.piles[m.from];
  const applied: { -readonly [K in keyof AppliedMove]: AppliedMove[K] } = {
    from: layout.ids[m.from],
    to: layout.ids[m.to],
    cards: src.slice(src.length - m.count).map(cardCode),
    auto,
  };
  if (r.turned !== null) applied.turned = cardCode(r.turned);
  if (r.dealt !== null) applied.dealt = cardCode(r.dealt);
  return applied;
}

/** Resolves a public move to pile indices, or gives the refusal when it names no real piles. */
export function resolveMove(layout: Layout, move: unknown): IndexMove | Refusal {
  if (typeof move !== 'object' || move === null) return { id: 'not-a-move', got: String(JSON.stringify(move)) };
  const { from, to, count = 1 } = move as { from?: unknown; to?: unknown; count?: unknown };
  const f = layout.indexOf.get(from as string);
  const t = layout.indexOf.get(to as string);
  if (f === undefined) return { id: 'no-such-pile', pile: String(JSON.stringify(from)) };
  if (t === undefined) return { id: 'no-such-pile', pile: String(JSON.stringify(to)) };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return { id: 'bad-count', count: String(JSON.stringify(count)) };
  return { from: f, to: t, count };
}

const isRefusal = (m: IndexMove | Refusal): m is Refusal => 'id' in m;

/**
 * Applies a move: checks it, moves the cards, then (when `autoPlay`) makes every safe automatic
 * foundation play the variant's {@link AutoPlayRule} allows, and works out the status.
 * Never mutates `state`.
 *
 * @returns `{ ok: true, state, applied }` with the user's move first and the automatic ones after it,
 *   or `{ ok: false, reason }` (a {@link Refusal}: an id and its parameters); refusing changes nothing.
 */
export function applyMove(
  variant: VariantDefinition,
  state: GameState,
  move: Move,
  options: { autoPlay?: boolean } = {},
): MoveResult {
  const layout = layoutOf(variant);
  if (state.status !== 'playing') return { ok: false, reason: { id: 'game-over', status: state.status } };
  const m = resolveMove(layout, move);
  if (isRefusal(m)) return { ok: false, reason: m };
  const reason = refusal(layout, state, m.from, m.to, m.count);
  if (reason !== null) return { ok: false, reason };
  const r = applyRaw(layout, state, m.from, m.to, m.count);
  const applied = [toApplied(layout, state, m, r, false)];
  let next = r.state;
  if (options.autoPlay ?? true) next = runAutoPlay(layout, next, applied);
  return { ok: true, state: withStatus(layout, next), applied };
}

/**
 * Applies a move exactly as recorded (for redo and replay): no automatic play is added.
 * @returns the next state, or the reason it is illegal.
 */
export function applyExact(variant: VariantDefinition, state: GameState, move: Move): MoveResult {
  const layout = layoutOf(variant);
  const m = resolveMove(layout, move);
  if (isRefusal(m)) return { ok: false, reason: m };
  const reason: Refusal | null =
    state.status === 'playing' ? refusal(layout, state, m.from, m.to, m.count) : { id: 'game-over', status: state.status };
  if (reason !== null) return { ok: false, reason };
  const r = applyRaw(layout, state, m.from, m.to, m.count);
  const applied = [toApplied(layout, state, m, r, false)];
  return { ok: true, state: withStatus(layout, r.state), applied };
}

/**
 * Says whether an automatic move may be made (`true`) or not (`false`: automatic play stops there).
 * The controller offers each one to the host page as a cancelable `patience-before-move`.
 */
export type AutoPlayVeto = (move: AppliedMove) => boolean;

/**
 * Makes automatic foundation plays (the variant's {@link AutoPlayRule}; docs/rules.md "Automatic
 * play") until none is left or `allow` refuses one, appending each one made to `applied` (auto: true).
 * `allow` is called with no board held, so it may call the engine again.
 * @returns the position after them (status not worked out).
 */
export function runAutoPlay(layout: Layout, state: GameState, applied: AppliedMove[], allow?: AutoPlayVeto): GameState {
  let s = state;
  for (let guard = 0; guard < layout.cardCount * 2; guard++) {
    const m = findAutoMove(layout, s);
    if (!m) break;
    const r = applyRaw(layout, s, m.from, m.to, 1);
    const move = toApplied(layout, s, m, r, true);
    if (allow && !allow(move)) break;
    applied.push(move);
    s = r.state;
  }
  return s;
}

/**
 * Automatic play after a move, the one way the engine and the elements make it: the moves made (each
 * offered to `allow` first) and the position after them, with its status.
 */
export function autoPlay(
  variant: VariantDefinition,
  state: GameState,
  allow?: AutoPlayVeto,
): { readonly state: GameState; readonly applied: readonly AppliedMove[] } {
  const layout = layoutOf(variant);
  const applied: AppliedMove[] = [];
  if (state.status !== 'playing') return { state, applied };
  const next = runAutoPlay(layout, state, applied, allow);
  return { state: withStatus(layout, next), applied };
}

/** The first automatic foundation play in `state`, if any ({@link Board.findAuto}). */
export function findAutoMove(layout: Layout, state: GameState): IndexMove | null {
  const m = withBoard(layout, state, (b) => b.findAuto());
  return m < 0 ? null : { from: moveFrom(m), to: moveTo(m), count: 1 };
}

/** Whether automatic play may send `card` to foundation `f` (docs/rules.md "Automatic play"). */
export function isSafe(layout: Layout, state: GameState, card: Card, f: number): boolean {
  return withBoard(layout, state, (b) => b.isSafe(card, f));
}

// ---------------------------------------------------------------------------------------------
// Status

/** Cards on the foundations. */
export function foundationCount(layout: Layout, state: GameState): number {
  let n = 0;
  for (const f of layout.foundations) n += state.piles[f].length;
  return n;
}

/** The state with its status worked out (see {@link statusOf}). */
export function withStatus(layout: Layout, state: GameState): GameState {
  const status = statusOf(layout, state);
  return status === state.status ? state : { ...state, status };
}

/**
 * Won when all 52 cards are on the foundations; lost when no progress can ever be made (see
 * {@link canProgress}); otherwise playing.
 */
export function statusOf(layout: Layout, state: GameState): GameStatus {
  if (foundationCount(layout, state) === layout.cardCount) return 'won';
  return canProgress(layout, { ...state, status: 'playing' }) ? 'playing' : 'lost';
}

/** Most positions the loss search visits before it gives up and calls the game still playable. */
export const LOSS_SEARCH_LIMIT = 20_000;

/**
 * Whether any progress can still be made: a move that is not a mere rearrangement, from this position
 * or from one reached by rearrangements. A rearrangement moves cards between two piles of the same
 * kind (tableau to tableau) and turns no card; everything else (a foundation play, a draw, a waste
 * play, a hand placement, a move that turns a face-down card) is progress (RULES.md §3 "Loss"; for
 * §1 and §2, which have no rearrangements, this is "some legal move exists").
 *
 * A quick proof ({@link rearrangingCannotProgress}) settles most lost positions at once
 * (`options.quickProof: false` skips it, for tests). Otherwise
 * rearrangements are searched breadth-first over distinct positions, at most
 * {@link LOSS_SEARCH_LIMIT} of them; past that the game is treated as still playable. Positions that
 * differ only by the order of interchangeable piles (same declaration and base rank, e.g. the tableau
 * piles) count as one: without that, kings shuttling between empty piles multiply the positions by
 * up to 10! and a lost game could pass the limit and be reported as still playing. Before searching,
 * a quick proof that no rearrangement can help settles most lost games at once
 * ({@link rearrangingCannotProgress}).
 */
export function canProgress(layout: Layout, start: GameState, options: { quickProof?: boolean } = {}): boolean {
  const groups = interchangeablePiles(layout);
  const seen = new Set<string>([searchKey(groups, start)]);
  const queue: GameState[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head];
    let progress = false;
    const rearrangements: IndexMove[] = [];
    forEachLegalMove(layout, state, (from, to, count) => {
      if (isProgress(layout, state, from, to, count)) return (progress = true);
      rearrangements.push({ from, to, count });
      return false;
    });
    if (progress) return true;
    if (head === 0 && options.quickProof !== false && rearrangingCannotProgress(layout, state)) return false;
    for (const m of rearrangements) {
      const next = applyRaw(layout, state, m.from, m.to, m.count).state;
      const key = searchKey(groups, next);
      if (seen.has(key)) continue;
      if (seen.size >= LOSS_SEARCH_LIMIT) return true;
      seen.add(key);
      queue.push(next);
    }
  }
  return false;
}

/**
 * A quick proof that no sequence of rearrangements can lead to progress, for a position with no
 * progress move of its own; false when it cannot tell (the search then decides). Without it, a lost
 * game whose rearrangements reach more than {@link LOSS_SEARCH_LIMIT} positions even up to the order
 * of the piles (independent shuffles multiply: 20,000 to 170,000 positions in about 1 in 300 random
 * Lady Cadogan games) is reported as still playing, after a search of a second or more on every move.
 *
 * It over-approximates what rearrangements can do, ignoring that piles compete for the same cards:
 * a face-up tableau card can *leave as the head of a unit* when the first card above it that breaks
 * the run has left (carried by a unit headed between them), and some card it may be built on can be
 * a pile's top, or a pile can be empty and it may start one; a card can *be a top* once the card
 * now on it has left; a pile can *be empty* once its bottom card has left and nothing is face down.
 * If even then no card that can be a top fits a foundation (or another non-tableau pile that takes
 * from the tableau), no face-down card can be uncovered, and no other pile's top (the waste) can be
 * built on a top or start an empty pile, no real sequence can make progress either.
 */
export function rearrangingCannotProgress(layout: Layout, state: GameState): boolean {
  const tableau = layout.tableau;
  if (tableau.length === 0) return false;
  const { build, run, emptyRank, cards: C } = layout.tables;
  // The proof covers rearrangements between tableau piles only.
  for (let i = 0; i < layout.ids.length; i++) {
    if (layout.kinds[i] !== 'tableau' && layout.feeds[i].some((f, j) => f && layout.kinds[j] === layout.kinds[i])) return false;
  }
  const top = new Uint8Array(C); // can be the top of a pile
  const leaves = new Uint8Array(C); // can leave its place as the head of a unit
  const empty = tableau.map((p) => state.piles[p].length === 0);
  for (const p of tableau) {
    const pile = state.piles[p];
    if (pile.length > state.faceDown[p]) top[pile[pile.length - 1]] = 1;
  }
  /** Whether `card` may start empty tableau pile `q` (as the head of some unit). */
  const startsEmpty = (card: Card, q: number): boolean => emptyRank[q] === 0 || rankOf(card) === emptyRank[q];
  /** Whether `card` fits a card that can be a top, leaving out indices `from`…`to` of tableau pile `k`. */
  const fitsSomeTop = (card: Card, k: number, from: number, to: number): boolean =>
    tableau.some((q, j) => {
      const pile = state.piles[q];
      for (let i = state.faceDown[q]; i < pile.length; i++) {
        if (j === k && i >= from && i <= to) continue;
        if (top[pile[i]] && build[q]![pile[i] * C + card] === 1) return true;
      }
      return false;
    });
  for (let changed = true; changed; ) {
    changed = false;
    tableau.forEach((p, k) => {
      const pile = state.piles[p];
      const fd = state.faceDown[p];
      for (let i = fd; i < pile.length; i++) {
        const card = pile[i];
        if (leaves[card]) continue;
        let breaks = i + 1;
        const r = run[p];
        if (r) while (breaks < pile.length && r[pile[breaks - 1] * C + pile[breaks]] === 1) breaks++;
        if (breaks < pile.length && !pile.slice(i + 1, breaks + 1).some((c) => leaves[c])) continue;
        // The card cannot go onto itself or onto the cards it lies on, unless a unit headed below it
        // carries it off first: then it can go onto the cards under that head, or into its own pile
        // once that is empty.
        let carrier = i;
        for (let h = fd; h < i; h++) {
          if (leaves[pile[h]]) {
            carrier = h;
            break;
          }
        }
        const canGo =
          empty.some((e, q) => e && (q !== k || carrier < i) && startsEmpty(card, tableau[q])) ||
          fitsSomeTop(card, k, carrier < i ? carrier : fd, i);
        if (!canGo) continue;
        leaves[card] = 1;
        changed = true;
        if (i > fd) top[pile[i - 1]] = 1;
        else if (fd === 0) empty[k] = true;
      }
    });
  }
  for (const p of tableau) {
    const pile = state.piles[p];
    const fd = state.faceDown[p];
    if (fd > 0 && fd < pile.length && leaves[pile[fd]]) return false; // a face-down card is uncovered
    for (let i = fd; i < pile.length; i++) {
      if (!top[pile[i]]) continue;
      // The card as the top of its pile: does a foundation (or other pile) take it? (That depends only
      // on the other piles, which rearrangements do not change.)
      const probe = { ...state, piles: state.piles.slice() };
      probe.piles[p] = [...pile.slice(0, i), ...pile.slice(i + 1), pile[i]];
      for (let f = 0; f < layout.ids.length; f++) {
        if (layout.kinds[f] !== 'tableau' && layout.feeds[p][f] && refusal(layout, probe, p, f, 1, false) === null) return false;
      }
    }
  }
  for (let i = 0; i < layout.ids.length; i++) {
    const pile = state.piles[i];
    if (layout.kinds[i] === 'tableau' || pile.length <= state.faceDown[i] || !tableau.some((q) => layout.feeds[i][q])) continue;
    const card = pile[pile.length - 1];
    if (empty.some((e, q) => e && startsEmpty(card, tableau[q])) || fitsSomeTop(card, -1, 0, -1)) return false;
  }
  return true;
}

/** Pile indices grouped by declaration and base rank: the rules cannot tell piles in a group apart. */
function interchangeablePiles(layout: Layout): number[][] {
  const groups = new Map<string, number[]>();
  layout.ids.forEach((_, i) => {
    const key = `${layout.variant.piles.indexOf(layout.decls[i])}:${layout.base[i]}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()];
}

/** {@link positionKey} up to the order of interchangeable piles (for the loss search). */
function searchKey(groups: readonly (readonly number[])[], state: GameState): string {
  let key = '';
  for (const group of groups) {
    const piles = group.map((i) => String.fromCharCode(65 + state.faceDown[i], ...state.piles[i].map((c) => c + 48)));
    key += (piles.length > 1 ? piles.sort() : piles).join('|') + '#';
  }
  return key;
}

/** Whether a legal move makes progress (see {@link canProgress}). */
export function isProgress(layout: Layout, state: GameState, from: number, to: number, count: number): boolean {
  if (layout.kinds[from] !== layout.kinds[to]) return true;
  const len = state.piles[from].length;
  return state.faceDown[from] > 0 && state.faceDown[from] === len - count;
}

/** A string that identifies a position (piles and face-down counts). */
export function positionKey(state: GameState): string {
  let key = '';
  for (let i = 0; i < state.piles.length; i++) {
    key += String.fromCharCode(65 + state.faceDown[i], ...state.piles[i].map((c) => c + 48)) + '|';
  }
  return key;
}
