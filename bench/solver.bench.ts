/**
 * Benchmarks of the rules engine and the solver (src/engine/solver.ts). Deterministic seeds, so runs
 * can be compared; times depend on the machine and on what else it is doing (CPU time is printed
 * beside wall time for that reason).
 *
 * 1. Engine speed: legal-move generation (`forEachLegalMove`) plus `applyRaw` of every legal move, on
 *    random positions of each variant; and the same work in the solver's in-place core.
 * 2. Solver: deals "1" … "N" per variant at node budgets (not time, so the answers are the same on
 *    every machine): won / lost / unknown, decided share, median and 90th percentile time, nodes per
 *    CPU second, the process's largest resident memory so far.
 * 3. Greedy player: win rate over deals "1" … "M" per variant, with a 95% Wilson interval.
 * 4. The research note's figures (docs/rules.md "Measurements": a C++ solver, other deals, other
 *    budgets) printed beside ours.
 * 5. Status after a move: `statusOf` on every position of random games (deals "status-1" …, random
 *    legal moves, foundation moves a little more often, to the game's end or 1,500 moves) that has no
 *    progress move of its own, where the loss
 *    search (`canProgress`) decides: time per position (median, 99th percentile, worst) and positions
 *    the search expanded (worst). Issue #12 wants a move's main-thread work under 4 ms.
 */
import { readFileSync } from 'node:fs';
import { shuffledDeck } from '../src/engine/deck.js';
import { layoutOf } from '../src/engine/layout.js';
import {
  applyRaw,
  canProgress,
  deal,
  forEachLegalMove,
  isProgress,
  statusOf,
  type GameState,
  type LossSearchStats,
} from '../src/engine/rules.js';
import { wilson } from '../src/engine/players.js';
import { greedyPlay, solve, solverCore } from '../src/engine/solver.js';
import type { VariantDefinition } from '../src/engine/vocabulary.js';
import { variants } from '../src/variants/index.js';

/** Width of the variant column: the longest id and two spaces. */
const ID_WIDTH = Math.max(...Object.keys(variants).map((id) => id.length)) + 2;

export interface SolverBenchOptions {
  /** Deals per variant for the solver. Default 50. */
  readonly deals?: number;
  /** One node budget per deal instead of the default three (20,000, 200,000, 2,000,000). */
  readonly nodes?: number;
  /** Deals per variant for the greedy player. Default 2000. */
  readonly greedy?: number;
  /** Wall time per variant for the engine speed test, ms. Default 1000. */
  readonly engineMs?: number;
  /** Random games per variant for the status figures. Default 30. */
  readonly statusGames?: number;
}

const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** mulberry32: a small deterministic PRNG for the random positions. */
function prng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Random positions of a variant: deals "pos-1" … after random legal moves (engine calls). */
function randomPositions(variant: VariantDefinition, count: number): GameState[] {
  const layout = layoutOf(variant);
  const pick = prng(12345);
  const result: GameState[] = [];
  for (let g = 1; result.length < count; g++) {
    let s = deal(variant, shuffledDeck(`pos-${g}`, layoutOf(variant).decks));
    const steps = pick(120);
    for (let i = 0; i < steps; i++) {
      const moves: [number, number, number][] = [];
      forEachLegalMove(layout, s, (f, t, c) => {
        moves.push([f, t, c]);
      });
      if (moves.length === 0) break;
      const [f, t, c] = moves[pick(moves.length)];
      s = applyRaw(layout, s, f, t, c).state;
      if (i % 7 === 0) result.push(s);
    }
    result.push(s);
  }
  return result.slice(0, count);
}

/** 1. Engine speed. */
function engineSpeed(engineMs: number): void {
  out('## Engine speed (random positions; every legal move generated, then each applied)');
  out();
  out(
    `${pad('variant', ID_WIDTH)}${lpad('positions/s', 13)}${lpad('moves/s', 13)}${lpad('moves/pos', 11)}   ${'solver core: positions/s, moves/s (generate + apply + undo)'}`,
  );
  for (const variant of Object.values(variants)) {
    const layout = layoutOf(variant);
    const positions = randomPositions(variant, 2000);
    let nPos = 0;
    let nMoves = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < engineMs) {
      for (const s of positions) {
        forEachLegalMove(layout, s, (f, t, c) => {
          applyRaw(layout, s, f, t, c);
          nMoves++;
        });
      }
      nPos += positions.length;
    }
    const secs = (performance.now() - t0) / 1000;

    const core = solverCore(variant);
    const buf = core.scratch;
    let cPos = 0;
    let cMoves = 0;
    const t1 = performance.now();
    while (performance.now() - t1 < engineMs) {
      for (const s of positions) {
        core.load(s);
        const n = core.allMoves(buf);
        for (let i = 0; i < n; i++) {
          const m = buf[i];
          core.apply(m & 63, (m >> 6) & 63, m >> 12, 0);
          core.undo();
        }
        cMoves += n;
      }
      cPos += positions.length;
    }
    const csecs = (performance.now() - t1) / 1000;
    out(
      `${pad(variant.id, ID_WIDTH)}${lpad(fmt(nPos / secs), 13)}${lpad(fmt(nMoves / secs), 13)}${lpad(fmt(nMoves / nPos, 1), 11)}   ` +
        `${fmt(cPos / csecs)}, ${fmt(cMoves / csecs)}`,
    );
  }
  out();
}

