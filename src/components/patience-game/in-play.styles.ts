/**
 * The styles of what shows only once the player acts: the deal menu's form (its summary is in the
 * first paint, closed), the New game question, and the `?` panel of keys. Not in the first paint:
 * they come with the in-play chunk (./in-play.ts), loaded right after it, and are adopted into the
 * game's shadow root ({@link adopt}).
 * @module
 */
import { css } from 'lit';

export const inPlayStyles = css`
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
    font-size: 0.93em;
  }
  .deal-menu input {
    font: inherit;
    padding: 5px 8px;
    border-radius: 6px;
    border: 1px solid var(--patience-border, rgba(255, 255, 255, 0.4));
    background: rgba(0, 0, 0, 0.25);
    color: inherit;
    min-width: 0;
  }
  .confirm,
  .keys-panel {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    margin: 0 0 calc(var(--_gap) * 0.8);
    padding: 8px 12px;
    border-radius: 10px;
    background: var(--patience-menu-background, #10472b);
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
    font-size: 0.93em;
  }
  .confirm .actions {
    display: flex;
    gap: 6px;
    margin-left: auto;
  }
  .keys-panel {
    display: block;
  }
`;

/** Adopts {@link inPlayStyles} into the game's shadow root (once). */
export function adopt(root: ShadowRoot): void {
  const sheet = inPlayStyles.styleSheet;
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
