import type { RefusalId } from '../engine/reasons.js';

export interface PatienceInvalidMoveDetail {
  /** The move as it was asked for. */
  readonly move: { readonly from: string; readonly to: string; readonly count?: number };
  /** Why it was refused, in the player's words (e.g. "3♠ can't go to foundation 1: it takes a two of any suit next."; card codes and pile ids are in `move`). */
  readonly reason: string;
  /**
   * Why it was refused, as an id (`does-not-follow`, `foundation-base`, `suit-taken`, … : the `id` of
   * the engine's `Refusal`), for hosts that word it themselves.
   */
  readonly code: RefusalId;
}

/**
 * `patience-invalid-move`: Fired when a move is refused; nothing changes.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceInvalidMoveEvent extends CustomEvent<PatienceInvalidMoveDetail> {
  static readonly eventType = 'patience-invalid-move';
  constructor(detail: PatienceInvalidMoveDetail) {
    super('patience-invalid-move', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-invalid-move': PatienceInvalidMoveEvent;
  }
}
