/**
 * Storybook is the catalogue (issue #10): every element of custom-elements.json has stories of its
 * own under "Elements/", and every attribute, CSS part and CSS custom property the manifest gives an
 * element is in its stories (controls, args, markup or docs) or on the Theming page
 * (stories/theming.mdx); every named state of the table has a story with a play function (run as a
 * test). Read from the stories' source text.
 *
 * Run: node --import tsx --test test/node/catalogue.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Named {
  name: string;
}
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);

const storiesDir = join(root, 'stories');
const storyFiles = readdirSync(storiesDir)
  .filter((f) => f.endsWith('.stories.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(storiesDir, f), 'utf8') }));
const theming = readFileSync(join(storiesDir, 'theming.mdx'), 'utf8');

/** The named states of issue #10, and the story that shows each (in an element's stories). */
const STATES: Record<string, string> = {
  'empty pile': 'EmptyPiles',
  'locked foundation': 'LockedFoundation',
  'face-down run': 'FaceDownRun',
  'picked-up card': 'PickedUp',
  'hint shown': 'HintShown',
  won: 'Won',
  lost: 'Lost',
};

const component = (text: string): string | undefined => /\bcomponent:\s*'([a-z-]+)'/.exec(text)?.[1];
const title = (text: string): string | undefined => /\btitle:\s*'([^']+)'/.exec(text)?.[1];
/** The stories files of an element: those whose meta names it as their component. */
const storiesOf = (tag: string) => storyFiles.filter((s) => component(s.text) === tag);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A part is mentioned as `part~="x"`, `::part(x)`, `part="x"` or `` `x` `` (in docs text). */
const mentionsPart = (text: string, part: string) =>
  new RegExp(`part~?="(?:[\\w-]+ )*${escape(part)}(?: [\\w-]+)*"|::part\\(${escape(part)}\\)|\`${escape(part)}\``).test(text);
/** A custom property is mentioned by its whole name (not as the start of a longer one). */
const mentionsProperty = (text: string, prop: string) => new RegExp(`${escape(prop)}(?![\\w-])`).test(text);
/** An attribute is mentioned by its whole name: as a control (`'x':` or `x:`), in markup (`x=`, `?x=`) or docs (`` `x` ``). */
const mentionsAttribute = (text: string, attr: string) =>
  new RegExp(`(?<![\\w-])'?${escape(attr)}'?\\s*:|[\\s?]${escape(attr)}(?:=|[\\s>])|\`${escape(attr)}(?:=[^\`]*)?\``).test(text);

describe('Storybook is the catalogue', () => {
  it('the manifest has the elements (sanity)', () => {
    assert.ok(elements.length >= 7, `only ${elements.length} elements in custom-elements.json`);
  });

  for (const el of elements) {
    const tag = el.tagName!;
    describe(`<${tag}>`, () => {
      const files = storiesOf(tag);
      const text = files.map((f) => f.text).join('\n');

      it('has a stories file of its own, titled under Elements/, with stories that run a play function', () => {
        const own = files.filter((f) => title(f.text)?.startsWith('Elements/'));
        assert.ok(own.length > 0, `no stories/*.stories.ts with component: '${tag}' and a title under Elements/`);
        assert.ok(
          own.some((f) => /export const \w+: Story = \{[\s\S]*?\bplay:/.test(f.text)),
          `${own.map((f) => f.file).join(', ')}: no story with a play function`,
        );
      });

      it('every attribute is in its stories', () => {
        const missing = (el.attributes ?? []).map((a) => a.name).filter((a) => !mentionsAttribute(text, a));
        assert.deepEqual(missing, [], `attributes of <${tag}> in none of ${files.map((f) => f.file).join(', ')}`);
      });

      it('every CSS part is in its stories or on the Theming page', () => {
        const missing = (el.cssParts ?? []).map((p) => p.name).filter((p) => !mentionsPart(text, p) && !mentionsPart(theming, p));
        assert.deepEqual(missing, [], `parts of <${tag}> in neither its stories nor stories/theming.mdx`);
      });

      it('every CSS custom property is in its stories or on the Theming page', () => {
        const missing = (el.cssProperties ?? [])
          .map((p) => p.name)
          .filter((p) => !mentionsProperty(text, p) && !mentionsProperty(theming, p));
        assert.deepEqual(missing, [], `custom properties of <${tag}> in neither its stories nor stories/theming.mdx`);
      });
    });
  }

  it('every named state of the table has a story with a play function', () => {
    const all = storyFiles.map((f) => f.text).join('\n');
    const missing = Object.entries(STATES)
      .filter(([, name]) => !new RegExp(`export const ${name}: Story = \\{[\\s\\S]*?\\bplay:`).test(all))
      .map(([state, name]) => `${state} (${name})`);
    assert.deepEqual(missing, []);
  });
});
