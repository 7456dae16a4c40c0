// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';

/**
 * The games, read from their declaration files (src/variants/<id>.ts): the id, the name for people
 * and the exported constant. No file outside src/variants may name a game, except a test file whose
 * own name holds the game's id (its rule tests); generic suites iterate `variantIds`.
 */
const games = readdirSync(new URL('./src/variants/', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => {
    const text = readFileSync(new URL(`./src/variants/${f}`, import.meta.url), 'utf8');
    return {
      id: f.replace(/\.ts$/, ''),
      name: /\bname: '([^']+)'/.exec(text)?.[1] ?? '',
      constant: /export const (\w+) = defineVariant/.exec(text)?.[1] ?? '',
    };
  });
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `no-restricted-syntax` entries that forbid naming any of `list` in a string or an identifier. */
const naming = (list) => {
  if (list.length === 0) return [];
  const ids = list.map((g) => escape(g.id)).join('|');
  const names = list
    .map((g) => escape(g.name))
    .filter(Boolean)
    .join('|');
  const constants = list
    .map((g) => g.constant)
    .filter(Boolean)
    .join('|');
  const message =
    'Name a game only in its declaration (src/variants) or its own rules tests (a test file named after its id); generic code and suites iterate variantIds.';
  return [
    // An id as a whole string ('lady-betty'); a name for people anywhere in a string ("Lady Betty").
    { selector: `Literal[value=/^(${ids})$/]`, message },
    ...(names
      ? [
          { selector: `Literal[value=/\\b(${names})\\b/]`, message },
          { selector: `TemplateElement[value.raw=/\\b(${names})\\b/]`, message },
        ]
      : []),
    // An id as an attribute value or a query value in a template (`variant="lady-betty"`, `?variant=lady-betty`).
    { selector: `TemplateElement[value.raw=/=["']?(${ids})(["'&\\s>]|$)/]`, message },
    ...(constants ? [{ selector: `Identifier[name=/^(${constants})$/]`, message }] : []),
  ];
};

export default defineConfig(
  { ignores: ['dist/', 'coverage/', 'storybook-static/', 'custom-elements.json', '.scratch/', 'node_modules/', 'src/i18n/locales/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  litConfigs['flat/recommended'],
  wcConfigs['flat/recommended'],
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    // The engine and the variant declarations are pure TypeScript: no DOM, no Lit, no elements.
    files: ['src/engine/**/*.ts', 'src/variants/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*'], message: 'The engine must not depend on Lit.' },
            { group: ['**/components/**', '**/controllers/**', '**/events/**'], message: 'The engine must not depend on the elements.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'customElements'],
    },
  },
  {
    // No game may be special-cased by name outside its own declaration file.
    files: ['src/**/*.ts'],
    ignores: ['src/variants/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(${games.map((g) => g.id).join('|')})$/]`,
          message: 'Express a game rule in its variant declaration, not as a special case.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'stories/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests name no game, so that a new variant is covered by every generic suite without an edit
    // (the element tests listed above are exempt for now; the game fixtures are data).
    files: ['test/**/*.ts'],
    ignores: ['test/fixtures/**'],
    rules: { 'no-restricted-syntax': ['error', ...naming(games)] },
  },
  // A test file named after a game (rules-<id>.test.ts) may name that game, and no other.
  ...games.map((g) => ({
    files: [`test/**/*${g.id}*.ts`],
    ignores: ['test/fixtures/**'],
    rules: { 'no-restricted-syntax': ['error', ...naming(games.filter((o) => o !== g && !o.id.includes(g.id) && !g.id.includes(o.id)))] },
  })),
);
