/**
 * A face-down card tells nothing on the page: no code, rank, suit, colour, name or data attribute of a
 * face-down card appears anywhere in the rendered DOM (every shadow root walked: text, attributes,
 * aria), neither at rest nor in the flying layer during a glide; and a card drawn from the stock shows
 * its back until it turns over on the way (a burst of draws never shows a face on the stock).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { parseCard } from '../../src/engine/cards.js';
import { cardWords } from '../../src/i18n/cards.js';
import { gameAnimations, isStandIn, pileArea, settle } from '../helpers/game-driver.js';
import { mountGame } from '../helpers/extra.js';
import { landNow } from '../helpers/checks.js';
import { DRAW_GAME, TABLEAU_GAME } from '../helpers/shapes.js';

const COLOURS = /\b(red|black|clubs|diamonds|hearts|spades)\b/;

/** The codes of the face-down cards of the game's state (the whole stock, the hidden tableau cards). */
function faceDownCodes(el: PatienceGame): string[] {
  const out: string[] = [];
  for (const [id, pile] of Object.entries(el.state!.piles)) {
    pile.cards.forEach((code, i) => {
      if (id === 'stock' || i < pile.faceDown) out.push(code);
    });
  }
  return out;
}

/** Every element of the game, in every shadow root (the game's own root first). */
function allElements(el: Element): Element[] {
  const out: Element[] = [];
  const visit = (root: ShadowRoot): void => {
    for (const e of root.querySelectorAll('*')) {
      out.push(e);
      if (e.shadowRoot) visit(e.shadowRoot);
    }
  };
  visit(el.shadowRoot!);
  return out;
}

/**
 * What the DOM tells about face-down cards: each face-down code, or name in words, found in any text or
 * attribute value; and each card drawn face down (a pile's or a stand-in's `.card[face-down]`, a `playing-card[face-down]`)
 * that carries a code, a colour or anything drawn inside its back.
 */
function leaks(el: PatienceGame, known: readonly string[] = []): string[] {
  const hidden = faceDownCodes(el).filter((c) => !known.includes(c));
  const words = hidden.map((c) => cardWords(parseCard(c)));
  const told = new Set<string>();
  const seen = (text: string, where: string): void => {
    hidden.forEach((code, k) => {
      if (new RegExp(`(^|[^A-Z0-9])${code}($|[^A-Z0-9])`, 'i').test(text)) told.add(`${code} in ${where}`);
      if (text.toLowerCase().includes(words[k].toLowerCase())) told.add(`${words[k]} in ${where}`);
    });
  };
  for (const e of allElements(el)) {
    for (const a of e.attributes) seen(a.value, `${e.localName}[${a.name}]`);
    for (const n of e.childNodes)
      if (n.nodeType === Node.TEXT_NODE && e.localName !== 'style') seen(n.textContent ?? '', `${e.localName} text`);
    const down =
      (e.classList.contains('card') && e.hasAttribute('face-down')) || (e.localName === 'playing-card' && e.hasAttribute('face-down'));
    if (!down) continue;
    if (e.hasAttribute('card')) told.add(`${e.localName} face down with card=${e.getAttribute('card')}`);
    const inner = [e, ...e.querySelectorAll('*'), ...(e.shadowRoot?.querySelectorAll('*') ?? [])];
    for (const x of inner)
      if (COLOURS.test(x.getAttribute('class') ?? '')) told.add(`${e.localName} face down with class "${x.getAttribute('class')}"`);
    if ([e, ...(e.shadowRoot ? [e.shadowRoot] : [])].some((r) => r.querySelector('[part~="face"], [part~="rank"], [part~="pip"]')))
      told.add(`${e.localName} face down draws a face`);
  }
  return [...told];
}

/** Holds every animation of the game at `t` ms of its own time (they all start in the same frame). */
function seek(el: PatienceGame, t: number): void {
  for (const a of gameAnimations(el)) {
    a.pause();
    a.currentTime = t;
  }
}

