/**
 * Checks over what a `<patience-game>` shows: the DOM against `state`, the text a person sees or
 * hears, boxes inside boxes.
 */
import type { PatienceGame } from '../../src/index.js';
import { cardsShown, gameAnimations, pileArea } from './game-driver.js';

/** Piles that fan every card (the others show their top one or two). */
const fanned = (id: string): boolean => /^(waste|tableau)-\d+$/.test(id);

/**
 * Where the DOM disagrees with `state` (empty when it agrees): every pile shows the right cards, in
 * order, face up or down as they are, and (once no animation runs) at rest in their pile: no
 * transform, left-aligned with the pile, fanned piles going down.
 */
export function domProblems(el: PatienceGame, { resting = true } = {}): string[] {
  const problems: string[] = [];
  const state = el.state!;
  for (const [id, pile] of Object.entries(state.piles)) {
    const shown = cardsShown(el, id);
    const n = pile.cards.length;
    const expectCount = fanned(id) || id === 'hand' ? n : id === 'stock' ? Math.min(1, n) : Math.min(2, n);
    if (shown.length !== expectCount) problems.push(`${id}: shows ${shown.length} cards, state has ${n}`);
    const codes = shown.map((c) => c.getAttribute('card'));
    // A face-down card carries no code (nothing on the page tells a hidden card).
    const want = pile.cards.slice(n - shown.length).map((c, k) => (id === 'stock' || n - shown.length + k < pile.faceDown ? null : c));
    if (codes.join() !== want.join()) problems.push(`${id}: shows ${codes.join(' ')}, state says ${want.join(' ')}`);
    shown.forEach((c, k) => {
      const index = n - shown.length + k;
      const down = id === 'stock' || index < pile.faceDown;
      if (c.hasAttribute('face-down') !== down) problems.push(`${id}: card ${codes[k]} face ${down ? 'down' : 'up'} in state`);
    });
    if (!resting) continue;
    const area = pileArea(el, id).getBoundingClientRect();
    let last = -Infinity;
    for (const c of shown) {
      const r = c.getBoundingClientRect();
      if (Math.abs(r.left - area.left) > 1)
        problems.push(`${id}: ${c.getAttribute('card')} is ${Math.round(r.left - area.left)} px off its pile`);
      if (r.top < area.top - 1 || r.top > area.bottom) problems.push(`${id}: ${c.getAttribute('card')} is outside its pile`);
      if (fanned(id) && r.top < last) problems.push(`${id}: ${c.getAttribute('card')} is above the card below it`);
      last = r.top;
      if (c.style.transform) problems.push(`${id}: ${c.getAttribute('card')} keeps a transform`);
    }
  }
  return problems;
}

/**
 * Lands every card now: finishes each running (or held) animation of the game with
 * `Animation.finish()`, which ends it exactly as waiting would (its `finished` promise resolves, the
 * element's landing code runs), then does the same with any that start after (the next glides of a
 * chain, the celebration), until none runs. For tests that have looked at the glides and do not need
 * to sit through them.
 */
export async function landNow(el: PatienceGame, rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    const moving = gameAnimations(el).filter((a) => a.playState === 'running' || a.playState === 'paused');
    if (moving.length === 0) return;
    for (const a of moving) a.finish();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    await el.updateComplete;
  }
  throw new Error(`animations still start after ${rounds} rounds of landing them`);
}

/** Waits until no animation runs in the game (at most `ms`). */
export async function animationsDone(el: PatienceGame, ms = 15_000): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const running = gameAnimations(el).filter((a) => a.playState === 'running');
    if (running.length === 0) return;
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 100))]);
  }
  throw new Error('animations still running');
}

/**
 * The text a person sees or hears in the game: every text node in every shadow root (the live region
 * and the screen-reader names included), and the `aria-label`, `title` and `alt` attributes.
 */
export function allText(el: Element): string[] {
  const out: string[] = [];
  const visit = (root: ShadowRoot | Element): void => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) {
        const parent = n.parentElement?.localName;
        if (parent !== 'style' && parent !== 'script' && n.textContent!.trim()) out.push(n.textContent!.trim());
      } else {
        const e = n as Element;
        for (const a of ['aria-label', 'title', 'alt']) if (e.getAttribute(a)) out.push(e.getAttribute(a)!);
        if (e.shadowRoot) visit(e.shadowRoot);
      }
    }
  };
  if (el.shadowRoot) visit(el.shadowRoot);
  return out;
}

/** Card codes and pile ids: what people must never read or hear. */
export const CODES = /\b[A2-9TJQK][CDHS]\b|(waste|foundation|tableau)-\d/;

/** Whether box `inner` lies inside box `outer` (with a tolerance in px). */
export function inside(inner: DOMRect, outer: DOMRect, tolerance = 0.5): boolean {
  return (
    inner.left >= outer.left - tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.bottom <= outer.bottom + tolerance
  );
}
