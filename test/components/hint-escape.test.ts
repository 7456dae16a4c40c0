/**
 * Escape while a hint is being looked for (README "Keys": Escape stops a hint being looked for) says
 * so, shown and spoken, as it does for a winnable deal: a screen-reader user heard "Looking for a
 * hint…" and then nothing (the message only vanished). The `h` key and Escape are real key presses.
 * The hint's worker never answers, so Escape always comes first.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';
import { pileArea, settle } from '../helpers/game-driver.js';

const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const spoken = (el: PatienceGame): string => find(el, '[role="status"][aria-live]')?.textContent?.trim() ?? '';
const shown = (el: PatienceGame): string => find(el, '[part~="message"]')?.textContent?.trim() ?? '';

describe('Escape while a hint is looked for', () => {
  before(() => setViewport({ width: 900, height: 900 }));

  it('stops it and says so, shown and spoken; the next h asks again', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game style="width: 800px" variant=${variantIds[0]} seed="8" no-animation></patience-game>`,
    );
    await settle(el);
    const RealWorker = window.Worker;
    window.Worker = class extends EventTarget {
      postMessage(): void {}
      terminate(): void {}
    } as unknown as typeof Worker;
    try {
      pileArea(el, 'stock').focus();
      await sendKeys({ press: 'h' });
      await waitUntil(() => spoken(el).includes('Looking for a hint'), 'the hint is looked for', { timeout: 10_000 });
      await sendKeys({ press: 'Escape' });
      await settle(el);
      expect(spoken(el)).to.contain('Stopped looking for a hint');
      expect(shown(el)).to.contain('Stopped looking for a hint');
      // Asked again, it looks again.
      await sendKeys({ press: 'h' });
      await waitUntil(() => spoken(el).includes('Looking for a hint'), 'the hint is looked for again', { timeout: 10_000 });
    } finally {
      window.Worker = RealWorker;
      el.remove();
    }
  });
});
