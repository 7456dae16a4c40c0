/**
 * Finds deals for demos and tests, and writes the game fixtures.
 *
 * Run: node --import tsx scripts/find-deals.ts [--quick] [--variant ID]
 * (`--quick`: fewer seeds and smaller budgets; `--variant ID`: only that variant, its entries merged
 * into the fixture files and the other variants' entries kept as they are: the way to add a game.)
 *
 * Prints, for each variant, the first seeds ("1", "2", …) the greedy player wins (a person can win
 * those; the demo opens Lady Betty on one) and the first seeds the solver wins. Then writes:
 * - test/fixtures/winning-games.ts: per variant a preset deck order (52 codes) and the user moves of a
 *   winning game, as a player makes them with automatic play ON (`play()` adds the automatic moves);
 *   short games preferred (few user moves), each checked by replay before it is written;
 * - test/fixtures/lost-games.ts: per variant a deck and user moves that end with status `lost`
 *   (with a tableau: preferably lost with only tableau rearrangements left);
 * - test/fixtures/solver-deals.json: per variant the first deals the solver wins within 50,000
 *   positions (the solver tests solve them): seeds, or `deck:` and a deck order when no seeded deal
 *   is won and the deals come from constructed deck orders close to the sorted one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deckCodes, parseDeck, shuffledDeck } from '../src/engine/deck.js';
import { currentState, newGame, play } from '../src/engine/game.js';
import { layoutOf } from '../src/engine/layout.js';
import { applyMove, deal, legalMoves, positionKey, type GameState, type Move } from '../src/engine/rules.js';
import { refusalText } from '../src/engine/reasons.js';
import { greedyMove, greedyPlay, solve, solverCore } from '../src/engine/solver.js';
import type { VariantDefinition } from '../src/engine/vocabulary.js';
import { variants } from '../src/variants/index.js';
import { lostGames } from '../test/fixtures/lost-games.js';
import { winningGames } from '../test/fixtures/winning-games.js';

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
  for (let i = 0; i < best.length;) {
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
function minimize(variant: VariantDefinition, deck: readonly string[], bound: number, maxNodes: number): Move[] | null {
  const layout = layoutOf(variant);
  const core = solverCore(variant);
  core.load(currentState(newGame(variant, { deck, autoPlay: true })));
  core.closure();
  const base = core.line().moves.length;
  const drawsNeeded = layout.stockDeclaration.deals === 'waste';
  const locksNeeded = !variant.autoPlay?.startsFoundations;
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
      best = line.moves
        .slice(base)
        .filter((_, i) => !line.auto[base + i])
        .map(plain);
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

/**
 * Deck orders close to the sorted one (a few neighbouring cards swapped), for a game whose seeded deals
 * the solver does not win within its budget: a winning fixture must come from somewhere.
 */
function constructedDecks(variant: VariantDefinition): string[][] {
  const n = layoutOf(variant).cardCount;
  const out: string[][] = [];
  let x = 12345;
  for (let k = 0; k < 12; k++) {
    const d = Array.from({ length: n }, (_, c) => c);
    for (let i = 0; i < k % 4; i++) {
      x = (x * 16807) % 2147483647;
      const a = x % (n - 1);
      [d[a], d[a + 1]] = [d[a + 1], d[a]];
    }
    out.push(d.map((c) => deckCodes([c])[0]));
  }
  return out;
}

/** The user moves of a winning line the solver finds for a deal (and the positions it took), or null. */
function solverWin(
  variant: VariantDefinition,
  origin: { seed: string } | { deck: readonly string[] },
  maxNodes: number,
): { moves: Move[]; nodes: number } | null {
  const start = currentState(newGame(variant, { ...origin, autoPlay: true }));
  const r = solve(variant, start, { maxMs: 600_000, maxNodes });
  if (r.result !== 'won') return null;
  return { moves: r.moves!.filter((_, i) => !r.auto![i]).map(plain), nodes: r.nodes };
}

/** Deals the solver tests solve: the first seeds won within this many positions from the deal. */
const TEST_DEAL_NODES = 50_000;

