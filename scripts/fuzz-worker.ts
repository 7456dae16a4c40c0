/**
 * One random game of `npm run fuzz` with every check (scripts/fuzz.ts says which), run in a worker
 * thread of its pool: scripts/fuzz.ts bundles this file with esbuild and hands it to piscina.
 */
import { currentState, newGame, play, redo, undo, type Game } from '../src/engine/game.js';
import { layoutOf, type Layout } from '../src/engine/layout.js';
import { refusalText } from '../src/engine/reasons.js';
import { applyMove, canProgress, isProgress, legalMoves, type GameState, type LossSearchStats, type Move } from '../src/engine/rules.js';
import { restoreGame, serializeGame } from '../src/engine/serialize.js';
import type { VariantDefinition } from '../src/engine/vocabulary.js';
import { getVariant } from '../src/variants/index.js';
import { seeded, type Pick } from '../test/reference/positions.js';
import { referenceApply, referenceCanProgress, referenceMoves, referenceWitness, whyIllegal } from '../test/reference/rules.js';

/** What a game needs to know of the run's options. */
export interface GameOptions {
  readonly moves: number;
  readonly fullEvery: number;
  readonly maxGameSeconds: number;
}

/** One game to play: the variant, the deal's seed ("fuzz-22") and the options. */
export interface FuzzTask extends GameOptions {
  readonly variant: string;
  readonly seed: string;
}

/** How a game ended: its outcome (or the broken invariant, with what is needed to replay it) and its figures. */
export interface FuzzResult {
  readonly outcome: 'won' | 'lost' | 'capped' | 'violation';
  readonly violation?: string;
  readonly moves: number;
  readonly checks: number;
  readonly ms: number;
}

/** Plays the task's game; a broken invariant (or a game past its time) is returned, not thrown. */
export default function run(task: FuzzTask): FuzzResult {
  const variant = getVariant(task.variant);
  const layout = layoutOf(variant);
  const tally: Tally = { moves: 0, checks: 0 };
  const t0 = performance.now();
  try {
    const outcome = fuzzGame(variant, layout, task.seed, { ...task, deadline: t0 + task.maxGameSeconds * 1000 }, tally);
    return { outcome, moves: tally.moves, checks: tally.checks, ms: performance.now() - t0 };
  } catch (e) {
    const violation =
      e instanceof Violation
        ? e.message
        : `${String(e)}\n${e instanceof Error ? e.stack : ''}\n  at ${task.variant}, seed ${JSON.stringify(task.seed)}`;
    return { outcome: 'violation', violation, moves: tally.moves, checks: tally.checks, ms: performance.now() - t0 };
  }
}

/** A broken invariant, with what is needed to replay it. */
class Violation extends Error {}

const key = (m: Move): string => `${m.from}>${m.to}${(m.count ?? 1) > 1 ? `x${m.count}` : ''}`;

interface Tally {
  moves: number;
  checks: number;
}

