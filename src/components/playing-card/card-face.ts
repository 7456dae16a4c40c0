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

/**
 * A face's layout when the card's width is known: `small` (below 48 px) shows one large suit symbol,
 * `normal` the pips or a court panel (see `cardSizeTokens` in playing-card.styles.ts).
 */
export type FaceLayout = 'small' | 'normal';

/**
 * What goes inside a card's `.base`: its back, its face, or "?" for a code that is not a card. With a
 * `layout`, only what that layout shows is drawn (a pile's cards, a glide's stand-ins: every element
 * is styled when a card is drawn, even one hidden by CSS); without one both are drawn and the card's
 * container queries pick (`<playing-card>`).
 */
export function cardContents(id: Card | undefined, faceDown: boolean, layout?: FaceLayout): TemplateResult {
  if (faceDown) return html`<div part="back" class="back"></div>`;
  return html`<div part="face" class="face">
    ${id === undefined ? html`<span part="rank" class="unknown">?</span>` : face(id, layout)}
  </div>`;
}

/** The {@link FaceLayout} of a pile's `data-card-size` tokens, or undefined when it has none. */
export const faceLayout = (tokens: string | null | undefined): FaceLayout | undefined =>
  tokens == null ? undefined : tokens.split(' ').includes('small') ? 'small' : 'normal';

function face(id: Card, layout: FaceLayout | undefined): TemplateResult {
  const rank = rankOf(id);
  const suit = SUITS[suitOf(id)];
  const corner = (where: 'tl' | 'br'): TemplateResult =>
    html`<div part="corner" class="corner ${where}">
      <span part="rank" class="rank ${rank === 10 ? 'ten' : ''}">${rankSign(rank)}</span>
      ${suitSvg(suit, 'suit', 'suit')}
    </div>`;
  // The pips and the large suit are the suit's svg itself, with the part and classes (no wrapper
  // element: a ten has ten pips, and every element is styled when the card is drawn).
  return html`${corner('tl')}${layout === 'small' ? nothing : centre(rank, suit, layout !== undefined)}
  ${layout === 'normal' ? nothing : suitSvg(suit, 'solo', 'suit')}${corner('br')}`;
}

/**
 * The centre's pips: one svg as large as the card (100 × 140, the card's 5 : 7), with one `<path>` per
 * pip placed by a transform. One svg and n paths, where an svg per pip was 2n elements, each a CSS box
 * sized in container units: about half the elements of a number card, and no box layout per pip.
 */
const pips = (paths: readonly SVGTemplateResult[]): TemplateResult =>
  html`<svg class="pips" viewBox="0 0 100 140" fill="currentColor" aria-hidden="true" focusable="false">${paths}</svg>`;

/**
 * Where a card of `rank` (1 … 10) has its pips in the 100 × 140 box: each the suit's 100 × 100 path
 * `size` wide, centred at (x, y), turned half round when `down`. Empty for a court card.
 */
function pipPlaces(rank: number, suit: string): readonly (readonly [x: number, y: number, size: number, down: boolean])[] {
  if (rank === 1) return [[50, 70, suit === 'S' ? 52 : 42, false]];
  return (PIP_LAYOUTS[rank] ?? []).map(([c, r]) => [30 + c * 20, (26.5 + ROWS[r] * 47) * 1.4, 16.5, r > 4] as const);
}

const round3 = (n: number): string => String(Math.round(n * 1000) / 1000);

/** A path's commands, each with its numbers: read once per path data (four suits). */
const parsedPaths = new Map<string, readonly (readonly [cmd: string, n: readonly number[]])[]>();
function parsedPath(d: string): readonly (readonly [cmd: string, n: readonly number[]])[] {
  let parsed = parsedPaths.get(d);
  if (!parsed) {
    parsed = [...d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)].map(
      ([, cmd, args]) => [cmd, (args.match(/-?\d*\.?\d+/g) ?? []).map(Number)] as const,
    );
    parsedPaths.set(d, parsed);
  }
  return parsed;
}

/**
 * A suit's path data placed as a pip (see {@link pipPlaces}): every point p of the 100 × 100 box goes
 * to (x, y) + k (p − (50, 50)), k = ±size / 100. A uniform scale and a half turn keep an arc's flags,
 * so the relative arcs only scale. Reads the commands {@link SUIT_PATHS} uses (M L C Q absolute, a
 * relative, Z).
 */
function placedPath(d: string, x: number, y: number, size: number, down: boolean): string {
  const k = (down ? -size : size) / 100;
  let out = '';
  for (const [cmd, n] of parsedPath(d)) {
    if (cmd === 'a') {
      for (let i = 0; i + 6 < n.length; i += 7)
        out += `a${[n[i] * Math.abs(k), n[i + 1] * Math.abs(k), n[i + 2], n[i + 3], n[i + 4], n[i + 5] * k, n[i + 6] * k].map(round3).join(' ')}`;
    } else {
      out += cmd + n.map((v, i) => round3((i % 2 ? y : x) + k * (v - 50))).join(' ');
    }
  }
  return out;
}

/** The path data of each pip of a card (rank, suit), placed in the card's box; cached. */
const placedPips = new Map<string, readonly string[]>();
function pipsOf(rank: number, suit: string): readonly string[] {
  const key = `${rank}${suit}`;
  let pips = placedPips.get(key);
  if (!pips) {
    pips = pipPlaces(rank, suit).map(([x, y, size, down]) => placedPath(SUIT_PATHS[suit as 'C'], x, y, size, down));
    placedPips.set(key, pips);
  }
  return pips;
}

/**
 * The centre of a card: its pips, a court panel, or a card set's figure. With `onePath` (a pile's
 * cards, whose size is known) the pips are one `<path>` (every element is styled when a card is
 * drawn: a ten's pips were ten); a `<playing-card>` keeps a path per pip.
 */
function centre(rank: number, suit: string, onePath: boolean): TemplateResult | typeof nothing {
  if (rank > 10) {
    if (courtRenderer) return html`<div class="figure">${courtRenderer(rank as 11 | 12 | 13, suit as 'C' | 'D' | 'H' | 'S')}</div>`;
    const half = html`<div class="court-half">
      <span class="court-rank">${rankSign(rank)}</span>
      <span class="court-suit">${suitSymbol(suit)}</span>
    </div>`;
    return html`<div class="court">${half}${half}</div>`;
  }
  if (rank < 1) return nothing;
  const d = pipsOf(rank, suit);
  return pips(onePath ? [svg`<path part="pip" d=${d.join('')}></path>`] : d.map((p) => svg`<path part="pip" d=${p}></path>`));
}
