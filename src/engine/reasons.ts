/**
 * Why a move is refused, as data: an `id` and its parameters (card codes, pile ids, ranks), plain
 * JSON. The engine writes no sentences for players: the elements put a {@link Refusal} into words in
 * the player's language. {@link refusalText} gives a short English sentence for developers (thrown
 * errors, logs, test failures).
 *
 * @module
 */
import { RANK_LETTERS, RANK_NAMES, SUITS, SUIT_NAMES, isRed, parseCard, rankPlural, suitOf, withArticle, type CardCode } from './cards.js';
import type { GameStatus } from './rules.js';
import { kindWords, type PileId, type PileKind, type SuitRule } from './vocabulary.js';
import { quoteValue } from './quote.js';

/**
 * A refusal. Every variant carries `id`; the others name what the sentence needs:
 * - `card`: the card that would move (its code; the bottom card of a unit), `onto`: the card it would
 *   go on;
 * - `from`, `to`: pile ids of the move;
 * - `rank`: a rank 1..13 the target wants (0 when nothing can follow), with `suit` the build rule's suit
 *   rule, which with `onto` says which suit or colour;
 * - `kinds`: the kinds of pile a target takes cards from.
 */
export type Refusal =
  /** The game is already won or lost. */
  | { readonly id: 'game-over'; readonly status: Exclude<GameStatus, 'playing'> }
  /** The move is not an object with `from` and `to`. */
  | { readonly id: 'not-a-move'; readonly got: string }
  /** A pile id that the variant does not have (`pile` is the value given, as JSON). */
  | { readonly id: 'no-such-pile'; readonly pile: string }
  /**
   * `count` is not a whole number of cards from 1 (`count` is the value given, as JSON), or (with `from`)
   * more than the `cards` cards pile `from` holds.
   */
  | { readonly id: 'bad-count'; readonly count: string; readonly from?: PileId; readonly cards?: number }
  /** From a pile to itself. */
  | { readonly id: 'same-pile'; readonly from: PileId }
  /** Cards never leave a foundation. */
  | { readonly id: 'foundation-keeps'; readonly from: PileId }
  /** The stock deals into the hand by itself. */
  | { readonly id: 'stock-deals-itself'; readonly from: PileId }
  /** The target takes cards only from piles of other kinds. */
  | { readonly id: 'wrong-source'; readonly from: PileId; readonly to: PileId; readonly kinds: readonly PileKind[] }
  /** Nothing can ever be moved to the target. */
  | { readonly id: 'takes-nothing'; readonly to: PileId }
  /** The source pile is empty. */
  | { readonly id: 'empty-source'; readonly from: PileId }
  /** The stock gives one card at a time. */
  | { readonly id: 'stock-one-card'; readonly from: PileId }
  /** Fewer face-up cards than asked for. */
  | { readonly id: 'face-down'; readonly from: PileId; readonly count: number; readonly faceUp: number }
  /** Only one card at a time goes to a pile of this kind. */
  | { readonly id: 'one-card-only'; readonly to: PileId; readonly kind: PileKind; readonly count: number }
  /** The top `count` cards are not a run that moves as a unit. */
  | { readonly id: 'not-a-run'; readonly from: PileId; readonly count: number }
  /** Only the top card of this pile moves. */
  | { readonly id: 'top-card-only'; readonly from: PileId; readonly count: number }
  /** An empty tableau pile takes only a unit headed by `rank` (absent: any) of at least `minCards`. */
  | {
      readonly id: 'empty-tableau';
      readonly card: CardCode;
      readonly to: PileId;
      readonly rank?: number;
      readonly minCards?: number;
    }
  /** `card` cannot go on `onto`, the top of `to`: the target wants `rank` by `suit` rule. */
  | {
      readonly id: 'does-not-follow';
      readonly card: CardCode;
      readonly onto: CardCode;
      readonly to: PileId;
      readonly kind: PileKind;
      readonly rank: number;
      readonly suit: SuitRule;
    }
  /** The foundation already holds all its cards. */
  | { readonly id: 'foundation-full'; readonly card: CardCode; readonly to: PileId }
  /** An empty foundation starts only with its base rank. */
  | { readonly id: 'foundation-base'; readonly card: CardCode; readonly to: PileId; readonly base: number }
  /** The card's suit already owns another foundation (one suit, one foundation). */
  | {
      readonly id: 'suit-taken';
      readonly card: CardCode;
      readonly to: PileId;
      readonly owner: PileId;
      readonly base: number;
    }
  /** No foundation takes this card now (a "send to a foundation" request). */
  | { readonly id: 'no-foundation-takes'; readonly card: CardCode; readonly from: PileId }
  /**
   * A phase rule: no card goes to this foundation until the stock (and the hand) are used up, except
   * cards of the ranks in `except` (empty when none).
   */
  | { readonly id: 'foundation-closed'; readonly card: CardCode; readonly to: PileId; readonly except: readonly number[] }
  /** This foundation takes only a complete run of `count` cards at once, headed by `base`. */
  | { readonly id: 'whole-run-only'; readonly to: PileId; readonly count: number; readonly base: number }
  /** A waste pile takes a card from `from` (not the hand) only when it is empty. */
  | { readonly id: 'space-only'; readonly from: PileId; readonly to: PileId }
  /** A redeal waits until the stock and the hand are used up. */
  | { readonly id: 'stock-not-empty'; readonly to: PileId }
  /** Every redeal allowed (`redeals`) has been made. */
  | { readonly id: 'no-redeal-left'; readonly redeals: number }
  /** Another foundation of the same group (`owner`) already holds the card's colour. */
  | { readonly id: 'colour-taken'; readonly card: CardCode; readonly to: PileId; readonly owner: PileId }
  /** A neighbouring foundation (`neighbour`) holds the card's colour; neighbours alternate colours. */
  | { readonly id: 'colour-pattern'; readonly card: CardCode; readonly to: PileId; readonly neighbour: PileId }
  /** The reserve's cards stay face down until the stock (and the hand) are used up. */
  | { readonly id: 'reserve-closed'; readonly from: PileId };

