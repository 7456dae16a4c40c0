/**
 * `cem analyze --litelement` writes custom-elements.json, which is committed.
 * The analyzer lists modules in file-system order, which differs between checkouts, so the
 * sortModules plugin puts them in path order: the same sources give the same file everywhere,
 * and CI's "custom-elements.json is up to date" check (git diff) only fails on real changes.
 */
const sortModules = () => ({
  name: 'sort-modules-by-path',
  packageLinkPhase({ customElementsManifest }) {
    customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  },
});

export default {
  // The elements, their events and controllers; the engine (plain functions) is documented by its
  // TypeScript declarations, not in the custom-elements manifest.
  globs: ['src/index.ts', 'src/components/**/*.ts', 'src/controllers/**/*.ts', 'src/events/**/*.ts'],
  // csp-guard.ts defines a stand-in <patience-game> only on a page whose policy keeps the real one
  // from starting: not an element of the API. define.ts is the elements' @customElement decorator
  // (it defines a name only once), not an element.
  exclude: ['src/**/*.test.ts', 'src/**/*.stories.ts', 'src/components/internal/csp-guard.ts', 'src/components/internal/define.ts'],
  outdir: '.',
  litelement: true,
  plugins: [sortModules()],
};
