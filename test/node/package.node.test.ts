/**
 * The package as an app's bundler sees it. package.json `sideEffects` names exactly the modules that
 * define elements (`customElements.define` / `@customElement`), so bundlers keep every definition and
 * drop whatever else goes unused; each element has its own export; and a bundle that imports the pure
 * engine, or one game, holds no Lit and no element code.
 *
 * The bundling tests copy the built library (dist/ as `npm run build` leaves it: ESM, one file per
 * module, lit external; test/helpers/dist.ts) into a temporary folder, install it there as
 * `node_modules/patience-elements` with this package.json, and bundle one-line apps with rollup and
 * with esbuild, as an app would.
 *
 * Run: node --import tsx --test test/node/package.node.test.ts
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build } from 'esbuild';
import { builtDist, root } from '../helpers/dist.js';

interface ExportTarget {
  types?: string;
  default: string;
}
interface PackageJson {
  name: string;
  exports: Record<string, string | ExportTarget>;
  sideEffects: string[] | boolean;
  files: string[];
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;

/** Every `.ts` file under `dir`, as a path relative to src/ with `/` separators, e.g. `engine/cards.ts`. */
function sourceFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(join(root, 'src'), path).split(sep).join('/')] : [];
  });
}

/** The modules that define an element, with their tags: `{ 'components/playing-card/playing-card': ['playing-card'] }`. */
function definingModules(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(join(root, 'src', file), 'utf8');
    const tags = [...text.matchAll(/(?:@customElement\(|customElements\.define\()\s*['"]([a-z][a-z0-9]*-[a-z0-9-]*)['"]/g)].map(
      (m) => m[1],
    );
    if (tags.length > 0) found.set(file.replace(/\.ts$/, ''), tags);
  }
  return found;
}

/** A `sideEffects` glob (`*`, `**`) as a regular expression over `./`-relative paths. */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith('**/', i)) {
      re += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      re += '.*';
      i += 1;
    } else if (glob[i] === '*') re += '[^/]*';
    else re += glob[i].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

const sideEffectPatterns = Array.isArray(pkg.sideEffects) ? pkg.sideEffects.map(globToRegExp) : [];
const markedImpure = (path: string): boolean => pkg.sideEffects === true || sideEffectPatterns.some((re) => re.test(path));

describe('package.json sideEffects', () => {
  const definers = definingModules();

  it('finds the element definitions it checks', () => {
    const tags = [...definers.values()].flat().sort();
    assert.deepEqual(tags, [
      'foundation-pile',
      'patience-game',
      'patience-step',
      'playing-card',
      'stock-pile',
      'tableau-pile',
      'waste-pile',
    ]);
  });

  it('is a list, not true', () => {
    assert.ok(Array.isArray(pkg.sideEffects), 'sideEffects must list the impure modules, so the rest tree-shakes');
  });

  it('lists every module that defines an element, in src/ and in dist/', () => {
    for (const module of definers.keys()) {
      assert.ok(markedImpure(`./src/${module}.ts`), `./src/${module}.ts defines an element: add it to sideEffects`);
      assert.ok(markedImpure(`./dist/${module}.js`), `./dist/${module}.js defines an element: add it to sideEffects`);
    }
  });

  it('lists the main entry, whose import defines every element', () => {
    assert.ok(markedImpure('./src/index.ts'));
    assert.ok(markedImpure('./dist/index.js'));
  });

  it('leaves the engine, the variants, the events and the controllers pure', () => {
    const pure = sourceFiles().filter((f) => /^(engine|variants|events|controllers)\//.test(f));
    assert.ok(pure.length > 10, `expected the pure modules, found ${pure.length}`);
    for (const file of pure) {
      assert.equal(markedImpure(`./src/${file}`), false, `./src/${file} is pure but matches sideEffects`);
      assert.equal(markedImpure(`./dist/${file.replace(/\.ts$/, '.js')}`), false, `./dist/${file} is pure but matches sideEffects`);
    }
  });
});

describe('package.json exports', () => {
  it('has an export per element, `patience-elements/<tag>`, with its types', () => {
    for (const [module, tags] of definingModules()) {
      for (const tag of tags) {
        assert.deepEqual(
          pkg.exports[`./${tag}`],
          { types: `./dist/types/${module}.d.ts`, default: `./dist/${module}.js` },
          `export ./${tag}`,
        );
      }
    }
  });

  it('gives every module export its types, first', () => {
    for (const [name, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') {
        assert.ok(!target.endsWith('.js'), `export ${name} is JavaScript without types`);
        continue;
      }
      assert.deepEqual(Object.keys(target), ['types', 'default'], `export ${name}: "types" must come first`);
      assert.match(target.types ?? '', /^\.\/dist\/types\/.*\.d\.ts$/, `export ${name}`);
    }
  });

  it('gives every JavaScript export a size budget in .size-limit.json', () => {
    const checks = JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8')) as { path: string; limit: string }[];
    for (const [name, target] of Object.entries(pkg.exports)) {
      const file = (typeof target === 'string' ? target : target.default).replace(/^\.\//, '');
      if (!file.endsWith('.js')) continue;
      assert.ok(
        checks.some((c) => c.path === file && c.limit),
        `export ${name} (${file}) has no size budget in .size-limit.json`,
      );
    }
  });

  it('points only into the files the package ships', () => {
    for (const [name, target] of Object.entries(pkg.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
        const top = file.replace(/^\.\//, '').split('/')[0];
        assert.ok(pkg.files.includes(top) || top === 'package.json', `export ${name} points at ${file}, outside "files"`);
      }
    }
  });
});

describe('custom-elements.json in the package', () => {
  it('names only modules the package ships (dist/….js), never the TypeScript sources', () => {
    const dist = builtDist();
    const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as unknown;
    const named = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node))
          if ((key === 'path' || key === 'module') && typeof value === 'string') named.add(value);
          else walk(value);
    };
    walk(manifest);
    const paths = [...named].filter((p) => !p.startsWith('./'));
    assert.ok(paths.length > 20, `only ${paths.length} module paths in custom-elements.json`);
    const shipped = new Set(readdirSync(dist, { recursive: true }).map((f) => `dist/${String(f).split(sep).join('/')}`));
    const missing = paths.filter((p) => !shipped.has(p));
    assert.deepEqual(missing, [], `custom-elements.json names modules the package does not ship: ${missing.join(', ')}`);
  });
});

describe('what an app bundles', () => {
  let dir = '';
  let pkgDir = '';
  let appDir = '';
  const external = [/^lit(\/|$)/, /^@lit\//, /^pure-rand(\/|$)/];
  const externalGlobs = ['lit', 'lit/*', '@lit/*', 'pure-rand', 'pure-rand/*'];

  before(() => {
    // The library as `npm run build` made it (its first build: ESM, one file per module), without
    // its types, source maps and self-contained bundle, which no app's bundler reads.
    const dist = builtDist();
    dir = mkdtempSync(join(tmpdir(), 'patience-elements-package-'));
    pkgDir = join(dir, 'package');
    appDir = join(dir, 'app');
    cpSync(dist, join(pkgDir, 'dist'), {
      recursive: true,
      filter: (from) => {
        const path = relative(dist, from).split(sep).join('/');
        return !/^(types|bundled)(\/|$)|\.map$|\.min\.js$|^solver-worker\.js$/.test(path);
      },
    });
    mkdirSync(join(appDir, 'node_modules'), { recursive: true });
    symlinkSync(pkgDir, join(appDir, 'node_modules', pkg.name), 'dir');
  });

  after(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Installs the built package with these `sideEffects`. */
  function install(sideEffects: PackageJson['sideEffects']): void {
    writeFileSync(join(pkgDir, 'package.json'), JSON.stringify({ ...pkg, sideEffects }));
  }

  /** An app made of `code`, bundled by rollup and by esbuild: the package files each keeps (`dist/…`), and the code. */
  async function bundleApp(code: string): Promise<{ bundler: string; modules: string[]; code: string }[]> {
    const entry = join(appDir, 'main.js');
    writeFileSync(entry, code);
    const inPackage = (id: string) => relative(pkgDir, id).split(sep).join('/');

    const r = await rollup({ input: entry, external, plugins: [nodeResolve()], onwarn: () => {} });
    const { output } = await r.generate({ format: 'esm' });
    await r.close();
    const rollupModules = Object.entries(output[0].modules)
      .filter(([id, m]) => m.renderedLength > 0 && id !== entry)
      .map(([id]) => inPackage(id));

    const e = await build({
      entryPoints: [entry],
      absWorkingDir: appDir,
      bundle: true,
      write: false,
      format: 'esm',
      outfile: join(appDir, 'out.js'),
      external: externalGlobs,
      metafile: true,
      logLevel: 'silent',
    });
    const [meta] = Object.values(e.metafile.outputs);
    const esbuildModules = Object.entries(meta.inputs)
      .filter(([id, m]) => m.bytesInOutput > 0 && !id.endsWith('main.js'))
      .map(([id]) => id.replace(/^.*node_modules\/patience-elements\//, '').replace(/^.*\/package\//, ''));

    return [
      { bundler: 'rollup', modules: rollupModules.sort(), code: output[0].code },
      { bundler: 'esbuild', modules: esbuildModules.sort(), code: e.outputFiles[0].text },
    ];
  }

  /** The solver's modules (the engine's search, dead tests and hint). */
  const SOLVER = ['dist/engine/solver.js', 'dist/engine/solver-core.js', 'dist/engine/dead-tests.js', 'dist/engine/hint.js'];
  const NO_LIT = /from\s*["'](lit|@lit\/)|LitElement|customElements|HTMLElement|\bcss`|\bhtml`/;

  it('`import { newGame } from "patience-elements/engine"` bundles engine modules only, without Lit or elements', async () => {
    install(pkg.sideEffects);
    for (const b of await bundleApp(`import { newGame } from '${pkg.name}/engine';\nconsole.log(newGame);\n`)) {
      assert.ok(b.modules.includes('dist/engine/game.js'), `${b.bundler}: ${b.modules.join(' ')}`);
      for (const m of b.modules) assert.match(m, /^dist\/engine\//, `${b.bundler} kept ${m}`);
      for (const m of SOLVER) assert.ok(!b.modules.includes(m), `${b.bundler} kept ${m}, solver code newGame does not use`);
      assert.doesNotMatch(b.code, NO_LIT, `${b.bundler}`);
    }
  });

  it('would keep unused engine modules if every file were marked impure (the check above can fail)', async () => {
    install(true);
    for (const b of await bundleApp(`import { newGame } from '${pkg.name}/engine';\nconsole.log(newGame);\n`)) {
      assert.ok(
        SOLVER.some((m) => b.modules.includes(m)),
        `${b.bundler}: ${b.modules.join(' ')}`,
      );
    }
  });

  it('`import { sirTommy } from "patience-elements/variants"` bundles that game alone', async () => {
    install(pkg.sideEffects);
    for (const b of await bundleApp(`import { sirTommy } from '${pkg.name}/variants';\nconsole.log(sirTommy);\n`)) {
      assert.ok(b.modules.includes('dist/variants/sir-tommy.js'), `${b.bundler}: ${b.modules.join(' ')}`);
      for (const m of b.modules) assert.match(m, /^dist\/(engine\/vocabulary|variants\/sir-tommy)\.js$/, `${b.bundler} kept ${m}`);
      assert.doesNotMatch(b.code, NO_LIT, `${b.bundler}`);
    }
  });

  it('`import "patience-elements/<tag>"` keeps that element\'s definition', async () => {
    install(pkg.sideEffects);
    for (const [module, tags] of definingModules()) {
      for (const tag of tags) {
        for (const b of await bundleApp(`import '${pkg.name}/${tag}';\n`)) {
          assert.ok(b.modules.includes(`dist/${module}.js`), `${b.bundler} dropped ${tag}: ${b.modules.join(' ')}`);
          assert.match(b.code, new RegExp(`["']${tag}["']`), `${b.bundler}: the tag ${tag} is not in the bundle`);
        }
      }
    }
  });

  it('`import "patience-elements/playing-card"` brings no game and no pile', async () => {
    install(pkg.sideEffects);
    for (const b of await bundleApp(`import '${pkg.name}/playing-card';\n`)) {
      // The card's words (src/i18n/cards.ts) and the language it speaks (locale*.ts, the catalogues
      // as lazy chunks) come along, and the decorator that defines it (define.ts); the game's words
      // (words.ts) do not; nor does anything of a game or pile but the 0.1 kB list of watchers a
      // catalogue that fails to load tells (chunk-error.ts, README "Events": missing-file).
      for (const m of b.modules)
        assert.match(
          m,
          /^dist\/(components\/playing-card|components\/internal\/(define|chunk-error)\.js$|engine|i18n\/(cards|locale|locale-controller)\.js$|i18n\/locales\/)/,
          `${b.bundler} kept ${m}`,
        );
    }
  });

  it('`import "patience-elements"` keeps every element definition', async () => {
    install(pkg.sideEffects);
    const definers = [...definingModules()];
    for (const b of await bundleApp(`import '${pkg.name}';\n`)) {
      for (const [module, tags] of definers) {
        assert.ok(b.modules.includes(`dist/${module}.js`), `${b.bundler} dropped ${module}`);
        for (const tag of tags) assert.match(b.code, new RegExp(`["']${tag}["']`), `${b.bundler}: ${tag}`);
      }
    }
  });
});
