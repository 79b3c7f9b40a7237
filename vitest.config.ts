import react from '@vitejs/plugin-react';
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
          include: [
            'engine/**/*.test.ts',
            'contract/**/*.test.ts',
            'api/**/*.test.ts',
            'rooms/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/buildWeb.ts'],
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
          include: ['api/**/*.test.ts'],
          env: { TEST_DATABASE_URL: POSTGRES_URL },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
