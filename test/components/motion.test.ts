/**
 * Motion (issue #7): cards glide (FLIP, transform only, Web Animations API), automatic moves one
 * after another, undo backwards; no motion with `no-animation` or `prefers-reduced-motion: reduce`;
 * input is never blocked and after any burst of input the DOM is exactly `state`; a win gets a short,
 * skippable celebration and a "You won" panel with the record.
 *
 * Chromium's `document.getAnimations()` does not reach into shadow roots, so the running animations
 * are gathered from every shadow root of the game (`gameAnimations`).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import {
  lookDifference,
  cardsShown,
  centerOf,
  click,
  ctrl,
  gameAnimations,
  isStandIn,
  pileArea,
  settle,
  standIns,
  targetPoint,
} from '../helpers/game-driver.js';
import { SUITS, WINNING_DECK, mountGame, sleep, winningMoves } from '../helpers/extra.js';
import { animationsDone, domProblems } from '../helpers/checks.js';
import { TABLEAU_GAME } from '../helpers/shapes.js';

const running = (el: PatienceGame) => gameAnimations(el).filter((a) => a.playState === 'running');

/**
 * HAND_GAME with 600 ms a move, where putting the king from the hand on waste 1 starts a chain: the four
 * aces go up by themselves and the queen is dealt into the hand, one after another.
 */
async function chainGame(): Promise<PatienceGame> {
  const first = ['KC', 'AS', 'AH', 'AD', 'AC', 'QC'];
  const el = await mountGame({ deck: [...first, ...WINNING_DECK.filter((c) => !first.includes(c))] });
  el.style.setProperty('--patience-move-duration', '600ms');
  return el;
}

