/**
 * Court figures: a drawn jack, queen and king for each suit, in the classic double-headed style
 * (the top half turned 180° about the centre makes the bottom half), as inline SVG built from paths
 * only: no image files, no fonts, no references to anything outside the drawing.
 *
 * An optional card set: nothing in the library imports it, so it costs the main bundle nothing
 * (about 2.6 kB gzipped with the suit paths it shares with `<playing-card>`). A page or a card renderer
 * that wants figures imports it and draws {@link courtFigureSvg} in the centre of a J, Q or K: in a
 * 5 : 7 card, a box from 16 % to 84 % of the width and 21 % to 79 % of the height holds the 5 : 6
 * drawing exactly and stays out of the top 20 % strip that a fanned pile shows. Below about 48 px
 * wide a card should show its single large suit symbol instead: the faces are too small there.
 *
 * The twelve differ as on printed cards: the king wears a crown and a beard and holds a sceptre
 * (clubs, diamonds) or a sword (hearts, spades); the queen has long hair, a small crown, a flower;
 * the jack a feathered cap and a halberd. Diamonds and spades face the other way (drawn mirrored).
 * Every figure is framed, with the suit symbol in the frame's corner.
 *
 * Colours. The suit colour is `currentColor` (so the card's `--patience-card-red` and
 * `--patience-card-black` still apply through its `color`); the rest come from custom properties:
 * - `--patience-court-gold` (default `#e8b12f`): crowns, trim, the jack's tunic, the sceptre.
 * - `--patience-court-blue` (default `#2f62b3`): the king's robe, the queen's gown, jewels, the jack's feather.
 * - `--patience-court-skin` (default `#f7d9b9`): faces, necks and hands.
 * - `--patience-court-hair` (default `#7a4b22`): hair, beards, the halberd's shaft.
 * - `--patience-court-line` (default `#1d1d1d`): outlines, eyes, ermine spots.
 * - `--patience-card-face` (default `#fff`): white parts (ermine, ruff, blades), the card's own face
 *   colour; the frame's ground is this mixed with 12 % of the gold.
 *
 * Shapes take their paint from classes (`cf-c`, `cf-g`, …; custom properties cannot reach SVG
 * presentation attributes) styled by {@link css}, never from inline `style` attributes, so a page
 * with a strict Content Security Policy draws them. `<playing-card>` and the piles carry that
 * stylesheet already; a page drawing {@link courtFigureSvg} in a shadow root of its own adds {@link css}
 * to it (in the light DOM, a `<style>` with `css.cssText`).
 *
 * In the elements: `useCourtFigures()` once, before the cards render, and every J, Q and K of every
 * `<playing-card>` and `<patience-game>` on the page shows its figure (on cards 48 px and wider).
 *
 * @module
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { SUIT_PATHS } from '../components/playing-card/suits.js';
import { setCourtRenderer } from '../components/playing-card/card-face.js';
import { courtPaintStyles } from '../components/playing-card/court-paint.styles.js';

/** The stylesheet the figures need (their paints, by class): add it where you draw them yourself. */
export const css = courtPaintStyles;

/** A court rank: 11 jack, 12 queen, 13 king. */
export type CourtRank = 11 | 12 | 13;
/** A suit letter. */
export type CourtSuit = 'C' | 'D' | 'H' | 'S';

/**
 * The box every figure is drawn in: 100 wide, 120 high, the two halves meeting at y = 60. Aspect
 * 5 : 6, so in a card (5 : 7) a box 68 % of the card's width and 58 % of its height (from 21 % to
 * 79 %) fits it exactly, below the corner indices.
 */
export const COURT_VIEWBOX = '0 0 100 120';

/** Paint of a layer: suit colour, gold, blue, skin, hair, line colour, white, or none (lines only). */
type Paint = 'c' | 'g' | 'b' | 's' | 'h' | 'l' | 'w' | 'n';
/**
 * One shape of a half-figure: its paint and its path data, or `'p'` and a transform for a suit symbol
 * (drawn from the 100 × 100 suit path, in the suit colour).
 */
type Layer = readonly [Paint | 'p', string];

