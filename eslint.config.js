import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import local from './scripts/lint/effectWaitCeiling.js';

const FEATURE_BOUNDARY =
  "Use another feature only through its public index.ts (e.g. '../../auth', not '../../auth/authSlice'); move what features share to src/lib.";
const DOWNWARD_ONLY =
  'Imports point down only (app → features → lib): a feature uses the store through src/lib/store/hooks, routes from src/lib/routes, i18n through react-i18next.';
const TEST_HELPERS_IN_TESTS = 'src/test holds test helpers: only tests import it.';

const TEST_FILES = ['**/*.test.{ts,tsx}'];

/** tsconfig.json's name for the app's modules, for the tests outside src: inside src the zones below see relative paths only. */
const APP_BY_NAME = { regex: '^@rehab/web(/|$)', message: "Inside src, import the app's modules by relative path: @rehab/web/* is for the tests outside src." };

/** The package's index reaches every component: the page chunks (scripts/lib/pageChunks.ts) follow imports to group modules. */
const ONE_COMPONENT_PER_IMPORT = { name: 'react-bootstrap', message: "Import each component from its own module: import Button from 'react-bootstrap/Button'." };

/**
 * The import zones. A file n folders below src/features/ reaches the folder
 * src/features/ with n '../' and src/ with n + 1, so each depth gets its own
 * patterns: n '../', a folder name and a slash is a deep path into another
 * feature (only its index.ts is public); n + 1 '../' and app is src/app,
 * which features never import. Tests may also use src/test.
 */
const featureZones = [1, 2, 3, 4, 5].flatMap((depth) => {
  const files = [`src/features/${'*/'.repeat(depth)}*.{ts,tsx}`];
  const deepIntoFeature = { regex: `^(\\.\\./){${depth}}(?!\\.\\.?/)[^/]+/`, message: FEATURE_BOUNDARY };
  const intoApp = { regex: `^(\\.\\./){${depth + 1}}app(/|$)`, message: DOWNWARD_ONLY };
  const intoTestHelpers = { regex: `^(\\.\\./){${depth + 1}}test(/|$)`, message: TEST_HELPERS_IN_TESTS };
  return [
    { files, ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { paths: [ONE_COMPONENT_PER_IMPORT], patterns: [deepIntoFeature, intoApp, intoTestHelpers, APP_BY_NAME] }] } },
    { files: files.map((f) => f.replace('*.{ts,tsx}', '*.test.{ts,tsx}')), rules: { 'no-restricted-imports': ['error', { paths: [ONE_COMPONENT_PER_IMPORT], patterns: [deepIntoFeature, intoApp, APP_BY_NAME] }] } },
  ];
});

export default tseslint.config(
  {
    ignores: ['dist', 'functions/lib', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.cache', '.emulator-data*', 'firebase-export-*', 'firebase.ports-*.json'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': ['error', { paths: [ONE_COMPONENT_PER_IMPORT] }],
    },
  },
  {
    // React lives in src only. The hooks rules run the React Compiler's analysis on every file they see (about
    // three quarters of the lint's time), so the scripts, functions, tests and model package are left out.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_COMPONENT_PER_IMPORT], patterns: [APP_BY_NAME] }] },
  },
  ...featureZones,
  {
    // Shared code sits below the features and the app and never depends on them.
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_COMPONENT_PER_IMPORT],
          patterns: [{ regex: '^(\\.\\./)+(app|features|test)(/|$)', message: 'src/lib is shared by the features and the app and imports neither (nor the test helpers).' }, APP_BY_NAME],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ONE_COMPONENT_PER_IMPORT], patterns: [{ regex: '^(\\.\\./)+(app|features)(/|$)', message: 'src/lib is shared by the features and the app and imports neither.' }, APP_BY_NAME] },
      ],
    },
  },
  {
    // The shared contract runs in the browser, in the functions and in Node scripts: no Firebase SDK, no React,
    // nothing of the app's tree.
    files: ['packages/model/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(firebase|firebase-admin|firebase-functions|react|react-dom)(/|$)', message: 'The model package holds no Firebase SDK or React code.' },
            { regex: '^(\\.\\./)+(\\.\\./)?(src|functions|scripts|tests)(/|$)', message: 'The model package imports nothing of the app, the functions, the scripts or the tests.' },
            { regex: '^@rehab/web(/|$)', message: 'The model package imports nothing of the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'functions/src/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A kept document's trigger is retried on transient errors, also where the emulators would drop its event.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/triggers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions/v2/firestore',
              importNames: ['onDocumentWritten'],
              message: "Declare a trigger with onDocumentWritten of functions/src/lib/triggers.ts: retry: true, and retried on transient errors.",
            },
            {
              name: 'firebase-functions/v2/storage',
              importNames: ['onObjectFinalized'],
              message: 'Declare a Storage trigger with onObjectFinalized of functions/src/lib/triggers.ts: retry: true, and retried on transient errors.',
            },
            {
              name: 'firebase-functions/v2/scheduler',
              importNames: ['onSchedule'],
              message: 'Declare a scheduled job with onScheduledJob of functions/src/lib/triggers.ts: its cadence from SCHEDULED_JOBS, retried when a run fails.',
            },
          ],
        },
      ],
    },
  },
  {
    // No test's verdict depends on the machine's speed: waits for an effect give up after a minute at the soonest.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}', 'playwright.config.ts'],
    plugins: { local },
    rules: { 'local/effect-wait-ceiling': 'error' },
  },
);
