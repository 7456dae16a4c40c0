/**
 * Finds deals for demos and tests, and writes the game fixtures.
 *
 * Run: node --import tsx scripts/find-deals.ts [--quick] [--variant ID]
 * (`--quick`: fewer seeds and smaller budgets; `--variant`: one variant, print only, write nothing.)
 *
 * Prints, for each variant, the first seeds ("1", "2", …) the greedy player wins (a person can win
 * those; the demo opens Lady Betty on one) and the first seeds the solver wins. Then writes:
 * - test/fixtures/winning-games.ts: per variant a preset deck order (52 codes) and the user moves of a
 *   winning game, as a player makes them with automatic play ON (`play()` adds the automatic moves);
 *   short games preferred (few user moves), each checked by replay before it is written;
 * - test/fixtures/lost-games.ts: per variant a deck and user moves that end with status `lost`
 *   (Lady Cadogan: the stock empty, and only tableau rearrangements or no moves at all left).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deckCodes, shuffledDeck } from '../src/engine/deck.js';
import { currentState, newGame, play } from '../src/engine/game.js';
import { layoutOf } from '../src/engine/layout.js';
import { applyMove, legalMoves, type GameState, type Move } from '../src/engine/rules.js';
import { refusalText } from '../src/engine/reasons.js';
import { greedyMove, greedyPlay, solve, solverCore } from '../src/engine/solver.js';
import type { VariantDefinition } from '../src/engine/vocabulary.js';
import { variants } from '../src/variants/index.js';

const quick = process.argv.includes('--quick');
const only = process.argv.includes('--variant') ? process.argv[process.argv.indexOf('--variant') + 1] : null;
const root = fileURLToPath(new URL('..', import.meta.url));
const FIRST = 5;
/** Seeds scanned per variant for the greedy list and for short winning games. */
const GREEDY_SCAN = quick ? 400 : 3000;
const SOLVER_SCAN = quick ? 30 : 120;
/** Solver budget per deal, in positions (not time, so that runs give the same deals on any machine). */
const SOLVER_NODES = quick ? 30_000 : 150_000;

type Fixture = { deck: string[]; moves: Move[] };
const plain = (m: Move): Move => ((m.count ?? 1) > 1 ? { from: m.from, to: m.to, count: m.count } : { from: m.from, to: m.to });

/** Replays user moves with automatic play on; the final status, or 'illegal'. */
function outcome(variant: VariantDefinition, deck: readonly string[], moves: readonly Move[]): string {
  let s: GameState = currentState(newGame(variant, { deck, autoPlay: true }));
  for (const m of moves) {
    if (s.status !== 'playing') return 'illegal';
    const r = applyMove(variant, s, m, { autoPlay: true });
    if (!r.ok) return 'illegal';
    s = r.state;
  }
  return s.status;
}

/** The same check through game.ts's `play()` (the API the fixtures are written for). */
function verifyWithPlay(variant: VariantDefinition, fixture: Fixture, expected: 'won' | 'lost'): void {
  let game = newGame(variant, { deck: fixture.deck, autoPlay: true });
  fixture.moves.forEach((m, i) => {
    const r = play(variant, game, m);
    if (!r.ok) throw new Error(`${variant.id}: fixture move ${i + 1} (${m.from} → ${m.to}) refused: ${refusalText(r.reason)}`);
    game = r.game;
  });
  const status = currentState(game).status;
  if (status !== expected) throw new Error(`${variant.id}: fixture ends ${status}, expected ${expected}`);
}

/** Drops user moves that are not needed for the win (one at a time, while the game is still won). */
function shorten(variant: VariantDefinition, deck: readonly string[], moves: Move[]): Move[] {
  let best = moves;
  for (let i = 0; i < best.length; ) {
    const without = best.slice(0, i).concat(best.slice(i + 1));
    if (outcome(variant, deck, without) === 'won') best = without;
    else i++;
  }
  return best;
}

/**
 * Looks for a win with fewer than `bound + 1` user moves from the dealt position (automatic play on):
 * a depth-first branch and bound over the solver's core, a user move costing 1 and an automatic play
 * nothing, each position kept with the fewest user moves it was reached with. Lower bound: the cards
 * still in a stock that deals to a waste (one draw each) and the foundations automatic play will not
 * start. Returns the shortest line found within `maxNodes` positions, or null.
 */
