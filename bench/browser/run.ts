/**
 * `npm run bench:browser` (node --import tsx bench/browser/run.ts): how `<patience-game>` feels in a
 * real browser, measured in Debian's Chromium, each figure beside the same figure of a bare Lit element
 * (the baseline) measured in the same run. Prints tables of medians; asserts nothing.
 *
 * It builds the package (`npm run build`), serves dist/patience-elements.bundled.min.js and a bench
 * page (bench/browser/page.ts, bundled with lit) on a free loopback port, and drives Chromium through
 * Playwright, with real mouse input. For each variant:
 * - first render: a fresh page, then a new `<patience-game>` appended; ms from the append to the first
 *   paint that shows its piles, the main-thread time of that work, and the elements it made; and, in one
 *   more traced page, how many elements Chromium styled and boxes it laid out until the table settled
 *   (counts, the same on a loaded machine: an element styled twice counts twice);
 * - a move by mouse: click a card (pick up), then its target pile (drop); ms from the click to the next
 *   paint, and the main-thread work of the move from Chromium's Performance.getMetrics (TaskDuration,
 *   ScriptDuration, RecalcStyleDuration, LayoutDuration deltas);
 * - a whole game played automatically: a game the engine's greedy player plays (won when it can find
 *   one) is played into the element, then shown again with `replay(speedMs)` while every animation
 *   frame is timed; a frame is dropped when two frames are further apart than one frame interval.
 *
 * - an animated automatic chain: the greedy game's turn with the longest run of automatic moves,
 *   played again with animation on; frames timed until the last card has landed.
 * Animations are counted as the page starts them (page.ts wraps `Element.prototype.animate`), not by
 * asking every shadow root for its animations, which costs a style update in the frames measured.
 *
 * Before and after in one run: `--against FILE` measures another build's bundled file (for example
 * main's dist/patience-elements.bundled.min.js, copied aside before a change) in the same pages and
 * runs, alternately with this build, and prints each figure of this build as a ratio to it. The
 * chunks each file loads on first use (its ./bundled/ directory, copied along) are served beside it.
 *
 * Options: `--runs N` fresh pages per variant for the first render (default 7), `--chain-runs N` fresh
 * pages per variant for the animated chain (default 3; medians printed), `--moves N` mouse moves
 * per variant (default 15), `--replay-ms N` time between replayed turns (default 100), `--variant ID`
 * (repeatable; default every variant), `--against FILE` (see above), `--no-build` (use the dist/
 * there is), `--json FILE` (also write every sample), `--trace DIR` (a Chromium trace of each
 * variant's first render, `DIR/first-render-<variant>.json`, of its mouse
 * moves, `DIR/moves-<variant>.json`, and of its animated chain, `DIR/chain-<variant>.json`: open it in Chrome DevTools' Performance panel or
 * ui.perfetto.dev to see where a move's time goes). CHROME_PATH picks the browser (default
 * /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import type { FrameCount } from './page.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// ------------------------------------------------------------------------------------------------
// Options

interface Options {
  runs: number;
  chainRuns: number;
  moves: number;
  replayMs: number;
  variants: string[];
  build: boolean;
  json: string | null;
  against: string | null;
  trace: string | null;
}

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { runs: 7, chainRuns: 3, moves: 15, replayMs: 100, variants: [], build: true, json: null, against: null, trace: null };
  const fail = (msg: string): never => {
    console.error(
      `bench:browser: ${msg} (options: --runs N --chain-runs N --moves N --replay-ms N --variant ID --against FILE --no-build --json FILE --trace DIR)`,
    );
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string => argv[++i] ?? fail(`${a} needs a value`);
    const count = (min: number): number => {
      const n = Number(value());
      return Number.isInteger(n) && n >= min ? n : fail(`${a} must be a whole number ≥ ${min}`);
    };
    if (a === '--runs') o.runs = count(1);
    else if (a === '--chain-runs') o.chainRuns = count(1);
    else if (a === '--moves') o.moves = count(1);
    else if (a === '--replay-ms') o.replayMs = count(0);
    else if (a === '--variant') o.variants.push(value());
    else if (a === '--no-build') o.build = false;
    else if (a === '--json') o.json = value();
    else if (a === '--against') o.against = value();
    else if (a === '--trace') o.trace = value();
    else fail(`unknown option ${a}`);
  }
  return o;
}

// ------------------------------------------------------------------------------------------------
// Figures

const median = (xs: readonly number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Main-thread time, in ms, from Chromium's Performance.getMetrics (cumulative seconds) between two readings. */
interface Work {
  /** TaskDuration: every main-thread task (input, script, style, layout, paint, commit, …). */
  task: number;
  script: number;
  style: number;
  layout: number;
}

