/**
 * The lint guard against game names (issue #8, eslint.config.js): no file outside src/variants names a
 * game, tests included, except a game's own rules tests (a test file whose name holds its id). Checked
 * by linting small texts with the project's own ESLint configuration, as `npm run lint` reads it. The
 * names come from the registry, so this file names no game either.
 *
 * Run: node --import tsx --test test/node/lint-guard.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { variantIds, variants } from '../../src/variants/index.js';

const cwd = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd });
const [first, second] = variantIds;
const constantOf = (id: string): string => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The messages of the game-name rule when `code` is linted as the file `path`. */
async function guardMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${m.line}: ${m.message}`);
}

describe('the lint guard against game names', () => {
  const namingCases: Record<string, string> = {
    'an id as a string': `export const v = '${first}';\n`,
    'a name for people in a string': `export const s = 'Rules of ${variants[first].name}';\n`,
    'a name in a template': `const n = 1;\nexport const s = \`${variants[first].name} deal \${n}\`;\n`,
    'an id as an attribute value in a template': `const n = 1;\nexport const s = \`<patience-game variant="${first}" seed=\${n}>\`;\n`,
    'the exported constant of a declaration': `import { ${constantOf(first)} } from '../../src/variants/index.js';\nexport const v = ${constantOf(first)};\n`,
  };

  for (const dir of ['test/components', 'test/frameworks', 'test/helpers', 'test/engine']) {
    for (const [what, code] of Object.entries(namingCases)) {
      it(`refuses ${what} in ${dir}`, async () => {
        const messages = await guardMessages(`${dir}/any-suite.test.ts`, code);
        assert.ok(messages.length > 0, `${what} is let through`);
        for (const m of messages) assert.match(m, /Name a game only in its declaration/);
      });
    }
  }

  it("lets a game's own rules tests name that game, and no other", async () => {
    const own = `export const v = '${first}';\nexport const s = 'Rules of ${variants[first].name}';\n`;
    assert.deepEqual(await guardMessages(`test/engine/rules-${first}.test.ts`, own), []);
    const other = `export const v = '${second}';\n`;
    assert.notDeepEqual(await guardMessages(`test/engine/rules-${first}.test.ts`, other), []);
  });

  it('lets a suite take its games from the registry', async () => {
    const code = `import { variantIds } from '../../src/variants/index.js';\nexport const v = variantIds[0];\n`;
    assert.deepEqual(await guardMessages('test/components/any-suite.test.ts', code), []);
  });
});
