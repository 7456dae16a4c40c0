import { css, unsafeCSS, type CSSResult } from 'lit';
import { courtPaintStyles } from './court-paint.styles.js';

/*
 * Geometry. Everything inside the card is sized in `--_cw`, 1 % of the card's width (cqw of the
 * `<playing-card>` host, an inline-size container; in a pile, 1 % of the pile's card width: see
 * {@link cardSizeStyles}), so a card scales from about 26 px to 140 px with only the two layout switches
 * below. Vertical positions are percentages of the card's height (height = 1.4 × width, ratio 5 / 7).
 *
 * Piles fan cards so that often only the top 20 % of a card shows (28 cqw, less the 1 px borders of
 * this card and the next), so the top-left index fits in it and nothing else on the face reaches in:
 *   up to 96 px, rank beside suit: padding 1.5 + rank 27 × line-height 0.72 = 19.4  ≈  21 cqw
 *     (at 26–33 px the 9 px minimum rank takes 6.5 px of the 7.3–9.3 px strip; under 26 px, as in a
 *     narrow game that shrinks cards to 24 px, the rank drops a little under 9 px to stay inside 22 %);
 *   from 96 px, rank above suit: padding 1 + rank 20 × 0.72 = 14.4 + gap 0.6 + suit 9.5  =  25.5 cqw.
 * The top pip row starts at 26.5 % − 8.25 cqw ≈ 20.6 %; the court panel at 23 % (its outer line 21.6 %).
 * Below 48 px the pips give way to one large suit symbol in the centre.
 */
/** The `<playing-card>` element itself: the container its insides are measured against. */
export const hostStyles = css`
  :host {
    /* The page's inherited text styles stop here (custom properties still inherit). */
    all: initial;
    visibility: inherit;
    pointer-events: inherit;
    display: inline-block;
    box-sizing: border-box;
    width: var(--patience-card-width, 72px);
    aspect-ratio: 5 / 7;
    vertical-align: top;
    /* The card is the container its insides are measured against: --_cw is 1 % of its width. */
    container-type: inline-size;
    --_cw: 1cqw;
    user-select: none;
    -webkit-user-select: none;
    -webkit-tap-highlight-color: transparent;
  }

  :host([hidden]) {
    display: none;
  }
`;

/**
 * Everything inside a card (`.base` and what {@link cardContents} renders in it), sized from `--_cw`
 * (1 % of the card's width): the `<playing-card>` host's `1cqw`, or a pile's or a stand-in's card width
 * over 100. The two layout switches are {@link cardContainerStyles} and {@link cardSizeSwitches}.
 */
