/**
 * The guide's words (`<patience-game guide>`), loaded with the guide (guide-mode.ts) on first use.
 * @module
 */
import { msg, str } from '@lit/localize';

export const guideWords = {
  guide: () => msg('Guide'),
  previous: () => msg('Previous'),
  next: () => msg('Next'),
  restart: () => msg('Restart'),
  previousTitle: () => msg('Previous step (←)'),
  nextTitle: () => msg('Next step (→)'),
  restartTitle: () => msg('Back to the first position of the guide'),
  yourTurn: () => msg('Your turn'),
  yourTurnTitle: () => msg('Play on from here yourself'),
  backToGuide: () => msg('Back to the guide'),
  progress: (index: number, total: number) => msg(str`Step ${index} of ${total}`),
  start: (total: number) =>
    total === 0
      ? msg('Start position. This guide has no step to play.')
      : total === 1
        ? msg('Start position: one step. Press Next to play it.')
        : msg(str`Start position: ${total} steps. Press Next to play the first one.`),
  startShort: () => msg('Start'),
  playing: (index: number) => msg(str`Your game from step ${index}: undo goes back as far as here.`),
  handedOver: () => msg('Your turn: the board is yours.'),
  end: () => msg('End of the guide.'),
  table: () => msg('The table now'),
};
