/** Problems found by trying the library as a new user, each pinned by a test. */
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import {
  cardPoint,
  centerOf,
  click,
  ctrl,
  deckByRanks,
  doubleClick,
  pileArea,
  recordEvents,
  settle,
  targetPoint,
} from '../helpers/game-driver.js';
import { DOWN, LOSING_DECK, SUITS, WINNING_DECK, freshKey } from '../helpers/extra.js';
import { HAND_GAME, otherVariant } from '../helpers/shapes.js';

/** The game a variant switch goes to and back from (any game other than HAND_GAME). */
const OTHER = otherVariant(HAND_GAME);

/**
 * Mounts HAND_GAME (the game the preset decks are built for) unless `variant` says otherwise;
 * `variant: null` gives the element no `variant` attribute at all.
 */
async function mount(attrs: { deck?: string[]; seed?: string; persist?: string; autoPlay?: string; variant?: string | null } = {}) {
  const el = await fixture<PatienceGame>(
    html`<patience-game
      style="width: 520px"
      variant=${attrs.variant === null ? nothing : (attrs.variant ?? HAND_GAME)}
      seed=${attrs.seed ?? '5'}
      .deck=${attrs.deck ?? null}
      persist=${attrs.persist ?? ''}
      auto-play=${attrs.autoPlay ?? 'safe'}
    ></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

const message = (el: PatienceGame) => el.shadowRoot!.querySelector<HTMLElement>('[part~="message"]')!;

describe('regressions', () => {
  afterEach(() => resetMouse());

  it('a persisted game left for another variant and resumed still counts its win', async () => {
    const key = freshKey();
    const el = await mount({ deck: WINNING_DECK, persist: key });
    const log = recordEvents(el, ['patience-stats']);
    el.play({ from: 'hand', to: 'waste-1' });
    el.variant = OTHER;
    await el.updateComplete;
    el.variant = HAND_GAME;
    await el.updateComplete;
    expect(el.state!.moves).to.equal(1); // resumed, not dealt again
    for (const code of deckByRanks(DOWN).slice(1)) el.play({ from: 'hand', to: `waste-${SUITS.indexOf(code[1]) + 1}` });
    await log.stop();
    expect(el.state!.status).to.equal('won');
    expect(log.types.filter((t) => t === 'patience-stats')).to.have.length(1);
    expect(el.stats).to.include({ played: 1, won: 1, lost: 0 });
    for (const v of [HAND_GAME, OTHER]) localStorage.removeItem(`${key}:game:${v}`);
    localStorage.removeItem(`${key}:stats`);
  });

  it('a finished game always says so: after undo and redo, and when resumed', async () => {
    const key = freshKey();
    const el = await mount({ deck: LOSING_DECK, persist: key });
    for (let i = 0; i < 48; i++) el.play({ from: 'hand', to: i < 24 ? 'waste-1' : 'waste-2' });
    await el.updateComplete;
    expect(message(el).hidden).to.equal(false);
    expect(message(el).textContent).to.contain('No more moves');
    el.undo();
    await el.updateComplete;
    expect(message(el).hidden).to.equal(true);
    const log = recordEvents(el);
    el.redo();
    await el.updateComplete;
    await log.stop();
    expect(log.types).to.deep.equal(['patience-redo']); // no second loss event
    expect(message(el).textContent).to.contain('No more moves');
    expect([...message(el).querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal(['Undo', 'Restart', 'New game']);
    el.remove();
    const again = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} persist=${key} .deck=${LOSING_DECK}></patience-game>`,
    );
    expect(again.state!.status).to.equal('lost');
    expect(message(again).textContent).to.contain('No more moves');
    // Restart from the message: the same deal from the start.
    message(again).querySelector<HTMLButtonElement>('.restart')!.click();
    expect(again.state!.moves).to.equal(0);
    expect(again.state!.piles.hand.cards).to.deep.equal(['2C']);
    localStorage.removeItem(`${key}:game:${HAND_GAME}`);
    localStorage.removeItem(`${key}:stats`);
  });

  it('a drag does not outlive its deal: a new game mid-drag lets go and plays nothing', async () => {
    const el = await mount({ deck: WINNING_DECK });
    const [x, y] = cardPoint(el, 'hand');
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 20, y + 30] });
    el.newGame({ deck: LOSING_DECK });
    await el.updateComplete;
    const log = recordEvents(el);
    const [tx, ty] = targetPoint(el, 'waste-2');
    await sendMouse({ type: 'move', position: [tx, ty] });
    await sendMouse({ type: 'up' });
    await log.stop();
    expect(log.types).to.deep.equal([]);
    expect(el.state!.moves).to.equal(0);
    expect(el.state!.piles['waste-2'].cards).to.deep.equal([]);
  });

  it('Escape mid-drag puts the cards back: released over a pile that takes them, nothing is played', async () => {
    const el = await mount({ deck: WINNING_DECK });
    const [x, y] = cardPoint(el, 'hand');
    const hand = el.state!.piles.hand.cards.join(' ');
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 20, y + 30] });
    await sendMouse({ type: 'move', position: [x + 40, y + 60] });
    await sendKeys({ press: 'Escape' });
    const log = recordEvents(el);
    // Waste pile 2 takes any hand card.
    const [tx, ty] = targetPoint(el, 'waste-2');
    await sendMouse({ type: 'move', position: [tx, ty] });
    await sendMouse({ type: 'up' });
    await settle(el);
    await log.stop();
    expect(log.types.join(' ')).to.equal('');
    expect(el.state!.moves).to.equal(0);
    expect(el.state!.piles.hand.cards.join(' ')).to.equal(hand);
    expect(el.state!.piles['waste-2'].cards.join(' ')).to.equal('');
  });

  it('keys typed in the deal-number box stay in the box (Ctrl+Z does not undo a move)', async () => {
    const el = await mount();
    el.play({ from: 'hand', to: 'waste-1' });
    const menu = el.shadowRoot!.querySelector<HTMLDetailsElement>('.deal-menu')!;
    await click(centerOf(menu.querySelector('summary')!));
    const input = menu.querySelector('input')!;
    input.focus();
    await sendKeys({ type: '12' });
    await ctrl('z');
    expect(el.canUndo).to.equal(true);
    expect(el.state!.piles['waste-1'].cards).to.have.length(1);
    await sendKeys({ press: 'Escape' });
    expect(menu.open).to.equal(false);
  });

  it('never rewrites an attribute the page set, even a refused one; the properties read the game on the table', async () => {
    // No variant attribute either: the element must not add one for the game it deals.
    const el = await mount({ seed: '5', variant: null });
    const log = recordEvents(el);
    el.setAttribute('seed', 'x'.repeat(300));
    await el.updateComplete;
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error']);
    expect(el.getAttribute('seed')).to.equal('x'.repeat(300));
    expect(el.seed).to.equal('5');
    el.setAttribute('deck', 'AS AS');
    await el.updateComplete;
    expect(el.getAttribute('deck')).to.equal('AS AS');
    expect(el.deck).to.equal(null);
    expect(el.state!.seed).to.equal('5');
    // Attributes the element was not given are never added.
    expect(el.getAttributeNames().sort()).to.deep.equal(['auto-play', 'deck', 'persist', 'seed', 'style']);
  });

  it('the rest of a double-click on the pile that just took a card does nothing', async () => {
    const el = await mount({ deck: WINNING_DECK });
    await click(cardPoint(el, 'hand')); // picks up KC
    const log = recordEvents(el);
    // A real double-click on waste-1: its first click drops KC there; its second click and the
    // dblclick must neither pick KC up again nor try to send it to a foundation.
    await doubleClick(centerOf(pileArea(el, 'waste-1')));
    await el.updateComplete;
    await log.stop();
    expect(log.types).to.deep.equal(['patience-move']);
    expect(el.state!.piles['waste-1'].cards).to.deep.equal(['KC']);
    expect(pileArea(el, 'waste-1').textContent).to.not.contain('picked up');
  });

  it('newGame(null) deals a new random game', async () => {
    const el = await mount({ seed: '5' });
    expect(el.newGame(null)).to.equal(true);
    expect(el.state!.seed).to.not.equal('5');
  });
});
