// Storybook stories as Vitest browser tests (@storybook/addon-vitest), in Debian's Chromium.
// Run with `npm run test:storybook` (or `vitest run --project storybook`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // Pre-bundle lit entry points together; otherwise the optimizer splits them and Lit warns
  // "Multiple versions of Lit loaded" (storybook's renderer imports lit/directive-helpers.js).
  optimizeDeps: { include: ['lit', 'lit/directive-helpers.js', 'lit/decorators.js', '@lit/context'] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Bounds a hang only: a play function that waits for the solver worker (Hint, Winnable deal)
          // takes about 1 s when the machine is quiet and several times that under load.
          testTimeout: 60_000,
          // The story files share one page (one iframe), not one each: every file imports the same
          // elements and Lit, so each fresh iframe loaded and ran them all again. A story that changes
          // something shared puts it back (the court figures: `setCourtRenderer(null)` on cleanup), and
          // localStorage (the `persist` stories) was shared by the iframes already (one origin).
          // Measured with `npx vitest run --project storybook` on the 2-core machine: 56 → 37 CPU s,
          // 35.5 → 25 s (with `ui: false` below).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // No Vitest UI injected around the stories (its default off only where CI is set): it
            // rendered beside every story for nobody to see, 11 CPU s of the run.
            ui: false,
            provider: playwright({
              launchOptions: {
                // Debian's Chromium; never a downloaded browser (no `npx playwright install`).
                // Playwright adds --no-sandbox itself.
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                args: [
                  '--disable-gpu',
                  '--disable-dev-shm-usage',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--disable-quic',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
