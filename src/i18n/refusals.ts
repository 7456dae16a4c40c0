/**
 * The refused-move words (./refusal-words.ts) are loaded on first use: the first time a move is
 * refused, with a dynamic `import()`, so the first paint does not carry them. {@link refusalWords}
 * answers at once once they are loaded; {@link loadRefusalWords} loads them (once).
 * @module
 */
import type * as RefusalWords from './refusal-words.js';
import { chunkFailed } from '../components/internal/chunk-error.js';

export type RefusalWordsModule = typeof RefusalWords;

let loaded: RefusalWordsModule | null = null;
let loading: Promise<RefusalWordsModule> | null = null;

/** The refused-move words when loaded, else null. */
export const refusalWords = (): RefusalWordsModule | null => loaded;

/** Loads the refused-move words (once; later calls get the same promise). */
export function loadRefusalWords(): Promise<RefusalWordsModule> {
  loading ??= import('./refusal-words.js').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null; // the next refusal tries again
      return chunkFailed(e);
    },
  );
  return loading;
}
