/**
 * One deal of `npm run simulate`, run in a worker thread of its pool (scripts/simulate.ts bundles this
 * file with esbuild and hands it to piscina).
 */
import { playDeal, type DealOutcome, type PlayerName, type PlayOptions } from '../src/engine/players.js';
import { getVariant } from '../src/variants/index.js';

export interface SimulateTask {
  readonly variant: string;
  readonly seeds: readonly string[];
  readonly player: PlayerName;
  readonly options: PlayOptions;
}

/** Plays each seed of the task; returns the outcomes in order. */
export default function run(task: SimulateTask): DealOutcome[] {
  const v = getVariant(task.variant);
  return task.seeds.map((seed) => playDeal(v, seed, task.player, task.options));
}
