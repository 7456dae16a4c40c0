/**
 * The committed custom-elements.json (written by `npm run analyze` from the elements' JSDoc) documents
 * what tools and frameworks need: every element with its tag, description, `base` part, typed
 * attributes and CSS custom properties with defaults; and for <patience-game> its whole public API
 * (attributes, methods, events with their classes). package.json points at it.
 *
 * Run: node --import tsx --test test/node/manifest.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { variantIds } from '../../src/variants/index.js';

// The parts of the schema (https://github.com/webcomponents/custom-elements-manifest) read here.
interface TypeRef {
  text: string;
}
interface Attribute {
  name: string;
  type?: TypeRef;
  default?: string;
  description?: string;
  fieldName?: string;
}
interface Named {
  name: string;
  description?: string;
}
interface CssProperty extends Named {
  default?: string;
}
interface Event extends Named {
  type?: TypeRef;
}
interface Member extends Named {
  kind: 'field' | 'method';
  privacy?: 'public' | 'private' | 'protected';
  static?: boolean;
  type?: TypeRef;
  default?: string;
  return?: { type?: TypeRef; description?: string };
  parameters?: { name: string; type?: TypeRef; optional?: boolean; default?: string }[];
}
interface Declaration extends Named {
  kind: string;
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  superclass?: { name: string };
  attributes?: Attribute[];
  members?: Member[];
  events?: Event[];
  cssParts?: Named[];
  cssProperties?: CssProperty[];
}
interface Module {
  kind: 'javascript-module';
  path: string;
  declarations?: Declaration[];
  exports?: { kind: 'js' | 'custom-element-definition'; name: string; declaration: { name: string; module?: string } }[];
}
interface Manifest {
  schemaVersion: string;
  modules: Module[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  customElements?: string;
  files?: string[];
  exports?: Record<string, unknown>;
};
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;

const TAGS = ['patience-game', 'stock-pile', 'waste-pile', 'foundation-pile', 'tableau-pile', 'playing-card'];

const ATTRIBUTES: Record<string, string> = {
  variant: 'string',
  seed: 'string | null',
  deck: 'string[] | null',
  'auto-play': "'safe' | 'off'",
  persist: 'string | null',
  'hide-timer': 'boolean',
  'hide-counter': 'boolean',
  'no-animation': 'boolean',
  theme: "'classic' | 'dark' | 'contrast'",
  'four-colour': 'boolean',
  'no-stats': 'boolean',
  'no-settings': 'boolean',
  deal: "'any' | 'winnable' | null",
  guide: 'boolean',
  start: 'string | null',
};
const METHODS = ['newGame', 'restart', 'undo', 'redo', 'legalMoves', 'play', 'serialize', 'restore', 'replay', 'hint'];
const EVENTS: Record<string, string> = {
  'patience-deal': 'PatienceDealEvent',
  'patience-before-move': 'PatienceBeforeMoveEvent',
  'patience-move': 'PatienceMoveEvent',
  'patience-invalid-move': 'PatienceInvalidMoveEvent',
  'patience-undo': 'PatienceUndoEvent',
  'patience-redo': 'PatienceRedoEvent',
  'patience-win': 'PatienceWinEvent',
  'patience-loss': 'PatienceLossEvent',
  'patience-stats': 'PatienceStatsEvent',
  'patience-error': 'PatienceErrorEvent',
  'patience-guide-step': 'PatienceGuideStepEvent',
};
/** Elements without a shadow root (no parts, no custom properties): a guide's steps. */
const LIGHT_TAGS = ['patience-step'];

/**
 * What the JSDoc does not document yet (found when this test was written). Fix the JSDoc, run
 * `npm run analyze`, commit custom-elements.json, and delete the entry here.
 */

const declarations = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => ({ module: m, d })));
const elements = declarations.filter(({ d }) => d.customElement);

function element(tag: string): Declaration {
  const found = elements.find(({ d }) => d.tagName === tag);
  assert.ok(found, `${tag} is not in custom-elements.json`);
  return found.d;
}

