/**
 * Rules as data, generated from a variant's declaration: the rules a player reads are the rules the
 * engine enforces (after PySolFC, where rules describe themselves; docs/rules.md "Reading the rules").
 *
 * {@link ruleFacts} gives structured facts, each an `id` with its parameters (plain JSON, no words):
 * the elements put them into the player's language (src/i18n/rules-words.ts). {@link describeRules}
 * renders the same facts as developer English (docs, tests, logs), as {@link refusalText} does for
 * refusals.
 * @module
 */
import { RANK_NAMES, rankPlural, withArticle, type Rank } from './cards.js';
import { layoutOf } from './layout.js';
import { describeBuild, describeEmpty } from './rules.js';
import type {
  AutoPlayRule,
  BuildRule,
  EmptyTableauRule,
  FoundationsDeclaration,
  PileKind,
  RedealRule,
  VariantDefinition,
} from './vocabulary.js';
import { kindWords } from './vocabulary.js';

/** One group of foundations (one declaration), numbered from `first`. */
export interface FoundationGroup {
  readonly first: number;
  readonly count: number;
  /** The base rank of each, in order (one rank for all when `perFoundation` is false). */
  readonly bases: readonly Rank[];
  readonly perFoundation: boolean;
  readonly build: BuildRule;
  /** Dealt with their base cards at the start. */
  readonly dealt: boolean;
  /** Take only complete runs of 13 cards from the tableau. */
  readonly completeRun: boolean;
  /** How the group shares suits or colours (null: no rule beyond the build). */
  readonly lock: 'distinct-suits' | 'distinct-colours' | 'alternate-colours' | null;
  /** The ranks each foundation goes through, when the build steps by more than one (else null). */
  readonly sequences: readonly (readonly Rank[])[] | null;
  /** A phase rule: closed until the stock is used up, except for these ranks (null: none). */
  readonly phase: { readonly except: readonly Rank[] } | null;
}

/**
 * One rule of a variant, as data. `id` names the part of the game it is about (the deal, one per pile
 * kind, automatic play, the end, the variant's own notes); the other fields are what a sentence about
 * it needs.
 */
export type RuleFact =
  /** Two decks shuffled together: every card has a twin. */
  | { readonly id: 'two-decks'; readonly cards: number }
  /** The stock: `cards` face down (`all`: every card); it deals into the hand, or is drawn onto the waste; redeals. */
  | {
      readonly id: 'stock';
      readonly deals: 'hand' | 'waste';
      readonly cards: number;
      readonly all: boolean;
      readonly redeal: Required<RedealRule> | null;
    }
  /** The hand: the card just turned, placed on a pile of one of these kinds. */
  | { readonly id: 'hand'; readonly to: readonly PileKind[] }
  /** `count` waste piles (`deal` cards each at the start); top cards play to `to`; `between`: to an empty waste pile too. */
  | {
      readonly id: 'waste-piles';
      readonly count: number;
      readonly deal: number;
      readonly to: readonly PileKind[];
      readonly between: boolean;
    }
  /** One waste fed from the stock; its top card plays to these kinds. */
  | { readonly id: 'waste'; readonly to: readonly PileKind[] }
  /** The foundations, `count` in all, in groups (one per declaration). Cards never leave them. */
  | { readonly id: 'foundations'; readonly count: number; readonly groups: readonly FoundationGroup[] }
  /**
   * `count` tableau piles dealt `deal` cards, the top `faceUp` face up; built by `build`; the top card
   * plays to `to`; a `run` moves as a unit to `runTo` (a foundation only where one takes complete runs).
   */
  | {
      readonly id: 'tableau';
      readonly count: number;
      readonly deal: readonly number[];
      readonly faceUp: number;
      readonly build: BuildRule;
      readonly run?: BuildRule;
      readonly to: readonly PileKind[];
      readonly runTo: readonly PileKind[];
      readonly empty: EmptyTableauRule;
    }
  /** `count` reserve piles of `deal` cards; `hidden`: face down until the stock is used up. */
  | { readonly id: 'reserve'; readonly count: number; readonly deal: number; readonly hidden: boolean; readonly to: readonly PileKind[] }
  /** Automatic play of safe cards (see {@link AutoPlayRule}). */
  | {
      readonly id: 'auto-play';
      readonly safe: AutoPlayRule['safe'];
      readonly alwaysSafeRanks: readonly Rank[];
      readonly startsFoundations: boolean;
    }
  /** The variant has no automatic play. */
  | { readonly id: 'no-auto-play' }
  /** Won and lost: `rearranges` (moves between piles of one kind) and `cycling` (going round the stock) are not progress. */
  | { readonly id: 'end'; readonly cards: number; readonly rearranges: boolean; readonly cycling: boolean }
  /** The variant's note number `index` (0-based; its developer English in `text`). */
  | { readonly id: 'note'; readonly variant: string; readonly index: number; readonly text: string };

