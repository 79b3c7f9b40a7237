import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from './connect';
import { prepared } from './prepared';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

test('a prepared statement is built once and runs with each call’s parameters; other values stay constants', async () => {
  let builds = 0;
  const insert = prepared((k, p: { key: unknown; value: unknown }) => {
    builds++;
    return k.insertInto('settings').values({ key: p.key as string, value: p.value as string });
  });
  const read = prepared((k, p: { key: unknown }) => {
    builds++;
    return k
      .selectFrom('settings')
      .select('value')
      .where('key', '=', p.key as string)
      .where('value', '!=', 'hidden');
  });
  await insert(db.kysely, { key: 'a', value: 'one' });
  await insert(db.kysely, { key: 'b', value: 'hidden' });
  await insert(db.kysely, { key: 'c', value: 'three' });
  expect((await read(db.kysely, { key: 'a' })).rows).toEqual([{ value: 'one' }]);
  expect((await read(db.kysely, { key: 'b' })).rows).toEqual([]);
  expect((await read(db.kysely, { key: 'c' })).rows).toEqual([{ value: 'three' }]);
  expect(builds).toBe(2);
});

test('on a database with plugins it is built every time, so their rewrites apply to each statement', async () => {
  let builds = 0;
  const read = prepared((k, p: { key: unknown }) => {
    builds++;
    return k
      .selectFrom('settings')
      .select('value')
      .where('key', '=', p.key as string);
  });
  const seen: string[] = [];
  const withPlugin = db.kysely.withPlugin({
    transformQuery: ({ node }) => {
      seen.push(node.kind);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  });
  await read(withPlugin, { key: 'a' });
  await read(withPlugin, { key: 'b' });
  expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  expect(builds).toBe(2);
});
