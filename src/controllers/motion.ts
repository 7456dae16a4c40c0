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
import { standInCard, standInRoot } from '../components/internal/stand-in.js';
import { screenScale } from './drop-targets.js';

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';

/** Where every card and pile was before a change (viewport rectangles; each card with the pile it lay in). */
export interface Positions {
  readonly cards: ReadonlyMap<string, { readonly rect: DOMRect; readonly faceDown: boolean; readonly pile: PileId }>;
  readonly piles: ReadonlyMap<PileId, DOMRect>;
  /** The piles measured (null: all). */
  readonly only: ReadonlySet<PileId> | null;
  /**
   * Whether the table was fitted to the element when measured: false for a layout never shown (a move
   * played in the frame of the first render, before the first fit), which play takes as each card's
   * place in its pile, in the table as it is laid out then (see anchor).
   */
  readonly fitted: boolean;
  /** The board's box (all piles), or null. */
  readonly board: DOMRect | null;
}

/** The board's box (`[part~="board"]` under the game's shadow root), or null. */
const boardOf = (root: ParentNode): DOMRect | null => root.querySelector('[part~="board"]')?.getBoundingClientRect() ?? null;

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

/** A pile element as motion reads it: the card it drew at a place (pile-element.ts `cardAt`). */
interface CardSource {
  cardAt?(id: PileId, index: number): string | undefined;
}

/**
 * The cards shown in `areas`, by card code: a face-up card's from its `card` attribute, a face-down
 * card's (which carries no code: nothing on the page tells a hidden card) from its pile element, which
 * knows what it drew at each place.
 */
function cardElements(areas: ReadonlyMap<PileId, HTMLElement>): Map<string, HTMLElement> {
  const out = new Map<string, HTMLElement>();
  for (const [id, area] of areas) {
    const host = (area.getRootNode() as ShadowRoot).host as (Element & CardSource) | undefined;
    for (const el of area.querySelectorAll<HTMLElement>('.card')) {
      const code = el.getAttribute('card') ?? host?.cardAt?.(id, Number(el.dataset.index));
      if (code) out.set(code, el);
    }
  }
  return out;
}

/** The z-index of the piles of a flight (above the piles at rest and the flying layer's waiting stand-ins). */
const LIFTED = 10;
/** The highest z-index of a card setting off: under the win's celebration (40) and panels. */
const TOP = 39;

/** How far through its glide a card drawn face down turns face up (0.2 of the way from where it lands). */
const TURN = 0.7;

/**
 * The keyframes of a card that glides from (`dx`, `dy`) off where it lands and turns face up on the
 * way, and (`back`) those of its back, a stand-in that flies in its place: the back narrows to a
 * sliver until the card turns at {@link TURN}, then is gone; the card is hidden until then, and its
 * face opens from the sliver as it lands. A face never shows where the card was face down.
 */
function turnKeyframes(dx: number, dy: number, back: boolean): Keyframe[] {
  const near = `translate(${dx * (1 - TURN)}px, ${dy * (1 - TURN)}px) `;
  const start = `translate(${dx}px, ${dy}px) `;
  const [sliver, gone] = [near + 'scaleX(0.02)', near + 'scale(0)'];
  return (back ? [start, sliver, gone, gone] : [start + 'scale(0)', gone, sliver, 'none']).map((transform, k) =>
    k % 3 ? { transform, offset: TURN } : { transform },
  );
}

/**
 * A decorative card in the game's flying layer (stand-in.ts: a plain element drawn as a pile draws a
 * card, in the layer's shadow root), drawn at `at` (a viewport rectangle) and as wide; a face-down one
 * carries no code (it draws a back only). `k`: the game's screen px per CSS px (drop-targets.ts screenScale). Not
 * yet in the layer: the caller appends it.
 */