describe('motion', () => {
  before(() => setViewport({ width: 900, height: 1300 }));
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('a move glides: transform-only animations run after it, and end where state says', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const anims = running(el);
    expect(anims.length, 'animations after a move').to.be.greaterThan(0);
    // Only transform moves (on the compositor).
    for (const a of anims) {
      const props = new Set((a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k)));
      for (const p of ['composite', 'computedOffset', 'easing', 'offset', 'transform']) props.delete(p);
      expect([...props]).to.deep.equal([]);
    }
    // The card that moved starts where it was (the hand) and ends on waste-1.
    const moved = cardsShown(el, 'waste-1')[0];
    expect(moved.getAnimations().length).to.equal(1);
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
  });

  it('a card in flight takes no clicks, and only the card is restyled for it: its face never takes the pointer', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const moved = cardsShown(el, 'waste-1')[0];
    expect(getComputedStyle(moved).pointerEvents, 'in flight').to.equal('none');
    await animationsDone(el);
    // It takes clicks again once its flight has landed (the animation's finish, then a microtask).
    await waitUntil(() => getComputedStyle(moved).pointerEvents === 'auto', 'the landed card takes clicks again', { timeout: 10_000 });
    // At rest, what is under the pointer on a card is the card itself, not its face, corner or pips:
    // the face does not inherit the card's pointer-events, so lifting a card restyles the card alone.
    const [x, y] = centerOf(moved);
    const root = moved.getRootNode() as ShadowRoot;
    expect(root.elementFromPoint(x, y)?.className).to.equal('card');
    expect(getComputedStyle(moved.querySelector('.base')!).pointerEvents).to.equal('none');
  });

  it('--patience-move-duration sets the time of a move (about 180 ms by default)', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const timing = running(el)[0].effect!.getTiming();
    expect(timing.duration).to.equal(180);
    el.style.setProperty('--patience-move-duration', '0.4s');
    el.play({ from: 'hand', to: 'waste-2' });
    await el.updateComplete;
    expect(running(el).map((a) => a.effect!.getTiming().duration)).to.include(400);
  });

  it('automatic moves glide one after another, in order; an undo plays them backwards', async () => {
    // HAND_GAME (mountGame's default): 2C on waste-1, then AC … AS are dealt and go up, then 2C: six moves in one turn.
    const deck = ['2C', 'AC', 'AD', 'AH', 'AS', ...WINNING_DECK.filter((c) => !/^[A2][CDHS]$/.test(c)), '2D', '2H', '2S'];
    const el = await mountGame({ deck });
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const start = (code: string) => {
      const card = [...el.shadowRoot!.querySelectorAll('foundation-pile')]
        .flatMap((f) => [...f.shadowRoot!.querySelectorAll<HTMLElement>('[part~="card"]')])
        .find((c) => c.getAttribute('card') === code);
      const a = card?.getAnimations()[0];
      return a ? Number(a.effect!.getTiming().delay) : -1;
    };
    const delays = ['AC', 'AD', 'AH', 'AS'].map(start);
    expect(
      delays.every((d) => d > 0),
      `each automatic move waits its turn: ${delays}`,
    ).to.equal(true);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).to.be.greaterThan(delays[i - 1]);
    await animationsDone(el);
    el.undo();
    await el.updateComplete;
    // Backwards: the user's move (2C back to the hand) comes back last, after the automatic ones.
    const hand = cardsShown(el, 'hand')[0];
    const handDelay = Number(hand.getAnimations()[0].effect!.getTiming().delay);
    const delaysBack = running(el).map((a) => Number(a.effect!.getTiming().delay));
    expect(hand.getAttribute('card')).to.equal('2C');
    expect(handDelay).to.be.greaterThan(0);
    expect(handDelay).to.equal(Math.max(...delaysBack));
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
    // Redo plays the turn forwards again: the automatic moves glide, one after another, in order.
    el.redo();
    await el.updateComplete;
    const redone = ['AC', 'AD', 'AH', 'AS'].map(start);
    expect(
      redone.every((d) => d > 0),
      `each automatic move glides again, in its turn: ${redone}`,
    ).to.equal(true);
    for (let i = 1; i < redone.length; i++) expect(redone[i]).to.be.greaterThan(redone[i - 1]);
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
  });

  it(`a new deal flies the cards out of the stock; a face-down tableau card turned up flips (${TABLEAU_GAME})`, async () => {
    const el = await mountGame({ variant: TABLEAU_GAME, seed: '5', width: 800 });
    el.newGame({ seed: '6' });
    await el.updateComplete;
    expect(running(el).length, 'cards dealt from the stock').to.be.greaterThan(40);
    await animationsDone(el);
    // Find a move that turns a face-down card up.
    const turning = el.legalMoves().find((m) => {
      const p = el.state!.piles[m.from];
      return m.from.startsWith('tableau') && p.faceDown > 0 && p.faceDown === p.cards.length - (m.count ?? 1);
    });
    expect(turning, 'a move that turns a card').to.not.equal(undefined);
    el.play(turning!);
    await el.updateComplete;
    const turned = cardsShown(el, turning!.from).at(-1)!;
    const frames = turned.getAnimations()[0].effect as KeyframeEffect;
    expect(frames.getKeyframes().some((k) => String(k.transform).includes('scaleX'))).to.equal(true);
  });

  it('a new deal in a short element (the fans compress): every card flies from the stock, none from above it', async () => {
    const el = await mountGame({ variant: TABLEAU_GAME, seed: '5', width: 800 });
    el.style.height = '420px';
    await settle(el);
    // Play a while (piles grow and shrink), then deal again: the fans of the new deal are fitted anew.
    for (let i = 0; i < 6; i++) {
      const m = el.legalMoves().find((x) => x.to !== 'stock');
      if (m) el.play(m);
      await settle(el);
    }
    el.newGame({ seed: '12' });
    await el.updateComplete;
    const stock = pileArea(el, 'stock').getBoundingClientRect();
    const off: string[] = [];
    for (const a of running(el)) {
      const effect = a.effect as KeyframeEffect;
      const target = effect.target as HTMLElement;
      const first = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/.exec(String(effect.getKeyframes()[0].transform));
      if (!first) continue;
      a.pause();
      a.currentTime = Number(effect.getComputedTiming().endTime);
      const end = target.getBoundingClientRect();
      const dx = end.left + Number(first[1]) - stock.left;
      const dy = end.top + Number(first[2]) - stock.top;
      if (Math.abs(dx) > 2 || Math.abs(dy) > 2) off.push(`${target.getAttribute('card')} ${Math.round(dx)},${Math.round(dy)}`);
      a.play();
    }
    expect(off.join(' '), 'cards that start off the stock (px)').to.equal('');
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
  });

  it('no motion with the no-animation attribute', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    el.setAttribute('no-animation', '');
    el.play({ from: 'hand', to: 'waste-1' });
    el.undo();
    el.redo();
    await el.updateComplete;
    expect(running(el)).to.have.length(0);
  });

  it('no motion under prefers-reduced-motion: reduce', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mountGame({ deck: WINNING_DECK });
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    expect(running(el)).to.have.length(0);
  });

  it('input is never blocked: Ctrl+Z ten times 20 ms apart, mid-animation, ends exactly at state', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    el.style.setProperty('--patience-move-duration', '400ms');
    for (const m of winningMoves().slice(0, 12)) el.play(m);
    await el.updateComplete;
    pileArea(el, 'hand').focus();
    for (let i = 0; i < 10; i++) {
      await ctrl('z');
      await sleep(20);
    }
    await el.updateComplete;
    expect(el.state!.moves).to.equal(2);
    // At once, the right cards in the right piles; once the last glide ends, at rest where they belong.
    expect(domProblems(el, { resting: false })).to.deep.equal([]);
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
  });

  it('triple clicks during animations: every click acts, and the DOM ends exactly at state', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    el.style.setProperty('--patience-move-duration', '400ms');
    for (let i = 0; i < 4; i++) {
      const code = el.state!.piles.hand.cards[0];
      const to = `waste-${SUITS.indexOf(code[1]) + 1}`;
      // Pick up, drop, and pick up again while the cards still glide: three quick clicks, each acts.
      const [hx, hy] = centerOf(pileArea(el, 'hand'));
      await sendMouse({ type: 'click', position: [hx, hy] });
      await sendMouse({ type: 'click', position: targetPoint(el, to) });
      await el.updateComplete;
      expect(running(el).length, 'gliding').to.be.greaterThan(0);
      await sendMouse({ type: 'click', position: [hx, hy] });
      await el.updateComplete;
      expect(pileArea(el, 'hand').textContent).to.contain('picked up');
      await sendKeys({ press: 'Escape' });
    }
    await el.updateComplete;
    expect(el.state!.moves).to.equal(4);
    expect(domProblems(el, { resting: false })).to.deep.equal([]);
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
  });

  it('a click on the hand during a chain of automatic moves picks up the card dealt there; the next drops it', async () => {
    const el = await chainGame();
    const refusals: string[] = [];
    el.addEventListener('patience-invalid-move', (e) => refusals.push(JSON.stringify(e.detail)));
    await click(centerOf(pileArea(el, 'hand')));
    await click(targetPoint(el, 'waste-1'));
    await el.updateComplete;
    expect(el.state!.piles.hand.cards, 'the queen is in the hand (in the state)').to.deep.equal(['QC']);
    expect(running(el).length, 'the chain is gliding').to.be.greaterThan(0);
    // Where the queen lands: the hand. A click there picks it up, the next one drops it on waste 2.
    await click(centerOf(pileArea(el, 'hand')));
    await click(targetPoint(el, 'waste-2'));
    await el.updateComplete;
    expect(refusals).to.deep.equal([]);
    expect(el.state!.piles['waste-2'].cards).to.deep.equal(['QC']);
    await animationsDone(el);
    expect(domProblems(el)).to.deep.equal([]);
  });

  it('in a chain, a card that has landed takes clicks while the rest still glide; a card turned up in place takes them at once', async () => {
    const el = await chainGame();
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const king = cardsShown(el, 'waste-1')[0];
    expect(getComputedStyle(king).pointerEvents, 'the king in flight').to.equal('none');
    await waitUntil(() => king.getAnimations().length === 0, 'the king lands', { timeout: 10_000 });
    await waitUntil(() => getComputedStyle(king).pointerEvents === 'auto', 'the landed king takes clicks', { timeout: 10_000 });
    expect(running(el).length, 'the aces still glide').to.be.greaterThan(0);
    await animationsDone(el);

    // A tableau card turned up by a move flips where it lies: it takes clicks during the flip.
    const game = await mountGame({ variant: TABLEAU_GAME, seed: '5', autoPlay: 'off', width: 800 });
    game.style.setProperty('--patience-move-duration', '600ms');
    const move = game
      .legalMoves()
      .find((m) => m.from.startsWith('tableau') && game.state!.piles[m.from].faceDown === game.state!.piles[m.from].cards.length - 1);
    expect(move, 'a move that turns a tableau card up').to.not.equal(undefined);
    game.play(move!);
    await game.updateComplete;
    const turned = cardsShown(game, move!.from).at(-1)!;
    expect(turned.getAnimations().length, 'the turned card flips').to.be.greaterThan(0);
    expect(getComputedStyle(turned).pointerEvents).to.equal('auto');
    await animationsDone(game);
  });

  it('a resize mid-animation lays the table out again; the cards land in the new places', async () => {
    const el = await mountGame({ deck: WINNING_DECK, width: 700 });
    el.style.setProperty('--patience-move-duration', '400ms');
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const before = cardsShown(el, 'waste-1')[0];
    el.style.width = '420px';
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await el.updateComplete;
    await animationsDone(el);
    const after = cardsShown(el, 'waste-1')[0];
    expect(after.getBoundingClientRect().width).to.be.lessThan(before.getBoundingClientRect().width + 1);
    expect(after.getBoundingClientRect().width).to.be.lessThan(70);
    expect(domProblems(el)).to.deep.equal([]);
  });
});

