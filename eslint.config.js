import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/eslintImportCycles.js';

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

// The UI's features (docs/decisions/0029-one-folder-per-feature.md): each is one folder of
// src/ui, and another part of the UI reaches it only through its public file, index.ts.
const FEATURES = [
  'account', 'cart', 'catalogue', 'chat', 'checkout', 'desk', 'money', 'news', 'notifications',
  'registration', 'requests', 'search', 'session', 'statecharts', 'wallet',
];
// What src/ui/app/services.tsx names of a feature: the type of what the composition root hands it.
const SERVICE_TYPES = {
  account: 'accountServices.ts', cart: 'cartActor.ts', catalogue: 'catalogueMachines.ts', chat: 'chatServices.ts',
  desk: 'deskServices.ts', money: 'moneyMachines.ts', news: 'newsMachines.ts', session: 'earlyTyping.ts',
  statecharts: 'liveStates.ts',
};
// What a feature puts in the app's frame (the header): the shell imports these by their own files,
// so that the frame's chunk, fetched at every signed-in visit, carries them and nothing more.
const FRAME_PARTS = { cart: ['./HeaderCartCount.tsx'], search: ['./HeaderSearch.tsx', './HeaderSearch.css.ts'] };
const featureBoundaries = [
  // The router (which loads each screen by its own file, lazily: through a public file the screens
  // would share one chunk), the shell and the services context are the exceptions, below.
  ...FEATURES.map((feature) => ({
    target: `./src/ui/!(${feature}|router|app|shell)/**`,
    from: `./src/ui/${feature}`,
    except: ['./index.ts'],
    message: `Another feature's files are its own: import what it shares from src/ui/${feature}/index.ts.`,
  })),
  ...FEATURES.map((feature) => ({
    target: './src/ui/shell',
    from: `./src/ui/${feature}`,
    except: ['./index.ts', ...(FRAME_PARTS[feature] ?? [])],
    message: `The frame takes a feature's header parts by their files, the rest from src/ui/${feature}/index.ts.`,
  })),
  ...FEATURES.map((feature) => ({
    target: './src/ui/app',
    from: `./src/ui/${feature}`,
    except: SERVICE_TYPES[feature] ? [`./${SERVICE_TYPES[feature]}`] : [],
    message: 'The services context knows each feature only by the type of its services.',
  })),
  {
    target: ['./src/ui/components', './src/ui/forms'],
    from: FEATURES.map((feature) => `./src/ui/${feature}`),
    message: 'Shared building blocks know no feature.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks, lyla: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...boundaries, ...featureBoundaries] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'lyla/no-import-cycle': ['error', { root: 'src' }],
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
