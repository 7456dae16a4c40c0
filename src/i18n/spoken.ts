/**
 * The spoken sentences of play (./spoken-words.ts) are loaded right after the first paint, with a
 * dynamic `import()`, so the first paint does not carry them: a game's first words (the deal) are in
 * ./words.ts. {@link spokenWords} answers at once once they are loaded; {@link loadSpokenWords} loads
 * them (once per page: a later game has them at once).
 * @module
 */
import type * as SpokenWords from './spoken-words.js';
import { chunkFailed } from '../components/internal/chunk-error.js';

export type SpokenWordsModule = typeof SpokenWords;

let loaded: SpokenWordsModule | null = null;
let loading: Promise<SpokenWordsModule> | null = null;

/** The spoken sentences of play when loaded, else null. */
export const spokenWords = (): SpokenWordsModule | null => loaded;

/** Loads the spoken sentences of play (once; later calls get the same promise; a failed load is tried again). */
export function loadSpokenWords(): Promise<SpokenWordsModule> {
  loading ??= import('./spoken-words.js').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null;
      return chunkFailed(e);
    },
  );
  return loading;
}
