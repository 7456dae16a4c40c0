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
/** Kind code of each pile kind. */
export const KIND_CODE: Readonly<Record<PileKind, number>> = {
  stock: K_STOCK,
  hand: K_HAND,
  'waste-pile': K_WASTE_PILE,
  waste: K_WASTE,
  foundation: K_FOUNDATION,
  tableau: K_TABLEAU,
};

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
  /** Number of cards in play (52 for one deck). */
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
  d.kind === 'waste-pile' || d.kind === 'foundation' || d.kind === 'tableau' ? d.count : 1;

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

/** A card-by-card table of `follows` under `rule` (shared by every pile of one declaration). */
function followTable(rule: BuildRule, cards: number): Uint8Array {
  const t = new Uint8Array(cards * cards);
  for (let a = 0; a < cards; a++) {
    for (let b = 0; b < cards; b++) t[a * cards + b] = follows(a, b, rule) ? 1 : 0;
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

  const ids: PileId[] = [];
  const kinds: PileKind[] = [];
  const decls: PileDeclaration[] = [];
  const base: number[] = [];
  for (const d of variant.piles) {
    const n = countOf(d);
    if (!Number.isInteger(n) || n < 1 || n > 20) {
      throw new TypeError(`${variant.id}: ${d.kind} count must be 1..20, got ${String(n)}`);
    }
    if (kinds.includes(d.kind)) throw new TypeError(`${variant.id}: ${d.kind} is declared twice`);
    for (let i = 1; i <= n; i++) {
      const single = d.kind === 'stock' || d.kind === 'hand' || d.kind === 'waste';
      ids.push(single ? d.kind : `${d.kind === 'waste-pile' ? 'waste' : d.kind}-${i}`);
      kinds.push(d.kind);
      decls.push(d);
      if (d.kind === 'foundation') {
        const b = Array.isArray(d.base) ? d.base[i - 1] : (d.base as Rank);
        if (typeof b !== 'number' || b < 1 || b > 13) {
          throw new TypeError(`${variant.id}: foundation-${i} has no base rank in 1..13`);
        }
        base.push(b);
      } else base.push(0);
    }
  }
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
  if (Array.isArray(foundationDeclaration.base) && foundationDeclaration.base.length !== foundations.length) {
    throw new TypeError(`${variant.id}: ${foundations.length} foundations but ${foundationDeclaration.base.length} base ranks`);
  }
  const tableau = all('tableau');
  const tableauDeclaration = tableau.length > 0 ? (decls[tableau[0]] as TableauDeclaration) : null;
  if (tableauDeclaration && tableauDeclaration.deal.length !== tableau.length) {
    throw new TypeError(`${variant.id}: ${tableau.length} tableau piles but ${tableauDeclaration.deal.length} deal counts`);
  }

  const feeds = decls.map((from, i) => {
    const targets = targetsOf(from);
    return kinds.map((k, j) => i !== j && targets.includes(k));
  });

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
    cardCount: DECK_SIZE,
    stockDeclaration,
    foundationDeclaration,
    tableauDeclaration,
    tables: compileTables(variant, kinds, decls, base, feeds, DECK_SIZE),
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
  decls.forEach((d, p) => {
    let rule: BuildRule | null = null;
    if (d.kind === 'foundation') {
      rule = d.build;
      emptyRank[p] = base[p];
      capacity[p] = 13;
      distinctSuit[p] = d.uniqueSuits ? 1 : 0;
    } else if (d.kind === 'tableau') {
      rule = d.build;
      emptyRank[p] = d.empty.rank ?? 0;
      emptyMin[p] = d.empty.minCards ?? 1;
    }
    build.push(rule ? tableFor(rule) : null);
    run.push(d.kind === 'tableau' && d.run ? tableFor(d.run) : null);
    if (rule) {
      suitRule[p] = SUIT_RULE_CODE[rule.suit];
      for (let r = 1; r <= 13; r++) next[p * 14 + r] = nextRank(r, rule);
    }
  });
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
    group: Int32Array.from(decls, (d) => variant.piles.indexOf(d)),
  };
}
