/**
 * The demo page (demo/index.html) honours `?variant=…&seed=…`, opens the default game without a query,
 * and opens its one hard game with suit-locked foundations (LOCKING_GAME, test/helpers/shapes.ts) on
 * deal 3 when no seed is given. The page is loaded in an iframe from the test server (which serves the
 * repository root and compiles the TypeScript the page imports).
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';
import { variantIds, variants } from '../../src/variants/index.js';
import { DEFAULT_VARIANT, HAND_GAME, LOCKING_GAME, TABLEAU_GAME, nameOf, otherVariant, pileOf } from '../helpers/shapes.js';

/** The demo saves under this key (persist="patience-demo"). */
const DEMO_KEY = 'patience-demo';

function clearDemoStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(DEMO_KEY)) localStorage.removeItem(key);
}

const frames: HTMLIFrameElement[] = [];

/** Loads the demo page with `query` and returns its game once dealt and rendered. */
/** Clicks the middle of `el` (inside the demo's frame) with the real mouse. */
async function clickInFrame(el: Element): Promise<void> {
  const frameElement = el.ownerDocument.defaultView!.frameElement!;
  frameElement.scrollIntoView({ block: 'start' });
  el.scrollIntoView({ block: 'center' });
  const frame = frameElement.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(frame.left + r.left + r.width / 2), Math.round(frame.top + r.top + r.height / 2)],
  });
}

async function loadDemo(query: string, width = 900): Promise<PatienceGame> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.border = '0';
  frame.style.height = '900px';
  frames.push(frame);
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.src = `/demo/index.html${query}`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await win.customElements.whenDefined('patience-game');
  const game = win.document.querySelector('patience-game') as PatienceGame | null;
  expect(game, 'the demo shows a <patience-game>').to.not.equal(null);
  await game!.updateComplete;
  return game!;
}

