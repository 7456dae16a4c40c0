/**
 * The engine returns message ids with parameters, not sentences (a refused move: `Refusal`, in
 * src/engine/reasons.ts; a rule of a game: `RuleFact`, in src/engine/describe.ts); the elements put
 * them into words (src/i18n/refusal-words.ts, src/i18n/rules-words.ts). Here every id the engine can
 * return is enumerated at run time from those union types (with the TypeScript checker: the engine
 * keeps no list of its own, so the bundles do not grow), and each one is put into words in English,
 * French and German:
 * - the French and German words are translations (they differ from the English);
 * - no placeholder is left over (no `undefined`, `NaN`, `${`, `[object`);
 * - the words depend on every parameter the id is given: changing the parameter changes the
 *   sentence in each language, unless the tables below say why the sentence does not name it.
 * A new id, or a new parameter, fails here until it has words (and a line in the tables).
 *
 * Run: node --import tsx --test test/node/engine-messages.node.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import ts from 'typescript';
import type { Refusal } from '../../src/engine/reasons.js';
import type { RuleFact, RuleFactId } from '../../src/engine/describe.js';
import type { Layout } from '../../src/engine/layout.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES = ['en', 'fr', 'de'] as const;

// @lit/localize's runtime announces a locale change on `window`: Node has none.
(globalThis as { window?: unknown }).window ??= new EventTarget();
const { loadLocale, withLocale } = await import('../../src/i18n/locale.js');
const { refusalSentence } = await import('../../src/i18n/refusal-words.js');
const { ruleWords } = await import('../../src/i18n/rules-words.js');
const { ruleFacts } = await import('../../src/engine/describe.js');
const { layoutOf } = await import('../../src/engine/layout.js');
const { getVariant, variantIds } = await import('../../src/variants/index.js');

/** The members of an exported union type, each with its `id` and the names of its other fields. */
const UNION_FILES = ['src/engine/reasons.ts', 'src/engine/describe.ts'];
let shared: ts.Program | undefined;
/** One program for every file read here (building one takes seconds). */
const programOf = (): ts.Program =>
  (shared ??= ts.createProgram(
    UNION_FILES.map((f) => join(root, f)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  ));

function unionMembers(file: string, name: string): { id: string; params: string[] }[] {
  assert.ok(UNION_FILES.includes(file), `${file} is not in UNION_FILES`);
  const path = join(root, file);
  const program = programOf();
  const checker = program.getTypeChecker();
  const alias = program
    .getSourceFile(path)!
    .statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name);
  assert.ok(alias, `${file} declares no type ${name}`);
  const type = checker.getTypeAtLocation(alias.name);
  return (type.isUnion() ? type.types : [type]).map((t) => {
    const id = checker.getTypeOfSymbolAtLocation(t.getProperty('id')!, alias) as ts.StringLiteralType;
    assert.equal(typeof id.value, 'string', `${name}: a member whose id is not one string literal`);
    return {
      id: id.value,
      params: checker
        .getPropertiesOfType(t)
        .map((p) => p.name)
        .filter((p) => p !== 'id'),
    };
  });
}

