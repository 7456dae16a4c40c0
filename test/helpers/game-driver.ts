/**
 * Drives a `<patience-game>` the way a person does: real mouse clicks and drags (`sendMouse`), keys
 * (`sendKeys`), and real touch (taps and drags through Chromium's touch input). Finds piles and cards on screen by their pile id.
 */
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';

export type Point = [number, number];

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';

/** The focusable area that shows pile `id` (the hand lives inside `<stock-pile>`). */
export function pileArea(game: PatienceGame, id: string): HTMLElement {
  for (const pile of game.shadowRoot!.querySelectorAll(PILE_TAGS)) {
    const root = pile.shadowRoot!;
    if (id === 'hand' && pile.localName === 'stock-pile') {
      const hand = root.querySelector<HTMLElement>('[part~="hand"]');
      if (hand) return hand;
    }
    if (pile.getAttribute('pile') === id) return root.querySelector<HTMLElement>('[part~="base"]')!;
  }
  throw new Error(`no pile ${id} on screen`);
}

/** The cards (`[part~="card"]`) shown for pile `id`, bottom to top. */
export function cardsShown(game: PatienceGame, id: string): HTMLElement[] {
  return [...pileArea(game, id).querySelectorAll<HTMLElement>('[part~="card"]')];
}

/** Every card drawn in the game's piles (`.card`, bottom to top, pile by pile; not the stand-ins of glides). */
export function tableCards(game: PatienceGame): HTMLElement[] {
  return [...game.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap((p) => [
    ...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile] .card'),
  ]);
}

