/**
 * A refused move in the player's words (see {@link refusalSentence}), and the short lists ("a or b")
 * the rules in words share. Loaded on first use, the first time a move is refused (see
 * ./refusals.ts): the first paint does not carry it.
 *
 * Call these functions when the words are needed (never at module load): `msg()` answers in the
 * locale active at the time of the call.
 * @module
 */
import { msg, str } from '@lit/localize';
import { isRed, parseCard, suitOf, type Card } from '../engine/cards.js';
import type { Refusal } from '../engine/reasons.js';
import type { Layout } from '../engine/layout.js';
import type { PileId, PileKind, SuitRule } from '../engine/vocabulary.js';
import { capitalize, cardSign, cardWords, rankPlural, rankWithArticle, suitWord, withRank } from './cards.js';
import { kindTo, pileWords } from './words.js';

/** Where cards may come from, by kind: "from the hand", "from a waste pile". */
export function kindFrom(kind: PileKind): string {
  switch (kind) {
    case 'stock':
      return msg('from the stock');
    case 'hand':
      return msg('from the hand');
    case 'waste':
      return msg('from the waste');
    case 'waste-pile':
      return msg('from a waste pile');
    case 'foundation':
      return msg('from a foundation');
    case 'reserve':
      return msg('from a reserve');
    default:
      return msg('from a tableau pile');
  }
}

/** "a or b" for a short list. */
export function either(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  return msg(str`${head} or ${last}`);
}

/** "a and b" for a short list. */
export function both(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  return msg(str`${head} and ${last}`);
}

/** What may follow a card under a build rule: "a four of any suit", "4♠", "a four of a red suit". */
function wantedWords(onto: Card, rank: number, suit: SuitRule, card: (c: Card) => string): string {
  if (rank === 0) return msg('nothing');
  const s = suitOf(onto);
  const red = s === 1 || s === 2;
  const a = rankWithArticle(rank);
  switch (suit) {
    case 'same':
      return card(s * 13 + rank - 1);
    case 'colour':
      return red ? msg(str`${a} of a red suit`) : msg(str`${a} of a black suit`);
    case 'alternate-colour':
      return red ? msg(str`${a} of a black suit`) : msg(str`${a} of a red suit`);
    default:
      return msg(str`${a} of any suit`);
  }
}

/**
 * A refused move in the player's words, from the engine's {@link Refusal}: cards as printed (`3♦`,
 * for the visible notice) or in words ("three of diamonds", for screen readers), piles by name.
 */
export function refusalSentence(layout: Layout, r: Refusal, show: 'sign' | 'words' = 'sign'): string {
  return capitalize(refusalWords(layout, r, show));
}

