import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesRule } from './boundaries.js';
import { operatorLayersRule } from './operator-layers.js';

const resident = { rules: { boundaries: boundariesRule, 'operator-layers': operatorLayersRule } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      'tooling/runtime/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { resident, 'react-hooks': reactHooks },
    rules: {
      'resident/boundaries': 'error',
      'resident/operator-layers': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server and user text must be rendered as text: React escapes it. Never dangerouslySetInnerHTML.',
        },
        {
          // The browser checks these itself and covers our Russian message with its own English bubble.
          selector: "JSXAttribute[name.name='type'][value.value=/^(email|url|number)$/]",
          message:
            'No native validation: use inputMode (email, url, decimal) and the form rules of @resident/ui for the Russian message.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
