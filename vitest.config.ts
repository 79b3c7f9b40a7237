import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The local PostgreSQL that the `api-postgres` project runs the API suite on (see README). */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Node test files that mock a module (`vi.mock`): they need a module cache of their own. */
const MOCKING_MODULES = ['api/routes/account.passwords.test.ts'];

const WEB_MOCKING_MODULES = [
  'web/src/game/useUnloadGuard.test.tsx',
  'web/src/game/panel/StartBar.test.tsx',
  'web/src/game/choice/newcomer.test.tsx',
  'web/src/game/net/connection.test.ts',
  'web/src/game/panel/TurnList.test.tsx',
  'web/src/game/GameScreen.test.tsx',
  'web/src/signin/SignInMethods.test.tsx',
  'web/src/signin/components.test.tsx',
  'web/src/guide/GuideOffer.test.tsx',
];

export default defineConfig({
  test: {
    // Four workers on this 2-core machine: Vitest's default is one worker fewer than the cores (one here), and much
    // of the browser and process tests' time is spent waiting on a page, a game's clock or another process, not
    // computing. Measured on the whole `npm test` on 2026-11-28 (docs/TESTING.md): 3 workers 355 s with the cores
    // idle a sixth of the time in the browser and process phases; 4 workers 315-340 s over four runs, the cores
    // busy but for the real-process tests. (On 2026-11-26, 4 workers failed a real-time test now and then; those
    // tests have since been made to tolerate a slow host, and the load runs' SIGUSR2 race is gone.)
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'contract/**/*.test.ts',
            'api/**/*.test.ts',
            'rooms/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: ['tests/browser/**', ...MOCKING_MODULES],
          // The server bundle the scale-out, crash and drain tests' processes run (tests/twoProcesses.ts).
          globalSetup: ['tests/setup/buildServer.ts'],
          // One module cache per worker, from file to file: the server's modules are imported once per worker,
          // not once per file (the project's imports fell from about 100 s to 15 s). Every file here starts
          // its own servers and databases and closes them; a file that mocks a module runs isolated below.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: [...MOCKING_MODULES],
          // Sign-ins that derive scrypt keys at N=2^17 (128 MB each): seconds apiece on a busy host.
          testTimeout: 30_000,
        },
      },
      {
        // The browser suite (docs/TESTING.md): the built web client, then the files sharing one Chromium and one
        // server per worker process (tests/browserHarness.ts). `isolate: false` keeps the harness module, and so
        // its singleton, from file to file; forks, not threads: Colyseus's matchMaker and better-sqlite3 are
        // per process, so one server per process.
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/buildWeb.ts'],
          pool: 'forks',
          isolate: false,
          // Whole games in real time: about 10 s each here, three times that on the slow CI host seen (docs/TESTING.md
          // "A slow host"); a test that passes never waits this out.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: [...WEB_MOCKING_MODULES],
          isolate: false,
          setupFiles: ['tests/setup/webCleanup.ts', 'web/src/i18n/init.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-mocks',
          environment: 'jsdom',
          include: [...WEB_MOCKING_MODULES],
          setupFiles: ['web/src/i18n/init.ts'],
        },
      },
      {
        test: {
          name: 'api-postgres',
          environment: 'node',
          // The data layer and the routes that reach its dialect-sensitive queries (docs/TESTING.md).
          include: [
            'api/db/**/*.test.ts',
            'api/routes/{settings,settingsImages,leaderboard,ratings,games,historyBounds,account,guide,notices,hiveAuth,hiveAuthWallet,hiveSigner,chain}.test.ts',
          ],
          env: { TEST_DATABASE_URL: POSTGRES_URL },
          isolate: false,
          // Drops the schema tests/kits/testHarness.ts migrated for the file (one per file, emptied per test).
          setupFiles: ['tests/setup/dropTestSchema.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
