import { css } from 'lit';
import { visuallyHidden } from '../internal/pile-element.js';

export const gameStyles = [
  visuallyHidden,
  css`
  :host {
    display: block;
    container-type: inline-size;
    min-width: 0;
    color: var(--patience-table-text, #f4f1e8);
    font: 14px/1.3 var(--patience-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    -webkit-text-size-adjust: 100%;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    box-sizing: border-box;
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
  .deal-menu summary b {
    display: inline-block;
    max-width: 14ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  .deal-menu summary {
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
  .message.won,
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
  .message.won {
    font-weight: 650;
    color: var(--patience-won-color, #fff3b0);
  }
  .message .actions {
    display: flex;
    gap: 6px;
    margin-left: auto;
  }
  .message.lost {
    color: var(--patience-lost-color, #ffd0d0);
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
