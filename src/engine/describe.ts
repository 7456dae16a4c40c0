/**
 * Rules in words, generated from a variant's declaration: the rules a player reads are the rules the
 * engine enforces (after PySolFC, where rules describe themselves).
 * @module
 */
import { RANK_NAMES } from './cards.js';
import { describeBuild, describeEmpty, kindWords, withArticle } from './rules.js';
import type { PileDeclaration, VariantDefinition } from './vocabulary.js';

/** A variant's rules for people: a summary, then one short paragraph per part of the layout. */
export interface RulesText {
  readonly name: string;
  readonly summary: string;
  /** Headed paragraphs: "Stock", "Hand", "Waste piles", "Foundations", "Tableau", "Automatic play", "End". */
  readonly sections: readonly { readonly heading: string; readonly text: string }[];
  readonly source: string;
}


const list = (items: readonly string[], conjunction = 'or'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;

const sentence = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function describePile(d: PileDeclaration, all: readonly PileDeclaration[]): { heading: string; text: string } {
  switch (d.kind) {
    case 'stock': {
      const dealt = all.reduce((n, p) => n + (p.kind === 'tableau' ? p.deal.reduce((a, b) => a + b, 0) : 0), 0);
      const size = dealt > 0 ? `the ${52 - dealt} cards not dealt to the tableau` : 'all 52 cards';
      return d.deals === 'hand'
        ? { heading: 'Stock', text: `${sentence(size)}, face down. Whenever the hand is empty, the top card is turned into it. There is no redeal.` }
        : { heading: 'Stock', text: `${sentence(size)}, face down. Draw one card at a time onto the waste, whenever you like. There is no redeal.` };
    }
    case 'hand':
      return {
        heading: 'Hand',
        text: `The card just turned from the stock. It must be placed on ${list(d.to.map((k) => (k === 'waste-pile' ? 'any waste pile' : kindWords[k])))} before the next card is turned.`,
      };
    case 'waste-pile':
      return {
        heading: 'Waste piles',
        text: `${d.count} piles, empty at the start. Each takes any card from the hand and is fanned so every card shows. Only the top card plays, to ${list(d.to.map((k) => kindWords[k]))}; no card moves between waste piles.`,
      };
    case 'waste':
      return {
        heading: 'Waste',
        text: `Drawn cards land here. Only the top card plays, to ${list(d.to.map((k) => kindWords[k]))}.`,
      };
    case 'foundation': {
      const bases = Array.isArray(d.base) ? d.base : null;
      const start = bases
        ? `They start from ${list(bases.map((b) => withArticle(b)), 'and')}${bases.length > 1 ? ' respectively' : ''}, and build`
        : `Each starts with ${withArticle(d.base as number)} and builds`;
      const wrap = d.build.wrap ? `, wrapping from ${d.build.direction === 'up' ? 'king to ace' : 'ace to king'}` : '';
      const suit = d.build.suit === 'same' ? ` The first card locks a foundation to its suit${d.uniqueSuits ? ', and a suit can own only one foundation' : ''}.` : '';
      return {
        heading: 'Foundations',
        text: `${d.count} foundations. ${start} ${describeBuild({ ...d.build, wrap: false })} to 13 cards${wrap}.${suit} Cards never leave a foundation.`,
      };
    }
    case 'tableau': {
      const counts = d.deal;
      const dealt = counts.every((c, i) => c === counts[0] + i) ? `${counts[0]}, ${counts[1]}, … ${counts[counts.length - 1]} cards` : `${counts.join(', ')} cards`;
      const unit = d.run
        ? `A single top card, or a run from a face-up card to the top that goes ${describeBuild(d.run)}, moves as a unit`
        : 'Only the top card moves';
      return {
        heading: 'Tableau',
        text: `${d.count} piles of ${dealt}, dealt row by row; the top ${d.faceUp === 1 ? 'card' : `${d.faceUp} cards`} of each face up. Build ${describeBuild(d.build)}. ${unit}, to ${list(d.to.map((k) => kindWords[k]))}. A face-down card is turned up as soon as it is uncovered. An empty pile takes only ${describeEmpty(d.empty)}.`,
      };
    }
  }
}

/** The rules of a variant in words. */
export function describeRules(variant: VariantDefinition): RulesText {
  const sections = variant.piles.map((d) => describePile(d, variant.piles));
  const a = variant.autoPlay;
  const safe = {
    always: 'any card that can go up',
    'every-foundation': 'a card of rank r only when every foundation holds at least r − 1 cards',
    'other-suits': 'a card of rank r only when the foundations of the three other suits each hold at least r − 1 cards',
  }[a.safe];
  const always = a.alwaysSafeRanks?.length ? ` (${list(a.alwaysSafeRanks.map((r) => `${RANK_NAMES[r]}s`), 'and')} always)` : '';
  sections.push({
    heading: 'Automatic play',
    text: `When on, safe cards go to the foundations by themselves: ${safe}${always}${a.startsFoundations ? '' : ', and only onto a foundation already started'}. Nothing is forced on you otherwise.`,
  });
  // Piles that can move cards to piles of their own kind allow rearrangements, which are not progress.
  const rearranges = variant.piles.some((d) => 'to' in d && d.to.includes(d.kind));
  sections.push({
    heading: 'End',
    text: rearranges
      ? 'You win when all 52 cards are on the foundations. The game is lost when the stock is empty and no move can make progress any more (a card to a foundation, a card turned up, the waste card played): moving runs about the tableau alone does not count.'
      : 'You win when all 52 cards are on the foundations. The game is lost when no card can move any more: the stock is used up and no playable card fits a foundation.',
  });
  for (const note of variant.notes ?? []) sections.push({ heading: 'Note', text: note });
  return { name: variant.name, summary: variant.summary, sections, source: variant.source };
}