async function readMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

const workBetween = (a: Record<string, number>, b: Record<string, number>): Work => ({
  task: (b.TaskDuration - a.TaskDuration) * 1000,
  script: (b.ScriptDuration - a.ScriptDuration) * 1000,
  style: (b.RecalcStyleDuration - a.RecalcStyleDuration) * 1000,
  layout: (b.LayoutDuration - a.LayoutDuration) * 1000,
});

/** Script + style + layout: the work a change of the page costs, without input, paint and commit. */
const own = (w: Work): number => w.script + w.style + w.layout;

const medianWork = (ws: readonly Work[]): Work => ({
  task: median(ws.map((w) => w.task)),
  script: median(ws.map((w) => w.script)),
  style: median(ws.map((w) => w.style)),
  layout: median(ws.map((w) => w.layout)),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32), so every run picks the same moves. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------------------------------------
// The package, the page and the browser

interface Move {
  from: string;
  to: string;
  count?: number;
}
interface EngineApi {
  greedyPlay(variant: unknown, seed: string): { won: boolean; moves: Move[] };
}
interface VariantsApi {
  variantIds: readonly string[];
  getVariant(id: string): unknown;
}

function buildPackage(): void {
  console.log('bench:browser: npm run build …');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    console.error('bench:browser: npm run build failed');
    process.exit(1);
  }
}

/** A whole game per variant for the auto-play figure: the first seed the greedy player wins, else its longest game. */
function autoGames(
  engine: EngineApi,
  variants: VariantsApi,
  ids: readonly string[],
): Map<string, { seed: string; won: boolean; moves: Move[] }> {
  const games = new Map<string, { seed: string; won: boolean; moves: Move[] }>();
  for (const id of ids) {
    const variant = variants.getVariant(id);
    let best: { seed: string; won: boolean; moves: Move[] } | null = null;
    const t0 = Date.now();
    for (let s = 1; s <= 2000 && Date.now() - t0 < 5000; s++) {
      const r = engine.greedyPlay(variant, String(s));
      if (!best || (r.won && !best.won) || (r.won === best.won && r.moves.length > best.moves.length)) best = { seed: String(s), ...r };
      if (r.won) break;
    }
    games.set(id, best!);
  }
  return games;
}

const page = (bundle: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>patience-elements bench</title>
    <style>
      body { margin: 0; background: #fff; }
      #stage { width: 1000px; }
    </style>
    <script type="module" src="${bundle}"></script>
    <script type="module" src="/bench.js"></script>
  </head>
  <body>
    <div id="stage"></div>
  </body>
</html>
`;

async function serve(files: Record<string, { type: string; body: string | Buffer }>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = files[(req.url ?? '/').split('?')[0]];
    if (!file || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** The flags web-test-runner.config.mjs launches Chromium with (root, no sandbox, no outside network). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

const executablePath =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

type Point = [number, number];

async function openPage(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1400 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`bench page error: ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window && customElements.get('patience-game') !== undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp, close: () => context.close() };
}

/**
 * A real mouse click at a point, measured: click → next paint (in the page), and the main-thread work
 * from the press until `settleMs` later (Chromium's counters, read from here so that nothing else runs
 * in the page meanwhile).
 */
async function measuredClick(
  page: Page,
  cdp: CDPSession,
  [x, y]: Point,
  settleMs = 150,
): Promise<{ latencyMs: number; moves: Move[]; work: Work } | null> {
  await page.mouse.move(x, y);
  await page.evaluate(() => window.bench.arm());
  await sleep(50);
  const before = await readMetrics(cdp);
  await page.mouse.click(x, y);
  await sleep(settleMs);
  const after = await readMetrics(cdp);
  const r = await page.evaluate(() => window.bench.clicked());
  return r && { ...r, work: workBetween(before, after) };
}

// ------------------------------------------------------------------------------------------------
// The measures

