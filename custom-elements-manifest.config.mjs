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

/**
 * The analyzer reads the TypeScript sources, so every module path and reference it writes names a
 * `src/….ts` file, which the package does not ship. shippedPaths points them at the files that are
 * published (`dist/….js`, built by `tsc` with the same tree), so a tool reading the manifest from
 * node_modules finds the module it names. References already relative to their module ("./x.js")
 * are left as they are: the tree is the same.
 */
const shippedPaths = () => ({
  name: 'shipped-paths',
  packageLinkPhase({ customElementsManifest }) {
    const ship = (value) => value.replace(/^\/?src\/(.*)\.(ts|js)$/, 'dist/$1.js');
    const walk = (node) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = ship(value);
          else walk(value);
        }
      }
    };
    // A module that declares nothing (a list of re-exports, or types only) is not emitted: rollup
    // joins such a barrel into the modules that import it. Drop it, and list its re-exports where
    // it was re-exported, as the built files do (types have no module there).
    const modules = customElementsManifest.modules;
    const barrels = new Map(modules.filter((m) => !m.declarations?.length && m.path !== 'src/index.ts').map((m) => [m.path, m]));
    const resolve = (from, spec) =>
      (spec.startsWith('.') ? new URL(spec, `file:///${from}`).pathname.slice(1) : spec.replace(/^\//, '')).replace(/\.js$/, '.ts');
    const flatten = (m) =>
      (m.exports ?? []).flatMap((x) => {
        const target = x.declaration?.module && resolve(m.path, x.declaration.module);
        const barrel = barrels.get(target);
        if (barrel && x.name !== '*') return []; // a type from a types-only module: not in the built files
        if (!barrel) return [x.declaration?.module?.startsWith('.') ? { ...x, declaration: { ...x.declaration, module: target } } : x];
        return flatten(barrel);
      });
    customElementsManifest.modules = modules.filter((m) => !barrels.has(m.path));
    for (const m of customElementsManifest.modules) if (m.exports) m.exports = flatten(m);
    walk(customElementsManifest.modules);
  },
});

/**
 * An attribute's default is its field's. The analyzer takes an inherited attribute's default from the
 * base class, where the field's default follows a subclass's constructor (`<stock-pile>`'s `pile` is
 * 'stock': the attribute said '').
 */
const attributeDefaults = () => ({
  name: 'attribute-defaults',
  packageLinkPhase({ customElementsManifest }) {
    for (const m of customElementsManifest.modules) {
      for (const d of m.declarations ?? []) {
        for (const a of d.attributes ?? []) {
          const field = d.members?.find((f) => f.kind === 'field' && f.name === a.fieldName);
          if (field && 'default' in field) a.default = field.default;
        }
      }
    }
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
  plugins: [sortModules(), shippedPaths(), attributeDefaults()],
};
