/**
 * The solver's worker protocol in Node: the request handler answers each kind of request (and turns
 * errors into answers), the winnable search stops between seeds when asked, and SolverClient talks to
 * the real worker module (src/worker/solver-worker.ts, run in a worker thread as a Web Worker) with
 * request ids, cancellation, and the main-thread fallback when no worker starts. Also: nothing the
 * elements load imports the solver, and a bundle of the library's main entry holds none of it.
 *
 * Run: node --import tsx --test test/node/solver-worker.node.test.ts
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker as NodeWorker } from 'node:worker_threads';
import { build } from 'esbuild';
import { shuffledDeck } from '../../src/engine/deck.js';
import { hint } from '../../src/engine/hint.js';
import { applyExact, deal } from '../../src/engine/rules.js';
import { findWinnableSeed, nextSeed, solve } from '../../src/engine/solver.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { handleRequest } from '../../src/worker/handler.js';
import type { SolverResponse, TaskKind, TaskResults } from '../../src/worker/protocol.js';
import { SolverClient } from '../../src/worker/solver-client.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const id = variantIds[0];
const variant = getVariant(id);
const start = deal(variant, shuffledDeck('7'));

/** A Web Worker look-alike around a Node worker thread running the real worker module. */
class ThreadWorker extends EventTarget {
  readonly thread: NodeWorker;
  constructor() {
    super();
    this.thread = new NodeWorker(new URL('../helpers/node-worker-shim.mjs', import.meta.url));
    this.thread.on('message', (data) => this.dispatchEvent(new MessageEvent('message', { data })));
    this.thread.on('error', () => this.dispatchEvent(new Event('error', { cancelable: true })));
  }
  postMessage(message: unknown): void {
    this.thread.postMessage(message);
  }
  terminate(): void {
    void this.thread.terminate();
  }
}
const threads: ThreadWorker[] = [];
const threadClient = (): SolverClient =>
  new SolverClient({
    createWorker: () => {
      const w = new ThreadWorker();
      threads.push(w);
      return w as unknown as Worker;
    },
  });
after(() => threads.forEach((t) => t.terminate()));

const ok = <K extends TaskKind>(r: SolverResponse, kind: K): TaskResults[K] => {
  assert.equal(r.ok, true, r.ok ? '' : r.error.message);
  assert.ok(r.ok && r.kind === kind);
  return (r as Extract<SolverResponse, { ok: true }>).result as TaskResults[K];
};

describe('solver worker: the request handler', () => {
  it('solve, hint and winnable give what the engine gives', async () => {
    const s = ok(await handleRequest({ id: 1, kind: 'solve', variant: id, state: start, options: { maxNodes: 50_000 } }), 'solve');
    const direct = solve(variant, start, { maxNodes: 50_000 });
    assert.deepEqual({ ...s, ms: 0 }, { ...direct, ms: 0 });
    const h = ok(await handleRequest({ id: 2, kind: 'hint', variant, state: start, options: { samples: 3, maxNodes: 9_000 } }), 'hint');
    assert.deepEqual({ ...h, ms: 0 }, { ...hint(variant, start, { samples: 3, maxNodes: 9_000 }), ms: 0 });
    const w = ok(
      await handleRequest({ id: 3, kind: 'winnable', variant: id, startSeed: '1', options: { nodesPerSeed: 50_000 } }),
      'winnable',
    );
    assert.deepEqual({ ...w, ms: 0 }, { ...findWinnableSeed(variant, '1', { nodesPerSeed: 50_000 }), ms: 0 });
  });

  it('a seed it returns is won by the solver, and the line replays', async () => {
    const w = ok(
      await handleRequest({ id: 4, kind: 'winnable', variant: id, startSeed: '100', options: { nodesPerSeed: 100_000 } }),
      'winnable',
    );
    assert.ok(w.seed, 'some seed won');
    const s = deal(variant, shuffledDeck(w.seed));
    const r = solve(variant, s, { maxNodes: 100_000 });
    assert.equal(r.result, 'won');
    let t = s;
    for (const m of r.moves!) {
      const step = applyExact(variant, t, m);
      assert.ok(step.ok);
      t = step.state;
    }
    assert.equal(t.status, 'won');
    assert.deepEqual(w.tried.at(-1), w.seed);
    assert.equal(w.tried[0], '100');
  });

  it('stops a winnable search between seeds when asked', async () => {
    let asked = 0;
    const r = ok(
      await handleRequest({ id: 5, kind: 'winnable', variant: id, startSeed: '1', options: { nodesPerSeed: 1 } }, () => ++asked >= 2),
      'winnable',
    );
    assert.equal(r.seed, null);
    assert.deepEqual(r.tried, ['1', '2']);
  });

  it('errors come back as answers, named', async () => {
    const bad = await handleRequest({ id: 6, kind: 'solve', variant: 'no-such-game', state: start });
    assert.equal(bad.ok, false);
    assert.ok(!bad.ok && bad.error.name === 'RangeError' && /no-such-game/.test(bad.error.message));
    const badBudget = await handleRequest({ id: 7, kind: 'hint', variant: id, state: start, options: { samples: -1 } });
    assert.ok(!badBudget.ok && /samples/.test(badBudget.error.message));
    const badKind = await handleRequest({ id: 8, kind: 'dance' } as never);
    assert.ok(!badKind.ok && badKind.error.name === 'TypeError');
  });

  it('nextSeed counts deal numbers up and numbers other seeds', () => {
    assert.equal(nextSeed('41'), '42');
    assert.equal(nextSeed('Tuesday'), 'Tuesday-2');
    assert.equal(nextSeed('Tuesday-2'), 'Tuesday-3');
    assert.equal(nextSeed('007'), '007-2');
  });
});

