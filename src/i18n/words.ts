/**
 * Every word a player sees or hears, in one place, each through `msg()` / `str` from @lit/localize so
 * that translating the game is catalogue work only (the source locale is English). Card codes (`TH`)
 * and pile ids (`waste-2`) never appear here: they stay in events and the API.
 *
 * Call these functions when the words are needed (never at module load): `msg()` answers in the
 * locale active at the time of the call.
 * @module
 */
import { msg, str } from '@lit/localize';
import type { Card } from '../engine/cards.js';
import type { Layout } from '../engine/layout.js';
import type { PileId, PileKind, VariantDefinition } from '../engine/vocabulary.js';
import { VARIANT_NAMES } from './variant-names.js';

export {
  SUIT_SYMBOLS,
  capitalize,
  cardSign,
  cardWords,
  faceDownCardWords,
  rankPlural,
  rankSign,
  rankWithArticle,
  rankWord,
  suitWord,
  withRank,
  unknownCardWords,
} from './cards.js';
import { cardWords, rankWithArticle, suitWord, withRank } from './cards.js';

/** A variant's name in the player's words (the declaration's for a variant the catalogue does not know). */
export const variantName = (v: Pick<VariantDefinition, 'id' | 'name'>): string => VARIANT_NAMES[v.id]?.() ?? v.name;

// ---------------------------------------------------------------------------------------------
// Piles
//
// A pile is named in the role it has in a sentence, with its preposition, so each language can use
// its own article, case and contraction (fr "du talon", de "vom Talon"): as the subject ("the
// stock"), where cards come from ("from the stock"), where they go ("to the stock"), and whose cards
// ("of the stock").

type Role = 'name' | 'from' | 'to' | 'of';

/** The number of a numbered pile (`waste-2` → 2). */
const numberOf = (id: PileId): number => Number(/-(\d+)$/.exec(id)?.[1] ?? 0);

function named(kind: PileKind, n: number, role: Role): string {
  switch (role) {
    case 'name':
      switch (kind) {
        case 'stock':
          return msg('the stock');
        case 'hand':
          return msg('the hand');
        case 'waste':
          return msg('the waste');
        case 'waste-pile':
          return msg(str`waste pile ${n}`);
        case 'foundation':
          return msg(str`foundation ${n}`);
        case 'reserve':
          return msg(str`reserve ${n}`);
        default:
          return msg(str`tableau pile ${n}`);
      }
    case 'from':
      switch (kind) {
        case 'stock':
          return msg('from the stock');
        case 'hand':
          return msg('from the hand');
        case 'waste':
          return msg('from the waste');
        case 'waste-pile':
          return msg(str`from waste pile ${n}`);
        case 'foundation':
          return msg(str`from foundation ${n}`);
        case 'reserve':
          return msg(str`from reserve ${n}`);
        default:
          return msg(str`from tableau pile ${n}`);
      }
    case 'to':
      switch (kind) {
        case 'stock':
          return msg('to the stock');
        case 'hand':
          return msg('to the hand');
        case 'waste':
          return msg('to the waste');
        case 'waste-pile':
          return msg(str`to waste pile ${n}`);
        case 'foundation':
          return msg(str`to foundation ${n}`);
        case 'reserve':
          return msg(str`to reserve ${n}`);
        default:
          return msg(str`to tableau pile ${n}`);
      }
    default:
      switch (kind) {
        case 'stock':
          return msg('of the stock');
        case 'hand':
          return msg('of the hand');
        case 'waste':
          return msg('of the waste');
        case 'waste-pile':
          return msg(str`of waste pile ${n}`);
        case 'foundation':
          return msg(str`of foundation ${n}`);
        case 'reserve':
          return msg(str`of reserve ${n}`);
        default:
          return msg(str`of tableau pile ${n}`);
      }
  }
}

