/**
 * The solver's file fails to load, then can be loaded again (README "Events", code `missing-file`;
 * "Hints and winnable deals"): `hint()` rejects with an `Error` naming the file, and the next
 * `hint()` tries the file again, as every other file loaded on first use is, so hints work once the
 * file is back, without reloading the page. The dev server drops the connection for the file while
 * the test says so, as a failing network does (web-test-runner.config.mjs, server command `missing-path`).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceErrorDetail } from '../../src/events/error.js';
import { mountGame } from '../helpers/extra.js';

/** The solver's client as the dev server serves it (src/controllers/hints.ts imports it on first use). */
const SOLVER_FILE = '/src/controllers/solver-tasks.ts';
const missing = (yes: boolean): Promise<unknown> => executeServerCommand('missing-path', { path: SOLVER_FILE, missing: yes });

describe('hints after the solver file failed to load', () => {
  after(() => missing(false));

  it('hint() rejects while the file is missing, and gives a legal hint once it is back', async () => {
    const errors: PatienceErrorDetail[] = [];
    const el = await mountGame();
    el.addEventListener('patience-error', (e) => errors.push((e as CustomEvent<PatienceErrorDetail>).detail));
    await missing(true);
    const failed = await el.hint().then(
      (v) => `resolved ${JSON.stringify(v)}`,
      (e: unknown) => `${(e as Error).name}: ${(e as Error).message}`,
    );
    expect(failed).to.match(/^Error: .*solver-tasks.* could not be loaded$/);
    expect(errors.map((e) => e.code).join(' ')).to.equal('missing-file');
    await missing(false);
    const s = await el.hint();
    expect(s, 'a hint once the file is back').to.not.equal(null);
    const key = (m: { from: string; to: string; count?: number }): string => `${m.from}>${m.to}x${m.count ?? 1}`;
    expect(el.legalMoves().map(key)).to.include(key(s!.move));
    el.remove();
  });
});
