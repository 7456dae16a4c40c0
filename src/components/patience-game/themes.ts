/**
 * The themes of `<patience-game>`: `theme="classic"` (the default: green felt), `theme="dark"` and
 * `theme="contrast"` (large print, high contrast), and the `four-colour` attribute (clubs green,
 * diamonds blue), applied through custom states (`:state(theme-dark)`, …) so that the settings panel
 * changes the look without rewriting the page's attributes. A theme is nothing but values for the public `--patience-*` custom properties, set on
 * the host: a page restyles the game by setting the same properties on the element (its own rules win
 * over a theme's `:host` rules), or invents a theme of its own with CSS alone.
 *
 * Every theme meets WCAG AA: 4.5 : 1 for text (toolbar, messages, empty-pile labels, captions, card
 * indices) and 3 : 1 for suit symbols and focus rings, on the colours they sit on
 * (test/components/themes.test.ts measures them from computed colours).
 * @module
 */
import { css } from 'lit';

/** The themes, by `theme` attribute value. */
export const THEMES = ['classic', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

export const themeStyles = css`
  :host(:state(theme-dark)) {
    --patience-table: #15191e;
    --patience-table-text: #e8eaed;
    --patience-table-glow: rgba(255, 255, 255, 0.05);
    --patience-menu-background: #262d35;
    --patience-button-background: rgba(255, 255, 255, 0.1);
    --patience-placeholder-color: rgba(232, 234, 237, 0.78);
    --patience-refusal-color: #ffcf99;
    --patience-lost-color: #ffb8b8;
    --patience-won-color: #ffe57a;
    --patience-focus-ring: #8ab4f8;
    --patience-highlight: #fbbc04;
    --patience-target-ring: rgba(251, 188, 4, 0.85);
    --patience-badge-background: #3c4650;
    --patience-badge-color: #fff;
    --patience-card-face: #e3e0d8;
    --patience-card-border: #8d8a83;
    --patience-card-black: #16181a;
    --patience-card-red: #a8001c;
    --patience-card-back-accent: #7b8fb8;
    --patience-card-shadow: 0 1px 2px rgb(0 0 0 / 0.6);
  }

  /* Large print, high contrast: black table, white text, bigger type and cards, yellow rings. */
  :host(:state(theme-contrast)) {
    --patience-table: #000;
    --patience-table-text: #fff;
    --patience-table-glow: transparent;
    --patience-menu-background: #000;
    --patience-button-background: #000;
    --patience-placeholder-color: #fff;
    --patience-refusal-color: #ffe14d;
    --patience-lost-color: #ffb3b3;
    --patience-won-color: #ffe14d;
    --patience-focus-ring: #00e5ff;
    --patience-highlight: #ffe600;
    --patience-target-ring: #ffe600;
    --patience-badge-background: #fff;
    --patience-badge-color: #000;
    --patience-card-face: #fff;
    --patience-card-border: #000;
    --patience-card-black: #000;
    --patience-card-red: #c00000;
    --patience-card-back-accent: #fff;
    --patience-card-shadow: 0 0 0 1px #fff;
    --patience-card-max-width: 140px;
    --patience-font-size: 18px;
    --patience-border: #fff;
  }

  :host(:state(four-colour)) {
    --patience-card-clubs: #0a7a2f;
    --patience-card-diamonds: #0645c8;
  }
  :host(:state(four-colour):state(theme-dark)) {
    --patience-card-clubs: #005c1f;
    --patience-card-diamonds: #0038a8;
  }
  :host(:state(four-colour):state(theme-contrast)) {
    --patience-card-clubs: #006b1f;
    --patience-card-diamonds: #0033cc;
  }
`;
