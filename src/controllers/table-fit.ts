/**
 * Fitting the table to its element: cards as wide as the element's width allows (18 px up to
 * `--patience-card-max-width`), and the fans of the waste piles and tableau compressed so the whole
 * game stays inside the element's height when the page sets one, otherwise inside the viewport.
 * Measured on a resize (ResizeObserver), a new deal or a new card width; a move only compares its
 * piles with the room measured then (no DOM reads).
 * @module
 */
import type { Layout } from '../engine/layout.js';
import type { GameSnapshot } from './game-context.js';

/** Card width limits, in px. */
const MIN_CARD = 18;
const MAX_CARD = 104;
/** Fan steps (card heights) before compressing: face-up and face-down cards. */
export const FAN_UP = 0.24;
export const FAN_DOWN = 0.08;

/** Space between piles for a card width, in px. */
export const gapFor = (cardWidth: number): number => Math.max(2, Math.round(cardWidth * 0.1));

/** Columns the widest row needs, in card widths. */
export function columnsOf(layout: Layout | undefined): number {
  if (!layout) return 7;
  const top = 1 + (layout.hand >= 0 ? 1 : 0) + (layout.waste >= 0 ? 1 : 0) + layout.foundations.length + 0.5;
  return Math.max(top, layout.wastePiles.length, layout.tableau.length);
}

export interface FitHost {
  readonly element: HTMLElement;
  /** The shadow root with the table (`[part~="base"]`, `[part~="main-row"]`, `[part~="rules"]`, `.probe`). */
  root(): ParentNode;
  snapshot(): GameSnapshot | undefined;
  cardWidth(): number;
  setCardWidth(px: number): void;
  setFan(up: number, down: number): void;
}

export class TableFit {
  /** Whether the table has been measured once. */
  measured = false;
  /** The room the main row has, in px. */
  private mainRoom = Infinity;

  constructor(private readonly host: FitHost) {}

  /** Measures width and room, then fits the fans. */
  layout(): void {
    if (!this.host.snapshot()) return;
    this.measured = true;
    if (this.measureWidth()) return; // laid out again once the new width has rendered
    // The room for the main row: the height available less everything else at its natural height
    // (above the main row, and below it down to the rules; the table itself may be cut to, or
    // stretched to, the element's height).
    const root = this.host.root();
    const table = root.querySelector<HTMLElement>('[part~="base"]');
    const main = root.querySelector<HTMLElement>('[part~="main-row"]');
    if (!table || !main) return;
    const t = table.getBoundingClientRect();
    const m = main.getBoundingClientRect();
    const last = root.querySelector('[part~="rules"]')?.getBoundingClientRect().bottom ?? m.bottom;
    const fixed = m.top - t.top + (last - m.bottom) + parseFloat(getComputedStyle(table).paddingBottom || '0');
    this.mainRoom = this.availableHeight() - fixed - 2;
    this.fitFans();
  }

  /** Compresses the fans so the tallest pile fits the main row's room (no DOM reads). */
  fitFans(): void {
    const snapshot = this.host.snapshot();
    if (!snapshot) return;
    const layout = snapshot.layout;
    let need = 1;
    let spread = 0;
    for (const p of [...layout.wastePiles, ...layout.tableau]) {
      const n = snapshot.state.piles[p].length;
      if (n < 2) continue;
      const down = Math.min(n - 1, snapshot.state.faceDown[p]);
      const units = FAN_DOWN * down + FAN_UP * (n - 1 - down);
      if (1 + units > need) {
        need = 1 + units;
        spread = units;
      }
    }
    const cardH = this.host.cardWidth() * 1.4;
    const room = this.mainRoom;
    let scale = 1;
    if (spread > 0 && need * cardH > room) scale = Math.max(0, Math.min(1, (room / cardH - 1) / spread));
    this.host.setFan(FAN_UP * scale, FAN_DOWN * scale);
  }

  /**
   * Cards as wide as the element's width allows.
   * @returns whether the card width changed.
   */
  measureWidth(): boolean {
    const el = this.host.element;
    const width = el.clientWidth || el.getBoundingClientRect().width;
    if (width === 0) return false;
    const max = parseFloat(getComputedStyle(el).getPropertyValue('--patience-card-max-width')) || MAX_CARD;
    const padding = Math.min(16, Math.max(4, width * 0.02)) * 2;
    const cols = columnsOf(this.host.snapshot()?.layout);
    // Cards and the gaps between them fill the width; a gap is a tenth of a card, at least 2 px.
    let w = (width - padding) / (cols + (cols - 1) * 0.1);
    w = (width - padding - (cols - 1) * gapFor(w)) / cols;
    w = Math.max(MIN_CARD, Math.min(max, w));
    const rounded = Math.floor(w * 10) / 10;
    if (rounded === this.host.cardWidth()) return false;
    this.host.setCardWidth(rounded);
    return true;
  }

  /**
   * The height the game must fit in: the element's own when the page sets one, else the viewport's.
   * (A floated probe of height 100% is as tall as the element only when its height is definite.)
   */
  private availableHeight(): number {
    const probe = this.host.root().querySelector<HTMLElement>('.probe');
    const set = probe?.offsetHeight ?? 0;
    return set > 0 ? set : window.innerHeight;
  }
}