export const cardInnerStyles = css`
  /* No ::before or ::after here: a rule that matches them makes the browser work out both pseudo-
     elements' style for every element of every card (nothing in a card draws one). */
  * {
    box-sizing: border-box;
  }

  .base {
    position: relative;
    width: 100%;
    height: 100%;
    border-radius: var(--patience-card-radius, calc(var(--_cw) * 6));
    border: 1px solid var(--patience-card-border, #b4b4b4);
    background: var(--patience-card-face, #fff);
    box-shadow: var(--patience-card-shadow, 0 1px 1.5px rgb(0 0 0 / 0.22), 0 1px 5px rgb(0 0 0 / 0.1));
    color: var(--patience-card-black, #1a1a1a);
    font-family: var(
      --patience-card-font,
      'Iowan Old Style',
      'Palatino Linotype',
      'Book Antiqua',
      Palatino,
      'Times New Roman',
      'Liberation Serif',
      Times,
      serif
    );
    font-weight: 700;
    line-height: 1;
    overflow: hidden;
  }

  .base.red {
    color: var(--patience-card-red, #c8102e);
  }

  /* Four-colour suits (the game's four-colour attribute, or these two properties): clubs and diamonds. */
  .base.clubs {
    color: var(--patience-card-clubs, var(--patience-card-black, #1a1a1a));
  }

  .base.diamonds {
    color: var(--patience-card-diamonds, var(--patience-card-red, #c8102e));
  }

  /* <playing-card four-colour> */
  .base.four-colour.clubs {
    color: var(--patience-card-clubs, #0a7a2f);
  }

  .base.four-colour.diamonds {
    color: var(--patience-card-diamonds, #0645c8);
  }

  .base.selected {
    outline: max(2px, calc(var(--_cw) * 3.5)) solid var(--patience-highlight, #ffbf00);
    outline-offset: max(1px, calc(var(--_cw) * 1));
  }

  .face,
  .back {
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  .face {
    overflow: hidden;
  }

  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }

  /* ---------- corner indices ---------- */

  /*
   * Up to 96 px wide the suit sits beside the rank: "10♥". The rank is 27 cqw (never under 9 px) and the
   * suit as tall as the rank's capitals, so both read in a 20 % strip. From 96 px the classic index:
   * rank above a smaller suit (largeIndex, below).
   */
  .corner {
    position: absolute;
    top: calc(var(--_cw) * 1.5);
    left: calc(var(--_cw) * 2.5);
    display: flex;
    flex-direction: row;
    align-items: center;
    gap: 0.04em;
    /* 27 % of the width, at least 9 px; under 26 px a little less (34.8 cqw) to stay inside 22 %. */
    font-size: max(calc(var(--_cw) * 27), min(9px, calc(var(--_cw) * 34.8)));
  }

  .corner.br {
    top: auto;
    left: auto;
    bottom: calc(var(--_cw) * 1.5);
    right: calc(var(--_cw) * 2.5);
    rotate: 180deg;
  }

  .rank {
    display: block;
    /* Tight line box: capitals and digits fill it, so the index's box is the index's ink. */
    line-height: 0.72;
    letter-spacing: -0.02em;
    white-space: nowrap;
  }

  .rank.ten {
    letter-spacing: -0.05em;
  }

  .corner .suit {
    display: block;
    flex: none;
    width: max(6px, 0.62em);
    height: max(6px, 0.62em);
  }

  /* ---------- centre: pips ---------- */

  /* One svg as large as the card, a path per pip (see card-face.ts). */
  .pips {
    position: absolute;
    inset: 0;
  }

  /* ---------- centre: court cards (J, Q, K) ---------- */

  .court {
    position: absolute;
    left: calc(var(--_cw) * 19);
    right: calc(var(--_cw) * 19);
    top: 23%;
    bottom: 23%;
    display: grid;
    grid-template-rows: 1fr 1fr;
    border: max(1px, calc(var(--_cw) * 0.9)) solid currentColor;
    border-radius: calc(var(--_cw) * 3);
    outline: max(1px, calc(var(--_cw) * 0.5)) solid currentColor;
    outline-offset: max(1px, calc(var(--_cw) * 1.4));
    background:
      repeating-linear-gradient(
        45deg,
        color-mix(in srgb, currentColor 9%, transparent) 0 calc(var(--_cw) * 1.2),
        transparent calc(var(--_cw) * 1.2) calc(var(--_cw) * 3.2)
      ),
      color-mix(in srgb, currentColor 5%, var(--patience-card-face, #fff));
    overflow: hidden;
  }

  .court-half {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: calc(var(--_cw) * 1.5);
    padding-top: calc(var(--_cw) * 2);
  }

  .court-half + .court-half {
    rotate: 180deg;
    border-bottom: max(1px, calc(var(--_cw) * 0.5)) solid color-mix(in srgb, currentColor 55%, transparent);
  }

  .court-rank {
    font-size: calc(var(--_cw) * 28);
    line-height: 0.8;
  }

  .court-suit {
    width: calc(var(--_cw) * 16);
    height: calc(var(--_cw) * 16);
  }

  /* A card set's drawn figure (the 5 : 6 drawing, from 16 % to 84 % of the width, 21 % to 79 % of the height). */
  .figure {
    position: absolute;
    left: 16%;
    right: 16%;
    top: 21%;
    bottom: 21%;
  }

  /* One large suit symbol, shown instead of pips and court panels on small cards. */
  .solo {
    display: none;
    position: absolute;
    left: 50%;
    top: 50%;
    width: calc(var(--_cw) * 44);
    height: calc(var(--_cw) * 44);
    translate: -50% -50%;
  }

  /* Unknown code: a blank face with a question mark. */
  .unknown {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: max(12px, calc(var(--_cw) * 45));
    color: var(--patience-card-border, #b4b4b4);
  }

  /* ---------- back ---------- */

  .back {
    --_accent: var(--patience-card-back-accent, #5b7fc7);
    /* The lattice: lines and spacing scale with the card but stay coarse enough not to shimmer. */
    --_line: max(0.6px, calc(var(--_cw) * 0.9));
    --_step: max(3.5px, calc(var(--_cw) * 5));
    inset: max(2px, calc(var(--_cw) * 4.5));
    border-radius: max(1px, calc(var(--_cw) * 3));
    background: var(
      --patience-card-back,
      repeating-linear-gradient(45deg, var(--_accent) 0 var(--_line), transparent var(--_line) var(--_step)),
      repeating-linear-gradient(-45deg, var(--_accent) 0 var(--_line), transparent var(--_line) var(--_step)),
      radial-gradient(circle at 50% 50%, #2c4c8c, #16295a 75%)
    );
    box-shadow:
      inset 0 0 0 max(1px, calc(var(--_cw) * 2)) color-mix(in srgb, var(--_accent) 35%, #16295a),
      inset 0 0 0 max(1px, calc(var(--_cw) * 2.8)) var(--_accent);
  }

  /* ---------- forced colors (High Contrast) ---------- */

  @media (forced-colors: active) {
    .base {
      border-color: CanvasText;
    }

    .base.selected {
      outline-color: Highlight;
    }

    /* Forced colors drop gradient backgrounds: the back would be a blank card. A hatch in system colours. */
    .back {
      forced-color-adjust: none;
      background: repeating-linear-gradient(45deg, CanvasText 0 1px, Canvas 1px 5px);
      box-shadow: none;
    }
  }
`;

