/**
 * The announcer: turns what happened into words for the screen-reader live region and the short
 * visible notice (a refused move, a hint). Words come from src/i18n/words.ts (the deal, a loss) and
 * src/i18n/spoken-words.ts (moves, undos, pick-ups, a win), which loads right after the first paint
 * (src/i18n/spoken.ts): until it has, those say nothing (the host renders again once it has).
 * @module
 */
import { parseCard } from '../engine/cards.js';
import type { AppliedMove } from '../engine/rules.js';
import { lostSentence, newGameSentence, ui, variantName } from '../i18n/words.js';
import { formatTime } from '../i18n/format.js';
import { refusalWords } from '../i18n/refusals.js';
import { spokenWords } from '../i18n/spoken.js';
import type { GameSnapshot, Selection } from './game-context.js';
import type { Change, GameSession } from './game-session.js';

/** A short message shown on the table (a refused move, a hint). */
export interface Notice {
  /** The words, built when shown (so they follow a change of language). */
  readonly text: () => string;
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
  /** The visible notice, if any. */
  notice: Notice | null = null;
  private serial = 0;
  /** How many times the live region was given words: odd ones end in a no-break space (see `announcement`). */
  private said = 0;
  /** Builds the text for the live region, in the language of the moment (so it follows a switch). */
  private say: () => string = () => '';

  /**
   * Text for the live region. Every other message ends in an invisible no-break space, so the same
   * words twice in a row still change the region's text, and a screen reader says them again.
   */
  get announcement(): string {
    const text = this.say();
    return text && this.said % 2 ? text + '\u00a0' : text;
  }

  /** Words for a change of the game. */
  change(change: Change, session: GameSession): void {
    const layout = session.layout;
    const state = session.current;
    if (!layout || !state) return;
    this.serial++;
    this.said++;
    if (change.kind === 'refused') {
      // The words of the page's first refusal load on first use (see GameSession.refuse): until they
      // come, or if they cannot load, a short sentence in English.
      const { refusal } = change;
      const sentence = (show: 'sign' | 'words'): string =>
        refusalWords()?.refusalSentence(layout, refusal, show) ?? 'That move is not allowed.';
      this.notice = { text: () => sentence('sign'), kind: 'refusal', serial: this.serial };
      this.say = () => sentence('words');
      return;
    }
    this.notice = null;
    const seed = session.game!.seed;
    // A deal whose game has moves made is a saved game taken up (a resume, a restore()), not a new one.
    const resumed = session.game!.cursor > 0;
    const moves = state.moves;
    const status = state.status;
    const time = formatTime(session.elapsedMs);
    this.say = () => {
      const words = spokenWords();
      let text: string;
      if (change.kind === 'deal') {
        const name = variantName(layout.variant);
        // (Its words are in the spoken sentences of play: nothing until they have loaded.)
        text = resumed
          ? (words?.resumedSentence(name, seed !== null ? ui.deal(seed) : ui.presetDeck()) ?? '')
          : newGameSentence(name, seed, change.restart);
      } else if (!words || change.turn.length === 0) {
        text = '';
      } else if (change.kind === 'move') {
        const [first, ...autos] = change.turn;
        text = words.moveSentence(layout, ids(first));
        if (autos.length > 0 && autos.length <= 2) text += ' ' + autos.map((m) => words.moveSentence(layout, ids(m))).join(' ');
        else if (autos.length > 2) text += ' ' + words.autoChainSentence(autos.length);
      } else if (change.kind === 'undo') {
        text = words.undoSentence(layout, ids(change.turn[0]), change.turn.length - 1);
      } else {
        text = words.redoSentence(layout, ids(change.turn[0]));
      }
      if (status === 'won' && change.kind !== 'undo') text = words?.wonSentence(moves, time) ?? '';
      else if (status === 'lost') text += ' ' + lostSentence(session.lossReason());
      return text.trim();
    };
  }

  /** Words for picking up or putting down. */
  selected(selection: Selection | null, snapshot: GameSnapshot | null, session: GameSession): void {
    const layout = session.layout;
    this.said++;
    if (!selection || !snapshot || !layout) {
      this.say = () => spokenWords()?.putDownSentence() ?? '';
      return;
    }
    const pile = snapshot.piles.get(selection.pile);
    if (!pile) return;
    const cards = pile.cards.slice(pile.cards.length - pile.selected);
    this.say = () => spokenWords()?.pickedUpSentence(layout, selection.pile, cards) ?? '';
  }

  /**
   * Says nothing of the change just made: a guide that set its position (Restart, Back to the guide)
   * says the step in its own live region, and "Resumed …" or "New game of …" would be wrong there.
   */
  hush(): void {
    this.said++;
    this.say = () => '';
  }

  /**
   * A hint or a short explanation, shown and said (`words` builds it whenever it is shown; `spoken`,
   * when given, is what the live region says instead: cards in words rather than signs).
   */
  note(words: () => string, spoken: () => string = words): void {
    this.serial++;
    this.said++;
    this.notice = { text: words, kind: 'info', serial: this.serial };
    this.say = spoken;
  }
}