describe('demo page', function () {
  this.timeout(60000);
  beforeEach(clearDemoStorage);
  afterEach(() => {
    for (const f of frames.splice(0)) f.remove();
    clearDemoStorage();
  });

  it('on a 260 px screen the games fit: no sideways scrolling', async () => {
    const game = await loadDemo('?seed=5', 260);
    const doc = game.ownerDocument;
    expect(doc.documentElement.clientWidth).to.equal(260);
    expect(doc.documentElement.scrollWidth, 'the page is no wider than the screen').to.equal(260);
    for (const g of doc.querySelectorAll('patience-game')) expect(Math.round(g.getBoundingClientRect().right)).to.be.at.most(260);
  });

  it("the game picker offers every game of the registry, in the registry's order", async () => {
    const game = await loadDemo('');
    const select = game.ownerDocument.getElementById('variant-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value).join(' ')).to.equal(variantIds.join(' '));
  });

  it(`?variant=${TABLEAU_GAME}&seed=123 deals that game's deal 123`, async () => {
    expect(TABLEAU_GAME, 'a game other than the default').to.not.equal(DEFAULT_VARIANT);
    const game = await loadDemo(`?variant=${TABLEAU_GAME}&seed=123`);
    expect(game.state!.variant).to.equal(TABLEAU_GAME);
    expect(game.state!.seed).to.equal('123');
    expect(game.getAttribute('variant')).to.equal(TABLEAU_GAME);
    // Its tableau piles on screen: the page shows the game it says.
    const tableau = pileOf(variants[TABLEAU_GAME], 'tableau')!.count;
    expect(tableau).to.be.greaterThan(0);
    expect(game.shadowRoot!.querySelectorAll('tableau-pile')).to.have.length(tableau);
  });

  it(`?variant=${LOCKING_GAME} without a seed opens on deal 3`, async () => {
    const game = await loadDemo(`?variant=${LOCKING_GAME}`);
    expect(game.state!.variant).to.equal(LOCKING_GAME);
    expect(game.state!.seed).to.equal('3');
    expect(game.state!.moves).to.equal(0);
  });

  it(`without a query: the default game (${DEFAULT_VARIANT}), a random deal`, async () => {
    const game = await loadDemo('');
    expect(game.state!.variant).to.equal(DEFAULT_VARIANT);
    expect(game.state!.seed).to.be.a('string').and.match(/^\d+$/);
  });

  it('?theme=dark&lang=fr&four-colour=1: the showcase applies the look and the language; its pickers switch them live', async () => {
    const game = await loadDemo(`?variant=${TABLEAU_GAME}&seed=5&theme=dark&lang=fr&four-colour=1`);
    const doc = game.ownerDocument;
    const toolbar = () => game.shadowRoot!.querySelector('.toolbar')!.textContent!;
    const deadline = Date.now() + 5000;
    while (!toolbar().includes('Nouvelle partie') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(toolbar()).to.contain('Nouvelle partie');
    expect(game.theme).to.equal('dark');
    expect(game.fourColour).to.equal(true);
    const lang = doc.getElementById('lang-select') as HTMLSelectElement;
    lang.value = 'de';
    lang.dispatchEvent(new Event('change'));
    while (!toolbar().includes('Neues Spiel') && Date.now() < deadline + 5000) await new Promise((r) => setTimeout(r, 20));
    expect(toolbar()).to.contain('Neues Spiel');
    const theme = doc.getElementById('theme-select') as HTMLSelectElement;
    theme.value = 'contrast';
    theme.dispatchEvent(new Event('change'));
    expect(game.theme).to.equal('contrast');
  });

  it('logs every event the host receives, and shows the record of every game played', async () => {
    const game = await loadDemo(`?variant=${HAND_GAME}&seed=7`);
    const doc = game.ownerDocument;
    game.play(game.legalMoves()[0]);
    await game.updateComplete;
    expect(doc.getElementById('log')!.textContent).to.contain('patience-before-move');
    expect(doc.getElementById('log')!.textContent).to.contain('patience-move');
    game.newGame({ seed: '8' });
    await game.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    expect(doc.getElementById('stats')!.textContent).to.contain(nameOf(HAND_GAME));
  });

  it('Deal during a game under way asks first, in the game, as its New game button does; the deal and the address follow the answer', async () => {
    const game = await loadDemo(`?variant=${HAND_GAME}&seed=7`);
    const doc = game.ownerDocument;
    expect(game.play(game.legalMoves().find((m) => m.to.startsWith('waste'))!)).to.equal(true);
    const moves = game.state!.moves;
    const record = { ...game.stats };
    (doc.getElementById('seed-input') as HTMLInputElement).value = '8';
    const deal = doc.querySelector<HTMLButtonElement>('form.controls button[type="submit"]')!;
    const question = (): HTMLElement | null => game.shadowRoot!.querySelector('.confirm');
    // No: the game under way stays, uncounted.
    await clickInFrame(deal);
    await game.updateComplete;
    expect(question() !== null, 'the question shows').to.equal(true);
    expect(game.state!.seed).to.equal('7');
    await clickInFrame(question()!.querySelector('.no')!);
    await game.updateComplete;
    expect(question() === null, 'no question').to.equal(true);
    expect(game.state!.seed).to.equal('7');
    expect(game.state!.moves).to.equal(moves);
    expect(game.stats.played).to.equal(record.played);
    // Yes: deal 8, the game left counts as lost, the address says deal 8.
    await clickInFrame(deal);
    await game.updateComplete;
    await clickInFrame(question()!.querySelector('.yes')!);
    await game.updateComplete;
    expect(game.state!.seed).to.equal('8');
    expect(
      game.history.filter((m) => !m.auto),
      'a fresh deal',
    ).to.have.length(0);
    expect(game.stats).to.include({ played: record.played + 1, lost: record.lost + 1 });
    expect(new URL(doc.defaultView!.location.href).searchParams.get('seed')).to.equal('8');
    // With nothing under way (no move made), Deal deals at once.
    (doc.getElementById('seed-input') as HTMLInputElement).value = '9';
    await clickInFrame(deal);
    await game.updateComplete;
    expect(question() === null, 'no question').to.equal(true);
    expect(game.state!.seed).to.equal('9');
  });

  it('switching game: no deal number carries over from the address; a refused deal number leaves the picker on the game shown', async () => {
    const other = otherVariant(HAND_GAME);
    const game = await loadDemo(`?variant=${HAND_GAME}&seed=7`);
    const doc = game.ownerDocument;
    const select = doc.getElementById('variant-select') as HTMLSelectElement;
    const box = doc.getElementById('seed-input') as HTMLInputElement;
    const deal = doc.querySelector<HTMLButtonElement>('form.controls button[type="submit"]')!;
    box.value = '';
    select.value = other;
    await clickInFrame(deal);
    await game.updateComplete;
    expect(game.state!.variant).to.equal(other);
    expect(game.state!.seed, 'not deal 7 of the other game').to.not.equal('7');
    // The address names the deal on the table.
    expect(new URL(doc.defaultView!.location.href).searchParams.get('seed')).to.equal(game.state!.seed);
    // A deal number the game refuses: the game and the picker stay as they were.
    box.value = 'x'.repeat(400);
    select.value = HAND_GAME;
    await clickInFrame(deal);
    await game.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    expect(game.state!.variant).to.equal(other);
    expect(select.value).to.equal(other);
  });

  it("the page's theme and four-colour controls follow the game's own settings", async () => {
    const game = await loadDemo('?seed=5');
    const doc = game.ownerDocument;
    const theme = doc.getElementById('theme-select') as HTMLSelectElement;
    const four = doc.getElementById('four-colour') as HTMLInputElement;
    expect(theme.value).to.equal('classic');
    await clickInFrame(game.shadowRoot!.querySelector('button.icon.settings')!);
    await game.updateComplete;
    const radio = () => game.shadowRoot!.querySelector<HTMLInputElement>('input[name="theme"][value="dark"]');
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 50 && !radio(); i++) await new Promise((r) => setTimeout(r, 50));
    await clickInFrame(radio()!);
    await new Promise((r) => setTimeout(r, 50));
    expect(game.theme, 'the game took the dark theme').to.equal('dark');
    expect(theme.value, "the page's theme control").to.equal('dark');
    await clickInFrame(game.shadowRoot!.querySelector('input[name="four-colour"]')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(game.fourColour).to.equal(true);
    expect(four.checked, "the page's four-colour control").to.equal(true);
  });
});