export function centerOf(el: Element): Point {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/**
 * A point on the visible strip of card `index` of a pile (the top card: its centre), where the card
 * lands: cards still gliding are let finish first, as a person aims at where a card comes to rest.
 */
export function cardPoint(game: PatienceGame, id: string, index = -1): Point {
  finishAnimations(game);
  const cards = cardsShown(game, id);
  if (cards.length === 0) return centerOf(pileArea(game, id));
  const card = index < 0 ? cards[cards.length + index] : cards.find((c) => Number(c.dataset.index) === index)!;
  const r = card.getBoundingClientRect();
  const isTop = card === cards[cards.length - 1];
  return [Math.round(r.left + r.width / 2), Math.round(isTop ? r.top + r.height / 2 : r.top + Math.min(8, r.height * 0.08))];
}

/** Where to click to target a pile: its top card, or its empty outline. */
export const targetPoint = (game: PatienceGame, id: string): Point => cardPoint(game, id, -1);

/**
 * Waits until the game has rendered and dispatched its events, then lets every running animation end
 * (as a person who waits for the cards to land before aiming at them).
 */
export async function settle(game: PatienceGame): Promise<void> {
  await game.updateComplete;
  for (const pile of game.shadowRoot!.querySelectorAll(PILE_TAGS))
    await (pile as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  finishAnimations(game);
}

/**
 * Lets every running animation in the game end now. (The game gives a card in flight back its
 * clicks when the animation's finish event comes, a frame later; time passing would have done both.)
 */
export function finishAnimations(game: Element): void {
  for (const a of gameAnimations(game)) {
    if (a.playState !== 'running') continue;
    a.finish();
    ((a.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.style.removeProperty('pointer-events');
  }
}

/**
 * Every animation running in the game, in all its shadow roots. (Chromium's `document.getAnimations()`
 * does not reach into shadow roots, so each root is asked: `ShadowRoot.getAnimations()`.)
 */
export function gameAnimations(game: Element): Animation[] {
  const out: Animation[] = [];
  const visit = (root: ShadowRoot): void => {
    out.push(...root.getAnimations());
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  if (game.shadowRoot) visit(game.shadowRoot);
  return out;
}

/**
 * The decorative cards in one of the game's layers now: the stand-ins of the glides (`flying`,
 * motion.ts) or the win's falling cards (`celebration`, win.ts), drawn in the layer's own shadow root
 * (src/components/internal/stand-in.ts), each a `.card` with a `card` attribute (face up) or
 * `face-down`.
 */
export function standIns(game: Element, layer: 'flying' | 'celebration' = 'flying'): HTMLElement[] {
  const el = game.shadowRoot?.querySelector(`.${layer}`);
  return [...(el?.shadowRoot?.querySelectorAll<HTMLElement>('.card') ?? [])];
}

/** Whether `el` is a decorative card of one of the game's layers (see {@link standIns}). */
export const isStandIn = (el: Element, layer: 'flying' | 'celebration' = 'flying'): boolean =>
  el.classList.contains('card') && !!(el.getRootNode() as ShadowRoot).host?.classList.contains(layer);

/** The element that draws a card's frame: its `.base` (a face-up card), or the card itself (a face-down card is its own base). */
export const cardBase = (card: Element): Element => card.querySelector('.base') ?? card;

/**
 * How a drawn card looks, as a string to compare with another card's: its layout width (px, untransformed),
 * its height to width, the face's background, corner radius and shadow, and the corner index's size
 * (`back` for a card drawn face down).
 */
export function cardLook(card: HTMLElement): string {
  const base = getComputedStyle(cardBase(card));
  const corner = card.querySelector('.corner');
  const ratio = (card.offsetHeight / card.offsetWidth).toFixed(2);
  const index = corner ? getComputedStyle(corner).fontSize : 'back';
  return `${Math.round(card.offsetWidth)}px ×${ratio} ${base.backgroundColor} ${base.borderTopLeftRadius} ${base.boxShadow} ${index}`;
}

/**
 * '' when two cards look alike ({@link cardLook}): the same words, and every number within `tolerance`
 * (px: a stand-in is as wide as its card measured, 81.797 px, where the pile gives 81.8 px); otherwise
 * both looks, to read in the failure.
 */
export function lookDifference(a: HTMLElement, b: HTMLElement, tolerance = 0.02): string {
  const [x, y] = [cardLook(a), cardLook(b)];
  const split = (s: string) => s.split(/(\d+(?:\.\d+)?)/);
  const [xs, ys] = [split(x), split(y)];
  const alike =
    xs.length === ys.length && xs.every((t, i) => (i % 2 === 0 ? t === ys[i] : Math.abs(Number(t) - Number(ys[i])) <= tolerance));
  return alike ? '' : `${x} ≠ ${y}`;
}

/** Clicks a point with the real mouse. */
export async function click([x, y]: Point): Promise<void> {
  await sendMouse({ type: 'click', position: [x, y] });
}

/** Moves a card by two real clicks: pick up from `from`, drop on `to`. */
export async function clickMove(game: PatienceGame, from: string, to: string, index = -1): Promise<void> {
  await settle(game);
  await click(cardPoint(game, from, index));
  await settle(game);
  await click(targetPoint(game, to));
  await settle(game);
}

/** Drags with the real mouse from one point to another, in 4 moves, in one round trip (`mouse-drag`). */
export async function mouseDrag(game: PatienceGame, from: Point, to: Point): Promise<void> {
  await settle(game);
  await executeServerCommand('mouse-drag', { from, to, steps: 4 });
  await settle(game);
}

/**
 * Resolves with the first event of one of `types` that reaches `window` from now on (seen in the
 * capture phase, so even one stopped on the way), once it has been handled; rejects after `ms` with
 * `why` (the event the test counted on never came).
 */
function nextEvent(types: string[], why: string, ms = 15000): Promise<Event> {
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      clearTimeout(timer);
      for (const t of types) window.removeEventListener(t, got, { capture: true });
    };
    const got = (e: Event): void => {
      stop();
      // After the event has reached every listener (a promise resolved now would let the test go on
      // before the game's own listeners had run).
      setTimeout(() => resolve(e));
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(why));
    }, ms);
    for (const t of types) window.addEventListener(t, got, { capture: true });
  });
}

/**
 * A real finger tap at a point (`taps` 2: a double tap), through Chromium's touch input (the `touch`
 * command of web-test-runner.config.mjs). Resolves with the `detail` of each click the browser made of
 * it, once the last one (for a double tap: the dblclick after it) has been handled and the game shows it.
 */
export async function touchTap(game: PatienceGame, [x, y]: Point, taps: 1 | 2 = 1): Promise<number[]> {
  await settle(game);
  const details: number[] = [];
  const count = (e: Event): void => void details.push((e as MouseEvent).detail);
  window.addEventListener('click', count, { capture: true });
  try {
    const last =
      taps === 2
        ? nextEvent(['dblclick'], `no dblclick: Chromium did not take the two taps at ${x},${y} for a double tap`)
        : nextEvent(['click'], `no click from a tap at ${x},${y}`);
    await executeServerCommand('touch', { tap: [x, y], count: taps });
    await last;
  } finally {
    window.removeEventListener('click', count, { capture: true });
  }
  await settle(game);
  return details;
}

