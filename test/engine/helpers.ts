/**
 * Test helpers for the engine suites: build positions directly from card codes, read piles back as
 * codes, freeze states so a mutation throws, and run table-driven move rows.
 *
 * Not a test file itself (the runner takes only `*.test.ts`).
 */
import assert from 'node:assert/strict';
import { cardCode, parseCard, type Card } from '../../src/engine/cards.js';
import { layoutOf } from '../../src/engine/layout.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { applyExact, applyMove, legalMoves, type AppliedMove, type GameState, type Move } from '../../src/engine/rules.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { refusalText } from '../../src/engine/reasons.js';

/**
 * Asserts that `haystack` (a string or an array) includes `needle`, naming both when it does not.
 */
export function includes(haystack: string | readonly unknown[], needle: unknown, message?: string): void {
  const ok = typeof haystack === 'string' ? typeof needle === 'string' && haystack.includes(needle) : haystack.includes(needle);
  assert.ok(ok, `${message ? `${message}: ` : ''}expected ${JSON.stringify(haystack)} to include ${JSON.stringify(needle)}`);
}

/** Card codes from a string: `'AC 2D 3H'` → `['AC', '2D', '3H']`. */
export const codes = (text: string): string[] => text.split(/[\s,]+/).filter((s) => s !== '');

const SUIT_OF_LETTER = 'CDHS';
const RANKS = 'A23456789TJQK';

/**
 * Codes of consecutive ranks in one suit, `from` to `to` inclusive (1 = ace … 13 = king), wrapping
 * from king to ace when `to < from`: `seq('S', 5, 4)` is 5S … KS AS … 4S.
 */
export function seq(suit: string, from: number, to: number): string {
  if (!SUIT_OF_LETTER.includes(suit)) throw new Error(`bad suit ${suit}`);
  const out: string[] = [];
  let r = from;
  for (;;) {
    out.push(RANKS[r - 1] + suit);
    if (r === to) break;
    r = r === 13 ? 1 : r + 1;
  }
  return out.join(' ');
}

/**
 * A position built directly from card codes per pile id, bottom to top (for the stock too: its LAST
 * card is its top, the next one dealt). Piles not named are empty. The whole stock is face down; other
 * piles are face up unless `faceDown` says how many of their bottom cards are face down.
 * A card may appear only once; the position need not hold all 52 cards.
 */
export function position(
  variant: VariantDefinition,
  piles: Readonly<Record<string, string>>,
  faceDown: Readonly<Record<string, number>> = {},
): GameState {
  const layout = layoutOf(variant);
  for (const id of [...Object.keys(piles), ...Object.keys(faceDown)]) {
    if (!layout.indexOf.has(id)) throw new Error(`${variant.id} has no pile ${id} (piles: ${layout.ids.join(', ')})`);
  }
  const seen = new Set<Card>();
  const cardsOf = layout.ids.map((id) =>
    codes(piles[id] ?? '').map((code) => {
      const card = parseCard(code);
      if (seen.has(card)) throw new Error(`position lists ${code} twice`);
      seen.add(card);
      return card;
    }),
  );
  const down = layout.ids.map((id, i) => {
    const n = layout.kinds[i] === 'stock' ? cardsOf[i].length : (faceDown[id] ?? 0);
    if (n > cardsOf[i].length) throw new Error(`${id}: ${n} face-down cards but only ${cardsOf[i].length} cards`);
    return n;
  });
  return { piles: cardsOf, faceDown: down, moves: 0, status: 'playing' };
}

/** The codes of one pile, bottom to top, as one string (`'AC 2D'`; `''` when empty). */
export function pileOf(variant: VariantDefinition, state: GameState, id: string): string {
  const i = layoutOf(variant).indexOf.get(id);
  if (i === undefined) throw new Error(`no pile ${id}`);
  return state.piles[i].map(cardCode).join(' ');
}

/** Face-down count of one pile. */
export function faceDownOf(variant: VariantDefinition, state: GameState, id: string): number {
  const i = layoutOf(variant).indexOf.get(id);
  if (i === undefined) throw new Error(`no pile ${id}`);
  return state.faceDown[i];
}

/** Objects {@link deepFreeze} has walked: each is walked once, however many games share it. */
const walked = new WeakSet<object>();

/**
 * Freezes an object graph in place (so any mutation by the engine throws in strict-mode code). It
 * walks into objects that are already frozen too (a shallow `Object.freeze` leaves their arrays
 * writable), but each object only once: a game shares its earlier states with the game before it.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !walked.has(value)) {
    walked.add(value);
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** A move as text for comparing sets of moves: `hand>foundation-1`, `tableau-3>tableau-5x2`. */
export const moveKey = (m: Move): string => `${m.from}>${m.to}${(m.count ?? 1) > 1 ? `x${m.count}` : ''}`;

