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
import {
  DECK_SIZE,
  RANK_NAMES,
  cardCode,
  isRed,
  rankOf,
  suitOf,
  type Card,
  type CardCode,
} from './cards.js';
import { layoutOf, type Layout } from './layout.js';
import type { Refusal } from './reasons.js';
import type { BuildRule, PileId, PileKind, VariantDefinition } from './vocabulary.js';

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
  const state: GameState = { piles, faceDown, moves: 0, status: 'playing' };
  return withStatus(layout, dealToHand(layout, state).state);
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

/** If the stock deals into the hand, and the hand is empty, turn the stock's top card into it. */
function dealToHand(layout: Layout, state: GameState): { state: GameState; dealt: Card | null } {
  const { hand, stock } = layout;
  if (hand < 0 || layout.stockDeclaration.deals !== 'hand') return { state, dealt: null };
  if (state.piles[hand].length > 0 || state.piles[stock].length === 0) return { state, dealt: null };
  const s = state.piles[stock];
  const card = s[s.length - 1];
  const piles = state.piles.slice();
  const faceDown = state.faceDown.slice();
  piles[stock] = s.slice(0, -1);
  faceDown[stock] = s.length - 1;
  piles[hand] = [card];
  return { state: { ...state, piles, faceDown }, dealt: card };
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

/** The rank that follows `rank` under `rule` (0 when none does). */
export function nextRank(rank: number, rule: BuildRule): number {
  const step = rule.step ?? 1;
  let want = rule.direction === 'up' ? rank + step : rank - step;
  if (rule.wrap) want = ((((want - 1) % 13) + 13) % 13) + 1;
  return want >= 1 && want <= 13 ? want : 0;
}

/** Whether card `above` may lie on card `below` under `rule`. */
export function follows(below: Card, above: Card, rule: BuildRule): boolean {
  if (rankOf(above) !== nextRank(rankOf(below), rule)) return false;
  switch (rule.suit) {
    case 'any':
      return true;
    case 'same':
      return suitOf(above) === suitOf(below);
    case 'colour':
      return isRed(above) === isRed(below);
    case 'alternate-colour':
      return isRed(above) !== isRed(below);
  }
}

/** Length of the movable run at the top of pile `p` (0 for an empty pile or a face-down top). */
export function movableRun(layout: Layout, state: GameState, p: number): number {
  const pile = state.piles[p];
  const faceUp = pile.length - state.faceDown[p];
  if (faceUp <= 0) return 0;
  const decl = layout.decls[p];
  const run = decl.kind === 'tableau' ? decl.run : undefined;
  if (!run) return 1;
  let n = 1;
  while (n < faceUp && follows(pile[pile.length - n - 1], pile[pile.length - n], run)) n++;
  return n;
}

/** The refusal `refusal` gives when it is not asked to explain (no object is built on the hot path). */
const REFUSED: Refusal = Object.freeze({ id: 'takes-nothing', to: '' });

/**
 * Whether moving the top `count` cards of pile `from` to pile `to` is legal: `null` when it is,
 * otherwise why not (a {@link Refusal} with its parameters when `explain`, else one shared constant,
 * so the hot path builds nothing).
 */
export function refusal(
  layout: Layout,
  state: GameState,
  from: number,
  to: number,
  count: number,
  explain = true,
): Refusal | null {
  const ids = layout.ids;
  const src = state.piles[from];
  const dst = state.piles[to];
  const fromKind = layout.kinds[from];
  const toKind = layout.kinds[to];
  if (from === to) return explain ? { id: 'same-pile', from: ids[from] } : REFUSED;
  if (!layout.feeds[from][to]) {
    if (!explain) return REFUSED;
    if (fromKind === 'foundation') return { id: 'foundation-keeps', from: ids[from] };
    if (fromKind === 'stock' && layout.stockDeclaration.deals === 'hand') return { id: 'stock-deals-itself', from: ids[from] };
    const kinds = [...new Set(layout.kinds.filter((_, i) => layout.feeds[i][to]))];
    if (kinds.length === 0) return { id: 'takes-nothing', to: ids[to] };
    return { id: 'wrong-source', from: ids[from], to: ids[to], kinds };
  }
  if (src.length === 0) return explain ? { id: 'empty-source', from: ids[from] } : REFUSED;
  if (!Number.isInteger(count) || count < 1) return explain ? { id: 'bad-count', count: JSON.stringify(count) } : REFUSED;

  if (fromKind === 'stock') {
    if (count !== 1) return explain ? { id: 'stock-one-card', from: ids[from] } : REFUSED;
  } else {
    const faceUp = src.length - state.faceDown[from];
    if (count > faceUp) return explain ? { id: 'face-down', from: ids[from], count, faceUp } : REFUSED;
    if (count > 1) {
      if (toKind !== 'tableau') return explain ? { id: 'one-card-only', to: ids[to], kind: toKind, count } : REFUSED;
      if (count > movableRun(layout, state, from)) {
        if (!explain) return REFUSED;
        const decl = layout.decls[from];
        return decl.kind === 'tableau' && decl.run
          ? { id: 'not-a-run', from: ids[from], count }
          : { id: 'top-card-only', from: ids[from], count };
      }
    }
  }
  const card = src[src.length - count];

  switch (toKind) {
    case 'foundation':
      return foundationRefusal(layout, state, card, to, explain);
    case 'tableau': {
      const decl = layout.tableauDeclaration!;
      if (dst.length === 0) {
        const { rank, minCards = 1 } = decl.empty;
        if ((rank !== undefined && rankOf(card) !== rank) || count < minCards) {
          if (!explain) return REFUSED;
          return {
            id: 'empty-tableau',
            card: cardCode(card),
            to: ids[to],
            ...(rank !== undefined ? { rank } : {}),
            ...(minCards > 1 ? { minCards } : {}),
          };
        }
        return null;
      }
      const top = dst[dst.length - 1];
      if (!follows(top, card, decl.build)) {
        if (!explain) return REFUSED;
        return {
          id: 'does-not-follow',
          card: cardCode(card),
          onto: cardCode(top),
          to: ids[to],
          kind: toKind,
          rank: nextRank(rankOf(top), decl.build),
          suit: decl.build.suit,
        };
      }
      return null;
    }
    case 'waste-pile':
    case 'waste':
      return null;
    default:
      return explain ? { id: 'takes-nothing', to: ids[to] } : REFUSED;
  }
}

function foundationRefusal(layout: Layout, state: GameState, card: Card, f: number, explain: boolean): Refusal | null {
  const decl = layout.foundationDeclaration;
  const pile = state.piles[f];
  const id = layout.ids[f];
  if (pile.length >= 13) return explain ? { id: 'foundation-full', card: cardCode(card), to: id } : REFUSED;
  if (pile.length === 0) {
    const base = layout.base[f];
    if (rankOf(card) !== base) return explain ? { id: 'foundation-base', card: cardCode(card), to: id, base } : REFUSED;
    if (decl.uniqueSuits) {
      const suit = suitOf(card);
      for (const g of layout.foundations) {
        const other = state.piles[g];
        if (g !== f && other.length > 0 && suitOf(other[0]) === suit) {
          return explain ? { id: 'suit-taken', card: cardCode(card), to: id, owner: layout.ids[g], base: layout.base[g] } : REFUSED;
        }
      }
    }
    return null;
  }
  const top = pile[pile.length - 1];
  if (!follows(top, card, decl.build)) {
    if (!explain) return REFUSED;
    return {
      id: 'does-not-follow',
      card: cardCode(card),
      onto: cardCode(top),
      to: id,
      kind: 'foundation',
      rank: nextRank(rankOf(top), decl.build),
      suit: decl.build.suit,
    };
  }
  return null;
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
 * Calls `visit` for every legal move in `state`, by pile index, foundation moves first. Stops early
 * when `visit` returns true. Builds no strings and allocates nothing per move.
 */
export function forEachLegalMove(
  layout: Layout,
  state: GameState,
  visit: (from: number, to: number, count: number) => boolean | void,
): void {
  if (state.status !== 'playing') return;
  const n = layout.ids.length;
  // Foundation moves first: they are what a player looks for, and what a search wants to try first.
  for (let pass = 0; pass < 2; pass++) {
    for (let from = 0; from < n; from++) {
      const len = state.piles[from].length;
      if (len === 0) continue;
      const maxCount = pass === 0 || layout.kinds[from] === 'stock' ? 1 : Math.max(1, movableRun(layout, state, from));
      for (let to = 0; to < n; to++) {
        if (!layout.feeds[from][to]) continue;
        const toFoundation = layout.kinds[to] === 'foundation';
        if (toFoundation !== (pass === 0)) continue;
        for (let count = 1; count <= maxCount; count++) {
          if (refusal(layout, state, from, to, count, false) === null && visit(from, to, count) === true) return;
        }
      }
    }
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
 * Applies a move already known to be legal, by index: moves the cards, turns up an uncovered
 * face-down tableau card, deals into an emptied hand, counts the move. No status, no automatic play.
 */
export function applyRaw(layout: Layout, state: GameState, from: number, to: number, count: number): RawResult {
  const piles = state.piles.slice();
  const faceDown = state.faceDown.slice();
  const src = piles[from];
  const keep = src.length - count;
  const moved = src.slice(keep);
  piles[from] = src.slice(0, keep);
  piles[to] = piles[to].concat(moved);
  let turned: Card | null = null;
  if (layout.kinds[from] === 'stock') faceDown[from] = keep;
  else if (keep > 0 && faceDown[from] >= keep) {
    faceDown[from] = keep - 1;
    turned = src[keep - 1];
  } else if (faceDown[from] > keep) faceDown[from] = keep;
  const next = dealToHand(layout, { piles, faceDown, moves: state.moves + 1, status: state.status });
  return { state: next.state, turned, dealt: next.dealt };
}

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
 * Makes automatic foundation plays until none is safe, appending each to `applied` (auto: true).
 * Exported for the opening position, where the deal itself may expose safe cards.
 */
export function runAutoPlay(layout: Layout, state: GameState, applied: AppliedMove[]): GameState {
  let s = state;
  for (let guard = 0; guard < DECK_SIZE * 2; guard++) {
    const m = findAutoMove(layout, s);
    if (!m) break;
    const r = applyRaw(layout, s, m.from, m.to, 1);
    applied.push(toApplied(layout, s, m, r, true));
    s = r.state;
  }
  return s;
}

/** The first safe automatic foundation play in `state`, if any. */
export function findAutoMove(layout: Layout, state: GameState): IndexMove | null {
  const n = layout.ids.length;
  for (let from = 0; from < n; from++) {
    const pile = state.piles[from];
    if (pile.length === 0 || layout.kinds[from] === 'stock' || state.faceDown[from] >= pile.length) continue;
    const card = pile[pile.length - 1];
    for (const f of layout.foundations) {
      if (!layout.feeds[from][f]) continue;
      if (refusal(layout, state, from, f, 1, false) === null && isSafe(layout, state, card, f)) {
        return { from, to: f, count: 1 };
      }
    }
  }
  return null;
}

/** Whether automatic play may send `card` to foundation `f` (RULES.md §1, §2, §3 "Automatic play"). */
export function isSafe(layout: Layout, state: GameState, card: Card, f: number): boolean {
  const rule = layout.variant.autoPlay;
  if (!rule.startsFoundations && state.piles[f].length === 0) return false;
  const r = rankOf(card);
  if (rule.alwaysSafeRanks?.some((x) => x === r)) return true;
  switch (rule.safe) {
    case 'always':
      return true;
    case 'every-foundation':
      return layout.foundations.every((g) => state.piles[g].length >= r - 1);
    case 'other-suits': {
      const suit = suitOf(card);
      for (let s = 0; s < 4; s++) {
        if (s === suit) continue;
        const owned = layout.foundations.find((g) => state.piles[g].length > 0 && suitOf(state.piles[g][0]) === s);
        if ((owned === undefined ? 0 : state.piles[owned].length) < r - 1) return false;
      }
      return true;
    }
  }
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
  if (foundationCount(layout, state) === DECK_SIZE) return 'won';
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
  const t = layout.tableauDeclaration;
  if (!t) return false;
  // The proof covers rearrangements between tableau piles only.
  for (let i = 0; i < layout.ids.length; i++) {
    if (layout.kinds[i] !== 'tableau' && layout.feeds[i].some((f, j) => f && layout.kinds[j] === layout.kinds[i])) return false;
  }
  const tableau = layout.tableau;
  const top = new Uint8Array(DECK_SIZE); // can be the top of a pile
  const leaves = new Uint8Array(DECK_SIZE); // can leave its place as the head of a unit
  const empty = tableau.map((p) => state.piles[p].length === 0);
  for (const p of tableau) {
    const pile = state.piles[p];
    if (pile.length > state.faceDown[p]) top[pile[pile.length - 1]] = 1;
  }
  const startsEmpty = (card: Card): boolean => t.empty.rank === undefined || rankOf(card) === t.empty.rank;
  /** Whether `card` fits a card that can be a top, leaving out indices `from`…`to` of tableau pile `k`. */
  const fitsSomeTop = (card: Card, k: number, from: number, to: number): boolean =>
    tableau.some((q, j) => {
      const pile = state.piles[q];
      for (let i = state.faceDown[q]; i < pile.length; i++) {
        if (j === k && i >= from && i <= to) continue;
        if (top[pile[i]] && follows(pile[i], card, t.build)) return true;
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
        if (t.run) while (breaks < pile.length && follows(pile[breaks - 1], pile[breaks], t.run)) breaks++;
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
          (startsEmpty(card) && empty.some((e, q) => e && (q !== k || carrier < i))) ||
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
    if ((startsEmpty(card) && empty.some(Boolean)) || fitsSomeTop(card, -1, 0, -1)) return false;
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
