// One linter for the whole package. Layer rules keep imports flowing downward (see docs/ARCHITECTURE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import path from 'node:path';

/** The pattern that forbids `layer` (relative paths of any depth); `tests/kits/` stays open to test files. */
const layerPattern = (layer, kitsOpen) =>
  kitsOpen && layer === 'tests'
    ? {
        regex: '^(\\.\\./)+tests(/(?!kits/)|$)',
        message: 'A test here may import tests/ only from tests/kits/ (see docs/ARCHITECTURE.md).',
      }
    : {
        regex: `^(\\.\\./)+${layer}(/|$)`,
        message: `This layer may not import ${layer}/ (see docs/ARCHITECTURE.md).`,
      };

/** api/, which rooms/ reaches only through its store adapter (rooms/store/). */
const API_THROUGH_STORE = {
  regex: '^(\\.\\./)+api(/|$)',
  message: 'rooms/ reaches api/ only through its store adapter, rooms/store/ (see docs/ARCHITECTURE.md).',
};

/** Forbids imports from the given top-level folders (relative paths of any depth). */
const forbidLayers = (layers, extra = [], kitsOpen = false) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [...layers.map((layer) => layerPattern(layer, kitsOpen)), ...extra],
    },
  ],
});

/** The rules of a layer without I/O, clock or chance (`folder`/), which may not import `layers`. */
const pureLayer = (folder, layers) => ({
  ...forbidLayers(layers, [{ regex: '^node:', message: `${folder}/ does no I/O: no Node built-ins.` }]),
  'no-restricted-globals': [
    'error',
    { name: 'Date', message: `${folder}/ takes the time as an argument.` },
    { name: 'setTimeout', message: `${folder}/ has no timers.` },
    { name: 'setInterval', message: `${folder}/ has no timers.` },
    { name: 'console', message: `${folder}/ does no I/O.` },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: `${folder}/ uses the engine's seeded generator (engine/rng.ts).`,
    },
  ],
});

/**
 * What rooms/ may import outside its store adapter: neither server/, web/, tests/ nor api/ (any path into it).
 * Exported for tests/layerRules.test.ts.
 */
export const ROOMS_IMPORTS = forbidLayers(['server', 'web', 'tests'], [API_THROUGH_STORE]);

/** A plan square of a reveal (`moveA`, `hitB`, `fromA`, ...). */
const PLAN_SQUARE = '/^(move|hit|from)[AB]$/';
/** `x.phase === 'move'` or `phase !== 'over'`. */
const PHASE_TEST =
  "BinaryExpression[operator=/^[!=]==?$/][right.type='Literal']:matches([left.property.name='phase'], [left.name='phase'])";

/**
 * Rules live in the engine (docs/ARCHITECTURE.md): web/ and rooms/ may not decide whether a hit landed by
 * comparing plan squares, nor spell out which phases do what. Exported for tests/edgeRules.test.ts.
 */
export const EDGE_RULES = {
  'no-restricted-syntax': [
    'error',
    ...['left', 'right'].map((side) => ({
      selector: `BinaryExpression[operator=/^[!=]==?$/][${side}.property.name=${PLAN_SQUARE}]`,
      message: 'Ask the engine (landedHits, hitLands) instead of comparing plan squares.',
    })),
    ...[
      `LogicalExpression:has(> ${PHASE_TEST}.left):has(> ${PHASE_TEST}.right)`,
      // Left-nested: `x && a.phase !== 'waiting' && a.phase !== 'over'` reads as `(x && A) && B`.
      `LogicalExpression:has(> ${PHASE_TEST}.right) > LogicalExpression.left:has(> ${PHASE_TEST}.right)`,
    ].map((selector) => ({
      selector,
      message:
        'Ask the engine (isPickPhase, isPlanningPhase, isLivePhase, showsReveal, legalSteps) instead of listing phases.',
    })),
    {
      selector:
        'SwitchStatement:matches([discriminant.property.name=/^phase$/], [discriminant.name=/^phase$/])',
      message: 'Ask the engine (legalSteps, isDone, the phase predicates) instead of switching over phases.',
    },
  ],
};

/**
 * A user row is written in api/db/users.ts only, which forgets what each write changed in the board's and the
 * join's caches (the migrations, frozen, keep their own writes). Exported for tests/edgeRules.test.ts.
 */
export const USER_WRITES = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        "CallExpression[callee.property.name=/^(updateTable|insertInto|deleteFrom)$/][arguments.0.value='users']",
      message: 'Write users through api/db/users.ts (it forgets the board and the join cache as it writes).',
    },
  ],
};

/**
 * web/ asks the server again through TanStack Query (useQuery's refetchInterval), never on a hand-rolled interval
 * (issue 39). Exported for tests/edgeRules.test.ts.
 */
const POLL_WITH_QUERY =
  'Poll the server with useQuery({ refetchInterval }) (web/src/net/queryClient.ts); a display clock ticks on useTicker.';
export const WEB_INTERVALS = {
  'no-restricted-globals': ['error', { name: 'setInterval', message: POLL_WITH_QUERY }],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'setInterval', message: POLL_WITH_QUERY },
    { object: 'globalThis', property: 'setInterval', message: POLL_WITH_QUERY },
  ],
};

