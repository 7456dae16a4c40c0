import { css, html, nothing, type TemplateResult } from 'lit';
import { customElement } from '../internal/define.js';
import { PileElement, pileStyles, type CardSlot } from '../internal/pile-element.js';

/**
 * The stock (face down, with a count of the cards left) and, in games that deal into a hand, the hand:
 * the card just turned from the stock and waiting to be placed (docs/rules.md "Dealing"). Where the stock
 * is drawn onto a waste, a click, tap, Enter or Space on the stock draws one card. In a game with
 * redeals, the empty stock shows ↻ and the same click, tap or key redeals (docs/rules.md "Redeals").
 *
 * Reads the game from the enclosing `<patience-game>`; asks it to move cards, never changes the game itself.
 *
 * @summary The stock, with the hand, of a patience game.
 *
 * @csspart base - The stock's area; focusable, acts as a button (draws where the stock is drawn).
 * @csspart count - The number of cards left in the stock.
 * @csspart hand - The hand's area; focusable, acts as a button (Enter or Space picks up the hand card).
 * @csspart card - The cards shown (the stock's top card face down, the hand card).
 * @csspart placeholder - The outline shown where the stock or the hand is empty.
 *
 * @cssprop [--patience-card-width=72px] - Card width (set by the game from its own width).
 * @cssprop [--patience-badge-background=#14323a] - Background of the card count.
 * @cssprop [--patience-badge-color=#fff] - Text color of the card count.
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.8)] - Outline color of an empty stock or hand.
 * @cssprop [--patience-gap=8px] - Space between the stock and the hand.
 */
@customElement('stock-pile')
export class StockPile extends PileElement {
  static override styles = [
    pileStyles,
    css`
      :host {
        display: flex;
        gap: var(--patience-gap, var(--_auto-gap, 8px));
        width: auto;
      }
      [part~='count'] {
        position: absolute;
        z-index: 60;
        right: calc(var(--_w) * -0.08);
        bottom: calc(var(--_w) * -0.08);
        min-width: max(16px, calc(var(--_w) * 0.34));
        padding: 0 4px;
        border-radius: 999px;
        background: var(--patience-badge-background, #14323a);
        color: var(--patience-badge-color, #fff);
        font: 600 max(10px, calc(var(--_w) * 0.2)) / 1.6 var(--patience-font, system-ui, sans-serif);
        text-align: center;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.4);
        pointer-events: none;
      }
      [part~='hand'] {
        position: relative;
        width: var(--_w);
        min-height: var(--_h);
        border-radius: var(--_r);
        outline: none;
      }
      [part~='hand']:focus-visible {
        box-shadow: 0 0 0 3px var(--patience-focus-ring, #7cc4ff);
      }
      @media (forced-colors: active) {
        [part~='hand']:focus-visible {
          outline: 3px solid Highlight;
          outline-offset: 2px;
        }
      }
      .draws .card,
      .redeals {
        cursor: pointer;
      }
    `,
  ];

  constructor() {
    super();
    this.pile = 'stock';
  }

  /** The hand's pile id, when this game has a hand. @internal */
  private get hand(): string | null {
    const layout = this.view?.layout;
    return layout && layout.hand >= 0 ? layout.ids[layout.hand] : null;
  }

  /** The stock and the hand. @internal */
  protected override shownPiles(): readonly string[] {
    const hand = this.hand;
    return hand ? [this.pile, hand] : [this.pile];
  }

  /** Registers the stock and the hand as drop targets. @internal */
  protected override registerTargets(): void {
    super.registerTargets();
    const hand = this.hand;
    if (hand) this.register(hand, this.renderRoot.querySelector('[part~="hand"]'));
  }

  override render(): TemplateResult {
    const stock = this.pileView()?.cards ?? [];
    const layout = this.view?.layout;
    const i = layout?.indexOf.get(this.pile) ?? -1;
    const draws = !!layout && i >= 0 && layout.feeds[i].some(Boolean);
    // An empty stock that can be dealt again shows the redeal sign and acts as a button.
    const redeals = !!layout && stock.length === 0 && layout.tables.redeals !== 0;
    const top: CardSlot[] = stock.length > 0 ? [{ card: stock[stock.length - 1], index: stock.length - 1, faceDown: true, top: 0 }] : [];
    const hand = this.hand;
    return html`${this.renderPile({
      slots: top,
      className: `${draws ? 'draws' : ''}${redeals ? ' redeals' : ''}`,
      placeholder: stock.length === 0 ? (redeals ? '↻' : '∅') : nothing,
      doubleClick: false,
      after: stock.length > 0 ? html`<span part="count" aria-hidden="true">${stock.length}</span>` : nothing,
    })}
    ${hand ? this.renderHand(hand) : nothing}`;
  }

  /** @internal */
  private renderHand(hand: string): TemplateResult {
    const cards = this.pileView(hand)?.cards ?? [];
    const slots: CardSlot[] = cards.map((card, index) => ({ card, index, faceDown: false, top: 0 }));
    return this.renderPile({ id: hand, part: 'hand', slots });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stock-pile': StockPile;
  }
}
