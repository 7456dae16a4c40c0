/**
 * A card's insides as a template: the face (corner indices, pips or court panel) or the back. Shared
 * by `<playing-card>` and the piles, which render their cards as keyed templates in their own shadow
 * root (one custom element per card costs about ten times as much to create; see the README).
 * Styles: `cardInnerStyles` in playing-card.styles.ts, inside an inline-size container.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { SUITS, rankOf, suitOf, type Card } from '../../engine/cards.js';
import { rankSign } from '../../i18n/cards.js';
import { suitSvg, suitSymbol } from './suits.js';

/**
 * Pip positions for ranks 2..10: `[column, row]`, column 0 (left), 1 (middle) or 2 (right), row class
 * 0..8 for 0, 1/6, 1/4, 1/3, 1/2, 2/3, 3/4, 5/6 and 1 of the way down. Pips below the middle row are
 * drawn upside down, as on printed cards.
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

function centre(rank: number, suit: string): TemplateResult | typeof nothing {
  if (rank === 1) {
    return html`<div class="pips">${suitSvg(suit, `pip ace ${suit === 'S' ? 'spade' : ''}`, 'pip')}</div>`;
  }
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
  return html`<div class="pips">${layout.map(([c, r]) => suitSvg(suit, `pip c${c} r${r} ${r > 4 ? 'down' : ''}`, 'pip'))}</div>`;
}
