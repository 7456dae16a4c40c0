/**
 * Where the built library finds the solver's worker: `new URL('./solver-worker.js', import.meta.url)`
 * in SolverClient must name a file the build writes, in both builds of rollup.config.mjs: the
 * self-contained bundle (the client is a lazy chunk in dist/ itself, beside dist/solver-worker.js)
 * and the per-module build (dist/worker/solver-client.js beside dist/worker/solver-worker.js). And the
 * bundle's first load holds no worker: the client comes with the first hint or winnable deal.
 *
 * It reads dist/ as `npm run build` leaves it (test/helpers/dist.ts), the files that ship.
 *
 * Run: node --import tsx --test test/node/worker-url.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { builtDist } from '../helpers/dist.js';

const WORKER_URL = /new URL\(\s*["']\.\/solver-worker\.js["']\s*,\s*import\.meta\.url\s*\)/;

/** Every `.js` file under `dir`, relative to dist/ with `/` separators. */
function jsFiles(dist: string, dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(dist, path);
    return entry.name.endsWith('.js') ? [relative(dist, path).split(sep).join('/')] : [];
  });
}

/** The specifiers a module imports: statically (`import … from`, `export … from`) and dynamically (`import()`). */
function importsOf(code: string): { static: string[]; dynamic: string[] } {
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; source?: { type?: string; value?: unknown } };
    const source = n.source?.type === 'Literal' && typeof n.source.value === 'string' ? n.source.value : null;
    if (source && n.type === 'ImportExpression') found.dynamic.push(source);
    else if (source && /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration)$/.test(n.type ?? '')) found.static.push(source);
    for (const value of Object.values(n)) visit(value);
  };
  visit(parseAst(code));
  return found;
}

describe("the solver's worker in the built library", () => {
  const dist = builtDist();
  const files = jsFiles(dist);
  const code = (file: string): string => readFileSync(join(dist, file), 'utf8');
  /** The self-contained bundle and the chunks it loads: dist/*.min.js and dist/bundled/. */
  const isBundled = (f: string): boolean => f.endsWith('.min.js') || f.startsWith('bundled/');

  it('the self-contained bundle: the chunk that starts the worker sits beside dist/solver-worker.js, and loads on first use', () => {
    assert.ok(existsSync(join(dist, 'solver-worker.js')), 'dist/solver-worker.js');
    const starters = files.filter((f) => isBundled(f) && WORKER_URL.test(code(f)));
    assert.equal(starters.length, 1, files.filter(isBundled).join(' '));
    const starter = starters[0];
    assert.ok(!starter.includes('/'), `${starter} is not in dist/ itself`);
    const main = 'patience-elements.bundled.min.js';
    assert.ok(!WORKER_URL.test(code(main)), 'the first load starts no worker');
    const { static: imports, dynamic } = importsOf(code(main));
    assert.ok(dynamic.includes(`./${starter}`), `the bundle loads ${starter} on use: ${dynamic.join(' ')}`);
    assert.ok(!imports.includes(`./${starter}`), `the bundle imports ${starter} at once`);
  });

  it('the per-module build: dist/worker/solver-client.js beside dist/worker/solver-worker.js', () => {
    const modules = files.filter((f) => !isBundled(f) && f !== 'solver-worker.js');
    const starters = modules.filter((f) => WORKER_URL.test(code(f)));
    assert.deepEqual(starters, ['worker/solver-client.js']);
    assert.ok(modules.includes('worker/solver-worker.js'));
    // The game's own module loads the client only through a dynamic import.
    const hints = importsOf(code('controllers/hints.js'));
    assert.ok(
      hints.dynamic.some((f) => f.endsWith('solver-tasks.js')),
      hints.dynamic.join(' '),
    );
    assert.ok(!hints.static.some((f) => /solver/.test(f)), hints.static.join(' '));
  });
});
