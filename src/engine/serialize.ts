/**
 * Saved games: a compact, versioned string (variant, seed or deck order, every move with its turn,
 * the undo cursor, a checksum) from which the exact game, history included, is rebuilt by replaying.
 *
 * Format, version 1 (fields separated by `;`):
 * `PE1;v=<variant>;s=<seed, URI-encoded>` or `d=<the deck order>`, `;a=<1|0 automatic play at
 * the deal>;c=<cursor>;t=<turns>;h=<checksum>`. Turns are separated by `.`; a move is two letters (pile
 * indices from `A`), then the card count when above 1; automatic moves are preceded by `+`. The
 * checksum is the FNV-1a hash (base 36) of everything before `;h=`. The deck order of a one-deck game
 * is its 52 two-letter codes run together (`AS2C…`); of a two-deck game, its 104 codes separated by
 * `.` (`AS.2C2.…`, the second deck's cards with their `2`).
 *
 * @module
 */
import { cardCode, parseCard } from './cards.js';
import { checkSeed, hashSeed, shuffledDeck } from './deck.js';
import { dealGame, type Game } from './game.js';
import { layoutOf } from './layout.js';
import { applyExact, type AppliedMove } from './rules.js';
import type { VariantDefinition } from './vocabulary.js';
import { refusalText } from './reasons.js';
import { checkGame, checkSameVariant, frozen, quoteValue } from './quote.js';

/** The version this library writes and reads. */
export const SAVE_VERSION = 1;
const MAGIC = `PE${SAVE_VERSION}`;

/** Serializes a game (see the module docs for the format). */
export function serializeGame(variant: VariantDefinition, game: Game): string {
  checkGame(game, 'serializeGame');
  checkSameVariant(variant, game, 'serializeGame');
  const layout = layoutOf(variant);
  const pile = (id: string): string => String.fromCharCode(65 + layout.indexOf.get(id)!);
  const turns = game.turns
    .map((turn) => turn.map((m) => `${m.auto ? '+' : ''}${pile(m.from)}${pile(m.to)}${m.cards.length > 1 ? m.cards.length : ''}`).join(''))
    .join('.');
  const origin =
    game.seed !== null ? `s=${encodeURIComponent(game.seed)}` : `d=${game.deck.map(cardCode).join(layout.decks === 1 ? '' : '.')}`;
  const body = `${MAGIC};v=${game.variant};${origin};a=${game.autoPlay ? 1 : 0};c=${game.cursor};t=${turns}`;
  return `${body};h=${hashSeed(body).toString(36)}`;
}

/**
 * Rebuilds a game from {@link serializeGame}'s string by dealing and replaying every move.
 *
 * @param lookup - finds a variant by id (throws for an unknown one).
 * @throws {TypeError} when `saved` is not a string.
 * @throws {RangeError} with the reason: not a saved game, a version this library does not read,
 *   a checksum mismatch (corrupted or truncated), an unknown variant, a bad seed or deck, or a move
 *   that is illegal where it stands.
 */
export function restoreGame(saved: string, lookup: (id: string) => VariantDefinition): { game: Game; variant: VariantDefinition } {
  if (typeof saved !== 'string') throw new TypeError(`a saved game must be a string, got ${typeof saved}`);
  const text = saved.trim();
  const version = /^PE(\d+);/.exec(text);
  if (!version) throw new RangeError('not a patience-elements saved game (it should start with "PE1;")');
  if (Number(version[1]) !== SAVE_VERSION) {
    throw new RangeError(`saved game version ${version[1]} is not supported (this library reads version ${SAVE_VERSION})`);
  }
  const at = text.lastIndexOf(';h=');
  if (at < 0 || hashSeed(text.slice(0, at)).toString(36) !== text.slice(at + 3)) {
    throw new RangeError('saved game is corrupted or truncated (checksum mismatch)');
  }
  const fields = new Map<string, string>();
  for (const part of text.slice(0, at).split(';').slice(1)) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq);
    if (eq < 1 || fields.has(key)) throw new RangeError(`saved game has a malformed or repeated field ${quoteValue(part)}`);
    fields.set(key, part.slice(eq + 1));
  }
  const need = (k: string): string => {
    const v = fields.get(k);
    if (v === undefined) throw new RangeError(`saved game lacks its "${k}" field`);
    return v;
  };
  const variant = lookup(need('v'));
  const layout = layoutOf(variant);
  const auto = need('a');
  if (auto !== '0' && auto !== '1') throw new RangeError(`saved game has automatic play ${quoteValue(auto)} (0 or 1)`);
  const autoPlay = auto === '1';
  let seed: string | null = null;
  let deck: number[];
  if (fields.has('s')) {
    try {
      seed = decodeURIComponent(need('s'));
    } catch {
      throw new RangeError('saved game has a malformed seed (not URI-encoded text)');
    }
    checkSeed(seed);
    deck = [];
  } else {
    const d = need('d');
    const codes = layout.decks === 1 ? (d.match(/../g) ?? []) : d.split('.');
    if (codes.length !== layout.cardCount || (layout.decks === 1 && d.length !== 2 * layout.cardCount)) {
      throw new RangeError(`saved game has a deck order that is not ${layout.cardCount} cards`);
    }
    deck = codes.map(parseCard);
    if (new Set(deck).size !== deck.length || deck.some((c) => c >= layout.cardCount))
      throw new RangeError('saved game has a deck order with a card twice');
  }
  const game = dealGame(variant, seed, seed !== null ? shuffledDeck(seed, layout.decks) : deck, autoPlay);
  // Positions and turns gathered, then the game made once: a turn at a time (pushTurn) copies them all
  // each turn, minutes for the longest save the element takes.
  const states = [game.states[0]];
  const played: AppliedMove[][] = [];

  const turnsText = need('t');
  const turns = turnsText === '' ? [] : turnsText.split('.');
  let moveNo = 0;
  for (const turnText of turns) {
    const tokens = /^(?:\+?[A-Z]{2}\d*)+$/.test(turnText) ? turnText.match(/\+?[A-Z]{2}\d*/g)! : null;
    if (!tokens) throw new RangeError(`saved game has a malformed turn ${quoteValue(turnText)}`);
    let state = states[states.length - 1];
    const applied: AppliedMove[] = [];
    tokens.forEach((tok, i) => {
      moveNo++;
      const auto = tok.startsWith('+');
      const t = auto ? tok.slice(1) : tok;
      if (auto !== i > 0) throw new RangeError(`saved game move ${moveNo} is marked wrongly as ${auto ? 'automatic' : 'a user move'}`);
      const from = layout.ids[t.charCodeAt(0) - 65];
      const to = layout.ids[t.charCodeAt(1) - 65];
      const count = t.length > 2 ? Number(t.slice(2)) : 1;
      if (from === undefined || to === undefined) throw new RangeError(`saved game move ${moveNo} names no pile of ${variant.name}`);
      const r = applyExact(variant, state, { from, to, count });
      if (!r.ok) throw new RangeError(`saved game move ${moveNo} (${from} → ${to}) is illegal: ${refusalText(r.reason)}`);
      applied.push({ ...r.applied[0], auto });
      state = r.state;
    });
    states.push(state);
    played.push(applied);
  }
  const cursor = /^\d+$/.test(need('c')) ? Number(need('c')) : -1;
  if (cursor < 0 || cursor > played.length) {
    throw new RangeError(`saved game has a cursor ${quoteValue(need('c'))} outside 0..${played.length}`);
  }
  return { game: frozen({ ...game, states, turns: played, cursor }), variant };
}
