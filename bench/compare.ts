/**
 * Before and after, in one run: extracts a git revision's `src/` into a temporary directory (with its
 * package.json and tsconfig.json, so that tsx compiles both trees alike: without them the extracted
 * tree ran as CommonJS, every imported binding read through a getter, and with other class-field
 * semantics, which made the revision before look 1.1 to 2 times slower than it was), then
 * runs bench/speed-probe.ts on it and on this tree, alternately, three times each, in fresh child
 * processes, and prints each figure (best CPU time) with the ratio after / before. Only variants both
 * trees know are compared; the positions-expanded column shows whether both searched alike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
type Figures = Record<string, { engine: number; core: number; solve: number; nodes: number }>;

function probe(root: string, ids: readonly string[]): Figures {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(here, 'bench', 'speed-probe.ts'), root, ...ids], {
    cwd: here,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Figures;
}

/** Prints the before/after table for revision `rev` (a tag, branch or commit). */
export async function compare(rev: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'patience-baseline-'));
  try {
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(rev)} src package.json tsconfig.json | tar -x -C ${JSON.stringify(dir)}`], {
      cwd: here,
    });
    symlinkSync(join(here, 'node_modules'), join(dir, 'node_modules'));
    const baseIds = execFileSync(process.execPath, ['--import', 'tsx', join(here, 'bench', 'speed-probe.ts'), dir, '--ids'], {
      cwd: here,
      encoding: 'utf8',
    })
      .trim()
      .split(' ');
    const before: Figures[] = [];
    const after: Figures[] = [];
    for (let round = 0; round < 3; round++) {
      before.push(probe(dir, baseIds));
      after.push(probe(here, baseIds));
    }
    const min = (runs: Figures[], id: string, k: 'engine' | 'core' | 'solve'): number => Math.min(...runs.map((r) => r[id][k]));
    const line = (s: string): void => void process.stdout.write(`${s}\n`);
    line(`## Before (${rev}) and after (this tree), CPU ms, best of 3 alternating runs; ratio = after / before`);
    line('');
    line(
      'variant         engine API: before  after  ratio   solver core: before  after  ratio   solve: before  after  ratio   nodes before/after',
    );
    for (const id of baseIds) {
      const cells = (['engine', 'core', 'solve'] as const).map((k) => {
        const b = min(before, id, k);
        const a = min(after, id, k);
        return `${b.toFixed(0).padStart(7)} ${a.toFixed(0).padStart(6)} ${(a / b).toFixed(2).padStart(6)}`;
      });
      line(`${id.padEnd(14)}  ${cells[0]}            ${cells[1]}        ${cells[2]}   ${before[0][id].nodes} / ${after[0][id].nodes}`);
    }
    line('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
