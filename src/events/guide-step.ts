export interface PatienceGuideStepDetail {
  /** The step now shown: 1 to `total` (0: the guide's start position, before its first step). */
  readonly index: number;
  /** How many steps the guide plays (a guide stops before a step that cannot be played). */
  readonly total: number;
  /** The move text of the step shown (its `<patience-step move>`), or null at the start position. */
  readonly move: string | null;
}

/**
 * `patience-guide-step`: Fired by a `<patience-game guide>` each time its guide shows another step
 * (Next, Previous, Restart, ← and →, and once when the guide is ready, at step 0). The step's move
 * fires the ordinary `patience-move` (forward) or `patience-undo` (back) too.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceGuideStepEvent extends CustomEvent<PatienceGuideStepDetail> {
  static readonly eventType = 'patience-guide-step';
  constructor(detail: PatienceGuideStepDetail) {
    super('patience-guide-step', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-guide-step': PatienceGuideStepEvent;
  }
}
