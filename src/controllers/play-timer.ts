/**
 * Playing time: runs from the first move to the end of the game, paused while the page is hidden
 * (and while the game is over). Times are in ms.
 * @module
 */
export class PlayTimer {
  private since: number | null = null;
  private total = 0;
  private started = false;

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
  }

  /** Starts or resumes the clock, unless `hidden`. */
  run(hidden: boolean): void {
    this.started = true;
    if (!hidden && this.since === null) this.since = this.now();
  }

  /** Stops the clock, keeping the time so far. */
  pause(): void {
    if (this.since === null) return;
    this.total += this.now() - this.since;
    this.since = null;
  }
}
