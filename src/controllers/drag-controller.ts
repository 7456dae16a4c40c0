/**
 * Dragging cards with pointer events (mouse, pen and touch alike). A pile hands the cards of a
 * movable unit to {@link DragController.start} on `pointerdown`; past a small threshold the cards follow
 * the pointer; on release the game is asked (through its actions) to play the move to the pile under the pointer.
 * A refused or aborted drop slides the cards back.
 *
 * Why not a gesture library: the part a library would give (a threshold and deltas) is a few lines;
 * the rest (drop targets across shadow roots, asking the engine, sliding back) is ours either way.
 * Listeners live on `window` during a drag, so synthetic pointer events and real ones behave alike,
 * with no pointer capture needed.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileId } from '../engine/vocabulary.js';
import type { GameState } from '../engine/rules.js';
import type { GameActions } from './game-context.js';
import { screenScale } from './drop-targets.js';

/** What a pile offers to drag: the unit's pile, card count and card elements. */
export interface DragSource {
  readonly pile: PileId;
  readonly count: number;
  readonly elements: readonly HTMLElement[];
  /** An element to lift above its neighbours while the cards are dragged (the pile element). */
  readonly raise?: HTMLElement;
}

/** Pixels the pointer must travel before a press becomes a drag (touch is less precise). */
const THRESHOLD = { mouse: 5, pen: 6, touch: 8 } as Record<string, number>;
/** How long a refused card takes to slide back, in ms. */
export const RETURN_MS = 180;

/**
 * One pile's drags: {@link DragController.start} on `pointerdown`, then the controller follows the
 * pointer on `window`, moves the unit's card elements with a CSS transform past a threshold (px,
 * by pointer type), marks the pile under the pointer, and on release asks the game to play the move;
 * a refused, stale or cancelled drop slides the cards back in {@link RETURN_MS} ms.
 */
export class DragController implements ReactiveController {
  private readonly game: () => GameActions | undefined;
  private source: DragSource | null = null;
  /** The position the drag started from: a drag does not outlive it (a new deal, an undo, a replay). */
  private startedOn: unknown = null;
  private pointerId = -1;
  private startX = 0;
  private startY = 0;
  /** The game's screen px per CSS px, measured when the drag starts. */
  private scale = 1;
  private dragging = false;
  private hover: PileId | null = null;

  constructor(host: ReactiveControllerHost, game: () => GameActions | undefined) {
    this.game = game;
    host.addController(this);
  }

  /** Removed mid-drag: let go, and leave no trace on the cards (they may be shown again). */
  hostDisconnected(): void {
    const source = this.source;
    this.stop();
    if (source) for (const el of source.elements) resetStyles(el);
  }

  /** True while cards follow the pointer. */
  get active(): boolean {
    return this.dragging;
  }

  /** Call on `pointerdown` over a card of a movable unit, with the position it belongs to. */
  start(e: PointerEvent, source: DragSource, state: GameState): void {
    if (e.button !== 0 || this.source) return;
    this.source = source;
    this.startedOn = state;
    this.pointerId = e.pointerId;
    this.startX = e.clientX;
    this.startY = e.clientY;
    // The page may scale the game (transform: scale(), zoom): the pointer moves in screen px, the
    // cards are moved in the game's own px.
    this.scale = screenScale(source.elements[0]);
    this.dragging = false;
    window.addEventListener('pointermove', this.onMove);
    window.addEventListener('pointerup', this.onUp);
    window.addEventListener('pointercancel', this.onCancel);
    window.addEventListener('keydown', this.onKey, true);
  }

  /** Whether the game moved on since the drag began. */
  private stale(): boolean {
    const game = this.game();
    return !game || !game.isCurrent(this.startedOn as GameState);
  }

  /** Ends a drag without a move: the cards slide back. */
  cancel(): void {
    const { source, dragging } = this;
    this.stop();
    if (source && dragging) slideBack(source.elements);
  }

