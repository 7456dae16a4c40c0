import { css } from 'lit';
import { visuallyHidden } from '../internal/pile-element.js';
import { themeStyles } from './themes.js';
import { PROBE_STYLES } from '../../controllers/table-fit.js';

export const gameStyles = [
  visuallyHidden,
  css`
    :host {
      /* Nothing the page sets on its own elements (letter-spacing, text-transform, line-height, …)
       reaches in: every inherited property starts from its initial value here (custom properties
       are not reset, so the page's --patience-* properties still apply). */
      all: initial;
      visibility: inherit;
      pointer-events: inherit;
      display: block;
      /* \`all\` leaves direction alone: on a right-to-left page the game's words (all its languages
         are left-to-right) and its table keep their order. */
      direction: ltr;
      container-type: inline-size;
      /* In a flex row with no width the game still lays out a playable table. */
      min-inline-size: 260px;
      box-sizing: border-box;
      color: var(--patience-table-text, #f4f1e8);
      font: var(--patience-font-size, 14px) / 1.3 var(--patience-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
      -webkit-text-size-adjust: 100%;
    }
    :host([hidden]) {
      display: none;
    }
    /* As tall as the element only when the page gives it a height (then the fans fit in it). */
    .probe {
      float: left;
      width: 0;
      height: 100%;
      /* Its children size the page's sizing properties for table-fit.ts (PROBE_STYLES), out of sight. */
      position: relative;
      overflow: hidden;
    }
    [part~='base'] {
      /* The page's gap, or one from the card width (set on this element by the game). */
      --_gap: var(--patience-gap, var(--_auto-gap, 8px));
      position: relative;
      box-sizing: border-box;
      height: 100%;
      min-height: 200px;
      padding: clamp(6px, 2cqi, 16px);
      border-radius: 12px;
      background:
        radial-gradient(ellipse at 50% 0%, var(--patience-table-glow, rgba(255, 255, 255, 0.08)), transparent 65%),
        var(--patience-table, #0b6b3a);
      box-shadow: inset 0 0 40px rgba(0, 0, 0, 0.25);
      overflow: hidden;
    }
    .toolbar {
      position: relative;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 10px;
      margin-bottom: calc(var(--_gap) * 1.2);
    }
    .title {
      font-weight: 650;
      letter-spacing: 0.01em;
    }
    .deal-menu summary {
      max-width: 20ch;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      cursor: pointer;
      list-style: none;
      border-radius: 4px;
      padding: 0 2px;
    }
    .deal-menu summary::-webkit-details-marker {
      display: none;
    }
    /* Drawn, not read out (the empty alternative text after the slash): the name is the deal. */
    .deal-menu summary::after {
      content: ' ▾' / '';
      font-size: 0.8em;
    }
    .deal-menu summary:focus-visible {
      outline: 3px solid var(--patience-focus-ring, #7cc4ff);
    }
    .winnable {
      font-size: 0.86em;
      padding: 1px 8px;
      border-radius: 999px;
      background: rgba(255, 255, 255, 0.14);
      white-space: nowrap;
    }
    .timer,
    .counter {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    /* As wide as a two-digit count ("88 moves") and "88:88": the toolbar does not wrap anew (and move
       the table) as a move changes the text, up to 99 moves; reserving three digits would put the
       clock on a line of its own at 320 px in every game. */
    .timer::after,
    .counter::after {
      content: attr(data-widest);
      display: block;
      height: 0;
      overflow: hidden;
      visibility: hidden;
    }
    .timer::after {
      content: '88:88';
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 6px;
      margin-left: auto;
    }
    button {
      font: inherit;
      font-size: 0.93em;
      color: inherit;
      background: var(--patience-button-background, rgba(255, 255, 255, 0.1));
      border: 1px solid var(--patience-border, rgba(255, 255, 255, 0.25));
      border-radius: 8px;
      padding: 5px 10px;
      min-height: 32px;
      cursor: pointer;
    }
    @container (max-width: 400px) {
      .toolbar {
        gap: 4px 8px;
      }
      .buttons {
        gap: 3px;
      }
      button {
        font-size: 0.86em;
        padding: 3px 5px;
        min-height: 30px;
      }
    }
    button.icon {
      display: inline-grid;
      place-items: center;
      padding: 3px 7px;
    }
    button.icon[aria-expanded='true'] {
      background: rgba(0, 0, 0, 0.3);
    }
    @container (max-width: 400px) {
      /* At 320 px the six buttons fit one row (the settings button wrapped alone onto a second). */
      button.icon {
        padding: 3px 5px;
      }
    }
    @container (max-width: 290px) {
      /* And down to 260 px (the narrowest column the game is made for), in English. */
      .buttons {
        gap: 2px;
      }
      button {
        font-size: 0.82em;
        padding: 3px 3px;
      }
      button.icon {
        padding: 3px 4px;
      }
    }
    button:hover:not(:disabled) {
      background: rgba(0, 0, 0, 0.2);
    }
    button:focus-visible {
      outline: 3px solid var(--patience-focus-ring, #7cc4ff);
      outline-offset: 1px;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    .board {
      border-radius: 8px;
    }
    .row {
      display: flex;
      align-items: flex-start;
      gap: var(--_gap);
    }
    .row.top .spacer {
      flex: 1 1 calc(var(--patience-card-width) * 0.5);
      min-width: 0;
    }
    .row.main {
      margin-top: calc(var(--_gap) * 1.5);
      /* Room for piles to grow, but never more than the fit left it (table-fit.ts, set on the row by
         the template): what lies below (the rules) stays inside an element of a set height, and the
         game within the viewport. */
      min-height: calc(var(--patience-card-width) * 2.4);
    }
    .row.main.waste {
      gap: var(--_spread, var(--_gap));
      justify-content: center;
    }
    .row.main.tableau {
      justify-content: space-between;
    }
    .message {
      margin: calc(var(--_gap) * 0.8) 0 0;
      min-height: 1.3em;
      font-size: 0.93em;
    }
    /* A hint, a refusal or a notice of one line, two on a narrow table, never moves the table (a tap
       aimed at a card would land where it was): that room is kept even when empty. Longer words grow
       the line rather than lie over the piles below, where they could not be read. */
    .message:not(.lost) {
      line-height: 1.3;
    }
    @container (max-width: 640px) {
      .message:not(.lost) {
        min-height: 2.6em;
      }
    }
    .message[hidden] {
      display: block;
      visibility: hidden;
    }
    .message.refusal {
      color: var(--patience-refusal-color, #ffd7a8);
    }
    .message.lost {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 12px;
      padding: 8px 12px;
      border-radius: 10px;
      background: rgba(0, 0, 0, 0.28);
      font-size: 1.07em;
    }
    /* The buttons wrap in a narrow game (large print, French: "Nouvelle partie" ran past its edge). */
    .message .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      margin-left: auto;
    }
    .message.lost {
      color: var(--patience-lost-color, #ffd0d0);
    }
    /* Stand-ins of the cards in flight that the piles do not draw (motion.ts; drawn in the layer's
     own shadow root, stand-in.ts): above the piles at rest, under the piles with cards in flight
     (z-index 10 while they fly); a stand-in that travels is lifted above them all as it sets off, as
     a pile whose card sets off is. */
    .flying {
      position: absolute;
      inset: 0;
      pointer-events: none;
    }
    .celebration {
      position: absolute;
      inset: 0;
      pointer-events: none;
      overflow: hidden;
      z-index: 40;
    }
    /* The deal menu's form, the New game question and the ? panel: styled by in-play.styles.ts, loaded
       right after the first paint. */
    .rules {
      margin-top: calc(var(--_gap) * 1.5);
      font-size: 0.93em;
      line-height: 1.45;
    }
    .rules summary {
      cursor: pointer;
      font-weight: 600;
      width: fit-content;
      border-radius: 4px;
    }
    .rules summary:focus-visible {
      outline: 3px solid var(--patience-focus-ring, #7cc4ff);
    }
    .rules p {
      margin: 8px 0;
      font-style: italic;
    }
  `,
  PROBE_STYLES,
  themeStyles,
];
