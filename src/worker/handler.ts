/**
 * Answers solver requests (protocol.ts): the one place that turns a request into an engine call. The
 * worker (solver-worker.ts) runs it off the page's thread; the client's fallback (solver-client.ts)
 * and the Node tests call it directly.
 *
 * @module
 */
import { hint } from '../engine/hint.js';
import { solve, winnableSearch, type WinnableOptions, type WinnableResult } from '../engine/solver.js';
import type { VariantDefinition } from '../engine/vocabulary.js';
import { getVariant } from '../variants/index.js';
import type { SolverRequest, SolverResponse, VariantRef } from './protocol.js';

/**
 * The variant a request names.
 * @throws {RangeError} for an unknown id; {TypeError} for something that is neither an id nor a declaration.
 */
export function variantOf(ref: VariantRef): VariantDefinition {
  if (typeof ref === 'string') return getVariant(ref);
  if (typeof ref === 'object' && ref !== null && Array.isArray((ref as VariantDefinition).piles)) return ref;
  throw new TypeError(`a request's variant must be a variant id or a declaration, got ${String(ref)}`);
}

/** Error → the response that carries it. */
function failure(id: number, e: unknown): SolverResponse {
  const err = e instanceof Error ? e : new Error(String(e));
  return { id, ok: false, error: { name: err.name, message: err.message } };
}

/**
 * Runs a request and returns its answer (never throws: an error becomes `{ ok: false, error }`).
 * `stopped(id)` is asked between the seeds of a winnable search: true drops the rest (cancellation);
 * it is awaited, so a worker can let its message queue run in between.
 */
export async function handleRequest(
  req: SolverRequest,
  stopped: (id: number) => boolean | Promise<boolean> = () => false,
): Promise<SolverResponse> {
  const id = req.id;
  try {
    switch (req.kind) {
      case 'solve':
        return { id, ok: true, kind: 'solve', result: solve(variantOf(req.variant), req.state, req.options) };
      case 'hint':
        return { id, ok: true, kind: 'hint', result: hint(variantOf(req.variant), req.state, req.options) };
      case 'winnable':
        return { id, ok: true, kind: 'winnable', result: await winnable(req.variant, req.startSeed, req.options ?? {}, () => stopped(id)) };
      default:
        throw new TypeError(`unknown request kind ${JSON.stringify((req as { kind?: unknown }).kind)}`);
    }
  } catch (e) {
    return failure(id, e);
  }
}

/** `findWinnableSeed` (solver.ts), asking `stopped()` between seeds; the partial answer when it says stop. */
async function winnable(
  ref: VariantRef,
  startSeed: string,
  options: WinnableOptions,
  stopped: () => boolean | Promise<boolean>,
): Promise<WinnableResult> {
  const steps = winnableSearch(variantOf(ref), startSeed, options);
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
    if (await stopped()) return r.value;
  }
}
