/**
 * Where the built library finds the solver's worker: `new URL('./solver-worker.js', import.meta.url)`
 * in SolverClient must name a file the build writes, in both builds of rollup.config.mjs: the
 * self-contained bundle (the client is a lazy chunk in dist/ itself, beside dist/solver-worker.js)
 * and the per-module build (dist/worker/solver-client.js beside dist/worker/solver-worker.js). And the
 * bundle's first load holds no worker: the client comes with the first hint or winnable deal.
 *
 * Run: node --import tsx --test test/node/worker-url.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path/posix';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup, type OutputChunk, type OutputOptions, type Plugin, type RollupOptions } from 'rollup';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_URL = /new URL\(\s*["']\.\/solver-worker\.js["']\s*,\s*import\.meta\.url\s*\)/;

/** The files a rollup config writes (names relative to dist/), and its chunks. */
async function outputOf(config: RollupOptions): Promise<{ files: Set<string>; chunks: OutputChunk[] }> {
  const bundle = await rollup({ ...config, onwarn: () => {} });
  try {
    const outputs = Array.isArray(config.output) ? config.output : [config.output!];
    const files = new Set<string>();
    const chunks: OutputChunk[] = [];
    for (const o of outputs as OutputOptions[]) {
      const { output } = await bundle.generate({ ...o, sourcemap: false });
      // A config with `file` writes into that file's folder; with `dir`, into dir (both under dist/).
      const base = o.file ? dirname(o.file).replace(/^dist\/?/, '') : (o.dir ?? 'dist').replace(/^dist\/?/, '');
      for (const item of output) {
        const name = base ? join(base, item.fileName) : item.fileName;
        files.add(name);
        if (item.type === 'chunk') chunks.push({ ...item, fileName: name });
      }
    }
    return { files, chunks };
  } finally {
    await bundle.close();
  }
}

describe("the solver's worker in the built library", () => {
  let configs: RollupOptions[] = [];
  const load = async (): Promise<RollupOptions[]> => {
    if (configs.length === 0) {
      process.chdir(root);
      // The builds as configured, but neither the code nor the templates minified: where the files go
      // and what loads what do not depend on the minifiers, which take most of the time.
      configs = ((await import(pathToFileURL(join(root, 'rollup.config.mjs')).href)) as { default: RollupOptions[] }).default.map((c) => ({
        ...c,
        plugins: (c.plugins as Plugin[]).filter((p) => p.name !== 'terser' && p.name !== 'minify-html-literals'),
      }));
    }
    return configs;
  };

  it('the self-contained bundle: the chunk that starts the worker sits beside dist/solver-worker.js, and loads on first use', async () => {
    const [, bundled, worker] = await load();
    const { chunks } = await outputOf(bundled);
    const { files: workerFiles } = await outputOf(worker);
    assert.ok(workerFiles.has('solver-worker.js'), [...workerFiles].join(' '));
    const starters = chunks.filter((c) => WORKER_URL.test(c.code));
    assert.equal(starters.length, 1, chunks.map((c) => c.fileName).join(' '));
    const starter = starters[0];
    assert.equal(dirname(starter.fileName), '.', `${starter.fileName} is not in dist/ itself`);
    const main = chunks.find((c) => c.isEntry)!;
    assert.equal(main.fileName, 'patience-elements.bundled.min.js');
    assert.ok(!WORKER_URL.test(main.code), 'the first load starts no worker');
    assert.ok(
      main.dynamicImports.includes(starter.fileName),
      `the bundle loads ${starter.fileName} on use: ${main.dynamicImports.join(' ')}`,
    );
  });

  it('the per-module build: dist/worker/solver-client.js beside dist/worker/solver-worker.js', async () => {
    const [modules] = await load();
    const { files, chunks } = await outputOf(modules);
    const starters = chunks.filter((c) => WORKER_URL.test(c.code)).map((c) => c.fileName);
    assert.deepEqual(starters, ['worker/solver-client.js']);
    assert.ok(files.has('worker/solver-worker.js'));
    // The game's own module loads the client only through a dynamic import.
    const hints = chunks.find((c) => c.fileName === 'controllers/hints.js')!;
    assert.ok(
      hints.dynamicImports.some((f) => f.endsWith('solver-tasks.js')),
      hints.dynamicImports.join(' '),
    );
    assert.ok(!hints.imports.some((f) => /solver/.test(f)), hints.imports.join(' '));
  });
});
