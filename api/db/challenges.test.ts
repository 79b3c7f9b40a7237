import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import {
  CHALLENGE_MS,
  consumeChallenge,
  createChallenge,
  findChallenge,
  useSignatureOnce,
} from './challenges';
import type { Db } from './connect';
import { createLegacyUser } from './users';

const NOW = 1_800_000_000_000;
const signIn = { username: 'alice', linkUserId: null };

let db: Db;
let opened: Db | undefined;
beforeEach(async () => {
  opened = db = await openTestDb();
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('challenges', () => {
  test('a challenge names the account, carries a random nonce and id, and lasts 5 minutes', async () => {
    const a = await createChallenge(db.kysely, signIn, NOW);
    expect(a.memo).toMatch(/^octoduel:login:alice:[0-9a-f]{32}$/);
    expect(a.expiresAt).toBe(NOW + CHALLENGE_MS);
    const b = await createChallenge(db.kysely, { username: 'bob', linkUserId: null }, NOW);
    expect(b.memo.split(':')[3]).not.toBe(a.memo.split(':')[3]);
    expect(b.id).not.toBe(a.id);
  });

  test('it is found by its id until consumed, and consumed once', async () => {
    const { id, memo } = await createChallenge(db.kysely, signIn, NOW);
    expect(await findChallenge(db.kysely, id, signIn, NOW + 1000)).toEqual({ status: 'ok', memo });
    expect(await findChallenge(db.kysely, id, signIn, NOW + 1000)).toEqual({ status: 'ok', memo });
    expect(await consumeChallenge(db.kysely, id)).toBe(true);
    expect(await consumeChallenge(db.kysely, id)).toBe(false);
    expect(await findChallenge(db.kysely, id, signIn, NOW + 1000)).toEqual({ status: 'missing' });
  });

  test.each([
    { name: 'just before 5 minutes', after: CHALLENGE_MS - 1, status: 'ok' },
    { name: 'at 5 minutes', after: CHALLENGE_MS, status: 'expired' },
    { name: 'after 5 minutes', after: CHALLENGE_MS + 1, status: 'expired' },
  ])('$name: $status', async ({ after, status }) => {
    const { id } = await createChallenge(db.kysely, signIn, NOW);
    expect((await findChallenge(db.kysely, id, signIn, NOW + after)).status).toBe(status);
  });

  test('several wait for the same account; a new one replaces none, and expired ones are purged', async () => {
    const first = await createChallenge(db.kysely, signIn, NOW);
    const second = await createChallenge(db.kysely, signIn, NOW + 10);
    expect((await findChallenge(db.kysely, first.id, signIn, NOW + 20)).status).toBe('ok');
    expect((await findChallenge(db.kysely, second.id, signIn, NOW + 20)).status).toBe('ok');
    const third = await createChallenge(db.kysely, signIn, NOW + 5 + CHALLENGE_MS);
    expect(await db.kysely.selectFrom('challenges').select('id').orderBy('expires_at').execute()).toEqual([
      { id: second.id },
      { id: third.id },
    ]);
  });

  test('signing in and linking are separate purposes, and linking is per legacy user', async () => {
    const user = await createLegacyUser(
      db.kysely,
      { username: 'old', email: 'old@example.com', passwordHash: 'x', confirmToken: null },
      NOW,
    );
    const link = { username: 'alice', linkUserId: user.id };
    const login = await createChallenge(db.kysely, signIn, NOW);
    const linking = await createChallenge(db.kysely, link, NOW);
    expect(linking.memo).toMatch(/^octoduel:link:alice:/);
    const someoneElse = { username: 'alice', linkUserId: 'someone-else' };
    expect(await findChallenge(db.kysely, linking.id, someoneElse, NOW)).toEqual({ status: 'missing' });
    expect(await findChallenge(db.kysely, linking.id, signIn, NOW)).toEqual({ status: 'missing' });
    expect(await findChallenge(db.kysely, login.id, link, NOW)).toEqual({ status: 'missing' });
    expect(await findChallenge(db.kysely, linking.id, link, NOW)).toEqual({
      status: 'ok',
      memo: linking.memo,
    });
  });

  test('another account cannot use it', async () => {
    const { id } = await createChallenge(db.kysely, signIn, NOW);
    const bob = { username: 'bob', linkUserId: null };
    expect(await findChallenge(db.kysely, id, bob, NOW)).toEqual({ status: 'missing' });
  });

  test('two concurrent consumptions: exactly one gets it', async () => {
    const { id } = await createChallenge(db.kysely, signIn, NOW);
    const results = await Promise.all([consumeChallenge(db.kysely, id), consumeChallenge(db.kysely, id)]);
    expect(results.sort()).toEqual([false, true]);
  });
});

describe('useSignatureOnce', () => {
  test('true the first time, false after', async () => {
    expect(await useSignatureOnce(db.kysely, 'sig-a', NOW)).toBe(true);
    expect(await useSignatureOnce(db.kysely, 'sig-a', NOW + 5)).toBe(false);
    expect(await useSignatureOnce(db.kysely, 'sig-b', NOW)).toBe(true);
    expect(await db.kysely.selectFrom('used_signatures').selectAll().orderBy('signature').execute()).toEqual([
      { signature: 'sig-a', expires_at: NOW },
      { signature: 'sig-b', expires_at: NOW },
    ]);
  });

  test('concurrent uses of one signature: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => useSignatureOnce(db.kysely, 'sig-c', NOW)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
