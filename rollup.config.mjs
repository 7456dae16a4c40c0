// @ts-check
import { defineConfig } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { readFileSync } from 'node:fs';

/**
 * The library's entry points, from package.json `exports` (one list): every `./dist/….js` export but
 * the bundled file, as `{ 'components/playing-card/playing-card': 'src/components/playing-card/playing-card.ts' }`.
 * An export per element, so `import 'patience-elements/playing-card'` defines that element alone.
 * @type {Record<string, string>}
 */
const entries = Object.fromEntries(
  Object.values(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).exports)
    .map((target) => (typeof target === 'string' ? target : target.default))
    .filter((file) => /^\.\/dist\/.*\.js$/.test(file) && !file.endsWith('.bundled.min.js'))
    .map((file) => {
      const name = file.slice('./dist/'.length, -'.js'.length);
      return [name, `src/${name}.ts`];
    }),
);

// Same transform as the tests (esbuild honours experimentalDecorators and useDefineForClassFields
// from tsconfig.json). Type declarations come from tsc (npm run build:types).
const ts = () => esbuild({ tsconfig: 'tsconfig.json', target: 'es2022', sourceMap: true, minify: false });
// Lit's html`` and css`` templates minified (whitespace, comments), before the TypeScript transform.
const templates = () => minifyHTML({ include: ['src/**/*.ts'], failOnError: true });
// The self-contained files' minifier: two compress passes (inlines what the first pass left single-use).
// Not `pure_getters`: it would drop reads kept for their effect (`void this.offsetWidth` restarts an
// animation in pile-element.ts).
const minify = (preamble = '') => terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false, preamble } });
// V8's explicit compile hint (Chromium 136 and later; a plain comment elsewhere): every function of a
// file so marked is compiled as the file loads, not at its first call. The bundled file's first render
// runs most of it (the engine, the game, the piles), and a chunk is loaded to be used at once, so the
// first render (or the first panel) does not wait for the compiler.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default defineConfig([
  // 1) Library: ESM, one file per source module, from the entry points above; lit and @lit/context
  //    stay external (the consumer's bundler resolves them), pure-rand is resolved by the consumer too.
  {
    input: entries,
    external: [/^lit(\/|$)/, /^@lit\//, /^pure-rand(\/|$)/],
    plugins: [templates(), ts()],
    output: {
      dir: 'dist',
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: 'src',
      sourcemap: true,
    },
  },
  // 2) One self-contained, minified file (lit included) for <script type="module"> and CDN use.
  {
    input: 'src/index.ts',
    plugins: [nodeResolve({ exportConditions: ['production'] }), templates(), ts(), minify(COMPILE_HINT)],
    preserveEntrySignatures: 'allow-extension',
    // The panels, the rules and the French and German words are chunks loaded on first use (dynamic
    // import), beside the file: the first paint loads the file alone. The solver's client (loaded by
    // the first hint or winnable deal) is in a chunk in dist/ itself, so that its
    // new URL('./solver-worker.js', import.meta.url) is dist/solver-worker.js (bundle 3 below).
    output: {
      dir: 'dist',
      entryFileNames: 'patience-elements.bundled.min.js',
      chunkFileNames: (chunk) =>
        chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith('/src/worker/solver-client.ts'))
          ? '[name]-[hash].min.js'
          : 'bundled/[name]-[hash].min.js',
      format: 'esm',
      sourcemap: true,
    },
  },
  // 3) The solver's worker as one self-contained module beside the bundled file: SolverClient bundled
  //    into dist/ finds it as new URL('./solver-worker.js', import.meta.url).
  {
    input: 'src/worker/solver-worker.ts',
    plugins: [nodeResolve({ exportConditions: ['production'] }), ts(), minify()],
    output: { file: 'dist/solver-worker.js', format: 'esm', sourcemap: true },
  },
]);
