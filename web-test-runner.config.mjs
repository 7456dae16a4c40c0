// @ts-check
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { safeCloneWebSocketPlugin } from './wtr-safe-clone-plugin.mjs';

// Debian's `apt-get install chromium` puts a shell wrapper at /usr/bin/chromium.
const executablePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);

if (!executablePath) {
  console.error(
    'No Chromium found. Set CHROME_PATH, or on Debian: apt-get install -y --no-install-recommends chromium fonts-liberation',
  );
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
];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: '.',
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: { exportConditions: ['development'] },
  // One test file at a time: the tests drive the real mouse and keyboard (sendMouse/sendKeys), and
  // with two pages open at once their input and focus interfere (4 tests timed out at 2, and the
  // run took 120 s instead of 30 s).
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 180000,
  testFramework: { config: { timeout: 20000 } },
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args } })],
  plugins: [
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
    safeCloneWebSocketPlugin(),
  ],
  filterBrowserLogs: ({ args: logArgs }) =>
    !logArgs.some((a) => typeof a === 'string' && a.includes('Lit is in dev mode')),
  coverageConfig: { include: ['src/**/*.ts'], exclude: ['**/*.stories.ts'] },
};
