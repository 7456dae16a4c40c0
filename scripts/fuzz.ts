/**
 * `npm run fuzz -- --variant all --games 100000`: random games through the engine, with invariants
 * checked after every move, against the independent reference reading of the rules (test/reference).
 *
 * Options: `--variant ID|all` (default all), `--games N` per variant (default 1000), `--seed S` (the
 * first game's seed; game i plays deal "S-i", default "fuzz"), `--moves N` (at most N moves a game,
 * default 1500), `--full-every N` (compare the whole legal-move list with the reference every N
 * moves, default 25), `--first N` (start at game N, to replay one game: `--first 22 --games 1`),
 * `--workers N` (worker threads, default 2), `--max-game-seconds S` (default 300: a game still
 * running after S seconds is a violation, named with its seed and the command that replays it; one
 * stuck inside a single move is stopped at 2 S + 30 s), `--quiet` (no progress bar), `--trace` (print
 * each game's variant and seed as it starts). A game that takes over 5 s is named when it ends. With
 * `--quiet`, or when stdout is not a terminal, a line is printed as each variant finishes.
 *
 * Each game deals a seed, picks automatic play on or off, and plays random legal moves (foundation
 * moves a little more often, so that some games are won). After every move:
 * - the cards: every card of the game exactly once, face-down cards only where they may be;
 * - legality: the move played is legal by the reference checker, and a random other move is accepted
 *   by the engine exactly when the reference finds it legal; every `--full-every` moves, the engine's
 *   legal moves are exactly the reference's;
 * - the move's effect: the engine's piles after the user's move are the reference's;
 * - undo then redo gives back the identical game;
 * - status: won exactly when every card is on a foundation; while playing some move is legal; lost only
 *   when no legal move makes progress; and every `--full-every` moves, as the reference says: a playing
 *   status is checked by replaying, with the reference rules, the way to progress the engine's loss
 *   search found (`referenceWitness`); a lost one (or one past the search's limit) by the reference's
 *   own search (`referenceCanProgress`, up to 3,000 positions).
 * At the end of each game (and at a random turn), serialize then restore gives the identical game.
 *
 * Games run on a piscina worker pool (scripts/fuzz-worker.ts, bundled once with esbuild); each game
 * depends only on its seed, so a run finds the same things on any machine and with any number of
 * workers. A violation prints the variant, the deal, the moves so far, what broke and the command
 * that replays the game, and the run exits 1. Figures printed: games, moves, checks, outcomes, and
 * per variant the time its games took (summed over the workers).
 */
import { availableParallelism } from 'node:os';
import { SingleBar, Presets } from 'cli-progress';
import { Piscina } from 'piscina';
import { variantIds } from '../src/variants/index.js';
import type { FuzzResult, FuzzTask } from './fuzz-worker.js';
import { workerBundle } from './worker-bundle.js';

interface Options {
  variants: string[];
  first: number;
  games: number;
  seed: string;
  moves: number;
  fullEvery: number;
  workers: number;
  maxGameSeconds: number;
  quiet: boolean;
  trace: boolean;
}

const KNOWN =
  '--variant ID|all, --games N, --first N, --moves N, --seed S, --full-every N, --workers N, --max-game-seconds S, --quiet, --trace';

function parse(argv: readonly string[]): Options {
  const o: Options = {
    variants: [...variantIds],
    first: 1,
    games: 1000,
    seed: 'fuzz',
    moves: 1500,
    fullEvery: 25,
    workers: Math.min(2, availableParallelism()),
    maxGameSeconds: 300,
    quiet: false,
    trace: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    const num = (): number => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) fail(`fuzz: ${a} needs a whole number from 1, got ${JSON.stringify(v)}`);
      i++;
      return n;
    };
    if (a === '--variant') {
      if (v === undefined) fail('fuzz: --variant needs an id or "all"');
      o.variants = v === 'all' ? [...variantIds] : v.split(',');
      for (const id of o.variants)
        if (!variantIds.includes(id)) fail(`fuzz: unknown variant ${JSON.stringify(id)} (known: ${variantIds.join(', ')}, all)`);
      i++;
    } else if (a === '--games') o.games = num();
    else if (a === '--first') o.first = num();
    else if (a === '--moves') o.moves = num();
    else if (a === '--full-every') o.fullEvery = num();
    else if (a === '--workers') o.workers = num();
    else if (a === '--max-game-seconds') o.maxGameSeconds = num();
    else if (a === '--seed') {
      if (v === undefined) fail('fuzz: --seed needs a value');
      o.seed = v;
      i++;
    } else if (a === '--quiet') o.quiet = true;
    else if (a === '--trace') o.trace = true;
    else fail(`fuzz: unknown option ${a} (known: ${KNOWN})`);
  }
  return o;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

interface Tally {
  games: number;
  moves: number;
  checks: number;
  won: number;
  lost: number;
  capped: number;
  violation: number;
  /** Time the games took, summed (ms). */
  ms: number;
  started: number;
}

const o = parse(process.argv.slice(2));
const replay = (id: string, g: number): string =>
  `npm run fuzz -- --variant ${id} --seed ${JSON.stringify(o.seed)} --first ${g} --games 1${o.moves !== 1500 ? ` --moves ${o.moves}` : ''}${o.fullEvery !== 25 ? ` --full-every ${o.fullEvery}` : ''}`;
