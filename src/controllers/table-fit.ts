/**
 * Fitting the table to its element: cards as wide as the element's width allows (18 px up to
 * `--patience-card-max-width`), and the fans of the waste piles and tableau compressed so the whole
 * game stays inside the element's height when the page sets one, otherwise inside the viewport (the
 * rules the player opens may run below it). The fans compress only until a covered face-up card
 * shows its index; past that the cards get smaller (in steps of 8 %, so not at every move), and they
 * grow back at the next deal or resize.
 * Measured on a resize (ResizeObserver), a new deal or a new card width; a move only compares its
 * piles with the room measured then (no DOM reads).
 *
 * The page's sizing properties (`--patience-card-max-width`, `--patience-gap`, `--patience-fan-offset`,
 * `--patience-fan-offset-down`) are read again on each fit, and a change takes effect at once, with no
 * resize: two empty probes in `.probe` are sized by them (see {@link PROBE_STYLES}), and a
 * ResizeObserver on the probes lays the table out again when one changes size (no polling, no
 * style reads per frame).
 * @module
 */
import { css, type CSSResult } from 'lit';
import type { Layout } from '../engine/layout.js';
import type { GameSnapshot } from './game-context.js';

/** Card width limits, in px. */
const MIN_CARD = 18;
const MAX_CARD = 104;
/** Fan steps (card heights) before compressing: face-up and face-down cards. */
export const FAN_UP = 0.24;
export const FAN_DOWN = 0.08;
/**
 * Fans compress down to these steps (card heights) and no further: a
 * covered face-up card still shows its whole corner index (the top 20 % of the card). When even that
 * does not fit, the cards get smaller instead (see {@link TableFit.fitFans}).
 */
export const MIN_FAN_UP = 0.2;
export const MIN_FAN_DOWN = 0.02;
/** Cards made smaller for the height shrink in steps of 8 % (see {@link TableFit.capFor}). */
const SHRINK = 0.92;

/** Space between piles for a card width, in px (when the page sets no `--patience-gap`). */
export const gapFor = (cardWidth: number): number => Math.max(2, Math.round(cardWidth * 0.1));

