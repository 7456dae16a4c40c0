// @ts-check
// `npm test`: the whole suite
//   1. node       Node tests:    test/node/*.test.ts and test/engine/*.test.ts, shared between two
//                                Node processes (scripts/node-tests.mjs: many files in one process)
//   2. browser    browser tests: wtr (web-test-runner.config.mjs, Debian Chromium), the files shared
//                                between two wtr processes run side by side (TEST_BROWSER_SHARDS, below)
//   3. storybook  story tests:   vitest run --project storybook (runs `cem analyze` first when
//                                custom-elements.json is missing)
// The browser step runs from the start; the storybook step and then the node step run beside it at a
// lower CPU priority (TEST_SIDE_BY_SIDE, below). TEST_SIDE_BY_SIDE=0: 1, 2, 3 one after the other.
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
import { distStale } from './dist-fresh.mjs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const STEPS = ['node', 'browser', 'storybook'];
/** Directories under test/ whose *.test.ts files run in Node. */
const NODE_TEST_DIRS = ['node', 'engine'];

/**
 * Rough seconds each slow test file takes on a 2-core machine (the rest take a few seconds or less).
 * The Node files' figures are each file run alone (`node --import tsx scripts/node-tests.mjs FILE`, 2026-12-03).
 * The browser files' figures come from a run of the two wtr processes side by side
 * (`WTR_TIMINGS=/tmp/t.txt TEST_SKIP=node,storybook npm test`, then `node scripts/test-timings.mjs /tmp/t.txt`).
 * Only the order of the runs depends on them: the Node files are shared between the Node processes,
 * and the browser files between the wtr processes, by these weights, the longest first, each to the
 * process with the least work so far. (In alphabetical order a 60-second Node file
 * started last and ran alone on one core.) A file missing here counts 2 s; a stale figure only
 * changes the order, never what runs.
 * @type {Record<string, number>}
 */
const SECONDS = {
  'test/node/players.node.test.ts': 11,
  'test/engine/solver-soundness.test.ts': 13,
  'test/node/hint.node.test.ts': 14,
  'test/engine/reference.test.ts': 8,
  'test/node/worker-url.node.test.ts': 7,
  'test/engine/properties.test.ts': 5,
  'test/engine/solver.test.ts': 7,
  // Measured 2026-12-07 on the loaded machine (31 s; the deal "608" solve alone 11.6–20 s).
  'test/engine/solver-beam.test.ts': 20,
  'test/node/package.node.test.ts': 7,
  'test/node/i18n.node.test.ts': 6,
  'test/node/manifest.node.test.ts': 3,
  'test/node/engine-messages.node.test.ts': 4,
  'test/engine/loss-search.test.ts': 4,
  'test/node/solver-worker.node.test.ts': 4,
  'test/components/every-variant-pointer.test.ts': 92,
  'test/components/keys-focus.test.ts': 44,
  'test/components/axe-states.test.ts': 54,
  'test/components/every-variant-keys.test.ts': 21,
  'test/components/hint.test.ts': 52,
  'test/components/state-contract.test.ts': 28,
  'test/components/patience-game.test.ts': 31,
  'test/components/guide.test.ts': 22,
  'test/visual/looks.test.ts': 25,
  'test/components/motion.test.ts': 29,
  'test/components/chain-motion.test.ts': 13,
  'test/components/reentrancy.test.ts': 17,
  'test/components/guide-pages.test.ts': 12,
  'test/components/lifecycle.test.ts': 18,
  'test/components/touch.test.ts': 13,
  'test/components/themes.test.ts': 9,
  'test/components/court-figures.test.ts': 9,
  'test/components/faults.test.ts': 7,
  'test/components/csp.test.ts': 10,
  'test/components/words.test.ts': 7,
  'test/frameworks/react.test.ts': 7,
  'test/components/host-api.test.ts': 7,
  'test/frameworks/vue.test.ts': 5,
  'test/components/panels.test.ts': 8,
  'test/components/demo-page.test.ts': 8,
  'test/components/many-tabs.test.ts': 6,
  'test/components/screen-reader.test.ts': 10,
  'test/components/fit.test.ts': 7,
  'test/components/events-contract.test.ts': 6,
  'test/components/variants.test.ts': 4,
  'test/components/card-properties.test.ts': 5,
  'test/components/stats-best.test.ts': 4,
};
/** @param {string} file */
const weight = (file) => SECONDS[file] ?? 2;
/** Longest first; equal weights in name order. @param {string[]} files */
const longestFirst = (files) => [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));