interface SolverRow {
  id: string;
  n: number;
  budget: number;
  won: number;
  lost: number;
  unknown: number;
  nodes: number;
  wallMs: number;
  cpuMs: number;
  median: number;
  p90: number;
}

/** 2. Solver over fixed deals, at each node budget: the answers are the same on every machine, only the times differ. */
function solverRun(deals: number, budgets: readonly number[]): SolverRow[] {
  out(`## Solver: deals "1" … "${deals}" per variant, node budgets ${budgets.map((b) => fmt(b)).join(', ')} (no time cap)`);
  out();
  out(
    `${pad('variant', ID_WIDTH)}${lpad('nodes', 11)}${lpad('won', 5)}${lpad('lost', 6)}${lpad('unknown', 9)}${lpad('decided', 9)}` +
      `${lpad('median', 10)}${lpad('90th pct', 10)}${lpad('nodes/s cpu', 13)}${lpad('max RSS', 10)}`,
  );
  const rows: SolverRow[] = [];
  for (const variant of Object.values(variants)) {
    for (const budget of budgets) {
      const times: number[] = [];
      const row: SolverRow = {
        id: variant.id,
        n: deals,
        budget,
        won: 0,
        lost: 0,
        unknown: 0,
        nodes: 0,
        wallMs: 0,
        cpuMs: 0,
        median: 0,
        p90: 0,
      };
      for (let i = 1; i <= deals; i++) {
        const state = deal(variant, shuffledDeck(String(i), layoutOf(variant).decks));
        const c0 = cpuMs();
        const r = solve(variant, state, { maxNodes: budget });
        row.cpuMs += cpuMs() - c0;
        row[r.result]++;
        row.nodes += r.nodes;
        row.wallMs += r.ms;
        times.push(r.ms);
      }
      times.sort((a, b) => a - b);
      row.median = quantile(times, 0.5);
      row.p90 = quantile(times, 0.9);
      rows.push(row);
      out(
        `${pad(variant.id, ID_WIDTH)}${lpad(fmt(budget), 11)}${lpad(String(row.won), 5)}${lpad(String(row.lost), 6)}${lpad(String(row.unknown), 9)}` +
          `${lpad(`${fmt((100 * (row.won + row.lost)) / deals, 1)} %`, 9)}${lpad(`${fmt(row.median, 1)} ms`, 10)}${lpad(`${fmt(row.p90)} ms`, 10)}` +
          `${lpad(fmt((row.nodes / Math.max(1, row.cpuMs)) * 1000), 13)}${lpad(`${fmt(process.resourceUsage().maxRSS / 1024)} MB`, 10)}`,
      );
    }
  }
  out();
  return rows;
}

interface GreedyRow {
  id: string;
  n: number;
  won: number;
}

/** 3. Greedy player. */
function greedyRun(count: number): GreedyRow[] {
  out(`## Greedy player (sees no hidden card): deals "1" … "${count}" per variant`);
  out();
  out(`${pad('variant', ID_WIDTH)}${lpad('won', 6)}${lpad('win %', 9)}${lpad('95% interval', 17)}${lpad('games/s', 10)}   first won deals`);
  const rows: GreedyRow[] = [];
  for (const variant of Object.values(variants)) {
    let won = 0;
    const first: string[] = [];
    const t0 = performance.now();
    for (let i = 1; i <= count; i++) {
      if (greedyPlay(variant, String(i)).won) {
        won++;
        if (first.length < 8) first.push(String(i));
      }
    }
    const secs = (performance.now() - t0) / 1000;
    const [lo, hi] = wilson(won, count);
    rows.push({ id: variant.id, n: count, won });
    out(
      `${pad(variant.id, ID_WIDTH)}${lpad(String(won), 6)}${lpad(fmt((100 * won) / count, 2), 9)}` +
        `${lpad(`${fmt(100 * lo, 2)} .. ${fmt(100 * hi, 2)}`, 17)}${lpad(fmt(count / secs), 10)}   ${first.join(' ')}`,
    );
  }
  out();
  return rows;
}

/**
 * The research note's rows (a throwaway C++ solver, other deals and budgets) for the games it measured,
 * as data: bench/winnability-note.json.
 */
interface NoteRow {
  n: number;
  won: number;
  lost: number;
  unknown: number;
  budget: string;
  median: string;
  p90: string;
  nps: string;
  greedy: string;
}
const NOTE = JSON.parse(readFileSync(new URL('./winnability-note.json', import.meta.url), 'utf8')) as Record<string, NoteRow>;