/*
 * The card's two layout switches, each written once for both ways of knowing a card's width: `at` is
 * the selector prefix under which its rules apply ("" inside a container query). Plain text, not
 * css`…`: the build's CSS minifier takes no expression in a selector, so they are written minified.
 */
/** From 96 px: the classic index, rank above a smaller suit. */
const largeIndex = (at: string): CSSResult =>
  unsafeCSS(
    `${at} .corner{flex-direction:column;gap:.03em;min-width:calc(var(--_cw)*16);font-size:calc(var(--_cw)*20)}` +
      `${at} .corner.tl{top:var(--_cw);left:calc(var(--_cw)*1.6)}` +
      `${at} .corner.br{bottom:var(--_cw);right:calc(var(--_cw)*1.6)}` +
      `${at} .corner .suit{width:.475em;height:.475em}`,
  );

/** Below 48 px: one large suit symbol instead of pips or a court panel. */
const smallFace = (at: string): CSSResult =>
  unsafeCSS(
    `${at} .pips,${at} .court,${at} .figure{display:none}` +
      `${at} .solo{display:block;top:52%;width:calc(var(--_cw)*38);height:calc(var(--_cw)*38)}`,
  );

/**
 * The switches where the card is an inline-size container of its own (`<playing-card>`): container
 * queries on its width.
 */
export const cardContainerStyles = css`
  @container (width >= 96px) {
    ${largeIndex('')}
  }

  @container (width < 48px) {
    ${smallFace('')}
  }
`;

/**
 * The switches where the card's width is known as a number and given as the tokens of a
 * `data-card-size` attribute ({@link cardSizeTokens}): `at(size)` is the selector of the element
 * that carries them. With `--_cw` set to 1 % of that width, no container is needed: a size container
 * restyles what it holds with it on every change (issue #12).
 */
export const cardSizeSwitches = (at: (size: 'large' | 'small') => string): CSSResult => css`
  ${largeIndex(at('large'))}
  ${smallFace(at('small'))}
`;

/**
 * The switches for the cards of a pile: the game gives each pile its card width's sizes (see
 * {@link cardSizeTokens}), and `--_cw` is 1 % of `--_w`, the pile's card width.
 */
export const cardSizeStyles = css`
  :host {
    --_cw: calc(var(--_w) / 100);
  }

  ${cardSizeSwitches((size) => `:host([data-card-size~='${size}'])`)}
`;

/**
 * The size tokens of a card `width` px wide, for a pile's `data-card-size` (see {@link cardSizeStyles}):
 * "small narrow" below 48 px, "narrow" up to 58 px, "large" from 96 px, "" between.
 */
export const cardSizeTokens = (width: number): string =>
  width < 48 ? 'small narrow' : width <= 58 ? 'narrow' : width >= 96 ? 'large' : '';

/** The `<playing-card>` element's styles. */
export const styles = [hostStyles, cardInnerStyles, cardContainerStyles, courtPaintStyles];
