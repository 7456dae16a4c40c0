/**
 * The player's record and settings in the element: reachable from the toolbar by mouse, keyboard and
 * screen reader (focus goes in, Escape closes, focus comes back), loaded on first use, styled through
 * parts, left out by attribute, and the settings kept with `persist`.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { SELF_WINNING_DECK, freshKey, mountGame } from '../helpers/extra.js';
import { centerOf, click, settle } from '../helpers/game-driver.js';
import { HAND_GAME, nameOf } from '../helpers/shapes.js';

const root = (el: PatienceGame) => el.shadowRoot!;
const q = <T extends HTMLElement = HTMLElement>(el: PatienceGame, selector: string) => root(el).querySelector<T>(selector);
const active = (el: PatienceGame) => {
  const a = root(el).activeElement as HTMLElement | null;
  return a ? `${a.localName}${a.className ? '.' + a.className.trim().split(/\s+/).join('.') : ''}` : 'none';
};

async function until(probe: () => unknown, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const extrasFetched = () => performance.getEntriesByType('resource').some((e) => /patience-game\/extras\./.test(e.name));

describe('the Statistics and Settings panels', () => {
  before(() => setViewport({ width: 1000, height: 1000 }));
  afterEach(() => resetMouse());

  it('are loaded on first use only (a dynamic import): nothing before the first opening', async () => {
    const el = await mountGame({ seed: '2' });
    expect(q(el, '.toolbar .stats')).to.not.equal(null);
    expect(q(el, '#panel-stats')).to.equal(null);
    // This file runs in a page of its own and this test first: the table alone does not fetch them.
    expect(extrasFetched()).to.equal(false);
    await click(centerOf(q(el, '.toolbar .stats')!));
    await until(() => q(el, '#panel-stats'), 'the record');
    expect(extrasFetched()).to.equal(true);
  });

  it('Statistics by mouse: the record of this variant and every variant played; focus in, Escape closes, focus back', async () => {
    const key = freshKey();
    // The game SELF_WINNING_DECK is built for.
    const el = await mountGame({ variant: HAND_GAME, persist: key });
    // Win one (the deal in rank order plays itself), then abandon one.
    el.newGame({ deck: SELF_WINNING_DECK });
    await settle(el);
    el.newGame({ seed: '9' });
    el.play({ from: 'hand', to: 'waste-1' });
    el.newGame({ seed: '10' });
    await settle(el);
    const button = q<HTMLButtonElement>(el, '.toolbar .stats')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await click(centerOf(button));
    await until(() => q(el, '#panel-stats'), 'the record');
    await settle(el);
    const panel = q(el, '#panel-stats')!;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(active(el)).to.equal('h2');
    const cells = Object.fromEntries(
      [...panel.querySelectorAll('.record div')].map((d) => [
        d.querySelector('dt')!.textContent!.trim(),
        d.querySelector('dd')!.textContent!.trim(),
      ]),
    );
    expect(cells).to.deep.include({ Played: '2', Won: '1', 'Win rate': '50 %', 'Current streak': '0', 'Best streak': '1' });
    // The deal played itself: its automatic moves are part of the deal (docs/rules.md), so the win took none.
    expect(cells['Fewest moves']).to.equal('0');
    // Nor any time on the clock: no best time (README "Record and settings": never 0:00).
    expect(cells['Best time']).to.equal('–');
    expect(panel.querySelector('table')!.textContent).to.contain(nameOf(HAND_GAME));
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(q(el, '#panel-stats')).to.equal(null);
    expect(active(el)).to.equal('button.icon.stats');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('Settings by keyboard: Tab to the button, Enter opens, Space toggles, Escape closes and gives the focus back', async () => {
    const el = await mountGame({ seed: '4' });
    q(el, '.toolbar .stats')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal('button.icon.settings');
    await sendKeys({ press: 'Enter' });
    await until(() => q(el, '#panel-settings'), 'the settings');
    await settle(el);
    expect(active(el)).to.equal('h2');
    // Close button, then automatic play.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal('input');
    expect(el.autoPlay).to.equal('safe');
    await sendKeys({ press: 'Space' });
    await settle(el);
    expect(el.autoPlay).to.equal('off');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(q(el, '#panel-settings')).to.equal(null);
    expect(active(el)).to.equal('button.icon.settings');
  });

  it("Settings: theme, four-colour suits and animation take effect at once; the page's attributes stay", async () => {
    const el = await fixture<PatienceGame>(html`<patience-game seed="4" theme="classic" style="width: 700px"></patience-game>`);
    await settle(el);
    q(el, '.toolbar .settings')!.click();
    await until(() => q(el, '#panel-settings'), 'the settings');
    const panel = q(el, '#panel-settings')!;
    const input = (selector: string) => panel.querySelector<HTMLInputElement>(selector)!;
    await click(centerOf(input('input[value="dark"]')));
    await settle(el);
    expect(el.theme).to.equal('dark');
    expect(getComputedStyle(q(el, '[part~="base"]')!).backgroundColor).to.equal('rgb(21, 25, 30)');
    expect(el.getAttribute('theme')).to.equal('classic');
    await click(centerOf(input('input[name="four-colour"]')));
    await settle(el);
    expect(el.fourColour).to.equal(true);
    expect(el.matches(':state(four-colour)')).to.equal(true);
    await click(centerOf(input('input[name="animation"]')));
    await settle(el);
    expect(el.noAnimation).to.equal(true);
    // The panel shows what is in force.
    expect(input('input[value="dark"]').checked).to.equal(true);
    expect(input('input[name="animation"]').checked).to.equal(false);
  });

  it('with persist, the settings chosen come back on the next visit', async () => {
    const key = freshKey();
    const first = await mountGame({ persist: key });
    q(first, '.toolbar .settings')!.click();
    await until(() => q(first, '#panel-settings'), 'the settings');
    q(first, '#panel-settings input[value="contrast"]')!.click();
    q(first, '#panel-settings input[name="auto-play"]')!.click();
    await settle(first);
    first.remove();
    const again = await mountGame({ persist: key });
    expect(again.theme).to.equal('contrast');
    expect(again.autoPlay).to.equal('off');
    expect(getComputedStyle(q(again, '[part~="base"]')!).backgroundColor).to.equal('rgb(0, 0, 0)');
  });

  it('screen readers: named buttons that say whether their panel is open; the panels are labelled regions', async () => {
    const el = await mountGame({ seed: '4' });
    for (const [which, name] of [
      ['stats', 'Statistics'],
      ['settings', 'Settings'],
    ]) {
      const button = q(el, `.toolbar .${which}`)!;
      expect(button.title, 'named by its tooltip').to.equal(name);
      expect(button.getAttribute('aria-controls')).to.equal(`panel-${which}`);
      button.click();
      await until(() => q(el, `#panel-${which}`), which);
      await settle(el);
      const panel = q(el, `#panel-${which}`)!;
      expect(panel.getAttribute('role')).to.equal('region');
      expect(root(el).getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal(name);
      await expect(el).to.be.accessible();
      panel.querySelector<HTMLButtonElement>('.close')!.click();
      await settle(el);
      expect(q(el, `#panel-${which}`)).to.equal(null);
    }
  });

  it('no-stats and no-settings leave the buttons and panels out', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game seed="4" no-stats no-settings></patience-game>`);
    await settle(el);
    expect(q(el, '.toolbar .stats')).to.equal(null);
    expect(q(el, '.toolbar .settings')).to.equal(null);
    el.noStats = false;
    await settle(el);
    expect(q(el, '.toolbar .stats')).to.not.equal(null);
  });

  it('are styled from the page through their parts', async () => {
    const style = document.createElement('style');
    style.textContent = `.panel-parts::part(stats-panel) { background: rgb(1, 2, 3); } .panel-parts::part(settings-panel) { background: rgb(4, 5, 6); } .panel-parts::part(panel) { border-radius: 0px; }`;
    document.head.append(style);
    try {
      const el = await mountGame({ seed: '4' });
      el.classList.add('panel-parts');
      for (const [which, colour] of [
        ['stats', 'rgb(1, 2, 3)'],
        ['settings', 'rgb(4, 5, 6)'],
      ]) {
        q(el, `.toolbar .${which}`)!.click();
        await until(() => q(el, `#panel-${which}`), which);
        await settle(el);
        const panel = q(el, `#panel-${which}`)!;
        expect(getComputedStyle(panel).backgroundColor).to.equal(colour);
        expect(getComputedStyle(panel).borderTopLeftRadius).to.equal('0px');
      }
    } finally {
      style.remove();
    }
  });

  it('Settings in a 260 px column: a box or round button whose words wrap stays as wide as it is tall', async () => {
    const el = await mountGame({ seed: '4', width: 260 });
    el.lang = 'fr';
    await until(() => q(el, '.toolbar')!.textContent!.includes('Nouvelle partie'), 'French');
    q(el, '.toolbar .settings')!.click();
    await until(() => q(el, '#panel-settings'), 'the settings');
    await settle(el);
    const inputs = [...q(el, '#panel-settings')!.querySelectorAll('input')];
    expect(inputs.length).to.be.greaterThan(4);
    // The French words of the third theme and of the hints wrap at this width.
    const squeezed = inputs
      .map((i) => ({ name: `${i.name} ${i.value}`, r: i.getBoundingClientRect() }))
      .filter(({ r }) => Math.abs(r.width - r.height) > 0.5)
      .map(({ name, r }) => `${name}: ${r.width.toFixed(1)} x ${r.height.toFixed(1)}`);
    expect(squeezed.join('; ')).to.equal('');
  });

  it('Statistics in a 260 px column in German: the table of every game scrolls sideways, by keys too, so its last column can be read', async () => {
    const el = await mountGame({ variant: HAND_GAME, persist: freshKey(), width: 260 });
    el.lang = 'de';
    await until(() => q(el, '.toolbar')!.textContent!.includes('Neues Spiel'), 'German');
    el.newGame({ deck: SELF_WINNING_DECK });
    await settle(el);
    q(el, '.toolbar .stats')!.click();
    await until(() => q(el, '#panel-stats table'), 'the record');
    await settle(el);
    const panel = q(el, '#panel-stats')!.getBoundingClientRect();
    const last = () => q(el, '#panel-stats thead th:last-child')!.getBoundingClientRect();
    // Its header words ("Gespielt", "Gewonnen", "Gewinnquote") do not fit beside the game's name.
    expect(last().right).to.be.greaterThan(panel.right);
    // From the heading the panel focuses, past its close button, to the table; arrows scroll it.
    expect(active(el)).to.equal('h2');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const focused = root(el).activeElement!;
    expect(focused.contains(q(el, '#panel-stats table'))).to.equal(true);
    expect(focused.getAttribute('aria-labelledby') ?? '').to.not.equal('');
    const box = focused.getBoundingClientRect();
    expect(box.right).to.be.at.most(panel.right + 0.5);
    for (let i = 0; i < 30 && last().right > box.right + 0.5; i++) {
      await sendKeys({ press: 'ArrowRight' });
      await new Promise((r) => requestAnimationFrame(r));
    }
    await waitUntil(() => last().right <= box.right + 0.5, 'the last column scrolled into view', { timeout: 3000 });
  });

  it("speak the game's language", async () => {
    const el = await mountGame({ seed: '4' });
    el.lang = 'de';
    await until(() => q(el, '.toolbar')!.textContent!.includes('Neues Spiel'), 'German');
    q(el, '.toolbar .settings')!.click();
    await until(() => q(el, '#panel-settings'), 'the settings');
    await settle(el);
    const text = q(el, '#panel-settings')!.textContent!;
    expect(text).to.contain('Einstellungen');
    expect(text).to.contain('Automatisches Spiel');
    expect(text).to.contain('Große Schrift, hoher Kontrast');
    expect(q(el, '.toolbar .stats')!.title).to.equal('Statistik');
  });
});
