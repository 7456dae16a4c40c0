/**
 * The four suit symbols (clubs, diamonds, hearts, spades) as inline SVG, drawn in a 100 × 100 box and
 * filled with `currentColor`, so whoever shows one decides its colour with the CSS `color` property.
 *
 * Used by `<playing-card>` for the corner indices and pips, and reusable by pile elements (for example a
 * foundation placeholder that shows which suit it takes).
 *
 * @module
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Suit } from '../../engine/cards.js';

/** Side of the square viewBox every suit path is drawn in: `0 0 100 100`. */
export const SUIT_VIEWBOX = '0 0 100 100';

/**
 * SVG path data (`d`) for each suit letter, in the 100 × 100 box of {@link SUIT_VIEWBOX}. Every subpath
 * winds the same way, so the default `nonzero` fill rule fills overlaps.
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  // Three lobes (circles of radius 21) and a flared stem.
  C:
    'M29 37a21 21 0 1 0 42 0a21 21 0 1 0 -42 0Z' +
    'M6 63a21 21 0 1 0 42 0a21 21 0 1 0 -42 0Z' +
    'M52 63a21 21 0 1 0 42 0a21 21 0 1 0 -42 0Z' +
    'M50 46L38 64L50 70L62 64Z' +
    'M46 60C46 80 40 90 30 97L70 97C60 90 54 80 54 60Z',
  // Four slightly concave sides, as on printed cards.
  D: 'M50 1Q64 29 87 50Q64 71 50 99Q36 71 13 50Q36 29 50 1Z',
  H: 'M50 94C36 79 4 60 4 31C4 15 16 5 29 5C39 5 46 11 50 20C54 11 61 5 71 5C84 5 96 15 96 31C96 60 64 79 50 94Z',
  // An upturned heart with a flared stem.
  S:
    'M50 3C40 21 5 40 5 63C5 77 16 86 28 86C37 86 44 81 47 74C46 84 41 92 32 97L68 97C59 92 54 84 53 74' +
    'C56 81 63 86 72 86C84 86 95 77 95 63C95 40 60 21 50 3Z',
};

/** Suit letter of a string (`'h'`, `'H'`), or `undefined` when it is not one of `C D H S`. */
export function toSuit(letter: string | null | undefined): Suit | undefined {
  const s = typeof letter === 'string' ? letter.trim().toUpperCase() : '';
  return s === 'C' || s === 'D' || s === 'H' || s === 'S' ? s : undefined;
}

/**
 * The `<path>` of a suit, for use inside your own `<svg viewBox="0 0 100 100">`. Renders nothing for a
 * string that is not a suit letter.
 */
export function suitPath(suit: string): SVGTemplateResult {
  const s = toSuit(suit);
  return s ? svg`<path d=${SUIT_PATHS[s]}></path>` : svg``;
}

/**
 * A complete inline `<svg>` of a suit symbol (`C`, `D`, `H` or `S`, case-insensitive), filled with
 * `currentColor`, hidden from assistive technology (the surrounding element should carry the words). It
 * sizes to its container: give the wrapper a width and height. A string that is not a suit letter gives
 * an empty svg of the same box, never an error.
 */
export function suitSymbol(suit: string): TemplateResult {
  return suitSvg(suit, 'suit-symbol');
}

/**
 * The svg of {@link suitSymbol} with other classes, and a part (a card's pips are the svg itself).
 * @internal
 */
export function suitSvg(suit: string, classes: string, part?: string): TemplateResult {
  return html`<svg
    part=${part ?? nothing}
    class=${classes}
    viewBox=${SUIT_VIEWBOX}
    width="100%"
    height="100%"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    ${suitPath(suit)}
  </svg>`;
}
