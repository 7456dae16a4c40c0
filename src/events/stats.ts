import type { Outcome, VariantStats } from '../controllers/stats.js';

export interface PatienceStatsDetail {
  /** Variant id the record is for. */
  readonly variant: string;
  /** How the game just counted ended: `won`, `lost`, or `abandoned` (a new deal before the end; counts as lost). */
  readonly outcome: Outcome;
  /** The variant's record after this game: `{ played, won, lost, currentStreak, bestStreak, bestMoves, bestTimeMs }`. */
  readonly stats: VariantStats;
}

/**
 * `patience-stats`: fired after each finished game is counted in the player's record (a win, a loss,
 * or a game abandoned by dealing another). Each deal counts once, with its best result: a deal counted
 * as lost or abandoned that is then won (after undo, or restarted) fires it again with `won`, its
 * loss turned into a win (`played` unchanged); a won deal won again counts nothing more. Bubbles and
 * is composed; `detail` is plain JSON.
 */
export class PatienceStatsEvent extends CustomEvent<PatienceStatsDetail> {
  static readonly eventType = 'patience-stats';
  constructor(detail: PatienceStatsDetail) {
    super('patience-stats', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-stats': PatienceStatsEvent;
  }
}
