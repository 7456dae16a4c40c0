// @ts-check
import { fileURLToPath } from 'node:url';
import { appendFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { posix } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import rollupReplace from '@rollup/plugin-replace';
import { chromeLauncher } from '@web/test-runner-chrome';
import { safeCloneWebSocketPlugin } from './wtr-safe-clone-plugin.mjs';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';

// Debian's `apt-get install chromium` puts a shell wrapper at /usr/bin/chromium.
const executablePath =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);

if (!executablePath) {
  console.error('No Chromium found. Set CHROME_PATH, or on Debian: apt-get install -y --no-install-recommends chromium fonts-liberation');
  process.exit(1);
}

// Flags for headless Chromium as root on a machine with no outside network.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  // window.gc(), for test/components/lifecycle.test.ts (removed games must be collectable).
  '--js-flags=--expose-gc',
  // wtr loads each test file into the same tab. With the back-forward cache on, the page it leaves
  // is kept alive in its renderer process, so every file started a new renderer: 2.1 CPU s per file
  // on the 2-core machine, 0.6 s without it (11 one-line test files: 35.5 → 18.8 CPU s, 19.3 → 10.4 s).
  '--disable-features=BackForwardCache',
];

// Frameworks for test/frameworks/*.test.ts. Nothing here touches a file outside react, react-dom,
// scheduler and vue (nor resolves any other file's imports), so the other tests are served exactly
// as before.
//
// React ships only CommonJS. Rollup's commonjs plugin converts it file by file as it is served (after
// replace has set process.env.NODE_ENV). strictRequires: false gives each file a default export, and
// requireReturnsDefault: true makes require() of another converted file return its module.exports
// (the dev server cannot tell the plugin which files are CommonJS, so it would otherwise hand over
// the ES namespace object). Rollup adds the named exports itself when bundling; the dev server does
// not, so commonjsNamedExports below adds them.
const commonjsPackages = /\/node_modules\/(react|react-dom|scheduler)\//;
const replace = fromRollup(rollupReplace);
const commonjs = fromRollup(rollupCommonjs);
const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The commonjs plugin would resolve the imports of every file served. This limits it to the files of
 * the CommonJS packages and the helper modules it serves (under /__web-dev-server__/rollup/). The
 * plugin object is patched in place because the adapter recognises it by identity.
 * @param {import('@web/dev-server-core').Plugin} plugin
 */
function resolveOnlyInCommonjsPackages(plugin) {
  const resolveImport = plugin.resolveImport;
  if (resolveImport) {
    plugin.resolveImport = (args) =>
      commonjsPackages.test(args.context.path) || args.context.path.startsWith('/__web-dev-server__/rollup/')
        ? resolveImport.call(plugin, args)
        : undefined;
  }
  return plugin;
}
/**
 * Adds named exports to a converted CommonJS entry file, so `import { createRoot } from
 * 'react-dom/client'` works: the names are the keys of the file's exports when a separate Node process
 * loads it (not this one: React's development build patches the console it loads into). Files under
 * cjs/ are only ever require()d, so they are left alone.
 * @type {import('@web/dev-server-core').Plugin}
 */
