/**
 * The optional court-figure card set (src/card-sets/court-figures.ts): every jack, queen and king is a
 * self-contained inline SVG, double-headed (the bottom half is the top half turned about the centre),
 * drawn in the suit colour (`currentColor`) and the documented custom properties, decorative for
 * assistive technology, and inside its box at every size a card shows it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import {
  COURT_VIEWBOX,
  courtFigure,
  courtFigureSvg,
  css,
  useCourtFigures,
  type CourtRank,
  type CourtSuit,
} from '../../src/card-sets/court-figures.js';
import { SUIT_PATHS } from '../../src/components/playing-card/suits.js';
import { setCourtRenderer } from '../../src/components/playing-card/card-face.js';
import '../../src/components/playing-card/playing-card.js';
import type { PlayingCard } from '../../src/components/playing-card/playing-card.js';

// The figures take their paints from the set's stylesheet (classes, no inline style): a page that
// draws them in its own light DOM adds it once.
const sheet = document.createElement('style');
sheet.textContent = css.cssText;
document.head.append(sheet);

const RANKS: readonly CourtRank[] = [11, 12, 13];
const SUITS: readonly CourtSuit[] = ['C', 'D', 'H', 'S'];
const NAMES = { 11: 'jack', 12: 'queen', 13: 'king' } as const;
const ALL = RANKS.flatMap((rank) => SUITS.map((suit) => [rank, suit] as const));

const SUIT_COLOUR = 'rgb(1, 2, 3)';
const TURNED = 'g[transform="rotate(180 50 60)"]';

/** A figure in a box of the size a card gives it (68 % × 58 % of a 5 : 7 card `cardWidth` px wide). */
async function figure(rank: CourtRank, suit: CourtSuit, cardWidth = 120): Promise<HTMLDivElement> {
  return fixture<HTMLDivElement>(
    html`<div style="width: ${cardWidth * 0.68}px; height: ${cardWidth * 1.4 * 0.58}px; color: ${SUIT_COLOUR}">
      ${courtFigureSvg(rank, suit)}
    </div>`,
  );
}

const svgOf = (box: Element): SVGSVGElement => box.querySelector('svg')!;
const paths = (root: ParentNode): SVGPathElement[] => [...root.querySelectorAll('path')];
/** The paths of the top half: everything but the turned copy. */
const topPaths = (svg: SVGSVGElement): SVGPathElement[] => paths(svg).filter((p) => !p.closest(TURNED));
const near = (a: number, b: number, what: string): void => {
  expect(Math.abs(a - b), `${what}: ${a} vs ${b}`).to.be.at.most(0.5);
};

