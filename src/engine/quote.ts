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
  return String(JSON.stringify(value) ?? String(value));
}
