import type { MoveRecord } from './move-record.js';

export interface PatienceBeforeMoveDetail {
  /** The move about to be made: piles and the cards that would move (codes, bottom to top). */
  readonly move: MoveRecord;
  /** True when automatic play is about to make the move (vetoing it stops automatic play for this turn). */
  readonly auto: boolean;
}

/**
 * `patience-before-move`: fired before every legal move is applied, the user's and each automatic one
 * that follows it (automatic moves made by the deal itself are part of the deal and are not offered).
 * Cancelable: `preventDefault()` vetoes the move; it is then not applied and nothing else changes.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceBeforeMoveEvent extends CustomEvent<PatienceBeforeMoveDetail> {
  static readonly eventType = 'patience-before-move';
  constructor(detail: PatienceBeforeMoveDetail) {
    super('patience-before-move', { detail, bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-before-move': PatienceBeforeMoveEvent;
  }
}
