/**
 * Hints and winnable deals for `<patience-game>` (issue #9; docs/solver.md "Hints that see what the
 * player sees", "The worker"). Both ask the solver's module Web Worker through `SolverClient`; the
 * client and the words of the answers are in solver-tasks.ts, loaded with a dynamic `import()` on
 * first use, so the game's first load holds neither the client nor any solver code. Where no worker
 * can start (a Content-Security-Policy without `worker-src` for the page), the client answers on the
 * main thread with small budgets, and the words say so.
 *
 * - A hint: one at a time, for the position on the table; a new action (a move, undo, a deal, a
 *   pick-up) drops the one pending, and the hint shown goes with the next action (GameController).
 * - A winnable deal: looks for a seed whose deal the solver wins, deals it with its mark, or after
 *   `waitMs` deals an ordinary game and says so. The game on the table stays until then.
 * @module
 */
import type { GameController } from './game-controller.js';
import type { HintSuggestion, Solver } from './solver-tasks.js';
import { chunkFailed } from '../components/internal/chunk-error.js';

export type { HintSuggestion } from './solver-tasks.js';

/** Schedules `done` in `ms` ms; returns what stops it. */
export type Timer = (ms: number, done: () => void) => () => void;

/** What {@link SolverFeatures} needs from the game element. */
export interface SolverFeaturesHost {
  /** Deals `seed` (null: a random one) of `variant`, marked `winnable` when the solver won it. */
  deal(variant: string, seed: string | null, winnable: boolean): boolean;
  /** How long to look for a winnable deal before dealing an ordinary one, in ms. */
  waitMs(): number;
}

/** A winnable deal being looked for (solver-tasks.ts does the looking). */
export interface Search {
  readonly variant: string;
  /** When it was asked for (performance.now(), ms). */
  readonly since: number;
  /** Whether it was stopped (nothing is dealt then). */
  stopped: boolean;
  /** Stops the request to the worker (set by the looking side). */
  stop(): void;
  /** Resolves once it dealt or was stopped. */
  done: Promise<void>;
}

const aborted = (): DOMException => new DOMException('dropped by a new action', 'AbortError');

/** Hints and winnable deals of one game element (see the module docs). */
export class SolverFeatures {
  /** Schedules the winnable search's deadline (tests put a clock of their own here). */
  timer: Timer = (ms, done) => {
    const id = setTimeout(done, ms);
    return () => clearTimeout(id);
  };
  private loading: Promise<Solver> | null = null;
  private loaded: Solver | null = null;
  private hintJob: { readonly state: unknown; readonly promise: Promise<HintSuggestion | null>; drop(): void } | null = null;
  private search: Search | null = null;
  /** The variant of the winnable search that the element's leaving the page stopped (see {@link dispose}). */
  private leftSearch: string | null = null;

  constructor(
    private readonly game: GameController,
    private readonly host: SolverFeaturesHost,
  ) {}

  /** The solver, loaded on first use; a failed load is reported ({@link chunkFailed}) and tried again at the next use. */
  private solver(): Promise<Solver> {
    return (this.loading ??= import('./solver-tasks.js').then(
      ({ Solver }) => (this.loaded = new Solver(this.game)),
      (e: unknown) => {
        this.loading = null;
        return chunkFailed(e);
      },
    ));
  }

  // ------------------------------------------------------------------------------------------
  // Hints

  /** Whether a hint is being computed. */
  get thinking(): boolean {
    return this.hintJob !== null;
  }

  /** See `PatienceGame.hint`. Asking again for the same position gives the same pending promise. */
  hint(): Promise<HintSuggestion | null> {
    const state = this.game.session.current;
    if (this.hintJob && this.hintJob.state === state) return this.hintJob.promise;
    this.cancelHint();
    let dropped = false;
    let cancel = (): void => undefined;
    const promise = this.solver()
      .then((solver) => {
        if (dropped) throw aborted();
        const task = solver.hint();
        cancel = () => task.cancel();
        return task.promise;
      })
      .finally(() => {
        if (this.hintJob?.promise === promise) this.hintJob = null;
        this.game.host.requestUpdate();
      });
    this.hintJob = {
      state,
      promise,
      drop: () => {
        dropped = true;
        cancel();
      },
    };
    this.game.host.requestUpdate();
    return promise;
  }

  /** Drops the hint being computed (its promise rejects with an `AbortError`); `said` (Escape): and says so. */
  cancelHint(said?: boolean): void {
    const job = this.hintJob;
    this.hintJob = null;
    job?.drop();
    // Escape: says so (the solver, which said it was looking, is loaded).
    if (said) this.loaded?.hintStopped();
  }

  // ------------------------------------------------------------------------------------------
  // Winnable deals

  /** Back on the page: looks again for the winnable deal that leaving it stopped ({@link dispose}), with a new wait. */
  resume(): void {
    const variant = this.leftSearch;
    this.leftSearch = null;
    if (variant !== null) this.findWinnable(variant);
  }

  /** Whether a winnable deal of `variant` is being looked for. */
  lookingFor(variant: string): boolean {
    return this.search?.variant === variant;
  }

  /** Whether a winnable deal is being looked for. */
  get searching(): boolean {
    return this.search !== null;
  }

  /** Resolves once no winnable deal is being looked for. */
  get settled(): Promise<void> {
    return this.search?.done ?? Promise.resolve();
  }

  /**
   * Looks for a winnable deal of `variant` (unless it is already), then deals it, or an ordinary one
   * after the host's `waitMs` (counted from now), or when the solver cannot load.
   */
  findWinnable(variant: string): void {
    if (this.search?.variant === variant) return;
    this.stopSearch();
    const search: Search = { variant, since: performance.now(), stopped: false, stop: () => undefined, done: Promise.resolve() };
    this.search = search;
    search.done = this.solver()
      .then(
        (s) => s.findWinnable(search, this.host, this.timer),
        () => void (search.stopped || this.host.deal(variant, null, false)),
      )
      .finally(() => {
        if (this.search === search) this.search = null;
        this.game.host.requestUpdate();
      });
    this.game.host.requestUpdate();
  }

  /** Stops looking for a winnable deal; nothing is dealt (nor looked for again on the element's return). */
  stopSearch(): void {
    const search = this.search;
    this.search = null;
    this.leftSearch = null;
    if (search) {
      search.stopped = true;
      search.stop();
    }
  }

  /**
   * Escape while a winnable deal is looked for: stops looking, and says so. The game on the table
   * stays; with none yet (the first deal), an ordinary deal is dealt. False when nothing was looked for.
   */
  cancelSearch(): boolean {
    const search = this.search;
    if (!search) return false;
    this.stopSearch();
    const session = this.game.session;
    // (The solver loaded for the search: its words say it stopped. Should it fail to load, no words.)
    void this.solver().then(
      (s) => s.searchStopped(search.variant),
      () => void (session.ready || session.deal(search.variant, {})),
    );
    return true;
  }

  /**
   * Drops what is pending and stops the worker (the element left the page). A winnable deal being
   * looked for is looked for again when the element comes back ({@link resume}), unless something is
   * done to the game meanwhile.
   */
  dispose(): void {
    const left = this.search?.variant ?? null;
    this.cancelHint();
    this.stopSearch();
    // (The first deal's search is started again by the element's next update instead.)
    this.leftSearch = this.game.session.ready ? left : null;
    this.loaded?.dispose();
    this.loaded = null;
    this.loading = null;
  }
}
