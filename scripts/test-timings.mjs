// @ts-check
// `node scripts/test-timings.mjs <file>`: each browser test file's seconds, from the starts that
// web-test-runner.config.mjs writes with WTR_TIMINGS=<file> (one line per file started:
// "<wtr process id> <ms since epoch> <path>"). A file lasts until the next start in its process; the
// last file of a process until its process's last line was written is unknown, so give the end
// with `--end <ms since epoch>` (default: now). Prints the slowest first, as the SECONDS table of
// scripts/test-all.mjs wants them.
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-timings.mjs <timings file> [--end <ms since epoch>]');
  process.exit(2);
}
const endAt = rest[0] === '--end' ? Number(rest[1]) : Date.now();
/** @type {Map<string, { t: number, path: string }[]>} */
const byProcess = new Map();
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const m = line.match(/^(\d+) (\d+) (\S+)$/);
  if (!m) continue;
  const list = byProcess.get(m[1]) ?? [];
  list.push({ t: Number(m[2]), path: m[3] });
  byProcess.set(m[1], list);
}
/** @type {[string, number][]} */
const seconds = [];
for (const list of byProcess.values()) {
  list.sort((a, b) => a.t - b.t);
  list.forEach((s, i) => seconds.push([s.path, ((list[i + 1]?.t ?? endAt) - s.t) / 1000]));
}
seconds.sort((a, b) => b[1] - a[1]);
for (const [path, s] of seconds) console.log(`  '${path}': ${Math.max(1, Math.round(s))},`);
const total = seconds.reduce((n, [, s]) => n + s, 0);
console.log(`// ${seconds.length} files, ${total.toFixed(0)} s in all`);
