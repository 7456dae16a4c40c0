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
import { parseCard, suitOf, type Card } from '../engine/cards.js';
import type { Refusal } from '../engine/reasons.js';
import type { Layout } from '../engine/layout.js';
import type { PileId, PileKind, SuitRule } from '../engine/vocabulary.js';

export {
  SUIT_SYMBOLS,
  capitalize,
  cardSign,
  cardWords,
  faceDownCardWords,
  rankSign,
  rankWithArticle,
  rankWord,
  suitWord,
  unknownCardWords,
} from './cards.js';
import { capitalize, cardSign, cardWords, rankWithArticle, rankWord, suitWord } from './cards.js';

// ---------------------------------------------------------------------------------------------
// Piles

/** A pile's name for people, lower case for the middle of a sentence: "waste pile 2", "foundation 1". */
export function pileWords(layout: Layout, id: PileId): string {
  const i = layout.indexOf.get(id);
  if (i === undefined) return msg('a pile that does not exist');
  const kind = layout.kinds[i];
  const n = Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
  switch (kind) {
    case 'stock': return msg('the stock');
    case 'hand': return msg('the hand');
    case 'waste': return msg('the waste');
    case 'waste-pile': return msg(str`waste pile ${n}`);
    case 'foundation': return msg(str`foundation ${n}`);
    default: return msg(str`tableau pile ${n}`);
  }
}

/** A pile's name as a label: "Waste pile 2", "Stock", "Hand". */
export function pileLabel(layout: Layout, id: PileId): string {
  const i = layout.indexOf.get(id);
  if (i === undefined) return '';
  const n = Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
  switch (layout.kinds[i]) {
    case 'stock': return msg('Stock');
    case 'hand': return msg('Hand');
    case 'waste': return msg('Waste');
    case 'waste-pile': return msg(str`Waste pile ${n}`);
    case 'foundation': return msg(str`Foundation ${n}`);
    default: return msg(str`Tableau pile ${n}`);
  }
}

