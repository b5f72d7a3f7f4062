import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import directions of docs (architecture §2): ui → machines → api → domain; theme for ui
// only; the server never reaches into ui or machines. Each zone names what it may NOT import.
const boundaries = [
  {
    target: './src/ui',
    from: './src/api',
    message: 'Screens send events to machines; only the composition root talks to src/api.',
  },
  { target: './src/machines', from: './src/ui', message: 'Machines must not know the UI.' },
  { target: './src/machines', from: './src/theme', message: 'Machines must not know the theme.' },
  { target: './src/api', from: './src/machines', message: 'The API layer must not know machines.' },
  { target: './src/api', from: './src/ui', message: 'The API layer must not know the UI.' },
  { target: './src/domain', from: ['./src/api', './src/machines', './src/ui', './src/theme'], message: 'Domain code is pure.' },
  { target: './src/theme', from: ['./src/api', './src/machines', './src/ui'], message: 'The theme is tokens only.' },
  { target: './server', from: ['./src/ui', './src/machines', './src/theme'], message: 'The server may use src/api contracts and src/domain only.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'The UI never calls HTTP; send an event.' }] }],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Machines are framework-free.' },
            { name: 'axios', message: 'Machines invoke actors; the API layer does HTTP.' },
          ],
          patterns: [{ group: ['react-router*', '@xstate/react', 'react-dom*'], message: 'Machines are framework-free.' }],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
);
