/**
 * The keyboard of a `<patience-game>`: quick keys so a keyboard player is as fast as a mouse player
 * (`1`–`9`/`0` put the hand card or the picked-up cards on pile n, Shift+digit picks pile n up, `f` to
 * a foundation, `d` draws (or redeals), `w` picks up the waste card, `u`/Ctrl+Z undo, Ctrl+Y redo, `n` new game,
 * `h` a hint, `?` the keys), arrows between piles, Escape to put down, close, stop a hint or a winnable-deal search, or dismiss the message. Keys typed into a field are the
 * field's. The words for the keys are in src/i18n/words.ts (`keyList`).
 * @module
 */
import { mainRow } from './table-fit.js';
import { noDrawing, noPileNumbered, noSingleWaste, nothingToRedo, nothingToUndo } from '../i18n/key-words.js';
import type { GameSnapshot } from './game-context.js';
import type { GameController } from './game-controller.js';

/** What the keyboard needs from the game element. */
export interface KeyboardHost {
  /** The snapshot on the table now. */
  snapshotOf(): GameSnapshot | undefined;
  readonly controller: GameController;
  /** False when there was nothing to undo. */
  undo(): boolean;
  /** False when there was nothing to redo. */
  redo(): boolean;
  /** New game (asks first during a game). */
  askNewGame(): void;
  /** Shows or hides the list of keys. */
  toggleKeys(): void;
  /** Asks for a hint (`h`). */
  hint(): void;
  /** Escape: closes what is open (the keys list, the New game question) or drops the hint or the winnable deal being looked for; false when nothing was. */
  close(): boolean;
  /** Moves the focus to the neighbouring pile; false when there is none that way. */
  moveFocus(key: string): boolean;
  /** A digit key told the keyboard's layout: whether it types digits with Shift (AZERTY), for the list of keys. */
  digitsShifted(shifted: boolean): void;
}

/** Handles a keydown on the game. */
export function handleKey(host: KeyboardHost, e: KeyboardEvent): void {
  // Keys typed into a field (the deal-number box) are the field's, not the game's.
  const origin = e.composedPath()[0];
  if (origin instanceof HTMLInputElement || origin instanceof HTMLTextAreaElement) return;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  const c = host.controller;
  const act = (f: () => void): void => {
    e.preventDefault();
    f();
  };
  const undo = (): void => void (host.undo() || c.note(nothingToUndo));
  if (mod && key === 'z' && !e.shiftKey) return act(undo);
  if (mod && (key === 'y' || (key === 'z' && e.shiftKey))) return act(() => void (host.redo() || c.note(nothingToRedo)));
  if (mod || e.altKey) return;
  if (e.key === 'Escape') {
    if (c.selected) act(() => c.select(null));
    else if (host.close() || c.dismiss()) e.preventDefault();
    return;
  }
  if (e.key.startsWith('Arrow')) {
    if (host.moveFocus(e.key)) e.preventDefault();
    return;
  }
  // A digit by the character typed, else by the digit key pressed (Shift+1 is "!" on QWERTY, 1 is "&"
  // on AZERTY). The digit typed places; the same key giving its other character picks up, so on a
  // layout whose digits need Shift (AZERTY) Shift+1 places and 1 picks up.
  const digit = /^[0-9]$/.test(e.key) ? e.key : /^(Digit|Numpad)[0-9]$/.test(e.code) ? e.code.slice(-1) : '';
  if (digit) {
    const n = Number(digit) || 10;
    const up = e.key !== digit || (e.shiftKey && !e.code.startsWith('Digit'));
    // The digit typed with Shift, or another character without it: the digits need Shift here.
    if (e.code.startsWith('Digit')) host.digitsShifted(up !== e.shiftKey);
    return act(() => (up ? pickUp(host, n) : place(host, n)));
  }
  switch (key) {
    case 'f':
      return act(() => toFoundation(host));
    case 'd':
      return act(() => draw(host));
    case 'w':
      return act(() => pickUpWaste(host));
    case 'u':
      return act(undo);
    case 'n':
      return act(() => host.askNewGame());
    case 'h':
      return act(() => host.hint());
  }
  if (e.key === '?') act(() => host.toggleKeys());
}

/** Pile n (1-based) of the main row: a waste pile or a tableau pile. */
function mainPile(snapshot: GameSnapshot, n: number): string | undefined {
  const layout = snapshot.layout;
  const main = mainRow(layout);
  const target = main[n - 1];
  return target === undefined ? undefined : layout.ids[target];
}

/** A digit for a pile the main row does not have: says which numbers it has. */
function noPile(host: KeyboardHost, snapshot: GameSnapshot, n: number): void {
  const layout = snapshot.layout;
  const count = mainRow(layout).length;
  host.controller.note(() => noPileNumbered(n, count));
}

