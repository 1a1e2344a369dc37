import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

// Node's globals for the plain .mjs scripts (kept inline: no extra package needed).
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch', '__dirname']
    .map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-output/**', 'src/server/db/migrations/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (build helpers, CI glue) run outside the TypeScript projects.
    files: ['scripts/**/*.mjs', '*.mjs'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // CommonJS preload shims (tests/support) are loaded with `node --require`.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The renderer's markup: accessibility rules on JSX (issue #17, next to axe-core in the browser suite).
    files: ['src/renderer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
