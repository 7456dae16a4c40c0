/**
 * The games the library plays, by id. A new game is a new declaration file added here.
 * @module
 */
import type { VariantDefinition } from '../engine/vocabulary.js';
import { calculation } from './calculation.js';
import { colours } from './colours.js';
import { ladyBettyClassic } from './lady-betty-classic.js';
import { ladyBetty } from './lady-betty.js';
import { ladyCadoganTwoDecks } from './lady-cadogan-two-decks.js';
import { ladyCadogan } from './lady-cadogan.js';
import { lastChance } from './last-chance.js';
import { pussInTheCorner } from './puss-in-the-corner.js';
import { sirTommy } from './sir-tommy.js';
import { strategy } from './strategy.js';

export {
  calculation,
  colours,
  ladyBetty,
  ladyBettyClassic,
  ladyCadogan,
  ladyCadoganTwoDecks,
  lastChance,
  pussInTheCorner,
  sirTommy,
  strategy,
};

/** The variants by id, frozen, in the order given. */
function byId(list: readonly VariantDefinition[]): Readonly<Record<string, VariantDefinition>> {
  return Object.freeze(Object.fromEntries(list.map((v) => [v.id, v])));
}

// Marked pure so that a bundler drops the table, and the games no one imports, when a page imports
// one game alone (`import { sirTommy } from 'patience-elements/variants'`).

/** Every variant, by id, in menu order. */
export const variants: Readonly<Record<string, VariantDefinition>> = /* @__PURE__ */ byId([
  sirTommy,
  ladyBetty,
  ladyCadogan,
  calculation,
  colours,
  strategy,
  pussInTheCorner,
  lastChance,
  ladyBettyClassic,
  ladyCadoganTwoDecks,
]);

/** Ids of the variants, in menu order. */
export const variantIds: readonly string[] = /* @__PURE__ */ Object.keys(variants);

/**
 * The variant with this id.
 * @throws {RangeError} naming the id and the known ones, when there is no such variant.
 */
export function getVariant(id: string): VariantDefinition {
  const v = typeof id === 'string' && Object.hasOwn(variants, id) ? variants[id] : undefined;
  if (!v) throw new RangeError(`unknown variant ${JSON.stringify(id)} (known: ${variantIds.join(', ')})`);
  return v;
}
