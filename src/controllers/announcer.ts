/**
 * The announcer: turns what happened into words for the screen-reader live region and the short
 * visible notice (a refused move, a hint). Words come from src/i18n/words.ts.
 * @module
 */
import { parseCard } from '../engine/cards.js';
import type { AppliedMove } from '../engine/rules.js';
import {
  autoChainSentence,
  lostSentence,
  moveSentence,
  newGameSentence,
  pickedUpSentence,
  putDownSentence,
  redoSentence,
  undoSentence,
  wonSentence,
} from '../i18n/words.js';
import { formatTime } from '../i18n/format.js';
import type { GameSnapshot, Selection } from './game-context.js';
import type { Change, GameSession } from './game-session.js';

/** A short message shown on the table (a refused move, a hint). */
export interface Notice {
  readonly text: string;
  readonly kind: 'info' | 'refusal';
  readonly serial: number;
}

const ids = (m: AppliedMove) => ({
  from: m.from,
  to: m.to,
  auto: m.auto,
  cards: m.cards.map((c) => parseCard(c)),
  turned: m.turned !== undefined ? parseCard(m.turned) : undefined,
  dealt: m.dealt !== undefined ? parseCard(m.dealt) : undefined,
});

export class Announcer {
  /** Text for the live region. */
  announcement = '';
  /** The visible notice, if any. */
  notice: Notice | null = null;
  private serial = 0;

  /** Words for a change of the game. */
  change(change: Change, session: GameSession): void {
    const layout = session.layout;
    const state = session.current;
    if (!layout || !state) return;
    this.serial++;
    if (change.kind === 'refused') {
      this.notice = { text: change.reason, kind: 'refusal', serial: this.serial };
      this.announcement = change.spoken;
      return;
    }
    this.notice = null;
    let text: string;
    if (change.kind === 'deal') {
      text = newGameSentence(layout.variant.name, session.game!.seed);
    } else if (change.kind === 'move') {
      const [first, ...autos] = change.turn;
      text = moveSentence(layout, ids(first));
      if (autos.length > 0 && autos.length <= 2) text += ' ' + autos.map((m) => moveSentence(layout, ids(m))).join(' ');
      else if (autos.length > 2) text += ' ' + autoChainSentence(autos.length);
    } else if (change.turn.length === 0) {
      text = '';
    } else if (change.kind === 'undo') {
      text = undoSentence(layout, ids(change.turn[0]), change.turn.length - 1);
    } else {
      text = redoSentence(layout, ids(change.turn[0]));
    }
    if (state.status === 'won' && change.kind !== 'undo') text = wonSentence(state.moves, formatTime(session.elapsedMs));
    else if (state.status === 'lost') text += ' ' + lostSentence(session.lossReason());
    this.announcement = text.trim();
  }

  /** Words for picking up or putting down. */
  selected(selection: Selection | null, snapshot: GameSnapshot | null, session: GameSession): void {
    const layout = session.layout;
    if (!selection || !snapshot || !layout) {
      this.announcement = putDownSentence();
      return;
    }
    const pile = snapshot.piles.get(selection.pile);
    if (!pile) return;
    this.announcement = pickedUpSentence(layout, selection.pile, pile.cards.slice(pile.cards.length - pile.selected));
  }

  /** A hint or a short explanation, shown and said. */
  note(text: string): void {
    this.serial++;
    this.notice = { text, kind: 'info', serial: this.serial };
    this.announcement = text;
  }
}
