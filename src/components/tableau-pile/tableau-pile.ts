import type { TemplateResult } from 'lit';
import { customElement } from '../internal/define.js';
import { rankSign } from '../../i18n/cards.js';
import { PileElement, pileStyles, type CardSlot } from '../internal/pile-element.js';

/**
 * A tableau pile (Lady Cadogan): face-down cards overlap tightly, face-up cards fan so each rank and
 * suit is readable. Any face-up card of the movable run can be grabbed, and the run moves with it; or
 * click a card to pick up the run from it, then click the target pile.
 *
 * Reads the game from the enclosing `<patience-game>`; asks it to move cards, never changes the game itself.
 *
 * @summary A tableau pile of a patience game.
 *
 * @csspart base - The pile area; focusable, acts as a button (Enter or Space picks up the movable run, or drops cards here).
 * @csspart card - Each card.
 * @csspart placeholder - The outline shown while the pile is empty (with the rank an empty pile takes).
 *
 * @cssprop [--patience-card-width=72px] - Card width (set by the game from its own width).
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.8)] - Outline and label color of an empty pile.
 * @cssprop [--patience-target-ring=rgba(255,191,0,0.8)] - Ring shown when the picked-up cards would go here.
 */
@customElement('tableau-pile')
export class TableauPile extends PileElement {
  static override styles = pileStyles;

  override render(): TemplateResult {
    const p = this.pileView();
    const cards = p?.cards ?? [];
    const down = p?.faceDown ?? 0;
    const fan = this.view?.fan ?? { up: 0.24, down: 0.08 };
    // Face-down cards overlap tightly; face-up cards fan so each index shows.
    const top = (i: number) => fan.down * Math.min(i, down) + fan.up * Math.max(0, i - down);
    const slots: CardSlot[] = cards.map((card, i) => ({ card, index: i, faceDown: i < down, top: top(i) }));
    const n = cards.length;
    const empty = this.view?.layout.tableauDeclaration?.empty.rank;
    return this.renderPile({ slots, height: n > 1 ? 1 + top(n - 1) : 1, placeholder: empty ? rankSign(empty) : '' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tableau-pile': TableauPile;
  }
}
