import { css, html, nothing, type TemplateResult } from 'lit';
import { customElement } from '../internal/define.js';
import { SUITS, suitOf } from '../../engine/cards.js';
import type { FoundationsDeclaration } from '../../engine/vocabulary.js';
import { rankSign } from '../../i18n/cards.js';
import { cardTone } from '../playing-card/card-face.js';
import { fromRank, lockedTo, startsWith } from '../../i18n/words.js';
import { suitSymbol } from '../playing-card/suits.js';
import { PileElement, pileStyles, type CardSlot } from '../internal/pile-element.js';

/**
 * A foundation: built up from its base rank to 13 cards; cards never leave it. While empty it shows
 * the base rank it starts from; once the first card has locked it to a suit (variants that build in
 * suit), it shows that suit.
 *
 * Reads the game from the enclosing `<patience-game>`; asks it to move cards, never changes the game itself.
 *
 * @summary A foundation of a patience game.
 *
 * @csspart base - The pile area; focusable, acts as a button (Enter or Space drops picked-up cards here).
 * @csspart card - The cards shown (the top one, and the one below it).
 * @csspart placeholder - The outline with the base rank, shown while the foundation is empty.
 * @csspart label - The caption under a foundation whose base rank differs from the others' or whose suit is
 *   exclusive (Lady Betty): "from 2" ("2" on small cards), and the suit it is locked to.
 * @csspart lock - The suit symbol in the caption, once the foundation is locked to a suit.
 *
 * @cssprop [--patience-card-width=72px] - Card width (set by the game from its own width).
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.8)] - Outline and label color of an empty foundation.
 * @cssprop [--patience-target-ring=rgba(255,191,0,0.8)] - Ring shown when the picked-up card would go here.
 */
@customElement('foundation-pile')
export class FoundationPile extends PileElement {
  static override styles = [
    pileStyles,
    css`
      :host([data-card-size~='narrow']) .from {
        display: none;
      }
      [part~='label'] {
        width: var(--_w);
        overflow: hidden;
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 0.25em;
        height: 1.4em;
        margin-top: 2px;
        font: 600 max(10px, calc(var(--_w) * 0.16)) / 1 var(--patience-font, system-ui, sans-serif);
        color: var(--patience-placeholder-color, rgba(255, 255, 255, 0.8));
        white-space: nowrap;
      }
      /* Small cards (a 260 px column: about 22 px): a tighter caption, so "A" and the lock fit the card's width. */
      :host([data-card-size~='small']) [part~='label'] {
        gap: 1px;
      }
      :host([data-card-size~='small']) [part~='lock'] {
        width: 1.15em;
        height: 1.15em;
      }
      [part~='lock'] {
        display: inline-grid;
        place-items: center;
        flex: none;
        width: 1.3em;
        height: 1.3em;
        border-radius: 50%;
        background: var(--patience-card-face, #fff);
        color: var(--patience-card-black, #1a1a1a);
      }
      [part~='lock'].red {
        color: var(--patience-card-red, #c8102e);
      }
      [part~='lock'].clubs {
        color: var(--patience-card-clubs, var(--patience-card-black, #1a1a1a));
      }
      [part~='lock'].diamonds {
        color: var(--patience-card-diamonds, var(--patience-card-red, #c8102e));
      }
      [part~='lock'] svg {
        width: 0.85em;
        height: 0.85em;
      }
    `,
  ];

  override render(): TemplateResult {
    const view = this.view;
    const p = this.pileView();
    const cards = p?.cards ?? [];
    const i = view?.layout.indexOf.get(this.pile) ?? -1;
    const base = view && i >= 0 ? view.layout.base[i] : 1;
    // This pile's own declaration (a game may declare several groups of foundations).
    const layout = view?.layout;
    const decl = layout && i >= 0 ? (layout.decls[i] as FoundationsDeclaration) : undefined;
    const locks = decl?.build.suit === 'same';
    const slots: CardSlot[] = [];
    for (let k = Math.max(0, cards.length - 2); k < cards.length; k++) slots.push({ card: cards[k], index: k, faceDown: false, top: 0 });
    const first = cards[0];
    // Where the base differs per foundation or a suit can own only one, the table says which is which.
    const caption = !!layout && !!decl && (new Set(layout.foundations.map((f) => layout.base[f])).size > 1 || !!decl.uniqueSuits);
    const suit = locks && first !== undefined ? suitOf(first) : -1;
    // Where the foundations build by different steps (docs/rules.md "Calculation"), each says its step
    // ("+2"): its base card is on it from the deal, so "from 2" would say nothing.
    const stepOf = (f: number): number => (layout!.decls[f] as FoundationsDeclaration).build.step ?? 1;
    const steps = !!layout && new Set(layout.foundations.map(stepOf)).size > 1;
    const label = caption
      ? html`<div part="label" aria-hidden="true" title=${startsWith(base)}>
          ${steps ? html`<span class="step">+${stepOf(i)}</span>` : html`<span class="from">${fromRank()}</span> ${rankSign(base)}`}${
            suit >= 0 ? html`<span part="lock" class=${cardTone(first)} title=${lockedTo(suit)}>${suitSymbol(SUITS[suit])}</span>` : nothing
          }
        </div>`
      : nothing;
    return html`${this.renderPile({ slots, placeholder: rankSign(base), doubleClick: false })} ${label}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'foundation-pile': FoundationPile;
  }
}
