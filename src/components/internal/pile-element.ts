/**
 * What every pile element shares: it renders from the snapshot it reads through context (never asking
 * the game while rendering), registers itself as a drop target, and turns clicks, double-clicks, drags
 * and keys into calls on the stable actions object. Internal: not a public element.
 * @module
 */
import { chunkFailed } from './chunk-error.js';
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { cssProps } from './css-props.js';
import { consume } from '@lit/context';
import { cardCode, type Card } from '../../engine/cards.js';
import type { PileId } from '../../engine/vocabulary.js';
import { actionsContext, gameContext, type GameActions, type GameSnapshot, type PileView } from '../../controllers/game-context.js';
import type * as DragModule from '../../controllers/drag-controller.js';
import { cardContents, cardTone, faceLayout } from '../playing-card/card-face.js';
import { cardInnerStyles, cardSizeStyles } from '../playing-card/playing-card.styles.js';
import { courtPaintStyles } from '../playing-card/court-paint.styles.js';
import { afterPaint } from '../../controllers/after-paint.js';
import { withLocale } from '../../i18n/locale.js';

/** Card height as a multiple of its width (cards are 5 : 7). */
export const CARD_RATIO = 1.4;

/** Text for screen readers only. */
export const visuallyHidden = css`
  .visually-hidden {
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
    /* Each pile is a layer of its own: a focus ring, a pick-up or a move repaints the piles it
       touches, not the whole table (its gradient and shadows, every card back). The pile is a stacking
       context, as it already is while its cards fly or are dragged (motion.ts, drag-controller.ts lift
       it with z-index). */
    will-change: transform;
  }
  /* The pile's area is as wide as its cards. It is no container: the cards' insides are sized from
     --_w and switch layout by the game's data-card-size (cardSizeStyles in playing-card.styles.ts). */
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
  /* Only a class on the right (not [part]), so that a pile becoming a target restyles the placeholder
     and each card's face, not every element with a part in every card. The top card is marked with an
     attribute (renderCards), not found with :last-of-type: a card put on a pile would restyle every card
     of the pile, with everything in it. */
  [part~='base'][data-target] .placeholder,
  [part~='base'][data-target] .card[data-top] > .base {
    box-shadow: 0 0 0 2px var(--patience-target-ring, rgba(255, 191, 0, 0.8));
    border-radius: var(--_r);
  }
  [part~='placeholder'] {
    position: absolute;
    inset: 0 auto auto 0;
    width: var(--_w);
    height: var(--_h);
    border: max(1px, calc(var(--_w) * 0.025)) dashed var(--patience-placeholder-color, rgba(255, 255, 255, 0.8));
    border-radius: var(--_r);
    /* One line (the base rank) centred by its line height, not a grid, which adds
       anonymous boxes to lay out (bench:browser counts: Sir Tommy 160 -> 154 boxes, Lady Cadogan 485 -> 450). */
    text-align: center;
    color: var(--patience-placeholder-color, rgba(255, 255, 255, 0.8));
    font: 600 calc(var(--_w) * 0.3) / calc(var(--_h) - 2 * max(1px, calc(var(--_w) * 0.025))) var(--patience-font, system-ui, sans-serif);
    white-space: nowrap;
    overflow: hidden;
    user-select: none;
  }
  [part~='placeholder'][hidden] {
    visibility: hidden;
  }
  /* A card, as wide as its pile's area; its insides scale with --_w (cardSizeStyles). A face-down card is its
     own .base (renderCards): height auto undoes the base's 100 %. */
  .card {
    position: absolute;
    left: 0;
    width: var(--_w);
    height: auto;
    aspect-ratio: 5 / 7;
    user-select: none;
    -webkit-user-select: none;
  }
  /* The card itself takes the pointer, never what it draws: so when a card in flight stops taking
     clicks (pointer-events: none on .card, see motion.ts), the face below does not inherit the change
     and is not styled again (about 1 ms a move). */
  .card > .base {
    pointer-events: none;
  }
  .card[movable] {
    cursor: grab;
    touch-action: none;
  }
  .card[dragging] {
    cursor: grabbing;
    filter: drop-shadow(0 8px 10px rgba(0, 0, 0, 0.35));
  }
  /* The hint on the table: the cards it moves, and where they go. */
  [part~='card'][part~='hint'] .base {
    box-shadow:
      0 0 0 3px var(--patience-hint, #ff9ad5),
      0 0 12px 2px var(--patience-hint, #ff9ad5);
  }
  [part~='hint']:not([part~='card']) {
    outline: 3px dashed var(--patience-hint, #ff9ad5);
    outline-offset: 3px;
  }
  /* Forced colors (High Contrast) drop box shadows: the rings drawn with one become outlines. */
  @media (forced-colors: active) {
    [part~='base']:focus-visible,
    [part~='base'][data-drop-target],
    [data-target] .placeholder,
    [data-target] .card[data-top] > .base,
    [part~='card'][part~='hint'] .base {
      outline: 3px solid Highlight;
    }
  }
  :host([data-refused]) .pile-area {
    animation: patience-shake 320ms ease-in-out;
  }
  @keyframes patience-shake {
    0%,
    100% {
      transform: translateX(0);
    }
    20% {
      transform: translateX(-5px);
    }
    40% {
      transform: translateX(5px);
    }
    60% {
      transform: translateX(-3px);
    }
    80% {
      transform: translateX(3px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    :host([data-refused]) .pile-area {
      animation: none;
    }
  }
`;

