/**
 * Guides on pages (issue #11): demo/guides.html plays every seed game's guide from markup alone with
 * the self-contained bundle (dist/patience-elements.bundled.min.js: `npm run build` first, as CI
 * does), each stepped to its end and back by real clicks; the demo's "Copy as guide" puts markup on
 * the real clipboard (its permission granted through the `clipboard-permission` command of
 * web-test-runner.config.mjs) that plays back the moves of the game above it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { variantIds, type PatienceGame } from '../../src/index.js';
import { cardCode } from '../../src/engine/cards.js';
import { newGame } from '../../src/engine/game.js';
import { planGuide } from '../../src/engine/guide.js';
import { layoutOf } from '../../src/engine/layout.js';
import { getVariant } from '../../src/variants/index.js';
import { cardPoint, centerOf, click, settle, targetPoint, type Point } from '../helpers/game-driver.js';

const frames: HTMLIFrameElement[] = [];

async function load(url: string): Promise<Window & typeof globalThis> {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '1000px';
  frame.style.border = '0';
  frames.push(frame);
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.src = url;
  document.body.prepend(frame);
  await loaded;
  return frame.contentWindow as Window & typeof globalThis;
}

async function until(ok: () => boolean, what: string, ms = 30000): Promise<void> {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const progress = (el: Element): string => el.shadowRoot?.querySelector('.guide-progress')?.textContent?.trim() ?? '';
const words = (s: string): string => s.replace(/\s+/g, ' ').trim();
/** The caption shown: the text of the steps not hidden. */
const shownCaption = (el: Element): string =>
  [...el.querySelectorAll('patience-step')]
    .filter((s) => !(s as HTMLElement).hidden)
    .map((s) => words(s.textContent!))
    .join('|');
/** What the guide's live region says (a screen reader announces it). */
const announced = (el: Element): string => words(el.shadowRoot!.querySelector('.guide [role="status"][aria-live]')!.textContent!);

/** A real click at point `p` of the page in `frame` (its own coordinates). */
async function clickInFrame(frame: HTMLIFrameElement, [x, y]: Point): Promise<void> {
  const r = frame.getBoundingClientRect();
  await click([Math.round(r.left + x), Math.round(r.top + y)]);
}

/** A real click on a control inside `frame`, scrolled into view first, as a reader would. */
async function press(frame: HTMLIFrameElement, control: HTMLElement): Promise<void> {
  control.scrollIntoView({ block: 'center' });
  await clickInFrame(frame, centerOf(control));
}

/** The engine's table for each step of a guide written as markup (index 0: its start), as `state.piles` shows it. */
function engineTables(game: Element): string[] {
  const v = getVariant(game.getAttribute('variant')!);
  const seed = game.getAttribute('seed')!;
  const moves = [...game.querySelectorAll('patience-step')].map((s) => s.getAttribute('move')!);
  const plan = planGuide(v, { seed, deck: newGame(v, { seed }).deck, autoPlay: true, start: game.getAttribute('start') }, moves);
  expect(plan.problem, 'every step of the page is legal').to.equal(null);
  const layout = layoutOf(v);
  return Array.from({ length: moves.length + 1 }, (_, k) => {
    const s = plan.game.states[plan.base.cursor + k];
    return JSON.stringify(
      Object.fromEntries(layout.ids.map((id, i) => [id, { cards: s.piles[i].map(cardCode), faceDown: s.faceDown[i] }])),
    );
  });
}

