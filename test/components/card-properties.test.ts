/**
 * Every custom property `<playing-card>` and the piles document takes effect on screen (the game's
 * own are measured in themes.test.ts), and no element documents one that no test measures.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame, PlayingCard } from '../../src/index.js';
import { setViewport } from '@web/test-runner-commands';
import { cardsShown, settle } from '../helpers/game-driver.js';
import { TABLEAU_GAME } from '../helpers/shapes.js';
import { useCourtFigures } from '../../src/card-sets/court-figures.js';
import { setCourtRenderer } from '../../src/components/playing-card/card-face.js';

type Measure = (card: PlayingCard) => string;
const part = (card: PlayingCard, selector: string) => card.shadowRoot!.querySelector<HTMLElement>(selector)!;
const style = (el: Element) => getComputedStyle(el);

/** Property, value, the card to show, and where the value shows. */
const CASES: [string, string, string, Measure][] = [
  ['--patience-card-width', '133px', '<playing-card card="TH"></playing-card>', (c) => `${c.getBoundingClientRect().width}px`],
  ['--patience-card-radius', '11px', '<playing-card card="TH"></playing-card>', (c) => style(part(c, '.base')).borderTopLeftRadius],
  ['--patience-card-face', 'rgb(1, 2, 3)', '<playing-card card="TH"></playing-card>', (c) => style(part(c, '.base')).backgroundColor],
  ['--patience-card-border', 'rgb(4, 5, 6)', '<playing-card card="TH"></playing-card>', (c) => style(part(c, '.base')).borderTopColor],
  ['--patience-card-red', 'rgb(7, 8, 9)', '<playing-card card="TH"></playing-card>', (c) => style(part(c, '.base')).color],
  ['--patience-card-black', 'rgb(10, 11, 12)', '<playing-card card="TS"></playing-card>', (c) => style(part(c, '.base')).color],
  ['--patience-card-clubs', 'rgb(13, 14, 15)', '<playing-card card="TC"></playing-card>', (c) => style(part(c, '.base')).color],
  ['--patience-card-diamonds', 'rgb(16, 17, 18)', '<playing-card card="TD"></playing-card>', (c) => style(part(c, '.base')).color],
  [
    '--patience-card-back',
    'rgb(19, 20, 21)',
    '<playing-card face-down></playing-card>',
    (c) => style(part(c, '[part~="back"]')).backgroundColor,
  ],
  [
    '--patience-card-back-accent',
    'rgb(22, 23, 24)',
    '<playing-card face-down></playing-card>',
    (c) => style(part(c, '[part~="back"]')).boxShadow,
  ],
  [
    '--patience-card-shadow',
    'rgb(25, 26, 27) 0px 0px 3px 0px',
    '<playing-card card="TH"></playing-card>',
    (c) => style(part(c, '.base')).boxShadow,
  ],
  ['--patience-card-font', 'Courier', '<playing-card card="TH"></playing-card>', (c) => style(part(c, '.base')).fontFamily],
  [
    '--patience-highlight',
    'rgb(28, 29, 30)',
    '<playing-card card="TH" selected></playing-card>',
    (c) => style(part(c, '.base')).outlineColor,
  ],
  [
    '--patience-court-gold',
    'rgb(31, 32, 33)',
    '<playing-card card="KH"></playing-card>',
    (c) => [...c.shadowRoot!.querySelectorAll('path')].map((p) => style(p).fill).join(),
  ],
  [
    '--patience-court-blue',
    'rgb(34, 35, 36)',
    '<playing-card card="KH"></playing-card>',
    (c) => [...c.shadowRoot!.querySelectorAll('path')].map((p) => style(p).fill).join(),
  ],
  [
    '--patience-court-skin',
    'rgb(37, 38, 39)',
    '<playing-card card="KH"></playing-card>',
    (c) => [...c.shadowRoot!.querySelectorAll('path')].map((p) => style(p).fill).join(),
  ],
  [
    '--patience-court-hair',
    'rgb(40, 41, 42)',
    '<playing-card card="KH"></playing-card>',
    (c) => [...c.shadowRoot!.querySelectorAll('path')].map((p) => style(p).fill).join(),
  ],
  [
    '--patience-court-line',
    'rgb(43, 44, 45)',
    '<playing-card card="KH"></playing-card>',
    (c) => [...c.shadowRoot!.querySelectorAll('path')].map((p) => style(p).fill).join(),
  ],
];

/** Measured by themes.test.ts on a whole game (the piles take them from the game). */
const MEASURED_ON_THE_GAME = [
  '--patience-table',
  '--patience-table-glow',
  '--patience-table-text',
  '--patience-font',
  '--patience-font-size',
  '--patience-button-background',
  '--patience-border',
  '--patience-placeholder-color',
  '--patience-badge-background',
  '--patience-badge-color',
  '--patience-menu-background',
  '--patience-focus-ring',
  '--patience-highlight',
  '--patience-gap',
  '--patience-card-max-width',
  '--patience-move-duration',
  '--patience-refusal-color',
  '--patience-won-color',
  '--patience-lost-color',
  '--patience-target-ring',
  '--patience-fan-offset',
  '--patience-fan-offset-down',
  // Measured by hint.test.ts on a hint shown.
  '--patience-hint',
  // guide.test.ts: the marks of a guide's step.
  '--patience-guide-mark',
];

