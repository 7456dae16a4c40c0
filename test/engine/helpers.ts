/**
 * Test helpers for the engine suites: build positions directly from card codes, read piles back as
 * codes, freeze states so a mutation throws, and run table-driven move rows.
 *
 * Not a test file itself (WTR only runs `*.test.ts`).
 */
import { expect } from '@open-wc/testing';
import { cardCode, parseCard, type Card } from '../../src/engine/cards.js';
import { layoutOf } from '../../src/engine/layout.js';
import { applyMove, type AppliedMove, type GameState, type Move } from '../../src/engine/rules.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { refusalText } from '../../src/engine/reasons.js';

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

/** Freezes an object graph in place (so any mutation by the engine throws in strict-mode code). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
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
  /** The rule line of RULES.md the row checks (the test's title). */
  readonly rule: string;
  readonly piles: Readonly<Record<string, string>>;
  readonly faceDown?: Readonly<Record<string, number>>;
  readonly move: Move;
  /** Legal: the piles (by id) the move must leave as given; every pile not listed must be unchanged. */
  readonly after?: Readonly<Record<string, string>>;
  /** Legal: the card the move turns face up (RULES.md §3). */
  readonly turned?: string;
  /** Legal: the card dealt into the emptied hand (RULES.md §1 "Dealing"). */
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
  expect(JSON.stringify(state), 'input state unchanged').to.equal(before);
  const layout = layoutOf(variant);
  if (row.refused !== undefined) {
    expect(r.ok, `expected ${moveKey(row.move)} to be refused`).to.equal(false);
    if (!r.ok) expect(refusalText(r.reason)).to.contain(row.refused);
    return;
  }
  if (!r.ok) throw new Error(`expected ${moveKey(row.move)} to be legal, refused: ${refusalText(r.reason)}`);
  expect(r.applied.length, 'one move, no automatic play').to.equal(1);
  const applied = r.applied[0];
  expect(applied.from).to.equal(row.move.from);
  expect(applied.to).to.equal(row.move.to);
  expect(applied.auto).to.equal(false);
  expect(applied.turned ?? null, 'turned card').to.equal(row.turned ?? null);
  expect(applied.dealt ?? null, 'dealt card').to.equal(row.dealt ?? null);
  for (const id of layout.ids) {
    const expected = row.after![id] ?? pileOf(variant, state, id);
    expect(pileOf(variant, r.state, id), `pile ${id} after the move`).to.equal(expected);
  }
  expect(r.state.moves).to.equal(state.moves + 1);
}
