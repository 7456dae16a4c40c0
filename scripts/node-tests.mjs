// @ts-check
// Runs Node test files in this one process, each file as a suite named by its path:
//   node --import tsx --test-reporter=spec scripts/node-tests.mjs test/engine/deck.test.ts …
// `npm run test:node` (scripts/test-all.mjs, the node step) shares test/node/*.test.ts and
// test/engine/*.test.ts between two such processes.
//
// Why one process and not `node --test` (a process per file): each process starts Node, tsx and the
// modules the file imports again. On the 2-core machine the Node step took 155 CPU s as 36 processes
// and 106 CPU s as one (Node 20 has no --test-isolation=none).
//
// A file that needs a process of its own (one that checks the process is pristine: no DOM globals)
// says so with a line starting `// @own-process` (scripts/test-all.mjs runs it alone); files that
// share a process must leave globals as they found them, or set them only where a shared one would do.
// A file that fails to load is reported as a failing test named after it; the others still run.
import { describe, it } from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('node-tests: name the test files to run (npm run test:node runs them all)');
  process.exit(2);
}
for (const file of files) {
  describe(file, async () => {
    try {
      await import(pathToFileURL(resolve(file)).href);
    } catch (error) {
      it('loads', () => {
        throw error;
      });
    }
  });
}
