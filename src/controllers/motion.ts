/**
 * Motion: every card that changes place glides from where it was to where it lands (FLIP: measure the
 * cards before the change, let the new position render, then animate `transform` from the old place
 * to none with the Web Animations API; no layout per frame). The moves of a turn play one after
 * another in order (an undo backwards), a new deal flies the cards out of the stock, a face-down card
 * that is turned up flips. Input is never blocked: {@link Motion.finish} ends every running animation
 * at once, and since the DOM always shows the state (animations only move cards visually), after
 * finishing, the DOM is exactly the state.
 * @module
 */
import type { AppliedMove } from '../engine/rules.js';
import type { PileId } from '../engine/vocabulary.js';
import type { Change } from './game-session.js';

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';

/** Where every card and pile was before a change. */
export interface Positions {
  readonly cards: ReadonlyMap<string, { readonly rect: DOMRect; readonly faceDown: boolean }>;
  readonly piles: ReadonlyMap<PileId, DOMRect>;
  /** The piles measured (null: all). */
  readonly only: ReadonlySet<PileId> | null;
}

/** The pile areas on screen under `root` (the game's shadow root), by pile id: all, or only `only`. */
function pileAreas(root: ParentNode, only: ReadonlySet<PileId> | null): Map<PileId, HTMLElement> {
  const out = new Map<PileId, HTMLElement>();
  for (const pile of root.querySelectorAll(PILE_TAGS)) {
    for (const el of pile.shadowRoot?.querySelectorAll<HTMLElement>('[data-pile]') ?? []) {
      if (!only || only.has(el.dataset.pile!)) out.set(el.dataset.pile!, el);
    }
  }
  return out;
}

/** The cards shown in `areas`, by card code. */
function cardElements(areas: ReadonlyMap<PileId, HTMLElement>): Map<string, HTMLElement> {
  const out = new Map<string, HTMLElement>();
  for (const area of areas.values()) {
    for (const el of area.querySelectorAll<HTMLElement>('.card[card]')) out.set(el.getAttribute('card')!, el);
  }
  return out;
}

/**
 * The piles a list of changes touches (null: all of them, for a new deal; empty: none, when nothing
 * moved, as when cards are only picked up).
 */
export function touchedPiles(changes: readonly Change[]): Set<PileId> | null {
  const out = new Set<PileId>();
  for (const c of changes) {
    if (c.kind === 'deal') return null;
    if (c.kind === 'refused') continue;
    for (const m of c.turn) {
      out.add(m.from).add(m.to);
      if (m.dealt) out.add('stock').add('hand');
    }
    // A replay goes back to the deal: everything may move.
    if (c.turn.length === 0) return null;
  }
  return out;
}

