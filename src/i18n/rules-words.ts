/**
 * The rules of a variant in the player's words: the engine's rule facts (src/engine/describe.ts,
 * ids and parameters) put into sentences through `msg()` / `str`, with the variant's summary and
 * notes from the catalogue. Loaded with the rules panel (not at first paint).
 * @module
 */
import { msg, str } from '@lit/localize';
import type { FoundationGroup, RuleFact } from '../engine/describe.js';
import type { BuildRule, EmptyTableauRule } from '../engine/vocabulary.js';
import { capitalize, rankPlural, rankSign, rankWithArticle, withRank } from './cards.js';
import { VARIANT_TEXTS } from './variant-texts.js';
import { kindTo } from './words.js';
import { both, either } from './refusal-words.js';

/** How a pile is built: "up in suit", "down regardless of suit" (wrapping is said apart). */
export function buildWords(rule: BuildRule): string {
  const up = rule.direction === 'up';
  let words: string;
  switch (rule.suit) {
    case 'same':
      words = up ? msg('up in suit') : msg('down in suit');
      break;
    case 'colour':
      words = up ? msg('up in colour (red on red, black on black)') : msg('down in colour (red on red, black on black)');
      break;
    case 'alternate-colour':
      words = up ? msg('up in alternating colours') : msg('down in alternating colours');
      break;
    default:
      words = up ? msg('up regardless of suit') : msg('down regardless of suit');
  }
  const step = rule.step ?? 1;
  return step === 1 ? words : msg(str`${words}, in steps of ${step}`);
}

/** What an empty tableau pile takes, as a sentence. */
function emptyWords(rule: EmptyTableauRule): string {
  const n = rule.minCards ?? 1;
  if (rule.rank === undefined)
    return n > 1 ? msg(str`An empty pile takes only a run of ${n} cards.`) : msg('An empty pile takes any card or run.');
  const headed = withRank(rule.rank);
  if (n > 1) return msg(str`An empty pile takes only a run of ${n} cards headed by ${headed}.`);
  const a = rankWithArticle(rule.rank);
  return msg(str`An empty pile takes only ${a} or a run headed by ${headed}.`);
}

/** A variant's one-sentence summary in the player's words (the declaration's English for a variant the catalogue does not know). */
export const variantSummary = (id: string, fallback: string): string => VARIANT_TEXTS[id]?.summary() ?? fallback;

/** How many redeals: "once", "3 times", "as often as you like". */
function timesWords(times: number | 'unlimited'): string {
  if (times === 'unlimited') return msg('as often as you like');
  return times === 1 ? msg('once') : msg(str`${times} times`);
}

/** That the base cards of `count` foundations are dealt to them at the start. */
function dealtWords(count: number): string {
  return count === 1
    ? msg('Its base card is dealt to it at the start (the first such card of the deck order).')
    : msg('Their base cards are dealt to them at the start (the first such card of the deck order).');
}

/** The sentences about one group of foundations (`alone`: the only group, numbers left out). */
function foundationGroupWords(g: FoundationGroup, alone: boolean, dealtSaid: boolean): string[] {
  const build = buildWords({ ...g.build, wrap: false });
  const first = g.first;
  const last = g.first + g.count - 1;
  const parts: string[] = [];
  if (g.perFoundation) {
    const bases = both(g.bases.map(withRank));
    parts.push(
      alone
        ? msg(str`They start with ${bases} respectively and build ${build} to 13 cards.`)
        : msg(str`Foundations ${first}–${last} start with ${bases} respectively and build ${build} to 13 cards.`),
    );
  } else {
    const base = withRank(g.bases[0]);
    if (alone) parts.push(msg(str`Each starts with ${base} and builds ${build} to 13 cards.`));
    else if (g.count === 1) parts.push(msg(str`Foundation ${first} starts with ${base} and builds ${build} to 13 cards.`));
    else parts.push(msg(str`Foundations ${first}–${last} each start with ${base} and build ${build} to 13 cards.`));
  }
  if (g.dealt && !dealtSaid) parts.push(dealtWords(g.count));
  if (g.build.wrap) parts.push(g.build.direction === 'up' ? msg('After the king comes the ace.') : msg('After the ace comes the king.'));
  if (g.sequences) {
    const order = g.sequences.map((q) => q.map(rankSign).join(' ')).join('; ');
    parts.push(msg(str`In order: ${order}.`));
  }
  if (g.build.suit === 'same') {
    parts.push(msg('The first card locks a foundation to its suit.'));
    if (g.lock === 'distinct-suits') parts.push(msg('A suit can own only one foundation.'));
  } else if (g.build.suit === 'colour') {
    parts.push(msg('The first card locks a foundation to its colour, red or black.'));
    if (g.lock === 'alternate-colours') parts.push(msg('Neighbouring foundations alternate red and black.'));
    if (g.lock === 'distinct-colours') parts.push(msg('No two hold the same colour.'));
  }
  if (g.completeRun)
    parts.push(
      g.count === 1
        ? msg('It takes only a complete run of 13 cards at once, moved from the tableau.')
        : msg('They take only a complete run of 13 cards at once, moved from the tableau.'),
    );
  if (g.phase) {
    parts.push(
      g.count === 1
        ? msg('No card goes to it until every card has been dealt from the stock.')
        : msg('No card goes to them until every card has been dealt from the stock.'),
    );
    if (g.phase.except.length > 0) {
      const ranks = both(g.phase.except.map(rankPlural));
      parts.push(capitalize(msg(str`${ranks} may go up before that.`)));
    }
  }
  return parts;
}