describe('court figures (optional card set)', () => {
  for (const [rank, suit] of ALL) {
    const name = `${NAMES[rank]} of ${suit}`;

    it(`draws the ${name} as a non-empty, decorative SVG with the 100 × 120 viewBox`, async () => {
      const svg = svgOf(await figure(rank, suit));
      expect(svg.getAttribute('viewBox')).to.equal(COURT_VIEWBOX);
      expect(COURT_VIEWBOX).to.equal('0 0 100 120');
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
      expect(svg.getAttribute('focusable')).to.equal('false');
      // A figure, not a panel: many shapes in each half, and real ink on screen.
      expect(topPaths(svg).length).to.be.at.least(15);
      const box = svg.getBoundingClientRect();
      expect(box.width).to.be.greaterThan(60);
      expect(box.height).to.be.greaterThan(60);
    });

    it(`draws the ${name} double-headed: the bottom half is the top half turned about the centre`, async () => {
      const svg = svgOf(await figure(rank, suit));
      const top = topPaths(svg);
      const bottom = paths(svg.querySelector(TURNED)!);
      expect(bottom.length).to.equal(top.length);
      const frame = svg.querySelector('rect')!.getBoundingClientRect();
      const cx = frame.left + frame.width / 2;
      const cy = frame.top + frame.height / 2;
      top.forEach((p, i) => {
        const q = bottom[i];
        expect(q.getAttribute('d')).to.equal(p.getAttribute('d'));
        const a = p.getBoundingClientRect();
        const b = q.getBoundingClientRect();
        // Turning 180° about the centre maps the box [left, right] × [top, bottom] onto
        // [2cx − right, 2cx − left] × [2cy − bottom, 2cy − top].
        near(b.left, 2 * cx - a.right, `path ${i} left`);
        near(b.right, 2 * cx - a.left, `path ${i} right`);
        near(b.top, 2 * cy - a.bottom, `path ${i} top`);
        near(b.bottom, 2 * cy - a.top, `path ${i} bottom`);
      });
      // The head is in the top half, so the two halves really are two figures, not one.
      const heads = top.filter((p) => p.getBoundingClientRect().bottom < cy);
      expect(heads.length).to.be.greaterThan(top.length / 2);
    });

    it(`draws the ${name} in the suit colour (currentColor) with the suit's own symbol`, async () => {
      const svg = svgOf(await figure(rank, suit));
      expect(getComputedStyle(svg.querySelector('rect')!).stroke).to.equal(SUIT_COLOUR);
      const pips = paths(svg).filter((p) => p.getAttribute('d') === SUIT_PATHS[suit]);
      expect(pips.length, 'a suit symbol in each half').to.be.at.least(2);
      for (const p of pips) expect(getComputedStyle(p).fill).to.equal(SUIT_COLOUR);
      // Garments in the suit colour too, not only the small symbols.
      const suitShapes = paths(svg).filter((p) => getComputedStyle(p).fill === SUIT_COLOUR && p.getAttribute('d') !== SUIT_PATHS[suit]);
      expect(suitShapes.length).to.be.at.least(2);
      // No other suit's symbol.
      for (const other of SUITS.filter((s) => s !== suit)) {
        expect(paths(svg).some((p) => p.getAttribute('d') === SUIT_PATHS[other])).to.equal(false);
      }
    });

    it(`draws the ${name} from its own paths only: no image, no reference to anything outside`, async () => {
      const svg = svgOf(await figure(rank, suit));
      expect(svg.querySelectorAll('image, use, foreignObject, script, style, a, text, pattern').length).to.equal(0);
      for (const el of [svg, ...svg.querySelectorAll('*')]) {
        for (const attr of el.getAttributeNames()) {
          expect(['href', 'xlink:href', 'src'], `${el.tagName} ${attr}`).to.not.include(attr);
          expect(el.getAttribute(attr) ?? '', `${el.tagName} ${attr}`).to.not.match(/url\(|https?:|data:/);
        }
      }
    });
  }

  for (const width of [40, 48, 72, 104, 140]) {
    it(`keeps every shape inside the frame, and the frame inside the box, on a ${width} px card`, async () => {
      for (const [rank, suit] of ALL) {
        const box = await figure(rank, suit, width);
        const outer = box.getBoundingClientRect();
        const svg = svgOf(box);
        const frame = svg.querySelector('rect')!.getBoundingClientRect();
        // The 5 : 6 viewBox nearly fills the box a card gives it (68 % × 58 % of a 5 : 7 card).
        expect(frame.width).to.be.at.least(outer.width * 0.95);
        expect(frame.height).to.be.at.least(outer.height * 0.95);
        expect(frame.left).to.be.at.least(outer.left - 0.01);
        expect(frame.right).to.be.at.most(outer.right + 0.01);
        expect(frame.top).to.be.at.least(outer.top - 0.01);
        expect(frame.bottom).to.be.at.most(outer.bottom + 0.01);
        for (const p of paths(svg)) {
          const r = p.getBoundingClientRect();
          const what = `${NAMES[rank]} of ${suit}, path ${p.getAttribute('d')!.slice(0, 24)}`;
          expect(r.left, what).to.be.at.least(frame.left);
          expect(r.right, what).to.be.at.most(frame.right);
          expect(r.top, what).to.be.at.least(frame.top);
          expect(r.bottom, what).to.be.at.most(frame.bottom);
        }
      }
    });
  }

  it('takes its other colours from the documented custom properties', async () => {
    const box = await figure(13, 'H');
    const svg = svgOf(box);
    const fills = (): string[] => paths(svg).map((p) => getComputedStyle(p).fill);
    const defaults = fills();
    for (const [prop, value] of [
      ['--patience-court-gold', 'rgb(10, 20, 30)'],
      ['--patience-court-blue', 'rgb(11, 21, 31)'],
      ['--patience-court-skin', 'rgb(12, 22, 32)'],
      ['--patience-court-hair', 'rgb(13, 23, 33)'],
      ['--patience-court-line', 'rgb(14, 24, 34)'],
      ['--patience-card-face', 'rgb(15, 25, 35)'],
    ] as const) {
      expect(fills(), prop).to.not.include(value);
      box.style.setProperty(prop, value);
      expect(fills(), prop).to.include(value);
    }
    // The line colour outlines the shapes as well as filling the eyes.
    expect(getComputedStyle(topPaths(svg)[0]).stroke).to.equal('rgb(14, 24, 34)');
    // Without them, seven distinct paints: the suit colour and the defaults of the six properties.
    expect(new Set(defaults.filter((f) => f !== 'none')).size).to.equal(7);
  });

  it('needs no inline style attribute (a strict CSP draws it): every paint is a class', async () => {
    for (const [rank, suit] of ALL) {
      const svg = svgOf(await figure(rank, suit));
      expect(svg.querySelectorAll('[style]').length, `${NAMES[rank]} of ${suit}`).to.equal(0);
      for (const p of paths(svg)) expect(p.getAttribute('class') ?? '', p.getAttribute('d')!.slice(0, 20)).to.match(/^cf-[a-z]+$/);
    }
  });

  it('useCourtFigures() draws the figure on every J, Q and K of <playing-card> from 48 px, the letter panel before', async () => {
    const before = await fixture<PlayingCard>(html`<playing-card card="KH" style="--patience-card-width: 120px"></playing-card>`);
    expect(before.shadowRoot!.querySelector('.court')).to.not.equal(null);
    expect(before.shadowRoot!.querySelector('.figure')).to.equal(null);
    useCourtFigures();
    try {
      for (const code of ['JC', 'QD', 'KS']) {
        const card = await fixture<PlayingCard>(html`<playing-card card=${code} style="--patience-card-width: 120px"></playing-card>`);
        const figure = card.shadowRoot!.querySelector<HTMLElement>('.figure')!;
        expect(figure.querySelector('svg.court-figure'), code).to.not.equal(null);
        const box = figure.getBoundingClientRect();
        expect(box.width, code).to.be.within(120 * 0.66, 120 * 0.7);
        // Painted by the card's own stylesheet: the frame in the suit colour.
        expect(getComputedStyle(figure.querySelector('rect')!).stroke).to.equal(
          getComputedStyle(card.shadowRoot!.querySelector('.base')!).color,
        );
      }
      const small = await fixture<PlayingCard>(html`<playing-card card="KH" style="--patience-card-width: 40px"></playing-card>`);
      expect(getComputedStyle(small.shadowRoot!.querySelector('.figure')!).display).to.equal('none');
    } finally {
      setCourtRenderer(null);
    }
  });

  it('draws a different figure for the jack, the queen and the king', async () => {
    for (const suit of SUITS) {
      const shapes = await Promise.all(
        RANKS.map(async (rank) =>
          topPaths(svgOf(await figure(rank, suit)))
            .map((p) => p.getAttribute('d'))
            .join(),
        ),
      );
      expect(new Set(shapes).size, suit).to.equal(3);
    }
  });

  it('throws a RangeError naming a rank or suit it does not draw', () => {
    expect(() => courtFigure(10 as CourtRank, 'H')).to.throw(RangeError, /10/);
    expect(() => courtFigure(13, 'X' as CourtSuit)).to.throw(RangeError, /X/);
    expect(() => courtFigure(13, 'toString' as CourtSuit)).to.throw(RangeError, /toString/);
    expect(() => courtFigure('constructor' as unknown as CourtRank, 'S')).to.throw(RangeError, /constructor/);
  });

  it('is decorative: a card labelled in words around it passes axe', async () => {
    const card = await fixture(
      html`<div role="img" aria-label="king of hearts" style="width: 80px; height: 96px; color: #c8102e">${courtFigureSvg(13, 'H')}</div>`,
    );
    await expect(card).to.be.accessible();
    // Nothing inside is exposed on its own: no focusable element, no text.
    expect(card.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(card.textContent?.trim()).to.equal('');
  });
});
