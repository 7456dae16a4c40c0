/**
 * The bundled file copied alone, without the chunk files beside it (README "Events", code
 * `missing-file`): each game says once which file it could not load, and still plays by click.
 * This page loads `dist/patience-elements.bundled.min.js` (run `npm run build` first) from a blob
 * URL, where no file beside it can be found.
 *
 * `hint()`, whose solver is such a file, rejects with an `Error` naming it (not the browser's raw
 * error): null stays the answer for a game that is over (README "Hints and winnable deals").
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { PatienceGame } from '../../src/index.js';
import type { PatienceErrorDetail } from '../../src/events/error.js';

const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + Math.min(r.height / 2, 20))];
};
const area = (el: PatienceGame, id: string): HTMLElement => {
  for (const pile of el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')) {
    const a = pile.shadowRoot!.querySelector<HTMLElement>(`[data-pile="${id}"]`);
    if (a) return a;
  }
  throw new Error(`no pile ${id}`);
};

/** The bundled file, loaded once from a blob URL. */
let bundle: Promise<unknown> | null = null;
const loadBundle = (): Promise<unknown> =>
  (bundle ??= fetch('/dist/patience-elements.bundled.min.js')
    .then((r) => r.text())
    .then((code) => import(/* @vite-ignore */ URL.createObjectURL(new Blob([code], { type: 'text/javascript' })))));

describe('the bundled file without the files beside it', () => {
  it('fires one patience-error (missing-file) naming the file, and a move by clicks still plays', async () => {
    const errors: PatienceErrorDetail[] = [];
    document.addEventListener('patience-error', (e) => errors.push((e as CustomEvent<PatienceErrorDetail>).detail));
    await loadBundle();
    const el = document.createElement('patience-game') as PatienceGame;
    el.setAttribute('style', 'width: 600px');
    el.setAttribute('auto-play', 'off');
    document.body.append(el);
    await el.updateComplete;
    await waitUntil(() => errors.length > 0, 'a patience-error', { timeout: 5000 });
    // Several chunks fail; the game tells once.
    await new Promise((r) => setTimeout(r, 300));
    expect(errors.map((e) => e.code).join(' ')).to.equal('missing-file');
    expect(errors[0].message).to.match(/\.js\b/);
    expect(errors[0].message).to.contain('dist/');
    // Click the hand's card, then a waste pile: the move is played.
    const moves = el.state!.moves;
    await sendMouse({ type: 'click', position: centre(area(el, 'hand')) });
    await el.updateComplete;
    await sendMouse({ type: 'click', position: centre(area(el, 'waste-1')) });
    await waitUntil(() => el.state!.moves === moves + 1, 'the move by clicks', { timeout: 3000 });
    el.remove();
  });

  it('hint() rejects with an Error naming the solver file it could not load; again on a second call', async () => {
    await loadBundle();
    const el = document.createElement('patience-game') as PatienceGame;
    el.setAttribute('style', 'width: 600px');
    el.setAttribute('seed', '42');
    document.body.append(el);
    await el.updateComplete;
    for (let i = 0; i < 2; i++) {
      const outcome = await el.hint().then(
        (v) => `resolved ${JSON.stringify(v)}`,
        (e: unknown) => `${(e as Error).name}: ${(e as Error).message}`,
      );
      expect(outcome).to.match(/^Error: \S*solver-tasks-[\w-]+\.min\.js could not be loaded$/);
    }
    el.remove();
  });
});
