/**
 * One speed measurement of an engine tree, for `npm run bench -- --baseline <rev>`: run in a child
 * process as `node --import tsx bench/speed-probe.ts <root> <variant ids…>`, it imports the engine
 * from `<root>/src` and prints one JSON line of CPU milliseconds per variant:
 *
 * - `engine`: the public API on plain-JSON states (`forEachLegalMove`, then `applyRaw` of every move)
 *   over 1,000 random positions, 20 times;
 * - `core`: the solver's in-place core (`allMoves`, then apply and undo every move), same positions,
 *   20 times;
 * - `solve`: `solve` on deals "1" … "20" with a budget of 30,000 positions each (no time limit, so
 *   both trees do the same search when their rules and pruning agree), and the positions expanded.
 *
 * CPU time, best of three runs, so other work on the machine disturbs it less than wall time.
 */
import { pathToFileURL } from 'node:url';

interface Engine {
  layoutOf(v: unknown): { decks: 1 | 2 };
  deal(v: unknown, deck: number[]): unknown;
  forEachLegalMove(layout: unknown, s: unknown, visit: (f: number, t: number, c: number) => void): void;
  applyRaw(layout: unknown, s: unknown, f: number, t: number, c: number): { state: unknown };
  shuffledDeck(seed: string, decks?: 1 | 2): number[];
  solve(v: unknown, s: unknown, o: { maxNodes: number; maxMs: number }): { nodes: number };
  solverCore(v: unknown): {
    scratch: Int32Array;
    load(s: unknown): void;
    allMoves(out: Int32Array): number;
    apply(f: number, t: number, c: number, forced: number): void;
    undo(): void;
  };
}

const [root, ...ids] = process.argv.slice(2);
const url = (path: string): string => pathToFileURL(`${root}/src/${path}`).href;
const engine = (await import(url('engine/index.ts'))) as Engine;
const { variants } = (await import(url('variants/index.ts'))) as { variants: Record<string, unknown> };

if (ids[0] === '--ids') {
  process.stdout.write(`${Object.keys(variants).join(' ')}\n`);
  process.exit(0);
}

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const best = (f: () => void): number => {
  let b = Infinity;
  for (let r = 0; r < 3; r++) {
    const t = cpu();
    f();
    b = Math.min(b, cpu() - t);
  }
  return b;
};

function positions(v: unknown): unknown[] {
  const layout = engine.layoutOf(v);
  const out: unknown[] = [];
  let seed = 12345;
  for (let g = 1; out.length < 1000; g++) {
    let s = engine.deal(v, engine.shuffledDeck(`pos-${g}`, layout.decks));
    for (let i = 0; i < 120; i++) {
      const moves: [number, number, number][] = [];
      engine.forEachLegalMove(layout, s, (f, t, c) => {
        moves.push([f, t, c]);
      });
      if (moves.length === 0) break;
      seed = (seed * 16807) % 2147483647;
      const [f, t, c] = moves[seed % moves.length];
      s = engine.applyRaw(layout, s, f, t, c).state;
      if (i % 7 === 0) out.push(s);
    }
  }
  return out.slice(0, 1000);
}

const result: Record<string, { engine: number; core: number; solve: number; nodes: number }> = {};
for (const id of ids) {
  const v = variants[id];
  const layout = engine.layoutOf(v);
  const ps = positions(v);
  const engineMs = best(() => {
    for (let rep = 0; rep < 20; rep++) {
      for (const s of ps) engine.forEachLegalMove(layout, s, (f, t, c) => void engine.applyRaw(layout, s, f, t, c));
    }
  });
  const core = engine.solverCore(v);
  const coreMs = best(() => {
    for (let rep = 0; rep < 20; rep++) {
      for (const s of ps) {
        core.load(s);
        const n = core.allMoves(core.scratch);
        for (let i = 0; i < n; i++) {
          const m = core.scratch[i];
          core.apply(m & 63, (m >> 6) & 63, m >> 12, 0);
          core.undo();
        }
      }
    }
  });
  const deals = Array.from({ length: 20 }, (_, i) => engine.deal(v, engine.shuffledDeck(String(i + 1), engine.layoutOf(v).decks)));
  let nodes = 0;
  const solveMs = best(() => {
    nodes = 0;
    for (const s of deals) nodes += engine.solve(v, s, { maxNodes: 30_000, maxMs: 1e9 }).nodes;
  });
  result[id] = { engine: engineMs, core: coreMs, solve: solveMs, nodes };
}
process.stdout.write(`${JSON.stringify(result)}\n`);
