/**
 * Keys and focus (issue #7): the board is one tab stop (roving tabindex, arrows between piles), focus
 * never falls to <body>, and quick keys make a keyboard player as fast as a mouse player: every
 * variant is won by keys alone, the game with a hand and four waste piles (HAND_GAME) with at most 2.2
 * keys per card (the fixture deck, and deal 1 by the line the solver finds). Each win logs its key count.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import type { Move } from '../../src/engine/rules.js';
import { winningGames } from '../fixtures/winning-games.js';
import { currentState, newGame } from '../../src/engine/game.js';
import { solve } from '../../src/engine/solver.js';
import { getVariant } from '../../src/variants/index.js';
import { centerOf, click, clickMove, ctrl, openRules, pileArea, recordEvents, settle } from '../helpers/game-driver.js';
import { LOSING_DECK, WINNING_DECK, losingMoves, mountGame, winningMoves } from '../helpers/extra.js';
import { keyMove } from '../helpers/every-variant.js';
import { HAND_GAME, LOCKING_GAME, TABLEAU_GAME, pileOf, variantWhere } from '../helpers/shapes.js';

/** A game with a hand, more than four waste piles (digits past 4) and foundations up in suit from the ace, not dealt. */
const SUIT_GAME = variantWhere('a hand, more than four waste piles, and foundations up in suit from the ace', (v) => {
  const waste = pileOf(v, 'waste-pile');
  const foundations = v.piles.filter((p) => p.kind === 'foundation');
  return (
    pileOf(v, 'hand') !== undefined &&
    waste !== undefined &&
    waste.count > 4 &&
    !waste.deal &&
    !pileOf(v, 'reserve') &&
    foundations.length > 0 &&
    foundations.every((f) => f.base === 1 && f.build.suit === 'same' && !f.dealt && !f.phase)
  );
});
/** A game with a hand whose stock is dealt again once used up (D redeals). */
const REDEAL_GAME = variantWhere(
  'a hand and a stock that is dealt again',
  (v) => pileOf(v, 'hand') !== undefined && !!pileOf(v, 'stock')?.redeal,
);
/** A game that draws from its stock to a waste, with at least nine tableau piles (digits 1 to 9). */
const DRAWING_GAME = variantWhere('a stock dealt to a waste and nine or more tableau piles', (v) => {
  const tableau = pileOf(v, 'tableau');
  return pileOf(v, 'stock')?.deals === 'waste' && tableau !== undefined && tableau.count >= 9;
});

/** Presses a key, or a chord written `Shift+Digit2` (hold Shift, press, let go): one key press (`press-keys`). */
const press = (key: string): Promise<unknown> => executeServerCommand('press-keys', { keys: [key] });

