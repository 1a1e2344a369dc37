import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Node's globals for the plain .mjs scripts (kept inline: no extra package needed).
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'fetch',
    '__dirname',
  ].map((name) => [name, 'readonly']),
);

/**
 * The parts of the program and of the server, most specific first (a file takes the first
 * type that matches). The server is layered: a layer imports only the layers below it, so
 * the order of SERVER_LAYERS is the order of dependence, top to bottom. Queries load rows and
 * hand them to presenters, which declare the rows they take (presenters/input-rows.ts).
 */
const SERVER_LAYERS = [
  [
    'server-entry',
    ['src/server/server.ts', 'src/server/cli.ts', 'src/server/cli/**', 'src/server/dev/**'],
  ],
  ['server-http', ['src/server/http/**']],
  ['server-jobs', ['src/server/jobs/**', 'src/server/backup/**']],
  ['server-commands', ['src/server/commands/**']],
  ['server-queries', ['src/server/queries/**']],
  ['server-presenters', ['src/server/presenters/**']],
  ['server-engine', ['src/server/game/engine/**']],
  [
    'server-domain',
    [
      'src/server/ai/**',
      'src/server/auth/**',
      'src/server/ledger/**',
      'src/server/players/**',
      'src/server/game/events.ts',
      'src/server/game/validation/**',
      'src/server/context.ts',
    ],
  ],
  ['server-db', ['src/server/db/**']],
  // The game's rules are pure (no I/O): the database schema may derive its checks from them.
  ['server-rules', ['src/server/game/rules/**']],
  [
    'server-base',
    [
      'src/server/settings/**',
      'src/server/errors.ts',
      'src/server/clock.ts',
      'src/server/seeded-random.ts',
      'src/server/version.ts',
      'src/server/data/**',
    ],
  ],
];
const SERVER_TYPES = SERVER_LAYERS.map(([type]) => type);

const ELEMENTS = [
  { type: 'shared', pattern: 'src/shared/**', mode: 'full' },
  { type: 'renderer', pattern: 'src/renderer/**', mode: 'full' },
  { type: 'preload', pattern: 'src/preload/**', mode: 'full' },
  { type: 'main-core', pattern: 'src/main/core/**', mode: 'full' },
  { type: 'main', pattern: 'src/main/**', mode: 'full' },
  ...SERVER_LAYERS.map(([type, patterns]) => ({ type, pattern: patterns, mode: 'full' })),
];

/** What each part may import, besides itself (every server layer: the layers below it). */
const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
const DEPENDENCY_POLICIES = [
  allowed('shared', ['shared']),
  allowed('renderer', ['renderer', 'shared']),
  allowed('preload', ['preload', 'shared']),
  allowed('main-core', ['main-core', 'shared']),
  // The embedded server runs the game server in a child process started by main.
  allowed('main', ['main', 'main-core', 'shared', ...SERVER_TYPES]),
  ...SERVER_TYPES.map((type, index) =>
    allowed(type, [type, ...SERVER_TYPES.slice(index + 1), 'shared']),
  ),
];

const noElectron = (message) => ({
  'no-restricted-imports': [
    'error',
    { paths: [{ name: 'electron', message }], patterns: [{ group: ['electron/*'], message }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'node_modules/**',
      'test-output/**',
      'src/server/db/migrations/**',
      'dist/**',
      // electron-vite's bundled config, written beside it for a moment while the build (which
      // npm test runs beside the lint) starts: linting it raced its deletion.
      '*.config.ts.*.mjs',
    ],
  },
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
    // Rules that need the types: promises nobody awaits or handles are the bugs lint cannot
    // otherwise see.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // The renderer's markup: accessibility rules on JSX (issue #17, next to axe-core in the browser suite).
    files: ['src/renderer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Who may import whom: the boundaries DEVELOPERS.md describes, checked on every import.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      // 'full' mode matches a pattern against the whole path, so that single files (errors.ts)
      // are parts too; the plugin calls that mode legacy and would warn on every run.
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: DEPENDENCY_POLICIES }],
    },
  },
  {
    files: ['src/main/core/**/*.ts'],
    rules: noElectron(
      'main/core runs without Electron (tests drive it in plain Node): reach Electron through src/main/electron.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noElectron('The game server runs without Electron.'),
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
