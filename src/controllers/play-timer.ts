/**
 * Playing time: runs from the first move to the end of the game, paused while the page is hidden
 * (and while the game is over). Times are in ms.
 * @module
 */
export class PlayTimer {
  private since: number | null = null;
  private total = 0;
  private started = false;
  /** Stopped by {@link suspend} while it ran (or a move came while the page was hidden): runs again at {@link resume}. */
  private held = false;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Time played so far, in whole ms. */
  get elapsedMs(): number {
    return Math.round(this.total + (this.since === null ? 0 : this.now() - this.since));
  }

  /** True while the clock runs. */
  get running(): boolean {
    return this.since !== null;
  }

  /** True once the first move has started the clock. */
  get hasStarted(): boolean {
    return this.started;
  }

  /** Back to zero (a new deal), or to a saved time (a resumed game, which starts running at its next move). */
  reset(elapsedMs = 0): void {
    this.total = elapsedMs;
    this.since = null;
    this.started = elapsedMs > 0;
    this.held = false;
  }

  /** Starts or resumes the clock (a move); while the page is `hidden`, at the next {@link resume}. */
  run(hidden: boolean): void {
    this.started = true;
    this.held = hidden;
    if (!hidden && this.since === null) this.since = this.now();
  }

  /** Stops the clock, keeping the time so far (the game is over, or waits for its next move). */
  pause(): void {
    this.held = false;
    if (this.since === null) return;
    this.total += this.now() - this.since;
    this.since = null;
  }

  /**
   * Stops the clock for a while (the page hidden, the element off the page): it runs again at
   * {@link resume} only if it was running. A resumed saved game's clock waits for its next move.
   */
  suspend(): void {
    if (this.since === null) return;
    this.pause();
    this.held = true;
  }

  /** Runs the clock again if {@link suspend} stopped it (the page shown, the element back on it). */
  resume(): void {
    if (this.held) this.run(false);
  }
}
