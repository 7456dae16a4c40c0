/**
 * What the first paint does not need loads on first use (issue #9, "Smaller page"): the spoken
 * sentences of play right after the first paint, the refused-move words on the first refused move,
 * the win's celebration and panel on the first win. This file runs
 * in a page of its own, so the first refusal here is the page's first. The events keep their order
 * while a module loads, and `updateComplete` waits for it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { recordEvents } from '../helpers/game-driver.js';
import { WINNING_DECK, winningMoves } from '../helpers/extra.js';

/** Whether the page has fetched the module `path` (under src/, without its extension). */
const fetched = (path: string): boolean =>
  performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname.startsWith(`/src/${path}.`));

async function mount(): Promise<PatienceGame> {
  const el = await fixture<PatienceGame>(html`<patience-game style="width: 600px" no-animation .deck=${WINNING_DECK}></patience-game>`);
  await el.updateComplete;
  return el;
}

describe('modules loaded on first use', () => {
  // First in this page: no game has loaded the spoken sentences yet.
  it('the spoken sentences of play: loaded after the first paint; a move made before is said by the time updateComplete resolves', async () => {
    expect(fetched('i18n/spoken-words'), 'loaded before the first game').to.equal(false);
    const el = document.createElement('patience-game');
    el.noAnimation = true;
    el.deck = WINNING_DECK;
    el.style.width = '600px';
    document.body.append(el);
    try {
      // In the task that made the game, before its first paint.
      expect(el.play({ from: 'hand', to: 'waste-3' })).to.equal(true);
      await el.updateComplete;
      expect(fetched('i18n/spoken-words'), 'loaded after the first paint').to.equal(true);
      const live = el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();
      expect(live).to.equal('King of clubs from the hand to waste pile 3. Next card in the hand: king of diamonds.');
    } finally {
      el.remove();
    }
  });

  it("the deal menu's form, the New game question and the ? panel: styles not in the first paint's, adopted with the in-play chunk", async () => {
    const first = (customElements.get('patience-game') as unknown as { elementStyles: { cssText: string }[] }).elementStyles
      .map((s) => s.cssText)
      .join('\n');
    expect(first.includes('.deal-menu summary'), 'the summary is in the first paint').to.equal(true);
    expect(first.includes('.deal-menu form'), "the form's styles are in the first paint").to.equal(false);
    expect(first.includes('.keys-panel'), "the ? panel's styles are in the first paint").to.equal(false);
    const el = await mount();
    const details = el.shadowRoot!.querySelector<HTMLDetailsElement>('details.deal-menu')!;
    details.open = true;
    await el.updateComplete;
    expect(getComputedStyle(details.querySelector('form')!).position).to.equal('absolute');
  });

  it('the refused-move words: not before the first refusal; its event keeps its place before the next move', async () => {
    const el = await mount();
    expect(fetched('i18n/refusal-words'), 'loaded before any refusal').to.equal(false);
    const log = recordEvents(el);
    // In one task: a refused move (a king cannot start a foundation), then a legal one.
    expect(el.play({ from: 'hand', to: 'foundation-2' })).to.equal(false);
    expect(el.play({ from: 'hand', to: 'waste-3' })).to.equal(true);
    await el.updateComplete;
    await log.stop();
    expect(fetched('i18n/refusal-words'), 'loaded by the refusal').to.equal(true);
    expect(log.types).to.deep.equal(['patience-invalid-move', 'patience-move']);
    const d = log.details[0] as { reason: string; code: string };
    expect(d.code).to.equal('foundation-base');
    expect(d.reason).to.equal("K♣ can't start a foundation: foundations start with an ace.");
  });

  it('the refusal is shown once its words are loaded, by the time updateComplete resolves', async () => {
    const el = await mount();
    el.play({ from: 'hand', to: 'foundation-1' });
    await el.updateComplete;
    const message = el.shadowRoot!.querySelector('[part~="message"]')!;
    expect(message.hasAttribute('hidden')).to.equal(false);
    expect(message.textContent).to.contain("can't start a foundation");
  });

  it('the win: its panel loads with the first win, shown by the time updateComplete resolves', async () => {
    const el = await mount();
    expect(fetched('components/patience-game/win'), 'loaded before a win').to.equal(false);
    for (const m of winningMoves()) el.play(m);
    await el.updateComplete;
    expect(el.state!.status).to.equal('won');
    expect(fetched('components/patience-game/win'), 'loaded by the win').to.equal(true);
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[part~="won-panel"]');
    expect(panel?.textContent ?? '').to.contain('You won');
    // Its styles came with it: the panel is laid over the table.
    expect(getComputedStyle(panel!).position).to.equal('absolute');
  });

  it('dragging starts only after the first paint, even when the page has it already', async () => {
    await mount(); // the page has the module now
    const el = document.createElement('patience-game');
    el.style.width = '600px';
    document.body.append(el);
    const dragging = () =>
      [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')].some(
        (p) => !!(p as unknown as { drag?: unknown }).drag,
      );
    try {
      // The first render runs in microtasks of this task; no frame can come between them.
      for (let i = 0; i < 50; i++) await Promise.resolve();
      expect(el.shadowRoot!.querySelectorAll('waste-pile').length, 'rendered').to.be.greaterThan(0);
      expect(dragging(), 'in the task of the first render').to.equal(false);
      await el.updateComplete;
      expect(dragging(), 'after the first paint').to.equal(true);
    } finally {
      el.remove();
    }
  });
});
