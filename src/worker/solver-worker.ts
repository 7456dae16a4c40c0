/**
 * The solver's Web Worker: a module worker that answers solver requests (protocol.ts) off the page's
 * thread, so that solving and hinting never freeze a page. Start it with
 * `new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' })`, or let
 * {@link SolverClient} (solver-client.ts) do it.
 *
 * It posts `{ ready: true }` once loaded, then answers each request with a {@link SolverResponse} of
 * the same `id`, one request at a time, in the order they came. Between requests (and between the
 * seeds of a winnable search) it reads its messages, so a `cancel` drops a request not yet run and
 * stops a winnable search; a cancelled request gets no answer.
 *
 * @module
 */
import { handleRequest } from './handler.js';
import type { ReadyMessage, SolverRequest } from './protocol.js';

interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

const queue: SolverRequest[] = [];
const cancelled = new Set<number>();
let running = false;

/** Lets the worker's message queue run (a macrotask), so cancellations are seen. */
const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function pump(): Promise<void> {
  if (running) return;
  running = true;
  try {
    while (queue.length > 0) {
      await breathe();
      const req = queue.shift()!;
      if (cancelled.delete(req.id)) continue;
      const response = await handleRequest(req, async (id) => {
        await breathe();
        return cancelled.has(id);
      });
      if (!cancelled.delete(req.id)) scope.postMessage(response);
    }
  } finally {
    running = false;
  }
}

scope.addEventListener('message', (event) => {
  const req = event.data as SolverRequest;
  if (typeof req !== 'object' || req === null || typeof req.id !== 'number') return;
  if (req.kind === 'cancel') cancelled.add(req.id);
  else queue.push(req);
  void pump();
});

scope.postMessage({ ready: true } satisfies ReadyMessage);
