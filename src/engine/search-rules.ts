/**
 * Which of the solver's shortcuts are sound for a variant, decided from the shape of its declaration
 * (its compiled {@link Layout}), never from its name. Every shortcut here is a claim that no winning
 * line is lost by taking it; each is switched on only for a shape whose argument is written out below
 * (and in docs/rules.md "How the solver decides"), and off for any shape the engine does not know, so a
 * new variant never makes the solver's `lost` unsound: at worst the search is slower.
 *
 * The solver's `lost` answers are checked against a brute force on small positions of every variant
 * (test/engine/solver-soundness.test.ts).
 *
 * @module
 */
import {
  K_FOUNDATION,
  K_HAND,
  K_RESERVE,
  K_STOCK,
  K_TABLEAU,
  K_WASTE,
  K_WASTE_PILE,
  LOCK_ALTERNATE_COLOURS,
  type Layout,
} from './layout.js';
import type { FoundationsDeclaration, TableauDeclaration } from './vocabulary.js';

/** The shortcuts the solver may take for a variant, and why. */
export interface SearchRules {
  /**
   * Each pile's interchangeable group (-1: none): piles the rules cannot tell apart once dealt (same
   * declaration, same base rank, no rule that reads a pile's position). The canonical key ignores the
   * order of the piles in a group, and moves onto a copy of an earlier pile of the group are not tried.
   */
  readonly group: Int32Array;
  /**
   * What the key sees of each card: its rank alone when no rule reads a suit or a colour, its rank and
   * colour when rules read colours only, else its face (rank and suit; the two decks' copies of a card
   * are alike). Positions that differ only in what the key does not see have the same future.
   */
  readonly keyCard: Int32Array;
  /** `rank`, `rank-colour` or `face`: what {@link keyCard} keeps. */
  readonly keyBy: 'rank' | 'rank-colour' | 'face';
  /** The variant's automatic play is a dominance: its moves are made at once, as forced moves. */
  readonly forced: boolean;
  /** The rank-slot dead test applies (Hall's condition on the slots of each rank). */
  readonly rankSlots: boolean;
  /** The precedence-cycle dead test applies (in-suit foundations, piles emptied top first). */
  readonly precedence: boolean;
  /** The precedence test may try each way of sharing the free bases among suits without a foundation. */
  readonly assignSuits: boolean;
  /**
   * The future-card test (with the precedence test): the stock deals one card at a time into a hand
   * whose card may go only to a foundation or a pile of {@link foundationOnly}, so a dealt card that
   * cannot go up must go on one of those piles.
   */
  readonly futureCards: boolean;
  /**
   * The move order builds runs (not a shortcut: it changes only which move is tried first, so it needs
   * no soundness argument): the tableau piles move runs as units. A move whose unit joins the run on
   * the target pile is tried before every other move, and one that splits a run without joining another
   * after every other move (docs/solver.md "Move order").
   */
  readonly runOrder: boolean;
  /**
   * The move order weighs what a hand placement buries (not a shortcut: it changes only which move is
   * tried first, so it needs no soundness argument): in a game without tableau piles whose stock deals
   * one card at a time into a hand, with four interchangeable ace foundations building up by one
   * regardless of suit (the rank-column shape), or with in-suit foundations that the hand and the piles
   * it feeds alone feed (the {@link futureCards} shape). A placement that buries cards needed at most
   * {@link BURY_SLACK} foundation steps sooner comes before an empty pile (docs/solver.md "Move order").
   * These shapes also get the beam for the second half of a large budget (solver.ts; docs/solver.md
   * "The beam"), whose score reads the same need of each card.
   */
  readonly buryOrder: boolean;
  /**
   * A beam search takes the second half of a large budget (solver.ts; docs/solver.md "The beam"; not a
   * shortcut: it only looks for a win, and a line it finds replays). On with {@link buryOrder}, and in
   * a game without tableau piles whose stock deals one card at a time into a hand, with four in-suit
   * ace foundations building up by one (the precedence test's shape): there each card's need (its
   * distance, the beam score's measure) is read from the foundations as the burial order reads it.
   */
  readonly beam: boolean;
  /**
   * The beam where the hand feeds only foundations that build regardless of suit by their own steps
   * (not by one from the ace), and piles that feed only them: the foundations grow side by side at
   * different paces, so the beam's score counts each card's need from now (the cards some foundation
   * must still take first, `distance` with `fromNow`), and the depth-first passes keep three quarters
   * of the budget (docs/solver.md "The beam").
   */
  readonly beamWait: boolean;
  /**
   * The burial order ({@link buryOrder}) takes over from the plain order part of the way through a
   * large budget (not a shortcut: only the order of the moves changes, so it needs no soundness
   * argument): where the hand feeds only foundations and piles that feed only them, and the
   * foundations build up by one in colour (two per colour, so every card has two foundations it may
   * go to; after 55 %, and for the last eighth with a slack of 1); and, after the first quarter and up
   * to the beam, where a hand goes onto piles with foundations building regardless of suit by their
   * own steps ({@link beamWait}) or with four in-suit ace foundations (the beam's shape). There the
   * plain order wins most deals within a few thousand nodes and the burial order, from the first move,
   * loses some of them, but it wins many of the deals the plain order leaves `unknown` (docs/solver.md
   * "The burial order after the plain order").
   */
  readonly buryLater: boolean;
  /** Piles whose cards may leave only for a foundation (the dead tests' piles). */
  readonly foundationOnly: readonly number[];
  /** One line per shortcut: on or off, and why. */
  readonly reasons: readonly string[];
}

