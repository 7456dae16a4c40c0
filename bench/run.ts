/**
 * `npm run bench` (node --import tsx bench/run.ts): runs every benchmark and prints its figures.
 *
 * Options: `--deals N` (solver deals per variant, default 50), `--nodes N` (one node budget per deal
 * instead of the three default rows: 20,000, 200,000 and 2,000,000 nodes), `--greedy N` (greedy
 * deals per variant, default 2000), `--engine-ms N` (engine speed time per variant, default 1000),
 * `--status-games N` (random games per variant for the status figures, default 30).
 * For a quick look: `npm run bench -- --deals 10 --nodes 20000 --greedy 300`.
 *
 * `--baseline <git revision>` first measures that revision's engine against this tree's, in the same
 * run (bench/compare.ts), and prints both and their ratio: `npm run bench -- --baseline main`.
 */
import { performance } from 'node:perf_hooks';
import { compare } from './compare.js';
import { run as solverBench, type SolverBenchOptions } from './solver.bench.js';

function parseArgs(argv: readonly string[]): SolverBenchOptions & { baseline?: string } {
  const options: Record<string, number> = {};
  const names: Record<string, string> = {
    '--deals': 'deals',
    '--nodes': 'nodes',
    '--greedy': 'greedy',
    '--engine-ms': 'engineMs',
    '--status-games': 'statusGames',
  };
  let baseline: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--baseline' && argv[i + 1]) {
      baseline = argv[++i];
      continue;
    }
    const key = names[argv[i]];
    const value = Number(argv[i + 1]);
    if (!key || !Number.isFinite(value) || value < 0) {
      console.error(
        `bench: unknown or bad option ${argv[i]} ${argv[i + 1] ?? ''} (known: ${Object.keys(names).join(' ')} N, --baseline REV)`,
      );
      process.exit(2);
    }
    options[key] = value;
    i++;
  }
  return { ...options, baseline };
}

const t0 = performance.now();
const args = parseArgs(process.argv.slice(2));
if (args.baseline) await compare(args.baseline);
await solverBench(args);
console.log(`Whole benchmark: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