const commonjsNamedExports = {
  name: 'commonjs-named-exports',
  transform(context) {
    if (!commonjsPackages.test(context.path) || context.path.includes('/cjs/') || typeof context.body !== 'string') {
      return undefined;
    }
    const found = /^export \{ (\w+) as __moduleExports \};$/m.exec(context.body);
    if (!found) return undefined;
    const keys = execFileSync(
      process.execPath,
      ['-e', 'console.log(JSON.stringify(Object.keys(require(process.argv[1]))))', posix.join(rootDir, context.path)],
      { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
    );
    const names = /** @type {string[]} */ (JSON.parse(keys)).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
    const locals = names.map((n, i) => `const __cjsNamed${i} = ${found[1]}.${n};`).join('\n');
    const list = names.map((n, i) => `__cjsNamed${i} as ${n}`).join(', ');
    return { body: `${context.body}\n${locals}\nexport { ${list} };\n` };
  },
};

/**
 * Vue: `import … from 'vue'` gets its self-contained ES build for browsers, with the template
 * compiler and without process.env (the package's default, vue.runtime.esm-bundler.js, needs a bundler).
 * @type {import('@web/dev-server-core').Plugin}
 */
const vueBrowserBuild = {
  name: 'vue-esm-browser',
  resolveImport: ({ source, context }) =>
    source === 'vue' ? posix.relative(posix.dirname(context.path), '/node_modules/vue/dist/vue.esm-browser.js') : undefined,
};

/**
 * `executeServerCommand('double-click', { position: [x, y] })`: a real double-click through the
 * browser's input pipeline (puppeteer's mouse with a click count of 2). sendMouse clicks always
 * have a click count of 1, so Chromium never turns two of them into a dblclick.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const doubleClickPlugin = {
  name: 'double-click',
  async executeCommand({ command, payload, session }) {
    if (command !== 'double-click') return undefined;
    const { position } = /** @type {{ position: [number, number] }} */ (payload);
    const page = /** @type {any} */ (session.browser).getPage(session.id);
    await page.mouse.click(position[0], position[1], { count: 2 });
    return true;
  },
};

/**
 * `executeServerCommand('touch', …)`: real touch input through the Chrome DevTools Protocol
 * (`Input.dispatchTouchEvent`), so the browser's own touch pipeline runs: touch-action, implicit
 * pointer capture, pointer events of `pointerType: 'touch'`, and the click (and dblclick) Chromium's
 * gesture detector makes of a tap. Coordinates are CSS px in the viewport, as `getBoundingClientRect()`
 * gives them. Payloads:
 * - `{ tap: [x, y], count? }`: a finger down and up, `count` times in a row (default 1; 2 is a double
 *   tap: the taps follow each other here, with no round trip to the page between them, well within
 *   Chromium's double-tap window);
 * - `{ drag: { from: [x, y], to: [x, y], steps? } }`: a finger down at `from`, `steps` moves (default 8)
 *   in a straight line to `to`, up there.
 *
 * The first command of a page turns on touch emulation (`Emulation.setTouchEmulationEnabled`, 5 touch
 * points) in a CDP session kept for that page: the page then reports touch support
 * (`navigator.maxTouchPoints` is 5), as a phone does. Resolves once Chromium has taken each event;
 * the click it makes of a tap may come a moment later (test/helpers/game-driver.ts `touchTap` waits
 * for it).
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const touchPlugin = (() => {
  /** One CDP session per page: emulation set through a session ends when it is detached. */
  const sessions = new WeakMap();
  /** @param {any} page */
  async function cdpFor(page) {
    let cdp = sessions.get(page);
    if (!cdp) {
      cdp = await page.createCDPSession();
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      sessions.set(page, cdp);
    }
    return cdp;
  }
  /** @param {[number, number]} p */
  const point = ([x, y]) => ({ x, y, id: 1, radiusX: 1, radiusY: 1, force: 1 });
  return {
    name: 'touch',
    /** @param {{ command: string, payload: any, session: any }} args */
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch') return undefined;
      const page = session.browser.getPage(session.id);
      const cdp = await cdpFor(page);
      // Each event carries its time (s since the epoch): a drag's events are stamped as a finger makes
      // them, 16 ms apart, resting 150 ms on the target before it lifts, all in the past, so nothing
      // waits. Lifted while moving, a drag would end in a fling, and Chromium would take the next touch
      // for one that stops the fling: its tap would make no click.
      /** @param {'touchStart' | 'touchMove' | 'touchEnd'} type @param {[number, number] | null} at @param {number} [timestamp] */
      const send = (type, at, timestamp) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [point(at)] : [], ...(timestamp ? { timestamp } : {}) });
      if (payload?.tap) {
        for (let i = 0; i < (payload.count ?? 1); i++) {
          await send('touchStart', payload.tap);
          await send('touchEnd', null);
        }
      } else if (payload?.drag) {
        const { from, to, steps = 8 } = payload.drag;
        const t0 = Date.now() / 1000 - (steps * 0.016 + 0.15);
        await send('touchStart', from, t0);
        for (let i = 1; i <= steps; i++) {
          await send('touchMove', [from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps], t0 + i * 0.016);
        }
        await send('touchMove', to, t0 + steps * 0.016 + 0.15);
        await send('touchEnd', null, t0 + steps * 0.016 + 0.15);
      } else {
        throw new Error(`touch: unknown payload ${JSON.stringify(payload)}`);
      }
      return true;
    },
  };
})();

