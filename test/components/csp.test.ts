/**
 * A strict Content Security Policy with Trusted Types (issue #12), served as a real header
 * (web-test-runner.config.mjs sets it for these pages):
 *
 *   default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html
 *
 * The game plays, animates, wins with its celebration, opens its menus and deals again without one
 * violation (test/fixtures/csp-record.js records every `securitypolicyviolation`). Without Lit's
 * `lit-html` Trusted Types policy allowed, Lit cannot start: the page hears why, as a console error
 * and a `patience-error` with code `csp`, instead of nothing.
 */
import { expect } from '@open-wc/testing';
import type { PatienceGame, PatienceErrorDetail } from '../../src/index.js';
import { ALL_CARDS, SUITS, WINNING_DECK, sleep } from '../helpers/extra.js';
import { deckByRanks } from '../helpers/game-driver.js';
import { DOWN } from '../helpers/extra.js';
import { HAND_GAME } from '../helpers/shapes.js';

type CspWindow = Window & typeof globalThis & { violations: string[]; consoleErrors: string[]; patienceErrors: PatienceErrorDetail[] };

const STRICT = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

async function openPage(path: string): Promise<{ frame: HTMLIFrameElement; win: CspWindow }> {
  const frame = document.createElement('iframe');
  frame.style.width = '800px';
  frame.style.height = '900px';
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  return { frame, win: frame.contentWindow as CspWindow };
}

/** Waits (up to 5 s) until `ok()` holds. */
async function until(ok: () => boolean): Promise<boolean> {
  for (let i = 0; i < 250 && !ok(); i++) await sleep(20);
  return ok();
}

describe('strict CSP with Trusted Types', function () {
  this.timeout(60000);

  it('the pages are served with their policies', async () => {
    const strict = await fetch('/test/fixtures/csp-strict.html');
    expect(strict.headers.get('content-security-policy')).to.equal(STRICT);
    const without = await fetch('/test/fixtures/csp-no-lit-policy.html');
    expect(without.headers.get('content-security-policy')).to.contain("require-trusted-types-for 'script'").and.to.not.contain('lit-html');
  });

  it('plays, animates, wins and deals again without one violation', async () => {
    const { frame, win } = await openPage('/test/fixtures/csp-strict.html');
    await win.customElements.whenDefined('patience-game');
    const el = win.document.querySelector('patience-game') as PatienceGame;
    await el.updateComplete;
    // The page's own game (csp-strict.html), animated: thirty moves, an undo, the keys list, the deal
    // menu, the rules.
    for (let i = 0; i < 30 && el.state!.status === 'playing'; i++) {
      const moves = el.legalMoves();
      if (moves.length === 0) break;
      el.play(moves[i % moves.length]);
      await el.updateComplete;
    }
    el.undo();
    await el.updateComplete;
    el.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, composed: true }));
    await el.updateComplete;
    // Every closed panel opened (the deal menu, the rules).
    for (const details of el.shadowRoot!.querySelectorAll('details')) details.open = true;
    await el.updateComplete;
    // The game WINNING_DECK is built for, won with animation on: the cards glide, then the celebration
    // and the won panel.
    el.variant = HAND_GAME;
    el.deck = [...WINNING_DECK];
    await el.updateComplete;
    for (const code of deckByRanks(DOWN)) {
      el.play({ from: 'hand', to: `waste-${SUITS.indexOf(code[1]) + 1}` });
      await el.updateComplete;
    }
    expect(el.state!.status).to.equal('won');
    await sleep(300); // cards in flight and the celebration under way
    const animations = [...el.shadowRoot!.querySelectorAll('*')].flatMap((n) => (n.shadowRoot ? n.shadowRoot.getAnimations() : []));
    const own = el.shadowRoot!.getAnimations();
    expect(animations.length + own.length, 'something animated').to.be.greaterThan(0);
    await sleep(1500); // the celebration runs to its end and the won panel shows
    el.newGame({ seed: '10' });
    await el.updateComplete;
    // The panels (lazily loaded, their styles adopted), another language, another theme.
    for (const which of ['stats', 'settings']) {
      el.shadowRoot!.querySelector<HTMLButtonElement>(`.toolbar .${which}`)!.click();
      const deadline = Date.now() + 5000;
      while (!el.shadowRoot!.querySelector(`#panel-${which}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(el.shadowRoot!.querySelector(`#panel-${which}`), which).to.not.equal(null);
    }
    // A king in the hand, to see a drawn court figure.
    el.newGame({ deck: ['KH', ...ALL_CARDS.filter((c) => c !== 'KH')] });
    el.lang = 'fr';
    el.theme = 'dark';
    const deadline = Date.now() + 5000;
    while (!el.shadowRoot!.querySelector('.toolbar')!.textContent!.includes('Nouvelle partie') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await el.updateComplete;
    // The drawn court figures show, painted by their classes.
    const figures = [...el.shadowRoot!.querySelectorAll('stock-pile, tableau-pile, waste-pile')].flatMap((p) => [
      ...p.shadowRoot!.querySelectorAll('svg.court-figure'),
    ]);
    expect(figures.length, 'court figures on the table').to.be.greaterThan(0);
    const frameRect = figures[0].querySelector('rect')!;
    expect(win.getComputedStyle(frameRect).strokeWidth).to.equal('1.4px');
    expect(win.violations).to.deep.equal([]);
    expect(win.patienceErrors).to.deep.equal([]);
    // The policy is on: an inline style attribute and a string assigned as HTML are both refused.
    win.document.body.setAttribute('style', 'color: red');
    expect(() => {
      win.document.body.innerHTML = '<b>x</b>';
    }).to.throw();
    await until(() => win.violations.length >= 2);
    expect(win.violations.some((v) => v.startsWith('style-src-attr'))).to.equal(true);
    expect(win.violations.some((v) => v.startsWith('require-trusted-types-for'))).to.equal(true);
    frame.remove();
  });

  it("without Lit's policy allowed: a console error says what to add, and patience-error (csp) reaches the page", async () => {
    const { frame, win } = await openPage('/test/fixtures/csp-no-lit-policy.html');
    expect(await until(() => win.patienceErrors.length > 0), 'a patience-error came').to.equal(true);
    expect(win.patienceErrors.map((e) => e.code)).to.deep.equal(['csp']);
    expect(win.patienceErrors[0].message).to.contain('lit-html').and.to.contain('trusted-types');
    expect(win.patienceErrors[0].message.length).to.be.at.most(300);
    expect(win.violations.some((v) => v.startsWith('trusted-types') && v.includes('lit-html'))).to.equal(true);
    const said = win.consoleErrors.find((m) => m.startsWith('patience-elements'));
    expect(said, 'the console says why').to.be.a('string');
    expect(said).to.contain('trusted-types lit-html');
    // The element on the page says it in one line of text, and a new one says it again.
    const el = win.document.querySelector('patience-game')!;
    expect(el.textContent).to.contain('cannot start');
    win.document.body.append(win.document.createElement('patience-game'));
    expect(win.patienceErrors).to.have.length(2);
    frame.remove();
  });
});