/** A pile in a sentence, in a role: "waste pile 2", "from the stock", "to foundation 1", "of the hand". */
export function pileWords(layout: Layout, id: PileId, role: Role = 'name'): string {
  const i = layout.indexOf.get(id);
  if (i === undefined) return msg('a pile that does not exist');
  return named(layout.kinds[i], numberOf(id), role);
}

/** A pile's name as a label: "Waste pile 2", "Stock", "Hand". */
export function pileLabel(layout: Layout, id: PileId): string {
  const i = layout.indexOf.get(id);
  if (i === undefined) return '';
  const n = numberOf(id);
  switch (layout.kinds[i]) {
    case 'stock':
      return msg('Stock');
    case 'hand':
      return msg('Hand');
    case 'waste':
      return msg('Waste');
    case 'waste-pile':
      return msg(str`Waste pile ${n}`);
    case 'foundation':
      return msg(str`Foundation ${n}`);
    case 'reserve':
      return msg(str`Reserve ${n}`);
    default:
      return msg(str`Tableau pile ${n}`);
  }
}

/** A kind of pile, plural, after "between": "tableau piles". */
export function kindPluralWords(kind: PileKind): string {
  switch (kind) {
    case 'stock':
      return msg('stocks');
    case 'hand':
      return msg('hands');
    case 'waste':
      return msg('wastes');
    case 'waste-pile':
      return msg('waste piles');
    case 'foundation':
      return msg('foundations');
    case 'reserve':
      return msg('reserves');
    default:
      return msg('tableau piles');
  }
}

/** Where cards may go, by kind: "to a foundation", "to any waste pile". */
export function kindTo(kind: PileKind): string {
  switch (kind) {
    case 'stock':
      return msg('to the stock');
    case 'hand':
      return msg('to the hand');
    case 'waste':
      return msg('to the waste');
    case 'waste-pile':
      return msg('to any waste pile');
    case 'foundation':
      return msg('to a foundation');
    case 'reserve':
      return msg('to a reserve');
    default:
      return msg('to a tableau pile');
  }
}

/** How many cards: "1 card", "7 cards". */
export const cardCount = (n: number): string => (n === 1 ? msg('1 card') : msg(str`${n} cards`));

/**
 * A pile's accessible name, said once: "Waste pile 2, 3 cards, top: five of diamonds", with the
 * face-down count, the picked-up count and what an empty pile takes.
 */
export function pileDescription(o: {
  label: string;
  cards: readonly Card[];
  faceDown: number;
  selected: number;
  /** For an empty pile: what it takes ("starts with an ace"). */
  empty?: string;
  /** Extra words: "starts from 3, locked to hearts". */
  extra?: string;
}): string {
  const parts = [o.label];
  if (o.cards.length === 0) parts.push(o.empty ? msg(str`empty, ${o.empty}`) : msg('empty'));
  else {
    parts.push(cardCount(o.cards.length));
    if (o.faceDown > 0) {
      const down = o.faceDown;
      parts.push(msg(str`${down} face down`));
    }
    if (o.cards.length > o.faceDown) {
      const top = cardWords(o.cards[o.cards.length - 1]);
      parts.push(msg(str`top: ${top}`));
    }
  }
  if (o.extra) parts.push(o.extra);
  if (o.selected > 0) parts.push(o.selected === 1 ? msg('picked up') : msg(str`${o.selected} cards picked up`));
  return parts.join(', ');
}

/** What an empty foundation takes: "starts with an ace". */
export const startsWith = (rank: number): string => {
  const r = withRank(rank);
  return msg(str`starts with ${r}`);
};

/** What an empty tableau pile takes: "takes a king". */
export const takesRank = (rank: number): string => {
  const r = rankWithArticle(rank);
  return msg(str`takes ${r}`);
};

/** A locked foundation: "locked to hearts". */
export const lockedTo = (suit: number): string => {
  const s = suitWord(suit);
  return msg(str`locked to ${s}`);
};

/** A foundation built by colour, once it has a card: "red cards only". */
export const lockedToColour = (red: boolean): string => (red ? msg('red cards only') : msg('black cards only'));