/**
 * `executeServerCommand('a11y-tree')`: Chromium's accessibility tree of the page (roles and names as
 * a screen reader gets them, shadow roots included), from puppeteer's `page.accessibility.snapshot()`.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
/**
 * `press-keys` `{ keys: string[] }`: presses each key in turn with the real keyboard (as sendKeys's
 * `press` does), in one round trip: a walk of arrow keys across the table is one command. A chord is
 * written `Shift+Digit2`: Shift held down, Digit2 pressed, Shift let go.
 */
const pressKeysPlugin = {
  name: 'press-keys',
  async executeCommand({ command, payload, session }) {
    if (command !== 'press-keys') return undefined;
    const { keys } = /** @type {{ keys: string[] }} */ (payload);
    const page = /** @type {any} */ (session.browser).getPage(session.id);
    for (const key of keys) {
      const [mod, k] = key.includes('+') ? key.split('+') : [null, key];
      if (mod) await page.keyboard.down(mod);
      await page.keyboard.press(k);
      if (mod) await page.keyboard.up(mod);
    }
    return true;
  },
};

/**
 * `layout-key` `{ key, code, shift }`: one press of a digit key (code `Digit0`–`Digit9`) through the browser's input pipeline (CDP) as a
 * keyboard of another layout sends it, e.g. AZERTY's Shift + the key marked 1: key "1", code "Digit1",
 * Shift held. (puppeteer's keyboard knows the US layout only.)
 */
const layoutKeyPlugin = {
  name: 'layout-key',
  async executeCommand({ command, payload, session }) {
    if (command !== 'layout-key') return undefined;
    const { key, code, shift } = /** @type {{ key: string, code: string, shift: boolean }} */ (payload);
    const page = /** @type {any} */ (session.browser).getPage(session.id);
    const cdp = await page.createCDPSession();
    const modifiers = shift ? 8 : 0;
    const base = { key, code, modifiers, windowsVirtualKeyCode: 48 + Number(code.slice(-1)) };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: key, ...base });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
    await cdp.detach();
    return true;
  },
};

/**
 * `mouse-drag` `{ from: [x, y], to: [x, y], steps: number }`: a drag with the real mouse in one round
 * trip: move to `from`, press, move to `to` in `steps` moves, release.
 */
const mouseDragPlugin = {
  name: 'mouse-drag',
  async executeCommand({ command, payload, session }) {
    if (command !== 'mouse-drag') return undefined;
    const { from, to, steps } = /** @type {{ from: [number, number], to: [number, number], steps: number }} */ (payload);
    const page = /** @type {any} */ (session.browser).getPage(session.id);
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(Math.round(from[0] + ((to[0] - from[0]) * i) / steps), Math.round(from[1] + ((to[1] - from[1]) * i) / steps));
    }
    await page.mouse.up();
    return true;
  },
};

const accessibilityTreePlugin = {
  name: 'a11y-tree',
  async executeCommand({ command, session }) {
    if (command !== 'a11y-tree') return undefined;
    const page = /** @type {any} */ (session.browser).getPage(session.id);
    return page.accessibility.snapshot({ interestingOnly: true });
  },
};

/**
 * `executeServerCommand('forced-colors', { active })`: Chromium's forced colors mode (Windows High
 * Contrast: every colour replaced by the system's, box shadows and background images dropped) on or off,
 * through the DevTools Protocol (`Emulation.setEmulatedMedia`; puppeteer's `emulateMediaFeatures`
 * does not take `forced-colors`). Turn it off at the end: the tab is shared with the next test file.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const forcedColorsPlugin = (() => {
  /** One CDP session per page: emulation set through a session ends when it is detached. */
  const sessions = new WeakMap();
  return {
    name: 'forced-colors',
    /** @param {{ command: string, payload: any, session: any }} args */
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (!cdp) sessions.set(page, (cdp = await page.createCDPSession()));
      await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }] });
      return true;
    },
  };
})();

