// @ts-check
// `npm run lint:package` (last step): what `npm pack` would publish, checked and summed up. Run
// `npm run build` first.
//
// Fails when a file that package.json points at (an export, main, types, customElements) would not be
// in the tarball, when the license, readme or changelog is missing, or when anything from outside
// dist/ (sources, tests, stories, tooling) would be published. Prints the file count and the sizes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [pack] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
/** @type {Map<string, number>} path -> bytes */
const files = new Map(pack.files.map((/** @type {{ path: string, size: number }} */ f) => [f.path, f.size]));

/** @type {string[]} */
const problems = [];
/** @param {unknown} target @returns {string[]} */
const targets = (target) =>
  typeof target === 'string' ? [target] : target && typeof target === 'object' ? Object.values(target).flatMap(targets) : [];
const wanted = new Set(
  [...targets(pkg.exports), pkg.main, pkg.module, pkg.types, pkg.customElements, 'package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']
    .filter(Boolean)
    .map((p) => p.replace(/^\.\//, '')),
);
for (const path of wanted) if (!files.has(path)) problems.push(`${path} is named in package.json (or required) but would not be published`);

const allowed = /^(dist\/|custom-elements\.json$|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/;
for (const path of files.keys()) if (!allowed.test(path)) problems.push(`${path} would be published but is not part of the package`);
for (const path of files.keys())
  if (/(^|\/)(test|stories|bench|src|node_modules|\.changeset)\//.test(path)) problems.push(`${path}: not for the tarball`);

/** @param {number} n */
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
/** @type {Record<string, number[]>} */
const groups = {};
for (const [path, size] of files) {
  const kind = path.endsWith('.map')
    ? 'source maps'
    : path.endsWith('.d.ts')
      ? 'type declarations'
      : path.endsWith('.bundled.min.js')
        ? 'bundled file'
        : path.startsWith('dist/')
          ? 'ESM modules'
          : 'other (package.json, README, LICENSE, CHANGELOG, manifest)';
  (groups[kind] ??= []).push(size);
}
console.log(`npm pack: ${pack.filename}, ${pack.entryCount} files, ${kB(pack.size)} packed, ${kB(pack.unpackedSize)} unpacked`);
for (const [kind, sizes] of Object.entries(groups))
  console.log(`  ${kind}: ${sizes.length} files, ${kB(sizes.reduce((a, b) => a + b, 0))}`);

if (problems.length > 0) {
  for (const p of problems) console.error(`check-pack: ${p}`);
  process.exit(1);
}
console.log('check-pack: the tarball holds what package.json names and nothing from outside the package.');