interface FirstRender {
  ms: number;
  work: Work;
  /** Elements in the element's tree, shadow trees included, and how many of them are custom elements. */
  elements: number;
  custom: number;
}
interface VariantFigures {
  firstRender: FirstRender[];
  baselineFirstRender: FirstRender[];
  pickUp: number[];
  move: { latencyMs: number; work: Work; move: Move }[];
  baselineClick: { latencyMs: number; work: Work }[];
  missedMoves: number;
  deals: number;
  autoPlay: ({ seed: string; greedyWon: boolean; moves: number; status: string; durationMs: number } & FrameCount) | null;
  baselineTicks: FrameCount | null;
  /** Each run of the animated chain (`--chain-runs`); `work`: the main-thread work from the user move to the last landing (Chromium's counters). */
  chains: Chain[];
  /** Their medians, figure by figure (null: no chain, or not measured yet). */
  chain: Chain | null;
  /** Chromium's own counts over a first render and the settling after it (see {@link countFirstRender}). */
  counts: FirstRenderCounts | null;
}

/**
 * How much style and layout work a first render asked of the browser, counted, not timed, so the same
 * on a loaded machine: elements whose style was computed (each style pass's count, summed) and boxes
 * laid out (each layout's dirty objects, summed), from the append until 600 ms after the first paint
 * (the fit's second render and the chunks loaded after the first paint included). An element styled
 * twice counts twice: a change that restyles the whole table again shows here.
 */
interface FirstRenderCounts {
  styled: number;
  laidOut: number;
  stylePasses: number;
}

const emptyFigures = (): VariantFigures => ({
  firstRender: [],
  baselineFirstRender: [],
  pickUp: [],
  move: [],
  baselineClick: [],
  missedMoves: 0,
  deals: 0,
  autoPlay: null,
  baselineTicks: null,
  chains: [],
  chain: null,
  counts: null,
});

/** One run of the animated automatic chain (see {@link measureChain}). */
type Chain = { autoMoves: number; durationMs: number; work: Work } & FrameCount;

/** The median of each figure of some chain runs (null when none). */
function medianChain(runs: readonly Chain[]): Chain | null {
  if (runs.length === 0) return null;
  const m = (k: 'autoMoves' | 'durationMs' | 'frames' | 'dropped' | 'longestMs' | 'intervalMs' | 'animations'): number =>
    median(runs.map((r) => r[k]));
  return {
    autoMoves: m('autoMoves'),
    durationMs: m('durationMs'),
    frames: m('frames'),
    dropped: m('dropped'),
    longestMs: m('longestMs'),
    intervalMs: m('intervalMs'),
    animations: m('animations'),
    work: medianWork(runs.map((r) => r.work)),
  };
}

/** What `--trace` records: the main thread's tasks, style and layout, and JavaScript samples. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** A build measured: this one, or the one given with `--against`. */
interface Build {
  readonly name: string;
  readonly url: string;
}

/**
 * First renders, each in a fresh page: the baseline's and each build's game, alternately (the
 * baseline is measured in the first build's pages; it does not depend on the build).
 */
async function measureFirstRender(
  browser: Browser,
  builds: readonly Build[],
  variant: string,
  runs: number,
  fs: readonly VariantFigures[],
): Promise<void> {
  for (let run = 0; run < runs; run++) {
    for (const kind of ['baseline', ...builds.map((_, i) => i)] as const) {
      const { page, cdp, close } = await openPage(browser, builds[kind === 'baseline' ? 0 : kind].url);
      try {
        await sleep(50);
        const m0 = await readMetrics(cdp);
        if (kind === 'baseline') {
          const ms = await page.evaluate(() => window.bench.baselineFirstRender());
          for (const f of fs) f.baselineFirstRender.push({ ms, work: workBetween(m0, await readMetrics(cdp)), elements: NaN, custom: 1 });
        } else {
          const g = await page.evaluate(([v, s]) => window.bench.gameFirstRender(v, s), [variant, '42'] as const);
          fs[kind].firstRender.push({ ...g, work: workBetween(m0, await readMetrics(cdp)) });
        }
      } finally {
        await close();
      }
    }
  }
}

/** Where a build's traces go: `--trace DIR` itself, or `DIR/<build name>` when two builds are measured; null without `--trace`. */
const traceDir = (trace: string | null, builds: readonly Build[], b: Build): string | null =>
  trace === null ? null : builds.length > 1 ? join(trace, b.name) : trace;