/** Every rendering of a message must be a whole sentence, with no placeholder left over. */
function assertWhole(text: string, what: string): void {
  assert.ok(text.trim().length > 0, `${what}: no words`);
  assert.doesNotMatch(text, /undefined|NaN|\$\{|\[object|null/, `${what}: ${JSON.stringify(text)}`);
}

// ---------------------------------------------------------------------------------------------
// Refusals

interface RefusalCase {
  readonly refusal: Refusal;
  /** What the game must have besides the piles the refusal names (the first such game of the registry is used). */
  readonly where?: (layout: Layout) => boolean;
  /** Another value for each parameter the words say: the sentence must change with it. */
  readonly vary: Readonly<Record<string, unknown>>;
  /** The parameters the words do not say, each with the reason. */
  readonly unsaid?: Readonly<Record<string, string>>;
}

const CASES: readonly RefusalCase[] = [
  { refusal: { id: 'game-over', status: 'won' }, vary: { status: 'lost' } },
  {
    refusal: { id: 'not-a-move', got: '42' },
    vary: {},
    unsaid: { got: 'the value a program passed, for developers (refusalText)' },
  },
  {
    refusal: { id: 'no-such-pile', pile: '"waste-9"' },
    vary: {},
    unsaid: { pile: 'a pile the game does not have has no name to give a player' },
  },
  {
    refusal: { id: 'bad-count', count: '0' },
    vary: {},
    unsaid: {
      count: 'the value a program passed, for developers',
      from: 'absent here: the next case, a count above what the pile holds, has one',
      cards: 'absent here: the next case has one',
    },
  },
  {
    refusal: { id: 'bad-count', count: '5', from: 'waste-2', cards: 2 },
    vary: { from: 'waste-3', cards: 3 },
    unsaid: { count: 'the value a program passed, for developers: the pile and what it holds say enough' },
  },
  { refusal: { id: 'same-pile', from: 'waste-1' }, vary: {}, unsaid: { from: '"that pile": the one just chosen' } },
  {
    refusal: { id: 'foundation-keeps', from: 'foundation-1' },
    vary: {},
    unsaid: { from: 'true of every foundation' },
  },
  { refusal: { id: 'stock-deals-itself', from: 'stock' }, vary: {}, unsaid: { from: 'there is one stock' } },
  {
    refusal: { id: 'wrong-source', from: 'foundation-1', to: 'waste-2', kinds: ['hand'] },
    vary: { to: 'waste-3', kinds: ['hand', 'waste-pile'] },
    unsaid: { from: 'the words say where the cards may come from instead' },
  },
  { refusal: { id: 'takes-nothing', to: 'foundation-1' }, vary: { to: 'foundation-2' } },
  { refusal: { id: 'empty-source', from: 'waste-2' }, vary: { from: 'waste-3' } },
  { refusal: { id: 'stock-one-card', from: 'stock' }, vary: {}, unsaid: { from: 'there is one stock' } },
  {
    refusal: { id: 'face-down', from: 'tableau-4', count: 3, faceUp: 2 },
    vary: { from: 'tableau-5', faceUp: 1 },
    unsaid: { count: 'the words say how many cards are face up, which is what the player can take' },
  },
  {
    refusal: { id: 'one-card-only', to: 'waste-1', kind: 'waste-pile', count: 2 },
    vary: { kind: 'foundation' },
    unsaid: { to: 'true of every pile of the kind, which the words name', count: 'any number above one' },
  },
  { refusal: { id: 'not-a-run', from: 'tableau-3', count: 3 }, vary: { from: 'tableau-6', count: 4 } },
  {
    refusal: { id: 'top-card-only', from: 'waste-2', count: 2 },
    vary: { from: 'waste-3' },
    unsaid: { count: 'any number above one: only the top card moves' },
  },
  {
    refusal: { id: 'empty-tableau', card: '5H', to: 'tableau-2', minCards: 3 },
    vary: { card: '6S', minCards: 4 },
    unsaid: { to: '"an empty pile": true of every empty tableau pile', rank: 'absent here: the next case has one' },
  },
  {
    refusal: { id: 'empty-tableau', card: '5H', to: 'tableau-2', rank: 13 },
    vary: { card: '6S', rank: 12 },
    unsaid: {
      to: '"an empty pile"',
      // No game asks for both yet; the words would have to say it (refusalText does).
      minCards: 'absent: no game asks an empty pile for a run of a given rank and length',
    },
  },
  {
    refusal: { id: 'does-not-follow', card: '5H', onto: '3H', to: 'foundation-2', kind: 'foundation', rank: 4, suit: 'same' },
    vary: { card: '6H', onto: '3S', to: 'foundation-3', kind: 'tableau', rank: 5, suit: 'any' },
  },
  {
    refusal: { id: 'does-not-follow', card: '5H', onto: '7C', to: 'tableau-3', kind: 'tableau', rank: 6, suit: 'alternate-colour' },
    vary: { card: '5S', onto: '7D', rank: 12, suit: 'colour' },
    unsaid: { to: 'the card it would go on is named instead', kind: 'a tableau pile here; the case above varies it' },
  },
  {
    refusal: { id: 'foundation-full', card: 'KH', to: 'foundation-1' },
    vary: { to: 'foundation-2' },
    unsaid: { card: 'a complete foundation takes no card at all' },
  },
  {
    refusal: { id: 'foundation-base', card: '3D', to: 'foundation-2', base: 4 },
    // Foundations that start from different ranks: the words name the one refused.
    where: (l) => new Set(l.foundations.map((f) => l.base[f])).size > 1,
    vary: { card: '7C', to: 'foundation-3', base: 5 },
  },
  {
    refusal: { id: 'suit-taken', card: '3D', to: 'foundation-2', owner: 'foundation-1', base: 2 },
    vary: { card: '3S', owner: 'foundation-4' },
    unsaid: { to: 'the suit already has a foundation: that one is named', base: 'the foundation that owns the suit is named instead' },
  },
  {
    refusal: { id: 'no-foundation-takes', card: '9C', from: 'waste-1' },
    vary: { card: '8D' },
    unsaid: { from: 'the card is named' },
  },
  {
    refusal: { id: 'foundation-closed', card: '5H', to: 'foundation-1', except: [] },
    vary: { to: 'foundation-2', except: [1] },
    unsaid: { card: 'no card of any rank but the exceptions goes there' },
  },
  {
    refusal: { id: 'whole-run-only', to: 'foundation-1', count: 13, base: 13 },
    vary: { to: 'foundation-2', count: 12, base: 1 },
  },
  { refusal: { id: 'space-only', from: 'waste-1', to: 'waste-2' }, vary: { from: 'waste-3', to: 'waste-4' } },
  { refusal: { id: 'stock-not-empty', to: 'stock' }, vary: {}, unsaid: { to: 'there is one stock' } },
  { refusal: { id: 'no-redeal-left', redeals: 2 }, vary: { redeals: 3 } },
  {
    refusal: { id: 'colour-taken', card: '3D', to: 'foundation-2', owner: 'foundation-1' },
    vary: { card: '3S', to: 'foundation-3', owner: 'foundation-4' },
  },
  {
    refusal: { id: 'colour-pattern', card: '3D', to: 'foundation-2', neighbour: 'foundation-1' },
    vary: { card: '3S', to: 'foundation-4', neighbour: 'foundation-3' },
  },
  { refusal: { id: 'reserve-closed', from: 'reserve-1' }, vary: {}, unsaid: { from: 'there is one reserve' } },
];

/** The parameters that name a pile. */
const PILE_PARAMS = ['from', 'to', 'owner', 'neighbour'];

/** The first game of the registry with every pile the case names (and what `where` asks). */
function layoutFor(c: RefusalCase): Layout {
  const named = [...Object.entries(c.refusal), ...Object.entries(c.vary)].filter(([k]) => PILE_PARAMS.includes(k));
  const piles = named.map(([, v]) => String(v));
  const layouts = variantIds.map((id) => layoutOf(getVariant(id)));
  const found = layouts.find((l) => piles.every((p) => l.indexOf.has(p)) && (c.where?.(l) ?? true));
  assert.ok(found, `${c.refusal.id}: no game has ${piles.join(', ')}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Rule facts: taken from every game of the registry; a parameter is varied with the value another
// game gives it, or with one of these.

/** Other values for parameters no two games of the registry differ in. */
const FACT_VALUES: Partial<Record<RuleFactId, Readonly<Record<string, unknown>>>> = {
  'two-decks': { cards: 156 },
  'waste-piles': { to: ['foundation', 'tableau'] },
  waste: { to: ['foundation'] },
  tableau: {
    count: 8,
    faceUp: 3,
    build: { direction: 'down', suit: 'alternate-colour' },
    run: { direction: 'down', suit: 'colour' },
    to: ['tableau'],
    empty: { rank: 12 },
  },
  reserve: { count: 2, deal: 3, hidden: false, to: ['foundation', 'tableau'] },
};
/** The parameters of a rule fact the words do not say, with the reason. */
const FACT_UNSAID: Partial<Record<RuleFactId, Readonly<Record<string, string>>>> = {
  note: { text: "the developer English of the note: players get the catalogue's words for it (variant, index)" },
};

const allFacts: RuleFact[] = variantIds.flatMap((id) => [...ruleFacts(getVariant(id)).facts]);

describe('the messages the engine returns are put into words in English, French and German', () => {
  before(async () => {
    await loadLocale('fr');
    await loadLocale('de');
  });

  describe('refusals (src/engine/reasons.ts Refusal → src/i18n/refusal-words.ts)', () => {
    const members = unionMembers('src/engine/reasons.ts', 'Refusal');

    it('every id the engine can refuse a move with has a case here, and every case is an id', () => {
      const ids = members.map((m) => m.id).sort();
      assert.ok(ids.length >= 25, `only ${ids.length} refusal ids found`);
      assert.deepEqual([...new Set(CASES.map((c) => c.refusal.id))].sort(), ids);
    });

    it('every parameter of every id is varied, or said to be left out of the words, and only those', () => {
      for (const { id, params } of members) {
        const cases = CASES.filter((c) => c.refusal.id === id);
        for (const c of cases) {
          const known = new Set([...Object.keys(c.vary), ...Object.keys(c.unsaid ?? {})]);
          assert.deepEqual(
            params.filter((p) => !known.has(p)),
            [],
            `${id}: parameters neither varied nor in unsaid`,
          );
          assert.deepEqual(
            [...known].filter((p) => !params.includes(p)),
            [],
            `${id}: not a parameter of the id`,
          );
        }
      }
    });

    for (const c of CASES) {
      const layout = layoutFor(c);
      const words = (r: Refusal, locale: (typeof LOCALES)[number], show: 'sign' | 'words') =>
        withLocale(locale, () => refusalSentence(layout, r, show));
      it(`${c.refusal.id} ${JSON.stringify(c.refusal)}`, () => {
        for (const show of ['sign', 'words'] as const) {
          const base = Object.fromEntries(LOCALES.map((l) => [l, words(c.refusal, l, show)]));
          for (const l of LOCALES) assertWhole(base[l], `${c.refusal.id} (${l})`);
          assert.notEqual(base.fr, base.en, `${c.refusal.id}: no French words (${base.en})`);
          assert.notEqual(base.de, base.en, `${c.refusal.id}: no German words (${base.en})`);
          for (const [param, value] of Object.entries(c.vary)) {
            const changed = { ...c.refusal, [param]: value } as Refusal;
            for (const l of LOCALES) {
              const other = words(changed, l, show);
              assertWhole(other, `${c.refusal.id} with ${param} ${JSON.stringify(value)} (${l})`);
              assert.notEqual(other, base[l], `${c.refusal.id} (${l}): the words do not say ${param} (${base[l]})`);
            }
          }
        }
      });
    }
  });

  describe('rule facts (src/engine/describe.ts RuleFact → src/i18n/rules-words.ts)', () => {
    const members = unionMembers('src/engine/describe.ts', 'RuleFact');
    const text = (f: RuleFact, l: (typeof LOCALES)[number]) =>
      withLocale(l, () => {
        const w = ruleWords(f);
        return `${w.heading}: ${w.text}`;
      });

    it('the games of the registry give every id at least once', () => {
      const given = new Set(allFacts.map((f) => f.id));
      assert.deepEqual(
        members.map((m) => m.id).filter((id) => !given.has(id as RuleFactId)),
        [],
      );
    });

    it('every game’s rules read as sentences a player would write: no "1 cards", no sentence said twice in a section', () => {
      const problems: string[] = [];
      for (const v of variantIds) {
        for (const fact of ruleFacts(getVariant(v)).facts) {
          for (const l of LOCALES) {
            const words = text(fact, l);
            // (A count of one, not "r − 1 cards".)
            if (/(?<![−\d] ?)\b1 (cards|cartes|Karten)\b/.test(words)) problems.push(`${v} ${fact.id} (${l}): ${words}`);
            const sentences = words.split(/(?<=\.) /);
            const twice = sentences.filter((x, i) => sentences.indexOf(x) !== i);
            if (twice.length) problems.push(`${v} ${fact.id} (${l}) says twice: ${twice[0]}`);
          }
        }
      }
      assert.deepEqual(problems, []);
    });

    for (const { id, params } of members) {
      it(`${id}: in words in the three languages, saying each of ${JSON.stringify(params)}`, () => {
        const facts = allFacts.filter((f) => f.id === id);
        for (const fact of facts) {
          const base = Object.fromEntries(LOCALES.map((l) => [l, text(fact, l)]));
          for (const l of LOCALES) assertWhole(base[l], `${id} (${l})`);
          assert.notEqual(base.fr, base.en, `${id}: no French words (${base.en})`);
          assert.notEqual(base.de, base.en, `${id}: no German words (${base.en})`);
        }
        const unsaid = FACT_UNSAID[id as RuleFactId] ?? {};
        const base = facts[0] as unknown as Record<string, unknown>;
        const baseWords = Object.fromEntries(LOCALES.map((l) => [l, text(facts[0], l)]));
        for (const p of params) {
          if (p in unsaid) continue;
          const same = (v: unknown) => JSON.stringify(v) === JSON.stringify(base[p]);
          const others = [
            ...facts.map((f) => (f as unknown as Record<string, unknown>)[p]).filter((v) => !same(v)),
            ...(p in (FACT_VALUES[id as RuleFactId] ?? {}) ? [FACT_VALUES[id as RuleFactId]![p]] : []),
          ];
          assert.ok(others.length > 0, `${id}: no other value of ${p} to vary it with (add one to FACT_VALUES)`);
          const changed = { ...base, [p]: others[0] } as unknown as RuleFact;
          for (const l of LOCALES) {
            const other = text(changed, l);
            assertWhole(other, `${id} with ${p} ${JSON.stringify(others[0])} (${l})`);
            assert.notEqual(other, baseWords[l], `${id} (${l}): the words do not say ${p} (${baseWords[l]})`);
          }
        }
      });
    }
  });
});