/** The id of a rule fact. */
export type RuleFactId = RuleFact['id'];

/** A variant's rules as data: its id and the facts, in the order they are shown. */
export interface VariantRules {
  readonly variant: string;
  readonly facts: readonly RuleFact[];
}

/** The ranks a foundation is built through from `base` by its rule. */
function sequence(base: Rank, d: FoundationsDeclaration): Rank[] {
  const step = d.build.step ?? 1;
  const out: Rank[] = [];
  let r: number = base;
  for (let i = 0; i < 13 && r >= 1 && r <= 13; i++) {
    out.push(r as Rank);
    r = d.build.direction === 'up' ? r + step : r - step;
    if (d.build.wrap) r = ((((r - 1) % 13) + 13) % 13) + 1;
  }
  return out;
}

function foundationGroup(d: FoundationsDeclaration, first: number): FoundationGroup {
  const perFoundation = Array.isArray(d.base);
  const bases = perFoundation ? [...(d.base as readonly Rank[])] : [d.base as Rank];
  return {
    first,
    count: d.count,
    bases,
    perFoundation,
    build: d.build,
    dealt: !!d.dealt,
    completeRun: d.takes === 'complete-run',
    lock: d.lock ?? (d.uniqueSuits ? 'distinct-suits' : null),
    sequences: (d.build.step ?? 1) !== 1 ? bases.map((b) => sequence(b, d)) : null,
    phase: d.phase ? { except: d.phase.except ?? [] } : null,
  };
}

/** The rules of a variant as facts (ids and parameters). */
export function ruleFacts(variant: VariantDefinition): VariantRules {
  const facts: RuleFact[] = [];
  const total = layoutOf(variant).cardCount;
  if ((variant.decks ?? 1) === 2) facts.push({ id: 'two-decks', cards: total });
  const all = variant.piles;
  let foundationsDone = false;
  for (const d of all) {
    switch (d.kind) {
      case 'stock': {
        const elsewhere = all.reduce(
          (n, p) =>
            n +
            (p.kind === 'tableau' ? p.deal.reduce((a, b) => a + b, 0) : 0) +
            (p.kind === 'waste-pile' ? (p.deal ?? 0) * p.count : 0) +
            (p.kind === 'reserve' ? p.deal * p.count : 0) +
            (p.kind === 'foundation' && p.dealt ? p.count : 0),
          0,
        );
        const r = d.redeal;
        facts.push({
          id: 'stock',
          deals: d.deals,
          cards: total - elsewhere,
          all: elsewhere === 0,
          redeal: r ? { times: r.times, gather: r.gather, order: r.order ?? 'first-pile-first' } : null,
        });
        break;
      }
      case 'hand':
        facts.push({ id: 'hand', to: d.to });
        break;
      case 'waste-pile':
        facts.push({
          id: 'waste-piles',
          count: d.count,
          deal: d.deal ?? 0,
          to: d.to.filter((k) => k !== 'waste-pile'),
          between: d.to.includes('waste-pile'),
        });
        break;
      case 'waste':
        facts.push({ id: 'waste', to: d.to });
        break;
      case 'foundation': {
        if (foundationsDone) break;
        foundationsDone = true;
        const decls = all.filter((p): p is FoundationsDeclaration => p.kind === 'foundation');
        let first = 1;
        const groups = decls.map((p) => {
          const g = foundationGroup(p, first);
          first += p.count;
          return g;
        });
        facts.push({ id: 'foundations', count: first - 1, groups });
        break;
      }
      case 'tableau':
        facts.push({
          id: 'tableau',
          count: d.count,
          deal: d.deal,
          faceUp: d.faceUp,
          build: d.build,
          ...(d.run ? { run: d.run } : {}),
          to: d.to,
          runTo: d.to.filter((k) => k !== 'foundation' || all.some((p) => p.kind === 'foundation' && p.takes === 'complete-run')),
          empty: d.empty,
        });
        break;
      case 'reserve':
        facts.push({ id: 'reserve', count: d.count, deal: d.deal, hidden: d.hidden === 'until-stock-empty', to: d.to });
        break;
    }
  }
  const a = variant.autoPlay;
  facts.push(
    a
      ? { id: 'auto-play', safe: a.safe, alwaysSafeRanks: a.alwaysSafeRanks ?? [], startsFoundations: a.startsFoundations }
      : { id: 'no-auto-play' },
  );
  // Piles that can move cards to piles of their own kind allow rearrangements, which are not progress.
  facts.push({
    id: 'end',
    cards: total,
    rearranges: all.some((d) => 'to' in d && d.to.includes(d.kind)),
    cycling: all.some((d) => d.kind === 'stock' && d.redeal?.times === 'unlimited'),
  });
  (variant.notes ?? []).forEach((text, index) => facts.push({ id: 'note', variant: variant.id, index, text }));
  return { variant: variant.id, facts };
}

