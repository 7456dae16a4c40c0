/**
 * `npm run simulate`: plays deals with one player on several cores and prints the win rate with its
 * 95 % (Wilson) interval, how many deals were decided, and the time per game.
 *
 *   npm run simulate -- --variant sir-tommy --games 10000 --player solver --seed 1 --workers 2
 *
 * Options:
 *   --variant ID|all   a variant id, or every variant in turn (default all)
 *   --player P         solver | hint | greedy | random (default solver)
 *   --games N          deals per variant (default 1000): seeds "S", "S+1", … as decimal text
 *   --seed S           first deal number (default 1)
 *   --workers W        worker threads (default 2)
 *   --nodes N          the solver player's node budget per deal (default 2000000)
 *   --hint-samples N, --hint-nodes N, --hint-per-sample N   the hint player's hint budget (hint.ts defaults)
 *   --out FILE         append one JSON line per deal to FILE, and skip the deals FILE already holds
 *                      for the same variant, player and budget (a long run can be stopped and resumed)
 *   --json             print the summary as one JSON line too
 *   --quiet            no progress bar
 *
 * Deals run in chunks on a piscina worker pool; the workers run an esbuild bundle of the engine (made
 * once per run), not the TypeScript through a loader. Every outcome depends only on the seed and the
 * budgets (nodes, not time), so a run gives the same figures on any machine; only times differ.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import { Piscina } from 'piscina';
import { PLAYERS, wilson, type DealOutcome, type PlayerName, type PlayOptions } from '../src/engine/players.js';
import { variantIds } from '../src/variants/index.js';
import type { SimulateTask } from './simulate-worker.js';
import { workerBundle } from './worker-bundle.js';

interface Args {
  variants: string[];
  player: PlayerName;
  games: number;
  seed: number;
  workers: number;
  nodes: number;
  hint: { samples?: number; maxNodes?: number; nodesPerSample?: number };
  out?: string;
  json: boolean;
  quiet: boolean;
}

function usage(message: string): never {
  console.error(`simulate: ${message}\n(see the comment at the top of scripts/simulate.ts)`);
  process.exit(2);
}

function parse(argv: readonly string[]): Args {
  const a: Args = {
    variants: [...variantIds],
    player: 'solver',
    games: 1000,
    seed: 1,
    workers: 2,
    nodes: 2_000_000,
    hint: {},
    json: false,
    quiet: false,
  };
  const int = (flag: string, v: string | undefined, min = 1): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) usage(`${flag} needs an integer ≥ ${min}, got ${String(v)}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const v = argv[i + 1];
    switch (flag) {
      case '--variant':
        if (v === 'all') a.variants = [...variantIds];
        else if (v && variantIds.includes(v)) a.variants = [v];
        else usage(`unknown variant ${String(v)} (known: ${variantIds.join(', ')}, all)`);
        i++;
        break;
      case '--player':
        if (!PLAYERS.includes(v as PlayerName)) usage(`unknown player ${String(v)} (known: ${PLAYERS.join(', ')})`);
        a.player = v as PlayerName;
        i++;
        break;
      case '--games':
        a.games = int(flag, v);
        i++;
        break;
      case '--seed':
        a.seed = int(flag, v);
        i++;
        break;
      case '--workers':
        a.workers = int(flag, v);
        i++;
        break;
      case '--nodes':
        a.nodes = int(flag, v);
        i++;
        break;
      case '--hint-samples':
        a.hint.samples = int(flag, v);
        i++;
        break;
      case '--hint-nodes':
        a.hint.maxNodes = int(flag, v);
        i++;
        break;
      case '--hint-per-sample':
        a.hint.nodesPerSample = int(flag, v);
        i++;
        break;
      case '--out':
        if (!v) usage('--out needs a file');
        a.out = v;
        i++;
        break;
      case '--json':
        a.json = true;
        break;
      case '--quiet':
        a.quiet = true;
        break;
      default:
        usage(`unknown option ${flag}`);
    }
  }
  return a;
}

/** What identifies a run's budget in the --out file, so that resuming only reuses comparable deals. */
function budgetKey(a: Args): string {
  if (a.player === 'solver') return `nodes=${a.nodes}`;
  if (a.player === 'hint') return `hint=${JSON.stringify(a.hint)}`;
  return '';
}

