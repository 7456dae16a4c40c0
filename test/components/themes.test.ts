/**
 * Looks: the three themes and four-colour suits meet WCAG AA, measured from the colours the browser
 * computes; the page restyles the game with CSS alone (every documented `--patience-*` property set
 * and measured on screen; `::part()` from the page reaches every card); the page's styles never leak
 * in and the game's never leak out; card backs come from a property or a slot.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { ALL_CARDS, LOSING_DECK, SELF_WINNING_DECK, losingMoves, mountGame } from '../helpers/extra.js';
import { HAND_GAME, LOCKING_GAME, TABLEAU_GAME, deckWithTops, pileOf } from '../helpers/shapes.js';
import { variants } from '../../src/variants/index.js';
import { cardBase, cardPoint, cardsShown, click, gameAnimations, pileArea, settle, targetPoint } from '../helpers/game-driver.js';
import { colourOf, contrast, over, parseColour, type Rgba } from '../helpers/colour.js';

const root = (el: PatienceGame) => el.shadowRoot!;
const q = (el: PatienceGame, selector: string) => root(el).querySelector<HTMLElement>(selector)!;
/** An element inside a pile's shadow root. */
const inPile = (el: PatienceGame, pile: string, selector: string) => {
  const host = root(el).querySelector(`[pile="${pile}"]`)!;
  return host.shadowRoot!.querySelector<HTMLElement>(selector)!;
};
/** A custom property's value as a computed colour (`#7cc4ff` → `rgb(124, 196, 255)`). */
function prop(el: Element, name: string): string {
  const value = getComputedStyle(el).getPropertyValue(name).trim();
  if (!value) return '';
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Minimum contrast ratios measured, per theme, for the report (printed once at the end). */
const measured: Record<string, Record<string, number>> = {};

/** The tableau pile of TABLEAU_GAME dealt the most cards (the most face-down backs): `tableau-10` today. */
const DEEPEST_TABLEAU = (() => {
  const deal = pileOf(variants[TABLEAU_GAME], 'tableau')!.deal;
  return `tableau-${deal.indexOf(Math.max(...deal)) + 1}`;
})();

async function themed(theme: string, fourColour: boolean): Promise<PatienceGame> {
  // The tableau game shows all four suits on its tableau tops; the stock shows its count.
  const el = await mountGame({
    variant: TABLEAU_GAME,
    deck: deckWithTops(TABLEAU_GAME, { 'tableau-2': 'KC', 'tableau-3': 'QD', 'tableau-4': 'JH', 'tableau-5': 'TS' }),
    width: 900,
  });
  el.theme = theme as PatienceGame['theme'];
  el.fourColour = fourColour;
  el.noAnimation = true;
  await settle(el);
  return el;
}

describe('themes', () => {
  before(() => setViewport({ width: 1000, height: 1000 }));
  after(() => {
    console.log(`contrast ratios (lowest per check):\n${JSON.stringify(measured, null, 1)}`);
  });

  for (const theme of ['classic', 'dark', 'contrast']) {
    for (const fourColour of [false, true]) {
      it(`${theme}${fourColour ? ' with four-colour suits' : ''}: text 4.5 : 1 and suit symbols 3 : 1 (WCAG AA), from computed colours`, async () => {
        const el = await themed(theme, fourColour);
        const base = q(el, '[part~="base"]');
        const table = colourOf(base, 'background-color');
        // The light at the top of the table: the worst case for light text.
        const glow = parseColour(prop(base, '--patience-table-glow') || 'rgba(0,0,0,0)');
        const lit = over(glow, table);
        const ratios: Record<string, number> = {};
        const check = (what: string, fg: Rgba, bg: Rgba, min: number) => {
          const opaque = over(fg, bg);
          const r = contrast(opaque, bg);
          ratios[what] = Math.min(ratios[what] ?? Infinity, Math.round(r * 100) / 100);
          expect(r, `${theme}: ${what} ${r.toFixed(2)}`).to.be.at.least(min);
        };
        for (const bg of [table, lit]) {
          check('toolbar text', colourOf(q(el, '.toolbar')), bg, 4.5);
          check('deal number', colourOf(q(el, '.deal-menu summary')), bg, 4.5);
          check('empty-pile label', colourOf(inPile(el, 'foundation-1', '[part~="placeholder"]')), bg, 4.5);
          check('empty-pile outline', parseColour(prop(el, '--patience-placeholder-color') || 'rgba(255,255,255,0.8)'), bg, 3);
          check('rules summary', colourOf(q(el, '.rules summary')), bg, 4.5);
          check('focus ring', parseColour(prop(el, '--patience-focus-ring') || 'rgb(124, 196, 255)'), bg, 3);
        }
        // Buttons: their text on their own background over the table.
        const button = q(el, '.toolbar .new-game');
        check('button text', colourOf(button), over(colourOf(button, 'background-color'), table), 4.5);
        // The stock's count.
        const count = inPile(el, 'stock', '[part~="count"]');
        check('stock count', colourOf(count), over(colourOf(count, 'background-color'), table), 4.5);
        // Card indices on the card face, every suit.
        for (const pile of ['tableau-2', 'tableau-3', 'tableau-4', 'tableau-5']) {
          const card = cardsShown(el, pile).at(-1)!;
          const face = colourOf(card.querySelector('.base')!, 'background-color');
          const rank = card.querySelector('[part~="rank"]')!;
          check('card index', colourOf(rank), face, 4.5);
          check('suit symbol', colourOf(card.querySelector('[part~="suit"]')!), face, 3);
        }
        // A refusal, on the table.
        el.play({ from: 'tableau-2', to: 'tableau-3' });
        await settle(el);
        check('refusal message', colourOf(q(el, '.message.refusal')), table, 4.5);
        // Panels: the settings, on the menu background.
        q(el, '.toolbar .settings').click();
        await waitFor(() => root(el).querySelector('#panel-settings'));
        const panel = q(el, '#panel-settings');
        check('panel text', colourOf(panel), over(colourOf(panel, 'background-color'), table), 4.5);
        measured[`${theme}${fourColour ? '+4' : ''}`] = ratios;
      });
    }

    it(`${theme}: the "No more moves" message reads 4.5 : 1 on its shaded band`, async () => {
      const el = await mountGame({ deck: LOSING_DECK });
      el.theme = theme as PatienceGame['theme'];
      for (const m of losingMoves()) el.play(m);
      await settle(el);
      const table = colourOf(q(el, '[part~="base"]'), 'background-color');
      const message = q(el, '.message.lost');
      const band = over(colourOf(message, 'background-color'), table);
      const r = contrast(over(colourOf(message), band), band);
      expect(r, `${theme}: lost message ${r.toFixed(2)}`).to.be.at.least(4.5);
    });
  }

  it("the README's light table (Theming) meets the same ratios: text 4.5 : 1, every ring and mark 3 : 1", async () => {
    // The example as a page copies it: the first css block of README.md that styles patience-game.brand.
    const readme = await (await fetch('/README.md')).text();
    const example = /```css\n(patience-game\.brand[\s\S]*?)```/.exec(readme);
    expect(example, 'README has the light-table example').to.not.equal(null);
    const style = document.createElement('style');
    style.textContent = example![1];
    document.head.append(style);
    try {
      const el = await mountGame({ variant: TABLEAU_GAME, width: 900 });
      el.classList.add('brand');
      await settle(el);
      const table = colourOf(q(el, '[part~="base"]'), 'background-color');
      const check = (what: string, fg: Rgba, min: number) => {
        const r = contrast(over(fg, table), table);
        expect(r, `${what} ${r.toFixed(2)} : 1 on the light table`).to.be.at.least(min);
      };
      check('toolbar text', colourOf(q(el, '.toolbar')), 4.5);
      check('empty-pile outline', parseColour(prop(el, '--patience-placeholder-color') || 'rgba(255,255,255,0.8)'), 3);
      // The rings and marks on the table, each read where the game uses it (with its own default when the example leaves it out).
      check('focus ring', parseColour(prop(el, '--patience-focus-ring') || 'rgb(124, 196, 255)'), 3);
      check('picked-up card and drop target', parseColour(prop(el, '--patience-highlight') || 'rgb(255, 191, 0)'), 3);
      check('target ring', parseColour(prop(el, '--patience-target-ring') || 'rgba(255, 191, 0, 0.8)'), 3);
      check('hint', parseColour(prop(el, '--patience-hint') || 'rgb(111, 227, 255)'), 3);
      check('guide mark', parseColour(prop(el, '--patience-guide-mark') || 'rgb(255, 191, 0)'), 3);
    } finally {
      style.remove();
    }
  });

  it("the theme attribute and property switch live, without rewriting the page's attributes", async () => {
    const el = await fixture<PatienceGame>(html`<patience-game seed="3" theme="dark"></patience-game>`);
    await settle(el);
    const table = () => getComputedStyle(q(el, '[part~="base"]')).backgroundColor;
    expect(table()).to.equal('rgb(21, 25, 30)');
    el.theme = 'contrast';
    await settle(el);
    expect(table()).to.equal('rgb(0, 0, 0)');
    expect(el.getAttribute('theme')).to.equal('dark');
    expect(parseFloat(getComputedStyle(q(el, '.toolbar')).fontSize)).to.equal(18);
    el.setAttribute('theme', 'classic');
    await settle(el);
    expect(table()).to.equal('rgb(11, 107, 58)');
  });

  it('four-colour suits: clubs green, diamonds blue; spades and hearts stay black and red', async () => {
    const el = await themed('classic', true);
    const colour = (pile: string) => getComputedStyle(cardsShown(el, pile).at(-1)!.querySelector('[part~="rank"]')!).color;
    expect(colour('tableau-2')).to.equal('rgb(10, 122, 47)'); // KC
    expect(colour('tableau-3')).to.equal('rgb(6, 69, 200)'); // QD
    expect(colour('tableau-4')).to.equal('rgb(200, 16, 46)'); // JH
    expect(colour('tableau-5')).to.equal('rgb(26, 26, 26)'); // TS
    el.fourColour = false;
    await settle(el);
    expect(colour('tableau-2')).to.equal('rgb(26, 26, 26)');
    expect(colour('tableau-3')).to.equal('rgb(200, 16, 46)');
  });
});

/** Polls until `probe` is truthy (5 s at most). */
async function waitFor<T>(probe: () => T): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('restyling with CSS alone', () => {
  before(() => setViewport({ width: 1000, height: 1000 }));

  /** A documented property, a value to set on the element, and where it shows on screen. */
  const CASES: [string, string, (el: PatienceGame) => string, string?][] = [
    ['--patience-table', 'rgb(1, 2, 3)', (el) => getComputedStyle(q(el, '[part~="base"]')).backgroundColor],
    ['--patience-table-glow', 'rgb(4, 5, 6)', (el) => getComputedStyle(q(el, '[part~="base"]')).backgroundImage],
    ['--patience-table-text', 'rgb(7, 8, 9)', (el) => getComputedStyle(q(el, '.toolbar')).color],
    ['--patience-font', 'Courier', (el) => getComputedStyle(q(el, '.toolbar')).fontFamily],
    ['--patience-font-size', '21px', (el) => getComputedStyle(q(el, '.toolbar')).fontSize],
    ['--patience-button-background', 'rgb(10, 11, 12)', (el) => getComputedStyle(q(el, '.toolbar .new-game')).backgroundColor],
    ['--patience-border', 'rgb(13, 14, 15)', (el) => getComputedStyle(q(el, '.toolbar .new-game')).borderTopColor],
    [
      '--patience-placeholder-color',
      'rgb(16, 17, 18)',
      (el) => getComputedStyle(inPile(el, 'foundation-1', '[part~="placeholder"]')).color,
    ],
    ['--patience-badge-background', 'rgb(19, 20, 21)', (el) => getComputedStyle(inPile(el, 'stock', '[part~="count"]')).backgroundColor],
    ['--patience-badge-color', 'rgb(22, 23, 24)', (el) => getComputedStyle(inPile(el, 'stock', '[part~="count"]')).color],
    [
      '--patience-card-face',
      'rgb(25, 26, 27)',
      (el) => getComputedStyle(cardsShown(el, 'hand')[0].querySelector('.base')!).backgroundColor,
    ],
    [
      '--patience-card-border',
      'rgb(28, 29, 30)',
      (el) => getComputedStyle(cardsShown(el, 'hand')[0].querySelector('.base')!).borderTopColor,
    ],
    ['--patience-card-black', 'rgb(31, 32, 33)', (el) => getComputedStyle(cardsShown(el, 'hand')[0].querySelector('.base')!).color],
    ['--patience-card-clubs', 'rgb(34, 35, 36)', (el) => getComputedStyle(cardsShown(el, 'hand')[0].querySelector('.base')!).color],
    ['--patience-card-back', 'rgb(37, 38, 39)', (el) => getComputedStyle(inPile(el, 'stock', '[part~="back"]')).backgroundColor],
    ['--patience-card-back-accent', 'rgb(40, 41, 42)', (el) => getComputedStyle(inPile(el, 'stock', '[part~="back"]')).boxShadow],
    ['--patience-menu-background', 'rgb(43, 44, 45)', (el) => getComputedStyle(q(el, '.deal-menu form')).backgroundColor],
    [
      '--patience-focus-ring',
      'rgb(46, 47, 48)',
      (el) => {
        pileArea(el, 'hand').focus();
        return getComputedStyle(pileArea(el, 'hand')).boxShadow;
      },
    ],
    [
      '--patience-highlight',
      'rgb(49, 50, 51)',
      (el) => {
        if (!el.shadowRoot!.querySelector('stock-pile')!.shadowRoot!.querySelector('.base.selected')) pileArea(el, 'hand').click();
        return getComputedStyle(cardsShown(el, 'hand')[0].querySelector('.base')!).outlineColor;
      },
    ],
  ];

  for (const [name, value, measure] of CASES) {
    it(`${name} set on the element shows on screen`, async () => {
      // The hand game with the six of clubs in the hand (a black card, a club).
      const el = await mountGame({ deck: ['6C', ...ALL_CARDS.filter((c) => c !== '6C')] });
      const before = measure(el);
      await settle(el);
      el.style.setProperty(name, value);
      await settle(el);
      const after = measure(el);
      expect(after, name).to.not.equal(before);
      expect(after, name).to.contain(value);
    });
  }

  it('--patience-gap sets the space between piles (it was overwritten before)', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} seed="7" style="width: 700px; --patience-gap: 30px"></patience-game>`,
    );
    await settle(el);
    const piles = [...root(el).querySelectorAll('.row.main waste-pile')].map((p) => p.getBoundingClientRect());
    const foundations = [...root(el).querySelectorAll('foundation-pile')].map((p) => p.getBoundingClientRect());
    expect(Math.round(foundations[1].left - foundations[0].right)).to.equal(30);
    expect(piles[1].left - piles[0].right).to.be.at.least(29.5);
    expect(Math.round(parseFloat(getComputedStyle(root(el).querySelector('stock-pile')!).columnGap))).to.equal(30);
  });

  it('--patience-card-max-width caps the cards', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} seed="7" style="width: 1000px; --patience-card-max-width: 60px"></patience-game>`,
    );
    await settle(el);
    expect(cardsShown(el, 'hand')[0].getBoundingClientRect().width).to.be.at.most(60.5);
  });

  it('--patience-card-max-width and --patience-gap take any length (rem, calc, min), as the browser computes it', async () => {
    document.documentElement.style.fontSize = '16px';
    try {
      const el = await fixture<PatienceGame>(
        html`<patience-game
          variant=${HAND_GAME}
          seed="7"
          style="width: 1000px; --patience-card-max-width: 4rem; --patience-gap: calc(1rem + 4px)"
        ></patience-game>`,
      );
      await settle(el);
      const width = () => cardsShown(el, 'hand')[0].getBoundingClientRect().width;
      // 4rem is 64 px (it was read as 4, so the smallest cards, 18 px).
      expect(Math.abs(width() - 64), `card width ${width()}`).to.be.below(0.6);
      const foundations = [...root(el).querySelectorAll('foundation-pile')].map((p) => p.getBoundingClientRect());
      expect(Math.abs(foundations[1].left - foundations[0].right - 20), 'gap').to.be.below(0.6);
      el.style.setProperty('--patience-card-max-width', 'min(50px, 90vw)');
      await waitUntil(() => Math.abs(width() - 50) < 0.6, `card width ${width()}, not 50`);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('a --patience-gap too wide for the element is narrowed: every pile stays inside', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${TABLEAU_GAME} seed="7" style="width: 400px; --patience-gap: 2rem"></patience-game>`,
    );
    await settle(el);
    const box = el.getBoundingClientRect();
    const piles = [...root(el).querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')];
    expect(piles.length).to.be.greaterThan(0);
    const outside = piles
      .map((p) => p.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5))
      .map((r) => `${Math.round(r.left)}–${Math.round(r.right)}`);
    expect(outside.join(', '), `outside ${Math.round(box.left)}–${Math.round(box.right)}`).to.equal('');
  });

  it('a fan offset with a unit is ignored (the default step is kept)', async () => {
    const step = async (value: string): Promise<number> => {
      const el = await fixture<PatienceGame>(
        html`<patience-game
          variant=${HAND_GAME}
          seed="7"
          no-animation
          style="width: 700px; --patience-fan-offset: ${value}"
        ></patience-game>`,
      );
      await settle(el);
      el.play({ from: 'hand', to: 'waste-1' });
      el.play({ from: 'hand', to: 'waste-1' });
      await settle(el);
      const [a, b] = cardsShown(el, 'waste-1').map((c) => c.getBoundingClientRect());
      return (b.top - a.top) / a.height;
    };
    const plain = await step('0.3');
    const unit = await step('0.3px');
    const none = await step('');
    expect(Math.abs(plain - 0.3), `0.3: ${plain}`).to.be.below(0.01);
    expect(Math.abs(unit - none), `0.3px: ${unit}, default: ${none}`).to.be.below(0.01);
  });

  it('--patience-move-duration times the glide of a card', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} seed="7" style="width: 700px; --patience-move-duration: 777ms"></patience-game>`,
    );
    await settle(el);
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const durations = gameAnimations(el).map((a) => Number((a.effect as KeyframeEffect).getTiming().duration));
    expect(durations).to.include(777);
  });

  it('every --patience-* property <patience-game> documents is checked here', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const game = manifest.modules
      .flatMap((m: { declarations?: { tagName?: string }[] }) => m.declarations ?? [])
      .find((d: { tagName?: string }) => d.tagName === 'patience-game');
    const documented: string[] = game.cssProperties.map((p: { name: string }) => p.name);
    const checked = new Set([...CASES.map((c) => c[0]), '--patience-gap', '--patience-card-max-width', '--patience-move-duration']);
    // Checked by the theme tests (colours of refusals, endings and targets read through the themes).
    for (const n of [
      '--patience-refusal-color',
      '--patience-won-color',
      '--patience-lost-color',
      '--patience-target-ring',
      '--patience-card-red',
      '--patience-card-diamonds',
    ])
      checked.add(n);
    // Measured in card-properties.test.ts (the fan of a tableau pile).
    for (const n of ['--patience-fan-offset', '--patience-fan-offset-down']) checked.add(n);
    // Measured in hint.test.ts (a hint shown).
    checked.add('--patience-hint');
    // Measured in guide.test.ts (the marks of a guide's step).
    checked.add('--patience-guide-mark');
    expect(documented.filter((n) => !checked.has(n))).to.deep.equal([]);
  });

  it('with cards picked up, a target pile rings its top card only, and the ring follows a card put on it', async () => {
    const ring = 'rgb(66, 67, 68)';
    const ringed = (el: PatienceGame, id: string): string =>
      cardsShown(el, id)
        .map((c) => (getComputedStyle(cardBase(c)).boxShadow.includes(ring) ? 'ring' : '-'))
        .join(' ');
    let found: { el: PatienceGame; from: string; to: string } | null = null;
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const el = await mountGame({ variant: TABLEAU_GAME, seed: String(seed), autoPlay: 'off' });
      // A one-card move onto a pile showing two cards or more, from a pile that keeps one to ring.
      const move = el
        .legalMoves()
        .find((m) => (m.count ?? 1) === 1 && m.from !== 'stock' && cardsShown(el, m.to).length >= 2 && cardsShown(el, m.from).length >= 2);
      if (move) found = { el, from: move.from, to: move.to };
      else el.remove();
    }
    expect(found, 'a deal with a move onto a fanned pile').to.not.equal(null);
    const { el, from, to } = found!;
    el.setAttribute('no-animation', '');
    el.style.setProperty('--patience-target-ring', ring);
    await click(cardPoint(el, from));
    await settle(el);
    const n = cardsShown(el, to).length;
    expect(ringed(el, to)).to.equal([...Array(n - 1).fill('-'), 'ring'].join(' '));
    await click(targetPoint(el, to));
    await settle(el);
    expect(el.history.at(-1)?.to, 'the move was played').to.equal(to);
    // No cards picked up: no ring. Picked up again from the pile below: the card put there has it.
    expect(ringed(el, to)).to.equal(
      Array(n + 1)
        .fill('-')
        .join(' '),
    );
    const back = el.legalMoves().find((m) => (m.count ?? 1) === 1 && m.to === to && m.from !== 'stock');
    if (back) {
      await click(cardPoint(el, back.from));
      await settle(el);
      expect(ringed(el, to)).to.equal([...Array(n).fill('-'), 'ring'].join(' '));
    }
  });

  it('the refusal, won, lost and target colours take effect', async () => {
    const el = await mountGame({ deck: LOSING_DECK });
    el.style.setProperty('--patience-refusal-color', 'rgb(60, 61, 62)');
    el.style.setProperty('--patience-lost-color', 'rgb(63, 64, 65)');
    el.style.setProperty('--patience-target-ring', 'rgb(66, 67, 68)');
    el.style.setProperty('--patience-card-red', 'rgb(69, 70, 71)');
    el.style.setProperty('--patience-card-diamonds', 'rgb(72, 73, 74)');
    el.play({ from: 'hand', to: 'foundation-1' });
    await settle(el);
    expect(getComputedStyle(q(el, '.message.refusal')).color).to.equal('rgb(60, 61, 62)');
    pileArea(el, 'hand').click();
    await settle(el);
    expect(getComputedStyle(inPile(el, 'waste-1', '[part~="placeholder"]')).boxShadow).to.contain('rgb(66, 67, 68)');
    for (const m of losingMoves()) el.play(m);
    await settle(el);
    expect(getComputedStyle(q(el, '.message.lost')).color).to.equal('rgb(63, 64, 65)');
    const red = cardsShown(el, 'waste-1')
      .map((c) => c.querySelector('.base')!)
      .filter((b) => b.classList.contains('hearts'));
    const diamonds = cardsShown(el, 'waste-1')
      .map((c) => c.querySelector('.base')!)
      .filter((b) => b.classList.contains('diamonds'));
    expect(getComputedStyle(red[0]).color).to.equal('rgb(69, 70, 71)');
    expect(getComputedStyle(diamonds[0]).color).to.equal('rgb(72, 73, 74)');
    // Won: the deal in rank order wins by itself; the panel shows once the cascade is over.
    const won = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} no-animation style="--patience-won-color: rgb(75, 76, 77)"></patience-game>`,
    );
    won.newGame({ deck: SELF_WINNING_DECK });
    await settle(won);
    expect(getComputedStyle(q(won, '[part~="won-panel"] h2')).color).to.equal('rgb(75, 76, 77)');
  });
});

describe('parts', () => {
  it('patience-game::part(card) from the page styles every card on the table, ::part(back) every back, ::part(pile) every pile', async () => {
    const style = document.createElement('style');
    style.textContent = `
      .parts-test::part(card) { outline: 3px solid rgb(1, 2, 3); }
      .parts-test::part(back) { background: rgb(4, 5, 6); }
      .parts-test::part(pile) { outline-color: rgb(7, 8, 9); }
      .parts-test::part(placeholder) { border-color: rgb(10, 11, 12); }
      .parts-test::part(button) { text-transform: uppercase; }`;
    document.head.append(style);
    try {
      const el = await mountGame({ variant: TABLEAU_GAME, seed: '5', width: 900 });
      el.classList.add('parts-test');
      await settle(el);
      const cards = [...root(el).querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].flatMap((p) => [
        ...p.shadowRoot!.querySelectorAll('[part~="card"]'),
      ]);
      expect(cards.length).to.be.greaterThan(40);
      for (const c of cards) expect(getComputedStyle(c).outlineColor).to.equal('rgb(1, 2, 3)');
      const backs = cards.map((c) => c.querySelector('[part~="back"]')).filter((b) => b !== null);
      expect(backs.length).to.be.greaterThan(30);
      for (const b of backs) expect(getComputedStyle(b!).backgroundColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(pileArea(el, 'tableau-1')).outlineColor).to.equal('rgb(7, 8, 9)');
      expect(getComputedStyle(inPile(el, 'foundation-1', '[part~="placeholder"]')).borderTopColor).to.equal('rgb(10, 11, 12)');
      expect(getComputedStyle(q(el, '.toolbar .new-game')).textTransform).to.equal('uppercase');
    } finally {
      style.remove();
    }
  });

  it('exposes few parts, each documented, and each documented part is on screen', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const game = manifest.modules
      .flatMap((m: { declarations?: { tagName?: string }[] }) => m.declarations ?? [])
      .find((d: { tagName?: string }) => d.tagName === 'patience-game');
    const documented: string[] = game.cssParts.map((p: { name: string }) => p.name);
    // 20, the guide's two (`guide`, `guide-mark`: shown with the `guide` attribute only), and the
    // hint's (`hint`: the hint on the table) and the "winnable deal" mark (`winnable`), issue #9.
    expect(documented.length).to.be.at.most(24);
    // A game whose foundations have their own base ranks and lock to a suit: their captions (the
    // `label` part) are on the table too.
    const el = await mountGame({ variant: LOCKING_GAME, seed: '3' });
    // Shown only on demand: the panels and the message.
    const onDemand = new Set([
      'panel',
      'won-panel',
      'stats-panel',
      'settings-panel',
      'message',
      'label',
      'guide',
      'guide-mark',
      'hint',
      'winnable',
    ]);
    const own = new Set([...root(el).querySelectorAll('[part]')].flatMap((e) => e.getAttribute('part')!.split(/\s+/)));
    const exported = new Set(
      [...root(el).querySelectorAll('[exportparts]')].flatMap((e) =>
        e
          .getAttribute('exportparts')!
          .split(',')
          .map((x) => x.split(':').at(-1)!.trim()),
      ),
    );
    for (const p of documented) if (!onDemand.has(p)) expect(own.has(p) || exported.has(p), p).to.equal(true);
    for (const p of own) expect(documented, `undocumented part ${p}`).to.include(p);
    for (const p of exported) expect(documented, `undocumented exported part ${p}`).to.include(p);
  });
});

describe('style isolation', () => {
  const probe = (el: PatienceGame) => {
    const pick = (e: Element) => {
      const s = getComputedStyle(e);
      return [
        s.color,
        s.fontSize,
        s.fontFamily,
        s.letterSpacing,
        s.textTransform,
        s.lineHeight,
        s.backgroundColor,
        s.padding,
        s.borderTopWidth,
      ].join('|');
    };
    return [
      q(el, '.toolbar'),
      q(el, '.toolbar .undo'),
      q(el, '.message'),
      q(el, '.rules summary'),
      inPile(el, 'foundation-1', '[part~="placeholder"]'),
    ]
      .map(pick)
      .join('\n');
  };

  it("the page's styles never leak in: inherited text styles, element and class rules", async () => {
    const el = await mountGame({ seed: '7' });
    const clean = probe(el);
    const style = document.createElement('style');
    style.textContent = `
      body { color: rgb(255, 0, 0); font: italic 30px/4 serif; letter-spacing: 7px; text-transform: uppercase; }
      button, p, div, span, summary, details { color: rgb(0, 255, 0) !important; padding: 40px !important; background: red !important; border: 9px solid blue !important; }
      .toolbar, .message, .rules, .card, .base, .table, [part] { font-size: 50px !important; color: rgb(0, 0, 255) !important; }`;
    document.head.append(style);
    try {
      expect(probe(el)).to.equal(clean);
    } finally {
      style.remove();
    }
  });

  it('a right-to-left page keeps the game left to right: its words in order, its buttons at the far edge', async () => {
    const host = await fixture<HTMLDivElement>(html`<div dir="rtl" style="width: 700px"></div>`);
    const el = document.createElement('patience-game') as PatienceGame;
    el.setAttribute('seed', '7');
    host.append(el);
    await settle(el);
    const table = q(el, '[part~="base"]');
    expect(getComputedStyle(table).direction).to.equal('ltr');
    expect(getComputedStyle(q(el, '[part~="counter"]')).direction).to.equal('ltr');
    // The buttons end at the table's right edge (in a right-to-left flow they sat beside the clock).
    const buttons = [...root(el).querySelectorAll('[part~="toolbar"] button')].map((b) => b.getBoundingClientRect());
    const right = Math.max(...buttons.map((b) => b.right));
    const edge = table.getBoundingClientRect().right;
    expect(edge - right, `buttons end ${Math.round(edge - right)} px from the table's right edge`).to.be.below(24);
  });

  it("the game's styles never leak out to the page", async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div>
        <button class="undo">Undo</button>
        <p class="message refusal" part="message">x</p>
        <div class="card base red"><span class="rank">A</span></div>
        <details class="rules" part="rules"><summary>s</summary></details>
      </div>`,
    );
    const snapshot = () =>
      [...host.querySelectorAll('*')].map((e) => {
        const s = getComputedStyle(e);
        return [e.localName, s.color, s.backgroundColor, s.fontSize, s.padding, s.borderTopWidth, s.position, s.outlineStyle].join('|');
      });
    const before = snapshot();
    const el = await mountGame({ seed: '7' });
    el.theme = 'contrast';
    await settle(el);
    expect(snapshot()).to.deep.equal(before);
  });
});

describe('card backs', () => {
  it('--patience-card-back takes any CSS background', async () => {
    const el = await mountGame({ variant: TABLEAU_GAME, seed: '5', width: 900 });
    el.style.setProperty('--patience-card-back', 'linear-gradient(rgb(1, 2, 3), rgb(4, 5, 6))');
    await settle(el);
    expect(getComputedStyle(inPile(el, DEEPEST_TABLEAU, '[part~="back"]')).backgroundImage).to.contain('rgb(1, 2, 3)');
  });

  it('an image in the card-back slot is drawn on every back', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 7"><rect width="5" height="7" fill="rgb(200,0,0)"/></svg>`;
    const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${TABLEAU_GAME} seed="5" style="width: 900px"><img slot="card-back" alt="" src=${src} /></patience-game>`,
    );
    await settle(el);
    await waitFor(() => getComputedStyle(inPile(el, DEEPEST_TABLEAU, '[part~="back"]')).backgroundImage.includes('data:image/svg+xml'));
    const backs = [...root(el).querySelectorAll('tableau-pile')].flatMap((p) => [...p.shadowRoot!.querySelectorAll('[part~="back"]')]);
    expect(backs.length).to.be.greaterThan(30);
    for (const b of backs) expect(getComputedStyle(b).backgroundImage).to.contain('data:image/svg+xml');
    // The slotted image itself is not shown.
    expect(el.querySelector('img')!.getBoundingClientRect().width).to.equal(0);
  });

  /** A one-colour card back drawn in `fill`, as a data: URL (its colour shows in the URL the backs are given). */
  const backOf = (fill: string): string =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 7"><rect width="5" height="7" fill="${fill}"/></svg>`)}`;
  /** The background image of the deepest tableau pile's first back. */
  const backImage = (el: PatienceGame): string => getComputedStyle(inPile(el, DEEPEST_TABLEAU, '[part~="back"]')).backgroundImage;

  it('a slotted image whose src or srcset changes later: the backs follow it (the image chosen, currentSrc); once it is removed, no longer', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${TABLEAU_GAME} seed="5" style="width: 900px"
        ><img slot="card-back" alt="" src=${backOf('red')}
      /></patience-game>`,
    );
    await settle(el);
    await waitFor(() => backImage(el).includes('red'));
    const img = el.querySelector('img')!;
    img.src = backOf('blue');
    await waitFor(() => backImage(el).includes('blue'));
    // A srcset wins over src: the backs show the image the browser chose.
    img.srcset = `${backOf('green')} 1x`;
    await waitFor(() => backImage(el).includes('green'));
    img.remove();
    await waitFor(() => !backImage(el).includes('data:'));
    img.removeAttribute('srcset');
    img.src = backOf('olive');
    await new Promise((r) => setTimeout(r, 200));
    await settle(el);
    expect(backImage(el)).to.not.contain('data:');
  });

  it('an image with only a srcset, and a slotted drawing changed later: the backs show them', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${TABLEAU_GAME} seed="5" style="width: 900px"
        ><img slot="card-back" alt="" srcset=${`${backOf('red')} 1x`}
      /></patience-game>`,
    );
    await settle(el);
    await waitFor(() => backImage(el).includes('red'));
    el.querySelector('img')!.remove();
    el.insertAdjacentHTML('beforeend', '<svg slot="card-back" viewBox="0 0 5 7"><rect width="5" height="7" fill="navy"/></svg>');
    await waitFor(() => backImage(el).includes('navy'));
    el.querySelector('rect')!.setAttribute('fill', 'teal');
    await waitFor(() => backImage(el).includes('teal'));
  });
});
