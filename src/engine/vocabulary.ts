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
 * Kinds of pile (docs/rules.md "Words"):
 * - `stock`: the face-down deck;
 * - `hand`: the one card just turned from the stock and waiting to be placed (the waste-pile games);
 * - `waste-pile`: a player's storage pile, fed from the hand (ids `waste-1` … `waste-n`);
 * - `waste`: a single discard pile fed from the stock (id `waste`);
 * - `foundation`: built to 13 cards (ids `foundation-1` … `foundation-n`);
 * - `tableau`: built on, face-down cards below (ids `tableau-1` … `tableau-n`);
 * - `reserve`: cards set aside at the deal, played from the top, perhaps face down until the stock is
 *   used up (ids `reserve-1` … `reserve-n`).
 */
export type PileKind = 'stock' | 'hand' | 'waste-pile' | 'waste' | 'foundation' | 'tableau' | 'reserve';

/** A pile kind in words, for messages and rules text: "a waste pile", "the stock". */
export const kindWords: Readonly<Record<PileKind, string>> = {
  stock: 'the stock',
  hand: 'the hand',
  'waste-pile': 'a waste pile',
  waste: 'the waste',
  foundation: 'a foundation',
  tableau: 'a tableau pile',
  reserve: 'the reserve',
};

/**
 * A pile id: `stock`, `hand`, `waste`, or a kind and a 1-based number (`waste-2`, `foundation-1`,
 * `tableau-10`, `reserve-1`). Numbers run on across several declarations of one kind: a second
 * foundation declaration of four after a first of four gives `foundation-5` … `foundation-8`.
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
   *   move that emptied it (the deal costs the player nothing; docs/rules.md "Dealing");
   * - `waste`: a draw (`{ from: 'stock', to: 'waste' }`) turns the top card onto the waste; a move the
   *   player chooses, allowed at any time (docs/rules.md "Stock and waste").
   */
  readonly deals: 'hand' | 'waste';
  /** Redeals: when the stock is used up, piles may be gathered into a new stock. Absent: no redeal. */
  readonly redeal?: RedealRule;
}

/**
 * How the stock is made again (docs/rules.md "Redeals"). A redeal is a move the player chooses once
 * the stock (and the hand) are empty: `{ from: <the first gathered pile>, to: 'stock' }` (`count`,
 * when given, is 1 or the number of cards gathered). The gathered piles are turned face down into the
 * stock so that their cards are dealt again pile by pile, each pile from its bottom card to its top.
 */
export interface RedealRule {
  /** How many redeals: a number, or `'unlimited'`. */
  readonly times: number | 'unlimited';
  /** Which piles are gathered: the waste, or every waste pile. */
  readonly gather: 'waste' | 'waste-pile';
  /** In which order several piles are dealt again: the first pile first (default) or the last. */
  readonly order?: 'first-pile-first' | 'last-pile-first';
}

/** The hand: one card waiting to be placed. */
export interface HandDeclaration {
  readonly kind: 'hand';
  /** Kinds of pile the hand card may be moved to. */
  readonly to: readonly PileKind[];
}

/**
 * Waste piles, fanned so every card shows; only the top card plays. A waste pile takes any card from
 * the hand, and a card from anywhere else (another waste pile, when `to` lists `waste-pile`) only when
 * it is empty.
 */
export interface WastePilesDeclaration {
  readonly kind: 'waste-pile';
  readonly count: number;
  /** Kinds of pile a waste pile's top card may be moved to. */
  readonly to: readonly PileKind[];
  /** Cards dealt face up to each pile at the start, before the stock is formed. Default 0. */
  readonly deal?: number;
}

/** A single waste fed from the stock; only its top card plays. */
export interface WasteDeclaration {
  readonly kind: 'waste';
  readonly to: readonly PileKind[];
}

/**
 * Foundations: each built from a base rank to 13 cards. Cards never leave a foundation. A variant may
 * declare several groups of foundations, each with its own base ranks and build rule.
 */
