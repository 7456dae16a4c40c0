/**
 * What every pile element shares: it reads the game from context, shows its cards, registers itself
 * as a drop target, and turns clicks, double-clicks, drags and keys into requests to the controller.
 * Internal: not a public element.
 * @module
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { cardCode, cardName, type Card } from '../../engine/cards.js';
import type { PileId } from '../../engine/vocabulary.js';
import { gameContext, type GameView } from '../../controllers/game-context.js';
import { DragController } from '../../controllers/drag-controller.js';
import '../playing-card/playing-card.js';

/** Card height as a multiple of its width (cards are 5 : 7). */
export const CARD_RATIO = 1.4;

/** Text for screen readers only (`.visually-hidden`, and a pile's `.name`). */
export const visuallyHidden = css`
  .visually-hidden,
  .name {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Shared styles: sizes derived from `--patience-card-width`, placeholders, highlights. */
export const pileBaseStyles = css`
  :host {
    --_w: var(--patience-card-width, 72px);
    --_h: calc(var(--_w) * ${CARD_RATIO});
    --_r: var(--patience-card-radius, calc(var(--_w) * 0.06));
    display: block;
    position: relative;
    width: var(--_w);
    -webkit-tap-highlight-color: transparent;
  }
  [part~='base'] {
    position: relative;
    width: var(--_w);
    min-height: var(--_h);
    border-radius: var(--_r);
    outline: none;
  }
  [part~='base']:focus-visible {
    box-shadow: 0 0 0 3px var(--patience-focus-ring, #7cc4ff);
  }
  [part~='base'][data-drop-target] {
    box-shadow: 0 0 0 3px var(--patience-highlight, #ffbf00);
  }
  [part~='base'][data-target] [part~='placeholder'],
  [part~='base'][data-target] playing-card:last-of-type {
    box-shadow: 0 0 0 2px var(--patience-target-ring, rgba(255, 191, 0, 0.8));
    border-radius: var(--_r);
  }
  [part~='placeholder'] {
    position: absolute;
    inset: 0 auto auto 0;
    box-sizing: border-box;
    width: var(--_w);
    height: var(--_h);
    border: max(1px, calc(var(--_w) * 0.025)) dashed var(--patience-placeholder-color, rgba(255, 255, 255, 0.45));
    border-radius: var(--_r);
    display: grid;
    place-items: center;
    color: var(--patience-placeholder-color, rgba(255, 255, 255, 0.6));
    font: 600 calc(var(--_w) * 0.3) / 1 var(--patience-font, system-ui, sans-serif);
    user-select: none;
  }
  playing-card {
    position: absolute;
    left: 0;
    --patience-card-width: var(--_w);
  }
  playing-card[movable] {
    cursor: grab;
    touch-action: none;
  }
  playing-card[dragging] {
    cursor: grabbing;
    filter: drop-shadow(0 8px 10px rgba(0, 0, 0, 0.35));
  }
  :host([data-refused]) [part~='base'] {
    animation: patience-shake 320ms ease-in-out;
  }
  @keyframes patience-shake {
    0%, 100% { transform: translateX(0); }
    20% { transform: translateX(-5px); }
    40% { transform: translateX(5px); }
    60% { transform: translateX(-3px); }
    80% { transform: translateX(3px); }
  }
  @media (prefers-reduced-motion: reduce) {
    :host([data-refused]) [part~='base'] { animation: none; }
  }
`;

/** Every pile's styles. */
export const pileStyles = [visuallyHidden, pileBaseStyles];

/**
 * How a card is laid in its pile: `top` is its offset from the pile's top in card heights, a number or
 * a CSS expression (`var(--_fan) * 3`).
 */
export interface CardSlot {
  readonly card: Card;
  readonly index: number;
  readonly faceDown: boolean;
  readonly top: number | string;
}

/**
 * Base class of the pile elements.
 * @internal
 */
export abstract class PileElement extends LitElement {
  /** The id of the pile shown, e.g. `waste-2`, `foundation-1`, `tableau-3`. */
  @property({ reflect: true }) pile: PileId = '';

  /** @internal */
  @consume({ context: gameContext, subscribe: true })
  @state()
  protected view?: GameView;

  /** @internal */
  protected readonly drag = new DragController(this, () => this.view?.controller);
  /** @internal */
  private _registered: { id: PileId; el: Element } | null = null;
  /** @internal */
  private _refusedSerial = -1;

  /**
   * Index of the pile in the state, or -1.
   * @internal
   */
  protected indexOf(id: PileId = this.pile): number {
    return this.view?.layout.indexOf.get(id) ?? -1;
  }

  /**
   * Cards of a pile, bottom to top.
   * @internal
   */
  protected cardsOf(id: PileId = this.pile): readonly Card[] {
    const i = this.indexOf(id);
    return i < 0 || !this.view ? [] : this.view.state.piles[i];
  }

  /** Face-down cards at the bottom of a pile. @internal */
  protected faceDownOf(id: PileId = this.pile): number {
    const i = this.indexOf(id);
    return i < 0 || !this.view ? 0 : this.view.state.faceDown[i];
  }

  /**
   * How many top cards are selected (0 when the selection is elsewhere).
   * @internal
   */
  protected selectedCount(id: PileId = this.pile): number {
    const sel = this.view?.selection;
    if (!sel || sel.pile !== id) return 0;
    return sel.count || (this.view?.controller.movable(id) ?? 0);
  }

  /**
   * Whether the current selection could move to this pile.
   * @internal
   */
  protected isTarget(id: PileId = this.pile): boolean {
    return this.view?.controller.targetsOfSelection().has(id) ?? false;
  }

  /**
   * Words for the pile, for its accessible name.
   * @internal
   */
  protected describePile(id: PileId = this.pile): string {
    const cards = this.cardsOf(id);
    const down = this.faceDownOf(id);
    const name = id.replace(/^waste-(\d+)$/, 'waste pile $1').replace(/-(\d+)$/, ' $1');
    if (cards.length === 0) return `${name}, empty`;
    const up = cards.slice(down);
    const parts = [`${name}, ${cards.length} card${cards.length === 1 ? '' : 's'}`];
    if (down > 0) parts.push(`${down} face down`);
    if (up.length > 0) parts.push(`top: ${cardName(up[up.length - 1])}`);
    if (up.length > 1 && up.length <= 13) parts.push(`face up from the top: ${up.slice().reverse().map(cardName).join(', ')}`);
    const sel = this.selectedCount(id);
    if (sel > 0) parts.push(`${sel} picked up`);
    return parts.join('; ');
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // The game moved on under a drag (a new deal, undo, replay): let go before the cards re-render.
    if (this.drag.active && changed.has('view') && this.view?.state !== changed.get('view')?.state) this.drag.cancel();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.registerTargets();
    const refused = this.view?.refused;
    if (refused && refused.pile === this.pile && refused.serial !== this._refusedSerial) {
      this._refusedSerial = refused.serial;
      this.removeAttribute('data-refused');
      void this.offsetWidth; // restart the animation
      this.setAttribute('data-refused', '');
      setTimeout(() => this.removeAttribute('data-refused'), 400);
    }
  }

  /**
   * Registers the element that covers this pile for drops. Piles showing two piles override this.
   * @internal
   */
  protected registerTargets(): void {
    const el = this.renderRoot.querySelector('[part~="base"]');
    this.register(this.pile, el);
  }

  /** Registers `el` as the drop target of pile `id`. @internal */
  protected register(id: PileId, el: Element | null): void {
    const controller = this.view?.controller;
    if (!controller || !el) return;
    if (this._registered && (this._registered.id !== id || this._registered.el !== el)) {
      controller.unregisterPile(this._registered.id, this._registered.el);
    }
    controller.registerPile(id, el);
    if (!this._registered || this._registered.id !== id) this._registered = { id, el };
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this._registered) this.view?.controller.unregisterPile(this._registered.id, this._registered.el);
    this._registered = null;
  }

  /**
   * Renders a pile's cards at their offsets. Cards from `movableFrom` up can be picked up; the top
   * `selected` cards are highlighted.
   * @internal
   */
  protected renderCards(id: PileId, slots: readonly CardSlot[]): TemplateResult {
    const cards = this.cardsOf(id);
    const movable = this.view?.controller.movable(id) ?? 0;
    const movableFrom = cards.length - movable;
    const selectedFrom = cards.length - this.selectedCount(id);
    return html`${slots.map(
      (s) => html`<playing-card
        part="card"
        aria-hidden="true"
        data-index=${s.index}
        card=${cardCode(s.card)}
        style="top: calc(var(--_h) * (${s.top}))"
        ?face-down=${s.faceDown}
        ?selected=${s.index >= selectedFrom}
        ?movable=${!s.faceDown && s.index >= movableFrom}
      ></playing-card>`,
    )}`;
  }

  /**
   * Card index under an event, or -1 (for the pile itself).
   * @internal
   */
  protected cardIndex(e: Event): number {
    for (const n of e.composedPath()) {
      if (n === this) break;
      if (n instanceof HTMLElement && n.localName === 'playing-card') return Number(n.dataset.index ?? -1);
    }
    return -1;
  }

  /**
   * Pointer down on a pile: start a drag when the card is part of a movable unit.
   * @internal
   */
  protected onPointerDown(e: PointerEvent, id: PileId = this.pile): void {
    const view = this.view;
    if (!view || view.state.status !== 'playing') return;
    const i = this.cardIndex(e);
    if (i < 0) return;
    const cards = this.cardsOf(id);
    const count = cards.length - i;
    if (count < 1 || count > view.controller.movable(id)) return;
    const root = e.currentTarget as HTMLElement;
    const elements = [...root.querySelectorAll<HTMLElement>('playing-card')].filter((el) => Number(el.dataset.index) >= i);
    this.drag.start(e, { pile: id, count, elements });
  }

  /**
   * Click or tap: pick up from, or move the selection to, this pile.
   * @internal
   */
  protected onClick(e: MouseEvent, id: PileId = this.pile): void {
    const controller = this.view?.controller;
    if (!controller) return;
    // The second click of a double-click on the pile where the first one dropped cards does nothing.
    if (e.detail > 1 && controller.clickMovedTo === id) return;
    const i = this.cardIndex(e);
    const cards = this.cardsOf(id);
    controller.activate(id, i >= 0 ? cards.length - i : 0);
  }

  /**
   * Double-click: send the top card to a foundation.
   * @internal
   */
  protected onDoubleClick(e: MouseEvent, id: PileId = this.pile): void {
    if (this.cardIndex(e) < 0 || this.view?.controller.clickMovedTo === id) return;
    e.preventDefault();
    this.view?.controller.sendToFoundation(id);
  }

  /**
   * Enter / Space act like a click on the pile (the movable run is picked up).
   * @internal
   */
  protected onKeyDown(e: KeyboardEvent, id: PileId = this.pile): void {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    this.view?.controller.activate(id, 0);
  }

  /**
   * The focusable area of a pile, acting as a button: its accessible name, the placeholder under an
   * empty pile, the cards at their offsets, and the pointer and key handlers.
   * @internal
   */
  protected renderPile(o: {
    id?: PileId;
    part?: string;
    name?: string;
    placeholder?: string | TemplateResult | typeof nothing;
    slots: readonly CardSlot[];
    height?: string;
    className?: string;
    /** Whether a double-click sends the top card to a foundation (not on the stock). */
    doubleClick?: boolean;
    after?: TemplateResult | typeof nothing;
  }): TemplateResult {
    const id = o.id ?? this.pile;
    const { label, pressed } = this.baseAttributes(id);
    return html`<div
      part=${o.part ?? 'base'}
      class=${o.className ?? ''}
      role="button"
      tabindex="0"
      aria-pressed=${pressed}
      ?data-target=${this.isTarget(id)}
      style=${o.height ? `height: ${o.height}` : ''}
      @pointerdown=${(e: PointerEvent) => this.onPointerDown(e, id)}
      @click=${(e: MouseEvent) => this.onClick(e, id)}
      @dblclick=${(e: MouseEvent) => (o.doubleClick ?? true) && this.onDoubleClick(e, id)}
      @keydown=${(e: KeyboardEvent) => this.onKeyDown(e, id)}
    >
      ${this.renderName(o.name ?? label)} ${this.renderPlaceholder(o.placeholder ?? nothing)} ${this.renderCards(id, o.slots)}
      ${o.after ?? nothing}
    </div>`;
  }

  /**
   * Attributes every pile's focusable base carries.
   * @internal
   */
  protected baseAttributes(id: PileId = this.pile): { label: string; pressed: 'true' | 'false' } {
    return { label: this.describePile(id), pressed: this.selectedCount(id) > 0 ? 'true' : 'false' };
  }

  /**
   * The pile's accessible name, as visually hidden text inside its button (the cards themselves are
   * hidden from assistive technology: the name describes them).
   * @internal
   */
  protected renderName(text: string): TemplateResult {
    return html`<span class="name">${text}</span>`;
  }

  /**
   * Renders the placeholder shown under an empty pile.
   * @internal
   */
  protected renderPlaceholder(label: string | TemplateResult | typeof nothing = nothing): TemplateResult {
    return html`<div part="placeholder" aria-hidden="true">${label}</div>`;
  }
}