/** A foundation built by a step other than one: "builds up by 3". */
export const buildsBy = (direction: 'up' | 'down', step: number): string =>
  direction === 'up' ? msg(str`builds up by ${step}`) : msg(str`builds down by ${step}`);

/** The caption under a foundation with its own base rank: "from 3". */
export const fromRank = (): string => msg('from');

// The spoken sentences of moves, undos, pick-ups, a win and the short notices after a click are in
// ./spoken-words.ts, loaded right after the first paint (./spoken.ts).

// ---------------------------------------------------------------------------------------------
// The end of a game

/**
 * Why a game is lost, true for the variant: what is left is only rearrangements (between piles of
 * the kinds given), going round the stock (`stock` among them: unlimited redeals), or nothing
 * (docs/rules.md "End of the game").
 */
export function lossReason(rearrangements: readonly PileKind[]): string {
  if (rearrangements.includes('stock')) return msg('going round the stock and moving cards between piles lead to no other play');
  if (rearrangements.length > 0) {
    const kinds = kindPluralWords(rearrangements[0]);
    return msg(str`the stock is used up and only moves between ${kinds} are left`);
  }
  return msg('the stock is used up and no card can be played');
}

export function lostSentence(reason: string): string {
  return msg(str`No more moves: ${reason}.`);
}

export const wonTitle = (): string => msg('You won');
export function newGameSentence(variant: string, seed: string | null, restart?: boolean): string {
  if (restart) return seed !== null ? msg(str`Restarted ${variant}, deal ${seed}.`) : msg(str`Restarted ${variant}, preset deck.`);
  return seed !== null ? msg(str`New game of ${variant}, deal ${seed}.`) : msg(str`New game of ${variant}, preset deck.`);
}

// ---------------------------------------------------------------------------------------------
// The table: toolbar, panels, forms

export const ui = {
  undo: () => msg('Undo'),
  redo: () => msg('Redo'),
  newGame: () => msg('New game'),
  restart: () => msg('Restart'),
  undoTitle: () => msg('Undo (U or Ctrl+Z)'),
  redoTitle: () => msg('Redo (Ctrl+Y)'),
  newGameTitle: () => msg('New game (N)'),
  moves: (n: number) => (n === 1 ? msg('1 move') : msg(str`${n} moves`)),
  playingTime: () => msg('playing time'),
  deal: (seed: string) => msg(str`deal ${seed}`),
  presetDeck: () => msg('preset deck'),
  dealMenuTitle: () => msg('Play another deal by its number'),
  dealInput: () => msg('Deal number or seed'),
  playDeal: () => msg('Play this deal'),
  rulesOf: (name: string) => msg(str`Rules of ${name}`),
  keysHeading: () => msg('Keys'),
  board: (name: string) => msg(str`${name} table`),
  confirmNewGame: () => msg('Start a new game? This one will count as lost.'),
  /** The question when the deal on the table is already counted (a restart, a lost game undone): leaving it counts nothing. */
  confirmNewGameCounted: () => msg('Start a new game? This one is already counted.'),
  confirmYes: () => msg('New game'),
  confirmNo: () => msg('Keep playing'),
  played: () => msg('Played'),
  won: () => msg('Won'),
  streak: () => msg('Current streak'),
  time: () => msg('Time'),
  movesLabel: () => msg('Moves'),
  liveRegion: () => msg('Game messages'),
  drawHint: () => msg('activate to draw a card'),
  // The record and the settings (their other words: panel-words.ts, loaded with the panels)
  statistics: () => msg('Statistics'),
  settings: () => msg('Settings'),
  loading: () => msg('Loading…'),
  // Hints and winnable deals (their other words load with the solver: hint-words.ts)
  hint: () => msg('Hint'),
  hintTitle: () => msg('Suggest a move (H)'),
  winnableMark: () => msg('winnable deal'),
  lookingForWinnable: () => msg('Looking for a winnable deal…'),
};