function minimize(variant: VariantDefinition, seed: string, bound: number, maxNodes: number): Move[] | null {
  const layout = layoutOf(variant);
  const core = solverCore(variant);
  core.load(currentState(newGame(variant, { seed, autoPlay: true })));
  core.closure();
  const base = core.logLen;
  const drawsNeeded = layout.stockDeclaration.deals === 'waste';
  const locksNeeded = !variant.autoPlay.startsFoundations;
  const lowerBound = (): number => {
    let lb = drawsNeeded ? core.len[layout.stock] : 0;
    if (locksNeeded) for (const f of layout.foundations) if (core.len[f] === 0) lb++;
    return lb;
  };
  const seen = new Map<string, number>();
  const key = new Int32Array(2);
  let best: Move[] | null = null;
  let limit = bound - 1;
  let nodes = 0;
  const dfs = (cost: number): void => {
    if (core.won) {
      const line = core.line();
      best = line.moves.slice(base / 7).filter((_, i) => !line.auto[base / 7 + i]).map(plain);
      limit = cost - 1;
      return;
    }
    if (cost + lowerBound() > limit || nodes >= maxNodes) return;
    core.key(key);
    const k = `${key[0]},${key[1]}`;
    const was = seen.get(k);
    if (was !== undefined && was <= cost) return;
    seen.set(k, cost);
    nodes++;
    if (core.dead()) return;
    const buf = new Int32Array(core.maxMoves);
    const n = core.searchMoves(buf, 0);
    for (let i = 0; i < n; i++) {
      const m = buf[i];
      const mark = core.logLen;
      core.apply(m & 63, (m >> 6) & 63, m >> 12, 0);
      core.closure();
      dfs(cost + 1);
      core.undoTo(mark);
      if (nodes >= maxNodes) return;
    }
  };
  dfs(0);
  return best;
}

/** The user moves of a winning line the solver finds for the deal of `seed`, or null. */
function solverWin(variant: VariantDefinition, seed: string, maxNodes: number): Move[] | null {
  const start = currentState(newGame(variant, { seed, autoPlay: true }));
  const r = solve(variant, start, { maxMs: 600_000, maxNodes });
  if (r.result !== 'won') return null;
  return r.moves!.filter((_, i) => !r.auto![i]).map(plain);
}

/** Plays the greedy player's moves through automatic play; the user moves and the final status. */
function greedyGame(variant: VariantDefinition, seed: string): { moves: Move[]; status: string; state: GameState } {
  let s = currentState(newGame(variant, { seed, autoPlay: true }));
  const moves: Move[] = [];
  while (s.status === 'playing') {
    const m = greedyMove(variant, s);
    if (!m) break;
    const r = applyMove(variant, s, m, { autoPlay: true });
    if (!r.ok) throw new Error(`greedy move refused: ${refusalText(r.reason)}`);
    moves.push(plain(m));
    s = r.state;
  }
  return { moves, status: s.status, state: s };
}

const winning: Record<string, Fixture & { seed: string; total: number }> = {};
const lost: Record<string, Fixture & { seed: string; note: string }> = {};
const summary: string[] = [];

for (const variant of Object.values(variants)) {
  if (only && variant.id !== only) continue;
  const layout = layoutOf(variant);
  console.log(`\n== ${variant.name} (${variant.id})`);

  // (a, b) First seeds the greedy player wins, and first seeds the solver wins.
  const greedyWins: string[] = [];
  for (let i = 1; i <= GREEDY_SCAN && greedyWins.length < FIRST; i++) {
    if (greedyPlay(variant, String(i)).won) greedyWins.push(String(i));
  }
  console.log(`greedy wins (first ${FIRST}, of seeds 1..${GREEDY_SCAN}): ${greedyWins.join(', ') || 'none'}`);

  const solverWins: { seed: string; moves: Move[] }[] = [];
  for (let i = 1; i <= SOLVER_SCAN; i++) {
    const seed = String(i);
    const moves = solverWin(variant, seed, SOLVER_NODES);
    if (moves) solverWins.push({ seed, moves });
  }
  console.log(
    `solver wins (first ${FIRST}, budget ${SOLVER_NODES} positions): ${solverWins.slice(0, FIRST).map((w) => w.seed).join(', ')}` +
      ` — ${solverWins.length} of seeds 1..${SOLVER_SCAN}`,
  );

  // (c) A short winning game: the fewest user moves among the solver's wins (and greedy wins), shortened.
  const candidates = [
    ...solverWins.map((w) => ({ ...w, from: 'solver' })),
    ...greedyWins.map((seed) => ({ seed, moves: greedyGame(variant, seed).moves, from: 'greedy' })),
  ].sort((a, b) => a.moves.length - b.moves.length);
  let chosen: (Fixture & { seed: string; total: number }) | null = null;
  for (const c of candidates.slice(0, 8)) {
    const deck = deckCodes(shuffledDeck(c.seed));
    if (outcome(variant, deck, c.moves) !== 'won') throw new Error(`${variant.id} seed ${c.seed}: ${c.from} line does not replay to a win`);
    let moves = shorten(variant, deck, c.moves);
    // Then a search for a shorter win (the fixtures drive whole games through the DOM).
    const shorter = minimize(variant, c.seed, Math.min(moves.length, chosen?.moves.length ?? Infinity), quick ? 50_000 : 400_000);
    if (shorter && outcome(variant, deck, shorter) === 'won') moves = shorten(variant, deck, shorter);
    if (!chosen || moves.length < chosen.moves.length) {
      let game = newGame(variant, { deck, autoPlay: true });
      for (const m of moves) {
        const r = play(variant, game, m);
        if (!r.ok) throw new Error(refusalText(r.reason));
        game = r.game;
      }
      const total = game.opening.length + game.turns.reduce((n, t) => n + t.length, 0);
      chosen = { seed: c.seed, deck, moves, total };
    }
  }
  if (!chosen) throw new Error(`${variant.id}: no winning deal found`);
  verifyWithPlay(variant, chosen, 'won');
  winning[variant.id] = chosen;
  const w = `${variant.id}: winning fixture from seed ${chosen.seed}: ${chosen.moves.length} user moves, ${chosen.total} moves with the automatic ones`;
  console.log(w);
  summary.push(w);

  // (d) A lost game: the greedy player through automatic play, until the game is lost.
  let lostChoice: (Fixture & { seed: string; note: string }) | null = null;
  for (let i = 1; i <= 400; i++) {
    const seed = String(i);
    const g = greedyGame(variant, seed);
    if (g.status !== 'lost') continue;
    const s = g.state;
    if (s.piles[layout.stock].length !== 0) continue;
    const left = legalMoves(variant, { ...s, status: 'playing' });
    const note =
      left.length === 0
        ? 'no legal move left'
        : `only rearrangements left (${left.length} legal tableau move${left.length > 1 ? 's' : ''})`;
    // Lady Cadogan: prefer a loss by the "only tableau rearrangements remain" rule.
    const better =
      !lostChoice ||
      (layout.tableau.length > 0 && left.length > 0 && lostChoice.note === 'no legal move left') ||
      ((left.length > 0) === (lostChoice.note !== 'no legal move left') && g.moves.length < lostChoice.moves.length);
    if (better) lostChoice = { seed, deck: deckCodes(shuffledDeck(seed)), moves: g.moves, note };
    if (i >= 60 && lostChoice && (layout.tableau.length === 0 || lostChoice.note !== 'no legal move left')) break;
  }
  if (!lostChoice) throw new Error(`${variant.id}: no lost game found`);
  verifyWithPlay(variant, lostChoice, 'lost');
  lost[variant.id] = lostChoice;
  const l = `${variant.id}: lost fixture from seed ${lostChoice.seed}: ${lostChoice.moves.length} user moves, ends lost (${lostChoice.note})`;
  console.log(l);
  summary.push(l);
}

