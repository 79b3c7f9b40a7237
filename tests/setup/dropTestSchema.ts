// The api-postgres project's setup file: after a test file's tests, drop the PostgreSQL schema that
// tests/kits/testHarness.ts migrated for that file.
import { afterAll } from 'vitest';
import { dropTestSchema } from '../kits/testHarness';

afterAll(async () => {
  await dropTestSchema();
});
