/**
 * The message catalogue (xliff/*.xlf, built into src/i18n/locales/*.ts by `npm run localize`): every
 * `msg()` of the source has a French and a German translation with the same placeholders, the built
 * modules are what the catalogue says, and the variants' words are what their declarations say.
 *
 * Run: node --import tsx --test test/node/i18n.node.test.ts
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuntimeLitLocalizer } from '@lit/localize-tools/lib/modes/runtime.js';
import { names, texts } from '../../scripts/variant-messages.js';
import { variants } from '../../src/variants/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = JSON.parse(readFileSync(join(root, 'lit-localize.json'), 'utf8'));

function localizer(outputDir: string): RuntimeLitLocalizer {
  return new RuntimeLitLocalizer({
    ...config,
    output: { ...config.output, outputDir },
    baseDir: root,
    resolve: (path: string) => resolve(root, path),
  });
}

describe('the message catalogue', () => {
  // One localizer for everything (it reads the source into a TypeScript program once, the slow part),
  // writing its build into a folder of its own: extraction does not read the output folder.
  const built = mkdtempSync(join(tmpdir(), 'patience-locales-'));
  after(() => rmSync(built, { recursive: true, force: true }));
  const l10n = localizer(built);
  const { messages, errors } = l10n.extractSourceMessages();

  it('reads every msg() of the source', () => {
    assert.deepEqual(
      errors.map((e) => String(e.messageText)),
      [],
    );
    assert.ok(messages.length > 250, `only ${messages.length} messages`);
  });

  it('has a French and a German translation of every message, with the same placeholders', () => {
    const { translations } = l10n.readTranslationsSync();
    for (const locale of ['fr', 'de']) {
      const ids = new Set((translations.get(locale as never) ?? []).map((m) => m.name));
      const missing = messages.filter((m) => !ids.has(m.name)).map((m) => `${m.name}: ${JSON.stringify(m.contents)}`);
      assert.deepEqual(missing, [], `${locale}: untranslated (run npm run localize, then translate xliff/${locale}.xlf)`);
    }
    assert.deepEqual(l10n.validateTranslations().errors, []);
  });

  it('translates, not copies: French and German differ from English in most messages', () => {
    const { translations } = l10n.readTranslationsSync();
    const english = new Map(messages.map((m) => [m.name, JSON.stringify(m.contents)]));
    for (const locale of ['fr', 'de']) {
      const list = translations.get(locale as never) ?? [];
      const same = list.filter((m) => english.get(m.name) === JSON.stringify(m.contents)).length;
      assert.ok(same / list.length < 0.1, `${locale}: ${same} of ${list.length} the same as English`);
    }
  });

  it('is built: src/i18n/locales/*.ts are what `lit-localize build` makes of xliff/', async () => {
    await l10n.build();
    for (const locale of ['fr', 'de']) {
      assert.equal(
        readFileSync(join(root, config.output.outputDir, `${locale}.ts`), 'utf8'),
        readFileSync(join(built, `${locale}.ts`), 'utf8'),
        `src/i18n/locales/${locale}.ts is stale: run npm run localize`,
      );
    }
  });

  it("gives every variant's name, summary and notes an id (generated from the declarations)", () => {
    assert.equal(readFileSync(join(root, 'src/i18n/variant-names.ts'), 'utf8'), names(), 'run npm run localize:variants');
    assert.equal(readFileSync(join(root, 'src/i18n/variant-texts.ts'), 'utf8'), texts(), 'run npm run localize:variants');
    const ids = new Set(messages.map((m) => m.name));
    for (const v of Object.values(variants)) {
      assert.ok(ids.has(`variant-${v.id}-name`), v.id);
      assert.ok(ids.has(`variant-${v.id}-summary`), v.id);
      (v.notes ?? []).forEach((_, i) => assert.ok(ids.has(`variant-${v.id}-note-${i + 1}`), `${v.id} note ${i + 1}`));
    }
  });
});
