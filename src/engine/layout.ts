/**
 * A variant's declaration compiled once into flat per-pile tables: pile ids and kinds, what each pile
 * accepts (base rank, build rule as a card-by-card table, next rank, empty-pile rule), what may leave
 * it (the run table), and which pile feeds which. Legality, move generation, applying moves,
 * automatic play, status and the solver all read these tables ({@link Board}); nothing else reads
 * the declaration's rules.
 *
 * @module
 */
import { DECK_SIZE, isRed, rankOf, suitOf, type Card, type Rank } from './cards.js';
import { checkVariant } from './quote.js';
import type {
  BuildRule,
  FoundationsDeclaration,
  PileDeclaration,
  PileId,
  PileKind,
  StockDeclaration,
  SuitRule,
  TableauDeclaration,
  VariantDefinition,
} from './vocabulary.js';

/** Kind codes of the tables ({@link PileTables.kind}). */
export const K_STOCK = 0;
export const K_HAND = 1;
export const K_WASTE_PILE = 2;
export const K_WASTE = 3;
export const K_FOUNDATION = 4;
export const K_TABLEAU = 5;
export const K_RESERVE = 6;
/** Kind code of each pile kind. */
export const KIND_CODE: Readonly<Record<PileKind, number>> = {
  stock: K_STOCK,
  hand: K_HAND,
  'waste-pile': K_WASTE_PILE,
  waste: K_WASTE,
  foundation: K_FOUNDATION,
  tableau: K_TABLEAU,
  reserve: K_RESERVE,
};

/** Lock codes ({@link PileTables.lock}). */
export const LOCK_NONE = 0;
export const LOCK_DISTINCT_SUITS = 1;
export const LOCK_DISTINCT_COLOURS = 2;
export const LOCK_ALTERNATE_COLOURS = 3;
/** Redeals without limit ({@link PileTables.redeals}). */
export const UNLIMITED = -1;

/** Suit rule codes ({@link PileTables.suitRule}). */
export const SUIT_RULE_CODE: Readonly<Record<SuitRule, number>> = { any: 0, same: 1, colour: 2, 'alternate-colour': 3 };

/**
 * The rules of every pile as flat tables, indexed by pile index (`n` piles, `cards` card ids).
 * Built once per variant by {@link layoutOf}; read by the {@link Board}.
 */
export interface PileTables {
  /** Number of card ids (52 for one deck). */
  readonly cards: number;
  /** Kind code of each pile (`K_STOCK` …). */
  readonly kind: Int8Array;
  /** `feeds[from * n + to]`: 1 when a card may ever move from pile `from` to pile `to`. */
  readonly feeds: Uint8Array;
  /** The piles each pile feeds, in pile order. */
  readonly targets: readonly Int32Array[];
  /** The foundations each pile feeds, in pile order. */
  readonly foundationTargets: readonly Int32Array[];
  /**
   * What a pile's build rule lets lie on a card: `build[p][below * cards + above]` is 1 when card
   * `above` may be put on card `below` (foundations and tableau piles; null for other piles).
   */
  readonly build: readonly (Uint8Array | null)[];
  /** What moves as a unit: `run[p][below * cards + above]` is 1 when `above` follows `below` in a run (null: the top card alone). */
  readonly run: readonly (Uint8Array | null)[];
  /** `next[p * 14 + r]`: the rank that follows rank `r` on pile `p` by its build rule (0: none). */
  readonly next: Int8Array;
  /** The build rule's suit rule of each foundation and tableau pile (`SUIT_RULE_CODE`). */
  readonly suitRule: Int8Array;
  /** The rank an empty pile takes first: a foundation's base, an empty tableau pile's rank (0: any). */
  readonly emptyRank: Int8Array;
  /** The fewest cards of a unit an empty tableau pile takes. */
  readonly emptyMin: Int8Array;
  /** How many cards a pile holds at most (13 for a foundation; 0: no limit). */
  readonly capacity: Int8Array;
  /** 1 for a foundation whose suit no other foundation of its declaration may own. */
  readonly distinctSuit: Uint8Array;
  /** Each foundation's lock across its declaration (`LOCK_NONE` …). */
  readonly lock: Int8Array;
  /** A foundation's place in its declaration (0, 1, …), for the `alternate-colours` lock's neighbours. */
  readonly place: Int8Array;
  /** The cards one move puts on a foundation: 1, or 13 for a foundation that takes complete runs. */
  readonly unit: Int8Array;
  /** 1 for a foundation closed until the stock and the hand are empty (a phase rule). */
  readonly closed: Uint8Array;
  /** For a closed foundation, the ranks that may go up all the same: bit r set for rank r. */
  readonly closedExcept: Int32Array;
  /** 1 for a foundation dealt with its base card at the start. */
  readonly dealtBase: Uint8Array;
  /** 1 for a reserve pile face down until the stock and the hand are empty. */
  readonly hidden: Uint8Array;
  /** Redeals allowed: a number, or `UNLIMITED`; 0 without redeal. */
  readonly redeals: number;
  /** The piles a redeal gathers, in the order their cards are dealt again (empty without redeal). */
  readonly gathered: Int32Array;
  /** The declaration each pile comes from (its index in `variant.piles`). */
  readonly group: Int32Array;
}