/** The class of a paint (court-paint.styles.ts gives each its fill). */
const paintClass = (paint: Paint | 'p'): string => `cf-${paint}`;

/** Path data of an ellipse centred on (x, y). */
const oval = (x: number, y: number, rx: number, ry = rx): string =>
  `M${Math.round((x - rx) * 100) / 100} ${y}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

// ---- parts shared by every figure ----
// Half coordinates: the top half, head up, in the 100 × 60 top of the box. The halves meet on a
// slanting line through the centre (50, 60), y = 60 + 0.12 (50 − x): from (1.5, 65.82) to (98.5, 54.18).
// Any line through the centre maps onto itself when the half is turned, so the halves fit exactly.

/** Shoulders, arms and chest, cut along the centre line. */
const BODY =
  'M50 35.5C42 35.5 34 36.5 28 38.5C22 40.5 19.5 43 19 47L18 63.84L82 56.16L81 47C80.5 43 78 40.5 72 38.5C66 36.5 58 35.5 50 35.5Z';
/** The centre line, drawn in the suit colour. */
const CUT = 'M1.5 65.82L98.5 54.18';
const NECK = 'M45.5 28V38H54.5V28Z';
const FACE = oval(50, 22, 8.6, 10);
/** Eyes (filled dots). */
const EYES = oval(46.5, 21.8, 1, 1.15) + oval(53.5, 21.8, 1, 1.15);
/** Brows, nose and mouth (lines only). */
const FEATURES = 'M44.2 19.4Q46.3 18.3 48.4 19.2M51.6 19.2Q53.7 18.3 55.8 19.4M50 22Q48.8 25.6 51 26M48 29.2Q50 30.2 52 29.2';
/** The hand that holds the attribute, on the viewer's right. */
const HAND: Layer = ['s', oval(79, 47, 3.8, 3.1)];
/** The small suit symbol in the corner of the frame, away from the attribute. */
const PIP: Layer = ['p', 'translate(5 5) scale(.11)'];

// ---- the king: crown, beard, ermine-trimmed mantle, and a sceptre or a sword ----
const KING: readonly Layer[] = [
  ['c', 'M50 35.5C40 35.5 30 36.5 24 39C17 42 13.5 46 13 52L12 64.56L88 55.44L87 52C86.5 46 83 42 76 39C70 36.5 60 35.5 50 35.5Z'],
  ['b', 'M42 40L34 61.92L66 58.08L58 40Z'],
  ['w', 'M34 61.92L42 40L45.5 41L38.5 61.38ZM66 58.08L58 40L54.5 41L61.5 58.62Z'],
  ['s', NECK],
  ['w', 'M31 39Q50 50 69 39L63 35Q50 42 37 35Z'],
  ['l', oval(37.5, 56, 0.75, 1.4) + oval(62.5, 53, 0.75, 1.4) + oval(37.5, 41.8, 0.75, 1.4) + oval(62.5, 41.8, 0.75, 1.4)],
  ['g', 'M40 46.5Q50 54 60 46.5L60.5 48.5Q50 56.5 39.5 48.5Z'],
  ['p', 'translate(46 51) scale(.08)'],
  ['h', 'M40.5 16C38.5 26 39.5 32 43.5 35.5L56.5 35.5C60.5 32 61.5 26 59.5 16Z'],
  ['s', FACE],
  ['l', EYES],
  ['n', FEATURES],
  ['h', 'M41.5 23.5C41 34 44.5 40.5 50 42C55.5 40.5 59 34 58.5 23.5C57 29 54.5 31 50 31C45.5 31 43 29 41.5 23.5Z'],
  ['h', 'M45.5 29.5C47.5 27.8 49 28.1 50 29C51 28.1 52.5 27.8 54.5 29.5C52.5 30.4 51 30.2 50 29.7C49 30.2 47.5 30.4 45.5 29.5Z'],
  ['g', 'M39.5 18L38 7.5L44 11.5L50 6L56 11.5L62 7.5L60.5 18Q50 15.5 39.5 18Z'],
  ['g', oval(38, 6.3, 1.4) + oval(50, 4.6, 1.5) + oval(62, 6.3, 1.4)],
  ['c', oval(50, 13.8, 1.6)],
  ['b', oval(44.5, 15.2, 1) + oval(55.5, 15.2, 1)],
];
const SCEPTRE: readonly Layer[] = [
  ['g', 'M77.8 56.66V11H80.2V56.38Z'],
  ['g', oval(79, 9, 2.8)],
  ['g', 'M78.3 2.4h1.4v1.3h1.3v1.3h-1.3v1.4h-1.4v-1.4h-1.3v-1.3h1.3Z'],
  HAND,
  PIP,
];
const SWORD: readonly Layer[] = [
  ['w', 'M77.3 42V9L79 4.5L80.7 9V42Z'],
  ['n', 'M79 39.5V10'],
  ['h', 'M78 51V43H80V51Z'],
  ['g', 'M73.5 41.3H84.5V43.6H73.5Z'],
  ['g', oval(79, 52.4, 1.8)],
  HAND,
  PIP,
];

// ---- the queen: tiara, long hair, gown with suit-coloured sleeves, a flower ----
const QUEEN: readonly Layer[] = [
  ['b', BODY],
  [
    'c',
    'M28 38.5C22 40.5 19.5 43 19 47L18 63.84L26 62.88C27 55 28.5 46 31 40ZM72 38.5C78 40.5 80.5 43 81 47L82 56.16L74 57.12C73 52 71.5 46 69 40Z',
  ],
  ['p', 'translate(33.5 50) scale(.06)'],
  ['p', 'translate(60.5 48) scale(.06)'],
  ['h', 'M40 15C36 24 37 36 32 44L44 41.5L56 41.5L68 44C63 36 64 24 60 15C57 8 43 8 40 15Z'],
  ['s', NECK],
  ['s', 'M40 38Q50 50 60 38L56 36.5Q50 40 44 36.5Z'],
  ['g', 'M42 39.2Q50 48 58 39.2L59 40.6Q50 50.5 41 40.6Z'],
  ['c', oval(50, 49.8, 1.4)],
  ['s', FACE],
  ['l', EYES],
  ['n', FEATURES],
  ['h', 'M41.4 20C41.7 13.5 45.5 11.5 50 11.5C54.5 11.5 58.3 13.5 58.6 20C56.8 16.5 53.8 15.3 50 17C46.2 15.3 43.2 16.5 41.4 20Z'],
  ['g', 'M42 15.5L42.5 8.5L46.2 11.5L50 5.5L53.8 11.5L57.5 8.5L58 15.5Q50 13 42 15.5Z'],
  ['g', oval(42.5, 7.9, 1.2) + oval(50, 5, 1.3) + oval(57.5, 7.9, 1.2)],
  ['c', oval(50, 12.3, 1.2)],
  ['n', 'M79 47C78 37 80 26 81 14'],
  HAND,
  ['c', oval(81, 8, 2.6) + oval(83.9, 10.1, 2.6) + oval(82.8, 13.5, 2.6) + oval(79.2, 13.5, 2.6) + oval(78.1, 10.1, 2.6)],
  ['g', oval(81, 11, 2)],
  PIP,
];

// ---- the jack: feathered cap, short hair, gold tunic with suit-coloured bands, ruff, halberd ----
const JACK: readonly Layer[] = [
  ['g', BODY],
  [
    'c',
    'M18.8 48L18 63.84L24 63.12L24.6 41.6Q20 44 18.8 48ZM46.5 37L45 60.6L55 59.4L53.5 37ZM81.2 48L82 56.16L76 56.88L75.4 41.6Q80 44 81.2 48Z',
  ],
  ['s', NECK],
  ['w', 'M33 38.5Q50 48 67 38.5L62.5 34.5Q50 41 37.5 34.5Z'],
  ['n', 'M38 40L39.8 36.6M44 42.6L45 38.9M50 43.6V39.8M56 42.6L55 38.9M62 40L60.2 36.6'],
  ['h', 'M40.5 14C38 20 38 26 40 28.5C41.5 29.5 43 28 42.5 26L57.5 26C57 28 58.5 29.5 60 28.5C62 26 62 20 59.5 14Z'],
  ['s', FACE],
  ['l', EYES],
  ['n', FEATURES],
  ['b', 'M44 11.5C37 4.5 29 2 22 5.5C29 6 35.5 9 42.5 14.5Z'],
  ['c', 'M38.5 17C36 9 43 4.5 52 4.5C61 4.5 67.5 8.5 65.5 13C64 16 61.5 17 61.5 17Z'],
  ['g', 'M40.5 18.4Q50 15 61.5 18.4V15.6Q50 12.2 40.5 15.6Z'],
  ['h', 'M77.9 56.65V9H80.1V56.39Z'],
  ['w', 'M77.6 9.5L79 2.8L80.4 9.5Z'],
  ['w', 'M80.1 10C85.5 10 89 14 89 20C86.5 18 83.5 17.5 80.1 18Z'],
  ['w', 'M77.9 11.5L73.5 14L77.9 16Z'],
  HAND,
  PIP,
];

/** The layers of each figure: the kings of hearts and spades hold a sword, the other two a sceptre. */
const FIGURES: Readonly<Record<CourtRank, (suit: CourtSuit) => readonly Layer[]>> = {
  11: () => JACK,
  12: () => QUEEN,
  13: (suit) => [...KING, ...('HS'.includes(suit) ? SWORD : SCEPTRE)],
};

/** Suits whose figure faces the other way (drawn mirrored left to right), so the four differ. */
const MIRRORED = 'DS';

const layer =
  (suit: CourtSuit) =>
  ([paint, d]: Layer): SVGTemplateResult =>
    paint === 'p'
      ? svg`<path d=${SUIT_PATHS[suit]} transform=${d} class="cf-p"></path>`
      : svg`<path d=${d} class=${paintClass(paint)}></path>`;

/** The top half: the figure (mirrored for some suits) and the centre line. */
function half(rank: CourtRank, suit: CourtSuit): SVGTemplateResult {
  return svg`<g transform=${MIRRORED.includes(suit) ? 'matrix(-1 0 0 1 100 0)' : ''}>${FIGURES[rank](suit).map(layer(suit))}<path
    d=${CUT} class="cf-cut"></path></g>`;
}

/**
 * The figure of a jack (11), queen (12) or king (13) of `suit`, as SVG content for an `<svg>` with
 * `viewBox` {@link COURT_VIEWBOX}: the frame, the top half, and the same half turned 180° about the
 * centre (the `<g>` with `transform="rotate(180 50 60)"`). Throws a RangeError for a rank or suit it
 * does not draw, naming the value.
 */
export function courtFigure(rank: CourtRank, suit: CourtSuit): SVGTemplateResult {
  if (!Object.hasOwn(FIGURES, rank)) throw new RangeError(`court rank must be 11, 12 or 13, got ${String(rank)}`);
  if (!Object.hasOwn(SUIT_PATHS, suit)) throw new RangeError(`suit must be one of C D H S, got ${String(suit)}`);
  const top = half(rank, suit);
  return svg`<rect x="1" y="1" width="98" height="118" rx="3" class="cf-frame"></rect>
    <g class="cf-lines">
      ${top}<g transform="rotate(180 50 60)">${top}</g>
    </g>
`;
}

/**
 * A complete inline `<svg>` of a court figure (see {@link courtFigure}), `viewBox` {@link COURT_VIEWBOX},
 * sized 100 % of its container (keeping its 5 : 6 aspect, centred), with `class="court-figure"`. It is
 * decorative: `aria-hidden="true"`, since the card around it carries the name ("king of hearts").
 */
export function courtFigureSvg(rank: CourtRank, suit: CourtSuit): TemplateResult {
  return html`<svg class="court-figure" viewBox=${COURT_VIEWBOX} width="100%" height="100%" aria-hidden="true" focusable="false">
    ${courtFigure(rank, suit)}
  </svg>`;
}

/**
 * Draws the figures on every jack, queen and king of `<playing-card>` and `<patience-game>` from
 * now on (cards 48 px and wider; smaller ones keep their one large suit symbol). Call it before the
 * cards render; cards already on screen show their figure when they render next.
 */
export function useCourtFigures(): void {
  setCourtRenderer((rank, suit) => courtFigureSvg(rank, suit));
}