/** Every pile's styles. */
export const pileStyles = [visuallyHidden, cardInnerStyles, cardSizeStyles, courtPaintStyles, pileBaseStyles];

/**
 * How a card is laid in its pile: `top` is its offset from the pile's top in card heights.
 */
export interface CardSlot {
  readonly card: Card;
  readonly index: number;
  readonly faceDown: boolean;
  readonly top: number;
}

const noop = (): void => undefined;
/** The dragging module, loaded once for every pile (tried again by the next pile when it cannot load). */
let dragModule: Promise<typeof DragModule> | null = null;
const loadDrag = (): Promise<typeof DragModule> =>
  (dragModule ??= import('../../controllers/drag-controller.js').catch((e: unknown) => {
    dragModule = null;
    return chunkFailed(e);
  }));

/**
 * Base class of the pile elements.
 * @internal
 */
export abstract class PileElement extends LitElement {
  /** The id of the pile shown, e.g. `waste-2`, `foundation-1`, `tableau-3`. */
  @property({ reflect: true }) pile: PileId = '';

  /**
   * The layout switches of the game's card width (`data-card-size`, set by the game: see
   * `cardSizeTokens`): the cards draw only what their size shows. @internal
   */
  @property({ attribute: 'data-card-size' }) protected cardSize: string | null = null;

  /** @internal */
  @consume({ context: gameContext, subscribe: true })
  @state()
  protected view?: GameSnapshot;

  /** @internal */
  @consume({ context: actionsContext })
  protected actions?: GameActions;

  /**
   * Dragging (drag-controller.ts), loaded right after the first paint, which does not need it
   * (issue #9): null until then (a press before it is loaded is a click, not a drag).
   * `updateComplete` waits for the load. @internal
   */
  protected drag: DragModule.DragController | null = null;
  /** @internal */
  private dragLoading: Promise<void> = Promise.resolve();
  /** @internal */
  private _registered = new Map<PileId, Element>();
  /** @internal */
  private _refusedSerial = -1;
  /** @internal */
  private _tappedAgain = false;
  /** The snapshot the DOM shows (the last rendered). @internal */
  private _shown?: GameSnapshot;

  /** The pile as the snapshot shows it. @internal */
  protected pileView(id: PileId = this.pile): PileView | undefined {
    return this.view?.piles.get(id);
  }

  /** Renders in the game's language. @internal */
  protected override update(changed: PropertyValues): void {
    withLocale(this.view?.locale ?? 'en', () => super.update(changed));
    this._shown = this.view;
  }

  /**
   * The code of the card drawn at `index` of pile `id` (`TH`), as this element last rendered it, or
   * undefined. For motion (motion.ts), which follows each card from pile to pile: a face-down card
   * carries no code in the DOM (nothing on the page tells a hidden card), so it is known by its place.
   * @internal
   */
  cardAt(id: PileId, index: number): string | undefined {
    const card = this._shown?.piles.get(id)?.cards[index];
    return card === undefined ? undefined : cardCode(card);
  }

  /** The piles this element shows (the stock's element shows the hand too). @internal */
  protected shownPiles(): readonly PileId[] {
    return [this.pile];
  }