describe('guides on pages', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 1200 }));
  afterEach(async () => {
    for (const f of frames.splice(0)) f.remove();
    await resetMouse();
    for (const key of Object.keys(localStorage)) if (key.startsWith('patience-demo')) localStorage.removeItem(key);
  });

  it('demo/guides.html: every guide steps to its end and back with the self-contained bundle, by real clicks', async () => {
    const bundle = await fetch('/dist/patience-elements.bundled.min.js');
    expect(bundle.ok, 'dist/patience-elements.bundled.min.js is built (npm run build)').to.equal(true);
    const win = await load('/demo/guides.html');
    const frame = frames[0];
    await win.customElements.whenDefined('patience-game');
    const games = [...win.document.querySelectorAll('patience-game')] as PatienceGame[];
    expect(games.length).to.equal(3);
    for (const game of games) {
      const name = `${game.getAttribute('variant')} guide`;
      const steps = [...game.querySelectorAll('patience-step')];
      const total = steps.length;
      const captions = steps.map((s) => words(s.textContent!));
      const tables = engineTables(game);
      await until(() => progress(game) === 'Start', `the ${name} loads`);
      // Every step is playable: the guide counts them all.
      expect(game.shadowRoot!.querySelector('.guide-caption')!.textContent).to.contain(`${total} steps`);
      expect(JSON.stringify(game.state!.piles), `${name}: the start`).to.equal(tables[0]);
      const next = () => game.shadowRoot!.querySelector<HTMLElement>('.guide-next')!;
      const prev = () => game.shadowRoot!.querySelector<HTMLElement>('.guide-prev')!;
      const check = async (k: number, how: string): Promise<void> => {
        const want = k === 0 ? 'Start' : `Step ${k} of ${total}`;
        await until(() => progress(game) === want, `${name}: ${how} shows ${want}`);
        await game.updateComplete;
        expect(JSON.stringify(game.state!.piles), `${name}: the table at ${want} (${how})`).to.equal(tables[k]);
        if (k === 0) {
          expect(shownCaption(game), `${name}: no step's caption at the start`).to.equal('');
          expect(announced(game)).to.contain(`${total} steps`);
        } else {
          expect(shownCaption(game), `${name}: the caption of step ${k} (${how})`).to.equal(captions[k - 1]);
          expect(announced(game), `${name}: step ${k} announced (${how})`).to.contain(`${want}: ${captions[k - 1]}`);
        }
      };
      for (let k = 1; k <= total; k++) {
        await press(frame, next());
        await check(k, 'Next');
      }
      expect(next().getAttribute('aria-disabled'), `${name}: Next is off at the end`).to.equal('true');
      for (let k = total - 1; k >= 0; k--) {
        await press(frame, prev());
        await check(k, 'Previous');
      }
      expect(prev().getAttribute('aria-disabled'), `${name}: Previous is off at the start`).to.equal('true');
    }
    // All of it came from the bundle and the chunks it loads (the guide's own among them), none from src/.
    const loaded = win.performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    expect(loaded).to.include('/dist/patience-elements.bundled.min.js');
    expect(loaded.some((p) => p.startsWith('/dist/bundled/guide-mode-'))).to.equal(true);
    expect(loaded.filter((p) => p.startsWith('/src/'))).to.deep.equal([]);
  });

  /**
   * The demo with three moves played by real clicks, then "Copy as guide" clicked: the markup box,
   * the status and the table after each move (to check the markup plays them back). With `before`,
   * that text is put on the clipboard first (by the demo's page, focused by the clicks), so that what
   * is read afterwards is what the button put there.
   */
  async function copyAsGuide(
    variant: string,
    before?: string,
  ): Promise<{ win: Window & typeof globalThis; markup: string; status: string; tables: string[] }> {
    const win = await load(`/demo/index.html?variant=${variant}&seed=42`);
    const frame = frames[0];
    await win.customElements.whenDefined('patience-game');
    const game = win.document.querySelector('patience-game') as PatienceGame;
    await game.updateComplete;
    const tables: string[] = [];
    for (let i = 0; i < 3; i++) {
      const move = game.legalMoves().find((m) => !m.count || m.count === 1)!;
      await settle(game);
      await clickInFrame(frame, cardPoint(game, move.from));
      await settle(game);
      await clickInFrame(frame, targetPoint(game, move.to));
      await settle(game);
      expect(game.history.filter((m) => !m.auto).length, `move ${i + 1} (${move.from} to ${move.to}) played by clicks`).to.equal(i + 1);
      tables.push(JSON.stringify(game.state!.piles));
    }
    if (before !== undefined) {
      await win.navigator.clipboard.writeText(before);
      expect(await win.navigator.clipboard.readText()).to.equal(before);
    }
    await press(frame, win.document.getElementById('copy-guide')!);
    const box = win.document.getElementById('guide-markup') as HTMLTextAreaElement;
    const status = win.document.getElementById('copy-status')!;
    // The box shows first; the status once the clipboard has answered (at once, or after a while under load).
    await until(() => !box.hidden && box.value !== '' && status.textContent !== '', 'the markup and the status are shown');
    return { win, markup: box.value, status: status.textContent!, tables };
  }

  /** The markup, pasted into a page, is a guide of three steps; each Next shows the table after that move. */
  async function playsBack(markup: string, tables: string[]): Promise<void> {
    for (const f of frames.splice(0)) f.remove();
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 700px"></div>`);
    wrapper.innerHTML = markup;
    const guide = wrapper.querySelector('patience-game') as PatienceGame;
    await until(() => progress(guide) === 'Start', 'the pasted guide loads');
    for (let k = 1; k <= 3; k++) {
      await click(centerOf(guide.shadowRoot!.querySelector('.guide-next')!));
      await settle(guide);
      expect(progress(guide)).to.equal(`Step ${k} of 3`);
      expect(JSON.stringify(guide.state!.piles), `the pasted guide's step ${k} is move ${k}`).to.equal(tables[k - 1]);
    }
  }

  it('the demo: "Copy as guide" puts the markup of the moves played on the clipboard, and pasted, it plays them back', async () => {
    await executeServerCommand('clipboard-permission', { state: 'allow' });
    try {
      const variant = variantIds[0];
      const { win, markup, status, tables } = await copyAsGuide(variant, 'not the guide');
      expect(status).to.equal('Copied: 3 steps.');
      const copied = await win.navigator.clipboard.readText();
      // The moves played, written out by hand: the guide markup, one step per move, each with a caption to edit.
      const game = win.document.querySelector('patience-game') as PatienceGame;
      const played = game.history.filter((m) => !m.auto);
      expect(played.every((m) => m.cards.length === 1)).to.equal(true);
      const steps = played.map(
        (m, i) => `  <patience-step move="${m.from} ${m.to}">Step ${i + 1}: ${m.cards[0]} to ${m.to}.</patience-step>\n`,
      );
      expect(copied).to.equal(`<patience-game variant="${variant}" seed="42" guide>\n${steps.join('')}</patience-game>\n`);
      expect(markup, 'the box shows the same markup').to.equal(copied);
      await playsBack(copied, tables);
    } finally {
      await executeServerCommand('clipboard-permission', { state: 'reset' });
    }
  });

  it('the demo: where the clipboard is refused, "Copy as guide" says so and leaves the markup selected in the box', async () => {
    await executeServerCommand('clipboard-permission', { state: 'deny' });
    try {
      const variant = variantIds[0];
      const { win, markup, status, tables } = await copyAsGuide(variant);
      expect(status).to.equal('The clipboard is not available here: copy the markup from the box below.');
      const box = win.document.getElementById('guide-markup') as HTMLTextAreaElement;
      expect(win.document.activeElement?.id).to.equal('guide-markup');
      expect(box.value.slice(box.selectionStart, box.selectionEnd), 'the markup is selected, ready to copy').to.equal(markup);
      expect(markup.startsWith(`<patience-game variant="${variant}" seed="42" guide>`)).to.equal(true);
      expect(markup.match(/<patience-step move=/g)).to.have.length(3);
      await playsBack(markup, tables);
    } finally {
      await executeServerCommand('clipboard-permission', { state: 'reset' });
    }
  });
});
