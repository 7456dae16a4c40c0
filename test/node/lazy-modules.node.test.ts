/**
 * What the first paint does not need loads on first use (dynamic `import()`): a bundle of the
 * library's main entry, split at its dynamic imports, holds none of these modules in its entry file;
 * each is a chunk of its own (or shared by lazy chunks only). The same list is left out of the entry
 * points' figures in .size-limit.mjs, each with its own budget.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Loaded on first use, never in the first paint's file. */
const LAZY = [
  'src/components/patience-game/extras.ts',
  'src/i18n/rules-words.ts',
  'src/i18n/locales/fr.ts',
  'src/i18n/locales/de.ts',
  'src/i18n/refusal-words.ts',
  'src/i18n/panel-words.ts',
  'src/components/patience-game/win.ts',
  // The glides and the keyboard, loaded right after the first paint (which needs neither).
  'src/components/patience-game/in-play.ts',
  'src/controllers/motion.ts',
  'src/controllers/keyboard.ts',
  // The styles of the deal menu's form, the New game question and the ? panel, with them.
  'src/components/patience-game/in-play.styles.ts',
  // Dragging, loaded by the piles right after the first paint.
  'src/controllers/drag-controller.ts',
  // Hints and winnable deals (issue #9): the solver's client and the words of its answers.
  'src/controllers/solver-tasks.ts',
  'src/worker/solver-client.ts',
  'src/i18n/hint-words.ts',
  // The spoken sentences of play (moves, undos, pick-ups, a win, notices), loaded right after the first paint.
  'src/i18n/spoken-words.ts',
];

describe('modules loaded on first use', () => {
  it('stay out of the main entry file (each is a chunk loaded by a dynamic import)', async () => {
    const out = await build({
      entryPoints: [join(root, 'src/index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      splitting: true,
      outdir: '/tmp/lazy-modules-test',
      logLevel: 'silent',
      metafile: true,
      external: ['lit', 'lit/*', '@lit/*', 'pure-rand'],
      tsconfig: join(root, 'tsconfig.json'),
    });
    const files = out.metafile.outputs;
    const outputs = Object.values(files);
    const entry = Object.keys(files).find((f) => files[f].entryPoint === 'src/index.ts');
    assert.ok(entry, 'the entry file');
    // The first load: the entry file and the chunks it imports statically (shared code), transitively.
    const first = new Set<string>();
    const visit = (file: string): void => {
      if (first.has(file)) return;
      first.add(file);
      for (const i of files[file].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(entry);
    const inFirst = new Set([...first].flatMap((f) => Object.keys(files[f].inputs)));
    assert.ok(inFirst.has('src/components/patience-game/patience-game.ts'), 'the first load holds the game');
    assert.deepEqual(
      LAZY.filter((m) => inFirst.has(m)),
      [],
      'lazy modules in the first load',
    );
    const everywhere = new Set(outputs.flatMap((o) => Object.keys(o.inputs)));
    assert.deepEqual(
      LAZY.filter((m) => !everywhere.has(m)),
      [],
      'every lazy module is still built (into a chunk)',
    );
  });
});