const total = o.games * o.variants.length;
const lines = o.quiet || !process.stdout.isTTY;
const bar = lines
  ? null
  : new SingleBar(
      {
        format: 'fuzz |{bar}| {percentage}% | {value}/{total} games | {variant} | {moves} moves | ETA {eta_formatted}',
        hideCursor: true,
        etaBuffer: 200,
      },
      Presets.shades_classic,
    );
/** Prints a line above the progress bar. */
const say = (text: string, error = false): void => {
  bar?.stop();
  (error ? console.error : console.log)(text);
  bar?.start(total, done, { variant: current, moves: allMoves });
};

const pool = new Piscina({
  filename: await workerBundle(new URL('./fuzz-worker.ts', import.meta.url), 'fuzz'),
  minThreads: o.workers,
  maxThreads: o.workers,
  idleTimeout: 1000,
});
const tallies = new Map<string, Tally>(
  o.variants.map((id) => [id, { games: 0, moves: 0, checks: 0, won: 0, lost: 0, capped: 0, violation: 0, ms: 0, started: 0 }]),
);
const jobs = o.variants.flatMap((id) => Array.from({ length: o.games }, (_, k) => ({ id, g: o.first + k })));
let next = 0;
let done = 0;
let allMoves = 0;
let violations = 0;
let current = o.variants[0];
const t0 = performance.now();
bar?.start(total, 0, { variant: current, moves: 0 });

/** Plays one game on the pool; a game past twice its time and 30 s is stopped (its worker ended). */
async function playOne(id: string, g: number): Promise<FuzzResult> {
  const seed = `${o.seed}-${g}`;
  const task: FuzzTask = { variant: id, seed, moves: o.moves, fullEvery: o.fullEvery, maxGameSeconds: o.maxGameSeconds };
  const abort = new AbortController();
  const hard = 2 * o.maxGameSeconds + 30;
  const timer = setTimeout(() => abort.abort(), hard * 1000);
  const tg = performance.now();
  try {
    return (await pool.run(task, { signal: abort.signal })) as FuzzResult;
  } catch (e) {
    const why = abort.signal.aborted
      ? `the game was still inside one move after ${hard} s and was stopped`
      : `the worker failed: ${String(e)}`;
    return {
      outcome: 'violation',
      violation: `${why}\n  at ${id}, seed ${JSON.stringify(seed)}`,
      moves: 0,
      checks: 0,
      ms: performance.now() - tg,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** One lane of the pool: takes the next game until none is left (as many lanes as workers). */
async function lane(): Promise<void> {
  while (next < jobs.length) {
    const { id, g } = jobs[next++];
    const t = tallies.get(id)!;
    current = id;
    t.started++;
    if (o.trace) say(`game ${id} ${o.seed}-${g}`);
    const r = await playOne(id, g);
    t.games++;
    t.moves += r.moves;
    t.checks += r.checks;
    t.ms += r.ms;
    t[r.outcome]++;
    allMoves += r.moves;
    done++;
    if (r.outcome === 'violation') {
      violations++;
      say(`\nVIOLATION: ${r.violation}\n  replay: ${replay(id, g)}`, true);
    } else if (r.ms > 5000) say(`slow game: ${id} seed ${o.seed}-${g} took ${(r.ms / 1000).toFixed(1)} s`);
    if (done % 20 === 0 || done === total) bar?.update(done, { variant: current, moves: allMoves });
    if (lines && t.games === o.games) {
      console.log(
        `fuzz: ${id}: ${t.games} games (won ${t.won}, lost ${t.lost}, capped ${t.capped}, violations ${t.violation}), ` +
          `${t.moves.toLocaleString('en-US')} moves, ${(t.ms / 1000).toFixed(1)} s of games; ${done}/${total} games at ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
    }
  }
}

try {
  await Promise.all(Array.from({ length: o.workers }, () => lane()));
} finally {
  bar?.stop();
  await pool.destroy();
}
const secs = (performance.now() - t0) / 1000;
console.log(
  `\n# fuzz: ${done} games, seeds "${o.seed}-${o.first}" …, at most ${o.moves} moves a game, full comparison every ${o.fullEvery} moves, ${o.workers} worker${o.workers === 1 ? '' : 's'}\n`,
);
console.log(
  `${'variant'.padEnd(24)}${'games'.padStart(8)}${'won'.padStart(7)}${'lost'.padStart(8)}${'capped'.padStart(8)}${'moves'.padStart(13)}${'checks'.padStart(15)}${'game s'.padStart(9)}${'moves/s'.padStart(10)}`,
);
for (const [id, t] of tallies) {
  const s = t.ms / 1000;
  console.log(
    `${id.padEnd(24)}${String(t.games).padStart(8)}${String(t.won).padStart(7)}${String(t.lost).padStart(8)}${String(t.capped).padStart(8)}` +
      `${t.moves.toLocaleString('en-US').padStart(13)}${t.checks.toLocaleString('en-US').padStart(15)}${s.toFixed(1).padStart(9)}${(t.moves / Math.max(s, 1e-9)).toFixed(0).padStart(10)}`,
  );
}
console.log(
  `\n${done} games, ${allMoves.toLocaleString('en-US')} moves in ${secs.toFixed(1)} s on ${o.workers} worker${o.workers === 1 ? '' : 's'} (${(done / secs).toFixed(0)} games/s, ${(allMoves / secs).toFixed(0)} moves/s); ${violations} violation${violations === 1 ? '' : 's'}.`,
);
process.exitCode = violations > 0 ? 1 : 0;