describe('winning', () => {
  before(() => setViewport({ width: 900, height: 1300 }));
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  /** Plays the winning move; with `cascade`, waits until the celebration has started (once the glides have landed). */
  async function win(el: PatienceGame, cascade = true): Promise<void> {
    const moves = winningMoves();
    for (const m of moves.slice(0, -1)) el.play(m);
    await settle(el);
    el.play(moves.at(-1)!);
    await el.updateComplete;
    if (cascade) await waitUntil(() => standIns(el, 'celebration').length > 0, 'the celebration starts', { timeout: 10_000 });
  }

  it('a short celebration (at most about 2 s), then a "You won" panel with moves, time and the record', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el);
    const target = (a: Animation): Element | null => (a.effect as KeyframeEffect).target;
    const celebration = running(el).filter((a) => target(a) && isStandIn(target(a)!, 'celebration'));
    expect(celebration.length, 'foundation cards cascade').to.be.greaterThan(40);
    // At most about 2 s from the first card's fall (which waits for the last glide to land).
    const ends = celebration.map((a) => Number(a.effect!.getComputedTiming().endTime));
    const starts = celebration.map((a) => Number(a.effect!.getTiming().delay));
    expect(Math.max(...ends) - Math.min(...starts)).to.be.at.most(2000);
    await animationsDone(el);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="won-panel"]'), 'the panel shows once the celebration is over', {
      timeout: 10_000,
    });
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[part~="won-panel"]')!;
    const text = panel.innerText.replace(/\s+/g, ' ');
    expect(text).to.contain('You won');
    expect(text).to.contain(`Moves ${el.state!.moves}`);
    expect(text).to.match(/Time \d+:\d\d/);
    expect(text).to.contain('Played 1');
    expect(text).to.contain('Won 1');
    expect(text).to.contain('Current streak 1');
    await expect(el).to.be.accessible();
    // New game from the panel: focus stays in the game.
    await click(centerOf(panel.querySelector('button')!));
    await el.updateComplete;
    expect(el.matches(':focus-within')).to.equal(true);
  });

  it("the celebration's cards are plain elements drawn as the piles draw theirs: no custom element each (issue #12)", async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el);
    const layer = el.shadowRoot!.querySelector<HTMLElement>('.celebration')!;
    const inLayer = [...layer.querySelectorAll('*'), ...(layer.shadowRoot?.querySelectorAll('*') ?? [])];
    const custom = [...new Set(inLayer.filter((e) => e.localName.includes('-') || e.shadowRoot).map((e) => e.localName))];
    expect(custom.join(' '), 'custom elements or shadow roots in the celebration').to.equal('');
    const cards = standIns(el, 'celebration');
    expect(cards.length, 'falling cards').to.equal(52);
    const king = [...el.shadowRoot!.querySelectorAll('foundation-pile')]
      .flatMap((p) => [...p.shadowRoot!.querySelectorAll<HTMLElement>('.card[data-top]')])
      .find((c) => c.getAttribute('card')?.startsWith('K'))!;
    for (const c of cards) {
      const code = c.getAttribute('card')!;
      expect(lookDifference(c, king), code).to.equal('');
      expect(c.querySelector('.rank')?.textContent?.trim(), `${code}'s index`).to.equal(code[0] === 'T' ? '10' : code[0]);
      expect(c.querySelector('.base')!.classList.contains(/[DH]$/.test(code) ? 'red' : 'black'), `${code}'s colour`).to.equal(true);
    }
    await animationsDone(el);
  });

  it('the cascade starts from the top: on each foundation the card that falls first lies on top of the rest', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el);
    const cards = standIns(el, 'celebration');
    expect(cards.length).to.equal(52);
    // Painted on top: a higher z-index, then later in the layer.
    const paint = (c: HTMLElement): [number, number] => [Number(getComputedStyle(c).zIndex) || 0, cards.indexOf(c)];
    const above = (a: HTMLElement, b: HTMLElement): number => {
      const [za, ia] = paint(a);
      const [zb, ib] = paint(b);
      return zb - za || ib - ia;
    };
    const start = (c: HTMLElement): number => Number(c.getAnimations()[0].effect!.getTiming().delay);
    for (const suit of SUITS) {
      const fromTop = cards.filter((c) => c.getAttribute('card')!.endsWith(suit)).sort(above);
      expect(fromTop[0].getAttribute('card'), `the card on top of foundation ${suit}`).to.equal(`K${suit}`);
      const starts = fromTop.map(start);
      expect(starts.join(' '), `${suit}: each card falls before the ones under it`).to.equal([...starts].sort((a, b) => a - b).join(' '));
    }
  });

  it('any key skips the celebration', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el);
    expect(running(el).length).to.be.greaterThan(0);
    pileArea(el, 'hand').focus();
    await sendKeys({ press: 'Shift' });
    await el.updateComplete;
    expect(running(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="won-panel"]')).to.not.equal(null);
  });

  it('a click while the winning glides still fly skips the celebration before it starts', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el, false);
    expect(running(el).length, 'the aces glide').to.be.greaterThan(0);
    expect(standIns(el, 'celebration').length, 'no celebration card while they glide').to.equal(0);
    await click(centerOf(pileArea(el, 'waste-2')));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="won-panel"]'), 'the panel').to.not.equal(null);
    await sleep(300);
    expect(standIns(el, 'celebration').length, 'celebration cards after the click').to.equal(0);
    expect(running(el)).to.have.length(0);
  });

  it('a click skips the celebration', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el);
    expect(running(el).length).to.be.greaterThan(0);
    await click(centerOf(pileArea(el, 'waste-2')));
    await el.updateComplete;
    expect(running(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="won-panel"]')).to.not.equal(null);
  });

  it('no celebration under reduced motion; the panel shows at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mountGame({ deck: WINNING_DECK });
    await win(el, false);
    expect(running(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="won-panel"]')).to.not.equal(null);
    expect(standIns(el, 'celebration').length, 'celebration cards').to.equal(0);
  });
});

