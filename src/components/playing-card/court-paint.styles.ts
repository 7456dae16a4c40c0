import { css } from 'lit';

/**
 * The paints of the court figures (src/card-sets/court-figures.ts), by class: custom properties set
 * the colours, and no inline `style` attribute is needed (a strict CSP allows them). Part of every
 * card's styles, so figures drawn into a card need nothing more.
 */
export const courtPaintStyles = css`
  .cf-c {
    fill: currentColor;
  }
  .cf-p {
    fill: currentColor;
    stroke: none;
  }
  .cf-g {
    fill: var(--patience-court-gold, #e8b12f);
  }
  .cf-b {
    fill: var(--patience-court-blue, #2f62b3);
  }
  .cf-s {
    fill: var(--patience-court-skin, #f7d9b9);
  }
  .cf-h {
    fill: var(--patience-court-hair, #7a4b22);
  }
  .cf-l {
    fill: var(--patience-court-line, #1d1d1d);
    stroke: none;
  }
  .cf-w {
    fill: var(--patience-card-face, #fff);
  }
  .cf-n {
    fill: none;
  }
  .cf-cut {
    fill: none;
    stroke: currentColor;
  }
  .cf-frame {
    fill: color-mix(in srgb, var(--patience-court-gold, #e8b12f) 12%, var(--patience-card-face, #fff));
    stroke: currentColor;
    stroke-width: 1.4;
  }
  .cf-lines {
    stroke: var(--patience-court-line, #1d1d1d);
    stroke-width: 0.7;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
`;
