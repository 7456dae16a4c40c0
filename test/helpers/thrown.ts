/** The error a function throws (fails the test when it throws nothing). */
export function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error, none was thrown');
}