/**
 * With `--trace DIR`: a Chromium trace (with JavaScript samples) of one more first render per build,
 * in a fresh page, from the append to 600 ms after it: `DIR/first-render-<variant>.json`.
 */
async function traceFirstRender(browser: Browser, builds: readonly Build[], variant: string, trace: string): Promise<void> {
  for (const b of builds) {
    const dir = traceDir(trace, builds, b)!;
    mkdirSync(dir, { recursive: true });
    const { page, close } = await openPage(browser, b.url);
    try {
      await sleep(50);
      const path = join(dir, `first-render-${variant}.json`);
      await browser.startTracing(page, { path, categories: TRACE_CATEGORIES });
      await page.evaluate(([v, s]) => window.bench.gameFirstRender(v, s), [variant, '42'] as const);
      await sleep(600);
      await browser.stopTracing();
      console.log(`bench:browser: ${variant}: trace of the first render in ${path}`);
    } finally {
      await close();
    }
  }
}

/** One traced first render per build, in a fresh page: {@link FirstRenderCounts}. */
async function countFirstRender(browser: Browser, builds: readonly Build[], variant: string, fs: readonly VariantFigures[]): Promise<void> {
  for (const [i, b] of builds.entries()) {
    const { page, cdp, close } = await openPage(browser, b.url);
    try {
      await sleep(50);
      const events: { name: string; ph: string; args?: { elementCount?: number; beginData?: { dirtyObjects?: number } } }[] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
      await page.evaluate(([v, s]) => window.bench.gameFirstRender(v, s), [variant, '42'] as const);
      await sleep(600);
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      const passes = events.filter((e) => e.ph === 'X' && e.name === 'UpdateLayoutTree' && (e.args?.elementCount ?? 0) > 0);
      fs[i].counts = {
        styled: passes.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0),
        stylePasses: passes.length,
        laidOut: events.filter((e) => e.ph === 'X' && e.name === 'Layout').reduce((n, e) => n + (e.args?.beginData?.dirtyObjects ?? 0), 0),
      };
    } finally {
      await close();
    }
  }
}

async function measureMoves(
  browser: Browser,
  url: string,
  variant: string,
  count: number,
  f: VariantFigures,
  trace: string | null,
): Promise<void> {
  const { page, cdp, close } = await openPage(browser, url);
  let tracing = false;
  const pick = random(12);
  let seed = 1;
  try {
    await page.evaluate(() => window.bench.baselineFirstRender());
    await page.evaluate(([v, s]) => window.bench.gameFirstRender(v, s), [variant, String(seed)] as const);
    f.deals = 1;
    if (trace !== null) {
      mkdirSync(trace, { recursive: true });
      await browser.startTracing(page, { path: join(trace, `moves-${variant}.json`), categories: TRACE_CATEGORIES });
      tracing = true;
    }
    for (let attempt = 0; f.move.length < count && attempt < count * 4; attempt++) {
      const options = await page.evaluate(() => window.bench.clickableMoves());
      if (options.length === 0) {
        seed++;
        f.deals++;
        await page.evaluate((s) => window.bench.newDeal(s), String(seed));
        continue;
      }
      const choice = options[Math.floor(pick() * options.length)];
      const first = await measuredClick(page, cdp, choice.from);
      if (first && first.moves.length > 0) {
        // A one-click move (the stock, say): that click was the move.
        f.move.push({ latencyMs: first.latencyMs, work: first.work, move: choice.move });
      } else {
        if (first) f.pickUp.push(first.latencyMs);
        const drop = await measuredClick(page, cdp, choice.to);
        if (drop && drop.moves.some((m) => m.from === choice.move.from && m.to === choice.move.to)) {
          f.move.push({ latencyMs: drop.latencyMs, work: drop.work, move: choice.move });
        } else {
          f.missedMoves++;
          await page.keyboard.press('Escape');
        }
      }
      // The baseline, clicked in the same conditions, between the game's moves.
      const point = await page.evaluate(() => window.bench.baselinePoint());
      const b = await measuredClick(page, cdp, point);
      if (b) f.baselineClick.push({ latencyMs: b.latencyMs, work: b.work });
    }
  } finally {
    if (tracing) await browser.stopTracing();
    await close();
  }
  if (tracing && trace !== null) console.log(`bench:browser: ${variant}: trace of the moves in ${join(trace, `moves-${variant}.json`)}`);
}

