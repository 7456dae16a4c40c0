/**
 * Motion of long automatic chains (issue #7): every card that changes place glides, each automatic
 * move after the one before it, even where the pile it lands on draws only its top two cards (a
 * foundation, a squared-up waste pile): such a card flies as a decorative stand-in and stays where it
 * landed, under the next card, until the chain is over. The celebration waits for the last landing.
 * A card glides from where it was even when the move makes the fans compress (the fit's re-layout
 * shows before the glides are aimed).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { greedyPlay } from '../../src/engine/solver.js';
import type { Move } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import type { PatienceGame } from '../../src/index.js';
import {
  ctrl,
  lookDifference,
  deepElementFromPoint,
  gameAnimations,
  isStandIn,
  pileArea,
  settle,
  standIns,
  tableCards,
} from '../helpers/game-driver.js';
import { LOSING_DECK, WINNING_DECK, mountGame, sleep, winningMoves } from '../helpers/extra.js';
import { domProblems, landNow } from '../helpers/checks.js';

/** A running animation that moves a card, with the card's code and its times (ms from now). */
interface Glide {
  readonly card: string;
  readonly stand: boolean;
  readonly start: number;
  readonly end: number;
  readonly animation: Animation;
}

/** The glides running now (real cards and stand-ins alike), by card code. */
function glides(el: PatienceGame): Glide[] {
  const out: Glide[] = [];
  for (const a of gameAnimations(el)) {
    if (a.playState !== 'running') continue;
    const effect = a.effect as KeyframeEffect;
    const target = effect.target as HTMLElement | null;
    const card = target?.getAttribute('card');
    if (!target || !card || isStandIn(target, 'celebration')) continue;
    if (!effect.getKeyframes().some((k) => String(k.transform ?? '').includes('translate'))) continue;
    const t = effect.getComputedTiming();
    const now = Number(a.currentTime ?? 0);
    out.push({
      card,
      stand: isStandIn(target),
      start: Number(effect.getTiming().delay) - now,
      end: Number(t.endTime) - now,
      animation: a,
    });
  }
  return out;
}

/** The cards moved by the next turn, in order (from the patience-move events). */
function recordTurn(el: PatienceGame): { cards: string[]; moves: { cards: string[]; to: string }[] } {
  const turn = { cards: [] as string[], moves: [] as { cards: string[]; to: string }[] };
  el.addEventListener('patience-move', (e) => {
    const m = e.detail.move;
    turn.cards.push(...m.cards);
    turn.moves.push({ cards: [...m.cards], to: m.to });
  });
  return turn;
}

/**
 * Slow glides (1 s a move) for the tests that look at the running glides after a move: at the default
 * 180 ms, on a loaded machine the first cards of a chain can land before the test looks.
 */
function slowMotion(el: PatienceGame, ms = 1000): void {
  el.style.setProperty('--patience-move-duration', `${ms}ms`);
}

/** Plays all but the last winning move and lets the cards land; the last move then sets off the chain. */
async function upToTheChain(el: PatienceGame): Promise<{ cards: string[]; moves: { cards: string[]; to: string }[] }> {
  const moves = winningMoves();
  for (const m of moves.slice(0, -1)) el.play(m);
  await settle(el);
  await landNow(el);
  slowMotion(el);
  const turn = recordTurn(el);
  el.play(moves.at(-1)!);
  await el.updateComplete;
  return turn;
}

