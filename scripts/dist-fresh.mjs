// @ts-check
// Whether dist/ is as new as what `npm run build` makes it from. scripts/test-all.mjs builds first when
// it is not (the browser tests and some Node tests read the built files), and the Node tests that read
// dist/ (test/helpers/dist.ts) refuse a stale one, saying so, rather than test old code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) of a file under `dir`. @param {string} dir @returns {number} */
function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

/**
 * Why dist/ under `root` needs building again, or null when it is up to date: the self-contained
 * bundle (written by the same `rollup -c` as every other file of dist/) must be newer than every file
 * under src/ and than rollup.config.mjs.
 * @param {string} root the repository
 * @returns {string | null}
 */
export function distStale(root) {
  const bundle = join(root, 'dist', 'patience-elements.bundled.min.js');
  if (!existsSync(bundle)) return 'dist/ is missing';
  const built = statSync(bundle).mtimeMs;
  if (newest(join(root, 'src')) > built) return 'dist/ is older than src/';
  if (statSync(join(root, 'rollup.config.mjs')).mtimeMs > built) return 'dist/ is older than rollup.config.mjs';
  return null;
}
