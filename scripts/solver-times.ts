/**
 * `npm run solver-times`: the solver's time per deal for every game with per-deal results in
 * bench/results/solver-V.jsonl (written by `npm run simulate -- --player solver … --out FILE`), as the
 * Markdown table of docs/win-rates.md "Time per deal": deals, share decided, median and 90th
 * percentile ms (as simulate computes them), mean nodes a deal, and which of issue #9's goals the row
 * meets (at least 99 % decided, median under 50 ms, 90th percentile under 1 s). Times are those of
 * the runs (a shared, often loaded machine); nodes are the same on every machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getVariant, variantIds } from '../src/variants/index.js';

/** One deal of a per-deal file, as `npm run simulate -- --out FILE` writes it. */
export interface SolverRow {
  readonly seed: string;
  readonly budget: string;
  readonly result: 'won' | 'lost' | 'unknown';
  readonly ms: number;
  readonly nodes: number;
}

const root = fileURLToPath(new URL('../', import.meta.url));

/** The solver's per-deal results of game `id` (bench/results/solver-ID.jsonl), in file order; null without a file. */
export function solverResults(id: string): SolverRow[] | null {
  const file = `${root}bench/results/solver-${id}.jsonl`;
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SolverRow);
}

/** The table, a line each (header first). */
export function solverTimesTable(): string[] {
  const lines = [
    '| game | deals | decided | median ms | 90th percentile ms | nodes a deal (mean) | goals met |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const id of variantIds) {
    const rows = solverResults(id);
    if (!rows) continue;
    const n = rows.length;
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const q = (p: number): number => ms[Math.min(n - 1, Math.floor(p * n))];
    const decided = (100 * rows.filter((r) => r.result !== 'unknown').length) / n;
    const nodes = rows.reduce((s, r) => s + r.nodes, 0) / n;
    const goals = [decided >= 99 && 'decided', q(0.5) < 50 && 'median', q(0.9) < 1000 && 'p90'].filter(Boolean);
    const num = (x: number): string => Math.round(x).toLocaleString('en-US');
    lines.push(
      `| ${getVariant(id).name} | ${n.toLocaleString('en-US')} | ${decided.toFixed(2)} % | ${num(q(0.5))} | ${num(q(0.9))} | ${num(nodes)} | ${goals.join(', ') || 'none'} |`,
    );
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(solverTimesTable().join('\n'));