/**
 * wtr processes for the browser tests, each with its own Chromium running one file at a time
 * (TEST_BROWSER_SHARDS=1: one process, as `npm run test:browser`). The tests drive the real mouse and
 * keyboard, so two pages of one browser would take each other's input and focus
 * (web-test-runner.config.mjs: concurrency 1); two browsers do not. A page spends much of its time
 * waiting (frames, timers, the round trips of sendMouse/sendKeys), so two keep a 2-core machine busy.
 */
const BROWSER_SHARDS = Number(process.env.TEST_BROWSER_SHARDS ?? 2);
if (!Number.isInteger(BROWSER_SHARDS) || BROWSER_SHARDS < 1) {
  console.error(`test-all: TEST_BROWSER_SHARDS must be a positive integer, not ${JSON.stringify(process.env.TEST_BROWSER_SHARDS)}`);
  process.exit(2);
}
/**
 * Side by side (the default): the Node and story steps run while the browser step runs, at a lower
 * CPU priority (`nice`), each line of their output prefixed with its step. TEST_SIDE_BY_SIDE=0 runs
 * the steps one after the other, each alone on the machine (as before; to time a step on its own).
 */
const SIDE_BY_SIDE = process.env.TEST_SIDE_BY_SIDE !== '0';
/**
 * How a Node or story step runs: beside the browsers, prefixed and at a lower priority; alone, as is.
 * @param {string} name
 * @returns {[string, number]} the arguments `prefix` and `nice` of {@link run}
 */