/** One rule fact in the player's words, with its heading. */
export function ruleWords(f: RuleFact): { heading: string; text: string } {
  switch (f.id) {
    case 'two-decks': {
      const n = f.cards;
      return { heading: msg('Deal'), text: msg(str`Two decks shuffled together (${n} cards): every card has a twin.`) };
    }
    case 'stock': {
      const n = f.cards;
      let text: string;
      if (f.deals === 'hand') {
        text = f.all
          ? msg(str`All ${n} cards, face down. Whenever the hand is empty, the top card is turned into it.`)
          : msg(str`The ${n} cards not dealt elsewhere, face down. Whenever the hand is empty, the top card is turned into it.`);
      } else {
        text = f.all
          ? msg(str`All ${n} cards, face down. Draw one card at a time onto the waste, whenever you like.`)
          : msg(str`The ${n} cards not dealt elsewhere, face down. Draw one card at a time onto the waste, whenever you like.`);
      }
      const r = f.redeal;
      let redeal: string;
      if (!r) redeal = msg('There is no redeal.');
      else {
        const times = timesWords(r.times);
        if (r.gather === 'waste')
          redeal = msg(str`When it is used up, the waste is gathered into a new stock, its cards dealt again in the same order: ${times}.`);
        else if (r.order === 'last-pile-first')
          redeal = msg(
            str`When it is used up, the waste piles are gathered into a new stock, pile by pile (the last pile first), each from its bottom card: ${times}.`,
          );
        else
          redeal = msg(
            str`When it is used up, the waste piles are gathered into a new stock, pile by pile (the first pile first), each from its bottom card: ${times}.`,
          );
      }
      return { heading: msg('Stock'), text: `${text} ${redeal}` };
    }
    case 'hand': {
      const to = either(f.to.map(kindTo));
      return {
        heading: msg('Hand'),
        text: msg(str`The card just turned from the stock. It must go ${to} before the next card is turned.`),
      };
    }
    case 'waste-piles': {
      const n = f.count;
      const d = f.deal;
      const to = either(f.to.map(kindTo));
      const dealt =
        d === 0
          ? msg(str`${n} piles, empty at the start.`)
          : d === 1
            ? msg(str`${n} piles, one card dealt to each at the start.`)
            : msg(str`${n} piles, ${d} cards dealt to each at the start.`);
      return {
        heading: msg('Waste piles'),
        text: [
          dealt,
          msg('Each takes any card from the hand and is fanned so every card shows.'),
          msg(str`Only the top card plays, ${to}.`),
          f.between ? msg('A top card may also move to an empty waste pile.') : msg('No card moves between waste piles.'),
        ].join(' '),
      };
    }
    case 'waste': {
      const to = either(f.to.map(kindTo));
      return { heading: msg('Waste'), text: msg(str`Drawn cards land here. Only the top card plays, ${to}.`) };
    }
    case 'foundations': {
      const n = f.count;
      const alone = f.groups.length === 1;
      // Base cards dealt to every one of several groups: said once, after the groups.
      const allDealt = !alone && f.groups.every((o) => o.dealt);
      return {
        heading: msg('Foundations'),
        text: [
          msg(str`${n} foundations.`),
          // A sentence that holds for several groups (a wrap, a suit lock) is said the first time only.
          ...new Set(f.groups.flatMap((g) => foundationGroupWords(g, alone, allDealt))),
          ...(allDealt ? [dealtWords(n)] : []),
          msg('Cards never leave a foundation.'),
        ].join(' '),
      };
    }
    case 'tableau': {
      const counts = f.deal;
      const n = f.count;
      const consecutive = counts.length > 2 && counts.every((c, i) => c === counts[0] + i);
      const first = counts[0];
      const second = counts[1];
      const last = counts[counts.length - 1];
      const list = counts.join(', ');
      const dealt = consecutive
        ? msg(str`${n} piles of ${first}, ${second}, … ${last} cards, dealt row by row.`)
        : msg(str`${n} piles of ${list} cards, dealt row by row.`);
      const up = f.faceUp;
      const faceUp = up === 1 ? msg('The top card of each is face up.') : msg(str`The top ${up} cards of each are face up.`);
      const build = buildWords(f.build);
      const to = either(f.to.map(kindTo));
      let unit: string;
      if (f.run) {
        const run = buildWords(f.run);
        const runTo = either(f.runTo.map(kindTo));
        unit = msg(str`The top card moves, ${to}; a run from a face-up card to the top that goes ${run} moves as a unit, ${runTo}.`);
      } else {
        unit = msg(str`Only the top card moves, ${to}.`);
      }
      return {
        heading: msg('Tableau'),
        text: [
          dealt,
          faceUp,
          msg(str`Build ${build}.`),
          unit,
          msg('A face-down card is turned up as soon as it is uncovered.'),
          emptyWords(f.empty),
        ].join(' '),
      };
    }
    case 'reserve': {
      const n = f.count;
      const d = f.deal;
      const to = either(f.to.map(kindTo));
      return {
        heading: msg('Reserve'),
        text: [
          d === 1
            ? n === 1
              ? msg('One pile of one card, dealt at the start.')
              : msg(str`${n} piles of one card each, dealt at the start.`)
            : n === 1
              ? msg(str`One pile of ${d} cards, dealt at the start.`)
              : msg(str`${n} piles of ${d} cards each, dealt at the start.`),
          f.hidden
            ? d * n === 1
              ? msg('The card stays face down until the stock and the hand are both empty, then turns face up.')
              : msg('The cards stay face down until the stock and the hand are both empty, then turn face up.')
            : d * n === 1
              ? msg('The card lies face up.')
              : msg('The cards lie face up.'),
          msg(str`Only the top card plays, ${to}.`),
        ].join(' '),
      };
    }
    case 'auto-play': {
      let safe: string;
      switch (f.safe) {
        case 'always':
          safe = msg('When on, every card that can go to a foundation goes there by itself.');
          break;
        case 'every-foundation':
          safe = msg(
            'When on, safe cards go to the foundations by themselves: a card of rank r only when every foundation holds at least r − 1 cards.',
          );
          break;
        case 'sole-destination':
          safe = msg(
            'When on, safe cards go to the foundations by themselves: a card only when no other card still in play could go there instead and no other foundation could ever take it.',
          );
          break;
        default:
          safe = msg(
            'When on, safe cards go to the foundations by themselves: a card of rank r only when every card of rank r − 1 is on a foundation (nothing left could be built on it).',
          );
      }
      const parts = [safe];
      if (f.alwaysSafeRanks.length > 0) {
        const ranks = both(f.alwaysSafeRanks.map(rankPlural));
        parts.push(capitalize(msg(str`${ranks} always go up.`)));
      }
      if (!f.startsFoundations) parts.push(msg('Automatic play never starts a foundation.'));
      parts.push(msg('Nothing is forced on you otherwise.'));
      return { heading: msg('Automatic play'), text: parts.join(' ') };
    }
    case 'no-auto-play':
      return { heading: msg('Automatic play'), text: msg('None: every card goes up by your own move (choosing where is the game).') };
    case 'end': {
      const n = f.cards;
      const win = msg(str`You win when all ${n} cards are on the foundations.`);
      let lost: string;
      if (f.rearranges && f.cycling)
        lost = msg(
          'The game is lost when no move can make progress any more (a card to a foundation, a card turned up, a card placed from the stock or the waste): moving cards about between piles of one kind or going round the stock alone does not count.',
        );
      else if (f.rearranges)
        lost = msg(
          'The game is lost when no move can make progress any more (a card to a foundation, a card turned up, a card placed from the stock or the waste): moving cards about between piles of one kind alone does not count.',
        );
      else if (f.cycling)
        lost = msg(
          'The game is lost when no move can make progress any more (a card to a foundation, a card turned up, a card placed from the stock or the waste): going round the stock alone does not count.',
        );
      else lost = msg('The game is lost when no card can move any more.');
      return { heading: msg('End'), text: `${win} ${lost}` };
    }
    case 'note':
      return { heading: msg('Note'), text: VARIANT_TEXTS[f.variant]?.notes[f.index]?.() ?? f.text };
  }
}
