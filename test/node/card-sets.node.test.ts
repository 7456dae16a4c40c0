/**
 * Card sets (src/card-sets/) are optional modules a page imports on purpose: the library itself never
 * imports one, so they cost the main bundle nothing.
 *
 * Run: node --import tsx --test test/node/card-sets.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every .ts file under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('card sets', () => {
  it('exist (the court figures)', () => {
    assert.ok(sources(join(src, 'card-sets')).some((f) => f.endsWith('court-figures.ts')));
  });

  it('are not imported by any other module of the library (import … from, bare import, import())', () => {
    const importers = sources(src)
      .filter((f) => !relative(src, f).startsWith('card-sets'))
      .filter((f) => /\b(?:from|import)\s*\(?\s*['"][^'"]*card-sets\//.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    assert.deepEqual(importers, []);
  });
});
