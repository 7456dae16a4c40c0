/**
 * Builds the immutable {@link GameSnapshot} the piles render from: everything a pile shows is worked
 * out here once per change (movable counts, which units can move, the targets of the picked-up cards,
 * names), so rendering never asks the game anything. The snapshot is deeply frozen (its variant and
 * layout, shared tables, aside): changing it throws.
 * @module
 */
import { isRed, suitOf } from '../engine/cards.js';
import { layoutOf, type Layout } from '../engine/layout.js';
import { forEachLegalMove, movableRun, type GameState, type Move } from '../engine/rules.js';
import type { FoundationsDeclaration, PileId, VariantDefinition } from '../engine/vocabulary.js';
import { buildsBy, lockedTo, lockedToColour, pileDescription, pileLabel, startsWith, takesRank, ui } from '../i18n/words.js';
import type { GameSnapshot, PileView, Selection } from './game-context.js';
import type { Locale } from '../i18n/locale.js';

export function buildSnapshot(o: {
  variant: VariantDefinition;
  state: GameState;
  selection: Selection | null;
  refused: { pile: PileId; serial: number } | null;
  focus: PileId | null;
  fan: { up: number; down: number };
  serial: number;
  locale: Locale;
  /** The suggested move shown on the table (a hint), if any. */
  hint?: Move | null;
  /** The snapshot before: the view of each pile that is the same is shared with it. */
  previous?: GameSnapshot | null;
}): GameSnapshot {
  const layout = layoutOf(o.variant);
  const state = o.state;
  const hint = o.hint ?? null;
  // Only the focus, the fan or the refused pile changed (an arrow key, a fit): the views of the piles
  // are the ones before, without going through the legal moves again.
  const made = o.previous ? madeFrom.get(o.previous) : undefined;
  const same =
    made &&
    made.layout === layout &&
    made.state === state &&
    made.selection === o.selection &&
    made.hint === hint &&
    made.locale === o.locale;
  const piles = same ? o.previous!.piles : pileViews(o, layout);
  const focus = o.focus ?? layout.ids[layout.hand >= 0 ? layout.hand : layout.stock];
  // The game's state is never changed in place (each move makes a new one): freezing it costs nothing.
  freeze(state, state.piles, ...state.piles, state.faceDown);
  const snapshot = freeze({
    variant: o.variant,
    layout,
    state,
    piles,
    selection: o.selection && freeze(o.selection),
    refused: o.refused && freeze(o.refused),
    focus,
    fan: freeze(o.fan),
    serial: o.serial,
    locale: o.locale,
  });
  madeFrom.set(snapshot, { layout, state, selection: o.selection, hint, locale: o.locale });
  return snapshot;
}

/** What each snapshot's views of the piles were worked out from. */
const madeFrom = new WeakMap<
  GameSnapshot,
  { layout: Layout; state: GameState; selection: Selection | null; hint: Move | null; locale: Locale }
>();

/** The view of each pile (frozen; those that show the same as in `o.previous` are its own). */
function pileViews(o: Parameters<typeof buildSnapshot>[0], layout: Layout): GameSnapshot['piles'] {
  const state = o.state;
  const playing = state.status === 'playing';
  // Legal moves once: the unit sizes each pile can move, and where the selection can go.
  const counts = layout.ids.map(() => new Set<number>());
  const targets = new Set<number>();
  const sel = o.selection;
  const selFrom = sel ? (layout.indexOf.get(sel.pile) ?? -1) : -1;
  forEachLegalMove(layout, state, (from, to, count) => {
    counts[from].add(count);
    if (from === selFrom && (sel!.count === 0 || sel!.count === count)) targets.add(to);
  });
  const piles = new Map<PileId, PileView>();
  layout.ids.forEach((id, i) => {
    const kind = layout.kinds[i];
    const cards = state.piles[i];
    const movable = !playing || kind === 'foundation' || kind === 'stock' ? 0 : movableRun(layout, state, i);
    const canMove: boolean[] = [];
    for (let k = cards.length - movable; k < cards.length; k++) canMove.push(counts[i].has(cards.length - k));
    let selected = 0;
    if (sel && sel.pile === id) {
      if (sel.count > 0) selected = sel.count;
      else {
        // The longest part of the run with a legal move (or the whole run when none has one).
        const longest = canMove.indexOf(true);
        selected = longest >= 0 ? movable - longest : movable;
      }
    }
    const label = pileLabel(layout, id);
    let empty: string | undefined;
    let extra: string | undefined;
    if (kind === 'foundation') {
      const decl = layout.decls[i] as FoundationsDeclaration;
      const { suit, step = 1, direction } = decl.build;
      if (cards.length === 0) empty = startsWith(layout.base[i]);
      else if (suit === 'same') extra = lockedTo(suitOf(cards[0]));
      else if (suit === 'colour') extra = lockedToColour(isRed(cards[0]));
      // A step other than one is said always ("builds up by 3"), empty or not.
      if (step !== 1) extra = [extra, buildsBy(direction, step)].filter(Boolean).join(', ');
    } else if (kind === 'tableau' && layout.tableauDeclaration?.empty.rank) {
      empty = takesRank(layout.tableauDeclaration.empty.rank);
    } else if (kind === 'stock' && cards.length > 0 && layout.feeds[i].some(Boolean)) {
      extra = ui.drawHint();
    }
    const view: PileView = {
      id,
      kind,
      cards,
      faceDown: state.faceDown[i],
      movable,
      canMove,
      selected,
      target: targets.has(i),
      hinted: o.hint?.from === id ? (o.hint.count ?? 1) : 0,
      hintTarget: o.hint?.to === id,
      label,
      description: pileDescription({ label, cards, faceDown: state.faceDown[i], selected, empty, extra }),
    };
    const before = o.previous?.layout === layout ? o.previous.piles.get(id) : undefined;
    piles.set(id, before && samePile(before, view) ? before : freeze(view, canMove));
  });
  return freeze(Object.assign(piles, { set: immutable, delete: immutable, clear: immutable }));
}

/** Freezes its arguments; returns the first. */
function freeze<T>(first: T, ...more: unknown[]): T {
  for (const o of more) Object.freeze(o);
  return Object.freeze(first);
}

/** A frozen map's `set`, `delete` and `clear`. */
function immutable(): never {
  throw new TypeError('The game snapshot cannot be changed');
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/** Whether two views of a pile show the same. */
function samePile(a: PileView, b: PileView): boolean {
  return (
    a.kind === b.kind &&
    a.faceDown === b.faceDown &&
    a.movable === b.movable &&
    a.selected === b.selected &&
    a.target === b.target &&
    a.hinted === b.hinted &&
    a.hintTarget === b.hintTarget &&
    a.label === b.label &&
    a.description === b.description &&
    sameList(a.cards, b.cards) &&
    sameList(a.canMove, b.canMove)
  );
}