function fixtureModule(name: string, doc: string, games: Record<string, Fixture & { seed: string }>, comment: (id: string) => string): string {
  const body = Object.entries(games)
    .map(([id, g]) => {
      const moves = g.moves
        .map((m) => `      { from: '${m.from}', to: '${m.to}'${(m.count ?? 1) > 1 ? `, count: ${m.count}` : ''} },`)
        .join('\n');
      const deck = g.deck.map((c) => `'${c}'`);
      const rows: string[] = [];
      for (let i = 0; i < deck.length; i += 13) rows.push(`      ${deck.slice(i, i + 13).join(', ')},`);
      return `  // ${comment(id)}\n  '${id}': {\n    deck: [\n${rows.join('\n')}\n    ],\n    moves: [\n${moves}\n    ],\n  },`;
    })
    .join('\n');
  return `/**
${doc}
 *
 * Generated by scripts/find-deals.ts (node --import tsx scripts/find-deals.ts); checked there by
 * replaying every move with \`play()\` (automatic play on). Regenerate rather than edit by hand.
 */
import type { Move } from '../../src/engine/rules.js';

/** A game: a preset deck order (52 codes, first dealt first) and the user moves, in order. */
export interface FixtureGame {
  readonly deck: readonly string[];
  readonly moves: readonly Move[];
}

export const ${name}: Readonly<Record<'sir-tommy' | 'lady-betty' | 'lady-cadogan', FixtureGame>> = {
${body}
};
`;
}

if (only) {
  console.log('\n--variant given: fixtures not written (they need all three variants).');
  process.exit(0);
}
writeFileSync(
  `${root}test/fixtures/winning-games.ts`,
  fixtureModule(
    'winningGames',
    ' * One winning game per variant: deal `deck` with automatic play ON and play `moves` (user moves only;\n * the automatic foundation plays follow by themselves): the game ends won.',
    winning,
    (id) => `seed ${winning[id].seed}: ${winning[id].moves.length} user moves, ${winning[id].total} moves in all`,
  ),
);
writeFileSync(
  `${root}test/fixtures/lost-games.ts`,
  fixtureModule(
    'lostGames',
    ' * One lost game per variant: deal `deck` with automatic play ON and play `moves` (user moves only):\n * the last one leaves the game lost, with the stock empty (Lady Cadogan: by the "only tableau\n * rearrangements remain" rule when one was found, see the comment).',
    lost,
    (id) => `seed ${lost[id].seed}: ${lost[id].moves.length} user moves; ends lost: ${lost[id].note}`,
  ),
);
console.log(`\nWrote test/fixtures/winning-games.ts and test/fixtures/lost-games.ts:\n${summary.map((s) => `  ${s}`).join('\n')}`);
