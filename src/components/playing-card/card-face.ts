/**
 * A card's insides as a template: the face (corner indices, pips or court panel) or the back. Shared
 * by `<playing-card>` and the piles, which render their cards as keyed templates in their own shadow
 * root (one custom element per card costs about ten times as much to create; see the README).
 * Styles: `cardInnerStyles` in playing-card.styles.ts, sized from `--_cw` (1 % of the card's width),
 * with the layout switches of `cardContainerStyles` or `cardSizeSwitches`.
 * @module
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { SUITS, rankOf, suitOf, type Card } from '../../engine/cards.js';
import { rankSign } from '../../i18n/cards.js';
import { SUIT_PATHS, suitSvg, suitSymbol } from './suits.js';

/**
 * Pip positions for ranks 2..10: `[column, row]`, column 0 (left), 1 (middle) or 2 (right), row class
 * 0..8 for 0, 1/6, 1/4, 1/3, 1/2, 2/3, 3/4, 5/6 and 1 of the way down. Pips below the middle row are
 * drawn upside down, as on printed cards. On the card (see {@link pipTransform}): column c is centred
 * at 30 % + c × 20 % of the width, row r at 26.5 % + r × 47 % of the height, a pip is 16.5 % of the
 * width square.
 */
// prettier-ignore
const PIP_LAYOUTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [[1, 0], [1, 8]],
  3: [[1, 0], [1, 4], [1, 8]],
  4: [[0, 0], [2, 0], [0, 8], [2, 8]],
  5: [[0, 0], [2, 0], [1, 4], [0, 8], [2, 8]],
  6: [[0, 0], [2, 0], [0, 4], [2, 4], [0, 8], [2, 8]],
  7: [[0, 0], [2, 0], [1, 2], [0, 4], [2, 4], [0, 8], [2, 8]],
  8: [[0, 0], [2, 0], [1, 2], [0, 4], [2, 4], [1, 6], [0, 8], [2, 8]],
  9: [[0, 0], [2, 0], [0, 3], [2, 3], [1, 4], [0, 5], [2, 5], [0, 8], [2, 8]],
  10: [[0, 0], [2, 0], [1, 1], [0, 3], [2, 3], [0, 5], [2, 5], [1, 7], [0, 8], [2, 8]],
};

/** The fraction of the way down of each row class. */
const ROWS = [0, 1 / 6, 0.25, 1 / 3, 0.5, 2 / 3, 0.75, 5 / 6, 1];

const TONES = ['black clubs', 'red diamonds', 'red hearts', 'black spades'];
/** Draws the centre of a jack (11), queen (12) or king (13) of a suit (`C`, `D`, `H`, `S`). */
export type CourtRenderer = (rank: 11 | 12 | 13, suit: 'C' | 'D' | 'H' | 'S') => TemplateResult;

let courtRenderer: CourtRenderer | null = null;

/**
 * Installs a card set's court figures (src/card-sets/court-figures.ts: `useCourtFigures()`), or with
 * null the default letter panels.
 */
export function setCourtRenderer(renderer: CourtRenderer | null): void {
  courtRenderer = renderer;
}

/** `red` or `black` and the suit (`red hearts`), or '' (not a card), for the `.base` class. */
export const cardTone = (id: Card | undefined): string => (id === undefined ? '' : TONES[suitOf(id)]);

/** What goes inside a card's `.base`: its back, its face, or "?" for a code that is not a card. */
export function cardContents(id: Card | undefined, faceDown: boolean): TemplateResult {
  if (faceDown) return html`<div part="back" class="back"></div>`;
  return html`<div part="face" class="face">${id === undefined ? html`<span part="rank" class="unknown">?</span>` : face(id)}</div>`;
}

function face(id: Card): TemplateResult {
  const rank = rankOf(id);
  const suit = SUITS[suitOf(id)];
  const corner = (where: 'tl' | 'br'): TemplateResult =>
    html`<div part="corner" class="corner ${where}">
      <span part="rank" class="rank ${rank === 10 ? 'ten' : ''}">${rankSign(rank)}</span>
      ${suitSvg(suit, 'suit', 'suit')}
    </div>`;
  // The pips and the large suit are the suit's svg itself, with the part and classes (no wrapper
  // element: a ten has ten pips, and every element is styled when the card is drawn).
  return html`${corner('tl')}${centre(rank, suit)} ${suitSvg(suit, 'solo', 'suit')}${corner('br')}`;
}

/**
 * The centre's pips: one svg as large as the card (100 × 140, the card's 5 : 7), with one `<path>` per
 * pip placed by a transform. One svg and n paths, where an svg per pip was 2n elements, each a CSS box
 * sized in container units: about half the elements of a number card, and no box layout per pip.
 */
const pips = (paths: readonly SVGTemplateResult[]): TemplateResult =>
  html`<svg class="pips" viewBox="0 0 100 140" fill="currentColor" aria-hidden="true" focusable="false">${paths}</svg>`;

/** A pip's `transform` in the 100 × 140 box: the suit's 100 × 100 path `size` wide, centred at (x, y), turned for `down`. */
const pipTransform = (x: number, y: number, size: number, down: boolean): string =>
  `translate(${x} ${y})${down ? ' rotate(180)' : ''} scale(${size / 100}) translate(-50 -50)`;

const pip = (suit: string, transform: string): SVGTemplateResult =>
  svg`<path part="pip" d=${SUIT_PATHS[suit as 'C']} transform=${transform}></path>`;

function centre(rank: number, suit: string): TemplateResult | typeof nothing {
  if (rank === 1) return pips([pip(suit, pipTransform(50, 70, suit === 'S' ? 52 : 42, false))]);
  if (rank > 10) {
    if (courtRenderer) return html`<div class="figure">${courtRenderer(rank as 11 | 12 | 13, suit as 'C' | 'D' | 'H' | 'S')}</div>`;
    const half = html`<div class="court-half">
      <span class="court-rank">${rankSign(rank)}</span>
      <span class="court-suit">${suitSymbol(suit)}</span>
    </div>`;
    return html`<div class="court">${half}${half}</div>`;
  }
  const layout = PIP_LAYOUTS[rank];
  if (!layout) return nothing;
  return pips(layout.map(([c, r]) => pip(suit, pipTransform(30 + c * 20, (26.5 + ROWS[r] * 47) * 1.4, 16.5, r > 4))));
}