/** 4. Our figures beside the note's. */
function compare(solver: readonly SolverRow[], greedy: readonly GreedyRow[]): void {
  out(
    '## Beside the research note (docs/rules.md "Measurements"; its solver: throwaway C++, one core, other deals and budgets; ours: TypeScript)',
  );
  out();
  out(
    `${pad('variant', ID_WIDTH)}${pad('', 6)}${lpad('won/lost/unknown of n', 24)}${lpad('budget', 8)}${lpad('median', 9)}${lpad('90th', 9)}${lpad('nodes/s', 10)}   greedy`,
  );
  for (const id of Object.keys(NOTE)) {
    const note = NOTE[id];
    const s = solver.filter((r) => r.id === id).at(-1);
    const g = greedy.find((r) => r.id === id);
    out(
      `${pad(id, ID_WIDTH)}${pad('note', 6)}${lpad(`${note.won}/${note.lost}/${note.unknown} of ${note.n}`, 24)}${lpad(note.budget, 8)}` +
        `${lpad(note.median, 9)}${lpad(note.p90, 9)}${lpad(note.nps, 10)}   ${note.greedy}`,
    );
    if (s && g) {
      out(
        `${pad('', ID_WIDTH)}${pad('ours', 6)}${lpad(`${s.won}/${s.lost}/${s.unknown} of ${s.n}`, 24)}${lpad(`${fmt(s.budget / 1000)}k n`, 8)}` +
          `${lpad(`${fmt(s.median)} ms`, 9)}${lpad(`${fmt(s.p90)} ms`, 9)}${lpad(`${fmt(s.nodes / s.wallMs / 1000, 2)} M`, 10)}   ` +
          `${g.won} / ${g.n} (${fmt((100 * g.won) / g.n, 2)}%)`,
      );
    }
  }
  out();
  out('Notes: the deals differ (the note shuffled with its own generator; ours are shuffledDeck("1") …), so');
  out("only the rates compare. Our budgets are nodes (the note's were time). Our search makes limited-discrepancy");
  out('passes before the exhaustive one, sharing one transposition table, so it wins more deals per node than a plain');
  out('depth-first search. The note\'s row for the one-deck tableau game is its rules "d" (the rules the product plays).');
  out();
}

/** Runs the whole benchmark and prints it. */
export async function run(options: SolverBenchOptions = {}): Promise<void> {
  const deals = options.deals ?? 50;
  const budgets = options.nodes ? [options.nodes] : [20_000, 200_000, 2_000_000];
  const greedyCount = options.greedy ?? 2000;
  out('# patience-elements: engine and solver benchmark');
  out();
  out(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. Deterministic seeds; times are wall clock unless marked cpu.`);
  out();
  engineSpeed(options.engineMs ?? 1000);
  const s = solverRun(deals, budgets);
  const g = greedyRun(greedyCount);
  compare(s, g);
  statusRun(options.statusGames ?? 30);
}

/** 5. Status after a move, where the loss search decides. */
function statusRun(games: number): void {
  out(
    `## Status where the loss search decides: positions of random games "status-1" … "status-${games}" with no progress move of their own`,
  );
  out();
  out(
    `${pad('variant', ID_WIDTH)}${lpad('positions', 11)}${lpad('searched', 10)}${lpad('lost', 6)}${lpad('median', 10)}${lpad('99th pct', 10)}${lpad('worst', 10)}${lpad('expanded (worst)', 18)}`,
  );
  for (const variant of Object.values(variants)) {
    const layout = layoutOf(variant);
    const pick = prng(4242);
    const times: number[] = [];
    let positions = 0;
    let lost = 0;
    let worstExpanded = 0;
    for (let g = 1; g <= games; g++) {
      let s = deal(variant, shuffledDeck(`status-${g}`, layout.decks));
      for (let i = 0; i < 1500; i++) {
        positions++;
        const moves: [number, number, number][] = [];
        let progress = false;
        forEachLegalMove(layout, s, (f, t, c) => {
          moves.push([f, t, c]);
          if (isProgress(layout, s, f, t, c)) progress = true;
        });
        if (moves.length === 0) break;
        if (!progress) {
          const t0 = performance.now();
          const status = statusOf(layout, s);
          times.push(performance.now() - t0);
          const stats: LossSearchStats = { expanded: 0, seen: 0 };
          canProgress(layout, s, { stats });
          worstExpanded = Math.max(worstExpanded, stats.expanded);
          if (status === 'lost') {
            lost++;
            break;
          }
        }
        // Foundation moves a little more often than their share (as the fuzz plays), so that games get late.
        const up = moves.filter(([, t]) => layout.kinds[t] === 'foundation');
        const [f, t, c] = up.length > 0 && pick(3) === 0 ? up[pick(up.length)] : moves[pick(moves.length)];
        s = applyRaw(layout, s, f, t, c).state;
      }
    }
    times.sort((a, b) => a - b);
    out(
      `${pad(variant.id, ID_WIDTH)}${lpad(fmt(positions), 11)}${lpad(fmt(times.length), 10)}${lpad(String(lost), 6)}` +
        `${lpad(`${fmt(quantile(times, 0.5), 2)} ms`, 10)}${lpad(`${fmt(quantile(times, 0.99), 1)} ms`, 10)}${lpad(`${fmt(times[times.length - 1] ?? 0, 1)} ms`, 10)}${lpad(fmt(worstExpanded), 18)}`,
    );
  }
  out();
}
