/**
 * Values named in the engine's errors and refusals, kept short: a long text is cut to 40 characters
 * (as the elements cut what they name), so a bad value never makes a huge message.
 * @module
 */

/** The most characters of a text value an error or refusal quotes. */
export const QUOTE_MAX = 40;

/**
 * A value as JSON for a message, short: a text longer than {@link QUOTE_MAX} is cut and ends in `…`
 * with its length; an object or array is named, not written out (it may be huge or cyclic).
 */
export function quoteValue(value: unknown): string {
  if (typeof value === 'string') {
    return value.length <= QUOTE_MAX ? JSON.stringify(value) : `${JSON.stringify(value.slice(0, QUOTE_MAX))}… (${value.length} characters)`;
  }
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object';
  if (typeof value === 'function') return 'a function';
  // As written in code: NaN, Infinity and -0 (JSON has them as null and 0), 12n (JSON has no BigInt).
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  return String(JSON.stringify(value) ?? String(value));
}

/**
 * Throws unless `options` is absent or an object (`fn`'s last argument; `what`: how the message names it).
 * @throws {TypeError} naming the value.
 */
export function checkOptions(options: unknown, fn: string, what = 'an options object'): void {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new TypeError(`${fn}() takes ${what}, got ${quoteValue(options)}`);
  }
}

/** What a wrong argument is, for a message: a declaration, a game, a state, or the value itself (short). */
function what(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const o = value as { piles?: unknown; states?: unknown; id?: unknown };
    if (Array.isArray(o.states)) return 'a game';
    if (Array.isArray(o.piles)) return typeof o.id === 'string' && !('status' in o) ? 'a variant declaration' : 'a game state';
  }
  return quoteValue(value);
}

/**
 * Throws unless `variant` looks like a variant declaration (an object with a `piles` array): a
 * shape check, done once per declaration (layouts are cached).
 * @throws {TypeError} naming the value.
 */
export function checkVariant(variant: unknown): void {
  if (typeof variant !== 'object' || variant === null || !Array.isArray((variant as { piles?: unknown }).piles)) {
    throw new TypeError(`expected a variant declaration (as getVariant(id) gives), got ${what(variant)}`);
  }
}

/**
 * Throws unless `game` looks like a game (`states` and `cursor`): `fn` takes (game).
 * @throws {TypeError} naming the value.
 */
export function checkGame(game: unknown, fn: string): void {
  const g = game as { states?: unknown; cursor?: unknown } | null;
  if (typeof g !== 'object' || g === null || !Array.isArray(g.states) || typeof g.cursor !== 'number' || g.states[g.cursor] === undefined) {
    throw new TypeError(`${fn} takes (game), a game from newGame(), got ${what(game)}`);
  }
}

/**
 * Throws unless `game` was dealt for `variant` (its `variant` id is the declaration's `id`): a game
 * played, restarted or saved under another game's rules would give wrong positions.
 * @throws {TypeError} when `variant` is not a declaration.
 * @throws {RangeError} naming both ids.
 */
export function checkSameVariant(variant: unknown, game: { readonly variant: string }, fn: string): void {
  checkVariant(variant);
  const id = (variant as { id?: unknown }).id;
  if (id !== game.variant) {
    throw new RangeError(`${fn}: the game is ${quoteValue(game.variant)} but the variant declaration is ${quoteValue(id)}`);
  }
}

/**
 * Throws unless `state` looks like a game state (`piles` and `status`), as currentState(game) gives,
 * with as many piles as the game of `layout` (its declaration's ids) has.
 * @throws {TypeError} naming the value.
 * @throws {RangeError} for a state with another number of piles (a state of another game), naming both counts.
 */
export function checkState(
  state: unknown,
  fn: string,
  layout: { readonly ids: readonly string[]; readonly variant: { readonly id: string } },
): void {
  const s = state as { piles?: unknown; status?: unknown } | null;
  if (typeof s !== 'object' || s === null || !Array.isArray(s.piles) || typeof s.status !== 'string') {
    throw new TypeError(`${fn} takes a game state (as currentState(game) gives), got ${what(state)}`);
  }
  if (s.piles.length !== layout.ids.length) {
    throw new RangeError(
      `${fn}: the state has ${s.piles.length} piles but ${layout.variant.id} has ${layout.ids.length} (a state of another game?)`,
    );
  }
}

/**
 * A search budget: a positive integer number of positions, or `fallback` when absent.
 * @throws {RangeError} naming the value.
 */
export function positiveInt(name: string, value: unknown, fallback: number): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    throw new RangeError(`${name} must be a positive integer, got ${quoteValue(value)}`);
  return v;
}

/**
 * A time cap in milliseconds: absent, or a number from 0 (0 stops at once; Infinity is no cap).
 * @throws {RangeError} naming the value.
 */
export function checkMs(value: unknown): void {
  if (value !== undefined && (typeof value !== 'number' || Number.isNaN(value) || value < 0)) {
    throw new RangeError(`maxMs must be a number of milliseconds from 0, got ${quoteValue(value)}`);
  }
}

/**
 * `value` frozen all through, down to the objects already frozen (which the engine froze all through
 * before): every game the engine returns is, so a caller's change to a returned position, pile or move
 * cannot change the game (its positions share their unchanged piles), its save or the moves the rules
 * allow. A change throws in strict code and does nothing otherwise.
 */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}