  private readonly onMove = (e: PointerEvent): void => {
    if (!this.source || e.pointerId !== this.pointerId) return;
    if (this.stale()) return this.cancel();
    const dx = e.clientX - this.startX;
    const dy = e.clientY - this.startY;
    if (!this.dragging) {
      if (Math.hypot(dx, dy) < (THRESHOLD[e.pointerType] ?? 5)) return;
      this.dragging = true;
      this.game()?.interrupt();
      for (const el of this.source.elements) {
        el.style.transition = 'none';
        el.style.zIndex = '1000';
        el.setAttribute('dragging', '');
      }
      if (this.source.raise) this.source.raise.style.zIndex = '20';
    }
    e.preventDefault();
    for (const el of this.source.elements) el.style.transform = `translate(${dx / this.scale}px, ${dy / this.scale}px)`;
    const over = this.game()?.targets.pileAt(e.clientX, e.clientY) ?? null;
    if (over !== this.hover) {
      this.game()?.targets.hint(this.hover, false);
      this.hover = over !== this.source.pile ? over : null;
      this.game()?.targets.hint(this.hover, true);
    }
  };

  private readonly onUp = (e: PointerEvent): void => {
    if (!this.source || e.pointerId !== this.pointerId) return;
    const { source, dragging } = this;
    const stale = this.stale();
    this.stop();
    if (!dragging) return; // a click: the pile's click handler selects
    swallowNextClick();
    if (stale) return slideBack(source.elements);
    const game = this.game();
    const target = game?.targets.pileAt(e.clientX, e.clientY) ?? null;
    if (game && target && target !== source.pile) {
      // Clear the drag styles first: on success the cards re-render in their new pile.
      const ok = game.drop(source.pile, target, source.count);
      if (ok) {
        for (const el of source.elements) resetStyles(el);
        return;
      }
    }
    slideBack(source.elements);
  };

  /** Escape mid-drag puts the cards back, as it puts picked-up cards down; the release then plays nothing. */
  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !this.dragging) return;
    e.preventDefault();
    e.stopPropagation();
    const id = this.pointerId;
    this.cancel();
    const up = (p: PointerEvent): void => {
      if (p.pointerId !== id) return;
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
      if (p.type === 'pointerup') swallowNextClick();
    };
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
  };

  private readonly onCancel = (e: PointerEvent): void => {
    if (!this.source || e.pointerId !== this.pointerId) return;
    const { source, dragging } = this;
    this.stop();
    if (dragging) slideBack(source.elements);
  };

  private stop(): void {
    if (this.source?.raise) this.source.raise.style.zIndex = '';
    window.removeEventListener('pointermove', this.onMove);
    window.removeEventListener('pointerup', this.onUp);
    window.removeEventListener('pointercancel', this.onCancel);
    window.removeEventListener('keydown', this.onKey, true);
    this.game()?.targets.hint(this.hover, false);
    this.hover = null;
    this.source = null;
    this.startedOn = null;
    this.dragging = false;
    this.pointerId = -1;
  }
}

function resetStyles(el: HTMLElement): void {
  el.style.transition = '';
  el.style.transform = '';
  el.style.zIndex = '';
  el.removeAttribute('dragging');
}

function slideBack(elements: readonly HTMLElement[]): void {
  for (const el of elements) {
    el.style.transition = `transform ${RETURN_MS}ms ease-out`;
    el.style.transform = '';
    el.removeAttribute('dragging');
    setTimeout(() => resetStyles(el), RETURN_MS + 20);
  }
}

/**
 * After a drag, the browser still fires `click`; that click must not pick cards up. It is swallowed
 * unless a new press starts first (or 400 ms pass).
 */
function swallowNextClick(): void {
  const swallow = (e: Event): void => {
    e.stopPropagation();
    e.preventDefault();
    done();
  };
  const done = (): void => {
    window.removeEventListener('click', swallow, { capture: true });
    window.removeEventListener('pointerdown', done, { capture: true });
    clearTimeout(timer);
  };
  const timer = setTimeout(done, 400);
  window.addEventListener('click', swallow, { capture: true });
  window.addEventListener('pointerdown', done, { capture: true });
}