/** `--patience-*` custom properties the elements' source reads with var(). */
function cssPropertiesUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.stories.ts')) {
        for (const [, prop] of readFileSync(path, 'utf8').matchAll(/var\(\s*(--patience-[\w-]+)/g)) {
          used.set(prop, [...(used.get(prop) ?? []), path.slice(root.length)]);
        }
      }
    }
  };
  walk(join(root, 'src/components'));
  return used;
}

function undocumentedCssProperties(): string[] {
  const documented = new Set(elements.flatMap(({ d }) => (d.cssProperties ?? []).map((p) => p.name)));
  // Set by the elements themselves for their children, not by the page (--patience-gap is both).
  const internal = new Set(['--patience-card-width']);
  return [...cssPropertiesUsed().keys()].filter((p) => !documented.has(p) && !internal.has(p)).sort();
}

function untypedMethodSignatures(): string[] {
  const game = element('patience-game');
  return (game.members ?? [])
    .filter((m) => m.kind === 'method' && METHODS.includes(m.name))
    .flatMap((m) => [
      ...(m.return?.type?.text === '' ? [`${m.name}: returns`] : []),
      ...(m.parameters ?? []).filter((p) => !p.type?.text).map((p) => `${m.name}: ${p.name}`),
    ]);
}

describe('custom-elements.json', () => {
  it("is what package.json's customElements names, and is published", () => {
    assert.equal(pkg.customElements, 'custom-elements.json');
    assert.ok(pkg.files?.includes('custom-elements.json'), 'package.json files should include custom-elements.json');
    assert.equal(pkg.exports?.['./custom-elements.json'], './custom-elements.json');
    assert.match(manifest.schemaVersion, /^\d+\.\d+\.\d+$/);
  });

  it('declares exactly the six elements, and the light <patience-step>', () => {
    assert.deepEqual(elements.map(({ d }) => d.tagName).sort(), [...TAGS, ...LIGHT_TAGS].sort());
  });

  for (const tag of LIGHT_TAGS) {
    it(`<${tag}> is defined by its module, described, with its attributes`, () => {
      const { module, d } = elements.find((e) => e.d.tagName === tag)!;
      assert.ok(
        module.exports?.some((x) => x.kind === 'custom-element-definition' && x.name === tag),
        `${module.path} defines no ${tag}`,
      );
      assert.ok(d.description && d.description.trim().length > 20, `${tag}: no description`);
      assert.ok(d.summary?.trim(), `${tag}: no @summary`);
      const move = (d.attributes ?? []).find((a) => a.name === 'move');
      assert.ok(move?.description?.trim(), `${tag}: attribute move is not documented`);
    });
  }

  for (const tag of TAGS) {
    describe(`<${tag}>`, () => {
      it('is defined under its tag by the module that declares it', () => {
        const { module, d } = elements.find((e) => e.d.tagName === tag)!;
        const definition = module.exports?.find((x) => x.kind === 'custom-element-definition' && x.name === tag);
        assert.ok(definition, `${module.path} exports no custom-element-definition for ${tag}`);
        assert.equal(definition.declaration.name, d.name);
        assert.ok(
          module.exports?.some((x) => x.kind === 'js' && x.name === d.name),
          `${d.name} is not exported from ${module.path}`,
        );
      });

      it('has a description and a summary', () => {
        const d = element(tag);
        assert.ok(d.description && d.description.trim().length > 20, `${tag}: no description`);
        assert.ok(d.summary && d.summary.trim().length > 0, `${tag}: no @summary`);
      });

      it('documents its base CSS part, and every part has a description', () => {
        const parts = element(tag).cssParts ?? [];
        assert.ok(
          parts.some((p) => p.name === 'base'),
          `${tag}: no @csspart base`,
        );
        for (const p of parts) assert.ok(p.description?.trim(), `${tag}: part ${p.name} has no description`);
      });

      it('lists no public field without a type and a description', () => {
        const fields = (element(tag).members ?? []).filter(
          (m: { kind: string; privacy?: string }) => m.kind === 'field' && (m.privacy ?? 'public') === 'public',
        ) as { name: string; type?: { text?: string }; description?: string }[];
        for (const f of fields) {
          assert.ok(f.type?.text, `${tag}: field ${f.name} has no type`);
          assert.ok(f.description?.trim(), `${tag}: field ${f.name} has no description`);
        }
      });

      it('documents its attributes with a type, a description and the property they set', () => {
        const attributes = element(tag).attributes ?? [];
        assert.ok(attributes.length > 0, `${tag}: no attributes`);
        for (const a of attributes) {
          assert.ok(a.type?.text, `${tag}: attribute ${a.name} has no type`);
          assert.ok(a.description?.trim(), `${tag}: attribute ${a.name} has no description`);
          assert.ok(a.fieldName, `${tag}: attribute ${a.name} names no property`);
        }
      });

      it("gives each attribute its property's default", () => {
        const d = element(tag);
        for (const a of d.attributes ?? []) {
          const field = (d.members ?? []).find((m: { kind: string; name: string }) => m.kind === 'field' && m.name === a.fieldName) as
            { default?: string } | undefined;
          assert.equal(a.default, field?.default, `${tag}: attribute ${a.name}'s default is not its property's`);
        }
      });

      it('documents its CSS custom properties with a default and a description', () => {
        const props = element(tag).cssProperties ?? [];
        assert.ok(props.length > 0, `${tag}: no @cssprop`);
        for (const p of props) {
          assert.match(p.name, /^--patience-[a-z0-9-]+$/);
          assert.ok(p.default?.trim(), `${tag}: ${p.name} has no default`);
          assert.ok(p.description?.trim(), `${tag}: ${p.name} has no description`);
        }
      });
    });
  }

  describe('<patience-game> public API', () => {
    it('has every public attribute, with its type and property', () => {
      const game = element('patience-game');
      const byName = Object.fromEntries((game.attributes ?? []).map((a) => [a.name, a]));
      assert.deepEqual(Object.keys(byName).sort(), Object.keys(ATTRIBUTES).sort());
      for (const [name, type] of Object.entries(ATTRIBUTES)) assert.equal(byName[name].type?.text, type, `attribute ${name}`);
      assert.equal(byName['auto-play'].fieldName, 'autoPlay');
      assert.equal(byName['hide-timer'].fieldName, 'hideTimer');
      assert.equal(byName['hide-counter'].fieldName, 'hideCounter');
      // The element opens the first game of the menu.
      assert.equal(byName.variant.default, `'${variantIds[0]}'`);
      // Every attribute says what it is when absent (seed and deck: null, a random deal).
      for (const [name, a] of Object.entries(byName)) assert.ok(a.default?.trim(), `attribute ${name} has no default`);
      assert.equal(byName.seed.default, 'null');
      assert.equal(byName.deck.default, 'null');
    });

    it('has every public method, each described', () => {
      const methods = (element('patience-game').members ?? []).filter(
        (m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public',
      );
      for (const name of METHODS) {
        const m = methods.find((x) => x.name === name);
        assert.ok(m, `method ${name} is missing`);
        assert.ok(m.description?.trim(), `method ${name} has no description`);
      }
      const play = methods.find((m) => m.name === 'play')!;
      assert.deepEqual(
        play.parameters?.map((p) => [p.name, p.type?.text]),
        [['move', 'Move']],
      );
      const restore = methods.find((m) => m.name === 'restore')!;
      assert.deepEqual(
        restore.parameters?.map((p) => [p.name, p.type?.text]),
        [['saved', 'string']],
      );
      assert.equal(methods.find((m) => m.name === 'legalMoves')!.return?.type?.text, 'Move[]');
      assert.equal(methods.find((m) => m.name === 'serialize')!.return?.type?.text, 'string');
    });

    it('documents the read-only state getters', () => {
      const fields = new Map((element('patience-game').members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m]));
      for (const name of ['state', 'canUndo', 'canRedo', 'history', 'historyText', 'elapsedMs', 'stats']) {
        assert.ok(fields.get(name)?.description?.trim(), `field ${name} is missing or undescribed`);
      }
    });

    it('has every event, typed with its event class, described', () => {
      const events = element('patience-game').events ?? [];
      assert.deepEqual(events.map((e) => e.name).sort(), Object.keys(EVENTS).sort());
      for (const [name, type] of Object.entries(EVENTS)) {
        const e = events.find((x) => x.name === name)!;
        assert.equal(e.type?.text, type, `event ${name}`);
        assert.ok(e.description?.trim(), `event ${name} has no description`);
      }
    });

    it('every event the manifest lists is bound to a Storybook action (stories/support/game-story.ts GAME_EVENTS)', () => {
      const stories = readFileSync(join(root, 'stories', 'support', 'game-story.ts'), 'utf8');
      const table = /GAME_EVENTS = \{([^}]*)\}/.exec(stories)?.[1] ?? '';
      const bound = [...table.matchAll(/'(patience-[a-z-]+)'\s*:/g)].map((m) => m[1]);
      const listed = (element('patience-game').events ?? []).map((e) => e.name);
      assert.deepEqual(bound.sort(), listed.sort());
    });

    it('declares each event class as a CustomEvent, with its event name', () => {
      for (const [name, type] of Object.entries(EVENTS)) {
        const found = declarations.find(({ d }) => d.kind === 'class' && d.name === type);
        assert.ok(found, `class ${type} is not in the manifest`);
        assert.equal(found.d.superclass?.name, 'CustomEvent', type);
        const eventType = (found.d.members ?? []).find((m) => m.name === 'eventType' && m.static);
        assert.equal(eventType?.default, `'${name}'`, `${type}.eventType`);
        assert.ok(
          found.module.exports?.some((x) => x.name === type),
          `${type} is not exported`,
        );
      }
    });

    it('documents its CSS custom properties with defaults', () => {
      const props = Object.fromEntries((element('patience-game').cssProperties ?? []).map((p) => [p.name, p.default]));
      for (const name of [
        '--patience-table',
        '--patience-table-text',
        '--patience-card-max-width',
        '--patience-gap',
        '--patience-font',
        '--patience-highlight',
        '--patience-focus-ring',
      ]) {
        assert.ok(props[name], `${name} is not documented with a default`);
      }
      assert.equal(props['--patience-table'], '#0b6b3a');
      assert.equal(props['--patience-card-max-width'], '104px');
    });
  });

  describe('nothing left undocumented', () => {
    it('every CSS custom property the styles read is documented', () => {
      assert.deepEqual(undocumentedCssProperties(), []);
    });

    it('every method of <patience-game> has typed returns and parameters', () => {
      assert.deepEqual(untypedMethodSignatures(), []);
    });
  });

  describe("the docs' list of <patience-game>'s parts", () => {
    /**
     * The part names in backticks of the paragraph that starts with `Parts:` in a doc, up to its first
     * blank line: what a themer reads as the parts `patience-game::part(…)` reaches.
     */
    function partsListed(file: string): string[] {
      const text = readFileSync(join(root, file), 'utf8');
      const start = text.search(/^Parts:/m);
      assert.ok(start >= 0, `${file} has a paragraph starting "Parts:"`);
      const paragraph = text.slice(start).split(/\n\s*\n/)[0];
      // Selectors (`::part(card hint)`) and states (`:state(…)`) name no new part.
      const names = [...paragraph.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name);
      return [...new Set(names)].sort();
    }
    const gameParts = (): string[] => (element('patience-game').cssParts ?? []).map((p) => p.name).sort();

    for (const file of ['README.md', 'stories/theming.mdx']) {
      it(`${file} lists exactly the parts the game exposes (custom-elements.json)`, () => {
        assert.deepEqual(partsListed(file), gameParts());
      });
    }
  });
});
