import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['engine/**/*.test.ts', 'api/**/*.test.ts', 'rooms/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
    ],
  },
});