/**
 * A real finger drag from one point to another, through Chromium's touch input (the `touch` command of
 * web-test-runner.config.mjs): touchstart, moves in steps, touchend; the page gets the pointer events
 * (`pointerType: 'touch'`) the browser makes of them. Resolves once the lift (pointerup, or
 * pointercancel if the browser took the gesture for a scroll) has been handled and the game shows it.
 * Chromium delivers one touch move a frame (about 16 ms of waiting each), so 4 moves by default, as
 * `mouseDrag` makes: each step more is time in which nothing is checked.
 */
export async function touchDrag(game: PatienceGame, start: Point, end: Point, steps = 4): Promise<void> {
  await settle(game);
  const lifted = nextEvent(['pointerup', 'pointercancel'], `no pointerup from a drag ${start.join(',')} → ${end.join(',')}`);
  await executeServerCommand('touch', { drag: { from: start, to: end, steps } });
  await lifted;
  await settle(game);
}

/** The innermost element at a point, looking into shadow roots. */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let el: Element | null = document.elementFromPoint(x, y);
  while (el?.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return el;
}

/** Records the `patience-*` events that reach `target`, in order (`patience-stats` and `patience-before-move` only when named in `extra`). */
/** Every public event the game fires. */
export const PATIENCE_EVENTS = [
  'patience-deal',
  'patience-before-move',
  'patience-move',
  'patience-invalid-move',
  'patience-undo',
  'patience-redo',
  'patience-win',
  'patience-loss',
  'patience-stats',
  'patience-error',
] as const;

export function recordEvents(target: EventTarget, extra: string[] = []): { types: string[]; details: unknown[]; stop(): Promise<void> } {
  // patience-stats and patience-before-move only when asked for: most tests list exact sequences.
  const names = [...extra, ...PATIENCE_EVENTS.filter((n) => n !== 'patience-stats' && n !== 'patience-before-move')];
  const types: string[] = [];
  const details: unknown[] = [];
  const listener = (e: Event) => {
    types.push(e.type);
    details.push(JSON.parse(JSON.stringify((e as CustomEvent).detail)));
  };
  for (const n of names) target.addEventListener(n, listener);
  return {
    types,
    details,
    // Events after the fact are dispatched once the update that shows them is done: let every game
    // on the page catch up before no longer listening.
    stop: async () => {
      await Promise.all(allGames().map((g) => g.updateComplete));
      names.forEach((n) => target.removeEventListener(n, listener));
    },
  };
}

/** Every `<patience-game>` on the page, inside shadow roots too. */
export function allGames(root: ParentNode = document): PatienceGame[] {
  const out: PatienceGame[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName === 'patience-game') out.push(el as PatienceGame);
    else if (el.shadowRoot && el.localName !== 'playing-card') out.push(...allGames(el.shadowRoot));
  }
  return out;
}

/** Sir Tommy-style deck order: every card of `ranks` in suit order C, D, H, S. */
export function deckByRanks(ranks: string[]): string[] {
  return ranks.flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => r + s));
}

/** Presses Ctrl + `key` (as a person does: hold Control, press the key, let go). */
export async function ctrl(key: string): Promise<void> {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Control' });
}

/**
 * A real double-click at a point: the browser gets two presses with click counts 1 and 2, and
 * fires click, click, dblclick (a WTR command defined in web-test-runner.config.mjs).
 */
export async function doubleClick([x, y]: Point): Promise<void> {
  await executeServerCommand('double-click', { position: [x, y] });
}

/**
 * Opens the rules (a `details`; their words load on first opening) and resolves with their text,
 * whitespace collapsed, once it is there.
 */
export async function openRules(game: PatienceGame): Promise<string> {
  const rules = game.shadowRoot!.querySelector<HTMLDetailsElement>('[part~="rules"]')!;
  rules.open = true;
  const deadline = Date.now() + 5000;
  while (!rules.querySelector(':scope > dl:not(.keys) dd') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await game.updateComplete;
  return rules.textContent!.replace(/\s+/g, ' ');
}
