import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The local PostgreSQL that the `api-postgres` project runs the API suite on (see README). */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  test: {
    // Both cores: Vitest's default is one worker fewer than the cores, one worker on this 2-core machine, and
    // most of the browser suite's time is spent waiting on the page and the clock, not computing.
    maxWorkers: 2,
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
            'tests/**/*.test.ts',
          ],
          exclude: ['tests/browser/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api-postgres',
          environment: 'node',
          // The data layer and the routes that reach its dialect-sensitive queries (docs/TESTING.md).
          include: [
            'api/db/**/*.test.ts',
            'api/routes/{settings,settingsImages,leaderboard,ratings,games,account,guide,hiveAuth}.test.ts',
          ],
          env: { TEST_DATABASE_URL: POSTGRES_URL },
          // Drops the schema tests/kits/testHarness.ts migrated for the file (one per file, emptied per test).
          setupFiles: ['tests/setup/dropTestSchema.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
