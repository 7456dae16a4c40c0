export interface PatienceLossDetail {
  readonly variant: string;
  readonly seed: string | null;
  /** Moves made (user and automatic). */
  readonly moves: number;
  /** Why the game is lost, in words. */
  readonly reason: string;
}

/**
 * `patience-loss`: Fired once when the game is lost (no progress is possible any more).
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceLossEvent extends CustomEvent<PatienceLossDetail> {
  static readonly eventType = 'patience-loss';
  constructor(detail: PatienceLossDetail) {
    super('patience-loss', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-loss': PatienceLossEvent;
  }
}