/** A variant's piles as flat tables, indexed by pile index (the position of a pile in the state). */
export interface Layout {
  readonly variant: VariantDefinition;
  /** Pile ids in state order. */
  readonly ids: readonly PileId[];
  readonly kinds: readonly PileKind[];
  /** The declaration each pile comes from. */
  readonly decls: readonly PileDeclaration[];
  /** Base rank of each foundation (0 for other piles). */
  readonly base: readonly number[];
  /** `feeds[from][to]`: whether a card may ever move from pile `from` to pile `to` (by kind). */
  readonly feeds: readonly (readonly boolean[])[];
  readonly indexOf: ReadonlyMap<PileId, number>;
  /** Index of the stock. */
  readonly stock: number;
  /** Index of the hand, or -1. */
  readonly hand: number;
  /** Index of the single waste, or -1. */
  readonly waste: number;
  readonly foundations: readonly number[];
  readonly wastePiles: readonly number[];
  readonly tableau: readonly number[];
  /** Reserve piles (none in most games). */
  readonly reserves: readonly number[];
  /** Decks shuffled together (1 or 2). */
  readonly decks: 1 | 2;
  /** Number of cards in play: 52 per deck. */
  readonly cardCount: number;
  readonly stockDeclaration: StockDeclaration;
  /** The first foundation declaration. */
  readonly foundationDeclaration: FoundationsDeclaration;
  readonly tableauDeclaration: TableauDeclaration | null;
  /** The rules of every pile, compiled ({@link PileTables}). */
  readonly tables: PileTables;
}

const cache = new WeakMap<VariantDefinition, Layout>();

const countOf = (d: PileDeclaration): number =>
  d.kind === 'waste-pile' || d.kind === 'foundation' || d.kind === 'tableau' || d.kind === 'reserve' ? d.count : 1;
/** Kinds of which a variant has exactly one pile, and whose id is the kind itself. */
const SINGLE: readonly PileKind[] = ['stock', 'hand', 'waste'];