/** Parses a CSS time (`180ms`, `0.2s`) into ms. */
export function parseDuration(text: string, fallback: number): number {
  const m = /^\s*(-?[\d.]+)(ms|s)\s*$/.exec(text);
  if (!m) return fallback;
  const n = Number(m[1]) * (m[2] === 's' ? 1000 : 1);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The cards one change sets flying, landed together (one style change to start, one to land). */
interface Flight {
  readonly animations: Animation[];
  readonly cards: HTMLElement[];
  readonly hosts: HTMLElement[];
  landed: boolean;
}

export class Motion {
  private readonly running = new Set<Animation>();
  private readonly flights = new Set<Flight>();
  /** How many flights each card, and each pile host, is part of. */
  private readonly lifted = new Map<HTMLElement, number>();

  constructor(
    private readonly root: () => ParentNode,
    /** Whether motion is on now (off for `no-animation` and `prefers-reduced-motion: reduce`). */
    readonly enabled: () => boolean,
    /** One move's duration in ms (`--patience-move-duration`). */
    readonly duration: () => number,
  ) {}

  /** How long until the last running glide lands, in ms (0 when none runs). */
  landing(): number {
    let last = 0;
    for (const a of this.running) {
      last = Math.max(last, Number(a.effect?.getComputedTiming().endTime ?? 0) - Number(a.currentTime ?? 0));
    }
    return last;
  }

  /** Whether any animation is running. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /** Finishes every running animation at once (cards jump to where they belong, and take clicks again). */
  finish(): void {
    for (const a of [...this.running]) a.finish();
    this.running.clear();
    for (const flight of [...this.flights]) this.land(flight);
  }

  /** Where the cards and piles are now: all of them, or those of the piles in `only`. */
  measure(only: ReadonlySet<PileId> | null = null): Positions {
    const areas = pileAreas(this.root(), only);
    const cards = new Map<string, { rect: DOMRect; faceDown: boolean }>();
    for (const [code, el] of cardElements(areas)) cards.set(code, { rect: el.getBoundingClientRect(), faceDown: el.hasAttribute('face-down') });
    const piles = new Map<PileId, DOMRect>();
    for (const [id, el] of areas) piles.set(id, el.getBoundingClientRect());
    if (!piles.has('stock')) {
      const stock = pileAreas(this.root(), new Set(['stock'])).get('stock');
      if (stock) piles.set('stock', stock.getBoundingClientRect());
    }
    return { cards, piles, only };
  }

  /** Animates the cards from `before` to where they are now, in the order of `changes`. */
  play(before: Positions, changes: readonly Change[]): void {
    if (!this.enabled()) return;
    const duration = this.duration();
    if (duration <= 0) return;
    const root = this.root();
    // For each card that moved: its step in the sequence, and the pile it came from.
    const steps = new Map<string, { step: number; from: PileId; turned?: boolean }>();
    let step = 0;
    const addTurn = (turn: readonly AppliedMove[], backwards: boolean): void => {
      const order = backwards ? [...turn].reverse() : turn;
      for (const m of order) {
        const from = backwards ? m.to : m.from;
        for (const c of m.cards) steps.set(c, { step, from });
        if (m.turned && !backwards) steps.set(m.turned, { step, from: m.from, turned: true });
        if (m.dealt) steps.set(m.dealt, { step, from: backwards ? 'hand' : 'stock' });
        step++;
      }
    };
    let dealing = false;
    for (const change of changes) {
      if (change.kind === 'move' || change.kind === 'redo') addTurn(change.turn, false);
      else if (change.kind === 'undo') addTurn(change.turn, true);
      else if (change.kind === 'deal') {
        steps.clear();
        step = 0;
        dealing = true;
        addTurn(change.opening, false);
      }
    }
    const stepCount = Math.max(1, step);
    // A long burst (a replay, a loop of API calls) is squeezed into about a second.
    const gap = Math.min(duration * 0.75, 1000 / stepCount);
    const now = cardElements(pileAreas(root, before.only));
    const piles = before.piles;
    const launches: { el: HTMLElement; keyframes: Keyframe[]; options: KeyframeAnimationOptions }[] = [];
    let dealt = 0;
    for (const [code, el] of now) {
      const was = before.cards.get(code);
      const info = steps.get(code);
      const rect = el.getBoundingClientRect();
      let from: DOMRect | undefined = was?.rect;
      let delay = info ? info.step * gap : 0;
      if (dealing && !info) {
        // A new deal: every card flies out of the stock, one after another.
        from = piles.get('stock') ?? from;
        delay = Math.min(dealt++ * 12, 500);
      } else if (!from && info) from = piles.get(info.from);
      const flips = was && was.faceDown && !el.hasAttribute('face-down');
      if (!from) continue;
      const dx = from.left - rect.left;
      const dy = from.top - rect.top;
      const moved = Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5;
      if (!moved && !flips) continue;
      const keyframes: Keyframe[] = moved
        ? [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }]
        : [{ transform: 'scaleX(0.02)' }, { transform: 'none' }];
      if (moved && flips) {
        // Turned up as it arrives: the last part of the flight is the flip.
        keyframes.splice(1, 0, { transform: `translate(${dx * 0.2}px, ${dy * 0.2}px) scaleX(0.02)`, offset: 0.7 });
      }
      launches.push({ el, keyframes, options: { duration, delay, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' } });
    }
    this.fly(launches);
  }

  /**
   * Sets cards flying, as one flight: a card in flight is aimed at where it lands, so clicks go to
   * what is under it (pointer-events none), and its pile is lifted above its neighbours (z-index),
   * all set once for the flight and cleared once when its last card has landed. Only transform is
   * animated (on the compositor: no style or layout per frame). Each style change costs a style
   * recalculation, so they are not made card by card as each lands.
   */
  private fly(launches: readonly { el: HTMLElement; keyframes: Keyframe[]; options: KeyframeAnimationOptions }[]): void {
    if (launches.length === 0) return;
    const cards = launches.map((l) => l.el);
    const hosts = [...new Set(cards.map((el) => (el.getRootNode() as ShadowRoot).host as HTMLElement | undefined))].filter(
      (h): h is HTMLElement => !!h,
    );
    for (const el of [...cards, ...hosts]) this.lifted.set(el, (this.lifted.get(el) ?? 0) + 1);
    for (const el of cards) el.style.pointerEvents = 'none';
    for (const host of hosts) host.style.zIndex = '10';
    const flight: Flight = { animations: launches.map((l) => l.el.animate(l.keyframes, l.options)), cards, hosts, landed: false };
    for (const a of flight.animations) this.running.add(a);
    this.flights.add(flight);
    void Promise.all(flight.animations.map((a) => a.finished.catch(() => undefined))).then(() => this.land(flight));
  }

  /** The flight's cards take clicks again and its piles come down (unless a later flight still holds them). */
  private land(flight: Flight): void {
    if (flight.landed) return;
    flight.landed = true;
    this.flights.delete(flight);
    for (const a of flight.animations) this.running.delete(a);
    const release = (el: HTMLElement, property: 'pointerEvents' | 'zIndex'): void => {
      const n = (this.lifted.get(el) ?? 1) - 1;
      if (n > 0) {
        this.lifted.set(el, n);
        return;
      }
      this.lifted.delete(el);
      el.style[property] = '';
    };
    for (const el of flight.cards) release(el, 'pointerEvents');
    for (const host of flight.hosts) release(host, 'zIndex');
  }

  /** Cancels every running animation (the cards show where they are). */
  cancel(): void {
    for (const a of [...this.running]) a.cancel();
    this.running.clear();
    for (const flight of [...this.flights]) this.land(flight);
  }
}

/**
 * The win's celebration: the foundation cards, kings first, jump off their foundations and fall off
 * the table, one after another, starting once the last glide has landed (at most 600 ms) and over
 * within `totalMs`. The cards are standalone `<playing-card>` elements in `layer`, decorative.
 * @returns the animations (cancel them to stop; the caller empties the layer).
 */
export function cascade(
  layer: HTMLElement,
  table: DOMRect,
  foundations: readonly { readonly rect: DOMRect | null; readonly cards: readonly string[] }[],
  cardWidth: number,
  landingMs: number,
  totalMs: number,
): Animation[] {
  const landing = Math.min(600, Math.max(0, landingMs));
  const fall = 800;
  const stagger = (totalMs - landing - fall) / 52;
  const out: Animation[] = [];
  let n = 0;
  for (let k = 12; k >= 0; k--) {
    foundations.forEach(({ rect: from, cards }, j) => {
      const card = cards[k];
      if (card === undefined || !from) return;
      const el = document.createElement('playing-card');
      el.setAttribute('card', card);
      el.setAttribute('aria-hidden', 'true');
      el.toggleAttribute('decorative', true);
      el.style.setProperty('--patience-card-width', `${cardWidth}px`);
      el.style.left = `${from.left - table.left}px`;
      el.style.top = `${from.top - table.top}px`;
      layer.append(el);
      const dir = j % 2 === 0 ? -1 : 1;
      const dx = dir * (table.width * (0.15 + 0.1 * ((k + j) % 3)));
      const dy = table.height - (from.top - table.top);
      const keyframes: Keyframe[] = [
        { transform: 'translate(0, 0)', opacity: 1 },
        { transform: `translate(${dx * 0.4}px, ${-cardWidth * 0.5}px)`, opacity: 1, offset: 0.25 },
        { transform: `translate(${dx}px, ${dy}px)`, opacity: 0 },
      ];
      out.push(el.animate(keyframes, { duration: fall, delay: landing + n++ * stagger, easing: 'ease-in', fill: 'both' }));
    });
  }
  return out;
}
