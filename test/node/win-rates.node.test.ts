/**
 * The README's win-rate table (README "How often can these games be won?") against the per-deal
 * results it was taken from (bench/results/solver-V.jsonl, hint-V.jsonl, written by `npm run
 * simulate -- … --out FILE`): every solver and hint-player cell that has a per-deal file says what
 * that file holds, on deals "1" … "n" each once, so a row edited by hand (or a file resumed and not
 * copied into the table) is caught. Iterates the variants from data: a new game's row is checked
 * once it has a file. docs/win-rates.md's table of the solver's time per deal is what `npm run
 * solver-times` (scripts/solver-times.ts) prints from the same files.
 *
 * Run: node --import tsx --test-reporter=spec scripts/node-tests.mjs test/node/win-rates.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { solverTimesTable } from '../../scripts/solver-times.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const section = readme.slice(readme.indexOf('## How often can these games be won?'));
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| game') && !line.startsWith('|---'))
  .map((line) => line.split('|').map((cell) => cell.trim()));

interface Result {
  readonly seed: string;
  readonly result: 'won' | 'lost' | 'unknown';
}

/** The per-deal results of a file, checked to be deals "1" … "n" once each. */
function results(file: string): Result[] {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const out = lines.map((l) => JSON.parse(l) as Result);
  const seeds = new Set(out.map((r) => r.seed));
  assert.equal(seeds.size, out.length, `${file}: a deal appears twice`);
  for (let i = 1; i <= out.length; i++) assert.ok(seeds.has(String(i)), `${file}: deal "${i}" is missing`);
  return out;
}

const count = (rs: readonly Result[], what: Result['result']): number => rs.filter((r) => r.result === what).length;
const thousands = (n: number): string => n.toLocaleString('en-US');

describe('the README win-rate table matches the per-deal results', () => {
  it('has a row for every game', () => {
    assert.deepEqual(rows.map((r) => r[1]).sort(), variantIds.map((id) => getVariant(id).name).sort());
  });

  it("docs/win-rates.md's time per deal is what npm run solver-times prints", () => {
    const doc = readFileSync(`${root}docs/win-rates.md`, 'utf8');
    const table = doc.slice(doc.indexOf('<!-- solver-times -->') + '<!-- solver-times -->'.length, doc.indexOf('<!-- /solver-times -->'));
    assert.deepEqual(table.trim().split('\n'), solverTimesTable());
  });

  for (const id of variantIds) {
    const name = getVariant(id).name;
    const solverFile = `${root}bench/results/solver-${id}.jsonl`;
    const hintFile = `${root}bench/results/hint-${id}.jsonl`;
    if (existsSync(solverFile))
      it(`${name}: the solver's won / lost / unknown`, () => {
        const rs = results(solverFile);
        const row = rows.find((r) => r[1] === name)!;
        assert.equal(row[2], `${count(rs, 'won')} / ${count(rs, 'lost')} / ${count(rs, 'unknown')} of ${thousands(rs.length)}`);
      });
    if (existsSync(hintFile))
      it(`${name}: the hint player's wins`, () => {
        const rs = results(hintFile);
        const row = rows.find((r) => r[1] === name)!;
        assert.match(row[4], new RegExp(` ${count(rs, 'won')} of ${thousands(rs.length)}$`));
      });
  }
});
