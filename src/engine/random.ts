/**
 * The one random draw the engine makes: a whole number in a small range, from a pure-rand generator.
 * Internal (not exported from the engine's index).
 *
 * @module
 */

/** A pure-rand generator as the engine uses it: `next()` gives a signed 32-bit integer and moves on. */
export interface NextInt {
  next(): number;
}

/**
 * A uniform whole number from `from` to `to` (both included), drawn from `rng`: the same numbers,
 * draw for draw, as pure-rand's `uniformInt(rng, from, to)` for a range of at most 2^32 values (its
 * rejection sampling over the generator's 32-bit output). Its large-range code (for ranges up to
 * 2^53), which the engine never needs (a deck has at most 104 cards), is left out: the bundled file
 * is 1 kB smaller. Same seed, same deal (docs/rules.md "Deck orders").
 *
 * @param rng - a pure-rand generator (xoroshiro128+), advanced by one draw or more.
 * @param from - the least value, an integer.
 * @param to - the greatest value, an integer, `from` ≤ `to` < `from` + 2^32.
 * @returns an integer from `from` to `to`.
 * @throws {RangeError} when the range is empty or wider than 2^32 values (the engine never asks for one).
 */
export function uniformInt(rng: NextInt, from: number, to: number): number {
  const size = to - from + 1;
  if (!(size >= 1 && size <= 0x100000000)) throw new RangeError(`uniformInt: range ${from}…${to} must hold 1 to 2^32 integers`);
  const allowed = size > 2 ? Math.floor(0x100000000 / size) * size : 0x100000000;
  let v = rng.next() + 0x80000000;
  while (v >= allowed) v = rng.next() + 0x80000000;
  return (v % size) + from;
}
