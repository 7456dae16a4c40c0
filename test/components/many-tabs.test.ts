/**
 * Many tabs (issue #12): two pages of one origin share one localStorage, here two iframes of
 * test/fixtures/tab.html, each with its own `<patience-game>` on the same `persist` key. Real
 * `storage` events pass between them. No count of the record is ever lost, and a page whose saved
 * game another page replaced is told (`patience-error`, code `save-replaced`) and keeps its own game.
 */
import { expect } from '@open-wc/testing';
import type { PatienceGame, PatienceErrorDetail, VariantStats } from '../../src/index.js';
import { freshKey, sleep } from '../helpers/extra.js';
import { DEFAULT_VARIANT, otherVariant } from '../helpers/shapes.js';

/** A tab's game has no `variant` attribute unless a test gives one: it deals DEFAULT_VARIANT. */
const OTHER = otherVariant(DEFAULT_VARIANT);

interface Tab {
  frame: HTMLIFrameElement;
  win: Window & typeof globalThis;
  game: PatienceGame;
  errors: PatienceErrorDetail[];
}

const frames: HTMLIFrameElement[] = [];
const keys: string[] = [];
afterEach(() => {
  for (const f of frames.splice(0)) f.remove();
  for (const k of keys.splice(0)) for (const name of Object.keys(localStorage)) if (name.startsWith(`${k}:`)) localStorage.removeItem(name);
});

async function openTab(): Promise<Window & typeof globalThis> {
  const frame = document.createElement('iframe');
  frame.style.width = '640px';
  frame.style.height = '700px';
  const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
  frame.src = '/test/fixtures/tab.html';
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await win.customElements.whenDefined('patience-game');
  return win;
}

/** A game in a tab: `<patience-game persist=key …>` appended to the tab's page. */
async function gameIn(win: Window & typeof globalThis, persist: string, attrs: Record<string, string> = {}): Promise<Tab> {
  const game = win.document.createElement('patience-game') as PatienceGame;
  game.setAttribute('persist', persist);
  game.setAttribute('no-animation', '');
  for (const [name, value] of Object.entries(attrs)) game.setAttribute(name, value);
  const errors: PatienceErrorDetail[] = [];
  game.addEventListener('patience-error', (e) => errors.push((e as CustomEvent<PatienceErrorDetail>).detail));
  win.document.body.append(game);
  await game.updateComplete;
  return { frame: win.frameElement as HTMLIFrameElement, win, game, errors };
}

/** Waits (up to 5 s) until `ok()` holds: storage events reach the other pages in a later task. */
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 250 && !ok(); i++) await sleep(20);
  expect(ok(), what).to.equal(true);
}

const stored = (key: string): Record<string, VariantStats> => JSON.parse(localStorage.getItem(`${key}:stats`) ?? '{}');

describe('many tabs on one persist key', function () {
  this.timeout(60000);

  it('five games abandoned across two tabs are five played, in storage and in both tabs', async () => {
    const key = freshKey();
    keys.push(key);
    const a = await gameIn(await openTab(), key, { seed: '1' });
    const b = await gameIn(await openTab(), key, { seed: '2' });
    const tabs = [a, b, a, b, a];
    for (const [i, tab] of tabs.entries()) {
      tab.game.play(tab.game.legalMoves()[0]);
      tab.game.newGame({ seed: String(10 + i) }); // the game left counts as abandoned
      await tab.game.updateComplete;
    }
    expect(stored(key)[DEFAULT_VARIANT]).to.include({ played: 5, lost: 5 });
    await until(() => a.game.stats.played === 5 && b.game.stats.played === 5, 'both tabs show 5 played');
    expect(a.game.allStats[DEFAULT_VARIANT]).to.include({ played: 5, lost: 5, won: 0 });
  });

  it('a game resumed in a second tab and left in both counts once (its deal keeps one id in the save)', async () => {
    const key = freshKey();
    keys.push(key);
    const a = await gameIn(await openTab(), key, { seed: '1' });
    a.game.play(a.game.legalMoves()[0]);
    await a.game.updateComplete;
    const b = await gameIn(await openTab(), key); // resumes the saved game in progress
    expect(JSON.stringify(b.game.state)).to.equal(JSON.stringify(a.game.state));
    a.game.newGame({ seed: '10' }); // left: counted as abandoned
    await a.game.updateComplete;
    await until(() => b.game.stats.played === 1, 'the second tab learns of the count');
    b.game.newGame({ seed: '11' }); // the same game, left again: already counted
    await b.game.updateComplete;
    await sleep(200);
    expect(stored(key)[DEFAULT_VARIANT]).to.include({ played: 1, lost: 1 });
    expect([a.game.stats.played, b.game.stats.played]).to.deep.equal([1, 1]);
  });

  it('a tab whose saved game another tab replaced is told once, keeps its own game, and saves it again at its next move', async () => {
    const key = freshKey();
    keys.push(key);
    const a = await gameIn(await openTab(), key, { seed: '1' });
    a.game.play(a.game.legalMoves()[0]);
    const mine = JSON.stringify(a.game.state);
    // Another tab, the same key and variant, another deal: its save replaces a's.
    const b = await gameIn(await openTab(), key, { seed: '2' });
    b.game.play(b.game.legalMoves()[0]);
    b.game.play(b.game.legalMoves()[0]);
    await until(() => a.errors.length > 0, 'a is told');
    await sleep(100);
    expect(a.errors.map((e) => e.code)).to.deep.equal(['save-replaced']); // once, not once per save of b
    expect(a.errors[0].message).to.contain(key).and.to.contain('another page');
    expect(JSON.stringify(a.game.state)).to.equal(mine); // a's game goes on
    expect(b.errors).to.deep.equal([]);
    // a moves: its game is the saved one again, and b is told in turn.
    a.game.play(a.game.legalMoves()[0]);
    const aNow = JSON.stringify(a.game.state);
    await until(() => b.errors.length > 0, 'b is told');
    expect(b.errors.map((e) => e.code)).to.deep.equal(['save-replaced']);
    // A page loaded now resumes the game saved last: a's.
    const c = await gameIn(await openTab(), key);
    expect(JSON.stringify(c.game.state)).to.equal(aNow);
  });

  it('a tab that leaves its replaced game for another variant saves it first: coming back resumes its own game', async () => {
    const key = freshKey();
    keys.push(key);
    const a = await gameIn(await openTab(), key, { seed: '1' });
    a.game.play(a.game.legalMoves()[0]);
    const mine = JSON.stringify(a.game.state);
    const b = await gameIn(await openTab(), key, { seed: '2' });
    b.game.play(b.game.legalMoves()[0]);
    await until(() => a.errors.length > 0, 'a is told');
    a.game.variant = OTHER;
    await a.game.updateComplete;
    a.game.variant = DEFAULT_VARIANT;
    await a.game.updateComplete;
    expect(JSON.stringify(a.game.state)).to.equal(mine);
    await until(() => b.errors.length > 0, 'b is told in turn');
    expect(b.errors.map((e) => e.code)).to.deep.equal(['save-replaced']);
  });

  it('saves of another variant, or under another key, say nothing', async () => {
    const key = freshKey();
    keys.push(key, `${key}-other`);
    const a = await gameIn(await openTab(), key, { seed: '1' });
    a.game.play(a.game.legalMoves()[0]);
    const b = await gameIn(await openTab(), key, { variant: OTHER, seed: '2' });
    b.game.play(b.game.legalMoves()[0]);
    const c = await gameIn(await openTab(), `${key}-other`, { seed: '3' });
    c.game.play(c.game.legalMoves()[0]);
    await sleep(300);
    expect(a.errors).to.deep.equal([]);
  });
});