function refusalWords(layout: Layout, r: Refusal, show: 'sign' | 'words'): string {
  const card = show === 'sign' ? cardSign : cardWords;
  const c = (code: string): string => card(parseCard(code));
  const pile = (id: PileId, role: 'name' | 'from' | 'to' | 'of' = 'name'): string => pileWords(layout, id, role);
  const Pile = (id: PileId): string => capitalize(pileWords(layout, id));
  switch (r.id) {
    case 'game-over':
      return r.status === 'won' ? msg('The game is over: you won.') : msg('The game is over.');
    case 'not-a-move':
      return msg('That is not a move.');
    case 'no-such-pile':
      return msg('There is no such pile in this game.');
    case 'bad-count':
      if (r.from === undefined) return msg('A move takes a whole number of cards.');
      return r.cards === 1 ? msg(str`${Pile(r.from)} holds only one card.`) : msg(str`${Pile(r.from)} holds only ${r.cards} cards.`);
    case 'same-pile':
      return msg('The cards are already on that pile.');
    case 'foundation-keeps':
      return msg('Cards on a foundation stay there.');
    case 'stock-deals-itself':
      return msg('The stock deals into the hand by itself.');
    case 'wrong-source': {
      const to = Pile(r.to);
      const from = either(r.kinds.map(kindFrom));
      return msg(str`${to} takes cards only ${from}.`);
    }
    case 'takes-nothing': {
      const to = pile(r.to, 'to');
      return msg(str`Nothing can be moved ${to}.`);
    }
    case 'empty-source': {
      const from = Pile(r.from);
      return msg(str`${from} is empty.`);
    }
    case 'stock-one-card':
      return msg('The stock deals one card at a time.');
    case 'face-down': {
      const of = pile(r.from, 'of');
      return r.faceUp === 1 ? msg(str`Only the top card ${of} is face up.`) : msg(str`Only ${r.faceUp} cards ${of} are face up.`);
    }
    case 'one-card-only': {
      const to = kindTo(r.kind);
      return msg(str`Only one card at a time goes ${to}.`);
    }
    case 'not-a-run': {
      const of = pile(r.from, 'of');
      return msg(str`The top ${r.count} cards ${of} are not a run that moves together.`);
    }
    case 'top-card-only': {
      const of = pile(r.from, 'of');
      return msg(str`Only the top card ${of} can move.`);
    }
    case 'empty-tableau': {
      const what = c(r.card);
      if (r.rank === undefined) {
        const n = r.minCards ?? 1;
        return msg(str`${what} can't go to an empty pile: it takes a run of ${n} cards.`);
      }
      const a = rankWithArticle(r.rank);
      const headed = withRank(r.rank);
      return msg(str`${what} can't go to an empty pile: it takes only ${a} or a run headed by ${headed}.`);
    }
    case 'does-not-follow': {
      const what = c(r.card);
      const wanted = wantedWords(parseCard(r.onto), r.rank, r.suit, card);
      if (r.kind === 'foundation') {
        const to = pile(r.to, 'to');
        return msg(str`${what} can't go ${to}: it takes ${wanted} next.`);
      }
      const onto = c(r.onto);
      return msg(str`${what} can't go on ${onto}: it takes ${wanted}.`);
    }
    case 'foundation-full': {
      const to = Pile(r.to);
      return msg(str`${to} is complete.`);
    }
    case 'foundation-base': {
      const what = c(r.card);
      const a = withRank(r.base);
      const same = layout.foundations.every((f) => layout.base[f] === r.base);
      if (same) return msg(str`${what} can't start a foundation: foundations start with ${a}.`);
      const to = pile(r.to);
      return msg(str`${what} can't start ${to}: it starts with ${a}.`);
    }
    case 'suit-taken': {
      const suit = capitalize(suitWord(suitOf(parseCard(r.card))));
      const owner = pile(r.owner);
      return msg(str`${suit} already have ${owner}: each suit gets one foundation.`);
    }
    case 'no-foundation-takes': {
      const what = c(r.card);
      return msg(str`No foundation takes ${what} now.`);
    }
    case 'foundation-closed': {
      const to = pile(r.to, 'to');
      if (r.except.length === 0) return msg(str`No card goes ${to} until the stock is used up.`);
      const ranks = both(r.except.map(rankPlural));
      return msg(str`Until the stock is used up, only ${ranks} go ${to}.`);
    }
    case 'whole-run-only': {
      const to = Pile(r.to);
      const headed = withRank(r.base);
      return msg(str`${to} takes only a complete run of ${r.count} cards headed by ${headed}.`);
    }
    case 'space-only': {
      const to = Pile(r.to);
      const from = pile(r.from, 'from');
      return msg(str`${to} takes a card ${from} only when it is empty.`);
    }
    case 'stock-not-empty':
      return msg('A redeal waits until the stock is used up.');
    case 'no-redeal-left':
      return r.redeals === 1
        ? msg('No redeal left: the one redeal has been made.')
        : msg(str`No redeal left: all ${r.redeals} redeals have been made.`);
    case 'colour-taken': {
      const what = c(r.card);
      const to = pile(r.to);
      const owner = pile(r.owner);
      return isRed(parseCard(r.card))
        ? msg(str`${what} can't start ${to}: ${owner} already holds the red cards.`)
        : msg(str`${what} can't start ${to}: ${owner} already holds the black cards.`);
    }
    case 'colour-pattern': {
      const what = c(r.card);
      const to = pile(r.to);
      const next = pile(r.neighbour);
      return isRed(parseCard(r.card))
        ? msg(str`${what} can't start ${to}: ${next} beside it is red too; neighbours alternate red and black.`)
        : msg(str`${what} can't start ${to}: ${next} beside it is black too; neighbours alternate red and black.`);
    }
    case 'reserve-closed':
      return msg('The reserve stays face down until the stock is used up.');
  }
}