/** The face-up cards (pile cards and stand-ins) drawn at least half over the stock, wider than a sliver. */
function facesOnStock(el: PatienceGame): string[] {
  const stock = pileArea(el, 'stock').getBoundingClientRect();
  const out: string[] = [];
  for (const e of allElements(el)) {
    const card = (e.classList.contains('card') && e.closest('[data-pile]')) || isStandIn(e) || e.localName === 'playing-card';
    if (!card || e.hasAttribute('face-down')) continue;
    const r = e.getBoundingClientRect();
    if (r.width < stock.width * 0.1 || r.height < 1) continue;
    const w = Math.min(r.right, stock.right) - Math.max(r.left, stock.left);
    const h = Math.min(r.bottom, stock.bottom) - Math.max(r.top, stock.top);
    if (w > 0 && h > 0 && w * h > 0.5 * r.width * r.height) out.push(e.getAttribute('card') ?? '?');
  }
  return out;
}

describe('face-down cards', () => {
  before(() => setViewport({ width: 1024, height: 900 }));

  it('tell nothing in the DOM at rest: no code, name, colour or face of a face-down card', async () => {
    for (const variant of [TABLEAU_GAME, DRAW_GAME]) {
      const el = await mountGame({ variant, seed: '11', width: 900 });
      await settle(el);
      expect(faceDownCodes(el).length, `${variant}: face-down cards`).to.be.greaterThan(5);
      expect(leaks(el).join(', '), `${variant}: what the DOM tells`).to.equal('');
      el.remove();
    }
  });

  it('tell nothing during a burst of draws, nor while a burst is undone (the flying layer included)', async () => {
    const el = await mountGame({ variant: DRAW_GAME, seed: '11', width: 900 });
    await settle(el);
    el.style.setProperty('--patience-move-duration', '3000ms');
    for (let i = 0; i < 3; i++) el.play({ from: 'stock', to: 'waste' });
    await waitUntil(() => gameAnimations(el).length > 0, 'the draws glide');
    for (const t of [0, 500, 1500, 2500, 4000]) {
      seek(el, t);
      expect(leaks(el).join(', '), `at ${t} ms of the draws`).to.equal('');
    }
    await landNow(el);
    // Undone, the drawn cards go back face down; the page has shown them (they glide back face up, the
    // announcement names them), but it tells nothing of the rest of the stock.
    const drawn = el.state!.piles.waste.cards.slice(-3);
    el.undo();
    el.undo();
    el.undo();
    await waitUntil(() => gameAnimations(el).length > 0, 'the undos glide');
    for (const t of [0, 500, 1500, 2500, 4000]) {
      seek(el, t);
      expect(leaks(el, drawn).join(', '), `at ${t} ms of the undos`).to.equal('');
    }
    await landNow(el);
  });

  it('a burst of draws shows no face on the stock: each drawn card shows its back until it turns over on the way', async () => {
    const el = await mountGame({ variant: DRAW_GAME, seed: '11', width: 900 });
    await settle(el);
    el.style.setProperty('--patience-move-duration', '3000ms');
    for (let i = 0; i < 4; i++) el.play({ from: 'stock', to: 'waste' });
    await waitUntil(() => gameAnimations(el).length > 0, 'the draws glide');
    seek(el, 0);
    const end = Math.max(...gameAnimations(el).map((a) => Number(a.effect!.getComputedTiming().endTime)));
    expect(end, 'the draws glide').to.be.greaterThan(3000);
    const shown: string[] = [];
    for (let t = 0; t <= end; t += 100) {
      seek(el, t);
      const faces = facesOnStock(el);
      if (faces.length > 0) shown.push(`${t} ms: ${faces.join(' ')}`);
    }
    expect(shown.join('; '), 'faces drawn over the stock').to.equal('');
    await landNow(el);
  });
});