/** Plays the greedy player's moves through automatic play; the user moves and the final status. */
function greedyGame(variant: VariantDefinition, seed: string): { moves: Move[]; status: string; state: GameState } {
  let s = currentState(newGame(variant, { seed, autoPlay: true }));
  const moves: Move[] = [];
  // With unlimited redeals the greedy player could go round the stock for ever: stop where it has
  // been before (the count of redeals aside).
  const seen = new Set<string>();
  const where = (t: GameState): string => positionKey({ ...t, redeals: undefined });
  while (s.status === 'playing' && moves.length < 5000) {
    const m = greedyMove(variant, s);
    if (!m || seen.has(where(s))) break;
    seen.add(where(s));
    const r = applyMove(variant, s, m, { autoPlay: true });
    if (!r.ok) throw new Error(`greedy move refused: ${refusalText(r.reason)}`);
    moves.push(plain(m));
    s = r.state;
  }
  return { moves, status: s.status, state: s };
}

const winning: Record<string, Fixture & { seed: string; total: number }> = {};
const lost: Record<string, Fixture & { seed: string; note: string }> = {};
const testDeals: Record<string, string[]> = {};
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
  testDeals[variant.id] = [];
  for (let i = 1; i <= SOLVER_SCAN; i++) {
    const seed = String(i);
    const won = solverWin(variant, { seed }, SOLVER_NODES);
    if (!won) continue;
    solverWins.push({ seed, moves: won.moves });
    // The deal's own search (automatic play at the deal included) as the tests run it.
    const fromDeal = solve(variant, deal(variant, shuffledDeck(seed, layout.decks)), { maxMs: 600_000, maxNodes: TEST_DEAL_NODES });
    if (fromDeal.result === 'won' && testDeals[variant.id].length < FIRST) testDeals[variant.id].push(seed);
  }
  console.log(
    `solver wins (first ${FIRST}, budget ${SOLVER_NODES} positions): ${solverWins
      .slice(0, FIRST)
      .map((w) => w.seed)
      .join(', ')}` + ` — ${solverWins.length} of seeds 1..${SOLVER_SCAN}`,
  );

  // (c) A short winning game: the fewest user moves among the solver's wins (and greedy wins), shortened.
  const candidates: { seed: string; deck: string[]; moves: Move[]; from: string }[] = [
    ...solverWins.map((w) => ({ ...w, deck: deckCodes(shuffledDeck(w.seed, layout.decks)), from: 'solver' })),
    ...greedyWins.map((seed) => ({
      seed,
      deck: deckCodes(shuffledDeck(seed, layout.decks)),
      moves: greedyGame(variant, seed).moves,
      from: 'greedy',
    })),
  ];
  if (candidates.length === 0) {
    // No seeded deal won: constructed deck orders close to the sorted one (see constructedDecks).
    console.log('no seeded deal won: trying constructed deck orders close to the sorted one');
    constructedDecks(variant).forEach((deck, k) => {
      const won = solverWin(variant, { deck }, SOLVER_NODES);
      if (!won) return;
      candidates.push({ seed: `constructed-${k}`, deck, moves: won.moves, from: 'solver' });
      const fromDeal = solve(variant, deal(variant, parseDeck(deck, layout.decks)), { maxMs: 600_000, maxNodes: TEST_DEAL_NODES });
      if (fromDeal.result === 'won' && testDeals[variant.id].length < FIRST) testDeals[variant.id].push(`deck:${deck.join(' ')}`);
    });
  }
  candidates.sort((a, b) => a.moves.length - b.moves.length);
  let chosen: (Fixture & { seed: string; total: number }) | null = null;
  for (const c of candidates.slice(0, 8)) {
    const deck = c.deck;
    if (outcome(variant, deck, c.moves) !== 'won') throw new Error(`${variant.id} seed ${c.seed}: ${c.from} line does not replay to a win`);
    let moves = shorten(variant, deck, c.moves);
    // Then a search for a shorter win (the fixtures drive whole games through the DOM).
    const shorter = minimize(variant, deck, Math.min(moves.length, chosen?.moves.length ?? Infinity), quick ? 50_000 : 400_000);
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
      (left.length > 0 === (lostChoice.note !== 'no legal move left') && g.moves.length < lostChoice.moves.length);
    if (better) lostChoice = { seed, deck: deckCodes(shuffledDeck(seed, layout.decks)), moves: g.moves, note };
    if (i >= 60 && lostChoice && (layout.tableau.length === 0 || lostChoice.note !== 'no legal move left')) break;
  }
  if (!lostChoice) throw new Error(`${variant.id}: no lost game found`);
  verifyWithPlay(variant, lostChoice, 'lost');
  lost[variant.id] = lostChoice;
  const l = `${variant.id}: lost fixture from seed ${lostChoice.seed}: ${lostChoice.moves.length} user moves, ends lost (${lostChoice.note})`;
  console.log(l);
  summary.push(l);
}

