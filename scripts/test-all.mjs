// @ts-check
// `npm test`: the whole suite, in order
//   1. node       Node tests:    node --import tsx --test test/node/*.test.ts
//   2. browser    browser tests: wtr (web-test-runner.config.mjs, Debian Chromium)
//   3. storybook  story tests:   vitest run --project storybook (runs `cem analyze` first when
//                                custom-elements.json is missing)
// Each tool's output is streamed as it runs. The pass/fail counts are parsed from it, and the very
// last line printed is the total, exactly `N passed, N failed`.
//
// Exit code 1 when a step exits non-zero, when any test fails, or when a step reports zero tests
// (a broken config must not look green). A step that fails without reporting a failing test (a
// crash, a file that does not compile, a coverage threshold) counts as one failure in the total.
//
// Skip steps for a quick local run: `npm test -- --no-storybook` or `TEST_SKIP=storybook npm test`
// (`--no-<step>` and TEST_SKIP=<step>[,<step>] work for node, browser and storybook).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const STEPS = ['node', 'browser', 'storybook'];
const args = process.argv.slice(2);
for (const a of args) {
  if (!/^--no-(node|browser|storybook)$/.test(a)) {
    console.error(`test-all: unknown option ${a} (known: ${STEPS.map((s) => `--no-${s}`).join(' ')})`);
    process.exit(2);
  }
}
const envSkip = (process.env.TEST_SKIP ?? '')
  .split(/[\s,]+/)
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of envSkip) {
  if (!STEPS.includes(s)) {
    console.error(`test-all: unknown step ${JSON.stringify(s)} in TEST_SKIP (known: ${STEPS.join(', ')})`);
    process.exit(2);
  }
}
const skip = new Set([...envSkip, ...args.map((a) => a.slice('--no-'.length))]);

// Colours for a person at a terminal; the counts are parsed from ANSI-stripped text either way.
const colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: process.env.STORYBOOK_DISABLE_TELEMETRY ?? '1',
  ...(colour && !process.env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {}),
};
const bold = (/** @type {string} */ s) => (colour ? `\x1b[1m${s}\x1b[22m` : s);
// eslint-disable-next-line no-control-regex
const stripAnsi = (/** @type {string} */ s) => s.replace(/\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g, '');

/**
 * Path of a package's command-line script, run with this Node (no shell, no npx).
 * @param {string} pkg
 * @param {string} name
 */
function bin(pkg, name) {
  // Not require.resolve(`${pkg}/package.json`): some packages (@web/test-runner) do not export it.
  const pkgDir = join(root, 'node_modules', pkg);
  const { bin: b } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const rel = typeof b === 'string' ? b : b?.[name];
  if (!rel) throw new Error(`${pkg} has no "${name}" command; run npm install`);
  return join(pkgDir, rel);
}

/**
 * Runs a command, streaming its output, and returns its exit code and ANSI-stripped output.
 * @param {string[]} cmd
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(cmd) {
  console.log(`$ ${cmd.map((c) => (c === process.execPath ? 'node' : relative(root, c) || c)).join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (err) => {
      console.error(`test-all: could not start ${cmd[0]}: ${err.message}`);
      resolve({ code: 127, output: stripAnsi(output) });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: stripAnsi(output) }));
  });
}

/** @param {RegExpMatchArray[]} matches */
const last = (matches) => matches[matches.length - 1];

/**
 * @typedef {{ passed: number, failed: number } | null} Counts  null when the summary was not found
 * @typedef {{ name: string, code: number, counts: Counts, note?: string, seconds: number }} Result
 */

