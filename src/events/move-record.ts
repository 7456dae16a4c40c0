/** A move as events report it: the piles and the cards moved (codes, bottom to top). */
export interface MoveRecord {
  /** Pile id the cards left, e.g. `hand`, `waste-2`, `tableau-3`. */
  readonly from: string;
  /** Pile id the cards went to, e.g. `foundation-1`. */
  readonly to: string;
  /** Card codes moved, bottom to top, e.g. `["8H"]`. */
  readonly cards: readonly string[];
}
