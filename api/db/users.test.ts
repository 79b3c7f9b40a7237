// Every write of a user goes through api/db/users.ts, which forgets what it changed where it is kept: the rooms'
// join cache (a session's user: its name, whether the profile is full) and the board reused for a second.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { wonGame } from '../../tests/kits/storedGames';
import type { Db } from './connect';
import { joinSession } from './joinReads';
import { leaderboard } from './leaderboard';
import { recordResult } from './results';
import { createSession } from './sessions';
import {
  createLegacyUser,
  findUserById,
  linkHive,
  rename,
  setProfile,
  upsertHiveUser,
  type User,
} from './users';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

const NOW = 1_000_000;

/** A signed-in user whose session the join has read (and so keeps). */
async function joined(user: User): Promise<string> {
  const token = await createSession(db.kysely, user, 'keychain', NOW);
  await joinSession(db.kysely, token, NOW);
  return token;
}

test('a new name is seen by the next join and on the board at once', async () => {
  const ann = await upsertHiveUser(db.kysely, 'ann', 'keychain', NOW);
  const bob = await upsertHiveUser(db.kysely, 'bob', 'keychain', NOW);
  await recordResult(
    db.kysely,
    wonGame(
      'names-1',
      { username: 'ann', name: 'Ann', userId: ann.id },
      { username: 'bob', name: 'Bob', userId: bob.id },
    ),
  );
  const token = await joined(ann);
  const before = await leaderboard(db.kysely, NOW);
  await rename(db.kysely, ann.id, 'Annie');
  expect((await joinSession(db.kysely, token, NOW + 1))?.user.name).toBe('Annie');
  const after = await leaderboard(db.kysely, NOW + 1);
  expect(after.map((r) => r.name)).not.toEqual(before.map((r) => r.name));
  expect(after.map((r) => r.name)).toContain('Annie');
});

test('a completed profile and a linked Hive account are seen by the next join', async () => {
  const cat = await upsertHiveUser(db.kysely, 'cat', 'keychain', NOW);
  const token = await joined(cat);
  expect((await joinSession(db.kysely, token, NOW))?.user.email).toBe(null);
  await setProfile(db.kysely, cat.id, { name: 'Cat', email: 'cat@example.com' });
  expect((await joinSession(db.kysely, token, NOW + 1))?.user).toMatchObject({
    name: 'Cat',
    email: 'cat@example.com',
  });

  const legacy = await createLegacyUser(
    db.kysely,
    { username: 'dan', email: 'dan@example.com', passwordHash: 'x', confirmToken: null },
    NOW,
  );
  const danToken = await joined(legacy);
  await linkHive(db.kysely, legacy.id, 'dan.hive');
  expect((await joinSession(db.kysely, danToken, NOW + 1))?.user.hive_username).toBe('dan.hive');
  expect((await findUserById(db.kysely, legacy.id))?.hive_username).toBe('dan.hive');
});