function standIn(layer: HTMLElement, code: string, at: DOMRect, faceDown: boolean, k: number): HTMLElement {
  const origin = layer.getBoundingClientRect();
  const el = standInCard(layer, code, faceDown, at.width / k);
  el.style.left = `${(at.left - origin.left) / k}px`;
  el.style.top = `${(at.top - origin.top) / k}px`;
  return el;
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

/** A card's part in a turn: its step, the pile it came from first, the pile it lands on last. */
interface Step {
  readonly step: number;
  readonly from: PileId;
  readonly to: PileId;
  readonly turned?: boolean;
}

/** One animation to start: on a card (or a stand-in), with the card's code and where it glides from. */
interface Launch {
  readonly el: HTMLElement;
  readonly keyframes: Keyframe[];
  readonly options: KeyframeAnimationOptions;
  readonly code?: string;
  readonly from?: DOMRect;
}

/** The cards one change sets flying: each travelling card takes clicks again as it lands, its piles come down with the last. */
interface Flight {
  readonly animations: Animation[];
  /** The travelling cards that do not take clicks yet (each is let go when its own glide ends). */
  readonly cards: Set<HTMLElement>;
  readonly hosts: HTMLElement[];
  /** Stand-ins shown until the flight lands (then removed). */
  readonly stand: HTMLElement[];
  /** The timeouts that raise a pile as its card sets off (cleared as the flight lands). */
  readonly timers: ReturnType<typeof setTimeout>[];
  landed: boolean;
}

export class Motion {
  private readonly running = new Set<Animation>();
  private readonly flights = new Set<Flight>();
  /** How many flights each card, and each pile host, is part of. */
  private readonly lifted = new Map<HTMLElement, number>();
  /** The z-index of the last card that set off (see fly). */
  private top = LIFTED;
  /** The back that flies for a card turned up on the way (see play), by card element. */
  private readonly backs = new WeakMap<HTMLElement, HTMLElement>();

  constructor(
    private readonly root: () => ParentNode,
    /** Whether motion is on now (off for `no-animation` and `prefers-reduced-motion: reduce`). */
    readonly enabled: () => boolean,
    /** One move's duration in ms (`--patience-move-duration`). */
    readonly duration: () => number,
  ) {}

  /**
   * Resolves once every glide running now has landed (or was finished or cancelled); at once when none
   * runs. A glide started later is not waited for.
   */
  landed(): Promise<void> {
    return Promise.all([...this.running].map((a) => a.finished.catch(() => undefined))).then(() => undefined);
  }

  /** Whether any animation is running. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /**
   * The pile a press at (`x`, `y`) during a glide is meant for (null: none, or no glide): the pile under
   * the pointer when its top card is still arriving (what is drawn under the pointer there is the card
   * that was on top before), else the pile of a travelling card drawn under the pointer. Such a press
   * addresses that pile's top card, as the player sees it (README, "Playing": any action during a glide finishes it at once).
   * @param path the press's composed path (the pile area under the pointer is on it).
   */
  aim(x: number, y: number, path: readonly EventTarget[]): PileId | null {
    const travelling = new Set<HTMLElement>();
    for (const flight of this.flights) for (const el of flight.cards) travelling.add(el);
    if (travelling.size === 0) return null;
    const area = path.find((n): n is HTMLElement => n instanceof HTMLElement && n.dataset.pile !== undefined);
    const top = area?.querySelector<HTMLElement>('.card[data-top]');
    if (area && top && travelling.has(top)) return area.dataset.pile!;
    for (const el of [...travelling].reverse()) {
      // A card turned up on the way is drawn by its back until it turns.
      const back = this.backs.get(el);
      const hit = (r: DOMRect): boolean => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
      if (hit(el.getBoundingClientRect()) || (back?.isConnected && hit(back.getBoundingClientRect()))) {
        const pile = el.closest<HTMLElement>('[data-pile]')?.dataset.pile;
        if (pile !== undefined) return pile;
      }
    }
    return null;
  }

  /** Finishes every running animation at once (cards jump to where they belong, and take clicks again). */
  finish(): void {
    for (const a of [...this.running]) a.finish();
    this.running.clear();
    for (const flight of [...this.flights]) this.land(flight);
  }

  /** Where the cards and piles are now: all of them, or those of the piles in `only` (`fitted`: see {@link Positions}). */
  measure(only: ReadonlySet<PileId> | null = null, fitted = true): Positions {
    const areas = pileAreas(this.root(), only);
    const cards = new Map<string, { rect: DOMRect; faceDown: boolean; pile: PileId }>();
    for (const [pile, area] of areas) {
      for (const [code, el] of cardElements(new Map([[pile, area]])))
        cards.set(code, { rect: el.getBoundingClientRect(), faceDown: el.hasAttribute('face-down'), pile });
    }
    const piles = new Map<PileId, DOMRect>();
    for (const [id, el] of areas) piles.set(id, el.getBoundingClientRect());
    if (!piles.has('stock')) {
      const stock = pileAreas(this.root(), new Set(['stock'])).get('stock');
      if (stock) piles.set('stock', stock.getBoundingClientRect());
    }
    return { cards, piles, only, fitted, board: boardOf(this.root()) };
  }

  /**
   * Where the cards of `before` are in the table as it is laid out now. The board may have moved since
   * they were measured (what lies above it changed with the move, as the toolbar of a narrow game at
   * its first move): every place moves with it, so a card glides from its place on the board as it is
   * drawn now, never from a place the board has left. A layout never shown (measured before the
   * first fit: a move played in the frame of the first render) is not kept at all: each card is taken
   * at its place in its pile, the piles where they are now, at the card width of now. Otherwise the
   * places are as measured, where the player saw them (when a move makes the fans compress, too).
   */
  private anchor(before: Positions): Positions {
    const root = this.root();
    const board = boardOf(root);
    const [sx, sy] = before.board && board ? [board.left - before.board.left, board.top - before.board.top] : [0, 0];
    const areas = pileAreas(root, null);
    const moved = new Map<PileId, [DOMRect, DOMRect]>();
    const piles = new Map<PileId, DOMRect>();
    for (const [id, was] of before.piles) {
      const now = before.fitted
        ? new DOMRect(was.left + sx, was.top + sy, was.width, was.height)
        : (areas.get(id)?.getBoundingClientRect() ?? was);
      piles.set(id, now);
      moved.set(id, [was, now]);
    }
    const cards = new Map<string, { rect: DOMRect; faceDown: boolean; pile: PileId }>();
    for (const [code, c] of before.cards) {
      const [was, now] = moved.get(c.pile) ?? [c.rect, c.rect];
      const k = was.width > 0 ? now.width / was.width : 1;
      const r = c.rect;
      cards.set(code, {
        ...c,
        rect: new DOMRect(now.left + (r.left - was.left) * k, now.top + (r.top - was.top) * k, r.width * k, r.height * k),
      });
    }
    return { ...before, cards, piles, fitted: true, board };
  }

  /** Animates the cards from `before` to where they are now, in the order of `changes`. */
  play(measured: Positions, changes: readonly Change[]): void {
    if (!this.enabled()) return;
    const duration = this.duration();
    if (duration <= 0) return;
    const root = this.root();
    // Measured on screen, drawn in the game's own px (a page may scale the game).
    const k = screenScale((root as ShadowRoot).host as HTMLElement | undefined);
    const before = this.anchor(measured);
    // For each card that moved: its step in the sequence, the pile it came from first, and the pile
    // it lands on last.
    const steps = new Map<string, Step>();
    let step = 0;
    const put = (card: string, from: PileId, to: PileId, turned?: boolean): void => {
      steps.set(card, { step, from: steps.get(card)?.from ?? from, to, turned });
    };
    const addTurn = (turn: readonly AppliedMove[], backwards: boolean): void => {
      const order = backwards ? [...turn].reverse() : turn;
      for (const m of order) {
        for (const c of m.cards) put(c, backwards ? m.to : m.from, backwards ? m.from : m.to);
        if (m.turned && !backwards) put(m.turned, m.from, m.from, true);
        if (m.dealt) put(m.dealt, backwards ? 'hand' : 'stock', backwards ? 'stock' : 'hand');
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
    const launches: Launch[] = [];
    const easing = 'cubic-bezier(.2,.7,.3,1)';
    let dealt = 0;
    // A new deal: every card flies out of the stock, one after another, then the automatic moves of
    // the opening (and any move made before the deal showed) play, from the stock too: where a card
    // lay in the game before means nothing now.
    const dealtFor = dealing ? Math.min((now.size - steps.size) * 12, 500) : 0;
    const layer = root.querySelector<HTMLElement>('.flying');
    const backs: HTMLElement[] = [];
    for (const [code, el] of now) {
      const was = dealing ? undefined : before.cards.get(code);
      const info = steps.get(code);
      const rect = el.getBoundingClientRect();
      let from: DOMRect | undefined = was?.rect;
      let delay = info ? dealtFor + info.step * gap : 0;
      if (dealing) {
        from = piles.get('stock');
        if (!info) delay = Math.min(dealt++ * 12, 500);
      } else if (!from && info) from = piles.get(info.from);
      // Face down where it was (the stock's cards always are, measured or not), face up now.
      const wasDown = was ? was.faceDown : !dealing && info?.from === 'stock';
      const flips = wasDown && !el.hasAttribute('face-down');
      if (!from) continue;
      const dx = (from.left - rect.left) / k;
      const dy = (from.top - rect.top) / k;
      const moved = Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5;
      if (!moved && !flips) continue;
      const options: KeyframeAnimationOptions = { duration, delay, easing, fill: 'backwards' };
      let keyframes: Keyframe[] = moved
        ? [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }]
        : [{ transform: 'scaleX(0.02)' }, { transform: 'none' }];
      if (moved && flips && layer) {
        // Turned up on the way: its back flies (a stand-in with no code) until it turns, then its face.
        keyframes = turnKeyframes(dx, dy, false);
        const back = standIn(layer, code, rect, true, k);
        back.style.transform = 'scale(0)';
        backs.push(back);
        this.backs.set(el, back);
        launches.push({ el: back, keyframes: turnKeyframes(dx, dy, true), options });
      }
      launches.push({ el, keyframes, options, code, from: info && moved ? from : undefined });
    }
    if (layer && backs.length > 0) standInRoot(layer).append(...backs);
    const stand = dealing ? [] : this.standIns(before, steps, now, gap, duration, easing, launches, k);
    this.fly(launches, [...backs, ...stand]);
  }

  /**
   * Stand-ins for a turn whose cards land where no card is drawn for them (a foundation, or a
   * squared-up waste pile, draws only its top two cards): decorative cards in the game's `.flying`
   * layer (see {@link standIn}), above the piles that are not in flight. Each card of the turn then glides
   * at its step and lands on top of the ones before it: a card that is not drawn where it lands flies
   * as a stand-in that stays there (under the next) until the turn is over; while a card waits for
   * its step, a stand-in shows it where it was, stacked as it was (a real card waiting is hidden,
   * `scale(0)`); a card that stays but is no longer drawn (covered by the turn's cards) shows as a
   * stand-in until then. All stand-ins are removed when the turn lands ({@link land}, {@link finish}).
   * Only transform is animated. `k`: the game's screen px per CSS px (drop-targets.ts screenScale).
   * @returns the stand-in elements (none when every card of the turn is drawn where it lands).
   */
  private standIns(
    before: Positions,
    steps: ReadonlyMap<string, Step>,
    now: ReadonlyMap<string, HTMLElement>,
    gap: number,
    duration: number,
    easing: string,
    launches: Launch[],
    k: number,
  ): HTMLElement[] {
    const root = this.root();
    const missing = [...steps].filter(([code]) => !now.has(code)).sort((a, b) => a[1].step - b[1].step);
    const layer = root.querySelector<HTMLElement>('.flying');
    if (missing.length === 0 || !layer) return [];
    const areas = pileAreas(root, null);
    const out: HTMLElement[] = [];
    const make = (code: string, at: DOMRect, faceDown: boolean): HTMLElement => {
      const el = standIn(layer, code, at, faceDown, k);
      out.push(el);
      return el;
    };
    // Bottom: the cards that stay where they were but are no longer drawn.
    for (const [code, was] of before.cards) if (!steps.has(code) && !now.has(code)) make(code, was.rect, was.faceDown);
    // Then each card waiting for its step, where it was, stacked as it was (the cards not drawn
    // there, deeper in a squared pile, first: the later one leaves, the deeper it lies).
    const waiting: [string, DOMRect, boolean][] = [];
    for (const [code, info] of [...steps].sort((a, b) => b[1].step - a[1].step)) {
      if (!before.cards.has(code) && info.from !== 'stock') {
        const at = before.piles.get(info.from);
        if (at) waiting.push([code, at, false]);
      }
    }
    for (const [code, was] of before.cards) if (steps.has(code)) waiting.push([code, was.rect, was.faceDown]);
    for (const [code, at, faceDown] of waiting) {
      const delay = steps.get(code)!.step * gap;
      if (delay <= 0) continue;
      const el = make(code, at, faceDown);
      // Shown until the card leaves, then hidden (its base transform).
      el.style.transform = 'scale(0)';
      launches.push({ el, keyframes: [{ transform: 'none' }, { transform: 'none' }], options: { duration: delay } });
    }
    const hidden = new Set(waiting.map(([code]) => code));
    // A real card waiting for its step is hidden there while its stand-in shows it: by opacity, not a
    // second transform animation beside its glide (the compositor runs one animation of a property on
    // an element; with two, every card in flight is styled on the main thread at every frame).
    for (const l of [...launches]) {
      if (l.code && l.from && hidden.has(l.code) && Number(l.options.delay) > 0) {
        launches.push({
          el: l.el,
          keyframes: [{ opacity: 0 }, { opacity: 0 }],
          options: { duration: Number(l.options.delay) },
        });
      }
    }
    // On top: the cards not drawn where they land, in the order they land.
    for (const [code, info] of missing) {
      const to = areas.get(info.to)?.getBoundingClientRect();
      const was = before.cards.get(code);
      const from = was?.rect ?? before.piles.get(info.from);
      if (!to || !from) continue;
      const el = make(code, to, info.to === 'stock');
      // Hidden until its step (base transform), then it glides, and stays where it landed.
      el.style.transform = 'scale(0)';
      const [dx, dy] = [(from.left - to.left) / k, (from.top - to.top) / k];
      const options: KeyframeAnimationOptions = { duration, delay: info.step * gap, easing };
      // Drawn face down (from the stock): its back flies until it turns up on the way.
      const turns = info.to !== 'stock' && (was ? was.faceDown : info.from === 'stock');
      if (turns) {
        const back = make(code, to, true);
        back.style.transform = 'scale(0)';
        launches.push({ el: back, keyframes: turnKeyframes(dx, dy, true), options: { ...options, fill: 'backwards' } });
      }
      launches.push({
        el,
        keyframes: turns ? turnKeyframes(dx, dy, false) : [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }],
        options: { ...options, fill: 'forwards' },
        code,
      });
    }
    standInRoot(layer).append(...out);
    return out;
  }

  /**
   * Sets cards flying, as one flight. A card that travels is aimed at where it lands, so clicks go to
   * what is under it (pointer-events none) until its own glide ends; a card turned up in place, and a
   * card that has landed while the rest of a chain still glides, takes clicks as it is drawn. The
   * piles of the flight are lifted above their neighbours (z-index {@link LIFTED}) until its last card
   * has landed; as each card sets off, its pile (a stand-in: itself) goes above every pile lifted
   * before, so a card in flight passes over every pile it crosses, the one it leaves included (which
   * may lie after it in the page). Only transform is animated (on the compositor: no style or layout
   * per frame).
   */
  private fly(launches: readonly Launch[], stand: HTMLElement[] = []): void {
    if (launches.length === 0) return;
    const standing = new Set(stand);
    const glides = new Map<HTMLElement, Animation[]>();
    const animations = launches.map((l) => {
      const a = l.el.animate(l.keyframes, l.options);
      if (!standing.has(l.el) && String(l.keyframes[0].transform).startsWith('translate'))
        glides.set(l.el, [...(glides.get(l.el) ?? []), a]);
      return a;
    });
    const cards = new Set(glides.keys());
    const hosts = [
      ...new Set(
        launches.filter((l) => !standing.has(l.el)).map((l) => (l.el.getRootNode() as ShadowRoot).host as HTMLElement | undefined),
      ),
    ].filter((h): h is HTMLElement => !!h);
    for (const el of [...cards, ...hosts]) this.lifted.set(el, (this.lifted.get(el) ?? 0) + 1);
    for (const el of cards) el.style.pointerEvents = 'none';
    for (const host of hosts) host.style.zIndex ||= String(LIFTED);
    const flight: Flight = { animations, cards, hosts, stand, timers: [], landed: false };
    for (const l of launches) {
      if (!String(l.keyframes[0].transform).startsWith('translate')) continue;
      const el = standing.has(l.el) ? l.el : ((l.el.getRootNode() as ShadowRoot).host as HTMLElement | undefined);
      const delay = Number(l.options.delay ?? 0);
      if (!el) continue;
      if (delay <= 0) {
        this.raise(flight, el);
        continue;
      }
      // When it sets off: a timeout, cleared when the flight lands (raise does nothing after). Not an
      // animation of nothing on the glides' timeline: the compositor cannot run an animation without
      // properties, and while one runs Chromium ticks every animation on the main thread, so every
      // card in flight was styled again at every frame (issue #12: about 0.15 ms a frame a card).
      flight.timers.push(setTimeout(() => this.raise(flight, el), delay));
    }
    for (const a of animations) this.running.add(a);
    this.flights.add(flight);
    for (const [el, own] of glides) {
      void Promise.all(own.map((a) => a.finished.catch(() => undefined))).then(() => {
        if (flight.cards.delete(el)) this.release(el, 'pointerEvents');
      });
    }
    void Promise.all(animations.map((a) => a.finished.catch(() => undefined))).then(() => this.land(flight));
  }

  /** Puts a pile whose card sets off (or a travelling stand-in) above everything lifted before it. */
  private raise(flight: Flight, el: HTMLElement): void {
    if (!flight.landed) el.style.zIndex = String((this.top = Math.min(TOP, this.top + 1)));
  }

  /** Lets go of a card's pointer-events, or a pile's z-index, unless a later flight still holds it. */
  private release(el: HTMLElement, property: 'pointerEvents' | 'zIndex'): void {
    const n = (this.lifted.get(el) ?? 1) - 1;
    if (n > 0) {
      this.lifted.set(el, n);
      return;
    }
    this.lifted.delete(el);
    el.style[property] = '';
  }

  /** The flight's cards take clicks again and its piles come down (unless a later flight still holds them). */
  private land(flight: Flight): void {
    if (flight.landed) return;
    flight.landed = true;
    for (const t of flight.timers) clearTimeout(t);
    this.flights.delete(flight);
    for (const a of flight.animations) this.running.delete(a);
    for (const el of flight.cards) this.release(el, 'pointerEvents');
    flight.cards.clear();
    for (const host of flight.hosts) this.release(host, 'zIndex');
    for (const el of flight.stand) el.remove();
    if (this.flights.size === 0) this.top = LIFTED;
  }

  /** Cancels every running animation (the cards show where they are). */
  cancel(): void {
    for (const a of [...this.running]) a.cancel();
    this.running.clear();
    for (const flight of [...this.flights]) this.land(flight);
  }
}
