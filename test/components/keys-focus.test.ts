/**
 * Keys and focus (issue #7): the board is one tab stop (roving tabindex, arrows between piles), focus
 * never falls to <body>, and quick keys make a keyboard player as fast as a mouse player: every
 * variant is won by keys alone, Sir Tommy with at most 2.2 keys per card.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { Move } from '../../src/engine/rules.js';
import { winningGames } from '../fixtures/winning-games.js';
import { centerOf, click, clickMove, ctrl, pileArea, settle } from '../helpers/game-driver.js';
import { LOSING_DECK, WINNING_DECK, losingMoves, mountGame, winningMoves } from '../helpers/extra.js';

type VariantId = keyof typeof winningGames;

/** Presses a key, or a chord written `Shift+Digit2` (hold Shift, press, let go): one key press. */
async function press(key: string): Promise<void> {
  const [mod, k] = key.includes('+') ? key.split('+') : [null, key];
  if (mod) await sendKeys({ down: mod });
  await sendKeys({ press: k });
  if (mod) await sendKeys({ up: mod });
}

const focusInside = (el: PatienceGame): boolean => el.matches(':focus-within') && document.activeElement === el;
const part = (el: PatienceGame, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/** The keys that play a move (quick keys only). */
function keysFor(m: Move): string[] {
  const n = (id: string) => (id.endsWith('-10') ? '0' : id.slice(-1));
  const main = /^(waste|tableau)-\d+$/;
  if (m.from === 'stock') return ['d'];
  const pick = m.from === 'hand' ? [] : m.from === 'waste' ? ['w'] : [`Shift+Digit${n(m.from)}`];
  if (m.to.startsWith('foundation')) return [...pick, 'f'];
  if (main.test(m.to)) return [...pick, n(m.to)];
  throw new Error(`no quick keys for ${JSON.stringify(m)}`);
}

describe('keys and focus', () => {
  before(() => setViewport({ width: 1000, height: 1400 }));
  afterEach(() => resetMouse());

  for (const variant of ['sir-tommy', 'lady-betty', 'lady-cadogan'] as VariantId[]) {
    it(`${variant}: won by quick keys alone`, async () => {
      const game = winningGames[variant];
      const el = await mountGame({ variant, deck: game.deck, width: 800 });
      pileArea(el, variant === 'lady-cadogan' ? 'stock' : 'hand').focus();
      let presses = 0;
      for (const [i, m] of game.moves.entries()) {
        const before = el.state!.moves;
        for (const key of keysFor(m)) {
          await press(key);
          presses++;
        }
        await settle(el);
        expect(el.state!.moves, `move ${i + 1}: ${JSON.stringify(m)} by ${keysFor(m).join(' ')}`).to.be.greaterThan(before);
        expect(focusInside(el), 'focus stays in the game').to.equal(true);
      }
      expect(el.state!.status).to.equal('won');
      const perCard = presses / 52;
      if (variant === 'sir-tommy') expect(perCard, `${presses} keys for 52 cards`).to.be.at.most(2.2);
    });
  }

  it('the board is one tab stop; arrows move between piles', async () => {
    const el = await mountGame({ seed: '4' });
    const areas = [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile')].flatMap((p) => [
      ...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]'),
    ]);
    expect(areas.filter((a) => a.tabIndex === 0)).to.have.length(1);
    part(el, 'new-game-button').focus();
    await sendKeys({ press: 'Tab' });
    const first = el.shadowRoot!.activeElement;
    expect(first?.localName).to.match(/-pile$/);
    await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    const second = el.shadowRoot!.activeElement;
    expect(second).to.not.equal(first);
    // The tab stop moved with the focus.
    expect(areas.filter((a) => a.tabIndex === 0)).to.have.length(1);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.localName).to.not.match(/-pile$/);
  });

  it('? lists the keys; the rules panel lists them too', async () => {
    const el = await mountGame({ variant: 'lady-cadogan', seed: '4' });
    pileArea(el, 'stock').focus();
    await sendKeys({ press: '?' });
    await settle(el);
    const keys = part(el, 'keys');
    expect(keys.textContent).to.contain('1 to 9');
    expect(keys.textContent).to.contain('draw a card');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="keys"]')).to.equal(null);
    expect(part(el, 'rules').textContent).to.contain('Shift + 1 to 9');
  });

  describe('focus never falls to <body>', () => {
    it('"New game" in the You won panel', async () => {
      const el = await mountGame({ deck: WINNING_DECK });
      el.setAttribute('no-animation', '');
      for (const m of winningMoves()) el.play(m);
      await settle(el);
      await click(centerOf(part(el, 'won-panel').querySelector('button')!));
      await settle(el);
      expect(focusInside(el)).to.equal(true);
    });

    for (const button of ['Undo', 'Restart', 'New game']) {
      it(`"${button}" in the lost message`, async () => {
        const el = await mountGame({ deck: LOSING_DECK });
        for (const m of losingMoves()) el.play(m);
        await settle(el);
        const b = [...part(el, 'message').querySelectorAll('button')].find((x) => x.textContent!.trim() === button)!;
        await click(centerOf(b));
        await settle(el);
        expect(el.state!.status).to.equal('playing');
        expect(focusInside(el)).to.equal(true);
      });
    }

    it('the toolbar Undo when it undoes the only move', async () => {
      const el = await mountGame({ deck: WINNING_DECK });
      await clickMove(el, 'hand', 'waste-1');
      await click(centerOf(part(el, 'undo-button')));
      await settle(el);
      expect(el.canUndo).to.equal(false);
      expect(focusInside(el)).to.equal(true);
    });

    it('submitting the deal-number form', async () => {
      const el = await mountGame({ seed: '4' });
      await click(centerOf(part(el, 'deal').querySelector('summary')!));
      const input = part(el, 'deal').querySelector('input')!;
      input.focus();
      input.select();
      await sendKeys({ type: '77' });
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.state!.seed).to.equal('77');
      expect(focusInside(el)).to.equal(true);
    });

    it('"New game" asked in place, confirmed', async () => {
      const el = await mountGame({ seed: '4' });
      el.play(el.legalMoves()[0]);
      await settle(el);
      part(el, 'new-game-button').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Keep playing');
      await press('Shift+Tab');
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.state!.moves).to.equal(el.history.length);
      expect(focusInside(el)).to.equal(true);
    });

    it('after moves by keys and Ctrl+Z', async () => {
      const el = await mountGame({ deck: WINNING_DECK });
      pileArea(el, 'hand').focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: '2' });
      await settle(el);
      expect(el.state!.piles['waste-2'].cards).to.deep.equal(['KC']);
      await ctrl('z');
      await settle(el);
      expect(focusInside(el)).to.equal(true);
    });
  });
});
