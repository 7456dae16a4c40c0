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
import { cardCode, rankOf, suitOf, withArticle, type Card, type CardCode } from './cards.js';
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
  R_FOUNDATION_CLOSED,
  R_WHOLE_RUN,
  R_SPACE_ONLY,
  R_STOCK_NOT_EMPTY,
  R_NO_REDEAL_LEFT,
  R_COLOUR_TAKEN,
  R_COLOUR_PATTERN,
  R_RESERVE_CLOSED,
  moveCount,
  moveFrom,
  moveTo,
  withBoard,
  Board,
} from './board.js';
import { UNLIMITED, follows, layoutOf, nextRank, type Layout } from './layout.js';
import { checkState, quoteValue } from './quote.js';
import type { Refusal } from './reasons.js';
import type { BuildRule, PileId, VariantDefinition } from './vocabulary.js';

export { follows, nextRank };

/** `playing` until the game is `won` (all 52 cards on the foundations) or `lost` (no progress possible). */
export type GameStatus = 'playing' | 'won' | 'lost';

/** A position, as plain JSON. Piles are in the layout's order (`layoutOf(variant).ids`). */
export interface GameState {
  /** Each pile's card ids, bottom to top. The stock's top (last) card is the next one dealt. */
  readonly piles: readonly (readonly Card[])[];
  /** How many of each pile's bottom cards are face down (the whole stock; tableau cards not yet turned). */
  readonly faceDown: readonly number[];
  /**
   * Card moves made so far in this game: the player's and the automatic moves that followed them; the
   * automatic moves of the deal itself are part of the deal, not counted (docs/rules.md "Automatic play").
   */
  readonly moves: number;
  readonly status: GameStatus;
  /** Redeals made so far (absent in a game without redeals, and before the first). */
  readonly redeals?: number;
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
  /** The face-down card turned up because this move uncovered it (docs/rules.md "Tableau"). */
  readonly turned?: CardCode;
  /** The card dealt from the stock into the emptied hand (docs/rules.md "Dealing"). */
  readonly dealt?: CardCode;
  /**
   * Reserve cards turned face up because this move left the stock and the hand empty
   * (docs/rules.md "Reserve").
   */
  readonly revealed?: readonly CardCode[];
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
 * The opening position for a deck order (docs/rules.md "Dealing"):
 * 1. foundations dealt with their base cards get them first: for each in foundation order, the first
 *    card of its base rank in the deck order that its lock allows (the other cards keep their order);
 * 2. then every declaration that deals cards, in declaration order: tableau piles row by row, left to
 *    right, skipping full piles (the top `faceUp` cards of each face up); waste piles dealt to row by
 *    row, face up; reserves, face down when hidden;
 * 3. the rest to the stock (first remaining card on top); then, for a stock that deals into the hand,
 *    the first card turned into the hand. No automatic play yet.
 *
 * @param deck - the game's card ids (52 per deck, all distinct), first dealt first (see
 *   `shuffledDeck`, `parseDeck`).
 * @throws {RangeError} when `deck` is not the game's cards, each once.
 */
