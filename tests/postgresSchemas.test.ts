// A process migrates its own PostgreSQL schema whatever other clients do to theirs (api/db/postgresDialect.ts):
// CI once failed a test file because another file dropped its schema while this one migrated, and Kysely's
// introspector read every schema of the database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { openDb } from '../api/db/connect';

const PG = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const made: string[] = [];

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function newSchema(): Promise<string> {
  const schema = `intro_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE SCHEMA ${schema}`);
  made.push(schema);
  return schema;
}

afterAll(async () => {
  for (const schema of made) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

test("the database's introspection sees its own schema's tables, no other schema's", async () => {
  const other = await newSchema();
  await admin(`CREATE TABLE ${other}.elsewhere (id serial PRIMARY KEY, name text)`);
  const schema = await newSchema();
  const db = await openDb(PG, { schema });
  try {
    const tables = await db.kysely.introspection.getTables();
    const names = tables.map((t) => t.name);
    expect(names).toContain('users');
    expect(names).not.toContain('elsewhere');
    expect(names).not.toContain('kysely_migration');
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
    const withKysely = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.map((t) => t.name)).toContain('kysely_migration');
    const users = tables.find((t) => t.name === 'users');
    expect(users?.columns.find((c) => c.name === 'id')).toMatchObject({ isNullable: false });
  } finally {
    await db.close();
  }
});

// 90 s, not the project's 30: a clean-clone run on a busy host took longer (it passes in seconds alone).
test('migrations succeed while other clients create and drop schemas', async () => {
  const state = { churning: true };
  const churn = (async () => {
    let rounds = 0;
    while (state.churning || rounds < 5) {
      const s = `churn_${randomBytes(5).toString('hex')}`;
      await admin(`CREATE SCHEMA ${s}; CREATE TABLE ${s}.t (id serial PRIMARY KEY, a text, b text)`);
      await admin(`DROP SCHEMA ${s} CASCADE`);
      rounds++;
    }
    return rounds;
  })();
  try {
    for (let i = 0; i < 12; i++) {
      const db = await openDb(PG, { schema: await newSchema() });
      await db.close();
    }
  } finally {
    state.churning = false;
  }
  expect(await churn).toBeGreaterThanOrEqual(5);
}, 90_000);
