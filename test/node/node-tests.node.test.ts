/**
 * scripts/node-tests.mjs, which runs many Node test files in one process (npm test's node step): a
 * failing test and a file that does not load are both counted as failures, each under its file's
 * name, and the files after them still run.
 *
 * Run: node --import tsx --test test/node/node-tests.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the runner on these files: its exit code and output. */
function runFiles(files: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--test-reporter=spec', join(root, 'scripts/node-tests.mjs'), ...files],
      // Without NODE_TEST_CONTEXT: under `node --test` the child would report to this file's parent.
      { cwd: root, env: { ...process.env, NODE_TEST_CONTEXT: undefined, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe('scripts/node-tests.mjs', () => {
  it('counts a failing test and a file that does not load, and runs the files after them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'node-tests-'));
    try {
      const failing = join(dir, 'failing.test.ts');
      const broken = join(dir, 'broken.test.ts');
      const passing = join(dir, 'passing.test.ts');
      writeFileSync(failing, "import { it } from 'node:test';\nit('one is two', () => { throw new Error('no'); });\n");
      writeFileSync(broken, "import './no-such-module.js';\n");
      writeFileSync(passing, "import { it } from 'node:test';\nit('one is one', () => {});\n");
      const { code, output } = await runFiles([failing, broken, passing]);
      assert.equal(code, 1, output);
      assert.match(output, /^ℹ pass 1$/m, output);
      assert.match(output, /^ℹ fail 2$/m, output);
      assert.match(output, new RegExp(`✖ ${failing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), output);
      assert.match(output, new RegExp(`✖ ${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), output);
      assert.match(output, /✔ one is one/, output);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to run without a file', async () => {
    const { code, output } = await runFiles([]);
    assert.equal(code, 2, output);
    assert.match(output, /name the test files/);
  });
});
