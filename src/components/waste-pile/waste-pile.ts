import type { TemplateResult } from 'lit';
import { customElement } from '../internal/define.js';
import { PileElement, pileStyles, type CardSlot } from '../internal/pile-element.js';

/**
 * A waste pile: the player's storage pile of the Sir Tommy family (`waste-1` … `waste-n`, fed only
 * from the hand, fanned down so every card shows, only the top card plays), or Lady Cadogan's single
 * `waste` fed from the stock (squared up, top card showing); also shows a reserve (`reserve-1` …,
 * squared up, face down while the rules keep it hidden: docs/rules.md "Reserve").
 *
 * Reads the game from the enclosing `<patience-game>`; asks it to move cards, never changes the game itself.
 *
 * @summary A waste pile of a patience game.
 *
 * @csspart base - The pile area; focusable, acts as a button (Enter or Space picks up or drops cards).
 * @csspart card - Each card.
 * @csspart placeholder - The outline shown while the pile is empty.
 *
 * @cssprop [--patience-card-width=72px] - Card width (set by the game from its own width).
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.8)] - Outline color of an empty pile.
 * @cssprop [--patience-target-ring=rgba(255,191,0,0.8)] - Ring shown when the picked-up card would go here.
 */
@customElement('waste-pile')
export class WastePile extends PileElement {
  static override styles = pileStyles;

  override render(): TemplateResult {
    const p = this.pileView();
    const cards = p?.cards ?? [];
    // Waste piles fan down (compressed to fit the height); a single waste is squared up and shows
    // only its top two cards (the one below peeks while the top is dragged).
    const fanned = p?.kind === 'waste-pile';
    const fan = this.view?.fan.up ?? 0.24;
    const from = fanned ? 0 : Math.max(0, cards.length - 2);
    const slots: CardSlot[] = [];
    const down = p?.faceDown ?? 0;
    for (let i = from; i < cards.length; i++) slots.push({ card: cards[i], index: i, faceDown: i < down, top: fanned ? fan * i : 0 });
    const height = fanned && cards.length > 1 ? 1 + fan * (cards.length - 1) : 1;
    return this.renderPile({ slots, height });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'waste-pile': WastePile;
  }
}
