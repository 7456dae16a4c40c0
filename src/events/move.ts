import type { MoveRecord } from './move-record.js';

export interface PatienceMoveDetail {
  /** The move: piles and the cards moved (codes, bottom to top). */
  readonly move: MoveRecord;
  /** True when automatic play made the move. */
  readonly auto: boolean;
  /**
   * Moves made in this game so far, this one included (user and automatic; the automatic moves of the
   * deal itself are part of the deal and count for nothing: 0 for each of them).
   */
  readonly moves: number;
}

/**
 * `patience-move`: Fired after every applied move, the user's and each automatic one (in that order).
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceMoveEvent extends CustomEvent<PatienceMoveDetail> {
  static readonly eventType = 'patience-move';
  constructor(detail: PatienceMoveDetail) {
    super('patience-move', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-move': PatienceMoveEvent;
  }
}
