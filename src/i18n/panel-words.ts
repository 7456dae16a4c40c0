/**
 * The words only the panels use (the player's record, the settings, the keys), loaded with them
 * (../components/patience-game/extras.ts), not at first paint. The words the toolbar and the won
 * panel share with them stay in words.ts (`ui`).
 * @module
 */
import { msg, str } from '@lit/localize';

export const panelWords = {
  close: () => msg('Close'),
  lost: () => msg('Lost'),
  winRate: () => msg('Win rate'),
  bestStreak: () => msg('Best streak'),
  bestMoves: () => msg('Fewest moves'),
  bestTime: () => msg('Best time'),
  game: () => msg('Game'),
  allGames: () => msg('All games'),
  thisGame: (name: string) => msg(str`${name}: your record`),
  noGames: () => msg('No games finished yet.'),
  autoPlay: () => msg('Automatic play'),
  autoPlayHint: () => msg('Safe cards go to the foundations by themselves'),
  theme: () => msg('Theme'),
  themeClassic: () => msg('Classic felt'),
  themeDark: () => msg('Dark'),
  themeContrast: () => msg('Large print, high contrast'),
  fourColour: () => msg('Four-colour suits'),
  animation: () => msg('Animation'),
  animationHint: () => msg('Cards glide to their places'),
};

/**
 * The keys, for the `?` list and the rules panel: [key, what it does]. `draws`: the game draws from its
 * stock (D and W); `piles`: how many piles of the main row (waste piles or tableau) the digits reach;
 * `redeals`: an empty stock is dealt again (D); `shifted`: the player's keyboard types digits with Shift
 * (AZERTY), so Shift + a digit key places and the key alone picks up (src/controllers/keyboard.ts).
 */
export function keyList(draws: boolean, piles = 10, redeals = false, shifted = false): [string, string][] {
  const n = Math.min(9, piles);
  const ten = piles >= 10;
  const place = ten
    ? msg('put the hand card (or the picked-up cards) on pile 1 to 9 (0: pile 10); with nothing to put, pick up that pile')
    : msg(str`put the hand card (or the picked-up cards) on pile 1 to ${n}; with nothing to put, pick up that pile`);
  const pick = ten ? msg('pick up the top of pile 1 to 9 (0: pile 10)') : msg(str`pick up the top of pile 1 to ${n}`);
  const withShift = ten ? msg('Shift + 1 to 9, 0') : msg(str`Shift + 1 to ${n}`);
  const digits: [string, string][] = shifted
    ? [
        [withShift, place],
        [ten ? msg('1 to 9, 0 without Shift') : msg(str`1 to ${n} without Shift`), pick],
      ]
    : [
        [ten ? msg('1 to 9, 0') : msg(str`1 to ${n}`), place],
        [withShift, pick],
      ];
  const keys: [string, string][] = [
    [msg('Arrow keys'), msg('move between piles')],
    [msg('Enter or Space'), msg('pick up cards, or put them on this pile')],
    ...digits,
    [msg('F'), msg('send the picked-up or focused card to a foundation')],
  ];
  if (draws || redeals) {
    const d = !redeals
      ? msg('draw a card from the stock')
      : draws
        ? msg('draw a card from the stock; once it is empty, deal it again')
        : msg('deal the stock again once it is empty');
    keys.push([msg('D'), d]);
  }
  if (draws) keys.push([msg('W'), msg('pick up the waste card')]);
  keys.push(
    [msg('U or Ctrl+Z'), msg('undo')],
    [msg('Ctrl+Y or Ctrl+Shift+Z'), msg('redo')],
    [msg('N'), msg('new game')],
    [msg('H'), msg('hint: suggest a move')],
    [msg('Escape'), msg('put the picked-up cards down; close; stop looking for a hint or a winnable deal; dismiss the message')],
    [msg('?'), msg('show these keys')],
  );
  return keys;
}
