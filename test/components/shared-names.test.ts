/**
 * A page where an element name the library uses is already taken: another library's `<playing-card>`,
 * or the self-contained bundle embedded twice (two widgets of one CMS page). The game still starts
 * and plays; nothing is thrown. Uses dist/patience-elements.bundled.min.js (`npm run build` first, as
 * `npm test` and CI do).
 */
import { expect } from '@open-wc/testing';
import type { PatienceGame } from '../../src/index.js';
import { HAND_GAME } from '../helpers/shapes.js';

const frames: HTMLIFrameElement[] = [];

/** A page of `head` then a game, in an iframe; resolves with its window once the game is defined (or 20 s). */
async function page(head: string): Promise<Window & typeof globalThis & { errors: string[] }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 700px; height: 700px; border: 0';
  frame.srcdoc = `<!doctype html><script>window.errors = []; addEventListener('error', (e) => errors.push(String(e.message)));</script>
    ${head}<patience-game variant="${HAND_GAME}" seed="7"></patience-game>`;
  frames.push(frame);
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis & { errors: string[] };
  await Promise.race([win.customElements.whenDefined('patience-game'), new Promise((r) => setTimeout(r, 20000))]);
  return win;
}

/** Whether the game in `win` shows its toolbar and its piles, and plays a move. */
async function plays(win: Window): Promise<string> {
  const game = win.document.querySelector('patience-game') as PatienceGame;
  if (!win.customElements.get('patience-game')) return 'patience-game not defined';
  await game.updateComplete;
  const shown = game.shadowRoot?.querySelectorAll('[part~="toolbar"], waste-pile').length ?? 0;
  game.play({ from: 'hand', to: 'waste-1' });
  await game.updateComplete;
  return `${shown > 1 ? 'shown' : 'not shown'}, ${game.state?.moves} move`;
}

describe('element names already taken on the page', function () {
  this.timeout(60000);
  afterEach(() => {
    for (const f of frames.splice(0)) f.remove();
  });

  it("another library's <playing-card>: the game starts and plays, nothing is thrown", async () => {
    const win = await page(`<script>customElements.define('playing-card', class extends HTMLElement {});</script>
      <script type="module" src="/dist/patience-elements.bundled.min.js"></script>`);
    expect(await plays(win)).to.equal('shown, 1 move');
    expect(win.errors.join('; ')).to.equal('');
  });

  it('the bundled file embedded twice: the first copy plays, the second throws nothing', async () => {
    const win = await page(`<script type="module" src="/dist/patience-elements.bundled.min.js?copy=1"></script>
      <script type="module" src="/dist/patience-elements.bundled.min.js?copy=2"></script>`);
    expect(await plays(win)).to.equal('shown, 1 move');
    expect(win.errors.join('; ')).to.equal('');
  });
});