export interface FoundationsDeclaration {
  readonly kind: 'foundation';
  readonly count: number;
  /** The rank that starts a foundation: one for all, or one per foundation in order. */
  readonly base: Rank | readonly Rank[];
  /**
   * How the foundation is built on. `suit: 'same'` keeps a foundation to the suit of its first card,
   * `suit: 'colour'` to its colour.
   */
  readonly build: BuildRule;
  /**
   * How the foundations of this declaration share suits or colours (docs/rules.md "Locks"), checked
   * when a foundation gets its first card (and when base cards are dealt to them):
   * - `distinct-suits`: no two hold the same suit;
   * - `distinct-colours`: no two hold the same colour;
   * - `alternate-colours`: neighbours (the i-th and (i + 1)-th of this declaration) differ in colour.
   */
  readonly lock?: 'distinct-suits' | 'distinct-colours' | 'alternate-colours';
  /** Same as `lock: 'distinct-suits'` (the first name of the rule). */
  readonly uniqueSuits?: boolean;
  /**
   * Dealt with their base cards: at the start, the first card of each foundation's base rank in the
   * deck order (that keeps the lock) is put on it, in foundation order; the other cards keep their
   * order. Default false: foundations start empty.
   */
  readonly dealt?: boolean;
  /**
   * What one move puts on it: `card` (one card, the default) or `complete-run` (13 cards at once, a
   * run from a tableau pile headed by the base rank that follows the build rule all the way).
   */
  readonly takes?: 'card' | 'complete-run';
  /**
   * A phase rule (docs/rules.md "Phases"): no card goes to these foundations until the stock is used
   * up (`stock-empty`: the stock and the hand both empty), except cards of the ranks in `except`.
   */
  readonly phase?: { readonly until: 'stock-empty'; readonly except?: readonly Rank[] };
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

/**
 * Reserve piles: cards dealt at the start and played from the top (only the top card moves). With
 * `hidden: 'until-stock-empty'` their cards stay face down until the stock and the hand are both empty,
 * then turn face up by themselves (docs/rules.md "Reserve").
 */
export interface ReserveDeclaration {
  readonly kind: 'reserve';
  readonly count: number;
  /** Cards dealt to each reserve pile at the start. */
  readonly deal: number;
  /** Face down until the stock and the hand are empty (`until-stock-empty`), or face up (absent). */
  readonly hidden?: 'until-stock-empty';
  /** Kinds of pile a reserve's top card may be moved to. */
  readonly to: readonly PileKind[];
}

export type PileDeclaration =
  | StockDeclaration
  | HandDeclaration
  | WastePilesDeclaration
  | WasteDeclaration
  | FoundationsDeclaration
  | TableauDeclaration
  | ReserveDeclaration;

/**
 * Which foundation plays automatic play makes (when switched on; docs/rules.md "Automatic play").
 * A card is played automatically when it may legally go to a foundation and:
 * - `startsFoundations` is true, or the foundation is already started (never lock a foundation for
 *   the player when choosing one is the game's decision);
 * - it is safe: `always`; `every-foundation`, a card of rank r when every foundation holds at least
 *   r − 1 cards; `other-suits`, a card of rank r when every card of rank r − 1 is on a foundation (with
 *   one deck: the foundations of the three other suits each hold at least r − 1 cards), so no card
 *   left could be built on it; `sole-destination`, a card no other card still in play could replace on
 *   that foundation and no other foundation could ever take; or its rank is in `alwaysSafeRanks`.
 */
export interface AutoPlayRule {
  readonly startsFoundations: boolean;
  readonly safe: 'always' | 'every-foundation' | 'other-suits' | 'sole-destination';
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
  /** Where the rules come from: the published source and the docs/rules.md section. */
  readonly source: string;
  /** One sentence on the game, for menus and docs. */
  readonly summary: string;
  /**
   * How many 52-card decks are shuffled together: 1 (the default) or 2. With two decks every card
   * has a twin; the second deck's cards are named with a `2` (`AS2`; docs/rules.md "Cards and notation").
   */
  readonly decks?: 1 | 2;
  /** The piles, in layout order. */
  readonly piles: readonly PileDeclaration[];
  /** Automatic play, when the player switches it on. Absent: the variant has none (every move is the player's). */
  readonly autoPlay?: AutoPlayRule;
  /** Rule lines the declarations do not say by themselves (shown with the generated rules). */
  readonly notes?: readonly string[];
}

/** Identity helper that checks a declaration's type. */
export const defineVariant = <T extends VariantDefinition>(definition: T): T => definition;
