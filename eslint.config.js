import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const FEATURE_BOUNDARY =
  "Use another feature only through its public index.ts (e.g. '../../auth', not '../../auth/authSlice'); move what features share to src/lib or src/app.";

/**
 * Features reach each other only through their index.ts. A file n folders
 * below src/features/ gets there with exactly n '../', so the rule is one
 * pattern per depth: n '../', a folder name and a slash (a deep path into
 * that feature). A feature's own relative imports and src/lib, src/app
 * (more '../') stay allowed.
 */
const featureBoundaries = [1, 2, 3, 4, 5].map((depth) => ({
  files: [`src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./){${depth}}(?!\\.\\.?/)[^/]+/`, message: FEATURE_BOUNDARY }] }],
  },
}));

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
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...featureBoundaries,
  {
    // Shared code sits below the features and never depends on one.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features(/|$)', message: 'src/lib is shared by the features and must not import from them.' }] }],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'functions/src/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