/** A kind of pile, plural: "tableau piles". */
export function kindPluralWords(kind: PileKind): string {
  switch (kind) {
    case 'stock': return msg('stocks');
    case 'hand': return msg('hands');
    case 'waste': return msg('wastes');
    case 'waste-pile': return msg('waste piles');
    case 'foundation': return msg('foundations');
    default: return msg('tableau piles');
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
  const r = rankWithArticle(rank);
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

/** The caption under a foundation with its own base rank: "from 3". */
export const fromRank = (): string => msg('from');

// ---------------------------------------------------------------------------------------------
// Moves

/** The cards of a move in words: "king of clubs", "3 cards from nine of hearts". */
function movedCards(cards: readonly Card[]): string {
  const first = cardWords(cards[0]);
  if (cards.length === 1) return first;
  const n = cards.length;
  return msg(str`${n} cards from ${first}`);
}

/** One applied move, spoken: "King of clubs to waste pile 1." (+ what it turned up or dealt). */
export function moveSentence(
  layout: Layout,
  m: { from: PileId; to: PileId; cards: readonly Card[]; auto: boolean; turned?: Card; dealt?: Card },
): string {
  const what = capitalize(movedCards(m.cards));
  const to = pileWords(layout, m.to);
  const from = pileWords(layout, m.from);
  let text = m.auto ? msg(str`${what} goes up to ${to} by itself.`) : msg(str`${what} from ${from} to ${to}.`);
  if (m.turned !== undefined) {
    const c = cardWords(m.turned);
    text += ' ' + msg(str`Turned up ${c}.`);
  }
  if (m.dealt !== undefined) {
    const c = cardWords(m.dealt);
    text += ' ' + msg(str`Next card in the hand: ${c}.`);
  }
  return text;
}

/** After an undo: "Took back: king of clubs to waste pile 1." */
export function undoSentence(layout: Layout, m: { from: PileId; to: PileId; cards: readonly Card[] }, autos: number): string {
  const what = movedCards(m.cards);
  const from = pileWords(layout, m.from);
  const back = msg(str`Took back: ${what} is on ${from} again.`);
  return autos > 0 ? `${back} ${autos === 1 ? msg('One automatic move went back with it.') : msg(str`${autos} automatic moves went back with it.`)}` : back;
}

/** After a redo. */
export function redoSentence(layout: Layout, m: { from: PileId; to: PileId; cards: readonly Card[] }): string {
  const what = movedCards(m.cards);
  const to = pileWords(layout, m.to);
  return msg(str`Played again: ${what} to ${to}.`);
}

/** After picking cards up. */
export function pickedUpSentence(layout: Layout, pile: PileId, cards: readonly Card[]): string {
  const what = movedCards(cards);
  const from = pileWords(layout, pile);
  return msg(str`Picked up ${what} from ${from}. Choose where to put it.`);
}

export const putDownSentence = (): string => msg('Put down.');

/** A whole automatic chain, shortly: "4 cards went up to the foundations by themselves." */
export function autoChainSentence(n: number): string {
  return n === 1 ? msg('1 card went up to the foundations by itself.') : msg(str`${n} cards went up to the foundations by themselves.`);
}

export const stockDealsItselfSentence = (): string => msg('The stock deals into the hand by itself.');

export function onlyTopCanMove(layout: Layout, pile: PileId, max: number): string {
  const where = pileWords(layout, pile);
  return max === 1 ? msg(str`Only the top card of ${where} can move.`) : msg(str`Only the top ${max} cards of ${where} can move.`);
}

export const foundationCardsStaySentence = (): string => msg('Cards on a foundation stay there.');

// ---------------------------------------------------------------------------------------------
// Refusals

/** A kind of pile with its article, for "takes cards only from the hand or a waste pile". */
function kindWithArticle(kind: PileKind): string {
  switch (kind) {
    case 'stock': return msg('the stock');
    case 'hand': return msg('the hand');
    case 'waste': return msg('the waste');
    case 'waste-pile': return msg('a waste pile');
    case 'foundation': return msg('a foundation');
    default: return msg('a tableau pile');
  }
}

/** "a or b" for a short list. */
function either(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  return msg(str`${head} or ${last}`);
}

/** What may follow a card under a build rule: "a four of any suit", "4♠", "a red four". */
function wantedWords(onto: Card, rank: number, suit: SuitRule, card: (c: Card) => string): string {
  if (rank === 0) return msg('nothing');
  const s = suitOf(onto);
  const red = s === 1 || s === 2;
  const r = rankWord(rank);
  switch (suit) {
    case 'same': return card(s * 13 + rank - 1);
    case 'colour': return red ? msg(str`a red ${r}`) : msg(str`a black ${r}`);
    case 'alternate-colour': return red ? msg(str`a black ${r}`) : msg(str`a red ${r}`);
    default: {
      const a = rankWithArticle(rank);
      return msg(str`${a} of any suit`);
    }
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
  const pile = (id: PileId): string => pileWords(layout, id);
  const Pile = (id: PileId): string => capitalize(pileWords(layout, id));
  switch (r.id) {
    case 'game-over':
      return r.status === 'won' ? msg('The game is over: you won.') : msg('The game is over.');
    case 'not-a-move':
      return msg('That is not a move.');
    case 'no-such-pile':
      return msg('There is no such pile in this game.');
    case 'bad-count':
      return msg('A move takes a whole number of cards.');
    case 'same-pile':
      return msg('The cards are already on that pile.');
    case 'foundation-keeps':
      return msg('Cards on a foundation stay there.');
    case 'stock-deals-itself':
      return msg('The stock deals into the hand by itself.');
    case 'wrong-source': {
      const to = Pile(r.to);
      const from = either(r.kinds.map(kindWithArticle));
      return msg(str`${to} takes cards only from ${from}.`);
    }
    case 'takes-nothing': {
      const to = pile(r.to);
      return msg(str`Nothing can be put on ${to}.`);
    }
    case 'empty-source': {
      const from = Pile(r.from);
      return msg(str`${from} is empty.`);
    }
    case 'stock-one-card':
      return msg('The stock deals one card at a time.');
    case 'face-down': {
      const from = pile(r.from);
      return r.faceUp === 1 ? msg(str`Only the top card of ${from} is face up.`) : msg(str`Only ${r.faceUp} cards of ${from} are face up.`);
    }
    case 'one-card-only': {
      const to = kindWithArticle(r.kind);
      return msg(str`Only one card at a time goes to ${to}.`);
    }
    case 'not-a-run': {
      const from = pile(r.from);
      return msg(str`The top ${r.count} cards of ${from} are not a run that moves together.`);
    }
    case 'top-card-only': {
      const from = pile(r.from);
      return msg(str`Only the top card of ${from} can move.`);
    }
    case 'empty-tableau': {
      const what = c(r.card);
      if (r.rank === undefined) {
        const n = r.minCards ?? 1;
        return msg(str`${what} can't go to an empty pile: it takes a run of ${n} cards.`);
      }
      const a = rankWithArticle(r.rank);
      return msg(str`${what} can't go to an empty pile: it takes only ${a} or a run headed by ${a}.`);
    }
    case 'does-not-follow': {
      const what = c(r.card);
      const onto = c(r.onto);
      const wanted = wantedWords(parseCard(r.onto), r.rank, r.suit, card);
      if (r.kind === 'foundation') {
        const to = pile(r.to);
        return msg(str`${what} can't go on ${to}: it takes ${wanted} next.`);
      }
      return msg(str`${what} can't go on ${onto}: it takes ${wanted}.`);
    }
    case 'foundation-full': {
      const to = Pile(r.to);
      return msg(str`${to} is complete.`);
    }
    case 'foundation-base': {
      const what = c(r.card);
      const a = rankWithArticle(r.base);
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
  }
}

// ---------------------------------------------------------------------------------------------
// The end of a game

/** Why a game is lost, true for the variant: what is left is only rearrangements, or nothing. */
export function lossReason(rearrangements: readonly PileKind[]): string {
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
/** The one short sentence announced on a win. */
export function wonSentence(moves: number, time: string): string {
  return msg(str`You won in ${moves} moves and ${time}.`);
}

export function newGameSentence(variant: string, seed: string | null): string {
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
  confirmYes: () => msg('New game'),
  confirmNo: () => msg('Keep playing'),
  played: () => msg('Played'),
  won: () => msg('Won'),
  streak: () => msg('Current streak'),
  time: () => msg('Time'),
  movesLabel: () => msg('Moves'),
  close: () => msg('Close'),
  liveRegion: () => msg('Game messages'),
  drawHint: () => msg('activate to draw a card'),
};

/** The keys, for the `?` list and the rules panel: [key, what it does]. */
export function keyList(draws: boolean): [string, string][] {
  const keys: [string, string][] = [
    [msg('Arrow keys'), msg('move between piles')],
    [msg('Enter or Space'), msg('pick up cards, or put them on this pile')],
    [msg('1 to 9, 0'), msg('put the hand card (or the picked-up cards) on pile 1 to 9 (0: pile 10); with nothing to put, pick up that pile')],
    [msg('Shift + 1 to 9'), msg('pick up the top of pile 1 to 9')],
    [msg('F'), msg('send the picked-up or focused card to a foundation')],
  ];
  if (draws) keys.push([msg('D'), msg('draw a card from the stock')], [msg('W'), msg('pick up the waste card')]);
  keys.push(
    [msg('U or Ctrl+Z'), msg('undo')],
    [msg('Ctrl+Y'), msg('redo')],
    [msg('N'), msg('new game')],
    [msg('Escape'), msg('put the picked-up cards down')],
    [msg('?'), msg('show these keys')],
  );
  return keys;
}
