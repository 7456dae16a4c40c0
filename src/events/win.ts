export interface PatienceWinDetail {
  readonly variant: string;
  readonly seed: string | null;
  /** Moves made (user and automatic). */
  readonly moves: number;
  /** Playing time in ms, from the first move, not counting time the page was hidden. */
  readonly elapsedMs: number;
}

/**
 * `patience-win`: Fired once when the game is won (every card on the foundations); never followed by a loss in the same game (undo and redo do not fire it again; a restart is a new game of the deal).
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceWinEvent extends CustomEvent<PatienceWinDetail> {
  static readonly eventType = 'patience-win';
  constructor(detail: PatienceWinDetail) {
    super('patience-win', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-win': PatienceWinEvent;
  }
}
