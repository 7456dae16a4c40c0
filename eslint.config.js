// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';

export default defineConfig(
  { ignores: ['dist/', 'coverage/', 'storybook-static/', 'custom-elements.json', '.scratch/', 'node_modules/'] },
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
          selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(sir-tommy|lady-betty|lady-cadogan)$/]",
          message: 'Express a game rule in its variant declaration, not as a special case.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'stories/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
