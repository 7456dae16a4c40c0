import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker script bundled once (esbuild, for Node 20), cached in the temp directory by its text's
 * hash as `patience-<name>-<hash>.mjs`; returns its file URL (for a worker pool's `filename`).
 */
export async function workerBundle(entry: URL, name: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    target: 'node20',
  });
  const code = result.outputFiles[0].text;
  const file = join(tmpdir(), `patience-${name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
  if (!existsSync(file)) writeFileSync(file, code);
  return pathToFileURL(file).href;
}
