import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import '../../src/components/playing-card/playing-card.js';
import type { PlayingCard } from '../../src/components/playing-card/playing-card.js';
import { SUIT_PATHS, suitSymbol } from '../../src/components/playing-card/suits.js';

const RED = 'rgb(200, 16, 46)';
const BLACK = 'rgb(26, 26, 26)';

async function card(code: string, width = 120, extra: Partial<Pick<PlayingCard, 'faceDown' | 'selected'>> = {}) {
  const el = await fixture<PlayingCard>(
    html`<playing-card
      card=${code}
      ?face-down=${extra.faceDown ?? false}
      ?selected=${extra.selected ?? false}
      style="--patience-card-width: ${width}px"
    ></playing-card>`,
  );
  await el.updateComplete;
  return el;
}

const q = (el: PlayingCard, selector: string): HTMLElement | null => el.shadowRoot!.querySelector<HTMLElement>(selector);
const qa = (el: PlayingCard, selector: string): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const visible = (node: Element): boolean => node.checkVisibility();

describe('<playing-card>', () => {
  it('is defined and sized by --patience-card-width at 5 : 7', async () => {
    const el = await card('AS', 100);
    expect(el instanceof customElements.get('playing-card')!).to.equal(true);
    const box = el.getBoundingClientRect();
    expect(box.width).to.equal(100);
    expect(box.height).to.be.closeTo(140, 0.5);
    expect(getComputedStyle(el).display).to.equal('inline-block');
  });

  it('defaults to 72 px wide', async () => {
    const el = await fixture<PlayingCard>(html`<playing-card card="2C"></playing-card>`);
    expect(el.getBoundingClientRect().width).to.equal(72);
  });

  for (const [code, rank, color] of [
    ['AS', 'A', BLACK],
    ['7C', '7', BLACK],
    ['KD', 'K', RED],
    ['QH', 'Q', RED],
    ['TH', '10', RED],
    ['10H', '10', RED],
    ['td', '10', RED],
    ['JS', 'J', BLACK],
  ] as const) {
    it(`shows rank ${rank} in the ${color === RED ? 'red' : 'black'} for ${code}`, async () => {
      const el = await card(code);
      const ranks = qa(el, '[part~="rank"]').map((r) => r.textContent?.trim());
      expect(ranks).to.deep.equal([rank, rank]);
      const suits = qa(el, '[part~="corner"] [part~="suit"]');
      expect(suits.length).to.equal(2);
      expect(getComputedStyle(suits[0]).color).to.equal(color);
      expect(getComputedStyle(q(el, '[part~="rank"]')!).color).to.equal(color);
      expect(suits[0].querySelector('path')?.getAttribute('d')).to.equal(SUIT_PATHS[code.slice(-1).toUpperCase() as 'C']);
    });
  }

  it('names the card in words for assistive technology', async () => {
    const el = await card('TH');
    const base = q(el, '[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('img');
    expect(base.getAttribute('aria-label')).to.equal('ten of hearts');
    el.card = 'QS';
    await el.updateComplete;
    expect(base.getAttribute('aria-label')).to.equal('queen of spades');
    expect(el.label).to.equal('queen of spades');
  });

  for (let rank = 2; rank <= 10; rank++) {
    it(`draws ${rank} pips for a ${rank} at 120 px`, async () => {
      const el = await card(`${rank === 10 ? 'T' : rank}D`);
      const pips = qa(el, '[part~="pip"]');
      expect(pips.length).to.equal(rank);
      expect(pips.filter(visible).length).to.equal(rank);
      // Pips sit inside the card, below the top-left index strip.
      const box = el.getBoundingClientRect();
      for (const pip of pips) {
        const r = pip.getBoundingClientRect();
        expect(r.top).to.be.greaterThan(box.top + box.height * 0.2);
        expect(r.bottom).to.be.lessThan(box.bottom - box.height * 0.2);
      }
    });
  }

  it('places the pips of a nine in columns at 30, 50 and 70 % of the width, each in a box 16.5 % wide', async () => {
    const el = await card('9C');
    const box = el.shadowRoot!.querySelector('.face')!.getBoundingClientRect();
    const columns = new Set<number>();
    for (const pip of qa(el, '[part~="pip"]')) {
      const r = pip.getBoundingClientRect();
      // A pip's box is 16.5 % of the width; the clubs symbol spans 88 of its 100 units (x 6 … 94).
      expect(Math.abs(r.width - box.width * 0.165 * 0.88), `pip width ${r.width}`).to.be.lessThan(1);
      const column = ((r.left + r.width / 2 - box.left) / box.width) * 100;
      columns.add(Math.round(column / 10) * 10);
      expect(Math.abs(column - Math.round(column / 10) * 10), `pip centre at ${column} %`).to.be.lessThan(1.5);
    }
    expect([...columns].sort().join(' ')).to.equal('30 50 70');
  });

  it('lets the page style the pips through ::part(pip)', async () => {
    const style = document.createElement('style');
    style.textContent = 'playing-card.green::part(pip) { color: rgb(0, 128, 0); }';
    document.head.append(style);
    try {
      const el = await card('7H');
      el.classList.add('green');
      const pips = qa(el, '[part~="pip"]');
      expect(pips.map((p) => getComputedStyle(p).fill).join()).to.equal(Array(7).fill('rgb(0, 128, 0)').join());
      // The corner indices keep the suit's colour.
      expect(getComputedStyle(q(el, '.corner .suit')!).color).to.equal(RED);
    } finally {
      style.remove();
    }
  });

  it('draws one large pip for an ace and a framed panel, not pips, for J, Q, K', async () => {
    const ace = await card('AH');
    expect(qa(ace, '[part~="pip"]').filter(visible).length).to.equal(1);
    for (const code of ['JC', 'QD', 'KS']) {
      const el = await card(code);
      expect(qa(el, '[part~="pip"]').length).to.equal(0);
      expect(visible(q(el, '.court')!)).to.equal(true);
    }
  });

  it('hides the pips under 48 px and shows one large suit symbol instead', async () => {
    for (const code of ['9S', 'AH', 'KC']) {
      const el = await card(code, 30);
      expect(qa(el, '[part~="pip"]').filter(visible).length).to.equal(0);
      expect(getComputedStyle(q(el, '.pips, .court')!).display).to.equal('none');
      expect(visible(q(el, '.solo')!)).to.equal(true);
    }
    const big = await card('9S', 72);
    expect(visible(big.shadowRoot!.querySelector('.solo')!)).to.equal(false);
  });

  for (const width of [24, 26, 28, 30, 34, 40, 48, 56, 63, 64, 72, 95, 96, 120, 140]) {
    it(`keeps the whole top-left index in the top 20 % at ${width} px, rank at least 9 px (8 under 26)`, async () => {
      const el = await card('10H', width);
      const box = el.getBoundingClientRect();
      const corner = q(el, '[part~="corner"]')!.getBoundingClientRect();
      expect(corner.top).to.be.at.least(box.top);
      expect(corner.left).to.be.at.least(box.left);
      expect(corner.right).to.be.at.most(box.right);
      // Inside the 22 % the design promises, and the 20 % strip a fanned pile shows (up to 1 px more under 30 px).
      expect(corner.bottom - box.top).to.be.at.most(box.height * 0.22);
      expect(corner.bottom - box.top).to.be.at.most(box.height * 0.2 + (width < 30 ? 1 : 0));
      const rank = q(el, '[part~="rank"]')!;
      expect(parseFloat(getComputedStyle(rank).fontSize)).to.be.at.least(width < 26 ? 8 : 9);
      expect(visible(q(el, '[part~="corner"] [part~="suit"]')!)).to.equal(true);
    });
  }

  it('shows the back and no face when face-down, and reflects face-down', async () => {
    const el = await card('AS', 72, { faceDown: true });
    expect(q(el, '[part~="back"]')).to.not.equal(null);
    expect(q(el, '[part~="face"]')).to.equal(null);
    expect(qa(el, '[part~="rank"]').length).to.equal(0);
    expect(q(el, '[part~="base"]')!.getAttribute('aria-label')).to.equal('face-down card');
    el.faceDown = false;
    await el.updateComplete;
    expect(el.hasAttribute('face-down')).to.equal(false);
    expect(q(el, '[part~="back"]')).to.equal(null);
    expect(q(el, '[part~="face"]')).to.not.equal(null);
    el.faceDown = true;
    await el.updateComplete;
    expect(el.getAttribute('face-down')).to.equal('');
  });

  it('shows a blank face with "?" for an unknown code, without throwing or firing events', async () => {
    const seen: string[] = [];
    const note = (e: Event) => seen.push(e.type);
    const types = ['change', 'input', 'error', 'select'];
    for (const type of types) document.addEventListener(type, note, true);
    for (const code of ['ZZ', '', '1X', '11H']) {
      const el = await card(code);
      expect(qa(el, '[part~="rank"]').map((r) => r.textContent?.trim())).to.deep.equal(['?']);
      expect(qa(el, '[part~="pip"]').length).to.equal(0);
      expect(q(el, '[part~="base"]')!.getAttribute('aria-label')).to.equal('unknown card');
      expect(el.cardId).to.equal(undefined);
    }
    const el = document.createElement('playing-card');
    (el as unknown as { card: unknown }).card = null;
    document.body.append(el);
    await el.updateComplete;
    expect(el.label).to.equal('unknown card');
    el.remove();
    for (const type of types) document.removeEventListener(type, note, true);
    expect(seen).to.deep.equal([]);
  });

  it('reflects selected and draws a highlight ring in --patience-highlight', async () => {
    const el = await card('5C', 72, { selected: true });
    const base = q(el, '[part~="base"]')!;
    expect(getComputedStyle(base).outlineStyle).to.equal('solid');
    expect(getComputedStyle(base).outlineColor).to.equal('rgb(255, 191, 0)');
    el.style.setProperty('--patience-highlight', 'rgb(0, 128, 255)');
    expect(getComputedStyle(base).outlineColor).to.equal('rgb(0, 128, 255)');
    el.selected = false;
    await el.updateComplete;
    expect(el.hasAttribute('selected')).to.equal(false);
    expect(getComputedStyle(base).outlineStyle).to.equal('none');
  });

  it('takes its colours from custom properties', async () => {
    const el = await card('3H');
    el.style.setProperty('--patience-card-red', 'rgb(1, 2, 3)');
    el.style.setProperty('--patience-card-face', 'rgb(250, 240, 230)');
    expect(getComputedStyle(q(el, '[part~="suit"]')!).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(q(el, '[part~="base"]')!).backgroundColor).to.equal('rgb(250, 240, 230)');
    el.faceDown = true;
    el.style.setProperty('--patience-card-back', 'rgb(9, 99, 9)');
    await el.updateComplete;
    expect(getComputedStyle(q(el, '[part~="back"]')!).backgroundColor).to.equal('rgb(9, 99, 9)');
  });

  it('is accessible face up, face down and unknown', async () => {
    await expect(await card('TH')).to.be.accessible();
    await expect(await card('KS', 28)).to.be.accessible();
    await expect(await card('AS', 72, { faceDown: true })).to.be.accessible();
    await expect(await card('nope')).to.be.accessible();
  });
});

describe('suitSymbol', () => {
  it('renders an svg filled with currentColor for each suit letter, case-insensitive', () => {
    const host = document.createElement('div');
    for (const s of ['C', 'd', 'H', 's']) {
      render(suitSymbol(s), host);
      const svgEl = host.querySelector('svg')!;
      expect(svgEl.getAttribute('fill')).to.equal('currentColor');
      expect(svgEl.getAttribute('aria-hidden')).to.equal('true');
      expect(svgEl.getAttribute('viewBox')).to.equal('0 0 100 100');
      expect(host.querySelector('path')?.getAttribute('d')).to.equal(SUIT_PATHS[s.toUpperCase() as 'C']);
    }
  });

  it('renders an empty svg for something that is not a suit', () => {
    const host = document.createElement('div');
    render(suitSymbol('X'), host);
    expect(host.querySelectorAll('svg').length).to.equal(1);
    expect(host.querySelectorAll('path').length).to.equal(0);
  });
});