/**
 * `executeServerCommand('clipboard-permission', { state })`: the test page's origin (its same-origin
 * frames too) may read and write the system clipboard without asking (`'allow'`, as after a person
 * allowed it: puppeteer's `overridePermissions`), may not (`'deny'`: every permission is refused, so
 * `navigator.clipboard.writeText()` fails), or is back to the browser's defaults (`'reset'`).
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const clipboardPermissionPlugin = {
  name: 'clipboard-permission',
  async executeCommand({ command, payload, session }) {
    if (command !== 'clipboard-permission') return undefined;
    const { state } = /** @type {{ state: 'allow' | 'deny' | 'reset' }} */ (payload);
    const page = /** @type {any} */ (session.browser).getPage(session.id);
    const context = page.browserContext();
    const origin = new URL(page.url()).origin;
    if (state === 'allow') await context.overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    else if (state === 'deny') await context.overridePermissions(origin, []);
    else await context.clearPermissionOverrides();
    return true;
  },
};

/**
 * Pages served with a Content-Security-Policy header (test/components/csp.test.ts loads them in an
 * iframe): the strict policy of issue #12, the same without Lit's Trusted Types policy allowed, and
 * one that forbids workers (test/components/hint.test.ts).
 */
export const cspPages = {
  '/test/fixtures/csp-strict.html':
    "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html",
  '/test/fixtures/csp-no-lit-policy.html':
    "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types another-policy",
  // No worker may start (test/components/hint.test.ts): hints come from the main-thread stand-in.
  '/test/fixtures/csp-no-worker.html': "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'none'",
};

/**
 * Sets the header of the pages in {@link cspPages}.
 * @type {import('@web/dev-server-core').Middleware}
 */
async function cspHeaders(ctx, next) {
  await next();
  const policy = /** @type {Record<string, string>} */ (cspPages)[ctx.path];
  if (policy) ctx.set('Content-Security-Policy', policy);
}

/**
 * A module the browser asks for by the name it has once built (`src/worker/solver-worker.js`, as
 * `new Worker(new URL('./solver-worker.js', import.meta.url))` names it) is served from its
 * TypeScript source when only that exists. Imports get this from the esbuild plugin; a worker's URL
 * is not an import.
 * @type {import('@web/dev-server-core').Middleware}
 */
async function tsForBuiltName(ctx, next) {
  if (ctx.path.startsWith('/src/') && ctx.path.endsWith('.js')) {
    const file = fileURLToPath(new URL(`.${ctx.path}`, import.meta.url));
    if (!existsSync(file) && existsSync(file.replace(/\.js$/, '.ts'))) ctx.path = ctx.path.replace(/\.js$/, '.ts');
  }
  return next();
}

/**
 * With WTR_TIMINGS=<file>: appends "<wtr process id> <ms since epoch> <path>" to that file the first
 * time the browser asks for each test file, that is when the file starts (one file at a time:
 * concurrency 1). The gaps between one process's starts are its files' durations, for the SECONDS
 * table of scripts/test-all.mjs (`node scripts/test-timings.mjs <file>` prints them). Off by default.
 * @type {import('@web/dev-server-core').Middleware}
 */
const seenTestFiles = new Set();
async function testFileStarts(ctx, next) {
  const out = process.env.WTR_TIMINGS;
  if (out && /^\/test\/.*\.test\.ts$/.test(ctx.path) && !seenTestFiles.has(ctx.path)) {
    seenTestFiles.add(ctx.path);
    appendFileSync(out, `${process.pid} ${Date.now()} ${ctx.path.slice(1)}\n`);
  }
  return next();
}