describe('custom properties of <playing-card> and the piles', () => {
  before(() => useCourtFigures());
  after(() => setCourtRenderer(null));

  for (const [name, value, markup, measure] of CASES) {
    it(`${name} takes effect`, async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="--patience-card-width: 110px"></div>`);
      wrap.innerHTML = markup;
      const card = wrap.querySelector('playing-card') as PlayingCard;
      await card.updateComplete;
      const before = measure(card);
      card.style.setProperty(name, value);
      const after = measure(card);
      expect(after, name).to.not.equal(before);
      expect(after, name).to.contain(value);
    });
  }

  it('--patience-fan-offset and --patience-fan-offset-down set how much of each covered card shows', async () => {
    await setViewport({ width: 1000, height: 2000 });
    const steps = async (style: string): Promise<{ up: number; down: number }> => {
      const el = await fixture<PatienceGame>(
        html`<patience-game variant=${TABLEAU_GAME} seed="5" no-animation style="width: 900px; ${style}"></patience-game>`,
      );
      await settle(el);
      el.play(el.legalMoves().find((m) => m.from.startsWith('tableau') && m.to.startsWith('tableau'))!);
      await settle(el);
      const pile = Object.entries(el.state!.piles).find(
        ([id, p]) => id.startsWith('tableau') && p.faceDown > 1 && p.cards.length - p.faceDown >= 2,
      )!;
      const tops = cardsShown(el, pile[0]).map((c) => c.getBoundingClientRect());
      const h = tops[0].height;
      return { down: (tops[1].top - tops[0].top) / h, up: (tops.at(-1)!.top - tops.at(-2)!.top) / h };
    };
    const plain = await steps('');
    expect(plain.up).to.be.closeTo(0.24, 0.01);
    expect(plain.down).to.be.closeTo(0.08, 0.01);
    const set = await steps('--patience-fan-offset: 0.35; --patience-fan-offset-down: 0.12');
    expect(set.up).to.be.closeTo(0.35, 0.01);
    expect(set.down).to.be.closeTo(0.12, 0.01);
  });

  it('the sizing properties take effect when the page changes them after the game is shown, with no resize', async () => {
    await setViewport({ width: 1000, height: 2000 });
    // A set size: no change below resizes the element (so no resize lays the table out again).
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${TABLEAU_GAME} seed="5" no-animation style="width: 900px; height: 1200px"></patience-game>`,
    );
    await settle(el);
    el.play(el.legalMoves().find((m) => m.from.startsWith('tableau') && m.to.startsWith('tableau'))!);
    await settle(el);
    const pile = Object.entries(el.state!.piles).find(
      ([id, p]) => id.startsWith('tableau') && p.faceDown > 1 && p.cards.length - p.faceDown >= 2,
    )![0];
    const look = () => {
      const tops = cardsShown(el, pile).map((c) => c.getBoundingClientRect());
      const f = [...el.shadowRoot!.querySelectorAll('foundation-pile')].map((p) => p.getBoundingClientRect());
      const h = tops[0].height;
      return {
        width: tops[0].width,
        gap: f[1].left - f[0].right,
        down: (tops[1].top - tops[0].top) / h,
        up: (tops.at(-1)!.top - tops.at(-2)!.top) / h,
      };
    };
    const size = el.getBoundingClientRect();
    const start = look();
    expect(start.width).to.be.greaterThan(60);
    // Each change shows once the game has laid the table out again (waited for, not timed).
    const change = async (name: string, value: string, done: (l: ReturnType<typeof look>) => boolean): Promise<void> => {
      el.style.setProperty(name, value);
      await waitUntil(() => done(look()), `${name}: ${value} takes effect (now ${JSON.stringify(look())})`, { timeout: 10_000 });
    };
    // A wider gap: the cards get narrower so that every column still fits in the element.
    const right = () => Math.max(...[...el.shadowRoot!.querySelectorAll('tableau-pile')].map((p) => p.getBoundingClientRect().right));
    await change(
      '--patience-gap',
      '30px',
      (l) => Math.abs(l.gap - 30) < 1 && right() <= el.getBoundingClientRect().right && l.width < start.width - 10,
    );
    await change('--patience-card-max-width', '50px', (l) => l.width <= 50.5);
    await change('--patience-fan-offset', '0.4', (l) => Math.abs(l.up - 0.4) < 0.01);
    await change('--patience-fan-offset-down', '0.15', (l) => Math.abs(l.down - 0.15) < 0.01);
    await change('--patience-card-max-width', '100px', (l) => l.width > 55); // as wide as the width allows again
    expect(el.getBoundingClientRect().width, 'the element was not resized').to.equal(size.width);
    expect(el.getBoundingClientRect().height, 'the element was not resized').to.equal(size.height);
  });

  it('no element documents a custom property that no test measures', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const documented = new Set<string>(
      manifest.modules
        .flatMap((m: { declarations?: { customElement?: boolean; cssProperties?: { name: string }[] }[] }) => m.declarations ?? [])
        .filter((d: { customElement?: boolean }) => d.customElement)
        .flatMap((d: { cssProperties?: { name: string }[] }) => (d.cssProperties ?? []).map((p) => p.name)),
    );
    const measured = new Set([...CASES.map((c) => c[0]), ...MEASURED_ON_THE_GAME]);
    expect([...documented].filter((n) => !measured.has(n)).sort()).to.deep.equal([]);
  });
});