/** An applied move as comparable plain data (strings only, P1). */
export const appliedKey = (a: AppliedMove): string =>
  `${a.auto ? 'auto ' : ''}${a.from}>${a.to} ${a.cards.join(' ')}${a.turned ? ` turned ${a.turned}` : ''}${a.dealt ? ` dealt ${a.dealt}` : ''}`;

/** One rule line as a table row: a position, a move, and either the piles after it or the refusal. */
export interface MoveRow {
  /** The rule line of docs/rules.md the row checks (the test's title). */
  readonly rule: string;
  readonly piles: Readonly<Record<string, string>>;
  readonly faceDown?: Readonly<Record<string, number>>;
  readonly move: Move;
  /** Legal: the piles (by id) the move must leave as given; every pile not listed must be unchanged. */
  readonly after?: Readonly<Record<string, string>>;
  /** Legal: the card the move turns face up (docs/rules.md "Tableau"). */
  readonly turned?: string;
  /** Legal: the card dealt into the emptied hand (docs/rules.md "Dealing"). */
  readonly dealt?: string;
  /** Illegal: a substring of the refusal reason. */
  readonly refused?: string;
}

/**
 * Runs one row with automatic play off (the rule in isolation): the input is frozen, so the engine
 * cannot mutate it; a legal move must give exactly `after` and one applied move; a refusal must carry
 * the reason.
 */
export function checkRow(variant: VariantDefinition, row: MoveRow): void {
  if ((row.after === undefined) === (row.refused === undefined)) throw new Error(`row "${row.rule}": give after or refused`);
  const state = deepFreeze(position(variant, row.piles, row.faceDown));
  const before = JSON.stringify(state);
  const r = applyMove(variant, state, row.move, { autoPlay: false });
  assert.equal(JSON.stringify(state), before, 'input state unchanged');
  const layout = layoutOf(variant);
  if (row.refused !== undefined) {
    assert.equal(r.ok, false, `expected ${moveKey(row.move)} to be refused`);
    if (!r.ok) includes(refusalText(r.reason), row.refused);
    return;
  }
  if (!r.ok) throw new Error(`expected ${moveKey(row.move)} to be legal, refused: ${refusalText(r.reason)}`);
  assert.equal(r.applied.length, 1, 'one move, no automatic play');
  const applied = r.applied[0];
  assert.equal(applied.from, row.move.from);
  assert.equal(applied.to, row.move.to);
  assert.equal(applied.auto, false);
  assert.equal(applied.turned ?? null, row.turned ?? null, 'turned card');
  assert.equal(applied.dealt ?? null, row.dealt ?? null, 'dealt card');
  for (const id of layout.ids) {
    const expected = row.after![id] ?? pileOf(variant, state, id);
    assert.equal(pileOf(variant, r.state, id), expected, `pile ${id} after the move`);
  }
  assert.equal(r.state.moves, state.moves + 1);
}

/**
 * Plays a one-deck game from `deck` foundation first (a foundation move whenever there is one, else
 * any legal move, each chosen by `picks`), checking after every move that the status is won exactly
 * when all 52 cards are up; the game must end won, with no legal move left. For decks that this
 * play wins (the status tests of each variant).
 */
export function playsFoundationFirstToAWin(
  V: VariantDefinition,
  deck: readonly string[],
  autoPlay: boolean,
  picks: readonly number[],
): void {
  const layout = layoutOf(V);
  assert.equal(new Set(deck).size, 52);
  let game = newGame(V, { deck: [...deck], autoPlay });
  for (let i = 0; i < 200; i++) {
    const s = currentState(game);
    const up = layout.foundations.reduce((k, f) => k + s.piles[f].length, 0);
    assert.equal(s.status === 'won', up === 52, `won iff 52 up (${up} up)`);
    if (s.status !== 'playing') break;
    const moves = legalMoves(V, s);
    // Foundation moves come first in legalMoves; take one when there is one, else any move.
    const toFoundation = moves.filter((m) => m.to.startsWith('foundation'));
    const move = toFoundation.length > 0 ? toFoundation[(picks[i] ?? 0) % toFoundation.length] : moves[(picks[i] ?? 0) % moves.length];
    const r = play(V, game, move);
    if (!r.ok) throw new Error(refusalText(r.reason));
    game = r.game;
  }
  assert.equal(currentState(game).status, 'won');
  assert.deepEqual(legalMoves(V, currentState(game)), []);
}

/**
 * Replays `moves` (a solver's line) from `state` with applyExact (no automatic play added), failing on
 * the first illegal one (`where` ends the message); returns the position reached.
 */
export function replayLine(variant: VariantDefinition, state: GameState, moves: readonly Move[], where = ''): GameState {
  let s = state;
  moves.forEach((m, i) => {
    const r = applyExact(variant, s, m);
    if (!r.ok) assert.fail(`move ${i + 1} (${moveKey(m)}) is illegal: ${refusalText(r.reason)}${where}`);
    s = r.state;
  });
  return s;
}
