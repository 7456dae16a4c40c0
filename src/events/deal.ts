export interface PatienceDealDetail {
  /** Variant id, e.g. `sir-tommy`. */
  readonly variant: string;
  /** The seed the deck was shuffled from, or null for a preset deck order. */
  readonly seed: string | null;
  /** Present (true) when the solver proved this deal winnable before it was dealt (`deal="winnable"`). */
  readonly winnable?: true;
}

/**
 * `patience-deal`: Fired when a game is dealt: on first render, `newGame()`, `restart()`, and when `variant`, `seed` or `deck` change.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceDealEvent extends CustomEvent<PatienceDealDetail> {
  static readonly eventType = 'patience-deal';
  constructor(detail: PatienceDealDetail) {
    super('patience-deal', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-deal': PatienceDealEvent;
  }
}
