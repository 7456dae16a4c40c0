/**
 * The page's side of the solver's Web Worker (solver-worker.ts): spawns it on first use with
 * `new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' })`, numbers each
 * request, matches answers to requests, cancels, and falls back to a small main-thread search when no
 * worker can start (a page whose Content-Security-Policy forbids workers, a browser without module
 * workers). This module imports no solver code itself: the fallback loads it with a dynamic `import()`
 * only when it is needed, so a page that imports the client stays small.
 *
 * ```ts
 * const solver = new SolverClient();
 * const task = solver.hint('sir-tommy', state);
 * const { move, winRate, fallback } = await task.promise; // task.cancel() drops it
 * ```
 *
 * @module
 */
import type { HintOptions, HintResult } from '../engine/hint.js';
import type { GameState } from '../engine/rules.js';
import type { SolveOptions, SolveResult, WinnableOptions, WinnableResult } from '../engine/solver.js';
import type { SolverRequest, SolverResponse, TaskKind, TaskResults, VariantRef } from './protocol.js';

/** An answer, and whether the main-thread fallback gave it (with its smaller budget) instead of the worker. */
export type Answer<T> = T & { readonly fallback: boolean };

/** One request in flight. */
export interface SolverTask<T> {
  /** The request's id (unique per client). */
  readonly id: number;
  /** Resolves with the answer; rejects with the engine's error, or an `AbortError` when cancelled. */
  readonly promise: Promise<Answer<T>>;
  /** Drops the request: the promise rejects with an `AbortError`; the worker stops or skips it. */
  cancel(): void;
}

/** Options of a {@link SolverClient}. */
export interface SolverClientOptions {
  /** Where the worker's module is. Default: solver-worker.js beside this module. */
  readonly workerUrl?: URL | string;
  /** Makes the worker (tests replace it). Default: `new Worker(url, { type: 'module' })`. */
  readonly createWorker?: (url: URL | string) => Worker;
  /**
   * Budgets for the main-thread fallback, which must not block the page for long: hint samples
   * (default 8), nodes per sample (300) and in all (20,000); solve nodes (20,000); winnable seeds (3)
   * and nodes per seed (20,000). A request's own smaller budget wins.
   */
  readonly fallback?: {
    readonly hint?: Pick<HintOptions, 'samples' | 'nodesPerSample' | 'maxNodes'>;
    readonly solveNodes?: number;
    readonly winnable?: Pick<WinnableOptions, 'maxSeeds' | 'nodesPerSeed'>;
  };
}

/** How requests are answered now: no worker yet, by the worker, or on the main thread. */
export type SolverMode = 'idle' | 'worker' | 'fallback';

interface Pending {
  readonly request: Exclude<SolverRequest, { kind: 'cancel' }>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const abortError = (): Error => {
  const e = new Error('the solver request was cancelled');
  e.name = 'AbortError';
  return e;
};

const lower = (a: number | undefined, b: number): number => (a === undefined ? b : Math.min(a, b));

/** Talks to the solver's worker (see the module docs). */
export class SolverClient {
  private readonly options: SolverClientOptions;
  private worker: Worker | null = null;
  private ready = false;
  private _mode: SolverMode = 'idle';
  private nextId = 1;
  /** Requests sent to the worker and not answered, in the order sent (the worker runs them in that order). */
  private readonly inFlight: Pending[] = [];

  constructor(options: SolverClientOptions = {}) {
    this.options = options;
  }

  /** How requests are answered now (see {@link SolverMode}). */
  get mode(): SolverMode {
    return this._mode;
  }

  /** `solve(variant, state, options)` in the worker (see the engine's `solve`). */
  solve(variant: VariantRef, state: GameState, options?: SolveOptions): SolverTask<SolveResult> {
    return this.send<SolveResult>({ id: this.nextId++, kind: 'solve', variant, state, options });
  }

  /** `hint(variant, state, options)` in the worker: the no-peek hint (see the engine's `hint`). */
  hint(variant: VariantRef, state: GameState, options?: HintOptions): SolverTask<HintResult> {
    return this.send<HintResult>({ id: this.nextId++, kind: 'hint', variant, state, options });
  }

  /** `findWinnableSeed(variant, startSeed, options)` in the worker: a seed whose deal the solver won. */
  findWinnableSeed(variant: VariantRef, startSeed: string, options?: WinnableOptions): SolverTask<WinnableResult> {
    return this.send<WinnableResult>({ id: this.nextId++, kind: 'winnable', variant, startSeed, options });
  }

