/**
 * One guide per seed game, written from its strategy points (the seed pages; docs/rules.md), each
 * position picked with the engine (`.scratch`-style search over seeds, then every step checked
 * legal by test/components/guide.test.ts and test/node/guide.node.test.ts). Used by the guide
 * stories, the demo page and the tests.
 */
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';

export interface GuideExample {
  /** The strategy point the guide shows. */
  readonly title: string;
  readonly seed: string;
  /** Moves already played before the first step (a move list). */
  readonly start?: string;
  /** [move, caption (HTML)] */
  readonly steps: readonly (readonly [string, string])[];
}

export const guides: Readonly<Record<string, GuideExample>> = {
  'sir-tommy': {
    title: 'Place a king too early and it may bury cards you need: keep a sacrifice pile',
    seed: '1200',
    steps: [
      [
        'hand waste-4',
        'The first card is the <b>K♠</b>, and no foundation will want a king for a long time. Make waste pile 4 the <em>sacrifice pile</em> for high cards.',
      ],
      [
        'hand waste-1',
        'A <b>3♣</b> starts pile 1: low cards go where nothing high will cover them. (The A♦ that comes next goes up by itself.)',
      ],
      ['hand waste-4', 'Another king, <b>K♣</b>: onto the sacrifice pile. On top of a king it buries nothing.'],
      ['hand waste-4', 'The <b>Q♠</b> joins them. Piles 1 to 3 stay free for the low and middle ranks.'],
      ['hand waste-2', 'A middle card, <b>7♦</b>, starts its own pile rather than covering the 3♣. (A♣ and A♥ go up.)'],
      ['hand waste-1', '<b>2♦</b> on the 3♣: lower on higher, so the cards will come off in the order the foundations want them.'],
      ['hand waste-3', '<b>8♦</b> goes to the last free pile; the A♠ arrives, and the 2♦ goes up from pile 1 by itself…'],
      ['waste-1 foundation-1', '…and the 3♣ follows it. Pile 1 is empty again: that is what spreading low cards out buys.'],
    ],
  },
  'lady-betty': {
    title: 'Suit-locking and base rank planning',
    seed: '5',
    steps: [
      [
        'hand waste-1',
        'The <b>4♦</b> could start the base-4 foundation and lock it to diamonds. But the next cards are 3♦ and 2♦: on a diamond foundation begun at 4 they would wait for the wrap past the king. Hold it on waste pile 1.',
      ],
      ['hand waste-1', '<b>3♦</b> on top of the 4♦: lower on higher, so both will come off in the order a foundation needs them.'],
      [
        'hand foundation-1',
        'Now <b>2♦</b> locks the base-2 foundation to diamonds, and the 3♦ and 4♦ follow from the waste pile by themselves: three cards home, the pile empty again.',
      ],
      [
        'hand waste-2',
        'No foundation takes the <b>6♥</b> yet. It gets a pile of its own: six waste piles leave room to keep the suits apart.',
      ],
      ['hand waste-3', 'The <b>9♠</b> too: different suits on different piles, each pile a chain you can unwind later.'],
    ],
  },
  'lady-cadogan': {
    title: 'Dig into the tallest pile, and build runs in one suit',
    seed: '1',
    steps: [
      [
        'tableau-10 tableau-2',
        'Pile 10 hides eight cards, more than any other: work on it first. The <b>4♠</b> goes on the 5♦ and turns up the 7♣.',
      ],
      ['tableau-10 tableau-3', 'The <b>7♣</b> on the 8♥ (any suit builds down) turns up the 3♥.'],
      ['tableau-10 tableau-2', 'The <b>3♥</b> on the 4♠ turns up the 5♠.'],
      ['tableau-10 tableau-5', 'The <b>5♠</b> on the 6♠: a run in one suit, which will move as one unit. It turns up the 6♣.'],
      ['tableau-10 tableau-3', 'The <b>6♣</b> on the 7♣, in suit again, turns up the A♠, which goes up by itself; then the 8♣ shows.'],
      [
        '7C 6C tableau-3 tableau-10',
        'Because 7♣ 6♣ are in one suit they move together onto the <b>8♣</b>, uncovering the 8♥. Runs of mixed suits could not.',
      ],
    ],
  },
};

/** A guide as markup: `<patience-game guide>` with its steps (for stories and pages). */
export function guideMarkup(variant: string, g: GuideExample, attrs: { width?: number; bundled?: boolean } = {}): TemplateResult {
  return html`<patience-game
    variant=${variant}
    seed=${g.seed}
    start=${g.start ?? ''}
    guide
    no-stats
    hide-timer
    style="display:block;max-width:${attrs.width ?? 720}px"
    >${g.steps.map(([move, caption]) => html`<patience-step move=${move}>${unsafeHTML(caption)}</patience-step>`)}</patience-game
  >`;
}