/** One random game with every check; returns how it ended. */
function fuzzGame(
  variant: VariantDefinition,
  layout: Layout,
  seed: string,
  o: GameOptions & { readonly deadline: number },
  tally: Tally,
): 'won' | 'lost' | 'capped' {
  const pick: Pick = seeded(hash(seed));
  const autoPlay = pick(4) !== 0;
  let game: Game = newGame(variant, { seed, autoPlay });
  const played: Move[] = [];
  const where = (): string =>
    `${variant.id}, seed ${JSON.stringify(seed)}, automatic play ${autoPlay ? 'on' : 'off'}, after ${played.length} moves: ${played.map(key).join(' ')}`;
  const check = (ok: boolean, what: string): void => {
    tally.checks++;
    if (!ok) throw new Violation(`${what}\n  at ${where()}`);
  };
  const all = Array.from({ length: layout.cardCount }, (_, c) => c);
  const checkPosition = (s: GameState, full: boolean): void => {
    const cards = s.piles.flat().sort((a, b) => a - b);
    check(cards.length === all.length && cards.every((c, i) => c === i), 'the cards: not every card exactly once');
    const dealing = s.piles[layout.stock].length > 0 || (layout.hand >= 0 && s.piles[layout.hand].length > 0);
    s.piles.forEach((p, i) => {
      const k = layout.kinds[i];
      const fd = s.faceDown[i];
      const ok =
        k === 'stock'
          ? fd === p.length
          : k === 'tableau'
            ? p.length === 0
              ? fd === 0
              : fd < p.length
            : k === 'reserve' && layout.tables.hidden[i] === 1
              ? fd === (dealing ? p.length : 0)
              : fd === 0;
      check(ok, `face-down cards: ${layout.ids[i]} has ${fd} of ${p.length} face down`);
    });
    const up = layout.foundations.reduce((n, f) => n + s.piles[f].length, 0);
    check((s.status === 'won') === (up === layout.cardCount), `status ${s.status} with ${up} of ${layout.cardCount} cards up`);
    const moves = legalMoves(variant, s);
    if (s.status === 'playing') check(moves.length > 0, 'playing, but no legal move');
    else check(moves.length === 0, `${s.status}, but moves are listed`);
    if (s.status === 'lost') {
      const open = { ...s, status: 'playing' as const };
      for (const m of legalMoves(variant, open)) {
        check(
          !isProgress(layout, open, layout.indexOf.get(m.from)!, layout.indexOf.get(m.to)!, m.count ?? 1),
          `lost, but ${key(m)} makes progress`,
        );
      }
    }
    if (full) {
      const engine = moves.map(key).sort().join(' ');
      const reference = s.status === 'playing' ? referenceMoves(variant, s).map(key).sort().join(' ') : '';
      check(engine === reference, `legal moves differ from the reference:\n    engine:    ${engine}\n    reference: ${reference}`);
      if (s.status !== 'won') {
        // Playing because the engine's loss search found progress: the way it found is checked move by
        // move by the reference. Otherwise (lost, or the search's limit passed) the reference searches.
        const stats: LossSearchStats = { expanded: 0, seen: 0 };
        const can = canProgress(layout, { ...s, status: 'playing' }, { stats });
        check(can === (s.status === 'playing'), `status ${s.status}, but canProgress says ${String(can)}`);
        if (can && stats.path) {
          const path = stats.path.map((m) => ({ from: layout.ids[m.from], to: layout.ids[m.to], count: m.count }));
          const why = referenceWitness(variant, s, path);
          check(why === null, `status playing, but the engine's way to progress fails by the reference: ${why}`);
        } else {
          const progress = referenceCanProgress(variant, s, 3000);
          if (progress !== null) {
            check(
              s.status === (progress ? 'playing' : 'lost'),
              `status ${s.status}, but the reference's search says progress ${progress ? 'can' : 'cannot'} be made`,
            );
          }
        }
      }
    }
  };

  checkPosition(currentState(game), true);
  const saveAt = pick(200);
  for (let i = 0; i < o.moves; i++) {
    const s = currentState(game);
    if (s.status !== 'playing') break;
    const moves = legalMoves(variant, s);
    // Foundation moves a little more often than their share, so that some games are won.
    const up = moves.filter((m) => layout.kinds[layout.indexOf.get(m.to)!] === 'foundation');
    const move = up.length > 0 && pick(3) === 0 ? up[pick(up.length)] : moves[pick(moves.length)];
    check(
      whyIllegal(variant, s, move) === null,
      `the engine lists ${key(move)}, the reference refuses it: ${whyIllegal(variant, s, move)}`,
    );
    // A random probe: accepted exactly when the reference finds it legal.
    const probe: Move = { from: layout.ids[pick(layout.ids.length)], to: layout.ids[pick(layout.ids.length)], count: 1 + pick(3) };
    const legal = whyIllegal(variant, s, probe) === null;
    check(
      applyMove(variant, s, probe, { autoPlay: false }).ok === legal,
      `${key(probe)}: the engine ${legal ? 'refuses' : 'accepts'} it, the reference says ${legal ? 'legal' : whyIllegal(variant, s, probe)}`,
    );
    // The user's move alone, against the reference's effect.
    const alone = applyMove(variant, s, move, { autoPlay: false });
    if (!alone.ok) throw new Violation(`the engine lists ${key(move)} but refuses it: ${refusalText(alone.reason)}\n  at ${where()}`);
    const want = referenceApply(variant, s, move);
    check(
      JSON.stringify(alone.state.piles) === JSON.stringify(want.piles) &&
        JSON.stringify(alone.state.faceDown) === JSON.stringify(want.faceDown),
      `${key(move)}: the piles after it differ from the reference's`,
    );
    const r = play(variant, game, move);
    if (!r.ok) throw new Violation(`play refused a listed move ${key(move)}: ${refusalText(r.reason)}\n  at ${where()}`);
    played.push(move);
    tally.moves += r.turn.length;
    const before = game;
    game = r.game;
    // Undo then redo: the identical game; undo alone: the position before.
    const u = undo(game);
    check(
      u !== null && JSON.stringify(currentState(u.game)) === JSON.stringify(currentState(before)),
      'undo does not give back the position before',
    );
    const back = u ? redo(u.game) : null;
    check(
      back !== null &&
        back.game.cursor === game.cursor &&
        back.game.turns.length === game.turns.length &&
        JSON.stringify(back.turn) === JSON.stringify(r.turn) &&
        JSON.stringify(currentState(back.game)) === JSON.stringify(currentState(game)),
      'undo then redo is not the identical game',
    );
    checkPosition(currentState(game), (i + 1) % o.fullEvery === 0);
    if (i === saveAt) checkSave(variant, game, check);
    if (performance.now() > o.deadline)
      throw new Violation(`the game ran past ${o.maxGameSeconds} s (--max-game-seconds) after ${played.length} moves\n  at ${where()}`);
  }
  checkSave(variant, game, check);
  const status = currentState(game).status;
  return status === 'playing' ? 'capped' : status;
}

/** serialize then restore gives the identical game. */
function checkSave(variant: VariantDefinition, game: Game, check: (ok: boolean, what: string) => void): void {
  const saved = serializeGame(variant, game);
  const restored = restoreGame(saved, getVariant).game;
  check(JSON.stringify(restored) === JSON.stringify(game), 'serialize then restore is not the identical game');
  check(serializeGame(variant, restored) === saved, 'a restored game serializes differently');
}

/** FNV-1a of a string, for the move picker's seed. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