async function measureAutoPlay(
  browser: Browser,
  url: string,
  variant: string,
  game: { seed: string; won: boolean; moves: Move[] },
  replayMs: number,
  f: VariantFigures,
): Promise<void> {
  const { page, close } = await openPage(browser, url);
  try {
    await page.evaluate(() => window.bench.baselineFirstRender());
    await page.evaluate(([v, s]) => window.bench.gameFirstRender(v, s), [variant, game.seed] as const);
    const r = await page.evaluate(([moves, ms]) => window.bench.autoPlay(moves, ms), [game.moves, replayMs] as const);
    f.autoPlay = { seed: game.seed, greedyWon: game.won, ...r };
    f.baselineTicks = await page.evaluate(([ms, d]) => window.bench.baselineTicks(ms, d), [replayMs, r.durationMs] as const);
  } finally {
    await close();
  }
}

async function measureChain(
  browser: Browser,
  url: string,
  variant: string,
  game: { seed: string; moves: Move[] },
  f: VariantFigures,
  trace: string | null,
): Promise<void> {
  const { page, cdp, close } = await openPage(browser, url);
  try {
    await page.evaluate(([v, s]) => window.bench.gameFirstRender(v, s), [variant, game.seed] as const);
    if (!(await page.evaluate((moves) => window.bench.chainPrepare(moves), game.moves))) return;
    if (trace !== null) {
      mkdirSync(trace, { recursive: true });
      await browser.startTracing(page, { path: join(trace, `chain-${variant}.json`), categories: TRACE_CATEGORIES });
    }
    const m0 = await readMetrics(cdp);
    const chain = await page.evaluate(() => window.bench.chainRun());
    f.chains.push({ ...chain, work: workBetween(m0, await readMetrics(cdp)) });
    if (trace !== null) {
      await browser.stopTracing();
      console.log(`bench:browser: ${variant}: trace of the animated chain in ${join(trace, `chain-${variant}.json`)}`);
    }
  } finally {
    await close();
  }
}

// ------------------------------------------------------------------------------------------------
// The printout

const fixed = (n: number, d = 1): string => (Number.isFinite(n) ? n.toFixed(d) : '–');
const ratio = (a: number, b: number): string => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–');

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

/** A table row's label: the variant, and the build when there are two. */
type Rows = readonly { label: string; build: string; variant: string; f: VariantFigures }[];

