/**
 * A variant's declaration compiled once into flat tables the move generator reads: pile ids, kinds,
 * base ranks and which pile may feed which.
 *
 * @module
 */
import type { Rank } from './cards.js';
import type {
  FoundationsDeclaration,
  PileDeclaration,
  PileId,
  PileKind,
  StockDeclaration,
  TableauDeclaration,
  VariantDefinition,
} from './vocabulary.js';

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
  readonly stockDeclaration: StockDeclaration;
  readonly foundationDeclaration: FoundationsDeclaration;
  readonly tableauDeclaration: TableauDeclaration | null;
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
    stockDeclaration,
    foundationDeclaration,
    tableauDeclaration,
  };
  cache.set(variant, layout);
  return layout;
}