/** A length the page set in px (`"12px"`, `"12"`), or null (none, or another unit: see {@link TableFit.pageLengths}). */
function pxOf(value: string): number | null {
  const m = /^(\d+(?:\.\d+)?)(px)?$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

/**
 * The probes that turn the page's sizing properties into sizes a ResizeObserver sees (for the game's
 * styles): `.probe > i:first-child` is `--patience-card-max-width` wide and `--patience-gap` tall,
 * `.probe > i:last-child` is 1000 × `--patience-fan-offset` px wide and 1000 × `--patience-fan-offset-down` px tall.
 */
export const PROBE_STYLES: CSSResult = css`
  .probe > i {
    position: absolute;
    visibility: hidden;
    width: var(--patience-card-max-width, 104px);
    height: var(--patience-gap, 0px);
  }
  .probe > i + i {
    width: calc(var(--patience-fan-offset, 0.24) * 1000px);
    height: calc(var(--patience-fan-offset-down, 0.08) * 1000px);
  }
`;

/** Columns the widest row needs, in card widths. */
/** The piles of the table's main row, which the digit keys number: the waste piles, or else the tableau. */
export const mainRow = (layout: Layout): readonly number[] => (layout.wastePiles.length > 0 ? layout.wastePiles : layout.tableau);

export function columnsOf(layout: Layout | undefined): number {
  if (!layout) return 7;
  const top = 1 + (layout.hand >= 0 ? 1 : 0) + (layout.waste >= 0 ? 1 : 0) + layout.reserves.length + layout.foundations.length + 0.5;
  return Math.max(top, layout.wastePiles.length, layout.tableau.length);
}

export interface FitHost {
  readonly element: HTMLElement;
  /** The shadow root with the table (`[part~="base"]`, `.row.main`, `[part~="rules"]`, `.probe`). */
  root(): ParentNode;
  snapshot(): GameSnapshot | undefined;
  cardWidth(): number;
  setCardWidth(px: number): void;
  setFan(up: number, down: number): void;
  /** The height the main row may take, in px (Infinity: no limit); its minimum height stays within it. */
  setMainRoom(px: number): void;
  /** Renders the table again (the gap changed, the card width did not). */
  requestUpdate(): void;
}

export class TableFit {
  /** Whether the table has been measured once. */
  measured = false;
  /** The page's `--patience-gap` in px (null: none), read with the width. */
  gap: number | null = null;
  /** Fan steps before compressing (card heights): the page's `--patience-fan-offset(-down)`, read with the width. */
  private fan = { up: FAN_UP, down: FAN_DOWN };
  /** The room the main row has, in px. */
  private mainRoom = Infinity;
  /**
   * The widest card whose tallest pile fits the height with fans no tighter than
   * {@link MIN_FAN_UP}, in px (Infinity: no limit). Set on a fit; between
   * fits a move may only lower it (cards do not grow back until the next deal, resize or new width).
   */
  private heightCap = Infinity;
  /** For the cap: the height the main row cannot use, split into what is fixed (px) and what scales with the card (px per px of card width). */
  private rest = { fixed: 0, perCard: 0, height: 0 };
  /** How many times the cap changed for one position (see {@link layout}). */
  private refit: { state: unknown; count: number } = { state: undefined, count: 0 };
  /** The card width the element's width allows, in px (before the height's cap). */
  private byWidth = MAX_CARD;

  /** Watches the probes of the page's sizing properties (see {@link PROBE_STYLES}). */
  private styleWatch?: ResizeObserver;
  private watched: Element[] = [];
  private frame = 0;

  constructor(private readonly host: FitHost) {}

  /** Stops watching the page's sizing properties (the element left the page; watched again on the next fit). */
  disconnect(): void {
    this.styleWatch?.disconnect();
    cancelAnimationFrame(this.frame);
    this.watched = [];
  }

  /** Watches the probes now rendered (once per probe element). */
  private watch(): void {
    const probes = [...this.host.root().querySelectorAll('.probe > i')];
    if (probes.length === this.watched.length && probes.every((p, i) => p === this.watched[i])) return;
    // A probe changes size only when the page changes a property: lay out again, in the next frame
    // (the new layout changes the element's own size, which must not land in this frame's
    // notifications). The first notification, on observing, finds nothing changed.
    this.styleWatch ??= new ResizeObserver(() => {
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => this.layout());
    });
    this.styleWatch.disconnect();
    for (const p of probes) this.styleWatch.observe(p);
    this.watched = probes;
  }

  /** Measures width and room, then fits the fans (reading the page's sizing properties again). */
  layout(): void {
    if (!this.host.snapshot()) return;
    this.measured = true;
    this.watch();
    if (this.measureWidth()) return; // laid out again once the new width has rendered
    // The room for the main row: the height available less everything else at its natural height
    // (above the main row, and below it down to the rules; the table itself may be cut to, or
    // stretched to, the element's height).
    const root = this.host.root();
    const table = root.querySelector<HTMLElement>('[part~="base"]');
    const main = root.querySelector<HTMLElement>('.row.main');
    if (!table || !main) return;
    const t = table.getBoundingClientRect();
    const m = main.getBoundingClientRect();
    // The height to fit: the element's own when the page sets one (a floated probe of height 100% is
    // as tall as the element only when its height is definite), else the viewport's, where the rules
    // the player opened may run below it (the page scrolls) but their line stays in view.
    const set = root.querySelector<HTMLElement>('.probe')?.offsetHeight ?? 0;
    const px = set || window.innerHeight;
    const rules = root.querySelector('[part~="rules"]');
    const last = (set ? rules : rules?.querySelector('summary'))?.getBoundingClientRect().bottom ?? m.bottom;
    const fixed = m.top - t.top + (last - m.bottom) + parseFloat(getComputedStyle(table).paddingBottom || '0');
    this.mainRoom = px - fixed - 2;
    // The main row's minimum height stays within its room: what lies below stays inside the element
    // of a set height, or, with none, the game stays no taller than the viewport.
    this.host.setMainRoom(this.mainRoom);
    // What scales with the card above the main row: the top row of piles.
    const top = root.querySelector('.row.top')?.getBoundingClientRect().height ?? 0;
    const w = this.host.cardWidth();
    this.rest = { fixed: fixed - top, perCard: top / w, height: px };
    // The cap is worked out again from the piles now (it may rise after a deal or a resize): smaller
    // cards only when the pile does not fit as it is (in steps, see capFor).
    let cap = this.capFor();
    // However the estimates turn out, the same position changes the card width at most 3 times.
    const state = this.host.snapshot()?.state;
    if (state !== this.refit.state) this.refit = { state, count: 0 };
    if (cap !== this.heightCap && this.refit.count++ >= 3) cap = this.heightCap;
    this.heightCap = cap;
    if (this.measureWidth()) return; // laid out again once the smaller (or larger) cards have rendered
    this.fitFans();
  }

  /** The piles of the main row with a card under their top one: face-down and face-up steps under it. */
  private steps(): { down: number; up: number }[] {
    const snapshot = this.host.snapshot();
    if (!snapshot) return [];
    return [...snapshot.layout.wastePiles, ...snapshot.layout.tableau].flatMap((p) => {
      const n = snapshot.state.piles[p].length;
      const down = Math.min(n - 1, snapshot.state.faceDown[p]);
      return n < 2 ? [] : [{ down, up: n - 1 - down }];
    });
  }

  /** The tallest pile of the main row, in fan units: face-down and face-up steps under its top card. */
  private tallest(): { down: number; up: number; units: number } {
    let out = { down: 0, up: 0, units: 0 };
    for (const { down, up } of this.steps()) {
      const units = this.fan.down * down + this.fan.up * up;
      if (units > out.units) out = { down, up, units };
    }
    return out;
  }

  /**
   * The face-down step (card heights) for which every pile of the main row fits `units` card heights
   * with its face-up steps at `up`: Infinity when no pile has a face-down card under a face-up one
   * and all fit, -Infinity when a pile does not fit even with no face-down step.
   */
  private downStepFor(units: number, up: number): number {
    let step = Infinity;
    for (const p of this.steps()) {
      const left = units - 1 - p.up * up;
      if (left < 0) return -Infinity;
      if (p.down > 0) step = Math.min(step, left / p.down);
    }
    return step;
  }

  /**
   * The card width (px) for which every pile of the main row fits the height with fans no tighter
   * than {@link MIN_FAN_UP} and {@link MIN_FAN_DOWN}: Infinity when it fits at
   * the width's size, else the width's size made smaller in steps of {@link SHRINK} until it fits (so
   * cards change size now and then as a pile grows, not at every move).
   */
  private capFor(): number {
    const { fixed, perCard, height } = this.rest;
    if (height <= 0) return Infinity;
    // The pile that needs the most room with its fans at their tightest (not always the tallest at
    // the page's fans: face-down steps compress further than face-up ones).
    const units = Math.max(
      1,
      ...this.steps().map((p) => 1 + Math.min(this.fan.down, MIN_FAN_DOWN) * p.down + Math.min(this.fan.up, MIN_FAN_UP) * p.up),
    );
    const fits = (height - fixed - 2) / (1.4 * units + perCard);
    // Cards made smaller grow back only with 5 % to spare: the estimate moves a little (2 %) with the
    // width it was measured at, and the table must not switch between two widths.
    const now = this.heightCap;
    const spare = now < Infinity ? 1.05 : 1;
    if (fits >= this.byWidth * spare) return Infinity;
    let w = this.byWidth;
    while (w > fits && w > MIN_CARD) w *= SHRINK;
    const cap = Math.max(MIN_CARD, Math.floor(w));
    return cap > now && fits < cap * spare ? now : cap;
  }

  /** Compresses the fans so the tallest pile fits the main row's room (no DOM reads, unless the cards must get smaller). */
  fitFans(): void {
    if (!this.host.snapshot()) return;
    const tallest = this.tallest();
    const spread = tallest.units;
    const need = 1 + spread;
    const cardH = this.host.cardWidth() * 1.4;
    const room = this.mainRoom;
    let scale = 1;
    if (spread > 0 && need * cardH > room) scale = Math.max(0, Math.min(1, (room / cardH - 1) / spread));
    let [up, down] = [this.fan.up * scale, this.fan.down * scale];
    const minUp = Math.min(this.fan.up, MIN_FAN_UP);
    // Both fans compressed alike would hide a covered face-up card's index: the face-down steps give
    // way first, down to MIN_FAN_DOWN, as capFor counts them (a face-up card keeps its index).
    if (up < minUp - 0.001) {
      const d = this.downStepFor(room / cardH, minUp);
      if (d >= Math.min(this.fan.down, MIN_FAN_DOWN)) [up, down] = [minUp, Math.min(this.fan.down, d)];
    }
    this.host.setFan(up, down);
    // Tighter than a face-up card's index even so: smaller cards (the table is
    // laid out again once they render).
    if (up < minUp - 0.001) {
      const cap = this.capFor();
      if (cap < this.heightCap) {
        this.heightCap = cap;
        this.measureWidth();
      }
    }
  }

  /**
   * Cards as wide as the element's width allows.
   * @returns whether the card width changed.
   */
  measureWidth(): boolean {
    const el = this.host.element;
    const style = getComputedStyle(el);
    // The element's content box: a page may give the element a padding (and a border, which
    // clientWidth leaves out), inside which the table lies.
    const width = (el.clientWidth || el.getBoundingClientRect().width) - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // 0, or NaN off the page (no computed padding).
    if (!(width > 0)) return false;
    const { max, gap: asked } = this.pageLengths();
    // The table's padding on each side: `clamp(6px, 2cqi, 16px)` in the styles.
    const padding = Math.min(16, Math.max(6, width * 0.02)) * 2;
    const cols = columnsOf(this.host.snapshot()?.layout);
    // Cards and the gaps between them fill the width; a gap is the page's --patience-gap (no wider
    // than leaves the smallest cards room), or a tenth of a card, at least 2 px.
    const gap =
      asked === null ? null : Math.min(asked, Math.max(0, Math.floor((width - padding - cols * MIN_CARD) / Math.max(1, cols - 1))));
    if (gap !== this.gap) {
      this.gap = gap;
      this.host.requestUpdate();
    }
    const step = (name: string, fallback: number): number => {
      const text = style.getPropertyValue(name).trim();
      const v = /^\d*\.?\d+$/.test(text) ? Number(text) : NaN;
      return v >= 0 && v <= 1 ? v : fallback;
    };
    this.fan = { up: step('--patience-fan-offset', FAN_UP), down: step('--patience-fan-offset-down', FAN_DOWN) };
    // The widest card (to 0.1 px) that fits with the gap drawn for it: gapFor rounds, so a card
    // sized with its estimate's gap could get a wider one (280 px, 10 piles: 25 px cards with
    // 3 px gaps need 277 px of 268).
    const room = width - padding;
    let w = Math.floor((room / cols) * 10) / 10;
    while (w > MIN_CARD && cols * w + (cols - 1) * (gap ?? gapFor(w)) > room + 0.01) w = Math.round(w * 10 - 1) / 10;
    this.byWidth = Math.max(MIN_CARD, Math.min(max, w));
    w = Math.max(MIN_CARD, Math.min(this.byWidth, this.heightCap));
    const rounded = Math.floor(w * 10) / 10;
    if (rounded === this.host.cardWidth()) return false;
    this.host.setCardWidth(rounded);
    return true;
  }

  /**
   * The page's `--patience-card-max-width` and `--patience-gap` in px (gap null: the page sets none),
   * in any unit the page wrote them (`5rem`, `calc(…)`, `min(…)`): read from the probes, where the
   * browser has turned them into px (see {@link PROBE_STYLES}). Before the probes are rendered (the
   * first fit of a table), a value in px only; the fit after the first render reads the probes.
   */
  private pageLengths(): { max: number; gap: number | null } {
    const el = this.host.element;
    const set = getComputedStyle(el).getPropertyValue('--patience-gap').trim() !== '';
    const probe = this.host.root().querySelector<HTMLElement>('.probe > i');
    if (probe) {
      const size = getComputedStyle(probe);
      return { max: parseFloat(size.width) || MAX_CARD, gap: set ? parseFloat(size.height) || 0 : null };
    }
    return {
      max: pxOf(getComputedStyle(el).getPropertyValue('--patience-card-max-width')) ?? MAX_CARD,
      gap: pxOf(getComputedStyle(el).getPropertyValue('--patience-gap')),
    };
  }
}