interface Summary {
  variant: string;
  player: PlayerName;
  budget: string;
  games: number;
  won: number;
  lost: number;
  unknown: number;
  winRate: number;
  interval: [number, number];
  msPerGame: number;
  medianMs: number;
  p90Ms: number;
  nodesPerGame: number;
  wallSeconds: number;
}

async function runVariant(pool: Piscina, a: Args, variant: string): Promise<Summary> {
  const key = budgetKey(a);
  const seeds = Array.from({ length: a.games }, (_, i) => String(a.seed + i));
  const done = new Map<string, DealOutcome>();
  if (a.out && existsSync(a.out)) {
    for (const line of readFileSync(a.out, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as DealOutcome & { variant: string; player: string; budget: string };
      if (r.variant === variant && r.player === a.player && r.budget === key) done.set(r.seed, r);
    }
  }
  const todo = seeds.filter((s) => !done.has(s));
  const options: PlayOptions = { solve: { maxNodes: a.nodes }, hint: a.hint };
  const results = new Map<string, DealOutcome>([...done].filter(([s]) => seeds.includes(s)));
  const bar = a.quiet
    ? null
    : new cliProgress.SingleBar(
        {
          format: `${variant.padEnd(13)} ${a.player.padEnd(6)} [{bar}] {value}/{total} deals | won {won} | {rate} | ETA {eta_formatted}`,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
  const count = (): { won: number } => ({ won: [...results.values()].filter((r) => r.result === 'won').length });
  bar?.start(seeds.length, results.size, { ...count(), rate: '' });
  const t0 = performance.now();
  // Chunks small enough to keep both workers busy to the end, large enough to cost little messaging.
  const chunk = a.player === 'hint' || a.player === 'solver' ? 1 : 25;
  const tasks: Promise<void>[] = [];
  for (let i = 0; i < todo.length; i += chunk) {
    const task: SimulateTask = { variant, seeds: todo.slice(i, i + chunk), player: a.player, options };
    tasks.push(
      (pool.run(task) as Promise<DealOutcome[]>).then((outcomes) => {
        for (const r of outcomes) {
          results.set(r.seed, r);
          if (a.out) appendFileSync(a.out, `${JSON.stringify({ variant, player: a.player, budget: key, ...r })}\n`);
        }
        const c = count();
        const elapsed = (performance.now() - t0) / 1000;
        bar?.update(results.size, { won: c.won, rate: `${((results.size - done.size) / Math.max(elapsed, 1e-9)).toFixed(2)} games/s` });
      }),
    );
  }
  await Promise.all(tasks);
  bar?.stop();
  const all = seeds.map((s) => results.get(s)!);
  const won = all.filter((r) => r.result === 'won').length;
  const lost = all.filter((r) => r.result === 'lost').length;
  const times = all.map((r) => r.ms).sort((x, y) => x - y);
  const q = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    variant,
    player: a.player,
    budget: key,
    games: all.length,
    won,
    lost,
    unknown: all.length - won - lost,
    winRate: won / all.length,
    interval: wilson(won, all.length),
    msPerGame: times.reduce((x, y) => x + y, 0) / times.length,
    medianMs: q(0.5),
    p90Ms: q(0.9),
    nodesPerGame: all.reduce((x, r) => x + r.nodes, 0) / all.length,
    wallSeconds: (performance.now() - t0) / 1000,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

const args = parse(process.argv.slice(2));
const pool = new Piscina({
  filename: await workerBundle(new URL('./simulate-worker.ts', import.meta.url), 'simulate'),
  minThreads: args.workers,
  maxThreads: args.workers,
  idleTimeout: 1000,
});
try {
  for (const variant of args.variants) {
    const s = await runVariant(pool, args, variant);
    const decided = s.player === 'solver' ? ` | decided ${s.won + s.lost} (won ${s.won}, lost ${s.lost}), unknown ${s.unknown}` : '';
    console.log(
      `${s.variant} ${s.player}${s.budget ? ` (${s.budget})` : ''}: ${s.won}/${s.games} won = ${pct(s.winRate)}, 95 % interval ${pct(s.interval[0])} – ${pct(s.interval[1])}${decided}` +
        ` | per game ${s.msPerGame.toFixed(0)} ms (median ${s.medianMs.toFixed(0)}, p90 ${s.p90Ms.toFixed(0)}), ${s.nodesPerGame.toFixed(0)} nodes | wall ${s.wallSeconds.toFixed(1)} s on ${args.workers} workers`,
    );
    if (args.json) console.log(JSON.stringify(s));
  }
} finally {
  await pool.destroy();
}
