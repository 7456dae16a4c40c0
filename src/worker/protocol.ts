/**
 * The messages between a page and the solver's Web Worker (solver-worker.ts), and between
 * {@link SolverClient} (solver-client.ts) and whatever answers it. Types only: importing this module
 * pulls in no solver code.
 *
 * A request carries an `id` (unique per client) and a `kind`; the answer carries the same `id`. A
 * `cancel` message names the `id` of a request to drop: one not started yet is never run, one
 * running stops at its next checkpoint (the winnable search checks between seeds) or runs out and its
 * answer is dropped.
 *
 * @module
 */
import type { HintOptions, HintResult } from '../engine/hint.js';
import type { GameState } from '../engine/rules.js';
import type { SolveOptions, SolveResult, WinnableOptions, WinnableResult } from '../engine/solver.js';
import type { VariantDefinition } from '../engine/vocabulary.js';

/** A variant by id (`"sir-tommy"`, looked up in the library's registry) or as a whole declaration. */
export type VariantRef = string | VariantDefinition;

/** Solve a position: `solve(variant, state, options)`. */
export interface SolveRequest {
  readonly id: number;
  readonly kind: 'solve';
  readonly variant: VariantRef;
  readonly state: GameState;
  readonly options?: SolveOptions;
}

/** A no-peek hint: `hint(variant, state, options)`. */
export interface HintRequest {
  readonly id: number;
  readonly kind: 'hint';
  readonly variant: VariantRef;
  readonly state: GameState;
  readonly options?: HintOptions;
}

/** A seed the solver proves winnable: `findWinnableSeed(variant, startSeed, options)`. */
export interface WinnableRequest {
  readonly id: number;
  readonly kind: 'winnable';
  readonly variant: VariantRef;
  readonly startSeed: string;
  readonly options?: WinnableOptions;
}

/** Drop the request with this `id`. */
export interface CancelRequest {
  readonly id: number;
  readonly kind: 'cancel';
}

export type SolverRequest = SolveRequest | HintRequest | WinnableRequest | CancelRequest;
/** The kinds of request that get an answer. */
export type TaskKind = 'solve' | 'hint' | 'winnable';

/** What each kind of request answers. */
export interface TaskResults {
  solve: SolveResult;
  hint: HintResult;
  winnable: WinnableResult;
}

/** A request's answer: its result, or the error it threw (name and message). */
export type SolverResponse =
  | { readonly id: number; readonly ok: true; readonly kind: TaskKind; readonly result: TaskResults[TaskKind] }
  | { readonly id: number; readonly ok: false; readonly error: { readonly name: string; readonly message: string } };

/** The first message a worker posts, once its code has loaded. */
export interface ReadyMessage {
  readonly ready: true;
}