  /** Stops the worker and rejects every request in flight with an `AbortError`. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    this._mode = 'idle';
    for (const p of this.inFlight.splice(0)) p.reject(abortError());
  }

  private send<T>(request: Pending['request']): SolverTask<T> {
    let pending!: Pending;
    const promise = new Promise<Answer<T>>((resolve, reject) => {
      pending = { request, resolve: resolve as (v: unknown) => void, reject };
    });
    if (this._mode === 'fallback' || !this.start()) void this.runHere(pending);
    else {
      this.inFlight.push(pending);
      this.worker!.postMessage(request);
    }
    return { id: request.id, promise, cancel: () => this.cancel(request.id) };
  }

  private cancel(id: number): void {
    const at = this.inFlight.findIndex((p) => p.request.id === id);
    if (at < 0) return;
    const [p] = this.inFlight.splice(at, 1);
    p.reject(abortError());
    if (at === 0 && this.ready && p.request.kind !== 'winnable') {
      // It is running and cannot stop by itself: a new worker takes over the requests behind it.
      this.worker!.terminate();
      this.worker = null;
      this.ready = false;
      const rest = this.inFlight.splice(0);
      if (rest.length > 0 && this.start()) {
        for (const q of rest) {
          this.inFlight.push(q);
          this.worker!.postMessage(q.request);
        }
      } else for (const q of rest) void this.runHere(q);
    } else this.worker?.postMessage({ id, kind: 'cancel' } satisfies SolverRequest);
  }

  /** Makes the worker if there is none; false when it cannot be made (then the fallback answers). */
  private start(): boolean {
    if (this.worker) return true;
    const { workerUrl, createWorker } = this.options;
    let worker: Worker;
    try {
      // Written out in full so that bundlers (Vite, webpack, esbuild, Parcel) see the worker and emit it.
      if (createWorker) worker = createWorker(workerUrl ?? new URL('./solver-worker.js', import.meta.url));
      else if (workerUrl) worker = new Worker(workerUrl, { type: 'module' });
      else worker = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
    } catch {
      this.toFallback();
      return false;
    }
    this.worker = worker;
    this._mode = 'worker';
    worker.addEventListener('message', (event: MessageEvent) => {
      if (worker !== this.worker) return;
      const data = event.data as SolverResponse | { ready: true };
      if ('ready' in data) {
        this.ready = true;
        return;
      }
      const at = this.inFlight.findIndex((p) => p.request.id === data.id);
      if (at < 0) return;
      const [p] = this.inFlight.splice(at, 1);
      if (data.ok) p.resolve({ ...(data.result as object), fallback: false });
      else p.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
    });
    worker.addEventListener('error', (event: Event) => {
      if (worker !== this.worker) return;
      event.preventDefault?.();
      worker.terminate();
      this.worker = null;
      const rest = this.inFlight.splice(0);
      if (!this.ready) {
        // It never started (blocked, or its module failed to load): answer here from now on.
        this.toFallback();
        for (const p of rest) void this.runHere(p);
      } else {
        this.ready = false;
        this._mode = 'idle';
        for (const p of rest) p.reject(new Error('the solver worker stopped'));
      }
    });
    return true;
  }

  private toFallback(): void {
    this.worker = null;
    this.ready = false;
    this._mode = 'fallback';
  }

  /** Answers a request on this thread, with the fallback's small budgets. */
  private async runHere(p: Pending): Promise<void> {
    const f = this.options.fallback ?? {};
    const r = p.request;
    let small: Pending['request'];
    if (r.kind === 'hint') {
      const o = r.options ?? {};
      small = {
        ...r,
        options: {
          ...o,
          samples: lower(o.samples, f.hint?.samples ?? 8),
          nodesPerSample: lower(o.nodesPerSample, f.hint?.nodesPerSample ?? 300),
          maxNodes: lower(o.maxNodes, f.hint?.maxNodes ?? 20_000),
        },
      };
    } else if (r.kind === 'solve')
      small = { ...r, options: { ...r.options, maxNodes: lower(r.options?.maxNodes, f.solveNodes ?? 20_000) } };
    else {
      const o = r.options ?? {};
      small = {
        ...r,
        options: {
          ...o,
          maxSeeds: lower(o.maxSeeds, f.winnable?.maxSeeds ?? 3),
          nodesPerSeed: lower(o.nodesPerSeed, f.winnable?.nodesPerSeed ?? 20_000),
        },
      };
    }
    try {
      const { handleRequest } = await import('./handler.js');
      const data = await handleRequest(small);
      if (data.ok) p.resolve({ ...(data.result as TaskResults[TaskKind]), fallback: true });
      else p.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
    } catch (e) {
      p.reject(e);
    }
  }
}