const targetsOf = (d: PileDeclaration): readonly PileKind[] => {
  switch (d.kind) {
    case 'stock':
      return d.deals === 'waste' ? ['waste'] : [];
    case 'foundation':
      return [];
    default:
      return d.to;
  }
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

/**
 * A card-by-card table of `follows` under `rule` (shared by every pile of one declaration). Only the
 * cards of the rank that follows are asked (4 or 8 of the 52 or 104), so a first render of a two-deck
 * game asks 832 times, not 10,816.
 */
function followTable(rule: BuildRule, cards: number): Uint8Array {
  const t = new Uint8Array(cards * cards);
  for (let a = 0; a < cards; a++) {
    const want = nextRank(rankOf(a), rule);
    if (want === 0) continue;
    for (let b = want - 1; b < cards; b += 13) if (follows(a, b, rule)) t[a * cards + b] = 1;
  }
  return t;
}

/**
 * Compiles (once, then cached) a variant's declaration.
 * @throws {TypeError} when the declaration is inconsistent (no stock, no foundations, a stock that
 *   deals to a hand or waste the variant lacks, base ranks that do not match the foundation count).
 */
export function layoutOf(variant: VariantDefinition): Layout {
  const cached = cache.get(variant);
  if (cached) return cached;
  checkVariant(variant);

  const ids: PileId[] = [];
  const kinds: PileKind[] = [];
  const decls: PileDeclaration[] = [];
  const base: number[] = [];
  const numbered: Partial<Record<PileKind, number>> = {};
  for (const d of variant.piles) {
    const n = countOf(d);
    if (!Number.isInteger(n) || n < 1 || n > 20) {
      throw new TypeError(`${variant.id}: ${d.kind} count must be 1..20, got ${String(n)}`);
    }
    if (SINGLE.includes(d.kind) && kinds.includes(d.kind)) throw new TypeError(`${variant.id}: ${d.kind} is declared twice`);
    if (d.kind === 'foundation' && Array.isArray(d.base) && d.base.length !== n) {
      throw new TypeError(`${variant.id}: ${n} foundations but ${d.base.length} base ranks`);
    }
    for (let i = 1; i <= n; i++) {
      const k = (numbered[d.kind] ?? 0) + 1;
      numbered[d.kind] = k;
      ids.push(SINGLE.includes(d.kind) ? d.kind : `${d.kind === 'waste-pile' ? 'waste' : d.kind}-${k}`);
      kinds.push(d.kind);
      decls.push(d);
      if (d.kind === 'foundation') {
        const b = Array.isArray(d.base) ? d.base[i - 1] : (d.base as Rank);
        if (typeof b !== 'number' || b < 1 || b > 13) {
          throw new TypeError(`${variant.id}: foundation-${k} has no base rank in 1..13`);
        }
        base.push(b);
      } else base.push(0);
    }
  }
  if (ids.length > 63) throw new TypeError(`${variant.id}: ${ids.length} piles; the engine handles at most 63`);
  const find = (kind: PileKind): number => kinds.indexOf(kind);
  const all = (kind: PileKind): number[] => kinds.flatMap((k, i) => (k === kind ? [i] : []));
  const stock = find('stock');
  if (stock < 0) throw new TypeError(`${variant.id}: no stock declared`);
  const foundations = all('foundation');
  if (foundations.length === 0) throw new TypeError(`${variant.id}: no foundations declared`);
  const stockDeclaration = decls[stock] as StockDeclaration;
  const hand = find('hand');
  const waste = find('waste');
  if (stockDeclaration.deals === 'hand' && hand < 0) {
    throw new TypeError(`${variant.id}: the stock deals to a hand, but there is no hand`);
  }
  if (stockDeclaration.deals === 'waste' && waste < 0) {
    throw new TypeError(`${variant.id}: the stock deals to a waste, but there is no waste`);
  }
  const foundationDeclaration = decls[foundations[0]] as FoundationsDeclaration;
  const tableau = all('tableau');
  const tableauDeclaration = tableau.length > 0 ? (decls[tableau[0]] as TableauDeclaration) : null;
  for (const d of variant.piles) {
    if (d.kind === 'tableau' && d.deal.length !== d.count) {
      throw new TypeError(`${variant.id}: ${d.count} tableau piles but ${d.deal.length} deal counts`);
    }
  }
  const redeal = stockDeclaration.redeal;
  if (redeal) {
    if (redeal.times !== 'unlimited' && !(Number.isInteger(redeal.times) && redeal.times >= 1)) {
      throw new TypeError(`${variant.id}: redeal times must be a whole number from 1 or 'unlimited', got ${String(redeal.times)}`);
    }
    if (all(redeal.gather).length === 0) throw new TypeError(`${variant.id}: a redeal gathers ${redeal.gather} piles, but there are none`);
  }

  const decks = variant.decks ?? 1;
  if (decks !== 1 && decks !== 2) throw new TypeError(`${variant.id}: decks must be 1 or 2, got ${String(decks)}`);
  const feeds = decls.map((from, i) => {
    const targets = targetsOf(from);
    return kinds.map((k, j) => i !== j && targets.includes(k));
  });
  // A redeal is a move from the first gathered pile to the stock.
  if (redeal) feeds[all(redeal.gather)[0]][stock] = true;

  const layout: Layout = {
    variant,
    ids,
    kinds,
    decls,
    base,
    feeds,
    indexOf: new Map(ids.map((id, i) => [id, i])),
    stock,
    hand,
    waste,
    foundations,
    wastePiles: all('waste-pile'),
    tableau,
    reserves: all('reserve'),
    decks,
    cardCount: DECK_SIZE * decks,
    stockDeclaration,
    foundationDeclaration,
    tableauDeclaration,
    tables: compileTables(variant, kinds, decls, base, feeds, DECK_SIZE * decks, stockDeclaration),
  };
  cache.set(variant, layout);
  return layout;
}

function compileTables(
  variant: VariantDefinition,
  kinds: readonly PileKind[],
  decls: readonly PileDeclaration[],
  base: readonly number[],
  feeds: readonly (readonly boolean[])[],
  cards: number,
  stockDeclaration: StockDeclaration,
): PileTables {
  const n = kinds.length;
  const byRule = new Map<string, Uint8Array>();
  const tableFor = (rule: BuildRule): Uint8Array => {
    const key = `${rule.direction}:${rule.suit}:${rule.step ?? 1}:${rule.wrap === true}`;
    let t = byRule.get(key);
    if (!t) byRule.set(key, (t = followTable(rule, cards)));
    return t;
  };
  const flatFeeds = new Uint8Array(n * n);
  feeds.forEach((row, i) => row.forEach((ok, j) => (flatFeeds[i * n + j] = ok ? 1 : 0)));
  const foundationIdx = kinds.flatMap((k, i) => (k === 'foundation' ? [i] : []));
  const next = new Int8Array(n * 14);
  const build: (Uint8Array | null)[] = [];
  const run: (Uint8Array | null)[] = [];
  const suitRule = new Int8Array(n);
  const emptyRank = new Int8Array(n);
  const emptyMin = new Int8Array(n).fill(1);
  const capacity = new Int8Array(n);
  const distinctSuit = new Uint8Array(n);
  const lock = new Int8Array(n);
  const place = new Int8Array(n);
  const unit = new Int8Array(n).fill(1);
  const closed = new Uint8Array(n);
  const closedExcept = new Int32Array(n);
  const dealtBase = new Uint8Array(n);
  const hidden = new Uint8Array(n);
  const seenOf = new Map<PileDeclaration, number>();
  decls.forEach((d, p) => {
    let rule: BuildRule | null = null;
    const i = seenOf.get(d) ?? 0;
    seenOf.set(d, i + 1);
    if (d.kind === 'foundation') {
      rule = d.build;
      emptyRank[p] = base[p];
      capacity[p] = 13;
      place[p] = i;
      const l = d.lock ?? (d.uniqueSuits ? 'distinct-suits' : undefined);
      lock[p] =
        l === 'distinct-suits'
          ? LOCK_DISTINCT_SUITS
          : l === 'distinct-colours'
            ? LOCK_DISTINCT_COLOURS
            : l === 'alternate-colours'
              ? LOCK_ALTERNATE_COLOURS
              : LOCK_NONE;
      distinctSuit[p] = lock[p] === LOCK_DISTINCT_SUITS ? 1 : 0;
      unit[p] = d.takes === 'complete-run' ? 13 : 1;
      if (d.phase) {
        closed[p] = 1;
        for (const r of d.phase.except ?? []) closedExcept[p] |= 1 << r;
      }
      dealtBase[p] = d.dealt ? 1 : 0;
    } else if (d.kind === 'tableau') {
      rule = d.build;
      emptyRank[p] = d.empty.rank ?? 0;
      emptyMin[p] = d.empty.minCards ?? 1;
      unit[p] = 99;
    } else if (d.kind === 'reserve') {
      hidden[p] = d.hidden === 'until-stock-empty' ? 1 : 0;
    }
    build.push(rule ? tableFor(rule) : null);
    run.push(d.kind === 'tableau' && d.run ? tableFor(d.run) : null);
    if (rule) {
      suitRule[p] = SUIT_RULE_CODE[rule.suit];
      for (let r = 1; r <= 13; r++) next[p * 14 + r] = nextRank(r, rule);
    }
  });
  const redeal = stockDeclaration.redeal;
  const gatheredPiles = redeal ? kinds.flatMap((k, i) => (k === redeal.gather ? [i] : [])) : [];
  if (redeal?.order === 'last-pile-first') gatheredPiles.reverse();
  return {
    cards,
    kind: Int8Array.from(kinds, (k) => KIND_CODE[k]),
    feeds: flatFeeds,
    targets: feeds.map((row) => Int32Array.from(row.flatMap((ok, j) => (ok ? [j] : [])))),
    foundationTargets: feeds.map((row) => Int32Array.from(foundationIdx.filter((f) => row[f]))),
    build,
    run,
    next,
    suitRule,
    emptyRank,
    emptyMin,
    capacity,
    distinctSuit,
    lock,
    place,
    unit,
    closed,
    closedExcept,
    dealtBase,
    hidden,
    redeals: redeal ? (redeal.times === 'unlimited' ? UNLIMITED : redeal.times) : 0,
    gathered: Int32Array.from(gatheredPiles),
    group: Int32Array.from(decls, (d) => variant.piles.indexOf(d)),
  };
}
