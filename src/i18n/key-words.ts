/**
 * What a key that can do nothing says (README "Keys"), shown and said so that a keyboard or screen
 * reader player is never met with silence. Loaded with the keyboard (the in-play chunk).
 * @module
 */
import { msg, str } from '@lit/localize';

/** `u` or Ctrl+Z with no move to take back. */
export const nothingToUndo = (): string => msg('Nothing to undo.');

/** Ctrl+Y or Ctrl+Shift+Z with no undone move. */
export const nothingToRedo = (): string => msg('Nothing to redo.');

/** A digit for a pile the game does not have: its main row has piles 1 … `count`. */
export const noPileNumbered = (n: number, count: number): string =>
  msg(str`There is no pile ${n} in this game: its piles are numbered 1 to ${count}.`);

/** `d` in a game whose stock is not drawn by hand (its next card turns up by itself). */
export const noDrawing = (): string => msg('In this game the stock is not drawn by hand: its next card turns up by itself.');

/** `w` in a game with no single waste pile. */
export const noSingleWaste = (): string => msg('This game has no single waste pile to pick up from: use Shift and the pile\u2019s digit.');
