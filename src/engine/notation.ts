/**
 * A game's moves as text, one move a line (`8H waste-2 → foundation-1`), with a header naming the
 * variant and the deal, so the text alone rebuilds the game (a replay). Automatic moves end in
 * `(auto)`; comments start with `#`.
 *
 * ```text
 * # patience-elements game
 * variant: sir-tommy
 * seed: 42
 * auto-play: safe
 * KC hand → waste-1
 * AC hand → foundation-1 (auto)
 * ```
 * @module
 */
import { cardCode, parseCard } from './cards.js';
import { checkSeed, parseDeck, shuffledDeck } from './deck.js';
import { dealGame, type Game } from './game.js';
import { layoutOf } from './layout.js';
import { applyExact, type AppliedMove } from './rules.js';
import type { VariantDefinition } from './vocabulary.js';
import { refusalText } from './reasons.js';
import { frozen, quoteValue } from './quote.js';

/** The moves played so far (up to the undo cursor), user and automatic, in order. */
export function playedMoves(game: Game): AppliedMove[] {
  return [...game.opening, ...game.turns.slice(0, game.cursor).flat()];
}

/** One move as a line: `8H waste-2 → foundation-1`, `(auto)` after an automatic one. */
export const formatMove = (m: AppliedMove): string => `${m.cards.join(' ')} ${m.from} → ${m.to}${m.auto ? ' (auto)' : ''}`;

/** The game as text (see the module docs): header, then the moves played up to the undo cursor. */
export function formatMoveList(game: Game): string {
  const lines = ['# patience-elements game', `variant: ${game.variant}`];
  lines.push(game.seed !== null ? `seed: ${seedText(game.seed)}` : `deck: ${game.deck.map(cardCode).join(' ')}`);
  lines.push(`auto-play: ${game.autoPlay ? 'safe' : 'off'}`);
  for (const m of game.turns.slice(0, game.cursor).flat()) lines.push(formatMove(m));
  return lines.join('\n') + '\n';
}

/**
 * A seed as the `seed:` line writes it: as it is, or as a JSON string (line separators escaped too)
 * when reading the line back would change it (spaces at either end, a line break, a leading `"`), so
 * every seed round-trips.
 */
const seedText = (seed: string): string =>
  seed !== seed.trim() || /[\r\n\u2028\u2029]/.test(seed) || seed.startsWith('"')
    ? JSON.stringify(seed)
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')
    : seed;

/** Reads a `seed:` line's value back (see {@link seedText}); an unquoted value is the seed as it is. */
function readSeed(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    const seed: unknown = JSON.parse(value);
    if (typeof seed === 'string') return seed;
  } catch {
    // Not a JSON string: an older list that wrote such a seed as it was.
  }
  return value;
}

/** Whether a text looks like {@link formatMoveList}'s output (rather than a serialized save). */
export const isMoveList = (text: string): boolean => /^\s*(#|(variant|seed|deck|auto-play):)/.test(text);

const MOVE = /^((?:[0-9A-Za-z]{2,3}\s+)+)([a-z]+(?:-\d+)?)\s*(?:→|->)\s*([a-z]+(?:-\d+)?)\s*(\(auto\))?$/;

/**
 * Rebuilds a game from {@link formatMoveList}'s text by dealing and replaying every move exactly.
 * Opening automatic moves (made at the deal) are re-derived from `auto-play` and need not be listed.
 *
 * @param lookup - finds a variant by id (throws for an unknown one).
 * @throws {RangeError} naming the line: a missing header, an unreadable line, a move that is illegal
 *   where it stands, or cards that are not the ones the move would move.
 */
export function parseMoveList(text: string, lookup: (id: string) => VariantDefinition): { game: Game; variant: VariantDefinition } {
  if (typeof text !== 'string') throw new TypeError(`a move list must be a string, got ${typeof text}`);
  const header = new Map<string, string>();
  const moves: { line: number; cards: string[]; from: string; to: string; auto: boolean }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const h = /^(variant|seed|deck|auto-play):\s*(.*)$/.exec(line);
    if (h) {
      if (moves.length > 0) throw new RangeError(`move list line ${i + 1}: "${h[1]}" must come before the moves`);
      if (header.has(h[1])) throw new RangeError(`move list line ${i + 1}: a second "${h[1]}:" line`);
      header.set(h[1], h[2].trim());
      return;
    }
    const m = MOVE.exec(line);
    if (!m) throw new RangeError(`move list line ${i + 1} is not a move like "8H waste-2 → foundation-1": ${quoteValue(line)}`);
    moves.push({ line: i + 1, cards: m[1].trim().split(/\s+/), from: m[2], to: m[3], auto: m[4] !== undefined });
  });
  const id = header.get('variant');
  if (!id) throw new RangeError('move list lacks its "variant:" line');
  const variant = lookup(id);
  const auto = header.get('auto-play') ?? 'safe';
  if (auto !== 'safe' && auto !== 'off') throw new RangeError(`move list has auto-play ${quoteValue(auto)} (safe or off)`);
  const autoPlay = auto === 'safe';
  let game: Game;
  if (header.has('deck')) {
    game = dealGame(variant, null, parseDeck(header.get('deck')!, layoutOf(variant).decks), autoPlay);
  } else {
    const line = header.get('seed');
    if (line === undefined) throw new RangeError('move list lacks its "seed:" or "deck:" line');
    const seed = readSeed(line);
    checkSeed(seed);
    game = dealGame(variant, seed, shuffledDeck(seed, layoutOf(variant).decks), autoPlay);
  }
  // Moves listed before the first user move are the opening's automatic moves: skip those the deal made.
  let at = 0;
  while (at < moves.length && moves[at].auto && at < game.opening.length) at++;
  let state = game.states[0];
  let turn: AppliedMove[] = [];
  // Positions and turns gathered, then the game made once (as restoreGame does).
  const states = [state];
  const turns: AppliedMove[][] = [];
  const flush = (): void => {
    if (turn.length > 0) {
      states.push(state);
      turns.push(turn);
    }
    turn = [];
  };
  for (; at < moves.length; at++) {
    const mv = moves[at];
    if (mv.auto && turn.length === 0) throw new RangeError(`move list line ${mv.line}: an automatic move must follow a move of the player`);
    if (!mv.auto) flush();
    const r = applyExact(variant, state, { from: mv.from, to: mv.to, count: mv.cards.length });
    if (!r.ok)
      throw new RangeError(
        `move list line ${mv.line} (${quoteValue(mv.cards.join(' '))} ${mv.from} → ${mv.to}) is illegal: ${refusalText(r.reason)}`,
      );
    const moved = r.applied[0].cards;
    const named = mv.cards.map((c) => {
      try {
        return cardCode(parseCard(c));
      } catch {
        throw new RangeError(`move list line ${mv.line}: unknown card ${JSON.stringify(c)}`);
      }
    });
    if (named.join(' ') !== moved.join(' ')) {
      throw new RangeError(
        `move list line ${mv.line}: names ${quoteValue(named.join(' '))} but ${mv.from} gives ${quoteValue(moved.join(' '))}`,
      );
    }
    turn.push({ ...r.applied[0], auto: mv.auto });
    state = r.state;
  }
  flush();
  return { game: frozen({ ...game, states, turns, cursor: turns.length }), variant };
}