export function deal(variant: VariantDefinition, deck: readonly Card[]): GameState {
  const layout = layoutOf(variant);
  checkDeckIds(deck, layout.cardCount);
  const piles: Card[][] = layout.ids.map(() => []);
  const faceDown = layout.ids.map(() => 0);
  let rest = deck.slice();
  const t = layout.tables;
  // 1. Base cards, chosen by the rule core (ranks and locks).
  const bases = layout.foundations.filter((f) => t.dealtBase[f] === 1);
  if (bases.length > 0) {
    const empty: GameState = { piles, faceDown, moves: 0, status: 'playing' };
    withBoard(layout, empty, (b) => {
      for (const f of bases) {
        const at = rest.findIndex((c) => rankOf(c) === layout.base[f] && b.lockAllows(c, f));
        if (at < 0) throw new RangeError(`${variant.id}: no card in the deck can start ${layout.ids[f]}`);
        const card = rest[at];
        rest = [...rest.slice(0, at), ...rest.slice(at + 1)];
        piles[f].push(card);
        b.load(empty);
      }
    });
  }
  // 2. Declarations that deal cards, in order.
  let next = 0;
  for (const d of variant.piles) {
    const own = layout.ids.flatMap((_, p) => (layout.decls[p] === d ? [p] : []));
    const counts =
      d.kind === 'tableau'
        ? d.deal
        : d.kind === 'waste-pile'
          ? own.map(() => d.deal ?? 0)
          : d.kind === 'reserve'
            ? own.map(() => d.deal)
            : null;
    if (!counts) continue;
    const rows = Math.max(0, ...counts);
    for (let row = 0; row < rows; row++) {
      own.forEach((p, k) => {
        if (piles[p].length < counts[k]) piles[p].push(rest[next++]);
      });
    }
    own.forEach((p, k) => {
      if (d.kind === 'tableau') faceDown[p] = Math.max(0, counts[k] - d.faceUp);
      else if (d.kind === 'reserve' && d.hidden) faceDown[p] = piles[p].length;
    });
  }
  // 3. The stock, and the first card into the hand (by the same rule as after every move).
  const stock = rest.slice(next).reverse();
  piles[layout.stock] = stock;
  faceDown[layout.stock] = stock.length;
  let state: GameState = { piles, faceDown, moves: 0, status: 'playing' };
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

function checkDeckIds(deck: readonly Card[], size: number): void {
  if (!Array.isArray(deck) || deck.length !== size) {
    throw new RangeError(`a deck must have ${size} cards, got ${Array.isArray(deck) ? deck.length : typeof deck}`);
  }
  const seen = new Uint8Array(size);
  for (const c of deck) {
    if (!Number.isInteger(c) || c < 0 || c >= size || seen[c]) {
      throw new RangeError(`a deck must hold ${size} distinct card ids 0..${size - 1}; bad or repeated id ${String(c)}`);
    }
    seen[c] = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Legality

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
export function refusal(layout: Layout, state: GameState, from: number, to: number, count: number, explain = true): Refusal | null {
  const code = withBoard(layout, state, (b) => b.check(from, to, count));
  if (code === OK) return null;
  if (!explain) return REFUSED;
  // More cards than the pile holds is a bad count, whatever else is wrong.
  const held = state.piles[from].length;
  if (held > 0 && count > held) return { id: 'bad-count', count: String(count), from: layout.ids[from], cards: held };
  return explainRefusal(layout, state, code, from, to, count);
}

/** A board's refusal code as {@link Refusal} data, with the parameters read from the position. */
function explainRefusal(layout: Layout, state: GameState, code: number, from: number, to: number, count: number): Refusal {
  const ids = layout.ids;
  const src = state.piles[from];
  const dst = state.piles[to];
  const toKind = layout.kinds[to];
  const card = src[Math.max(0, src.length - count)];
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
      return layout.tables.run[from] !== null
        ? { id: 'not-a-run', from: ids[from], count }
        : { id: 'top-card-only', from: ids[from], count };
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
    case R_FOUNDATION_CLOSED: {
      const except: number[] = [];
      for (let r = 1; r <= 13; r++) if ((layout.tables.closedExcept[to] >> r) & 1) except.push(r);
      return { id: 'foundation-closed', card: cardCode(card), to: ids[to], except };
    }
    case R_WHOLE_RUN:
      return { id: 'whole-run-only', to: ids[to], count: layout.tables.unit[to], base: layout.tables.emptyRank[to] };
    case R_SPACE_ONLY:
      return { id: 'space-only', from: ids[from], to: ids[to] };
    case R_STOCK_NOT_EMPTY:
      return { id: 'stock-not-empty', to: ids[to] };
    case R_NO_REDEAL_LEFT:
      return { id: 'no-redeal-left', redeals: layout.tables.redeals };
    case R_COLOUR_TAKEN: {
      const owner = withBoard(layout, state, (b) => b.colourOwner(card, to));
      return { id: 'colour-taken', card: cardCode(card), to: ids[to], owner: ids[owner] };
    }
    case R_COLOUR_PATTERN: {
      const neighbour = withBoard(layout, state, (b) => b.colourNeighbour(card, to));
      return { id: 'colour-pattern', card: cardCode(card), to: ids[to], neighbour: ids[neighbour] };
    }
    case R_RESERVE_CLOSED:
      return { id: 'reserve-closed', from: ids[from] };
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

/**
 * Every legal move in `state`, as the public API writes moves (`count` only when above 1).
 * @throws {TypeError} when `state` is not a game state; {RangeError} when it has another number of
 *   piles than `variant`'s game (a state of another game), naming both counts.
 */
export function legalMoves(variant: VariantDefinition, state: GameState): Move[] {
  const layout = layoutOf(variant);
  checkState(state, 'legalMoves', layout);
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
  /** The cards moved, bottom to top as they lie after the move (a redeal: the new stock). */
  readonly moved: readonly Card[];
  readonly turned: Card | null;
  readonly dealt: Card | null;
  readonly revealed: readonly Card[];
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
    const turned = b.lastTurned();
    const dealt = b.lastDealt();
    return {
      state: nextState(b, state),
      moved: b.lastMoved(),
      turned: turned < 0 ? null : turned,
      dealt: dealt < 0 ? null : dealt,
      revealed: b.lastRevealed(),
    };
  } finally {
    pool.push(b);
  }
}

/** The state after the move just applied on `b` (loaded from `state`): the piles it changed are new, the rest shared. */
function nextState(b: Board, state: GameState): GameState {
  const piles = state.piles.slice();
  const faceDown = state.faceDown.slice();
  for (const p of b.changedBy()) {
    piles[p] = b.pile(p);
    faceDown[p] = b.fd[p];
  }
  const next: GameState = { piles, faceDown, moves: state.moves + 1, status: state.status };
  return b.round > 0 ? { ...next, redeals: b.round } : next;
}

/** {@link applyRaw}'s next state alone (for the loss search: nothing else is built). */
function applyForSearch(layout: Layout, state: GameState, from: number, to: number, count: number): GameState {
  let pool = rawPools.get(layout);
  if (!pool) rawPools.set(layout, (pool = []));
  const b = pool.pop() ?? new Board(layout);
  try {
    b.loadForMove(state, from, to);
    b.apply(from, to, count);
    return nextState(b, state);
  } finally {
    pool.push(b);
  }
}

/** Boards for {@link applyRaw}, which loads only the piles a move touches. */
const rawPools = new WeakMap<Layout, Board[]>();

function toApplied(layout: Layout, m: IndexMove, r: RawResult, auto: boolean): AppliedMove {
  const applied: { -readonly [K in keyof AppliedMove]: AppliedMove[K] } = {
    from: layout.ids[m.from],
    to: layout.ids[m.to],
    cards: r.moved.map(cardCode),
    auto,
  };
  if (r.turned !== null) applied.turned = cardCode(r.turned);
  if (r.dealt !== null) applied.dealt = cardCode(r.dealt);
  if (r.revealed.length > 0) applied.revealed = r.revealed.map(cardCode);
  return applied;
}

/** Resolves a public move to pile indices, or gives the refusal when it names no real piles. */
export function resolveMove(layout: Layout, move: unknown): IndexMove | Refusal {
  if (typeof move !== 'object' || move === null) return { id: 'not-a-move', got: quoteValue(move) };
  const { from, to, count = 1 } = move as { from?: unknown; to?: unknown; count?: unknown };
  const f = layout.indexOf.get(from as string);
  const t = layout.indexOf.get(to as string);
  if (f === undefined) return { id: 'no-such-pile', pile: quoteValue(from) };
  if (t === undefined) return { id: 'no-such-pile', pile: quoteValue(to) };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return { id: 'bad-count', count: quoteValue(count) };
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
export function applyMove(variant: VariantDefinition, state: GameState, move: Move, options: { autoPlay?: boolean } = {}): MoveResult {
  const layout = layoutOf(variant);
  if (state.status !== 'playing') return { ok: false, reason: { id: 'game-over', status: state.status } };
  const m = resolveMove(layout, move);
  if (isRefusal(m)) return { ok: false, reason: m };
  const reason = refusal(layout, state, m.from, m.to, m.count);
  if (reason !== null) return { ok: false, reason };
  const r = applyRaw(layout, state, m.from, m.to, m.count);
  const applied = [toApplied(layout, m, r, false)];
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
  const applied = [toApplied(layout, m, r, false)];
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
    const move = toApplied(layout, m, r, true);
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
 * What one loss search did (for benchmarks, tests and the fuzz): positions expanded, distinct positions
 * seen, and when progress was found, the rearrangements that lead from the start to the position where
 * it was (`path`; empty when the start itself has it; null when the answer came otherwise: the quick
 * proof, the limit, or every position visited).
 */
export interface LossSearchStats {
  expanded: number;
  seen: number;
  path?: IndexMove[] | null;
}

/**
 * Whether any progress can still be made: a move that is not a mere rearrangement, from this position
 * or from one reached by rearrangements. A rearrangement moves cards between two piles of the same
 * kind (tableau to tableau) and turns no card; everything else (a foundation play, a draw, a waste
 * play, a hand placement, a move that turns a face-down card) is progress (docs/rules.md "End of the
 * game"; in a game with no rearrangements, this is "some legal move exists").
 *
 * A quick proof ({@link rearrangingCannotProgress}) settles most lost positions at once
 * (`options.quickProof: false` skips it, for tests). Otherwise the positions rearrangements reach are
 * searched, at most {@link LOSS_SEARCH_LIMIT} distinct ones; past that the game is treated as still
 * playable. Positions that differ only by the order of interchangeable piles (same declaration and
 * base rank, e.g. the tableau piles) count as one: without that, kings shuttling between empty piles
 * multiply the positions by up to 10! and a lost game could pass the limit and be reported as still
 * playing.
 *
 * The answer does not depend on the order the search visits positions in: it is true when a position
 * with a progress move is found or the limit of distinct positions is passed, false only when every
 * position rearrangements reach (fewer than the limit) has been visited. So the search goes best
 * first ({@link LossSearch}): positions where few cards lie above a card that could make progress come
 * first, and a position with progress is usually found after a handful, where breadth first took
 * thousands in a late two-deck game (test/engine/loss-search.test.ts holds the two orders equal).
 */
export function canProgress(layout: Layout, start: GameState, options: { quickProof?: boolean; stats?: LossSearchStats } = {}): boolean {
  const rearrangements: number[] = [];
  const { stats } = options;
  const early = (answer: boolean, found: boolean): boolean => {
    if (stats) Object.assign(stats, { expanded: 1, seen: 1, path: found ? [] : null });
    return answer;
  };
  if (progressOrRearrangements(layout, start, rearrangements)) return early(true, true);
  if (rearrangements.length === 0) return early(false, false);
  if (options.quickProof !== false) {
    if (roundTheStockPlays(layout, start)) return early(true, true);
    if (rearrangingCannotProgress(layout, start)) return early(false, false);
  }
  return new LossSearch(layout, start).run(rearrangements, stats);
}

/**
 * Whether `state` has a progress move ({@link isProgress}); when it has none, its legal moves (all
 * rearrangements) are appended to `out`, encoded as the board encodes them.
 */
function progressOrRearrangements(layout: Layout, state: GameState, out: number[]): boolean {
  if (state.status !== 'playing') return false;
  return withBoard(layout, state, (b) => {
    const n = b.allMoves(b.scratch);
    const at = out.length;
    for (let i = 0; i < n; i++) {
      const m = b.scratch[i];
      if (isProgress(layout, state, moveFrom(m), moveTo(m), moveCount(m))) {
        out.length = at;
        return true;
      }
      out.push(m);
    }
    return false;
  });
}

/** Buckets of the loss search's queue: how many cards lie above a card that could make progress. */
const SEARCH_BUCKETS = 64;

/**
 * The rearrangement search of {@link canProgress}, best first. Its order only decides how soon a
 * position with progress is found, never the answer (see there).
 *
 * - Order: a bucket queue by the fewest cards lying above a tableau card that would make progress as
 *   the top of its pile (a foundation takes it; a card from outside the tableau, or with unlimited
 *   redeals any card of the stock or the waste, can be built on it) or above the first face-down card
 *   of a pile; first in, first out within a bucket.
 * - With unlimited redeals, a position where going round the stock brings up a card that can be played
 *   ({@link roundTheStockPlays}) has progress within reach by rearrangements (draws and redeals), so the
 *   search stops there: breadth first would reach the same positions by drawing.
 * - Keys: piles no rearrangement can change (the foundations) are the same in every position the
 *   search reaches and are left out of the keys; the other piles are keyed up to the order of
 *   interchangeable piles, each pile's text made once per pile array (unchanged piles are shared
 *   between positions).
 */
class LossSearch {
  private readonly layout: Layout;
  private readonly start: GameState;
  private readonly groups: number[][];
  private readonly cycling: boolean;
  /** `target[card]`: as a tableau top, the card makes progress possible (see the class comment). */
  private readonly target: Uint8Array;
  /** `fromOutside[card]`: a card from outside the tableau (going round the stock) can be built on it. */
  private readonly fromOutside: Uint8Array;
  private readonly text = new WeakMap<readonly Card[], string>();
  private readonly seen = new Set<string>();
  private readonly buckets: (GameState | undefined)[][] = [];
  private readonly heads: number[] = [];

  constructor(layout: Layout, start: GameState) {
    this.layout = layout;
    this.start = start;
    const n = layout.ids.length;
    const { redeals, gathered } = layout.tables;
    this.cycling = redeals === UNLIMITED && layout.waste >= 0;
    // Piles a rearrangement may change: all but foundations, unless a move between two foundations, or
    // going round the stock, could touch one.
    const mutable = layout.ids.map((_, p) => {
      if (layout.kinds[p] !== 'foundation') return true;
      for (let q = 0; q < n; q++) if (layout.kinds[q] === 'foundation' && (layout.feeds[p][q] || layout.feeds[q][p])) return true;
      if (redeals === UNLIMITED && (layout.feeds[p][layout.stock] || layout.feeds[layout.stock][p] || gathered.includes(p))) return true;
      return false;
    });
    this.groups = interchangeablePiles(layout)
      .map((g) => g.filter((p) => mutable[p]))
      .filter((g) => g.length > 0);
    const C = layout.cardCount;
    const target = new Uint8Array(C);
    const fromOutside = new Uint8Array(C);
    const tableau = layout.tableau;
    withBoard(layout, start, (b) => {
      for (let c = 0; c < C; c++) if (b.foundationTakes(c)) target[c] = 1;
      const outside: Card[] = [];
      for (let i = 0; i < n; i++) {
        const kind = layout.kinds[i];
        if (kind === 'tableau' || kind === 'foundation') continue;
        const pile = start.piles[i];
        if (this.cycling && (kind === 'stock' || kind === 'waste')) outside.push(...pile);
        else if (pile.length > start.faceDown[i] && tableau.some((q) => layout.feeds[i][q])) outside.push(pile[pile.length - 1]);
      }
      for (const q of tableau) {
        const build = layout.tables.build[q];
        if (!build) continue;
        for (let c = 0; c < C; c++) if (!fromOutside[c] && outside.some((o) => build[c * C + o] === 1)) fromOutside[c] = target[c] = 1;
      }
    });
    this.target = target;
    this.fromOutside = fromOutside;
  }

  /**
   * Searches from the start position, whose rearrangements (encoded moves) are `first`.
   * @returns whether progress can be made (see {@link canProgress}).
   */
  run(first: readonly number[], stats?: LossSearchStats): boolean {
    const layout = this.layout;
    const start = this.start;
    this.seen.add(this.key(start));
    let expanded = 1;
    // With stats, each position's parent and the move from it, for the path to progress.
    const parents = stats ? new Map<GameState, [GameState, number]>() : null;
    const done = (answer: boolean, found: GameState | null = null): boolean => {
      if (stats) {
        stats.expanded = expanded;
        stats.seen = this.seen.size;
        let path: IndexMove[] | null = null;
        if (found !== null && parents !== null) {
          path = [];
          for (let at = parents.get(found); at; at = parents.get(at[0]))
            path.push({ from: moveFrom(at[1]), to: moveTo(at[1]), count: moveCount(at[1]) });
          path.reverse();
        }
        stats.path = path;
      }
      return answer;
    };
    let moves: readonly number[] = first;
    let state = start;
    const next: number[] = [];
    for (;;) {
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i];
        const s = applyForSearch(layout, state, moveFrom(m), moveTo(m), moveCount(m));
        const key = this.key(s);
        if (this.seen.has(key)) continue;
        if (this.seen.size >= LOSS_SEARCH_LIMIT) return done(true);
        this.seen.add(key);
        parents?.set(s, [state, m]);
        this.push(s);
      }
      const popped = this.pop();
      if (popped === null) return done(false);
      state = popped;
      expanded++;
      next.length = 0;
      if (progressOrRearrangements(layout, state, next)) return done(true, state);
      if (this.cycling && this.mayTakeFromOutside(state) && roundTheStockPlays(layout, state)) return done(true, state);
      moves = next;
    }
  }

  /**
   * Whether some tableau pile is empty or has a top a card from outside the tableau may be built on: a
   * cheap filter before {@link roundTheStockPlays} (which asks the rules).
   */
  private mayTakeFromOutside(state: GameState): boolean {
    for (const p of this.layout.tableau) {
      const pile = state.piles[p];
      if (pile.length === 0 || this.fromOutside[pile[pile.length - 1]] === 1) return true;
    }
    return false;
  }

  /** How many cards lie above the nearest card that could make progress (see the class comment). */
  private distance(state: GameState): number {
    let best = SEARCH_BUCKETS - 1;
    const tableau = this.layout.tableau;
    for (let k = 0; k < tableau.length; k++) {
      const p = tableau[k];
      const pile = state.piles[p];
      const fd = state.faceDown[p];
      const L = pile.length;
      if (fd > 0 && L - fd < best) best = L - fd;
      for (let i = L - 1; i >= fd && L - 1 - i < best; i--) {
        if (this.target[pile[i]] === 1) {
          best = L - 1 - i;
          break;
        }
      }
    }
    return best;
  }

  private push(state: GameState): void {
    const d = this.distance(state);
    const bucket = this.buckets[d];
    if (bucket) bucket.push(state);
    else {
      this.buckets[d] = [state];
      this.heads[d] = 0;
    }
  }

  private pop(): GameState | null {
    for (let d = 0; d < SEARCH_BUCKETS; d++) {
      const bucket = this.buckets[d];
      if (!bucket || this.heads[d] >= bucket.length) continue;
      const s = bucket[this.heads[d]]!;
      bucket[this.heads[d]++] = undefined; // let it be collected
      return s;
    }
    return null;
  }

  /** The position's key: its mutable piles, up to the order of interchangeable piles. */
  private key(state: GameState): string {
    let key = '';
    for (const group of this.groups) {
      if (group.length === 1) key += this.pileText(state, group[0]) + '#';
      else
        key +=
          group
            .map((p) => this.pileText(state, p))
            .sort()
            .join('|') + '#';
    }
    return key;
  }

  /**
   * Pile `p`'s text: its face-down count, then its cards. Made once per pile array: within one search a
   * pile array always has the same face-down count (a rearrangement turns no card, and the piles a
   * move changes are new arrays).
   */
  private pileText(state: GameState, p: number): string {
    const pile = state.piles[p];
    let text = this.text.get(pile);
    if (text === undefined) {
      text = String.fromCharCode(65 + state.faceDown[p], ...pile.map((c) => c + 48));
      this.text.set(pile, text);
    }
    return text;
  }
}

/**
 * With unlimited redeals, whether some card of the stock or the waste could be played as soon as
 * drawing (and redealing) brings it to the waste's top: to a foundation, or onto a tableau pile as it
 * is now. Going round the stock changes nothing else, so then progress can certainly be made.
 */
function roundTheStockPlays(layout: Layout, state: GameState): boolean {
  if (layout.tables.redeals !== UNLIMITED || layout.waste < 0) return false;
  const waste = layout.waste;
  const cards = [...state.piles[layout.stock], ...state.piles[waste]];
  if (cards.length === 0) return false;
  const targets = layout.ids.flatMap((_, p) => (layout.feeds[waste][p] && p !== layout.stock ? [p] : []));
  return withBoard(layout, state, (b) => cards.some((c) => targets.some((t) => b.takes(t, c, 1, waste) === OK)));
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
  const { build, run, emptyRank, cards: C, unit } = layout.tables;
  // The proof covers rearrangements between tableau piles (and, with unlimited redeals, going round
  // the stock); not runs that could be assembled for a foundation that takes complete runs.
  const cycling = layout.tables.redeals === UNLIMITED;
  for (let i = 0; i < layout.ids.length; i++) {
    if (layout.kinds[i] !== 'tableau' && layout.feeds[i].some((f, j) => f && layout.kinds[j] === layout.kinds[i])) return false;
  }
  // A foundation that takes complete runs: a run could only be put together from cards that can
  // move (face up in the tableau, or going round the stock). When some suit has all 13 ranks among
  // them, the proof asks more of the cards, once it knows which can move ({@link runCanBeAssembled}).
  let runsToCheck = false;
  if (layout.foundations.some((f) => unit[f] > 1)) {
    const ranks = [0, 0, 0, 0];
    const add = (c: Card): void => void (ranks[suitOf(c)] |= 1 << rankOf(c));
    for (const p of tableau) state.piles[p].forEach((c, i) => i >= state.faceDown[p] && add(c));
    if (cycling)
      for (let i = 0; i < layout.ids.length; i++)
        if (layout.kinds[i] === 'stock' || layout.kinds[i] === 'waste') state.piles[i].forEach(add);
    runsToCheck = ranks.some((bits) => bits === 0x3ffe);
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
  for (let changed = true; changed;) {
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
  // The tops of the other piles that feed the tableau; with unlimited redeals, every card that going
  // round the stock can bring to the waste's top (and then to a foundation: progress).
  const others: Card[] = [];
  for (let i = 0; i < layout.ids.length; i++) {
    const pile = state.piles[i];
    const kind = layout.kinds[i];
    if (kind === 'tableau') continue;
    if (cycling && (kind === 'stock' || kind === 'waste')) others.push(...pile);
    else if (pile.length > state.faceDown[i] && tableau.some((q) => layout.feeds[i][q])) others.push(pile[pile.length - 1]);
  }
  if (cycling && withBoard(layout, state, (b) => others.some((card) => b.foundationTakes(card)))) return false;
  for (const card of others) {
    if (empty.some((e, q) => e && startsEmpty(card, tableau[q])) || fitsSomeTop(card, -1, 0, -1)) return false;
  }
  // No card from outside the tableau can ever enter it and no face-down card is ever turned, so a
  // complete run could only be put together from the face-up tableau cards.
  if (runsToCheck && runCanBeAssembled(layout, state, top, leaves)) return false;
  return true;
}

/**
 * For {@link rearrangingCannotProgress}, once it knows which face-up tableau cards can ever leave their
 * place as the head of a unit (`leaves`) and which can ever be the top of a pile (`top`), and that no
 * other card enters the tableau: whether some foundation that takes complete runs could get one.
 *
 * A complete run c1 … cn (c1 of the foundation's base rank, each card following the one before by
 * the foundation's build rule) must lie at a pile's top, each card directly on the one before. A card
 * changes the card under it only when it moves as the head of a unit (carried in a unit headed lower
 * down, it keeps its place on the card under it), so each ci (i ≥ 2) either lies on c(i-1) now, or can
 * leave its place and c(i-1) can be a top (and a tableau pile's build lets ci onto it); cn lies at the
 * top in the end, so it can be a top or can leave. Searched rank by rank over the face-up cards.
 */
function runCanBeAssembled(layout: Layout, state: GameState, top: Uint8Array, leaves: Uint8Array): boolean {
  const { build, unit, cards: C, capacity } = layout.tables;
  const tableau = layout.tableau;
  const up: Card[] = [];
  const below = new Int32Array(C).fill(-1); // the face-up card a face-up card lies on
  for (const p of tableau) {
    const pile = state.piles[p];
    for (let i = state.faceDown[p]; i < pile.length; i++) {
      up.push(pile[i]);
      if (i > state.faceDown[p]) below[pile[i]] = pile[i - 1];
    }
  }
  const onTableau = (c: Card, x: Card): boolean => tableau.some((q) => build[q]?.[c * C + x] === 1);
  for (const f of layout.foundations) {
    const n = unit[f];
    const follows = build[f];
    if (n <= 1 || !follows || state.piles[f].length + n > capacity[f]) continue;
    let layer = up.filter((c) => rankOf(c) === layout.base[f]);
    for (let k = 2; k <= n && layer.length > 0; k++) {
      layer = up.filter((x) =>
        layer.some((c) => follows[c * C + x] === 1 && (below[x] === c || (leaves[x] === 1 && top[c] === 1 && onTableau(c, x)))),
      );
    }
    if (layer.some((x) => top[x] === 1 || leaves[x] === 1)) return true;
  }
  return false;
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

/**
 * Whether a legal move makes progress (see {@link canProgress}): a move between piles of two kinds, or
 * one that turns a face-down card. With unlimited redeals, drawing and redealing only go round the
 * stock, so they make none.
 */
export function isProgress(layout: Layout, state: GameState, from: number, to: number, count: number): boolean {
  if (layout.tables.redeals === UNLIMITED && (to === layout.stock || layout.kinds[from] === 'stock')) return false;
  if (layout.kinds[from] !== layout.kinds[to]) return true;
  const len = state.piles[from].length;
  return state.faceDown[from] > 0 && state.faceDown[from] === len - count;
}

/** A string that identifies a position (piles and face-down counts). */
export function positionKey(state: GameState): string {
  let key = state.redeals ? `R${state.redeals}|` : '';
  for (let i = 0; i < state.piles.length; i++) {
    key += String.fromCharCode(65 + state.faceDown[i], ...state.piles[i].map((c) => c + 48)) + '|';
  }
  return key;
}
