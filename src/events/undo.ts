import type { MoveRecord } from './move-record.js';

export interface PatienceUndoDetail {
  /** The user's move taken back. */
  readonly move: MoveRecord;
  /** Every move taken back: the user's, then the automatic moves it caused. */
  readonly turn: readonly MoveRecord[];
  /** Moves made in this game after the undo. */
  readonly moves: number;
}

/**
 * `patience-undo`: Fired after `undo()` (or Ctrl+Z / the Undo button) takes back a turn.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceUndoEvent extends CustomEvent<PatienceUndoDetail> {
  static readonly eventType = 'patience-undo';
  constructor(detail: PatienceUndoDetail) {
    super('patience-undo', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-undo': PatienceUndoEvent;
  }
}
