// @ts-check
import { defineConfig } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';

// Same transform as the tests (esbuild honours experimentalDecorators and useDefineForClassFields
// from tsconfig.json). Type declarations come from tsc (npm run build:types).
const ts = () => esbuild({ tsconfig: 'tsconfig.json', target: 'es2022', sourceMap: true, minify: false });
// Lit's html`` and css`` templates minified (whitespace, comments), before the TypeScript transform.
const templates = () => minifyHTML({ include: ['src/**/*.ts'], failOnError: true });

export default defineConfig([
  // 1) Library: ESM, one file per source module; lit and @lit/context stay external (the consumer's
  //    bundler resolves them), pure-rand is resolved by the consumer too.
  {
    input: { index: 'src/index.ts', 'engine/index': 'src/engine/index.ts', 'variants/index': 'src/variants/index.ts' },
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
    plugins: [
      nodeResolve({ exportConditions: ['production'] }),
      templates(),
      ts(),
      terser({ ecma: 2020, module: true, format: { comments: false } }),
    ],
    output: { file: 'dist/patience-elements.bundled.min.js', format: 'esm', sourcemap: true },
  },
]);