/**
 * Paths the dev server drops the connection for while listed, as a network that fails does:
 * `executeServerCommand('missing-path', { path, missing })` lists `path` (true) or serves it again
 * (false), so a test can make a file fail to load, then come back (test/components/hint-retry.test.ts);
 * listing a path empties the browser's cache.
 * (Not a 404: Chromium 156 keeps a module's HTTP error for the page, and a later import() of it fails
 * without asking again, whatwg/html#6768; a network error is not kept.)
 */
const missingPaths = new Set();
/** @type {import('@web/dev-server-core').Middleware} */
async function missingPathsFail(ctx, next) {
  if (!missingPaths.has(ctx.path)) return next();
  ctx.req.socket.destroy();
}
/** @type {import('@web/test-runner').TestRunnerPlugin} */
const missingPathPlugin = {
  name: 'missing-path',
  async executeCommand({ command, payload, session }) {
    if (command !== 'missing-path') return undefined;
    const { path, missing } = /** @type {{ path: string, missing: boolean }} */ (payload);
    if (missing) {
      missingPaths.add(path);
      // A test file before this one may have loaded the file: the browser's cache would answer.
      const cdp = await /** @type {any} */ (session.browser).getPage(session.id).createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } else missingPaths.delete(path);
    return true;
  },
};

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: '.',
  // The engine's suites run in Node only (npm test's node step).
  files: ['test/**/*.test.ts', '!test/node/**', '!test/engine/**'],
  nodeResolve: { exportConditions: ['development'] },
  // One test file at a time: the tests drive the real mouse and keyboard (sendMouse/sendKeys), and
  // with two pages open at once their input and focus interfere (4 tests timed out at 2, and the
  // run took 120 s instead of 30 s). Two browsers do not interfere: `npm test` (scripts/test-all.mjs)
  // shares the files between two wtr processes, each with its own Chromium.
  concurrency: 1,
  concurrentBrowsers: 1,
  // Timeouts only bound a hang; they are not a speed check. On the shared 2-core machine under load a
  // test that plays a whole game with 200 real clicks (9.8 s when quiet) once took more than 20 s.
  testsFinishTimeout: 360000,
  testFramework: { config: { timeout: 60000 } },
  middleware: [cspHeaders, missingPathsFail, tsForBuiltName, testFileStarts],
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args } })],
  plugins: [
    replace({
      include: commonjsPackages,
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('development') },
    }),
    resolveOnlyInCommonjsPackages(commonjs({ include: commonjsPackages, strictRequires: false, requireReturnsDefault: true })),
    commonjsNamedExports,
    vueBrowserBuild,
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
    safeCloneWebSocketPlugin(),
    // Screenshot tests (test/visual/): compared with the references in test/visual/screenshots/ within
    // a tolerance; `UPDATE_VISUAL=1 npx wtr --files test/visual/looks.test.ts` writes new references
    // (look at them before committing). Failed shots and their diffs go to test/visual/failed/.
    visualRegressionPlugin({
      update: process.env.UPDATE_VISUAL === '1',
      baseDir: 'test/visual',
      getBaselineName: ({ name }) => `screenshots/${name}.png`,
      getFailedName: ({ name }) => `failed/${name}.png`,
      getDiffName: ({ name }) => `failed/${name}-diff.png`,
      // A pixel counts as changed past pixelmatch's colour threshold; a shot fails past 0.1 % of them
      // (a moved pile, a new colour or a changed sentence changes more; anti-aliasing is left out).
      // Shots are made on the same Debian Chromium and fonts here and in CI.
      diffOptions: { threshold: 0.15, includeAA: false },
      failureThresholdType: 'percent',
      failureThreshold: 0.1,
    }),
    doubleClickPlugin,
    pressKeysPlugin,
    layoutKeyPlugin,
    mouseDragPlugin,
    touchPlugin,
    accessibilityTreePlugin,
    forcedColorsPlugin,
    clipboardPermissionPlugin,
    missingPathPlugin,
  ],
  filterBrowserLogs: ({ args: logArgs }) => !logArgs.some((a) => typeof a === 'string' && a.includes('Lit is in dev mode')),
  coverageConfig: { include: ['src/**/*.ts'], exclude: ['**/*.stories.ts'] },
};