const cache = new WeakMap<Layout, SearchRules>();

/** The sound shortcuts of a variant (see {@link SearchRules}); computed once per layout. */
export function searchRules(layout: Layout): SearchRules {
  const cached = cache.get(layout);
  if (cached) return cached;
  const t = layout.tables;
  const n = layout.ids.length;
  const reasons: string[] = [];
  const v = layout.variant;
  const fs = layout.foundations;
  const fDecls = [...new Set(fs.map((f) => layout.decls[f] as FoundationsDeclaration))];
  const tDecls = [...new Set(layout.tableau.map((p) => layout.decls[p] as TableauDeclaration))];
  const oneDeck = t.cards === 52;
  const oneFoundationDecl = fDecls.length === 1;
  const fd0 = fDecls[0];
  const bases = fs.map((f) => layout.base[f]);
  const sameBase = bases.every((b) => b === bases[0]);
  const fRules = fDecls.map((d) => d.build);
  const allInSuit = fs.every((f) => t.suitRule[f] === 1);
  const upByOne = fRules.every((b) => b.direction === 'up' && (b.step ?? 1) === 1);
  const noWrap = fRules.every((b) => !b.wrap);
  const distinct = fs.every((f) => t.distinctSuit[f] === 1);
  const singleCards = fs.every((f) => t.unit[f] === 1);
  const gathered = new Set(Array.from(t.gathered));

  // What the rules read of a card.
  const buildRules = [...fRules, ...tDecls.flatMap((d) => (d.run ? [d.build, d.run] : [d.build]))];
  const readsSuit = buildRules.some((b) => b.suit === 'same') || fs.some((f) => t.lock[f] === 1) || v.autoPlay?.safe === 'other-suits';
  const readsColour = buildRules.some((b) => b.suit === 'colour' || b.suit === 'alternate-colour') || fs.some((f) => t.lock[f] > 1);
  const keyBy = readsSuit || !oneDeck ? 'face' : readsColour ? 'rank-colour' : 'rank';
  const keyCard = Int32Array.from({ length: t.cards }, (_, c) => {
    const face = c % 52;
    if (keyBy === 'rank') return (face % 13) + 1;
    if (keyBy === 'rank-colour') return (face % 13) + 1 + (((face / 13) | 0) === 1 || ((face / 13) | 0) === 2 ? 20 : 0);
    return face + 1;
  });
  reasons.push(
    `key: cards by ${keyBy} (${keyBy === 'rank' ? 'no rule reads a suit or a colour' : keyBy === 'rank-colour' ? 'rules read colours only' : oneDeck ? 'a rule reads suits' : 'two decks: copies alike'})`,
  );

  // Interchangeable piles: same declaration and base; no rule reads their position (a redeal gathers
  // piles in their order; an alternate-colours lock looks at neighbours).
  const group = new Int32Array(n).fill(-1);
  const keys: string[] = [];
  const positional: string[] = [];
  for (let p = 0; p < n; p++) {
    const k = t.kind[p];
    if (k !== K_WASTE_PILE && k !== K_TABLEAU && k !== K_FOUNDATION && k !== K_RESERVE) continue;
    if (gathered.has(p) || (k === K_FOUNDATION && t.lock[p] === LOCK_ALTERNATE_COLOURS)) {
      positional.push(layout.ids[p]);
      continue;
    }
    const key = `${t.group[p]}:${layout.base[p]}`;
    let g = keys.indexOf(key);
    if (g < 0) g = keys.push(key) - 1;
    group[p] = g;
  }
  reasons.push(
    `groups: piles of one declaration (foundations: and base rank) are interchangeable${positional.length ? `, except ${positional.join(', ')}, whose position a rule reads` : ''}`,
  );

  // Piles on which nothing is built: what they take does not depend on their top card.
  const inert = (p: number): boolean => {
    const k = t.kind[p];
    return k === K_HAND || k === K_WASTE_PILE || k === K_WASTE || k === K_RESERVE;
  };
  const sources = Array.from({ length: n }, (_, p) => p).filter((p) => t.foundationTargets[p].length > 0);

  // Automatic play as forced moves.
  const a = v.autoPlay;
  let forced = false;
  let why: string;
  if (!a) why = 'the variant has no automatic play';
  else if (!singleCards) why = 'a foundation takes complete runs';
  else if (a.safe === 'sole-destination') {
    forced = sources.every(inert);
    why = forced
      ? 'sole-destination: the card is the only one still in play that can go there and no other foundation can ever take it, and it comes from a pile nothing is built on'
      : 'sole-destination needs the foundations fed from piles nothing is built on';
  } else if (!oneDeck) why = 'two decks: a card has a twin that could take its place';
  else if (a.safe === 'every-foundation') {
    forced =
      oneFoundationDecl &&
      sameBase &&
      bases[0] === 1 &&
      upByOne &&
      noWrap &&
      fd0.build.suit === 'any' &&
      !distinct &&
      keyBy === 'rank' &&
      sources.every(inert);
    why = forced
      ? 'every-foundation: interchangeable foundations from aces, suit-blind, fed from piles nothing is built on; the rank-r cards still out are exactly as many as the foundations at r − 1'
      : 'every-foundation needs interchangeable ace foundations building up by one regardless of suit, fed from piles nothing is built on';
  } else if (a.safe === 'always') {
    const ownership = distinct || (oneFoundationDecl && sameBase);
    const starts = !a.startsFoundations || (oneFoundationDecl && sameBase && fs.length === 4);
    forced = allInSuit && ownership && starts && sources.every(inert);
    why = forced
      ? 'always: foundations build in suit and each suit owns at most one, so a card that continues a started foundation has no other destination and no other card can go there first; it comes from a pile nothing is built on'
      : 'always needs in-suit foundations with one owner per suit, fed from piles nothing is built on (and, to start foundations, four alike)';
  } else {
    const tableauDownByOne = tDecls.every((d) => d.build.direction === 'down' && (d.build.step ?? 1) === 1 && !d.build.wrap);
    const always = a.alwaysSafeRanks ?? [];
    forced =
      oneFoundationDecl &&
      fs.length === 4 &&
      sameBase &&
      bases[0] === 1 &&
      allInSuit &&
      upByOne &&
      noWrap &&
      tableauDownByOne &&
      a.startsFoundations &&
      always.every((r) => r === 1 || r === 2) &&
      sources.every((p) => inert(p) || t.kind[p] === K_TABLEAU);
    why = forced
      ? 'other-suits: in-suit ace foundations, tableau built down by one: every card that could be built on the card is home, so in the tableau it can only block; an ace is never better on a tableau two than home'
      : 'other-suits needs four in-suit ace foundations and a tableau built down by one';
  }
  reasons.push(`forced moves ${forced ? 'on' : 'off'}: ${why}`);

  // Dead tests.
  const foundationOnly = Array.from({ length: n }, (_, p) => p).filter((p) => {
    const k = t.kind[p];
    // (A gathered pile's cards may go back to the stock.)
    if (k === K_STOCK || k === K_HAND || k === K_FOUNDATION || gathered.has(p)) return false;
    const ts = t.targets[p];
    return ts.length > 0 && Array.from(ts).every((q) => t.kind[q] === K_FOUNDATION);
  });
  const rankSlots =
    oneDeck &&
    singleCards &&
    foundationOnly.length > 0 &&
    oneFoundationDecl &&
    fs.length === 4 &&
    sameBase &&
    bases[0] === 1 &&
    upByOne &&
    noWrap;
  reasons.push(
    `rank-column dead test ${rankSlots ? 'on' : 'off'}${rankSlots ? '' : ': needs one deck, four ace foundations building up by one, and piles that feed only foundations'}`,
  );
  const precedence = oneDeck && singleCards && foundationOnly.length > 0 && oneFoundationDecl && allInSuit;
  reasons.push(
    `precedence dead test ${precedence ? 'on' : 'off'}${precedence ? '' : ': needs one deck, in-suit foundations, and piles that feed only foundations'}`,
  );
  const assignSuits = precedence && fs.length === 4 && (fd0.build.wrap === true || bases.every((b) => b === 1));
  const hand = layout.hand;
  // A stock dealing into a hand that feeds only foundations and foundation-only piles.
  const handFeedsUp =
    layout.stockDeclaration.deals === 'hand' &&
    hand >= 0 &&
    Array.from(t.targets[hand]).every((q) => t.kind[q] === K_FOUNDATION || foundationOnly.includes(q));
  const futureCards = precedence && handFeedsUp;
  reasons.push(
    `future-card test ${futureCards ? 'on' : 'off'}${futureCards ? '' : ': needs the precedence test, and a stock dealing into a hand that feeds only foundations and those piles'}`,
  );

  // Move order (not a shortcut): build runs first where the tableau moves runs as units.
  const runOrder = tDecls.length > 0 && tDecls.every((d) => d.run !== undefined);
  reasons.push(
    `move order ${runOrder ? 'builds runs: the tableau moves runs as units; moves that join a run first, moves that split one last' : 'plain: no tableau that moves runs'}`,
  );

  // Move order (not a shortcut): weigh what a placement buries where the game is placing dealt cards:
  // no tableau, a stock dealing into a hand, and either rank-column foundations (suit-blind) or in-suit
  // foundations whose hand feeds only them and the foundation-only piles (the future-card shape).
  const handOntoPiles = layout.tableau.length === 0 && layout.stockDeclaration.deals === 'hand' && hand >= 0;
  const buryOrder = handOntoPiles && ((rankSlots && fd0.build.suit === 'any') || futureCards);
  reasons.push(`burial order ${buryOrder ? 'on' : 'off'}`);
  // The beam: there, and where a dealt hand goes onto piles with four in-suit ace foundations (the
  // rank-column shape, in suit), whose cards' need the beam's score reads as the burial order does,
  // even where the piles also pass cards between them.
  const inSuit = handOntoPiles && rankSlots && allInSuit;
  // And where the hand feeds only foundations and piles that feed only them, and no rule reads a suit
  // or a colour (foundations building by their own steps): there a card's need is counted from now,
  // and the passes keep three quarters.
  const beamWait = !buryOrder && handOntoPiles && handFeedsUp && keyBy === 'rank';

  // The burial order after the plain order's share of a large budget: the placing game, foundations by
  // colour, or (`beamWait`) by their own steps regardless of suit, or (`inSuit`) in suit from the aces.
  const buryLater =
    !buryOrder && ((handOntoPiles && handFeedsUp && upByOne && fRules.every((b) => b.suit === 'colour')) || beamWait || inSuit);
  reasons.push(`burial order later ${buryLater ? 'on' : 'off'}`);

  const rules: SearchRules = {
    group,
    keyCard,
    keyBy,
    forced,
    rankSlots,
    precedence,
    assignSuits,
    futureCards,
    runOrder,
    buryOrder,
    beam: buryOrder || inSuit || beamWait,
    beamWait,
    buryLater,
    foundationOnly,
    reasons,
  };
  cache.set(layout, rules);
  return rules;
}
