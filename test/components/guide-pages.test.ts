/**
 * Guides on pages (issue #11): demo/guides.html plays every seed game's guide from markup alone with
 * the self-contained bundle (dist/patience-elements.bundled.min.js: `npm run build` first, as CI
 * does); the demo's "Copy as guide" gives markup that plays back the moves of the game above it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { variantIds, type PatienceGame } from '../../src/index.js';
import { centerOf, click, settle } from '../helpers/game-driver.js';

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

describe('guides on pages', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 1200 }));
  afterEach(async () => {
    for (const f of frames.splice(0)) f.remove();
    await resetMouse();
    for (const key of Object.keys(localStorage)) if (key.startsWith('patience-demo')) localStorage.removeItem(key);
  });

  it('demo/guides.html: every guide plays from markup alone with the self-contained bundle', async () => {
    const bundle = await fetch('/dist/patience-elements.bundled.min.js');
    expect(bundle.ok, 'dist/patience-elements.bundled.min.js is built (npm run build)').to.equal(true);
    const win = await load('/demo/guides.html');
    await win.customElements.whenDefined('patience-game');
    const games = [...win.document.querySelectorAll('patience-game')];
    expect(games.length).to.equal(3);
    for (const game of games) {
      const steps = game.querySelectorAll('patience-step').length;
      await until(() => progress(game) === 'Start', 'the guide loads');
      // Every step is playable: the guide counts them all.
      expect(game.shadowRoot!.querySelector('.guide-caption')!.textContent).to.contain(`${steps} steps`);
      game.shadowRoot!.querySelector<HTMLElement>('.guide-next')!.click();
      await until(() => progress(game) === `Step 1 of ${steps}`, 'Next shows step 1');
    }
  });

  it('the demo: "Copy as guide" gives the markup of the moves played, and that markup plays them back', async () => {
    const variant = variantIds[0];
    const win = await load(`/demo/index.html?variant=${variant}&seed=42`);
    await win.customElements.whenDefined('patience-game');
    const game = win.document.querySelector('patience-game') as PatienceGame;
    await game.updateComplete;
    for (let i = 0; i < 3; i++) expect(game.play(game.legalMoves()[0])).to.equal(true);
    await game.updateComplete;
    const played = JSON.stringify(game.state!.piles);
    const button = win.document.getElementById('copy-guide')!;
    button.scrollIntoView();
    const frame = frames[0].getBoundingClientRect();
    const [x, y] = centerOf(button);
    await click([Math.round(frame.left + x), Math.round(frame.top + y)]);
    const box = win.document.getElementById('guide-markup') as HTMLTextAreaElement;
    const status = win.document.getElementById('copy-status')!;
    // The box shows first; the status once the clipboard has answered (at once, or after a while under load).
    await until(() => !box.hidden && box.value !== '' && status.textContent !== '', 'the markup and the status are shown');
    expect(status.textContent).to.match(/Copied: 3 steps|copy the markup from the box/);
    expect(box.value.startsWith(`<patience-game variant="${variant}" seed="42" guide>`)).to.equal(true);
    expect(box.value.match(/<patience-step move=/g)).to.have.length(3);
    const markup = box.value;
    for (const f of frames.splice(0)) f.remove();
    // The markup, pasted into a page, is a guide whose last step is the game above.
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 700px"></div>`);
    wrapper.innerHTML = markup;
    const guide = wrapper.querySelector('patience-game') as PatienceGame;
    await until(() => progress(guide) === 'Start', 'the pasted guide loads');
    for (let k = 1; k <= 3; k++) {
      await click(centerOf(guide.shadowRoot!.querySelector('.guide-next')!));
      await settle(guide);
    }
    expect(progress(guide)).to.equal('Step 3 of 3');
    expect(JSON.stringify(guide.state!.piles)).to.equal(played);
  });
});