/** `1`–`9` (`0` for 10): the picked-up cards, or the hand card, to pile n; else picks up pile n. */
function place(host: KeyboardHost, n: number): void {
  const snapshot = host.snapshotOf();
  const c = host.controller;
  if (!snapshot || snapshot.state.status !== 'playing') return;
  const id = mainPile(snapshot, n);
  if (id === undefined) return noPile(host, snapshot, n);
  if (c.selected) return c.activate(id);
  const layout = snapshot.layout;
  const hand = layout.hand >= 0 ? layout.ids[layout.hand] : null;
  if (hand && (snapshot.piles.get(hand)?.cards.length ?? 0) > 0) {
    c.play({ from: hand, to: id });
    return;
  }
  c.activate(id);
}

/** Shift + `1`–`9` (`0` for 10): picks up the top card (or run) of pile n. */
function pickUp(host: KeyboardHost, n: number): void {
  const snapshot = host.snapshotOf();
  if (!snapshot || snapshot.state.status !== 'playing') return;
  const id = mainPile(snapshot, n);
  if (id === undefined) return noPile(host, snapshot, n);
  const c = host.controller;
  if (c.selected) c.select(null);
  c.activate(id);
}

/**
 * `f`: the picked-up card, or else the first of the focused pile's top card, the hand card and the waste
 * card that a foundation takes, to a foundation.
 */
function toFoundation(host: KeyboardHost): void {
  const snapshot = host.snapshotOf();
  if (!snapshot) return;
  const c = host.controller;
  const layout = snapshot.layout;
  const movable = (id: string | null) => !!id && (snapshot.piles.get(id)?.movable ?? 0) > 0;
  const hand = layout.hand >= 0 ? layout.ids[layout.hand] : null;
  const waste = layout.waste >= 0 ? layout.ids[layout.waste] : null;
  const order = [snapshot.focus, hand, waste];
  // The first of them a foundation takes; with none, the first that can move (its refusal is said).
  const foundations = new Set(layout.foundations.map((f) => layout.ids[f]));
  const up = new Set(c.session.legalMoves().flatMap((m) => (foundations.has(m.to) ? [m.from] : [])));
  const from = c.selected?.pile ?? order.find((id) => !!id && up.has(id)) ?? order.find((id) => movable(id)) ?? snapshot.focus;
  c.sendToFoundation(from);
}

/** `d`: draws from a stock that draws (an empty stock with redeals: redeals). */
function draw(host: KeyboardHost): void {
  const snapshot = host.snapshotOf();
  const layout = snapshot?.layout;
  if (!snapshot || !layout) return;
  const redeal = layout.tables.redeals !== 0 && snapshot.state.piles[layout.stock].length === 0;
  if (!redeal && !layout.feeds[layout.stock].some(Boolean)) return host.controller.note(noDrawing);
  host.controller.activate(layout.ids[layout.stock]);
}

/** `w`: picks up the waste card (games with a single waste). */
function pickUpWaste(host: KeyboardHost): void {
  const layout = host.snapshotOf()?.layout;
  if (!layout) return;
  if (layout.waste < 0) return host.controller.note(noSingleWaste);
  host.controller.activate(layout.ids[layout.waste]);
}

/**
 * The pile area an arrow key moves the focus to, from the focused one: among the `[data-pile]` areas
 * in the shadow roots of `piles` (in the board's order), the previous or next for ← and →, the
 * nearest below or above for ↓ and ↑ (by the distance of their left edges, plus the gap between the
 * rows). Null when no area has the focus or there is none that way.
 */
export function neighbourArea(piles: readonly Element[], key: string): HTMLElement | null {
  const targets = piles.flatMap((pile) => [...(pile.shadowRoot?.querySelectorAll<HTMLElement>('[data-pile]') ?? [])]);
  const active = targets.findIndex((t) => t.matches(':focus'));
  if (active < 0) return null;
  const here = targets[active].getBoundingClientRect();
  let next = -1;
  if (key === 'ArrowLeft') next = active - 1;
  else if (key === 'ArrowRight') next = active + 1;
  else {
    const down = key === 'ArrowDown';
    let best = Infinity;
    targets.forEach((t, i) => {
      const r = t.getBoundingClientRect();
      const rowDelta = down ? r.top - here.bottom : here.top - r.bottom;
      if (rowDelta < -here.height / 2) return;
      const d = Math.abs(r.left - here.left) + Math.max(0, rowDelta);
      if (i !== active && d < best) {
        best = d;
        next = i;
      }
    });
  }
  return next < 0 || next >= targets.length ? null : targets[next];
}
