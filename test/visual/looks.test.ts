/**
 * Screenshot tests: every variant in every theme at 320 and 1024 px, four-colour suits, the French
 * and German tables, and the panels, compared with the references in test/visual/screenshots/ within
 * a tolerance (web-test-runner.config.mjs). Motion is off and no move is made, so the clock reads
 * 0:00 and nothing is in flight. The light at the top of the table is off (a flat table compresses
 * to a fraction of the PNG size, so a reference per variant, theme and width stays small).
 *
 * A layout or styling change that shows fails here: look at test/visual/failed/<name>-diff.png, and
 * when the change is meant, write new references with
 *   UPDATE_VISUAL=1 npx wtr --files test/visual/looks.test.ts
 * and look at them before committing.
 */
import { fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { variantIds } from '../../src/variants/index.js';
import { settle } from '../helpers/game-driver.js';

/** One fixed deal for every shot. */
const SEED = '5';
/** The variants the shots of one feature use: the first, the second and the third of the registry. */
const [FIRST, SECOND, THIRD] = variantIds;

async function table(attrs: { variant: string; theme: string; width: number; lang?: string; fourColour?: boolean }): Promise<PatienceGame> {
  await setViewport({ width: attrs.width, height: 900 });
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${attrs.lang ?? 'en'} style="width: ${attrs.width}px; padding: 0; margin: 0">
      <patience-game
        variant=${attrs.variant}
        seed=${SEED}
        theme=${attrs.theme}
        ?four-colour=${attrs.fourColour ?? false}
        no-animation
        style="display: block; width: ${attrs.width}px; --patience-table-glow: transparent"
      ></patience-game>
    </div>`,
  );
  const el = wrap.querySelector('patience-game')!;
  await settle(el);
  if (attrs.lang && attrs.lang !== 'en') {
    const deadline = Date.now() + 5000;
    while (el.shadowRoot!.querySelector('.toolbar')!.textContent!.includes('New game') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await settle(el);
  }
  // One more frame for the fit to settle, and no hover.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await resetMouse();
  return el;
}

describe('screenshots', () => {
  // Every game in every theme: a theme styles the elements, but each game lays them out its own way
  // (reserve, two decks, base cards dealt, ten columns), so each pair is a shot of its own.
  for (const variant of variantIds) {
    for (const theme of ['classic', 'dark', 'contrast']) {
      for (const width of [320, 1024]) {
        it(`${variant}, ${theme}, ${width} px`, async () => {
          const el = await table({ variant, theme, width });
          await visualDiff(el, `${variant}-${theme}-${width}`);
        });
      }
    }
  }

  it('four-colour suits', async () => {
    await visualDiff(await table({ variant: THIRD, theme: 'classic', width: 1024, fourColour: true }), `${THIRD}-classic-four-colour-1024`);
  });

  for (const lang of ['fr', 'de']) {
    it(`the table in ${lang}, with its rules open`, async () => {
      const el = await table({ variant: SECOND, theme: 'classic', width: 1024, lang });
      const rules = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part~="rules"]')!;
      rules.open = true;
      const deadline = Date.now() + 5000;
      while (!rules.querySelector(':scope > dl:not(.keys) dd') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await settle(el);
      await visualDiff(el, `${SECOND}-classic-${lang}-rules-1024`);
    });
  }

  for (const which of ['stats', 'settings']) {
    it(`the ${which} panel at 320 px`, async () => {
      const el = await table({ variant: FIRST, theme: 'classic', width: 320 });
      el.shadowRoot!.querySelector<HTMLButtonElement>(`.toolbar .${which}`)!.click();
      const deadline = Date.now() + 5000;
      while (!el.shadowRoot!.querySelector(`#panel-${which}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await settle(el);
      // The heading has the focus: blur it so no focus ring is in the shot.
      (el.shadowRoot!.activeElement as HTMLElement | null)?.blur();
      await visualDiff(el, `${FIRST}-classic-${which}-320`);
    });
  }
});
