/**
 * A card's pips are the suit's symbol placed by arithmetic on its path data (card-face.ts: no
 * `transform` per pip), and a pile's cards draw all their pips as one `<path>` (every element of a card
 * is styled when it is drawn: a ten had ten pip paths); a `<playing-card>` keeps a path per pip.
 * For every rank with pips and every suit: each pip is the suit's symbol (`SUIT_PATHS`) scaled and, in
 * the lower half, turned by the browser's own SVG transform, point for point; and the one path covers
 * exactly the points the separate pips cover (but within 0.25 % of the card's width of an edge: the
 * placed numbers are rounded to 0.001).
 */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { cardContents } from '../../src/components/playing-card/card-face.js';
import { SUIT_PATHS } from '../../src/components/playing-card/suits.js';
import { parseCard, type Suit } from '../../src/engine/cards.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The pip paths of a face drawn by `cardContents`, in a fresh container. */
function pipPaths(code: string, layout: 'normal' | undefined): SVGPathElement[] {
  const box = document.createElement('div');
  document.body.append(box);
  render(html`${cardContents(parseCard(code), false, layout)}`, box);
  return [...box.querySelectorAll<SVGPathElement>('.pips path')];
}

/** Whether the point (x, y) of the card's 100 × 140 box is inside `path` (given in its own transform). */
function inside(path: SVGPathElement, x: number, y: number): boolean {
  const m = path.transform.baseVal.consolidate()?.matrix ?? new DOMMatrix();
  return path.isPointInFill(new DOMPoint(x, y).matrixTransform(DOMMatrix.fromMatrix(m).inverse()));
}

/**
 * The suit's symbol, drawn with an SVG transform onto the box of `pip`: scaled to its width, turned half
 * round when it lies in the card's lower half.
 */
function reference(pip: SVGPathElement, suit: Suit): SVGPathElement {
  const ref = document.createElementNS(SVG, 'path');
  ref.setAttribute('d', SUIT_PATHS[suit]);
  pip.ownerSVGElement!.append(ref);
  const s = ref.getBBox();
  const p = pip.getBBox();
  const k = p.width / s.width;
  // Below the middle row (70 of 140; an ace's one pip is there, upright): the lower pips start at 81.
  const down = p.y + p.height / 2 > 76;
  ref.setAttribute(
    'transform',
    down
      ? `translate(${p.x + p.width} ${p.y + p.height}) rotate(180) scale(${k}) translate(${-s.x} ${-s.y})`
      : `translate(${p.x} ${p.y}) scale(${k}) translate(${-s.x} ${-s.y})`,
  );
  return ref;
}

describe('pips', () => {
  afterEach(() => {
    for (const el of document.body.querySelectorAll('div')) el.remove();
  });

  for (const suit of ['C', 'D', 'H', 'S'] as const) {
    it(`each pip is the ${suit} symbol scaled (and turned below the middle); a pile's one path covers exactly the separate pips, A to 10`, () => {
      const differ: string[] = [];
      for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T']) {
        const code = `${rank}${suit}`;
        const separate = pipPaths(code, undefined);
        const refs = separate.map((p) => reference(p, suit));
        const one = pipPaths(code, 'normal');
        expect(separate.length, code).to.equal(rank === 'A' ? 1 : rank === 'T' ? 10 : Number(rank));
        expect(one.length, code).to.equal(1);
        let inOne = 0;
        for (let y = 0.3; y < 140; y += 2)
          for (let x = 0.3; x < 100; x += 2) {
            const a = separate.some((p) => inside(p, x, y));
            const r = refs.some((p) => inside(p, x, y));
            const b = inside(one[0], x, y);
            if (b) inOne++;
            if (a === b && a === r) continue;
            const near = (dx: number, dy: number): boolean => refs.some((p) => inside(p, x + dx, y + dy)) !== r;
            if (!(near(-0.25, 0) || near(0.25, 0) || near(0, -0.25) || near(0, 0.25)))
              differ.push(`${code} at ${x} ${y}: pips ${a}, one path ${b}, the symbol ${r}`);
          }
        expect(inOne, `${code}: points inside its pips`).to.be.greaterThan(30);
      }
      expect(`${differ.length} points differ: ${differ.slice(0, 8).join('; ')}`).to.equal('0 points differ: ');
    });
  }
});
