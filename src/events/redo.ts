import type { MoveRecord } from './move-record.js';

export interface PatienceRedoDetail {
  /** The user's move replayed. */
  readonly move: MoveRecord;
  /** Every move replayed: the user's, then its automatic moves, exactly as first played. */
  readonly turn: readonly MoveRecord[];
  /** Moves made in this game after the redo. */
  readonly moves: number;
}

/**
 * `patience-redo`: Fired after `redo()` (or Ctrl+Y / the Redo button) replays an undone turn.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceRedoEvent extends CustomEvent<PatienceRedoDetail> {
  static readonly eventType = 'patience-redo';
  constructor(detail: PatienceRedoDetail) {
    super('patience-redo', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-redo': PatienceRedoEvent;
  }
}
