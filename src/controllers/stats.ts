/**
 * A player's record per variant: games played, won and lost, streaks, best moves and time. Pure
 * functions over plain JSON, so the numbers can be checked without a browser.
 *
 * Every deal is counted once, with its best result: a win, a loss, or, for a game left unfinished by
 * dealing another, a loss. A deal counted as lost that the player then wins after all (by undo, or by
 * restarting it) becomes a win ({@link amendToWon}); a deal already won counts nothing more. So
 * `won + lost === played` always.
 * @module
 */

/** One variant's record. */
export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  /** Wins in a row up to the last finished game (0 after a loss). */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fewest moves (user and automatic) in a won game, or null before the first win. */
  readonly bestMoves: number | null;
  /**
   * Shortest playing time of a won game in ms, or null before the first win of at least
   * {@link MIN_BEST_TIME_MS} (a shorter win, moves made by a script or by the deal's automatic play,
   * was not played on the clock and sets no best time).
   */
  readonly bestTimeMs: number | null;
}

/** How a game ended for the record: abandoned games (a new deal before the end) count as lost. */
export type Outcome = 'won' | 'lost' | 'abandoned';

/** Records by variant id. */
export type StatsRecord = Readonly<Record<string, VariantStats>>;

export const emptyStats = (): VariantStats => ({
  played: 0,
  won: 0,
  lost: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestMoves: null,
  bestTimeMs: null,
});

/** Shortest win, in ms, that counts as a best time (see {@link VariantStats.bestTimeMs}). */
export const MIN_BEST_TIME_MS = 1000;

/** The record after one more finished game. */
export function recordOutcome(stats: VariantStats, outcome: Outcome, moves: number, elapsedMs: number): VariantStats {
  if (outcome === 'won') {
    const streak = stats.currentStreak + 1;
    return {
      played: stats.played + 1,
      won: stats.won + 1,
      lost: stats.lost,
      currentStreak: streak,
      bestStreak: Math.max(stats.bestStreak, streak),
      bestMoves: stats.bestMoves === null ? moves : Math.min(stats.bestMoves, moves),
      bestTimeMs:
        elapsedMs < MIN_BEST_TIME_MS ? stats.bestTimeMs : stats.bestTimeMs === null ? elapsedMs : Math.min(stats.bestTimeMs, elapsedMs),
    };
  }
  return { ...stats, played: stats.played + 1, lost: stats.lost + 1, currentStreak: 0 };
}

/**
 * The record after a deal already counted as lost (or abandoned) is won after all: its loss becomes a
 * win, `played` stays. The current streak goes on from `streakBefore` (the streak the loss broke, when
 * known) if the loss was the last game counted. With no loss left to amend (the record was reset
 * since), the win is counted as a new game.
 */
export function amendToWon(stats: VariantStats, moves: number, elapsedMs: number, streakBefore: number): VariantStats {
  if (stats.lost === 0) return recordOutcome(stats, 'won', moves, elapsedMs);
  const streak = stats.currentStreak === 0 ? Math.min(streakBefore, stats.won) : stats.currentStreak;
  return recordOutcome({ ...stats, played: stats.played - 1, lost: stats.lost - 1, currentStreak: streak }, 'won', moves, elapsedMs);
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isBest = (n: unknown): n is number | null => n === null || (typeof n === 'number' && Number.isFinite(n) && n >= 0);

/** Whether a value is a consistent record (counts add up, streaks within bounds). */
export function isVariantStats(s: unknown): s is VariantStats {
  if (typeof s !== 'object' || s === null) return false;
  const v = s as Record<string, unknown>;
  return (
    isCount(v.played) &&
    isCount(v.won) &&
    isCount(v.lost) &&
    isCount(v.currentStreak) &&
    isCount(v.bestStreak) &&
    v.won + v.lost === v.played &&
    v.currentStreak <= v.bestStreak &&
    v.bestStreak <= v.won &&
    isBest(v.bestMoves) &&
    isBest(v.bestTimeMs) &&
    (v.won === 0) === (v.bestMoves === null)
  );
}

/**
 * The field of a stored record that lists the last counts written into it, by id (not a variant):
 * a tab that finds one of its own counts missing (another tab wrote over it from an older copy)
 * counts it again (game-store.ts).
 */
export const COUNTS_FIELD = '~counts';
/** How many count ids a stored record keeps. */
export const COUNTS_KEPT = 64;

/**
 * Reads stored records, and the ids of the last counts written into them ({@link COUNTS_FIELD}).
 * Anything unreadable or inconsistent is dropped (and reported through `problems`: one sentence at
 * most, naming every bad entry) rather than
 * trusted: a bad record must not show a win rate above 100%.
 */
export function parseStats(text: string | null): { stats: StatsRecord; counts: string[]; problems: string[] } {
  if (text === null) return { stats: {}, counts: [], problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { stats: {}, counts: [], problems: ['stored statistics are not valid JSON; starting afresh'] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { stats: {}, counts: [], problems: ['stored statistics are not an object; starting afresh'] };
  }
  const stats: Record<string, VariantStats> = {};
  const bad: string[] = [];
  let counts: string[] = [];
  for (const [variant, s] of Object.entries(data)) {
    if (variant === COUNTS_FIELD) counts = Array.isArray(s) ? s.filter((id): id is string => typeof id === 'string') : [];
    else if (isVariantStats(s)) stats[variant] = { ...emptyStats(), ...s };
    else bad.push(variant);
  }
  // One problem for the whole record (one patience-error, README "Events": storage), naming each entry.
  const problems = bad.length > 0 ? [`stored statistics for ${bad.join(', ')} are inconsistent; starting afresh`] : [];
  return { stats, counts, problems };
}

/** A record as stored: the records by variant, and the ids of the last counts written into it. */
export const storedStats = (stats: StatsRecord, counts: readonly string[]): string =>
  JSON.stringify({ ...stats, [COUNTS_FIELD]: counts.slice(-COUNTS_KEPT) });