describe('dragging in a scaled page', () => {
  afterEach(() => resetMouse());

  for (const scaled of ['transform: scale(0.6); transform-origin: 0 0', 'zoom: 0.75']) {
    it(`the card follows the mouse (${scaled})`, async () => {
      await setViewport({ width: 900, height: 900 });
      const wrap = await fixture<HTMLDivElement>(
        html`<div style=${scaled}><patience-game style="width: 600px" .deck=${[...WINNING_DECK]} no-animation></patience-game></div>`,
      );
      const el = wrap.querySelector('patience-game')!;
      await settle(el);
      const card = cardsShown(el, 'hand')[0];
      const before = card.getBoundingClientRect();
      const [x, y] = centerOf(card);
      await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round(x) + 40, Math.round(y) + 60] });
      await sendMouse({ type: 'move', position: [Math.round(x) + 80, Math.round(y) + 120] });
      const after = card.getBoundingClientRect();
      const moved = [after.left - before.left, after.top - before.top];
      expect(Math.abs(moved[0] - 80) + Math.abs(moved[1] - 120), `moved ${moved.map(Math.round).join(', ')} px on screen`).to.be.below(4);
      await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
      await sendMouse({ type: 'up' });
    });
  }
});

describe('a drag cut short by removing the game', () => {
  afterEach(() => resetMouse());

  it('leaves no trace on the cards once the game is shown again, and plays nothing', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = await mountGame({ deck: WINNING_DECK });
    const [x, y] = centerOf(cardsShown(el, 'hand')[0]);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 40, y + 60] });
    expect(cardsShown(el, 'hand')[0].style.transform).to.match(/translate/);
    el.remove();
    await sendMouse({ type: 'up' });
    wrap.append(el);
    await el.updateComplete;
    const card = cardsShown(el, 'hand')[0];
    expect(card.style.transform).to.equal('');
    expect(card.hasAttribute('dragging')).to.equal(false);
    const marked = [...el.shadowRoot!.querySelectorAll('*')].flatMap((p) => [
      ...(p.shadowRoot?.querySelectorAll('[data-drop-target]') ?? []),
    ]);
    expect(marked).to.have.length(0);
    expect(el.state!.moves).to.equal(0);
    expect(domProblems(el)).to.deep.equal([]);
  });
});