describe('motion of long automatic chains', () => {
  before(() => setViewport({ width: 900, height: 1300 }));
  afterEach(() => resetMouse());

  it('every card of a 52-card chain glides, one after another in order', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    const turn = await upToTheChain(el);
    expect(turn.cards.length, 'cards the last move sets moving').to.be.greaterThan(50);
    const byCard = new Map(glides(el).map((g) => [g.card, g]));
    const missing = turn.cards.filter((c) => !byCard.has(c));
    expect(missing.join(' '), 'cards that change place without gliding').to.equal('');
    // In order: each automatic move starts after the one before it, and lands later. (A card that
    // moves twice, like the one the player moved, glides once, at its last move.)
    const order = turn.cards.filter((c, i) => turn.cards.lastIndexOf(c) === i);
    const chain = order.slice(1).map((c) => byCard.get(c)!);
    for (let i = 1; i < chain.length; i++) {
      expect(chain[i].start, `${chain[i].card} starts after ${chain[i - 1].card}`).to.be.greaterThan(chain[i - 1].start);
      expect(chain[i].end, `${chain[i].card} lands after ${chain[i - 1].card}`).to.be.greaterThan(chain[i - 1].end);
    }
    expect(
      chain.some((g) => g.stand),
      'the cards a foundation does not draw fly as stand-ins',
    ).to.equal(true);
    await landNow(el);
  });

  it('a chain animates transform (and opacity) only, one transform animation a card: all on the compositor (issue #12)', async () => {
    // One animation without properties (it was a timer for when a card sets off) makes Chromium tick
    // every animation on the main thread: each card in flight was styled again at every frame.
    const el = await mountGame({ deck: WINNING_DECK });
    await upToTheChain(el);
    const all = gameAnimations(el);
    expect(all.length, 'animations of the chain').to.be.greaterThan(50);
    const frames = (a: Animation): ComputedKeyframe[] => (a.effect as KeyframeEffect).getKeyframes();
    const target = (a: Animation): HTMLElement | null => (a.effect as KeyframeEffect).target as HTMLElement | null;
    const other = all.filter((a) => !frames(a).every((k) => 'transform' in k || 'opacity' in k));
    expect(other.map((a) => target(a)?.tagName ?? '?').join(' '), 'animations of something other than transform').to.equal('');
    // One transform animation an element (with two, neither runs on the compositor).
    const transforms = all.filter((a) => frames(a).some((k) => 'transform' in k)).map(target);
    const twice = transforms.filter((t, i) => transforms.indexOf(t) !== i);
    expect(twice.map((t) => t?.getAttribute('card') ?? t?.tagName).join(' '), 'cards with two transform animations').to.equal('');
    await landNow(el);
  });

  it('a stand-in lands on its foundation and stays there, under the next card, until the chain is over', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    const turn = await upToTheChain(el);
    const all = glides(el);
    const stands = all.filter((g) => g.stand);
    expect(stands.length).to.be.greaterThan(0);
    const last = Math.max(...all.map((g) => g.end));
    for (const g of stands) {
      const target = (g.animation.effect as KeyframeEffect).target as HTMLElement;
      const to = [...turn.moves].reverse().find((m) => m.cards.includes(g.card))!.to;
      const pile = [...el.shadowRoot!.querySelectorAll('foundation-pile, waste-pile')]
        .map((p) => p.shadowRoot!.querySelector<HTMLElement>(`[data-pile="${to}"]`))
        .find((x) => x)!;
      // Where the stand-in is once it has landed (its last keyframe), against the pile it lands on.
      g.animation.currentTime = Number(g.animation.effect!.getComputedTiming().endTime) - 1;
      const box = target.getBoundingClientRect();
      const p = pile.getBoundingClientRect();
      expect(Math.abs(box.left - p.left) + Math.abs(box.top - p.top), `${g.card} lands on ${to}`).to.be.lessThan(2);
      // Shown until the chain is over (then removed with the last landing).
      expect(g.animation.effect!.getComputedTiming().fill).to.be.oneOf(['both', 'forwards']);
      expect(g.end + 1).to.be.at.most(last + 1);
    }
    await landNow(el);
    expect(standIns(el).length, 'stand-ins removed once landed').to.equal(0);
  });

  it('stand-ins are plain elements drawn as a pile draws a card: no custom element, no shadow root each (issue #12)', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await upToTheChain(el);
    const layer = el.shadowRoot!.querySelector<HTMLElement>('.flying')!;
    const inLayer = [...layer.querySelectorAll('*'), ...(layer.shadowRoot?.querySelectorAll('*') ?? [])];
    const custom = [...new Set(inLayer.filter((e) => e.localName.includes('-') || e.shadowRoot).map((e) => e.localName))];
    expect(custom.join(' '), 'custom elements or shadow roots in the flying layer').to.equal('');
    const stand = standIns(el);
    expect(stand.length, 'stand-ins in flight').to.be.greaterThan(0);
    // Drawn as the piles draw their cards: as wide, 5 : 7, the same face, back, colours and indices.
    const rest = tableCards(el);
    const faceUp = rest.find((c) => c.hasAttribute('card'))!;
    const faceDown = rest.find((c) => c.hasAttribute('face-down'));
    for (const s of stand) {
      const like = s.hasAttribute('face-down') ? faceDown : faceUp;
      if (!like) continue;
      expect(lookDifference(s, like), `stand-in ${s.getAttribute('card') ?? 'face down'}`).to.equal('');
      if (s.hasAttribute('card')) {
        const code = s.getAttribute('card')!;
        const red = /[DH]$/.test(code);
        expect(s.querySelector('.base')!.classList.contains(red ? 'red' : 'black'), `${code}'s colour class`).to.equal(true);
        expect(s.querySelector('.rank')?.textContent?.trim(), `${code}'s index`).to.equal(code[0] === 'T' ? '10' : code[0]);
      } else {
        expect(s.querySelector('[part~="face"]'), 'a face-down stand-in draws no face').to.equal(null);
      }
    }
    await landNow(el);
  });

  for (const scaled of ['transform: scale(0.6); transform-origin: 0 0', 'zoom: 0.75']) {
    it(`in a scaled page (${scaled}): a moved card glides from where it was seen, and stand-ins are as wide as the pile's cards`, async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div style=${scaled}>
          <patience-game style="width: 600px" variant=${variantIds[0]} .deck=${[...WINNING_DECK]}></patience-game>
        </div>`,
      );
      const el = wrap.querySelector('patience-game')!;
      await settle(el);
      slowMotion(el);
      /** Plays `move` and checks that its card, at the start of its glide, is where it was seen. */
      const glidesFromWhereSeen = async (move: Move): Promise<Glide> => {
        const card = pileArea(el, move.from).querySelector('.card[data-top]')!;
        const code = card.getAttribute('card')!;
        const seen = card.getBoundingClientRect();
        el.play(move);
        await el.updateComplete;
        const glide = glides(el).find((g) => g.card === code);
        expect(glide, `${code} glides`).to.not.equal(undefined);
        for (const a of gameAnimations(el)) a.pause();
        glide!.animation.currentTime = Number((glide!.animation.effect as KeyframeEffect).getTiming().delay);
        const at = ((glide!.animation.effect as KeyframeEffect).target as HTMLElement).getBoundingClientRect();
        const off = Math.abs(at.left - seen.left) + Math.abs(at.top - seen.top);
        expect(
          off,
          `${code} (${glide!.stand ? 'a stand-in' : 'the card'}) starts at ${at.left},${at.top}; seen at ${seen.left},${seen.top}`,
        ).to.be.below(3);
        return glide!;
      };
      const moves = winningMoves();
      // A card that lands where it is drawn: the card itself glides.
      const first = await glidesFromWhereSeen(moves[0]);
      expect(first.stand, 'the first move glides the card itself').to.equal(false);
      await landNow(el);
      for (const m of moves.slice(1, -1)) el.play(m);
      await settle(el);
      await landNow(el);
      // The last move sets off a chain onto the foundations: stand-ins, as wide as the pile's cards.
      await glidesFromWhereSeen(moves.at(-1)!);
      const stand = standIns(el).filter((s) => s.hasAttribute('card'));
      expect(stand.length, 'stand-ins in flight').to.be.greaterThan(0);
      const pileCard = tableCards(el).find((c) => c.hasAttribute('card'))!;
      const pileSize = ((pileCard.getRootNode() as ShadowRoot).host as HTMLElement).dataset.cardSize ?? '';
      for (const s of stand) {
        expect(s.offsetWidth, `stand-in ${s.getAttribute('card')} layout width`).to.be.closeTo(pileCard.offsetWidth, 0.5);
        expect(s.dataset.cardSize ?? '', 'its layout switches').to.equal(pileSize);
      }
      await landNow(el);
    });
  }

  it('a card in flight shows above every pile: no placeholder is drawn over it', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await upToTheChain(el);
    const all = gameAnimations(el);
    const chain = glides(el);
    for (const a of all) a.pause();
    const base = new Map(all.map((a) => [a, Number(a.currentTime ?? 0)]));
    const first = Math.min(...chain.map((g) => g.start));
    const last = Math.max(...chain.map((g) => g.end));
    // The cards in flight take no clicks (motion.ts): let them be hit, to see what is drawn on top.
    const targets = chain.map((g) => (g.animation.effect as KeyframeEffect).target as HTMLElement);
    for (const t of targets) t.style.pointerEvents = 'auto';
    const over = new Set<string>();
    let looked = 0;
    for (let k = 1; k < 12; k++) {
      const at = first + ((last - first) * k) / 12;
      for (const a of all) a.currentTime = base.get(a)! + at;
      for (const g of chain) {
        // Mid-glide only (not waiting for its step, not landed).
        if (at < g.start + 20 || at > g.end - 20) continue;
        const card = (g.animation.effect as KeyframeEffect).target as HTMLElement;
        const box = card.getBoundingClientRect();
        if (box.width < 2) continue;
        looked++;
        const hit = deepElementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit?.closest('.placeholder, [part~="label"]')) over.add(`${g.card}${g.stand ? ' (stand-in)' : ''}`);
      }
    }
    expect(looked, 'cards looked at mid-glide').to.be.greaterThan(10);
    expect([...over].join(' '), 'cards in flight with a placeholder drawn over them').to.equal('');
    for (const t of targets) t.style.pointerEvents = '';
    for (const a of all) a.play();
    await landNow(el);
  });

  it('the celebration is made once the last card of the chain has landed: no card shows twice', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await upToTheChain(el);
    const chain = glides(el);
    const chainEnd = Math.max(...chain.map((g) => g.end));
    expect(chainEnd, 'a long chain takes more than 0.6 s').to.be.greaterThan(600);
    await el.updateComplete;
    // While the chain glides, no celebration card exists yet (made beside the glides, its 52 cards
    // and their animations cost the glides their frames), so none can show a card twice.
    const all = gameAnimations(el);
    const advance = chainEnd - 60;
    for (const a of all) a.pause();
    for (const a of all) a.currentTime = Number(a.currentTime ?? 0) + advance;
    await sleep(100);
    expect(standIns(el, 'celebration').length, 'celebration cards 60 ms before the last landing').to.equal(0);
    // Once the chain has landed, the foundations' cards start falling.
    for (const a of all) a.finish();
    await waitUntil(() => standIns(el, 'celebration').length === 52, 'the 52 foundation cards fall', { timeout: 10_000 });
    await landNow(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="won-panel"]'), 'the won panel', { timeout: 10_000 });
  });

  it('an action mid-chain finishes the glides at once: the stand-ins go and the DOM is exactly the state', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await upToTheChain(el);
    const stand = standIns(el);
    expect(stand.length, 'stand-ins in flight').to.be.greaterThan(0);
    pileArea(el, 'hand').focus();
    await ctrl('z');
    await el.updateComplete;
    expect(el.state!.status).to.equal('playing');
    // The chain's stand-ins are gone (the undo, backwards, has its own).
    expect(stand.filter((c) => c.isConnected).length, "the chain's stand-ins left").to.equal(0);
    expect(domProblems(el, { resting: false })).to.deep.equal([]);
    await landNow(el);
    expect(domProblems(el)).to.deep.equal([]);
    expect(standIns(el).length, 'no stand-in once landed').to.equal(0);
  });

  it('a move that makes the fans compress: the card glides from where it was, not from above it', async () => {
    const el = await mountGame({ deck: LOSING_DECK });
    el.style.height = '500px';
    slowMotion(el, 600); // 16 moves, each looked at mid-glide, then landed at once
    await settle(el);
    const off: string[] = [];
    for (let i = 0; i < 16; i++) {
      const code = el.state!.piles.hand.cards[0];
      const hand = pileArea(el, 'hand').getBoundingClientRect();
      el.play({ from: 'hand', to: 'waste-1' });
      await el.updateComplete;
      const g = glides(el).find((x) => x.card === code)!;
      const effect = g.animation.effect as KeyframeEffect;
      const target = effect.target as HTMLElement;
      const [, dx, dy] = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/.exec(String(effect.getKeyframes()[0].transform))!;
      // Where it starts: where it ends (held at its last frame) plus its first offset.
      g.animation.pause();
      g.animation.currentTime = Number(effect.getComputedTiming().endTime);
      const end = target.getBoundingClientRect();
      const x = end.left + Number(dx) - hand.left;
      const y = end.top + Number(dy) - hand.top;
      if (Math.abs(x) > 2 || Math.abs(y) > 2) off.push(`${code} starts ${Math.round(x)},${Math.round(y)} px off the hand`);
      await landNow(el);
    }
    expect(off.join('; ')).to.equal('');
    expect(domProblems(el)).to.deep.equal([]);
  });
});

describe('motion of the longest automatic turn of a greedy game, in every game', () => {
  before(() => setViewport({ width: 1000, height: 1300 }));

  for (const variant of variantIds) {
    it(`${variant}, deal 3: every card of the longest turn glides`, async () => {
      const moves = greedyPlay(getVariant(variant), '3').moves;
      const el = await mountGame({ variant, seed: '3', width: 900 });
      el.setAttribute('no-animation', '');
      // Play the greedy game (the moves automatic play has not made already), noting each turn's size.
      const legal = (m: Move) => el.legalMoves().some((x) => x.from === m.from && x.to === m.to && (x.count ?? 1) === (m.count ?? 1));
      const played: { move: Move; size: number }[] = [];
      for (const m of moves) {
        if (!legal(m)) continue;
        const before = el.state!.moves;
        el.play(m);
        played.push({ move: m, size: el.state!.moves - before });
      }
      const longest = played.reduce((best, p, i) => (p.size > played[best].size ? i : best), 0);
      // The same game again up to that turn, then the turn with motion on.
      el.restart();
      for (const p of played.slice(0, longest)) el.play(p.move);
      await settle(el);
      el.removeAttribute('no-animation');
      slowMotion(el);
      await el.updateComplete;
      const turn = recordTurn(el);
      el.play(played[longest].move);
      await el.updateComplete;
      const gliding = new Set(glides(el).map((g) => g.card));
      expect(turn.cards.length, 'the turn is the longest').to.equal(played[longest].size);
      const still = [...new Set(turn.cards)].filter((c) => !gliding.has(c));
      expect(still.join(' '), `of the ${turn.cards.length} moves of the turn, cards that do not glide`).to.equal('');
      await landNow(el);
      expect(domProblems(el)).to.deep.equal([]);
    });
  }
});
