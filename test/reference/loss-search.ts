/**
 * The engine's loss search as it was before it went best first (src/engine/rules.ts `canProgress`,
 * breadth first over the positions rearrangements reach, keyed over every pile up to the order of
 * interchangeable piles), kept unchanged and slow so the tests can hold the new search's answers equal
 * to it (test/engine/loss-search.test.ts). Its answer does not depend on the order: true when a
 * position with a progress move is found or more than {@link LOSS_SEARCH_LIMIT} distinct positions
 * are reached, false when every reachable position (fewer) has been visited.
 */
import { OK, withBoard } from '../../src/engine/board.js';
import { UNLIMITED, type Layout } from '../../src/engine/layout.js';
import {
  LOSS_SEARCH_LIMIT,
  applyRaw,
  forEachLegalMove,
  isProgress,
  rearrangingCannotProgress,
  type GameState,
  type IndexMove,
  type LossSearchStats,
} from '../../src/engine/rules.js';

/** The breadth-first `canProgress` (with `stats`: positions expanded and distinct positions seen). */
export function breadthFirstCanProgress(
  layout: Layout,
  start: GameState,
  options: { quickProof?: boolean; stats?: LossSearchStats } = {},
): boolean {
  let groups: number[][] | null = null;
  let seen: Set<string> | null = null;
  const queue: GameState[] = [start];
  const done = (answer: boolean, expanded: number): boolean => {
    if (options.stats) {
      options.stats.expanded = expanded;
      options.stats.seen = seen?.size ?? 1;
    }
    return answer;
  };
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head];
    let progress = false;
    const rearrangements: IndexMove[] = [];
    forEachLegalMove(layout, state, (from, to, count) => {
      if (isProgress(layout, state, from, to, count)) return (progress = true);
      rearrangements.push({ from, to, count });
      return false;
    });
    if (progress) return done(true, head + 1);
    if (rearrangements.length === 0) continue;
    if (head === 0 && options.quickProof !== false) {
      if (roundTheStockPlays(layout, state)) return done(true, 1);
      if (rearrangingCannotProgress(layout, state)) return done(false, 1);
    }
    if (seen === null || groups === null) {
      groups = interchangeablePiles(layout);
      seen = new Set<string>([searchKey(groups, start)]);
    }
    for (const m of rearrangements) {
      const next = applyRaw(layout, state, m.from, m.to, m.count).state;
      const key = searchKey(groups, next);
      if (seen.has(key)) continue;
      if (seen.size >= LOSS_SEARCH_LIMIT) return done(true, head + 1);
      seen.add(key);
      queue.push(next);
    }
  }
  return done(false, queue.length);
}

function roundTheStockPlays(layout: Layout, state: GameState): boolean {
  if (layout.tables.redeals !== UNLIMITED || layout.waste < 0) return false;
  const waste = layout.waste;
  const cards = [...state.piles[layout.stock], ...state.piles[waste]];
  if (cards.length === 0) return false;
  const targets = layout.ids.flatMap((_, p) => (layout.feeds[waste][p] && p !== layout.stock ? [p] : []));
  return withBoard(layout, state, (b) => cards.some((c) => targets.some((t) => b.takes(t, c, 1, waste) === OK)));
}

function interchangeablePiles(layout: Layout): number[][] {
  const groups = new Map<string, number[]>();
  layout.ids.forEach((_, i) => {
    const key = `${layout.variant.piles.indexOf(layout.decls[i])}:${layout.base[i]}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()];
}

function searchKey(groups: readonly (readonly number[])[], state: GameState): string {
  let key = '';
  for (const group of groups) {
    const piles = group.map((i) => String.fromCharCode(65 + state.faceDown[i], ...state.piles[i].map((c) => c + 48)));
    key += (piles.length > 1 ? piles.sort() : piles).join('|') + '#';
  }
  return key;
}