const background = (name) => (SIDE_BY_SIDE && !skip.has('browser') ? [`[${name}] `, 10] : ['', 0]);
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
 * Runs a command, streaming its output, and returns its exit code and ANSI-stripped output. With a
 * `prefix`, each line printed starts with it (commands that run side by side), and the child gets no
 * terminal input.
 * @param {string[]} cmd
 * @param {string} [prefix]
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(cmd, prefix = '', nice = 0) {
  if (nice > 0) cmd = ['nice', '-n', String(nice), ...cmd];
  const shown = cmd.map((c) => (c === process.execPath ? 'node' : relative(root, c) || c)).join(' ');
  console.log(`${prefix}$ ${prefix && shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`);
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, env, stdio: [prefix ? 'ignore' : 'inherit', 'pipe', 'pipe'] });
    let output = '';
    /** Whole lines with the prefix; a partial line waits for its end. */
    const pending = { out: '', err: '' };
    /** @param {'out' | 'err'} which @param {NodeJS.WriteStream} stream @param {string} text @param {boolean} [flush] */
    const write = (which, stream, text, flush = false) => {
      if (!prefix) return void stream.write(text);
      const lines = (pending[which] + text).split('\n');
      pending[which] = flush ? '' : (lines.pop() ?? '');
      const whole = lines.filter((l, i) => !(flush && i === lines.length - 1 && l === ''));
      if (whole.length > 0) stream.write(whole.map((l) => `${prefix}${l}\n`).join(''));
    };
    child.stdout.on('data', (chunk) => {
      write('out', process.stdout, String(chunk));
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      write('err', process.stderr, String(chunk));
      output += chunk;
    });
    child.on('close', () => {
      write('out', process.stdout, '', true);
      write('err', process.stderr, '', true);
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
 * @typedef {{ name: string, code: number, counts: Counts, note?: string, seconds: number, failures?: string[] }} Result
 */

/**
 * The failing tests named in a tool's output, each once, with its file where the tool printed it
 * above (wtr: "test/x.test.ts:" then " ❌ suite > test"; node:test: "✖ test (12ms)"; vitest:
 * " FAIL  file > test"), a wtr test with its error's first line. The summary repeats them, so the end of a
 * long log says what failed, and why.
 * @param {string} out ANSI-stripped output
 * @returns {string[]}
 */
function failingTests(out) {
  /** @type {string[]} */
  const found = [];
  let file = '';
  const lines = out.split('\n').map((raw) => raw.replace(/^\[browser \d+\/\d+\] /, '').trimEnd());
  for (const [i, line] of lines.entries()) {
    const fileLine = line.match(/^\s*(\S+\.test\.[cm]?[jt]s):$/);
    if (fileLine) file = fileLine[1];
    const m = line.match(/^\s*(?:❌|✖|×|FAIL\s)\s*(.+)$/);
    if (!m || /failing tests:?$/.test(m[1])) continue;
    const name = m[1].replace(/\s+\(\d+(?:\.\d+)?m?s\)$/, '');
    let entry = line.includes('❌') && file && !name.includes(file) ? `${file}: ${name}` : name;
    // wtr prints the error on the next line: kept in the summary, which may be all a CI log shows.
    const error = line.includes('❌') ? lines[i + 1]?.match(/^\s+((?:\w*Error|Timeout)\b.*)$/) : null;
    if (error) entry += `\n    ${error[1].slice(0, 300)}`;
    if (!found.includes(entry)) found.push(entry);
  }
  return found;
}

/** node:test: TAP ("# pass N" / "# fail N") or spec ("ℹ pass N" / "ℹ fail N"). */
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

/**
 * One step's result from the processes it ran side by side: the first non-zero exit code, the summed
 * counts (null, with a note, when a process printed no summary), and every failing test named.
 * @param {{ code: number, output: string }[]} runs
 * @param {(out: string) => Counts} parse
 * @param {string} tool
 */
function combined(runs, parse, tool) {
  const counts = runs.map((r) => parse(r.output));
  const missing = counts.findIndex((c) => !c);
  return {
    code: runs.find((r) => r.code !== 0)?.code ?? 0,
    counts:
      missing < 0
        ? { passed: counts.reduce((n, c) => n + (c?.passed ?? 0), 0), failed: counts.reduce((n, c) => n + (c?.failed ?? 0), 0) }
        : null,
    note: missing < 0 ? undefined : `no test summary from ${tool} process ${missing + 1}`,
    failures: runs.flatMap((r) => failingTests(r.output)),
  };
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

/**
 * Node processes for the Node test files, side by side (both cores): the files a process runs share
 * it (scripts/node-tests.mjs; a process per file cost 155 CPU s where two cost 109).
 */
const NODE_PROCESSES = 2;
/** A file that asks for a process of its own (scripts/node-tests.mjs). @param {string} file */
const ownProcess = (file) => /^\/\/ @own-process\b/m.test(readFileSync(join(root, file), 'utf8'));

const nodeStep = () =>
  step('node', `Node tests (node:test, ${NODE_PROCESSES} processes side by side)`, async () => {
    // test/node/*.test.ts and test/engine/*.test.ts (the engine's suites run here only; the browser
    // runs what needs a browser).
    const files = NODE_TEST_DIRS.flatMap((d) => {
      const dir = join(root, 'test', d);
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.test.ts'))
            .map((f) => join('test', d, f))
        : [];
    });
    if (files.length === 0) {
      console.log(`No Node test files: ${NODE_TEST_DIRS.map((d) => `test/${d}/*.test.ts`).join(' and ')} matched nothing.`);
      return { code: 1, counts: { passed: 0, failed: 0 }, note: 'no Node test files' };
    }
    // Longest first, each to the least loaded process; a file that asks for its own process gets one.
    // Then the processes run, NODE_PROCESSES at a time, the longest first.
    /** @type {{ files: string[], load: number }[]} */
    const groups = Array.from({ length: Math.min(NODE_PROCESSES, files.length) }, () => ({ files: [], load: 0 }));
    for (const f of longestFirst(files)) {
      if (ownProcess(f)) {
        groups.push({ files: [f], load: weight(f) });
        continue;
      }
      const least = groups.slice(0, NODE_PROCESSES).reduce((a, b) => (b.load < a.load ? b : a));
      least.files.push(f);
      least.load += weight(f);
    }
    const queue = groups.filter((g) => g.files.length > 0).sort((a, b) => b.load - a.load);
    const nice = background('node')[1];
    /** @type {{ code: number, output: string }[]} */
    const runs = [];
    const worker = async () => {
      for (let g = queue.shift(); g; g = queue.shift()) {
        const i = groups.indexOf(g) + 1;
        const tag = `[node ${i}/${groups.length}] `;
        runs.push(
          await run([process.execPath, '--import', 'tsx', '--test-reporter=spec', 'scripts/node-tests.mjs', ...g.files], tag, nice),
        );
      }
    };
    await Promise.all(Array.from({ length: NODE_PROCESSES }, worker));
    return combined(runs, parseNode, 'Node');
  });

/** The browser test files: test/**\/*.test.ts but the Node directories (web-test-runner.config.mjs `files`). */
function browserTestFiles(dir = 'test') {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!NODE_TEST_DIRS.some((d) => path === `test/${d}`)) out.push(...browserTestFiles(path));
    } else if (entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** A free TCP port on this machine (each wtr process gets its own: two looking at once could pick the same). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// The browser tests load the built self-contained bundle (the guide pages, as an article page does), and
// the Node tests of the package read dist/ (what an app bundles, where the worker is): on a fresh
// checkout, or after a change to src/, build it first, so `npm test` alone runs everything.
if (!skip.has('browser') || !skip.has('node')) {
  const stale = distStale(root);
  if (stale) {
    console.log(`\n${bold('=== build')}: ${stale} (the browser tests and the package's Node tests read the built files)`);
    const t0 = performance.now();
    const npm = process.env.npm_execpath;
    const built = await run(npm ? [process.execPath, npm, 'run', 'build'] : ['npm', 'run', 'build']);
    if (built.code !== 0) {
      const seconds = (performance.now() - t0) / 1000;
      results.push({ name: 'build', code: built.code, counts: { passed: 0, failed: 0 }, note: 'npm run build failed', seconds });
    }
  }
}

const browserStep = () =>
  step('browser', `browser tests (web-test-runner${BROWSER_SHARDS > 1 ? `, ${BROWSER_SHARDS} processes side by side` : ''})`, async () => {
    const wtr = bin('@web/test-runner', 'wtr');
    const files = browserTestFiles();
    if (BROWSER_SHARDS === 1 || files.length < 2) {
      const { code, output } = await run([process.execPath, wtr]);
      return { code, counts: parseWtr(output), failures: failingTests(output) };
    }
    // Longest first, each to the least loaded process; each process runs its files in name order.
    const shards = Array.from({ length: Math.min(BROWSER_SHARDS, files.length) }, () => ({ files: /** @type {string[]} */ ([]), load: 0 }));
    for (const f of longestFirst(files)) {
      const least = shards.reduce((a, b) => (b.load < a.load ? b : a));
      least.files.push(f);
      least.load += weight(f);
    }
    /** @type {number[]} */
    const ports = [];
    while (ports.length < shards.length) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const runs = await Promise.all(
      shards.map((shard, i) =>
        run([process.execPath, wtr, '--port', String(ports[i]), '--files', ...shard.files.sort()], `[browser ${i + 1}/${shards.length}] `),
      ),
    );
    return combined(runs, parseWtr, 'wtr');
  });

const storybookStep = () =>
  step('storybook', 'story tests (vitest + @storybook/addon-vitest)', async () => {
    if (!existsSync(join(root, 'custom-elements.json'))) {
      console.log('custom-elements.json is missing: generating it (.storybook/preview.ts imports it).');
      const cem = await run([process.execPath, bin('@custom-elements-manifest/analyzer', 'cem'), 'analyze', '--litelement']);
      if (cem.code !== 0) return { code: cem.code, counts: null, note: 'cem analyze failed' };
    }
    const { code, output } = await run(
      [process.execPath, bin('vitest', 'vitest'), 'run', '--project', 'storybook'],
      ...background('storybook'),
    );
    return { code, counts: parseVitest(output), failures: failingTests(output) };
  });

if (SIDE_BY_SIDE && !skip.has('browser')) {
  // The browser step at normal priority; the story and Node steps, one after the other, beside it at a
  // lower one: they take the cores whenever the browsers wait (round trips, frames, timers). The story
  // step first: what runs on after the browsers have finished is then the Node step's two processes,
  // which keep both cores busy (the story step alone keeps about one and a half busy).
  await Promise.all([browserStep(), storybookStep().then(nodeStep)]);
} else {
  await nodeStep();
  await browserStep();
  await storybookStep();
}
results.sort((a, b) => STEPS.indexOf(a.name) - STEPS.indexOf(b.name));

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
for (const r of results) {
  if (!r.failures?.length || (r.counts?.failed === 0 && r.code === 0)) continue;
  const shown = r.failures.slice(0, 30);
  console.log(
    `${r.name} failures:${shown.map((f) => `\n  ${f}`).join('')}${r.failures.length > shown.length ? `\n  … and ${r.failures.length - shown.length} more` : ''}`,
  );
}
for (const s of STEPS) if (skip.has(s)) console.log(`skip ${s}`);
if (results.length === 0) {
  console.log('Every step was skipped: nothing ran.');
  ok = false;
}
process.exitCode = ok ? 0 : 1;
console.log(`${passed} passed, ${failed} failed`);