describe('solver worker: SolverClient and the real worker module', () => {
  it('a hint arrives from the worker, the same as the engine gives here', async () => {
    const client = threadClient();
    try {
      const a = await client.hint(id, start, { seed: 's', samples: 3, maxNodes: 9_000 }).promise;
      assert.equal(a.fallback, false);
      assert.equal(client.mode, 'worker');
      const here = hint(variant, start, { seed: 's', samples: 3, maxNodes: 9_000 });
      assert.deepEqual({ ...a, ms: 0, fallback: undefined }, { ...here, ms: 0, fallback: undefined });
    } finally {
      client.dispose();
    }
  });

  it('answers go to their own requests; a cancelled one rejects with AbortError, the rest still come', async () => {
    const client = threadClient();
    try {
      const slow = client.solve(id, start, { maxNodes: 50_000_000 });
      const a = client.solve(id, start, { maxNodes: 1 });
      const b = client.findWinnableSeed(id, '1', { nodesPerSeed: 50_000 });
      slow.cancel();
      await assert.rejects(slow.promise, { name: 'AbortError' });
      assert.equal((await a.promise).result, 'unknown');
      assert.ok((await b.promise).seed);
      assert.ok(a.id !== b.id && b.id !== slow.id);
    } finally {
      client.dispose();
    }
  });

  it('with no worker, the fallback answers on this thread with a small budget and says so', async () => {
    const client = new SolverClient({
      createWorker: () => {
        throw new Error('SecurityError: workers are not allowed here');
      },
    });
    const h = await client.hint(id, start).promise;
    assert.equal(h.fallback, true);
    assert.equal(client.mode, 'fallback');
    assert.ok(h.move);
    assert.ok(h.nodes <= 20_000);
    const s = await client.solve(id, start, { maxNodes: 5_000_000 }).promise;
    assert.ok(s.nodes <= 20_000);
  });
});

describe('the solver stays out of the elements', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });
  const solverModules =
    /engine\/(solver|solver-core|dead-tests|hint|players|search-rules)(\.js)?['"]|worker\/(handler|solver-worker)(\.js)?['"]/;

  it('no module of src/components, src/controllers or src/index.ts imports solver code (only the client may, through its worker)', () => {
    const offenders = [...files(join(root, 'src/components')), ...files(join(root, 'src/controllers')), join(root, 'src/index.ts')].filter(
      (f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .some((line) => /\bimport\b|\bfrom\b/.test(line) && solverModules.test(line)),
    );
    assert.deepEqual(
      offenders.map((f) => relative(root, f)),
      [],
    );
  });

  it("a bundle of the library's main entry holds no solver code, nor the solver's client (they load on first use)", async () => {
    const out = await build({
      entryPoints: [join(root, 'src/index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      splitting: true,
      outdir: '/tmp/patience-solver-split',
      logLevel: 'silent',
      tsconfig: join(root, 'tsconfig.json'),
    });
    // What the first load gets: the entry and the chunks it imports statically, in turn.
    const byName = new Map(out.outputFiles.map((f) => [f.path.slice(f.path.lastIndexOf('/') + 1), f.text]));
    const first = new Set(['index.js']);
    for (const name of first) {
      for (const m of (byName.get(name) ?? '').matchAll(
        /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?["']\.\/([\w.-]+\.js)["']/g,
      ))
        first.add(m[1]);
    }
    assert.ok(byName.size > first.size, 'some modules load on first use (dynamic import)');
    const text = [...first].map((n) => byName.get(n) ?? '').join('\n');
    for (const marker of [
      'TranspositionTable',
      'columnsDead',
      'a hint seed must be',
      'winnableSearch',
      'new Worker(',
      'findWinnableSeed',
    ]) {
      assert.ok(!text.includes(marker), `the main bundle contains ${marker}`);
    }
    // The lazy part does hold the client (the worker brings the solver, or the fallback's own import).
    assert.ok(
      out.outputFiles.some((f) => f.text.includes('new Worker(')),
      'the client is in a lazy chunk',
    );
  });
});
