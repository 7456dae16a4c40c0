/**
 * Example games for the element suites, chosen from the registry by the shape a test needs (a hand and
 * four waste piles, a tableau with face-down cards and runs, foundations that lock a suit…), never by
 * name: a suite that needs "a game with a tableau" keeps working, and keeps testing the same thing, when
 * games are added, renamed or reordered. Each shape fails loudly, naming itself, if no game has it.
 */
import {
  cardCode,
  dealGame,
  layoutOf,
  parseCard,
  type FoundationsDeclaration,
  type PileDeclaration,
  type PileKind,
  type VariantDefinition,
} from '../../src/engine/index.js';
import { variantIds, variants } from '../../src/variants/index.js';

/** The first variant (menu order) for which `test` holds; throws naming `shape` when there is none. */
export function variantWhere(shape: string, test: (v: VariantDefinition) => boolean): string {
  const id = variantIds.find((v) => test(variants[v]));
  if (id === undefined) throw new Error(`no variant in the registry has ${shape}`);
  return id;
}

/** The declaration of `kind` in `v` (the first one), or undefined. */
export const pileOf = <K extends PileKind>(v: VariantDefinition, kind: K): Extract<PileDeclaration, { kind: K }> | undefined =>
  v.piles.find((p) => p.kind === kind) as Extract<PileDeclaration, { kind: K }> | undefined;

const foundations = (v: VariantDefinition): FoundationsDeclaration[] =>
  v.piles.filter((p): p is FoundationsDeclaration => p.kind === 'foundation');

/** The game `<patience-game>` deals without a `variant` attribute (the first in menu order). */
export const DEFAULT_VARIANT = variantIds[0];

/**
 * A one-deck game with a hand, four waste piles that take any card, and four foundations built up from
 * the ace regardless of suit, open from the start: the game the preset decks of `extra.ts`
 * (WINNING_DECK, LOSING_DECK, SELF_WINNING_DECK) are built for.
 */
export const HAND_GAME = variantWhere('a hand, four waste piles, and four foundations up from the ace regardless of suit', (v) => {
  const f = foundations(v);
  const waste = pileOf(v, 'waste-pile');
  return (
    (v.decks ?? 1) === 1 &&
    pileOf(v, 'hand') !== undefined &&
    waste?.count === 4 &&
    !waste.deal &&
    !pileOf(v, 'tableau') &&
    !pileOf(v, 'reserve') &&
    !pileOf(v, 'stock')?.redeal &&
    f.length === 1 &&
    f[0].count === 4 &&
    f[0].base === 1 &&
    f[0].build.direction === 'up' &&
    f[0].build.suit === 'any' &&
    (f[0].build.step ?? 1) === 1 &&
    !f[0].dealt &&
    !f[0].lock &&
    !f[0].phase
  );
});

/**
 * A game with a hand whose foundations each have their own base rank and lock to the suit of their first
 * card (one foundation per suit), not dealt at the start.
 */
export const LOCKING_GAME = variantWhere(
  'a hand and foundations with their own base ranks, each locked to one suit',
  (v) => pileOf(v, 'hand') !== undefined && foundations(v).some((f) => f.uniqueSuits === true && Array.isArray(f.base) && !f.dealt),
);

/** A one-deck game with a tableau that has face-down cards and moves runs as one unit. */
export const TABLEAU_GAME = variantWhere('a one-deck tableau with face-down cards and runs', (v) => {
  const t = pileOf(v, 'tableau');
  return (v.decks ?? 1) === 1 && t !== undefined && t.run !== undefined && t.deal.some((n) => n > t.faceUp);
});

/** A game whose foundations are dealt with their base cards and build by more than one rank at a time. */
export const STEPPING_GAME = variantWhere('foundations dealt with their base cards that build by steps', (v) =>
  foundations(v).some((f) => f.dealt && (f.build.step ?? 1) > 1),
);

/** A game other than `id`s (the first in menu order): for tests that switch games. */
export const otherVariant = (...ids: string[]): string =>
  variantWhere(`a variant other than ${ids.join(', ')}`, (v) => !ids.includes(v.id));

/** The game's name for people ("Sir Tommy"), from its declaration. */
export const nameOf = (id: string): string => variants[id].name;

/** Every card code of one deck, rank by rank (AC AD AH AS 2C …): the order `deckWithTops` fills the other places from. */
export const ONE_DECK: readonly string[] = [...'A23456789TJQK'].flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => r + s));

/**
 * A one-deck preset order for variant `id` whose piles show the given top cards right after the deal
 * (`{ 'tableau-2': '9H' }`: pile tableau-2's top card is the nine of hearts); every other place takes the
 * remaining cards in `ONE_DECK` order. The deal order is read from the engine (a probe deal with
 * automatic play off), so it holds for any layout.
 * @throws {Error} when a named pile gets no card in the deal.
 */
export function deckWithTops(id: string, tops: Record<string, string>): string[] {
  const variant = variants[id];
  const layout = layoutOf(variant);
  const probe = dealGame(variant, null, ONE_DECK.map(parseCard), false).states[0];
  const deck: (string | null)[] = Array<string | null>(ONE_DECK.length).fill(null);
  for (const [pile, code] of Object.entries(tops)) {
    const cards = probe.piles[layout.ids.indexOf(pile)] ?? [];
    if (cards.length === 0) throw new Error(`${pile} gets no card in the deal of ${id}`);
    deck[ONE_DECK.indexOf(cardCode(cards[cards.length - 1]))] = code;
  }
  const used = new Set(Object.values(tops));
  const rest = ONE_DECK.filter((c) => !used.has(c));
  return deck.map((c) => c ?? rest.shift()!);
}

/** A game whose stock is drawn onto a single waste pile (one card at a time). */
export const DRAW_GAME = variantWhere('a stock drawn onto one waste pile', (v) => pileOf(v, 'stock')?.deals === 'waste');

/** A game whose stock is drawn onto a single waste pile, gathered back into the stock by a redeal. */
export const REDEAL_DRAW_GAME = variantWhere(
  'a stock drawn onto one waste pile, with redeals',
  (v) => pileOf(v, 'stock')?.deals === 'waste' && pileOf(v, 'stock')?.redeal !== undefined,
);

/** A game whose stock may be redealt without limit (going round the stock is no progress). */
export const CYCLING_GAME = variantWhere('a stock with unlimited redeals', (v) => pileOf(v, 'stock')?.redeal?.times === 'unlimited');
