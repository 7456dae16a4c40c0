/**
 * The refused-move words (./refusal-words.ts) are loaded on first use: the first time a move is
 * refused, with a dynamic `import()`, so the first paint does not carry them. {@link refusalWords}
 * answers at once once they are loaded; {@link loadRefusalWords} loads them (once).
 * @module
 */
import type * as RefusalWords from './refusal-words.js';
import { lazyChunk } from '../components/internal/chunk-error.js';

export type RefusalWordsModule = typeof RefusalWords;

const chunk = lazyChunk(() => import('./refusal-words.js'));

/** The refused-move words when loaded, else null. */
export const refusalWords = (): RefusalWordsModule | null => chunk.get();

/** Loads the refused-move words (once; later calls get the same promise; a failed load is tried again at the next refusal). */
export const loadRefusalWords = (): Promise<RefusalWordsModule> => chunk.load();
