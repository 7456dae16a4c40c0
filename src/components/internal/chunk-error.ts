/**
 * The files the elements load on first use (the chunks beside `patience-elements.bundled.min.js`,
 * or beside `index.js`): when one cannot be loaded, every game on the page is told
 * (`patience-error`, code `missing-file`, once per game; README "Events").
 * @module
 */

/** What to call when a file fails: one callback per connected `<patience-game>`. */
export const chunkWatchers = new Set<(file: string) => void>();

/**
 * Tells the games that a file could not be loaded (named from the browser's error), then throws an
 * `Error` naming it (`<file> could not be loaded`; the browser's error is its
 * `cause`): what a public promise that needed the file (`hint()`) rejects with.
 */
export function chunkFailed(e: unknown): never {
  const file = /[^\s'"]+\.js/.exec(String(e))?.[0] ?? String(e);
  for (const tell of chunkWatchers) tell(file);
  throw new Error(`${file} could not be loaded`, { cause: e });
}

/**
 * A file loaded on first use, once per page: `get()` gives it at once once loaded (else null);
 * `load()` loads it (later calls get the same promise). A failed load tells the games
 * ({@link chunkFailed}) and is tried again at the next `load()`.
 */
export function lazyChunk<T>(importer: () => Promise<T>): { get: () => T | null; load: () => Promise<T> } {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (m) => (loaded = m),
        (e: unknown) => {
          loading = null;
          return chunkFailed(e);
        },
      )),
  };
}
