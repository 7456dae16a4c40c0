/**
 * The built library, for the Node tests that read it (what an app bundles, where the worker is): dist/
 * as `npm run build` leaves it. `npm test` builds first when dist/ is missing or older than src/
 * (scripts/test-all.mjs); run alone, a test given a stale dist/ fails at once and says so, rather than
 * test old code.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distStale } from '../../scripts/dist-fresh.mjs';

/** The repository. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The path of dist/.
 * @throws {Error} when dist/ is missing or older than src/ or rollup.config.mjs, naming the command that builds it.
 */
export function builtDist(): string {
  const stale = distStale(root);
  if (stale) throw new Error(`${stale}: run \`npm run build\` first (\`npm test\` does)`);
  return join(root, 'dist');
}