/** The ids of the refusals. */
export type RefusalId = Refusal['id'];

/** What may follow `onto` when the target wants `rank` under suit rule `suit`, in developer English. */
function wanted(onto: CardCode, rank: number, suit: SuitRule): string {
  if (rank === 0) return 'nothing';
  const card = parseCard(onto);
  switch (suit) {
    case 'same':
      return `the ${RANK_NAMES[rank]} of ${SUIT_NAMES[suitOf(card)]} (${RANK_LETTERS[rank - 1]}${SUITS[suitOf(card)]})`;
    case 'colour':
      return `a ${isRed(card) ? 'red' : 'black'} ${RANK_NAMES[rank]}`;
    case 'alternate-colour':
      return `a ${isRed(card) ? 'black' : 'red'} ${RANK_NAMES[rank]}`;
    case 'any':
      return `${withArticle(rank)} of any suit`;
  }
}

/**
 * A refusal as a short English sentence for developers (errors, logs), with card codes and pile
 * ids: `"3D cannot start foundation-1: it starts with an ace"`. Players get the elements' words.
 */
export function refusalText(r: Refusal): string {
  if (typeof r !== 'object' || r === null) throw new TypeError(`refusalText() takes a refusal ({ id, … }), got ${quoteValue(r)}`);
  switch (r.id) {
    case 'game-over':
      return `the game is over (${r.status})`;
    case 'not-a-move':
      return `a move must be an object like { from: 'hand', to: 'waste-1' }, got ${r.got}`;
    case 'no-such-pile':
      return `there is no pile ${r.pile}`;
    case 'bad-count':
      return r.from === undefined
        ? `a move's count must be a whole number of cards from 1, got ${r.count}`
        : `${r.from} holds only ${r.cards} card${r.cards === 1 ? '' : 's'}, got count ${r.count}`;
    case 'same-pile':
      return 'a card cannot move onto its own pile';
    case 'foundation-keeps':
      return 'cards never leave a foundation';
    case 'stock-deals-itself':
      return 'the stock deals into the hand by itself';
    case 'wrong-source':
      return `${r.to} takes cards only from ${r.kinds.map((k) => kindWords[k].replace(/^an? /, 'a ')).join(' or ')}`;
    case 'takes-nothing':
      return `nothing can be moved to ${r.to}`;
    case 'empty-source':
      return `${r.from} is empty`;
    case 'stock-one-card':
      return 'the stock deals one card at a time';
    case 'face-down':
      return `${r.from} has only ${r.faceUp} face-up card${r.faceUp === 1 ? '' : 's'}`;
    case 'one-card-only':
      return `only one card at a time goes to ${kindWords[r.kind]}`;
    case 'not-a-run':
      return `the top ${r.count} cards of ${r.from} are not a run that moves together`;
    case 'top-card-only':
      return `only the top card of ${r.from} can move`;
    case 'empty-tableau': {
      const { rank, minCards = 1 } = r;
      const takes =
        rank === undefined
          ? minCards > 1
            ? `a run of ${minCards} cards`
            : 'any card or run'
          : minCards > 1
            ? `a run of ${minCards} cards headed by ${withArticle(rank)}`
            : `${withArticle(rank)} or a run headed by ${withArticle(rank)}`;
      return `an empty tableau pile takes only ${takes}`;
    }
    case 'does-not-follow':
      return r.kind === 'foundation'
        ? `${r.card} cannot go on ${r.to}: it takes ${wanted(r.onto, r.rank, r.suit)} next`
        : `${r.card} cannot go on ${r.onto}: ${r.to} takes ${wanted(r.onto, r.rank, r.suit)}`;
    case 'foundation-full':
      return `${r.to} is complete`;
    case 'foundation-base':
      return `${r.card} cannot start ${r.to}: it starts with ${withArticle(r.base)}`;
    case 'suit-taken':
      return `${SUIT_NAMES[suitOf(parseCard(r.card))]} already own the base-${r.base} foundation (${r.owner})`;
    case 'no-foundation-takes':
      return `no foundation takes ${r.card} now`;
    case 'foundation-closed':
      return `no card goes to ${r.to} until the stock is used up${r.except.length ? ` (except ${r.except.map(rankPlural).join(' and ')})` : ''}`;
    case 'whole-run-only':
      return `${r.to} takes only a complete run of ${r.count} cards headed by ${withArticle(r.base)}`;
    case 'space-only':
      return `${r.to} takes a card from ${r.from} only when it is empty`;
    case 'stock-not-empty':
      return 'a redeal waits until the stock is used up';
    case 'no-redeal-left':
      return `no redeal left (${r.redeals} allowed)`;
    case 'colour-taken':
      return `${r.card} cannot start ${r.to}: ${r.owner} already holds its colour`;
    case 'colour-pattern':
      return `${r.card} cannot start ${r.to}: its neighbour ${r.neighbour} holds that colour`;
    case 'reserve-closed':
      return `the reserve stays face down until the stock is used up`;
  }
}