// ---------------------------------------------------------------------------------------------
// Developer English

/** A variant's rules in developer English: a summary, then one short paragraph per part of the layout. */
export interface RulesText {
  readonly name: string;
  readonly summary: string;
  /**
   * Headed paragraphs: "Deal", "Stock", "Hand", "Waste piles", "Waste", "Foundations", "Tableau",
   * "Reserve", "Automatic play", "End", then "Note"s.
   */
  readonly sections: readonly { readonly heading: string; readonly text: string }[];
  readonly source: string;
}

const list = (items: readonly string[], conjunction = 'or'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;

const sentence = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const cardsWord = (n: number): string => (n === 1 ? 'one card' : `${n} cards`);
const targets = (to: readonly PileKind[]): string => list(to.map((k) => kindWords[k]));
const LETTERS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function foundationGroupText(g: FoundationGroup): string {
  const numbers = g.count === 1 ? `Foundation ${g.first}` : `Foundations ${g.first}–${g.first + g.count - 1}`;
  const start = g.perFoundation
    ? `start from ${list(
        g.bases.map((b) => withArticle(b)),
        'and',
      )}${g.bases.length > 1 ? ' respectively' : ''}`
    : `each start with ${withArticle(g.bases[0])}`;
  const dealt = g.dealt ? ', dealt to them at the start (the first such card of the deck order)' : '';
  const wrap = g.build.wrap ? `, wrapping from ${g.build.direction === 'up' ? 'king to ace' : 'ace to king'}` : '';
  const unit = g.completeRun
    ? ` ${g.count === 1 ? 'It takes' : 'They take'} only a complete run of 13 cards at once, moved from the tableau.`
    : '';
  const locks =
    g.build.suit === 'same'
      ? ` The first card keeps a foundation to its suit${g.lock === 'distinct-suits' ? ', and a suit can own only one foundation' : ''}.`
      : g.build.suit === 'colour'
        ? ` The first card keeps a foundation to its colour${g.lock === 'alternate-colours' ? '; neighbouring foundations hold different colours' : g.lock === 'distinct-colours' ? '; no two hold the same colour' : ''}.`
        : '';
  const steps = g.sequences ? ` In order: ${g.sequences.map((s) => s.map((r) => LETTERS[r]).join(' ')).join('; ')}.` : '';
  const phase = g.phase
    ? ` No card goes to ${g.count === 1 ? 'it' : 'them'} until every card has been dealt from the stock${
        g.phase.except.length
          ? `, except ${list(
              g.phase.except.map((r) => rankPlural(r)),
              'and',
            )}`
          : ''
      }.`
    : '';
  return `${numbers} ${start}${dealt}, and build ${describeBuild({ ...g.build, wrap: false })} to 13 cards${wrap}.${steps}${locks}${unit}${phase}`;
}

/** One fact in developer English, with its heading. */
export function ruleFactText(f: RuleFact): { heading: string; text: string } {
  switch (f.id) {
    case 'two-decks':
      return { heading: 'Deal', text: `Two decks shuffled together (${f.cards} cards): every card has a twin.` };
    case 'stock': {
      const size = f.all ? `all ${f.cards} cards` : `the ${f.cards} cards not dealt elsewhere`;
      const r = f.redeal;
      const redeal = !r
        ? 'There is no redeal.'
        : `When it is used up, ${r.gather === 'waste' ? 'the waste is' : 'the waste piles are'} gathered into a new stock, ${
            r.gather === 'waste'
              ? 'its cards dealt again in the same order'
              : `pile by pile (${r.order === 'last-pile-first' ? 'the last pile first' : 'the first pile first'}), each from its bottom card`
          }: ${r.times === 'unlimited' ? 'as often as you like' : r.times === 1 ? 'once' : `${r.times} times`}.`;
      return f.deals === 'hand'
        ? { heading: 'Stock', text: `${sentence(size)}, face down. Whenever the hand is empty, the top card is turned into it. ${redeal}` }
        : { heading: 'Stock', text: `${sentence(size)}, face down. Draw one card at a time onto the waste, whenever you like. ${redeal}` };
    }
    case 'hand':
      return {
        heading: 'Hand',
        text: `The card just turned from the stock. It must be placed on ${list(f.to.map((k) => (k === 'waste-pile' ? 'any waste pile' : kindWords[k])))} before the next card is turned.`,
      };
    case 'waste-piles': {
      const dealt = f.deal ? `, ${cardsWord(f.deal)} dealt to each at the start` : ', empty at the start';
      const between = f.between ? ' A top card may also move to an empty waste pile.' : ' No card moves between waste piles.';
      return {
        heading: 'Waste piles',
        text: `${f.count} piles${dealt}. Each takes any card from the hand and is fanned so every card shows. Only the top card plays, to ${targets(f.to)}.${between}`,
      };
    }
    case 'waste':
      return { heading: 'Waste', text: `Drawn cards land here. Only the top card plays, to ${targets(f.to)}.` };
    case 'foundations':
      return {
        heading: 'Foundations',
        text: `${f.count} foundations. ${f.groups.map(foundationGroupText).join(' ')} Cards never leave a foundation.`,
      };
    case 'tableau': {
      const counts = f.deal;
      const dealt = counts.every((c, i) => c === counts[0] + i)
        ? `${counts[0]}, ${counts[1]}, … ${counts[counts.length - 1]} cards`
        : `${counts.join(', ')} cards`;
      const unit = f.run
        ? `The top card moves, to ${targets(f.to)}; a run from a face-up card to the top that goes ${describeBuild(f.run)} moves as a unit, to ${targets(f.runTo)}`
        : `Only the top card moves, to ${targets(f.to)}`;
      return {
        heading: 'Tableau',
        text: `${f.count} piles of ${dealt}, dealt row by row; the top ${f.faceUp === 1 ? 'card' : `${f.faceUp} cards`} of each face up. Build ${describeBuild(f.build)}. ${unit}. A face-down card is turned up as soon as it is uncovered. An empty pile takes only ${describeEmpty(f.empty)}.`,
      };
    }
    case 'reserve':
      return {
        heading: 'Reserve',
        text: `${f.count === 1 ? 'One pile' : `${f.count} piles`} of ${cardsWord(f.deal)}, dealt at the start${
          f.hidden ? ' face down; turned face up as soon as the stock and the hand are both empty' : ' face up'
        }. Only the top card plays, to ${targets(f.to)}.`,
      };
    case 'auto-play': {
      const safe = {
        always: 'any card that can go up',
        'every-foundation': 'a card of rank r only when every foundation holds at least r − 1 cards',
        'other-suits': 'a card of rank r only when every card of rank r − 1 is on a foundation (nothing left could be built on it)',
        'sole-destination':
          'a card only when no other card still in play could go there instead and no other foundation could ever take it',
      }[f.safe];
      const always = f.alwaysSafeRanks.length
        ? ` (${list(
            f.alwaysSafeRanks.map((r) => `${RANK_NAMES[r]}s`),
            'and',
          )} always)`
        : '';
      return {
        heading: 'Automatic play',
        text: `When on, safe cards go to the foundations by themselves: ${safe}${always}${f.startsFoundations ? '' : ', and only onto a foundation already started'}. Nothing is forced on you otherwise.`,
      };
    }
    case 'no-auto-play':
      return { heading: 'Automatic play', text: 'None: every card goes up by your own move (choosing where is the game).' };
    case 'end':
      return {
        heading: 'End',
        text:
          f.rearranges || f.cycling
            ? `You win when all ${f.cards} cards are on the foundations. The game is lost when no move can make progress any more (a card to a foundation, a card turned up, a card placed from the stock or the waste): ${[
                f.rearranges ? 'moving cards about between piles of one kind' : '',
                f.cycling ? 'going round the stock' : '',
              ]
                .filter(Boolean)
                .join(' or ')} alone does not count.`
            : `You win when all ${f.cards} cards are on the foundations. The game is lost when no card can move any more.`,
      };
    case 'note':
      return { heading: 'Note', text: f.text };
  }
}

/** The rules of a variant in developer English (the facts of {@link ruleFacts}, worded). */
export function describeRules(variant: VariantDefinition): RulesText {
  const sections = ruleFacts(variant).facts.map(ruleFactText); // checks the declaration first
  return { name: variant.name, summary: variant.summary, sections, source: variant.source };
}