function report(rows: Rows, builds: readonly Build[], o: Options, browserVersion: string): void {
  const all = rows.map((r) => r.f);
  const baseRender = rows.filter((r) => r.build === builds[0].name).flatMap((r) => r.f.baselineFirstRender);
  const baseClicks = all.flatMap((f) => f.baselineClick);
  const baseRenderMs = median(baseRender.map((r) => r.ms));
  const baseRenderWork = medianWork(baseRender.map((r) => r.work));
  const baseClickMs = median(baseClicks.map((c) => c.latencyMs));
  const baseClickWork = medianWork(baseClicks.map((c) => c.work));

  console.log(
    `\nbench:browser: Chromium ${browserVersion}, ${cpus().length} cores, viewport 1024×1400. Medians; ` +
      `× = ratio to the baseline (a bare Lit element: six divs and a button) measured in the same pages.` +
      (builds.length > 1 ? ` Builds: ${builds.map((b) => `"${b.name}"`).join(' and ')}, measured alternately in the same run.` : ''),
  );

  const baseRenderOwn = median(baseRender.map((r) => own(r.work)));
  const baseClickOwn = median(baseClicks.map((c) => own(c.work)));
  console.log(
    `\nFirst render: a new element in a fresh page (<patience-game seed="42">), from the append to the end of the first paint that shows it (${o.runs} pages each); styled (passes) and laid out: elements whose style Chromium computed and boxes it laid out, counted (not timed) in one traced page from the append to 600 ms after the first paint`,
  );
  console.log(
    table(
      [
        '',
        'ms',
        '× baseline',
        'script+style+layout ms',
        'script',
        'style',
        'layout',
        'all tasks ms',
        'elements',
        'custom elements',
        'styled (passes)',
        'laid out',
      ],
      [
        [
          'baseline Lit element',
          fixed(baseRenderMs),
          '1.00×',
          fixed(baseRenderOwn),
          fixed(baseRenderWork.script),
          fixed(baseRenderWork.style),
          fixed(baseRenderWork.layout),
          fixed(baseRenderWork.task),
          '–',
          '1',
          '–',
          '–',
        ],
        ...rows.map(({ label, f }) => {
          const ms = median(f.firstRender.map((r) => r.ms));
          const w = medianWork(f.firstRender.map((r) => r.work));
          return [
            label,
            fixed(ms),
            ratio(ms, baseRenderMs),
            fixed(median(f.firstRender.map((r) => own(r.work)))),
            fixed(w.script),
            fixed(w.style),
            fixed(w.layout),
            fixed(w.task),
            String(f.firstRender[0]?.elements ?? '–'),
            String(f.firstRender[0]?.custom ?? '–'),
            f.counts ? `${f.counts.styled} (${f.counts.stylePasses})` : '–',
            f.counts ? String(f.counts.laidOut) : '–',
          ];
        }),
      ],
    ),
  );

  console.log(
    `\nA move with the real mouse: click a card (pick up), then its target (drop). Click → next paint, in the page; the move's ` +
      `main-thread work, from Chromium's counters over the drop click and the 150 ms after it (${o.moves} moves per variant)`,
  );
  console.log(
    table(
      [
        '',
        'pick-up → paint ms',
        'click → paint ms',
        '× baseline',
        'script+style+layout ms',
        'script',
        'style',
        'layout',
        '× baseline',
        'all tasks ms',
        'moves (missed, deals)',
      ],
      [
        [
          'baseline Lit element (click → re-render)',
          '–',
          fixed(baseClickMs),
          '1.00×',
          fixed(baseClickOwn),
          fixed(baseClickWork.script),
          fixed(baseClickWork.style),
          fixed(baseClickWork.layout),
          '1.00×',
          fixed(baseClickWork.task),
          String(baseClicks.length),
        ],
        ...rows.map(({ label, f }) => {
          const ms = median(f.move.map((m) => m.latencyMs));
          const w = medianWork(f.move.map((m) => m.work));
          const mine = median(f.move.map((m) => own(m.work)));
          return [
            label,
            fixed(median(f.pickUp)),
            fixed(ms),
            ratio(ms, baseClickMs),
            fixed(mine),
            fixed(w.script),
            fixed(w.style),
            fixed(w.layout),
            ratio(mine, baseClickOwn),
            fixed(w.task),
            `${f.move.length} (${f.missedMoves}, ${f.deals})`,
          ];
        }),
      ],
    ),
  );

  console.log(
    `\nAnimated automatic chain: the greedy game's turn with the longest run of automatic moves, played again with animation on (medians of ${o.chainRuns} fresh pages); ` +
      `frames timed until the last card has landed (animations counted as started, every frame); main-thread ms: every task (paint and commit too) from the user move to the last landing`,
  );
  console.log(
    table(
      [
        '',
        'automatic moves',
        'ms',
        'main-thread ms',
        'script+style+layout ms',
        'frames',
        'dropped',
        'longest frame ms',
        'frame ms',
        'animations at once',
      ],
      rows.map(({ label, f }) => {
        const c = f.chain;
        if (!c) return [label, '–', '–', '–', '–', '–', '–', '–', '–', '–'];
        return [
          label,
          String(c.autoMoves),
          fixed(c.durationMs),
          fixed(c.work.task),
          fixed(own(c.work)),
          String(c.frames),
          String(c.dropped),
          fixed(c.longestMs),
          fixed(c.intervalMs),
          String(c.animations),
        ];
      }),
    ),
  );

  console.log(
    `\nA whole game played automatically: the greedy player's game played into the element, then replay(${o.replayMs}) with every animation frame timed`,
  );
  console.log(
    table(
      ['', 'seed', 'moves', 'ends', 's', 'frames', 'dropped', 'longest frame ms', 'frame ms', 'animations at once'],
      [
        ...rows.map(({ label, f }) => {
          const a = f.autoPlay;
          if (!a) return [label, '–', '–', '–', '–', '–', '–', '–', '–', '–'];
          return [
            label,
            a.seed,
            String(a.moves),
            a.status,
            fixed(a.durationMs / 1000),
            String(a.frames),
            String(a.dropped),
            fixed(a.longestMs),
            fixed(a.intervalMs),
            String(a.animations),
          ];
        }),
        ...rows.map(({ label, f }) => {
          const b = f.baselineTicks;
          if (!b) return [`baseline (${label})`, '–', '–', '–', '–', '–', '–', '–', '–', '–'];
          return [
            `baseline re-rendered every ${o.replayMs} ms (beside ${label})`,
            '–',
            '–',
            '–',
            '–',
            String(b.frames),
            String(b.dropped),
            fixed(b.longestMs),
            fixed(b.intervalMs),
            String(b.animations),
          ];
        }),
      ],
    ),
  );

  const mine = rows.filter((r) => r.build === builds[0].name).map((r) => r.f);
  const moveWork = Math.max(...mine.map((f) => median(f.move.map((m) => own(m.work)))));
  const clickRatio = Math.max(...mine.map((f) => median(f.move.map((m) => m.latencyMs)))) / baseClickMs;
  const renderRatio = Math.max(...mine.map((f) => median(f.firstRender.map((r) => r.ms)))) / baseRenderMs;
  // A game whose greedy play has no automatic chain (no row in the table) is left out, not NaN.
  const chains = mine.flatMap((f) => (f.chain ? [f.chain.dropped] : []));
  const droppedChain = chains.length > 0 ? Math.max(...chains) : 0;
  const animated = mine.some((f) => (f.chain?.animations ?? 0) > 0);
  const verdict = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    `\nGoals (issue #12), worst variant of ${builds.length > 1 ? `"${builds[0].name}"` : 'this build'} against each; figures, not assertions:`,
  );
  console.log(`  a move's main-thread work ≤ 4 ms:           ${fixed(moveWork)} ms script+style+layout, ${verdict(moveWork <= 4)}`);
  console.log(`  click → paint ≤ 1.2 × baseline:              ${fixed(clickRatio, 2)}×, ${verdict(clickRatio <= 1.2)}`);
  console.log(`  first render ≤ 3 × baseline:                 ${fixed(renderRatio, 2)}×, ${verdict(renderRatio <= 3)}`);
  console.log(
    `  no dropped frame during an animated chain:   ${droppedChain} dropped, ` +
      (animated ? verdict(droppedChain === 0) : 'no animation ran'),
  );

  if (builds.length < 2) return;
  const [after, before] = builds;
  console.log(`\n"${after.name}" against "${before.name}", per variant (ratio < 1: "${after.name}" is faster or does less):`);
  const variants = [...new Set(rows.map((r) => r.variant))];
  const pick = (b: Build, v: string): VariantFigures => rows.find((r) => r.build === b.name && r.variant === v)!.f;
  console.log(
    table(
      [
        '',
        'first render ms',
        'ratio',
        'elements styled',
        'boxes laid out',
        'move work ms',
        'ratio',
        'click → paint ms',
        'ratio',
        'chain dropped frames',
        'chain main-thread ms',
        'ratio',
        'replay dropped frames',
      ],
      variants.map((v) => {
        const a = pick(after, v);
        const b = pick(before, v);
        const fr = [median(b.firstRender.map((r) => r.ms)), median(a.firstRender.map((r) => r.ms))];
        const mw = [median(b.move.map((m) => own(m.work))), median(a.move.map((m) => own(m.work)))];
        const cp = [median(b.move.map((m) => m.latencyMs)), median(a.move.map((m) => m.latencyMs))];
        return [
          v,
          `${fixed(fr[0])} → ${fixed(fr[1])}`,
          ratio(fr[1], fr[0]),
          `${b.counts?.styled ?? '–'} → ${a.counts?.styled ?? '–'}`,
          `${b.counts?.laidOut ?? '–'} → ${a.counts?.laidOut ?? '–'}`,
          `${fixed(mw[0])} → ${fixed(mw[1])}`,
          ratio(mw[1], mw[0]),
          `${fixed(cp[0])} → ${fixed(cp[1])}`,
          ratio(cp[1], cp[0]),
          `${b.chain?.dropped ?? '–'} → ${a.chain?.dropped ?? '–'}`,
          `${fixed(b.chain?.work.task ?? NaN)} → ${fixed(a.chain?.work.task ?? NaN)}`,
          ratio(a.chain?.work.task ?? NaN, b.chain?.work.task ?? NaN),
          `${b.autoPlay?.dropped ?? '–'} → ${a.autoPlay?.dropped ?? '–'}`,
        ];
      }),
    ),
  );
}

