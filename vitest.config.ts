import { defineConfig } from 'vitest/config';

/** The local PostgreSQL that the `api-postgres` project runs the API suite on (see README). */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['engine/**/*.test.ts', 'api/**/*.test.ts', 'rooms/**/*.test.ts', 'tests/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['api/**/*.test.ts'],
          env: { TEST_DATABASE_URL: POSTGRES_URL },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