function fixtureModule(name: string, doc: string, games: Record<string, Fixture>, comment: (id: string) => string): string {
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

/** A game: a preset deck order (52 codes per deck, first dealt first) and the user moves, in order. */
export interface FixtureGame {
  readonly deck: readonly string[];
  readonly moves: readonly Move[];
}

export const ${name}: Readonly<Record<string, FixtureGame>> = {
${body}
};
`;
}

// With --variant, the other variants' entries stay as they are (read back from the files).
const comments: Record<string, string> = {};
const keep = <T>(mine: Record<string, T>, theirs: Readonly<Record<string, T>>): Record<string, T> =>
  only ? { ...Object.fromEntries(Object.entries(theirs).filter(([id]) => id !== only)), ...mine } : mine;
const oldComment = (file: string, id: string): string =>
  new RegExp(`// (.*)\\n  '${id}': \\{`).exec(readFileSync(`${root}test/fixtures/${file}`, 'utf8'))?.[1] ?? 'from an earlier run';
for (const id of Object.keys(winningGames)) if (!winning[id]) comments[`w:${id}`] = oldComment('winning-games.ts', id);
for (const id of Object.keys(lostGames)) if (!lost[id]) comments[`l:${id}`] = oldComment('lost-games.ts', id);
const allWinning = keep(winning, winningGames as Record<string, Fixture & { seed: string; total: number }>);
const allLost = keep(lost, lostGames as Record<string, Fixture & { seed: string; note: string }>);
const oldDeals = JSON.parse(readFileSync(`${root}test/fixtures/solver-deals.json`, 'utf8')) as Record<string, string[]>;
const allDeals = keep(testDeals, oldDeals);
writeFileSync(
  `${root}test/fixtures/solver-deals.json`,
  `{\n${Object.entries(allDeals)
    .map(([id, seeds]) => `  ${JSON.stringify(id)}: ${JSON.stringify(seeds).replace(/,/g, ', ')}`)
    .join(',\n')}\n}\n`,
);
writeFileSync(
  `${root}test/fixtures/winning-games.ts`,
  fixtureModule(
    'winningGames',
    ' * One winning game per variant: deal `deck` with automatic play ON and play `moves` (user moves only;\n * the automatic foundation plays follow by themselves): the game ends won.',
    allWinning,
    (id) => comments[`w:${id}`] ?? `seed ${winning[id].seed}: ${winning[id].moves.length} user moves, ${winning[id].total} moves in all`,
  ),
);
writeFileSync(
  `${root}test/fixtures/lost-games.ts`,
  fixtureModule(
    'lostGames',
    ' * One lost game per variant: deal `deck` with automatic play ON and play `moves` (user moves only):\n * the last one leaves the game lost, with the stock empty (Lady Cadogan: by the "only tableau\n * rearrangements remain" rule when one was found, see the comment).',
    allLost,
    (id) => comments[`l:${id}`] ?? `seed ${lost[id].seed}: ${lost[id].moves.length} user moves; ends lost: ${lost[id].note}`,
  ),
);
console.log(`\nWrote test/fixtures/winning-games.ts, lost-games.ts and solver-deals.json:\n${summary.map((s) => `  ${s}`).join('\n')}`);