// ------------------------------------------------------------------------------------------------

const options = parseArgs(process.argv.slice(2));
if (!executablePath) {
  console.error('bench:browser: no Chromium found. Set CHROME_PATH, or on Debian: apt-get install -y --no-install-recommends chromium');
  process.exit(1);
}
if (options.build) buildPackage();
const bundled = join(root, 'dist', 'patience-elements.bundled.min.js');
if (!existsSync(bundled)) {
  console.error('bench:browser: dist/ is not built; run without --no-build (or npm run build)');
  process.exit(1);
}
if (options.against && !existsSync(options.against)) {
  console.error(`bench:browser: --against ${options.against}: no such file`);
  process.exit(2);
}

const engine = (await import(pathToFileURL(join(root, 'dist', 'engine', 'index.js')).href)) as EngineApi;
const variantsModule = (await import(pathToFileURL(join(root, 'dist', 'variants', 'index.js')).href)) as VariantsApi;
const ids = options.variants.length > 0 ? options.variants : [...variantsModule.variantIds];
for (const id of ids) variantsModule.getVariant(id); // a RangeError naming the known ids for a typo
const games = autoGames(engine, variantsModule, ids);

const pageScript = await build({
  entryPoints: [join(root, 'bench', 'browser', 'page.ts')],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'warning',
});
const js = (body: string | Buffer) => ({ type: 'text/javascript; charset=utf-8', body });
/** The chunks a bundled file loads on first use (./bundled/*.js beside it), served under `prefix`. */
const chunks = (file: string, prefix: string) => {
  const dir = join(dirname(file), 'bundled');
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [`${prefix}bundled/${f}`, js(readFileSync(join(dir, f)))]),
  );
};
const { server, url } = await serve({
  '/': { type: 'text/html; charset=utf-8', body: page('/patience-elements.bundled.min.js') },
  '/against/': { type: 'text/html; charset=utf-8', body: page('/against/patience-elements.bundled.min.js') },
  '/bench.js': js(pageScript.outputFiles[0].text),
  '/against/bench.js': js(pageScript.outputFiles[0].text),
  '/patience-elements.bundled.min.js': js(readFileSync(bundled)),
  ...chunks(bundled, '/'),
  ...(options.against
    ? { '/against/patience-elements.bundled.min.js': js(readFileSync(options.against)), ...chunks(options.against, '/against/') }
    : {}),
});
const builds: Build[] = [{ name: 'this build', url }];
if (options.against) builds.push({ name: 'against', url: `${url}against/` });

