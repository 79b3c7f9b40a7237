import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openTestDb } from '../testHarness';
import { CHALLENGE_MS, createChallenge, takeChallenge, useSignatureOnce } from './challenges';
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
  test('a challenge names the account, carries a random nonce and lasts 5 minutes', async () => {
    const a = await createChallenge(db.kysely, signIn, NOW);
    expect(a.memo).toMatch(/^octoduel:login:alice:[0-9a-f]{32}$/);
    expect(a.expiresAt).toBe(NOW + CHALLENGE_MS);
    const b = await createChallenge(db.kysely, { username: 'bob', linkUserId: null }, NOW);
    expect(b.memo.split(':')[3]).not.toBe(a.memo.split(':')[3]);
  });

  test('it is taken once', async () => {
    const { memo } = await createChallenge(db.kysely, signIn, NOW);
    expect(await takeChallenge(db.kysely, signIn, NOW + 1000)).toEqual({ status: 'ok', memo });
    expect(await takeChallenge(db.kysely, signIn, NOW + 1000)).toEqual({ status: 'missing' });
  });

  test.each([
    { name: 'just before 5 minutes', after: CHALLENGE_MS - 1, status: 'ok' },
    { name: 'at 5 minutes', after: CHALLENGE_MS, status: 'expired' },
    { name: 'after 5 minutes', after: CHALLENGE_MS + 1, status: 'expired' },
  ])('$name: $status, and gone either way', async ({ after, status }) => {
    await createChallenge(db.kysely, signIn, NOW);
    expect((await takeChallenge(db.kysely, signIn, NOW + after)).status).toBe(status);
    expect(await db.kysely.selectFrom('challenges').selectAll().execute()).toEqual([]);
  });

  test('a new one for the same account and purpose replaces the old one', async () => {
    await createChallenge(db.kysely, signIn, NOW);
    const second = await createChallenge(db.kysely, signIn, NOW + 10);
    expect(await db.kysely.selectFrom('challenges').select('memo').execute()).toEqual([
      { memo: second.memo },
    ]);
    expect(await takeChallenge(db.kysely, signIn, NOW + 20)).toEqual({ status: 'ok', memo: second.memo });
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
    expect(await takeChallenge(db.kysely, { username: 'alice', linkUserId: 'someone-else' }, NOW)).toEqual({
      status: 'missing',
    });
    expect(await takeChallenge(db.kysely, link, NOW)).toEqual({ status: 'ok', memo: linking.memo });
    expect(await takeChallenge(db.kysely, signIn, NOW)).toEqual({ status: 'ok', memo: login.memo });
  });

  test('another account cannot take it', async () => {
    await createChallenge(db.kysely, signIn, NOW);
    expect(await takeChallenge(db.kysely, { username: 'bob', linkUserId: null }, NOW)).toEqual({
      status: 'missing',
    });
    expect((await takeChallenge(db.kysely, signIn, NOW)).status).toBe('ok');
  });

  test('two concurrent takes: exactly one gets it', async () => {
    await createChallenge(db.kysely, signIn, NOW);
    const results = await Promise.all([
      takeChallenge(db.kysely, signIn, NOW),
      takeChallenge(db.kysely, signIn, NOW),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['missing', 'ok']);
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
