/**
 * Drop targets for drags: each pile element registers the element that covers it; a drag asks which
 * pile lies under the pointer, and marks it while the cards hover over it. And {@link screenScale},
 * for the glides and drags that measure on screen and move cards in the game's own px (here, in the
 * first load, so that both chunks share it without a chunk of its own).
 * @module
 */
import type { PileId } from '../engine/vocabulary.js';

export class DropTargets {
  private readonly piles = new Map<PileId, Element>();

  register(id: PileId, el: Element): void {
    this.piles.set(id, el);
  }

  unregister(id: PileId, el: Element): void {
    if (this.piles.get(id) === el) this.piles.delete(id);
  }

  /**
   * The pile whose column a viewport point lies in, below the pile (the empty space under a fanned
   * pile, down to the board's end), among those `column` accepts: the lowest of those whose area is
   * above the point and spans its x; null when none does.
   */
  columnAt(x: number, y: number, column: (id: PileId) => boolean): PileId | null {
    let best: PileId | null = null;
    let bottom = -Infinity;
    for (const [id, el] of this.piles) {
      const r = el.getBoundingClientRect();
      if (column(id) && r.width > 0 && x >= r.left && x <= r.right && y >= r.bottom && r.bottom > bottom) {
        best = id;
        bottom = r.bottom;
      }
    }
    return best;
  }

  /** Marks (or unmarks) a pile as the target under a dragged card. */
  hint(pile: PileId | null, on: boolean): void {
    if (pile !== null) this.piles.get(pile)?.toggleAttribute('data-drop-target', on);
  }

  /** The pile under a viewport point (or the nearest one within `slack` px), for drops. */
  pileAt(x: number, y: number, slack = 24): PileId | null {
    let best: PileId | null = null;
    let bestDistance = Infinity;
    for (const [id, el] of this.piles) {
      if (!el.isConnected) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const dx = Math.max(r.left - x, 0, x - r.right);
      const dy = Math.max(r.top - y, 0, y - r.bottom);
      const d = Math.hypot(dx, dy);
      if (d < bestDistance) {
        bestDistance = d;
        best = id;
      }
    }
    return bestDistance <= slack ? best : null;
  }
}

/**
 * `el`'s screen px per CSS px: below 1 in a page that scales it down (`transform: scale()` or `zoom`
 * on an ancestor), 1 otherwise (and for an element not laid out). Divide a length measured on screen
 * by it to get one to draw `el` or its contents with.
 */
export function screenScale(el: HTMLElement | undefined): number {
  const w = el?.offsetWidth ?? 0;
  const k = w > 0 ? el!.getBoundingClientRect().width / w : 1;
  return Number.isFinite(k) && k > 0 ? k : 1;
}