const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const rows: { label: string; build: string; variant: string; f: VariantFigures }[] = [];
try {
  for (const id of ids) {
    const fs = builds.map((b) => {
      const f = emptyFigures();
      rows.push({ label: builds.length > 1 ? `${id} (${b.name})` : id, build: b.name, variant: id, f });
      return f;
    });
    console.log(`bench:browser: ${id}: first render …`);
    await measureFirstRender(browser, builds, id, options.runs, fs);
    await countFirstRender(browser, builds, id, fs);
    if (options.trace) await traceFirstRender(browser, builds, id, options.trace);
    for (const [i, b] of builds.entries()) {
      console.log(`bench:browser: ${id}: moves (${b.name}) …`);
      await measureMoves(browser, b.url, id, options.moves, fs[i], traceDir(options.trace, builds, b));
    }
    // The chain: `--chain-runs` fresh pages per build, the builds alternately; the first run traced (`--trace`).
    for (let run = 0; run < options.chainRuns; run++) {
      for (const [i, b] of builds.entries()) {
        console.log(`bench:browser: ${id}: animated automatic chain (${b.name}, run ${run + 1} of ${options.chainRuns}) …`);
        await measureChain(browser, b.url, id, games.get(id)!, fs[i], run > 0 ? null : traceDir(options.trace, builds, b));
      }
    }
    for (const f of fs) f.chain = medianChain(f.chains);
    for (const [i, b] of builds.entries()) {
      console.log(`bench:browser: ${id}: automatic game (${b.name}) …`);
      await measureAutoPlay(browser, b.url, id, games.get(id)!, options.replayMs, fs[i]);
    }
  }
  report(rows, builds, options, browser.version());
  if (options.json) {
    writeFileSync(options.json, JSON.stringify({ browser: browser.version(), options, rows }, null, 2));
    console.log(`\nEvery sample: ${options.json}`);
  }
} finally {
  await browser.close();
  server.close();
}
