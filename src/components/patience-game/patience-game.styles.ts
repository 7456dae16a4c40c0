import { css } from 'lit';
import { visuallyHidden } from '../internal/pile-element.js';

export const gameStyles = [
  visuallyHidden,
  css`
  :host {
    display: block;
    container-type: inline-size;
    /* In a flex row with no width the game still lays out a playable table. */
    min-inline-size: 260px;
    box-sizing: border-box;
    color: var(--patience-table-text, #f4f1e8);
    font: 14px/1.3 var(--patience-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
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
  }
  [part~='base'] {
    position: relative;
    box-sizing: border-box;
    height: 100%;
    min-height: 200px;
    padding: clamp(6px, 2cqi, 16px);
    border-radius: 12px;
    background:
      radial-gradient(ellipse at 50% 0%, rgba(255, 255, 255, 0.12), transparent 65%),
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
    margin-bottom: calc(var(--patience-gap) * 1.2);
  }
  .title {
    font-weight: 650;
    letter-spacing: 0.01em;
  }
  .deal {
    font-weight: 400;
    opacity: 0.85;
  }
  .deal-menu summary {
    max-width: 20ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
    list-style: none;
    opacity: 0.9;
    border-radius: 4px;
    padding: 0 2px;
  }
  .deal-menu summary::-webkit-details-marker {
    display: none;
  }
  .deal-menu summary::after {
    content: ' ▾';
    font-size: 0.8em;
  }
  .deal-menu summary:focus-visible {
    outline: 3px solid var(--patience-focus-ring, #7cc4ff);
  }
  .deal-menu form {
    position: absolute;
    z-index: 2000;
    top: calc(100% + 6px);
    left: 0;
    display: grid;
    gap: 8px;
    box-sizing: border-box;
    width: min(320px, 100%);
    padding: 10px 12px;
    border-radius: 10px;
    background: var(--patience-menu-background, #10472b);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  }
  .deal-menu label {
    display: grid;
    gap: 4px;
    font-size: 13px;
  }
  .deal-menu input {
    font: inherit;
    padding: 5px 8px;
    border-radius: 6px;
    border: 1px solid rgba(255, 255, 255, 0.4);
    background: rgba(0, 0, 0, 0.25);
    color: inherit;
    min-width: 0;
  }
  .timer,
  .counter {
    opacity: 0.85;
    font-variant-numeric: tabular-nums;
  }
  .buttons {
    display: flex;
    gap: 6px;
    margin-left: auto;
  }
  button {
    font: inherit;
    font-size: 13px;
    color: inherit;
    background: var(--patience-button-background, rgba(255, 255, 255, 0.14));
    border: 1px solid rgba(255, 255, 255, 0.25);
    border-radius: 8px;
    padding: 5px 10px;
    min-height: 32px;
    cursor: pointer;
  }
  @container (max-width: 400px) {
    .toolbar {
      gap: 4px 8px;
    }
    button {
      font-size: 12px;
      padding: 3px 8px;
      min-height: 30px;
    }
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.24);
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
    gap: var(--patience-gap);
  }
  .row.top .spacer {
    flex: 1 1 calc(var(--patience-card-width) * 0.5);
    min-width: 0;
  }
  .row.main {
    margin-top: calc(var(--patience-gap) * 1.5);
    min-height: calc(var(--patience-card-width) * 2.4);
  }
  .row.main.waste {
    gap: var(--_spread, var(--patience-gap));
    justify-content: center;
  }
  .row.main.tableau {
    justify-content: space-between;
  }
  .message {
    margin: calc(var(--patience-gap) * 0.8) 0 0;
    min-height: 1.3em;
    font-size: 13px;
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
    font-size: 15px;
  }
  .message .actions {
    display: flex;
    gap: 6px;
    margin-left: auto;
  }
  .message.lost {
    color: var(--patience-lost-color, #ffd0d0);
  }
  .confirm,
  .keys-panel {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    margin: 0 0 calc(var(--patience-gap) * 0.8);
    padding: 8px 12px;
    border-radius: 10px;
    background: var(--patience-menu-background, #10472b);
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
    font-size: 13px;
  }
  .confirm .actions {
    display: flex;
    gap: 6px;
    margin-left: auto;
  }
  .keys-panel {
    display: block;
  }
  h3 {
    margin: 10px 0 4px;
    font-size: 13px;
  }
  .keys-panel h3 {
    margin-top: 0;
  }
  dl.keys {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 10px;
    margin: 0;
  }
  dl.keys dd {
    margin: 0;
  }
  kbd {
    font: inherit;
    font-weight: 600;
  }
  .won-panel {
    position: absolute;
    z-index: 50;
    left: 50%;
    top: 50%;
    translate: -50% -50%;
    box-sizing: border-box;
    width: min(420px, calc(100% - 16px));
    padding: 14px 16px;
    border-radius: 12px;
    background: var(--patience-menu-background, #10472b);
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
    text-align: center;
  }
  .won-panel h2 {
    margin: 0 0 8px;
    font-size: 20px;
    color: var(--patience-won-color, #fff3b0);
  }
  .won-panel dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(64px, 1fr));
    gap: 6px;
    margin: 0 0 12px;
  }
  .won-panel dl div {
    padding: 4px;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.08);
  }
  .won-panel dt {
    font-size: 12px;
    opacity: 0.85;
  }
  .won-panel dd {
    margin: 0;
    font-size: 17px;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
  .celebration {
    position: absolute;
    inset: 0;
    pointer-events: none;
    overflow: hidden;
    z-index: 40;
  }
  .celebration playing-card {
    position: absolute;
  }
  .rules {
    margin-top: calc(var(--patience-gap) * 1.5);
    font-size: 13px;
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
  .rules dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .rules dt {
    font-weight: 600;
  }
  .rules dd {
    margin: 0;
  }
  @container (max-width: 420px) {
    .rules dl {
      grid-template-columns: 1fr;
    }
    .rules dd {
      margin-bottom: 6px;
    }
  }
`,
];