const focusInside = (el: PatienceGame): boolean => el.matches(':focus-within') && document.activeElement === el;
const part = (el: PatienceGame, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
/** An element of the table by its class (toolbar buttons, the keys list, the deal menu). */
const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;

/**
 * The quick keys that play a move, or null when it has none (a card from a reserve, a run to a
 * foundation that takes whole runs: those are played with arrows and Enter).
 */
function keysFor(m: Move): string[] | null {
  const n = (id: string) => (id.endsWith('-10') ? '0' : id.slice(-1));
  const main = /^(waste|tableau)-\d+$/;
  if (m.from === 'stock' || m.to === 'stock') return ['d'];
  if (!(m.from === 'hand' || m.from === 'waste' || main.test(m.from))) return null;
  const pick = m.from === 'hand' ? [] : m.from === 'waste' ? ['w'] : [`Shift+Digit${n(m.from)}`];
  if (m.to.startsWith('foundation')) return (m.count ?? 1) > 1 ? null : [...pick, 'f'];
  if (main.test(m.to)) return [...pick, n(m.to)];
  return null;
}

describe('keys and focus', () => {
  before(() => setViewport({ width: 1000, height: 1400 }));
  afterEach(() => resetMouse());

  // HAND_GAME (deal 1, below), a game with suit-locked foundations, one with a tableau, one with more
  // than four waste piles building in suit, and one with a redeal by D; every game's first moves by
  // arrows and Enter: every-variant-keys.test.ts.
  /**
   * Wins the game on `el` with `moves` (user moves) by keys alone; logs the quick keys pressed (a
   * chord is one) and every key pressed (arrows and Enter included, modifiers not), and returns the
   * quick keys a card.
   */
  async function winByKeys(el: PatienceGame, moves: readonly Move[], name: string): Promise<number> {
    const cards = Object.values(el.state!.piles).reduce((n, p) => n + p.cards.length, 0);
    pileArea(el, el.state!.piles.hand ? 'hand' : 'stock').focus();
    let quick = 0;
    let all = 0;
    const count = (e: KeyboardEvent) => {
      if (!['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) all++;
    };
    document.addEventListener('keydown', count, true);
    try {
      for (const [i, m] of moves.entries()) {
        const before = el.state!.moves;
        const keys = keysFor(m);
        if (keys === null) await keyMove(el, m);
        else {
          // The move's keys (a chord is one), pressed in one round trip.
          await executeServerCommand('press-keys', { keys });
          quick += keys.length;
        }
        await settle(el);
        expect(el.state!.moves, `move ${i + 1}: ${JSON.stringify(m)} by ${keysFor(m)?.join(' ') ?? 'arrows'}`).to.be.greaterThan(before);
        expect(focusInside(el), 'focus stays in the game').to.equal(true);
      }
    } finally {
      document.removeEventListener('keydown', count, true);
    }
    expect(el.state!.status).to.equal('won');
    const per = (n: number) => (n / cards).toFixed(2);
    console.log(
      `keys to win ${name}: ${quick} quick keys (${per(quick)} a card), ${all} keys in all with arrows and Enter (${per(all)} a card), ${moves.length} user moves, ${cards} cards`,
    );
    return quick / cards;
  }

  for (const variant of new Set([LOCKING_GAME, TABLEAU_GAME, SUIT_GAME, REDEAL_GAME])) {
    it(`${variant}: won by quick keys alone (arrows and Enter where a move has none)`, async function () {
      const game = winningGames[variant];
      this.timeout(Math.max(60_000, game.moves.length * 300));
      const el = await mountGame({ variant, deck: game.deck, width: 800 });
      await winByKeys(el, game.moves, `${variant} (test/fixtures deck)`);
    });
  }

  it(`${HAND_GAME} deal 1: won by quick keys alone, at most 2.2 keys a card`, async function () {
    this.timeout(90_000);
    const variant = getVariant(HAND_GAME);
    // The winning line the engine's solver finds for deal 1; its user moves (automatic play does the rest).
    const line = solve(variant, currentState(newGame(variant, { seed: '1' })));
    expect(line.result).to.equal('won');
    const moves = line.moves!.filter((_, i) => !line.auto![i]);
    const el = await mountGame({ variant: HAND_GAME, seed: '1', width: 800 });
    const perCard = await winByKeys(el, moves, `${HAND_GAME} deal 1`);
    expect(perCard, 'quick keys a card').to.be.at.most(2.2);
  });

  it('the board is one tab stop; arrows move between piles', async () => {
    const el = await mountGame({ seed: '4' });
    const areas = [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile')].flatMap((p) => [
      ...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]'),
    ]);
    expect(areas.filter((a) => a.tabIndex === 0)).to.have.length(1);
    // The last button of the toolbar (Settings), then the board.
    find(el, '.toolbar .settings').focus();
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
    const el = await mountGame({ variant: DRAWING_GAME, seed: '4' });
    pileArea(el, 'stock').focus();
    await sendKeys({ press: '?' });
    await settle(el);
    const keys = find(el, '.keys-panel');
    expect(keys.textContent).to.contain('1 to 9');
    expect(keys.textContent).to.contain('draw a card');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('.keys-panel')).to.equal(null);
    expect(await openRules(el)).to.contain('Shift + 1 to 9');
  });

  it('? says what Escape does, as the README does: put down, close, stop a hint or a winnable-deal search, dismiss the message', async () => {
    const el = await mountGame({ seed: '4' });
    pileArea(el, 'hand').focus();
    await sendKeys({ press: '?' });
    await settle(el);
    const terms = [...el.shadowRoot!.querySelectorAll('.keys-panel dt')];
    const escape = terms.find((dt) => dt.textContent!.trim() === 'Escape');
    expect(escape, 'an Escape row').to.not.equal(undefined);
    const what = escape!.nextElementSibling!.textContent!;
    for (const words of ['put the picked-up cards down', 'close', 'hint', 'winnable deal', 'dismiss the message'])
      expect(what).to.contain(words);
  });

  it('? in a 300 px column: the keys take at most 45 % of the width, each description at least 45 %', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '4', width: 300 });
    pileArea(el, 'hand').focus();
    await sendKeys({ press: '?' });
    await settle(el);
    const list = find(el, '#panel-keys dl');
    const width = list.getBoundingClientRect().width;
    const rows = [...list.querySelectorAll('dt')].map((dt) => {
      const dd = dt.nextElementSibling!;
      return `${dt.textContent!.trim()}: key ${Math.round((dt.getBoundingClientRect().width / width) * 100)} %, words ${Math.round((dd.getBoundingClientRect().width / width) * 100)} %`;
    });
    const bad = rows.filter((r) => {
      const [k, w] = [...r.matchAll(/(\d+) %/g)].map((m) => Number(m[1]));
      return k > 45 || w < 45;
    });
    expect(bad.join('; '), `list ${Math.round(width)} px wide`).to.equal('');
    expect(rows.length).to.be.greaterThan(8);
  });

  for (const lang of ['de', 'fr']) {
    it(`? in a 260 px column in ${lang === 'de' ? 'German' : 'French'}: every key and description stays inside the panel`, async () => {
      const el = await mountGame({ variant: TABLEAU_GAME, seed: '4', width: 260 });
      el.lang = lang;
      await waitUntil(() => !/New game/.test(el.shadowRoot!.textContent!), 'the game speaks the language', { timeout: 5000 });
      el.focusBoard();
      await sendKeys({ press: '?' });
      await settle(el);
      const panel = find(el, '#panel-keys');
      const box = panel.getBoundingClientRect();
      const out = [...panel.querySelectorAll('dt, dd')].flatMap((e) => {
        const r = e.getBoundingClientRect();
        return r.right > box.right + 0.5 || r.left < box.left - 0.5 || e.scrollWidth > e.clientWidth + 1
          ? [
              `${e.textContent!.trim().slice(0, 30)} (${Math.round(r.left)}–${Math.round(r.right)}, scroll ${e.scrollWidth}/${e.clientWidth})`,
            ]
          : [];
      });
      expect(out.join('; '), `panel ${Math.round(box.left)}–${Math.round(box.right)}`).to.equal('');
    });
  }

  it('? names the digits the game has: 1 to 4 for four waste piles', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '4' });
    pileArea(el, 'hand').focus();
    await sendKeys({ press: '?' });
    await settle(el);
    const keys = find(el, '.keys-panel').textContent!.replace(/\s+/g, ' ');
    expect(keys).to.contain('1 to 4');
    expect(keys).to.contain('Shift + 1 to 4');
    expect(keys).to.not.contain('1 to 9');
    expect(keys).to.not.contain('pile 10');
    // And 4 does what the list says: the hand card to pile 4.
    await sendKeys({ press: 'Escape' });
    const card = el.state!.piles.hand.cards[0];
    await sendKeys({ press: '4' });
    await settle(el);
    expect(el.state!.piles['waste-4'].cards).to.deep.equal([card]);
  });

  it('? opens a named panel with the focus in it; its Close button (mouse or keyboard) and Escape close it, the focus back on the pile', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '4' });
    const deepFocus = (): string => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a
        ? `${a.localName}${a.getAttribute('data-pile') ? `[${a.getAttribute('data-pile')}]` : ''}${a.closest('#panel-keys') ? ' in the keys panel' : ''}`
        : 'none';
    };
    const open = async (): Promise<HTMLElement> => {
      pileArea(el, 'hand').focus();
      await sendKeys({ press: '?' });
      await waitUntil(() => el.shadowRoot!.querySelector('#panel-keys dl'), 'the keys panel');
      await settle(el);
      return find(el, '#panel-keys');
    };
    const closed = async (how: string): Promise<void> => {
      await waitUntil(() => !el.shadowRoot!.querySelector('.keys-panel'), `${how}: the panel closes`);
      await settle(el);
      expect(deepFocus(), `${how}: the focus is back on the pile`).to.equal('div[hand]');
    };
    const panel = await open();
    expect(panel.getAttribute('role')).to.equal('region');
    const title = el.shadowRoot!.getElementById(panel.getAttribute('aria-labelledby')!);
    expect(title?.textContent?.trim()).to.equal('Keys');
    expect(deepFocus(), 'the focus goes into the panel').to.match(/in the keys panel$/);
    const close = panel.querySelector<HTMLButtonElement>('button.close')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    await click(centerOf(close));
    await closed('the Close button clicked');
    await open();
    await sendKeys({ press: 'Tab' });
    expect(deepFocus()).to.equal('button in the keys panel');
    await sendKeys({ press: 'Enter' });
    await closed('Enter on the Close button');
    await open();
    await sendKeys({ press: 'Escape' });
    await closed('Escape');
  });

  it('n at once (nothing played): the focused pile is the tab stop', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '4' });
    const areas = (): HTMLElement[] =>
      [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap((p) => [
        ...p.shadowRoot!.querySelectorAll<HTMLElement>('[data-pile]'),
      ]);
    const agree = async (how: string): Promise<void> => {
      await settle(el);
      await waitUntil(() => !el.isUpdatePending, 'the game rendered');
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      const stops = areas().filter((x) => x.tabIndex === 0);
      expect(
        stops.map((x) => x.dataset.pile),
        `${how}: one tab stop`,
      ).to.have.length(1);
      expect(a?.getAttribute('data-pile'), `${how}: the focus is on the tab stop`).to.equal(stops[0].dataset.pile);
    };
    pileArea(el, 'waste-3').focus();
    await sendKeys({ press: 'n' });
    await agree('n with nothing played');
  });

  it('? lists D (deal again) where the stock is dealt again, and not where it is not; Shift+0 and Ctrl+Shift+Z are listed', async () => {
    const keysOf = async (variant: string): Promise<string> => {
      const el = await mountGame({ variant, seed: '4' });
      pileArea(el, 'stock').focus();
      await sendKeys({ press: '?' });
      await settle(el);
      await waitUntil(() => el.shadowRoot!.querySelector('.keys-panel dl'), 'the keys list');
      return find(el, '.keys-panel').textContent!.replace(/\s+/g, ' ');
    };
    const once = variantWhere(
      'a hand and a stock that is not dealt again',
      (v) => pileOf(v, 'hand') !== undefined && !pileOf(v, 'stock')?.redeal,
    );
    expect(await keysOf(REDEAL_GAME)).to.match(
      /D (draw a card from the stock; once it is empty, deal it again|deal the stock again once it is empty)/,
    );
    expect(await keysOf(once)).to.not.contain('again');
    const drawing = await keysOf(DRAWING_GAME);
    expect(drawing).to.contain('Ctrl+Shift+Z');
    expect(drawing).to.contain('Shift + 1 to 9, 0');
  });

  it('digits by the character typed: AZERTY\'s Shift + the 1 key places on pile 1, the 1 key alone ("&") picks it up', async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '4' });
    pileArea(el, 'hand').focus();
    const card = el.state!.piles.hand.cards[0];
    const before = el.state!.piles['waste-1'].cards.length;
    await executeServerCommand('layout-key', { key: '1', code: 'Digit1', shift: true });
    await settle(el);
    expect(el.state!.piles['waste-1'].cards.at(-1), 'Shift + the 1 key typed "1": the hand card to pile 1').to.equal(card);
    expect(el.state!.piles['waste-1'].cards.length).to.equal(before + 1);
    await executeServerCommand('layout-key', { key: '&', code: 'Digit1', shift: false });
    await settle(el);
    expect(pileArea(el, 'waste-1').textContent, '"&" (the 1 key without Shift) picks pile 1 up').to.contain('picked up');
  });

  it("the ? list says the digits as the player's keyboard types them: Shift + the digit places once a digit key typed its digit with Shift (AZERTY)", async () => {
    const el = await mountGame({ variant: HAND_GAME, seed: '4' });
    const n = Object.keys(el.state!.piles).filter((id) => id.startsWith('waste-')).length;
    const list = async (): Promise<string> => {
      await settle(el);
      await waitUntil(() => el.shadowRoot!.querySelector('.keys-panel dl'), 'the keys list');
      return [...el.shadowRoot!.querySelectorAll('.keys-panel dt, .keys-panel dd')].map((x) => x.textContent!.trim()).join(' | ');
    };
    pileArea(el, 'hand').focus();
    // A US keyboard's 1: the digit without Shift.
    await sendKeys({ press: '1' });
    await sendKeys({ press: '?' });
    expect(await list())
      .to.contain(`1 to ${n} | put the hand card`)
      .and.to.contain(`Shift + 1 to ${n} | pick up the top of pile`);
    // AZERTY: the 1 key alone types "&" (it picks up), Shift + the 1 key types "1" (it places).
    await executeServerCommand('layout-key', { key: '&', code: 'Digit1', shift: false });
    const azerty = await list();
    expect(azerty).to.contain(`Shift + 1 to ${n} | put the hand card`);
    expect(azerty).to.contain(`1 to ${n} without Shift | pick up the top of pile`);
    expect(azerty).to.not.contain(`Shift + 1 to ${n} | pick up`);
  });

  it('n deals when nothing is played; f sends the focused card up (nothing picked up); u undoes; n then asks first', async () => {
    const deck = ['AC', ...WINNING_DECK.filter((c) => c !== 'AC')];
    // n with nothing played: a new deal at once.
    const fresh = await mountGame({ seed: '7' });
    const dealt = recordEvents(fresh);
    pileArea(fresh, 'hand').focus();
    await sendKeys({ press: 'n' });
    await settle(fresh);
    await dealt.stop();
    expect(dealt.types.filter((t) => t === 'patience-deal')).to.have.length(1);
    const el = await mountGame({ deck, autoPlay: 'off' });
    const log = recordEvents(el);
    pileArea(el, 'hand').focus();
    await sendKeys({ press: 'f' });
    await settle(el);
    expect(el.state!.piles['foundation-1'].cards, 'f: the focused hand card went up').to.deep.equal(['AC']);
    await sendKeys({ press: 'u' });
    await settle(el);
    expect(el.state!.piles['foundation-1'].cards, 'u: undone').to.deep.equal([]);
    expect(el.state!.piles.hand.cards).to.deep.equal(['AC']);
    // n once a move was played in this deal: asked first, nothing dealt yet.
    await sendKeys({ press: 'n' });
    await settle(el);
    await log.stop();
    expect(el.shadowRoot!.querySelector('.confirm'), 'the New game question').to.not.equal(null);
    expect(log.types.filter((t) => t === 'patience-deal')).to.have.length(0);
  });

  it('f with the focus on a card no foundation takes sends the hand card up, the first of them that can go', async () => {
    // Waste 1 holds a king (no foundation takes it); the hand holds the ace of clubs.
    const deck = ['KS', 'AC', ...WINNING_DECK.filter((c) => c !== 'AC' && c !== 'KS')];
    const el = await mountGame({ deck, autoPlay: 'off' });
    el.play({ from: 'hand', to: 'waste-1' });
    await settle(el);
    expect(el.state!.piles.hand.cards).to.deep.equal(['AC']);
    pileArea(el, 'waste-1').focus();
    await sendKeys({ press: 'f' });
    await settle(el);
    expect(el.state!.piles['foundation-1'].cards, 'the hand card went up').to.deep.equal(['AC']);
    expect(el.state!.piles['waste-1'].cards).to.deep.equal(['KS']);
  });

  it('focusBoard() called right after the element is put on the page focuses the board once it has rendered', async () => {
    const el = document.createElement('patience-game');
    el.setAttribute('seed', '5');
    document.body.append(el);
    try {
      el.focusBoard(); // before the first render
      await el.updateComplete;
      await settle(el);
      expect(document.activeElement === el, 'the game has the focus').to.equal(true);
      const area = el.shadowRoot!.activeElement?.shadowRoot?.activeElement as HTMLElement | null | undefined;
      expect(area?.dataset.pile ?? '', 'a pile area has it').to.not.equal('');
    } finally {
      el.remove();
    }
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

    it('a win by keys: the You won panel\'s "New game" takes the focus (not the empty hand)', async () => {
      const el = await mountGame({ deck: WINNING_DECK });
      pileArea(el, 'hand').focus();
      // Each card from the hand to the waste pile of its suit by its quick key; the aces then go up.
      for (const m of winningMoves()) {
        await press(m.to.slice(-1));
        await settle(el);
      }
      expect(el.state!.status).to.equal('won');
      await waitUntil(() => el.shadowRoot!.querySelector('.won-panel'), 'the You won panel shows (after the celebration)', {
        timeout: 15_000,
      });
      await el.updateComplete;
      const active = el.shadowRoot!.activeElement;
      expect(`${active?.closest('.won-panel') ? 'won panel' : 'elsewhere'} ${active?.className} ${active?.textContent?.trim()}`).to.equal(
        'won panel new-game New game',
      );
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.state!.status).to.equal('playing');
      expect(focusInside(el)).to.equal(true);
    });

    it('opening the deal menu by mouse: the number box has the focus, its text selected', async () => {
      const el = await mountGame({ seed: '4' });
      await click(centerOf(find(el, '.deal-menu').querySelector('summary')!));
      await el.updateComplete;
      const input = find(el, '.deal-menu').querySelector('input')!;
      await waitUntil(() => el.shadowRoot!.activeElement === input, 'the number box has the focus', { timeout: 10_000 });
      expect(`${input.selectionStart}-${input.selectionEnd}`).to.equal(`0-${input.value.length}`);
      // Typing replaces the number shown.
      await sendKeys({ type: '77' });
      expect(input.value).to.equal('77');
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.state!.seed).to.equal('77');
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
      await click(centerOf(find(el, '.toolbar .undo')));
      await settle(el);
      expect(el.canUndo).to.equal(false);
      expect(focusInside(el)).to.equal(true);
    });

    it('submitting the deal-number form', async () => {
      const el = await mountGame({ seed: '4' });
      await click(centerOf(find(el, '.deal-menu').querySelector('summary')!));
      const input = find(el, '.deal-menu').querySelector('input')!;
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
      find(el, '.toolbar .new-game').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Keep playing');
      const before = el.seed;
      await press('Shift+Tab');
      await sendKeys({ press: 'Enter' });
      await settle(el);
      // A new deal (its seed is random): no move made yet. Not compared with history.length, which
      // also lists the deal's automatic moves (an ace dealt into the hand goes up at once).
      expect(`${el.seed === before ? 'same deal' : 'new deal'}, ${el.state!.moves} moves`).to.equal('new deal, 0 moves');
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
