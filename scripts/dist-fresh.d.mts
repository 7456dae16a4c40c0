/** Types of scripts/dist-fresh.mjs (for the TypeScript tests that import it). */
/** Why dist/ under `root` needs building again, or null when it is up to date. */
export function distStale(root: string): string | null;
