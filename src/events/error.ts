/** Error codes of {@link PatienceErrorEvent}. */
export type PatienceErrorCode = 'unknown-variant' | 'bad-seed' | 'bad-deck' | 'bad-save' | 'storage';

export interface PatienceErrorDetail {
  readonly code: PatienceErrorCode;
  /** What was wrong, naming the bad value. */
  readonly message: string;
}

/**
 * `patience-error`: Fired for bad input (unknown variant, bad seed or deck order, bad saved game); the game on screen stays as it was.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceErrorEvent extends CustomEvent<PatienceErrorDetail> {
  static readonly eventType = 'patience-error';
  constructor(detail: PatienceErrorDetail) {
    super('patience-error', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-error': PatienceErrorEvent;
  }
}
