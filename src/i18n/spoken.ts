/**
 * The spoken sentences of play (./spoken-words.ts) are loaded right after the first paint, with a
 * dynamic `import()`, so the first paint does not carry them: a game's first words (the deal) are in
 * ./words.ts. {@link spokenWords} answers at once once they are loaded; {@link loadSpokenWords} loads
 * them (once per page: a later game has them at once).
 * @module
 */
import type * as SpokenWords from './spoken-words.js';
import { lazyChunk } from '../components/internal/chunk-error.js';

export type SpokenWordsModule = typeof SpokenWords;

const chunk = lazyChunk(() => import('./spoken-words.js'));

/** The spoken sentences of play when loaded, else null. */
export const spokenWords = (): SpokenWordsModule | null => chunk.get();

/** Loads the spoken sentences of play (once; later calls get the same promise; a failed load is tried again). */
export const loadSpokenWords = (): Promise<SpokenWordsModule> => chunk.load();
