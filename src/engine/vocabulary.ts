/**
 * The vocabulary a variant is declared in: pile kinds and their capabilities (after PySolFC's
 * vocabulary: which suit and rank a pile accepts, base rank, direction, wrap, what may move).
 *
 * A game is one {@link VariantDefinition}: data, no code. The engine reads only these declarations;
 * nothing in it asks which game it is playing.
 *
 * @module
 */
import type { Rank } from './cards.js';

/**
 * Kinds of pile (RULES.md "Words"):
 * - `stock`: the face-down deck;
 * - `hand`: the one card just turned from the stock and waiting to be placed (Sir Tommy family);
 * - `waste-pile`: a player's storage pile, fed only from the hand (ids `waste-1` … `waste-n`);
 * - `waste`: a single discard pile fed from the stock (Lady Cadogan; id `waste`);
 * - `foundation`: built up to 13 cards (ids `foundation-1` … `foundation-4`);
 * - `tableau`: built down, face-down cards below (ids `tableau-1` … `tableau-10`).
 */
export type PileKind = 'stock' | 'hand' | 'waste-pile' | 'waste' | 'foundation' | 'tableau';

/**
 * A pile id: `stock`, `hand`, `waste`, or a kind and a 1-based number (`waste-2`, `foundation-1`,
 * `tableau-10`).
 */
export type PileId = string;

/** Which suits may follow each other: any suit, the same suit, the same colour, or alternating colours. */
export type SuitRule = 'any' | 'same' | 'colour' | 'alternate-colour';

/** How a card follows the one below it on a pile (or in a run that moves as a unit). */
export interface BuildRule {
  /** `up`: each card one `step` higher than the card below; `down`: lower. */
  readonly direction: 'up' | 'down';
  readonly suit: SuitRule;
  /** Rank difference between neighbours. Default 1. */
  readonly step?: number;
  /** Whether the sequence wraps from king to ace (up) or ace to king (down). Default false. */
  readonly wrap?: boolean;
}

/** The stock. Every card not dealt elsewhere starts here, face down, the first of the deck order on top. */
export interface StockDeclaration {
  readonly kind: 'stock';
  /**
   * Where the stock's cards go:
   * - `hand`: whenever the hand is empty, the top card is turned into the hand at once, as part of the
   *   move that emptied it (the deal costs the player nothing; RULES.md §1 "Dealing");
   * - `waste`: a draw (`{ from: 'stock', to: 'waste' }`) turns the top card onto the waste; a move the
   *   player chooses, allowed at any time (RULES.md §3 "Stock and waste").
   */
  readonly deals: 'hand' | 'waste';
}

/** The hand: one card waiting to be placed. */
export interface HandDeclaration {
  readonly kind: 'hand';
  /** Kinds of pile the hand card may be moved to. */
  readonly to: readonly PileKind[];
}

/** Waste piles fed only from the hand; fanned so every card shows; only the top card plays. */
export interface WastePilesDeclaration {
  readonly kind: 'waste-pile';
  readonly count: number;
  /** Kinds of pile a waste pile's top card may be moved to. */
  readonly to: readonly PileKind[];
}

/** A single waste fed from the stock; only its top card plays. */
export interface WasteDeclaration {
  readonly kind: 'waste';
  readonly to: readonly PileKind[];
}

/** Foundations: each built from a base rank to 13 cards. Cards never leave a foundation. */
export interface FoundationsDeclaration {
  readonly kind: 'foundation';
  readonly count: number;
  /** The rank that starts a foundation: one for all, or one per foundation in order. */
  readonly base: Rank | readonly Rank[];
  /** How the foundation is built on (`suit: 'same'` locks a foundation to the suit of its first card). */
  readonly build: BuildRule;
  /** One suit may own at most one foundation (RULES.md §2). Default false. */
  readonly uniqueSuits?: boolean;
}

/** What an empty tableau pile takes. */
export interface EmptyTableauRule {
  /** The rank the moved unit must start with (13: a king or a king-led run). Absent: any card. */
  readonly rank?: Rank;
  /** The fewest cards the unit must have (13 for "a complete run only"). Default 1. */
  readonly minCards?: number;
}

/** Tableau piles: dealt at the start, built down, face-down cards turned up when uncovered. */
export interface TableauDeclaration {
  readonly kind: 'tableau';
  readonly count: number;
  /** Cards dealt to each pile, in pile order (`[0, 1, …, 9]`), dealt row by row, left to right. */
  readonly deal: readonly number[];
  /** How many of each pile's top cards are dealt face up. */
  readonly faceUp: number;
  /** How a unit is built onto a pile's top card. */
  readonly build: BuildRule;
  /**
   * The run that may move as a unit: cards from some face-up card to the top, each following the one
   * below it by this rule. Absent: only the top card moves.
   */
  readonly run?: BuildRule;
  /** What an empty pile takes. */
  readonly empty: EmptyTableauRule;
  /** Kinds of pile a unit may move to. */
  readonly to: readonly PileKind[];
}

export type PileDeclaration =
  | StockDeclaration
  | HandDeclaration
  | WastePilesDeclaration
  | WasteDeclaration
  | FoundationsDeclaration
  | TableauDeclaration;

/**
 * Which foundation plays automatic play makes (when switched on; RULES.md §1, §2, §3 "Automatic play").
 * A card is played automatically when it may legally go to a foundation and:
 * - `startsFoundations` is true, or the foundation is already started (Lady Betty: never lock a
 *   foundation for the player);
 * - it is safe: `always`; `every-foundation`, a card of rank r when every foundation holds at least
 *   r − 1 cards (RULES.md §1); `other-suits`, a card of rank r when the foundations of the three other
 *   suits each hold at least r − 1 cards (RULES.md §3); or its rank is in `alwaysSafeRanks`.
 */
export interface AutoPlayRule {
  readonly startsFoundations: boolean;
  readonly safe: 'always' | 'every-foundation' | 'other-suits';
  readonly alwaysSafeRanks?: readonly Rank[];
}

/** One game, declared as data. */
export interface VariantDefinition {
  /** Id used in the `variant` attribute: `sir-tommy`. */
  readonly id: string;
  /** Name for people: "Sir Tommy". */
  readonly name: string;
  /** Other names of the game. */
  readonly aka?: readonly string[];
  /** Where the rules come from, e.g. "RULES.md §1". */
  readonly source: string;
  /** One sentence on the game, for menus and docs. */
  readonly summary: string;
  /** The piles, in layout order. */
  readonly piles: readonly PileDeclaration[];
  readonly autoPlay: AutoPlayRule;
  /** Rule lines the declarations do not say by themselves (shown with the generated rules). */
  readonly notes?: readonly string[];
}

/** Identity helper that checks a declaration's type. */
export const defineVariant = <T extends VariantDefinition>(definition: T): T => definition;