  /**
   * A new snapshot that changes nothing this element shows is not rendered: the snapshot shares the
   * view of every pile a change left as it was (see buildSnapshot), so a move renders only the piles
   * it touched. Event handlers read `view` when they run, so they always see the latest game.
   */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (changed.size !== 1 || !changed.has('view')) return true;
    const before = changed.get('view') as GameSnapshot | undefined;
    const now = this.view;
    if (!before || !now || before.layout !== now.layout || before.fan !== now.fan || before.locale !== now.locale) return true;
    // A drag lets go when the game moves on (willUpdate).
    if (this.drag?.active && before.state !== now.state) return true;
    return this.shownPiles().some(
      (id) =>
        before.piles.get(id) !== now.piles.get(id) ||
        (before.focus === id) !== (now.focus === id) ||
        (now.refused?.pile === id && now.refused !== before.refused),
    );
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    this.dragLoading = afterPaint()
      .then(loadDrag)
      .then((m) => void (this.drag ??= new m.DragController(this, () => this.actions)), noop);
  }

  /** `updateComplete` also waits for dragging to load (after the first paint). @internal */
  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    await this.dragLoading;
    return result;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // The game moved on under a drag (a new deal, undo, replay): let go before the cards re-render.
    if (this.drag?.active && changed.has('view') && this.view?.state !== (changed.get('view') as GameSnapshot | undefined)?.state) {
      this.drag.cancel();
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.registerTargets();
    const refused = this.view?.refused;
    if (refused && refused.pile === this.pile && refused.serial !== this._refusedSerial) {
      this._refusedSerial = refused.serial;
      const host = (this.getRootNode() as ShadowRoot).host;
      if (host?.hasAttribute('no-animation') || host?.matches(':state(no-animation)')) return;
      this.removeAttribute('data-refused');
      void this.offsetWidth; // restart the animation
      this.setAttribute('data-refused', '');
      setTimeout(() => this.removeAttribute('data-refused'), 400);
    }
  }

  /** Registers the element that covers this pile for drops. Piles showing two piles override this. @internal */
  protected registerTargets(): void {
    this.register(this.pile, this.renderRoot.querySelector('[part~="base"]'));
  }

  /** Registers `el` as the drop target of pile `id`. @internal */
  protected register(id: PileId, el: Element | null): void {
    const targets = this.actions?.targets;
    if (!targets || !el) return;
    const before = this._registered.get(id);
    if (before && before !== el) targets.unregister(id, before);
    targets.register(id, el);
    this._registered.set(id, el);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.registerTargets();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const [id, el] of this._registered) this.actions?.targets.unregister(id, el);
    this._registered.clear();
  }

  /**
   * The focusable area of pile `id` (for the game's keyboard navigation).
   * @internal
   */
  areaOf(id: PileId = this.pile): HTMLElement | null {
    for (const el of this.renderRoot.querySelectorAll<HTMLElement>('[data-pile]')) if (el.dataset.pile === id) return el;
    return null;
  }

  /**
   * Renders a pile's cards at their offsets. The movable ones can be grabbed; the picked-up ones are
   * highlighted.
   * @internal
   */
  protected renderCards(id: PileId, slots: readonly CardSlot[]): TemplateResult {
    const p = this.pileView(id);
    const n = p?.cards.length ?? 0;
    const movableFrom = n - (p?.movable ?? 0);
    const selectedFrom = n - (p?.selected ?? 0);
    const hintedFrom = n - (p?.hinted ?? 0);
    const layout = faceLayout(this.cardSize);
    // Templates, not one element per card (a card element costs a shadow root and its own update). A
    // face-down card is its own base (two elements, not three: most cards of a deal are face down).
    return html`${slots.map(
      (s, i) =>
        html`<div
          part=${s.index >= hintedFrom ? 'card hint' : 'card'}
          class=${s.faceDown ? 'card base' : 'card'}
          aria-hidden="true"
          data-index=${s.index}
          card=${s.faceDown ? nothing : cardCode(s.card)}
          ${cssProps({ top: s.top === 0 ? '0' : `calc(var(--_h) * ${round(s.top)})` })}
          ?face-down=${s.faceDown}
          ?selected=${s.index >= selectedFrom}
          ?movable=${!s.faceDown && s.index >= movableFrom}
          ?data-top=${i === slots.length - 1}
        >
          ${
            s.faceDown
              ? cardContents(s.card, true)
              : html`<div class="base ${cardTone(s.card)} ${s.index >= selectedFrom ? 'selected' : ''}">
                  ${cardContents(s.card, false, layout)}
                </div>`
          }
        </div>`,
    )}`;
  }

  /** Card index under an event, or -1 (for the pile itself). @internal */
  protected cardIndex(e: Event): number {
    for (const n of e.composedPath()) {
      if (n === this) break;
      if (n instanceof HTMLElement && n.dataset.index !== undefined) return Number(n.dataset.index);
    }
    return -1;
  }

  /** Pointer down on a pile: start a drag when the card is part of a movable unit. @internal */
  protected onPointerDown(e: PointerEvent, id: PileId = this.pile): void {
    const view = this.view;
    const p = this.pileView(id);
    if (!view || !p || view.state.status !== 'playing') return;
    const i = this.cardIndex(e);
    if (i < 0) return;
    const count = p.cards.length - i;
    if (count < 1 || count > p.movable) return;
    const root = e.currentTarget as HTMLElement;
    const elements = [...root.querySelectorAll<HTMLElement>('.card')].filter((el) => Number(el.dataset.index) >= i);
    this.drag?.start(e, { pile: id, count, elements, raise: this }, view.state);
  }

  /** Click or tap: pick up from, or move the picked-up cards to, this pile. @internal */
  protected onClick(e: MouseEvent, id: PileId = this.pile): void {
    const actions = this.actions;
    if (!actions) return;
    // The second click of a mouse double-click on the pile where the first one dropped cards does
    // nothing (a second tap of a finger does: it picks the cards up again).
    // A press during a glide was meant for the top card of the pile it aimed at (patience-game.ts
    // onPointerDown): the card drawn under the pointer may be the one that was on top before.
    const aim = actions.takeAim();
    const pointer = (e as PointerEvent).pointerType;
    const again = e.detail > 1 && actions.clickMovedTo() === (aim ?? id);
    if (again && pointer !== 'touch' && pointer !== 'pen') return;
    // A finger's second tap acts; the dblclick the browser makes of the two taps must not.
    this._tappedAgain = again;
    if (aim !== null) return actions.activate(aim, 1);
    const i = this.cardIndex(e);
    const n = this.pileView(id)?.cards.length ?? 0;
    actions.activate(id, i >= 0 ? n - i : 0);
  }

  /** Double-click: send the top card to a foundation. @internal */
  protected onDoubleClick(e: MouseEvent, id: PileId = this.pile): void {
    const tapped = this._tappedAgain;
    this._tappedAgain = false;
    if (tapped || this.cardIndex(e) < 0 || this.actions?.clickMovedTo() === id) return;
    e.preventDefault();
    this.actions?.sendToFoundation(id);
  }

  /** Enter / Space act like a click on the pile (the movable run is picked up). @internal */
  protected onKeyDown(e: KeyboardEvent, id: PileId = this.pile): void {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    this.actions?.activate(id, 0);
  }

  /**
   * The focusable area of a pile, a place you act on: one name (the cards are hidden from assistive
   * technology: the name says what they are), the board's roving tab stop, the placeholder under an
   * empty pile, the cards, and the pointer and key handlers.
   * @internal
   */
  protected renderPile(o: {
    id?: PileId;
    part?: string;
    placeholder?: string | TemplateResult | typeof nothing;
    slots: readonly CardSlot[];
    /** Height in card heights (fanned piles). */
    height?: number;
    className?: string;
    /** Whether a double-click sends the top card to a foundation (not on the stock). */
    doubleClick?: boolean;
    after?: TemplateResult | typeof nothing;
  }): TemplateResult {
    const id = o.id ?? this.pile;
    const p = this.pileView(id);
    const focus = this.view?.focus === id;
    return html`<div
      part=${(o.part ?? 'base') + (p?.hintTarget ? ' hint' : '')}
      class=${((o.part ?? 'base') === 'base' ? 'pile-area ' : '') + (o.className ?? '')}
      data-pile=${id}
      role="button"
      tabindex=${focus ? '0' : '-1'}
      ?data-target=${p?.target ?? false}
      ?data-selected=${(p?.selected ?? 0) > 0}
      ${cssProps({ height: o.height && o.height > 1 ? `calc(var(--_h) * ${round(o.height)})` : undefined })}
      @pointerdown=${(e: PointerEvent) => this.onPointerDown(e, id)}
      @click=${(e: MouseEvent) => this.onClick(e, id)}
      @dblclick=${(e: MouseEvent) => (o.doubleClick ?? true) && this.onDoubleClick(e, id)}
      @keydown=${(e: KeyboardEvent) => this.onKeyDown(e, id)}
      @focus=${() => this.actions?.focused(id)}
    >
      <span class="visually-hidden">${p?.description ?? ''}</span
      >${this.renderPlaceholder(o.placeholder ?? nothing, o.slots.length > 0)}${this.renderCards(id, o.slots)}${o.after ?? nothing}
    </div>`;
  }

  /**
   * The placeholder shown under an empty pile; hidden once the pile has a card, even while that card
   * still glides in (it would otherwise show through where the card lands, over a stand-in or a card
   * flying past: the pile is lifted above its neighbours while its cards fly, motion.ts). It keeps its
   * place in the layout (visibility, not display).
   * @internal
   */
  protected renderPlaceholder(label: string | TemplateResult | typeof nothing = nothing, covered = false): TemplateResult {
    return html`<div part="placeholder" class="placeholder" aria-hidden="true" ?hidden=${covered}>${label}</div>`;
  }
}

const round = (n: number): number => Math.round(n * 10000) / 10000;