/** node --test: TAP ("# pass N" / "# fail N") or spec ("ℹ pass N" / "ℹ fail N"). */
function parseNode(/** @type {string} */ out) {
  const pass = last([...out.matchAll(/^[#ℹ]\s*pass (\d+)\s*$/gm)]);
  const fail = last([...out.matchAll(/^[#ℹ]\s*fail (\d+)\s*$/gm)]);
  const cancelled = last([...out.matchAll(/^[#ℹ]\s*cancelled (\d+)\s*$/gm)]);
  if (!pass || !fail) return null;
  return { passed: Number(pass[1]), failed: Number(fail[1]) + Number(cancelled?.[1] ?? 0) };
}

/** wtr: "Chrome: |███| 2/2 test files | 8 passed, 0 failed[, 1 skipped]" (last one is final). */
function parseWtr(/** @type {string} */ out) {
  const m = last([...out.matchAll(/(\d+) passed, (\d+) failed/g)]);
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null;
}

/** vitest: "Tests  2 passed (2)" or "Tests  1 failed | 1 passed | 1 skipped (3)". */
function parseVitest(/** @type {string} */ out) {
  const line = last([...out.matchAll(/^\s*Tests\s+(.*\(\d+\))\s*$/gm)]);
  if (!line) return null;
  const count = (/** @type {string} */ word) => Number(line[1].match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

/** @type {Result[]} */
const results = [];

/**
 * @param {string} name
 * @param {string} title
 * @param {() => Promise<{ code: number, counts: Counts, note?: string }>} body
 */
async function step(name, title, body) {
  if (skip.has(name)) {
    console.log(`\n${bold(`=== ${name}: ${title}`)} (skipped)`);
    return;
  }
  console.log(`\n${bold(`=== ${name}: ${title}`)}`);
  const t0 = performance.now();
  const r = await body();
  results.push({ name, ...r, seconds: (performance.now() - t0) / 1000 });
}

await step('node', 'Node tests (node --test)', async () => {
  const dir = join(root, 'test', 'node');
  // Node 20's --test does not expand globs itself: list test/node/*.test.ts here.
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => join('test', 'node', f))
    : [];
  if (files.length === 0) {
    console.log('No Node test files: test/node/*.test.ts matched nothing.');
    return { code: 1, counts: { passed: 0, failed: 0 }, note: 'no test files in test/node/' };
  }
  const { code, output } = await run([process.execPath, '--import', 'tsx', '--test', '--test-reporter=spec', ...files]);
  return { code, counts: parseNode(output) };
});

await step('browser', 'browser tests (web-test-runner)', async () => {
  const { code, output } = await run([process.execPath, bin('@web/test-runner', 'wtr')]);
  return { code, counts: parseWtr(output) };
});

await step('storybook', 'story tests (vitest + @storybook/addon-vitest)', async () => {
  if (!existsSync(join(root, 'custom-elements.json'))) {
    console.log('custom-elements.json is missing: generating it (.storybook/preview.ts imports it).');
    const cem = await run([process.execPath, bin('@custom-elements-manifest/analyzer', 'cem'), 'analyze', '--litelement']);
    if (cem.code !== 0) return { code: cem.code, counts: null, note: 'cem analyze failed' };
  }
  const { code, output } = await run([process.execPath, bin('vitest', 'vitest'), 'run', '--project', 'storybook']);
  return { code, counts: parseVitest(output) };
});

// Summary: one line per step, then the totals as the very last line.
let passed = 0;
let failed = 0;
let ok = true;
console.log(`\n${bold('=== summary')}`);
for (const r of results) {
  const c = r.counts ?? { passed: 0, failed: 0 };
  const problems = [];
  if (r.note) problems.push(r.note);
  if (!r.counts) problems.push('no test summary found in the output');
  else if (c.passed + c.failed === 0 && !r.note) problems.push('zero tests ran');
  if (r.code !== 0) problems.push(`exit code ${r.code}`);
  // A step that failed without a failing test still counts as one failure.
  const extra = (r.code !== 0 || problems.length > 0) && c.failed === 0 ? 1 : 0;
  passed += c.passed;
  failed += c.failed + extra;
  if (problems.length > 0 || c.failed > 0) ok = false;
  const status = problems.length > 0 || c.failed > 0 ? 'FAIL' : 'ok';
  console.log(
    `${status.padEnd(4)} ${r.name.padEnd(10)} ${`${c.passed} passed, ${c.failed} failed`.padEnd(22)} ` +
      `${r.seconds.toFixed(1).padStart(6)} s${problems.length ? `  (${problems.join('; ')}${extra ? '; counted as 1 failure' : ''})` : ''}`,
  );
}
for (const s of STEPS) if (skip.has(s)) console.log(`skip ${s}`);
if (results.length === 0) {
  console.log('Every step was skipped: nothing ran.');
  ok = false;
}
process.exitCode = ok ? 0 : 1;
console.log(`${passed} passed, ${failed} failed`);