describe('two games on one page, one persist key (as two tabs)', function () {
  this.timeout(60000);

  it('games abandoned in either are all counted, and both show the count', async () => {
    const key = freshKey();
    keys.push(key);
    const page = await openTab();
    const a = await gameIn(page, key, { seed: '1' });
    const b = await gameIn(page, key, { seed: '2' });
    for (const [i, g] of [a, b, a].entries()) {
      g.game.play(g.game.legalMoves()[0]);
      g.game.newGame({ seed: String(10 + i) });
      await g.game.updateComplete;
    }
    expect(stored(key)[DEFAULT_VARIANT]).to.include({ played: 3, lost: 3 });
    await until(() => a.game.stats.played === 3 && b.game.stats.played === 3, 'both games show 3 played');
  });

  it('two games dealt in one task: the one whose fresh deal the other saved over hears of it after its own deal', async () => {
    const key = freshKey();
    keys.push(key);
    const page = await openTab();
    const heard: string[] = [];
    const games = ['1', '2'].map((seed, i) => {
      const game = page.document.createElement('patience-game') as PatienceGame;
      game.setAttribute('persist', key);
      game.setAttribute('seed', seed);
      for (const type of ['patience-deal', 'patience-error'])
        game.addEventListener(type, (e) =>
          heard.push(`${'ab'[i]}:${type}${type === 'patience-error' ? `:${(e as CustomEvent<PatienceErrorDetail>).detail.code}` : ''}`),
        );
      return game;
    });
    page.document.body.append(...games);
    await Promise.all(games.map((g) => g.updateComplete));
    await until(() => heard.some((h) => h.endsWith('save-replaced')), 'a is told');
    expect(heard.filter((h) => h.startsWith('a:'))).to.deep.equal(['a:patience-deal', 'a:patience-error:save-replaced']);
    expect(heard.filter((h) => h.startsWith('b:'))).to.deep.equal(['b:patience-deal']);
    expect(games[0].seed).to.equal('1'); // a keeps its own deal
  });

  it('a game whose save the other replaced is told once and keeps its own game', async () => {
    const key = freshKey();
    keys.push(key);
    const page = await openTab();
    const a = await gameIn(page, key, { seed: '1' });
    a.game.play(a.game.legalMoves()[0]);
    const mine = JSON.stringify(a.game.state);
    const b = await gameIn(page, key, { seed: '2' });
    b.game.play(b.game.legalMoves()[0]);
    b.game.play(b.game.legalMoves()[0]);
    await until(() => a.errors.length > 0, 'a is told');
    await sleep(100);
    expect(a.errors.map((e) => e.code)).to.deep.equal(['save-replaced']);
    expect(a.errors[0].message).to.contain(key).and.to.contain('game on this page');
    expect(JSON.stringify(a.game.state)).to.equal(mine);
    a.game.play(a.game.legalMoves()[0]);
    await until(() => b.errors.length > 0, 'b is told');
    expect(b.errors.map((e) => e.code)).to.deep.equal(['save-replaced']);
    // Removed from the page, a game hears nothing more.
    a.game.remove();
    b.game.play(b.game.legalMoves()[0]);
    await sleep(100);
    expect(a.errors).to.have.length(1);
  });
});
