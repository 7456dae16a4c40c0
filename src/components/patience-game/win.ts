/**
 * What `<patience-game>` shows only when a game is won, loaded with a dynamic `import()` the first
 * time one is (so the first paint does not carry it): the celebration (the foundation cards
 * cascade off the table) and the "You won" panel with the moves, the time and the player's record.
 * Its styles are adopted into the game's shadow root when the panel first shows ({@link adopt}).
 * @module
 */
import { css, html, type CSSResult, type TemplateResult } from 'lit';
import type { VariantStats } from '../../controllers/stats.js';
import type { standInCard, standInRoot } from '../internal/stand-in.js';
import { formatTime } from '../../i18n/format.js';
import { ui, wonTitle } from '../../i18n/words.js';

/**
 * The won panel's styles (adopted by the game's shadow root when the panel first shows; the
 * celebration's cards are drawn in the layer's own shadow root, stand-in.ts). The panel lies over the table; in a column 420 px or narrower, where the table
 * left after a win is short and the panel would cover the toolbar, it takes its own place under the piles.
 */
export const wonStyles: CSSResult = css`
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
  @container (max-width: 420px) {
    .won-panel {
      position: static;
      translate: none;
      width: auto;
      margin-top: 8px;
    }
  }
  .won-panel h2 {
    margin: 0 0 8px;
    font-size: 1.43em;
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
    font-size: 0.86em;
  }
  .won-panel dd {
    margin: 0;
    font-size: 1.2em;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
`;

/** Adopts {@link wonStyles} into the game's shadow root (once). */
export function adopt(root: ShadowRoot): void {
  const sheet = wonStyles.styleSheet;
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The win's celebration: the foundation cards, kings first, jump off their foundations and fall off
 * the table, one after another, starting now (the game calls it once the last glide has landed: a
 * card is never shown twice, flying in and falling) and over within `totalMs` ms. Each card
 * is a decorative card `cardWidth` px wide (`cards`: stand-in.ts, from the in-play chunk, which is
 * loaded before any glide) in `layer`'s shadow root, placed absolutely against `layer` (as large as
 * `table`).
 * @returns the animations (cancel them to stop, then {@link clear} the layer).
 */
export function cascade(
  layer: HTMLElement,
  cards: { readonly standInCard: typeof standInCard; readonly standInRoot: typeof standInRoot },
  table: DOMRect,
  foundations: readonly { readonly rect: DOMRect | null; readonly cards: readonly string[] }[],
  cardWidth: number,
  totalMs: number,
): Animation[] {
  const fall = 800;
  const stagger = Math.max(0, totalMs - fall) / 52;
  const out: Animation[] = [];
  let n = 0;
  for (let k = 12; k >= 0; k--) {
    foundations.forEach(({ rect: from, cards: pile }, j) => {
      const card = pile[k];
      if (card === undefined || !from) return;
      const el = cards.standInCard(layer, card, false, cardWidth);
      cards.standInRoot(layer).append(el);
      el.style.left = `${from.left - table.left}px`;
      el.style.top = `${from.top - table.top}px`;
      // Kings first: each card lies above the ones that fall after it (the layer adds them kings first).
      el.style.zIndex = String(k + 1);
      const dir = j % 2 === 0 ? -1 : 1;
      const dx = dir * (table.width * (0.15 + 0.1 * ((k + j) % 3)));
      const dy = table.height - (from.top - table.top);
      const keyframes: Keyframe[] = [
        { transform: 'translate(0, 0)', opacity: 1 },
        { transform: `translate(${dx * 0.4}px, ${-cardWidth * 0.5}px)`, opacity: 1, offset: 0.25 },
        { transform: `translate(${dx}px, ${dy}px)`, opacity: 0 },
      ];
      out.push(el.animate(keyframes, { duration: fall, delay: n++ * stagger, easing: 'ease-in', fill: 'both' }));
    });
  }
  return out;
}

/** Takes the celebration's cards off `layer` (see {@link cascade}). */
export function clear(layer: Element | null): void {
  for (const card of layer?.shadowRoot?.querySelectorAll('.card') ?? []) card.remove();
}

/** The "You won" panel: moves, time (ms) and the player's record, with a New game button. */
export function renderWon(o: { moves: number; elapsedMs: number; stats: VariantStats; newGame: () => void }): TemplateResult {
  const stats = o.stats;
  return html`<section part="panel won-panel" class="won-panel" aria-labelledby="won-title">
    <h2 id="won-title">${wonTitle()}</h2>
    <dl>
      <div>
        <dt>${ui.movesLabel()}</dt>
        <dd>${o.moves}</dd>
      </div>
      <div>
        <dt>${ui.time()}</dt>
        <dd>${formatTime(o.elapsedMs)}</dd>
      </div>
      <div>
        <dt>${ui.played()}</dt>
        <dd>${stats.played}</dd>
      </div>
      <div>
        <dt>${ui.won()}</dt>
        <dd>${stats.won}</dd>
      </div>
      <div>
        <dt>${ui.streak()}</dt>
        <dd>${stats.currentStreak}</dd>
      </div>
    </dl>
    <button part="button" class="new-game" @click=${o.newGame}>${ui.newGame()}</button>
  </section>`;
}