/** The only web/ files with a setInterval of their own: none asks the server anything. */
export const WEB_INTERVAL_FILES = [
  // useTicker: re-renders the phase's countdown (and TV's "Next game in 5 s…") while it shows.
  'web/src/game/panel/PhaseClock.tsx',
  // The HiveAuth request's "Expires in m:ss".
  'web/src/signin/HiveAuthForm.tsx',
  // Looks for window.hive_keychain for one second: the extension injects it after load and fires no event.
  'web/src/signin/device.ts',
];

/** The folders (from the repository's root) the game host may import, besides the packages it names. */
const HOST_MAY_IMPORT = ['rooms/host', 'engine', 'contract'];
/** The only packages the host imports: Node's hashing and random bytes for its commitments (its tests: vitest). */
const HOST_PACKAGES = ['node:crypto'];
const HOST_TEST_PACKAGES = [...HOST_PACKAGES, 'vitest'];

/**
 * `host/imports`: every import of a file under rooms/host/ (static, dynamic, re-export) resolves into rooms/host/,
 * engine/ or contract/, however many `../` it takes to get there, or is one of HOST_PACKAGES (vitest too in a test). Exported, with the
 * plugin that carries it, for tests/hostImports.test.ts.
 */
export const HOST_BOUNDARY = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          outside:
            'rooms/host/ imports only itself, engine/ and contract/ (its ports own their types): "{{source}}" is {{where}}.',
        },
      },
      create(context) {
        const root = import.meta.dirname;
        const dir = path.dirname(context.filename);
        const packages = context.filename.endsWith('.test.ts') ? HOST_TEST_PACKAGES : HOST_PACKAGES;
        const check = (node) => {
          const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
          if (source === undefined) return;
          const relative = source.startsWith('.');
          if (!relative && packages.includes(source)) return;
          const where = relative
            ? path.relative(root, path.resolve(dir, source)).split(path.sep).join('/')
            : '';
          const inside = HOST_MAY_IMPORT.some((folder) => where === folder || where.startsWith(`${folder}/`));
          if (relative && inside) return;
          const said = relative ? `${where}/` : 'a package';
          context.report({ node, messageId: 'outside', data: { source, where: said } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Index look-ups are checked by noUncheckedIndexedAccess; `!` marks an index known to be valid.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: pureLayer('engine', ['api', 'contract', 'rooms', 'server', 'web', 'tests']),
  },
  // The HTTP contract between api/ and web/ (and rooms/): pure too, it may use the engine's types and nothing
  // else of ours; the engine knows nothing of HTTP.
  { files: ['contract/**/*.ts'], rules: pureLayer('contract', ['api', 'rooms', 'server', 'web', 'tests']) },
  { files: ['api/**/*.ts'], rules: forbidLayers(['rooms', 'server', 'web', 'tests']) },
  // An api/ unit test may use the shared test kits (tests/kits/), and nothing else of tests/.
  { files: ['api/**/*.test.ts'], rules: forbidLayers(['rooms', 'server', 'web', 'tests'], [], true) },
  // Users are written in one module (api/db/users.ts); the frozen migrations keep their own writes.
  {
    files: ['api/**/*.ts'],
    ignores: ['api/db/users.ts', 'api/db/migrations/**', '**/*.test.ts'],
    rules: USER_WRITES,
  },
  { files: ['rooms/**/*.ts'], rules: forbidLayers(['server', 'web', 'tests']) },
  // rooms/ reaches api/ through its store adapter only (server/ composes the process from api/ and rooms/).
  { files: ['rooms/**/*.ts'], ignores: ['rooms/store/**'], rules: ROOMS_IMPORTS },
  // The game host knows no Colyseus and no database: its ports (rooms/host/ports.ts) are its only way out.
  {
    files: ['rooms/host/**/*.ts'],
    plugins: { host: HOST_BOUNDARY },
    rules: {
      'host/imports': 'error',
      ...forbidLayers(
        ['server', 'web', 'tests', 'api'],
        [
          {
            regex: '^@colyseus/',
            message: 'rooms/host/ knows no Colyseus: a room adapts it (rooms/colyseus/gameRoom.ts).',
          },
        ],
      ),
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'rooms/host/ wakes up through its Clock port.' },
        { name: 'setInterval', message: 'rooms/host/ wakes up through its Clock port.' },
      ],
    },
  },
  { files: ['web/**/*.{ts,tsx}'], rules: forbidLayers(['api', 'rooms', 'server', 'tests']) },
  // The composition root (server/: main, the config read once, the wiring, the demo, the builds) may import every
  // layer but web/ and tests/; no layer imports it.
  { files: ['server/**/*.ts'], rules: forbidLayers(['web', 'tests']) },
  { files: ['web/**/*.{ts,tsx}', 'rooms/**/*.ts'], ignores: ['**/*.test.{ts,tsx}'], rules: EDGE_RULES },
  // No hand-rolled polling in web/: TanStack Query polls; only the display clocks listed tick on an interval.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', ...WEB_INTERVAL_FILES],
    rules: WEB_INTERVALS,
  },
  { files: ['*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
