import { css, html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { RANK_LABELS, SUIT_NAMES, isRed, suitOf } from '../../engine/cards.js';
import { PileElement, pileStyles, type CardSlot } from '../internal/pile-element.js';

const SUIT_GLYPHS = ['♣', '♦', '♥', '♠'];

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
 * @csspart lock - The badge showing the suit a started foundation is locked to.
 *
 * @cssprop [--patience-card-width=72px] - Card width (set by the game from its own width).
 */
@customElement('foundation-pile')
export class FoundationPile extends PileElement {
  static override styles = [
    pileStyles,
    css`
      [part~='lock'] {
        position: absolute;
        z-index: 60;
        right: calc(var(--_w) * -0.08);
        top: calc(var(--_w) * -0.08);
        width: calc(var(--_w) * 0.3);
        height: calc(var(--_w) * 0.3);
        min-width: 14px;
        min-height: 14px;
        border-radius: 50%;
        background: var(--patience-card-face, #fff);
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
        display: grid;
        place-items: center;
        font: calc(max(14px, var(--_w) * 0.3) * 0.7) / 1 var(--patience-font, system-ui, sans-serif);
        color: var(--patience-card-black, #1a1a1a);
      }
      [part~='lock'].red {
        color: var(--patience-card-red, #c8102e);
      }
    `,
  ];

  override render(): TemplateResult {
    const cards = this.cardsOf();
    const view = this.view;
    const i = this.indexOf();
    const base = view && i >= 0 ? view.layout.base[i] : 1;
    const locks = view?.layout.foundationDeclaration.build.suit === 'same';
    const slots: CardSlot[] = [];
    for (let k = Math.max(0, cards.length - 2); k < cards.length; k++) {
      slots.push({ card: cards[k], index: k, faceDown: false, top: 0 });
    }
    const first = cards[0];
    const lock =
      locks && first !== undefined
        ? html`<span part="lock" class=${isRed(first) ? 'red' : ''} title="locked to ${SUIT_NAMES[suitOf(first)]}" aria-hidden="true"
            >${SUIT_GLYPHS[suitOf(first)]}</span
          >`
        : nothing;
    const { label, pressed } = this.baseAttributes();
    const extra = `${label}; starts from ${RANK_LABELS[base]}${locks && first !== undefined ? `, locked to ${SUIT_NAMES[suitOf(first)]}` : ''}`;
    return html`<div
      part="base"
      role="button"
      tabindex="0"
      aria-pressed=${pressed}
      ?data-target=${this.isTarget()}
      @pointerdown=${(e: PointerEvent) => this.onPointerDown(e)}
      @click=${(e: MouseEvent) => this.onClick(e)}
      @keydown=${(e: KeyboardEvent) => this.onKeyDown(e)}
    >
      ${this.renderName(extra)} ${this.renderPlaceholder(RANK_LABELS[base])} ${this.renderCards(this.pile, slots)} ${lock}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'foundation-pile': FoundationPile;
  }
}
