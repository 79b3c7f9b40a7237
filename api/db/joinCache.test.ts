import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { wonGame } from '../../tests/kits/storedGames';
import { hashToken } from '../auth/tokens';
import type { Db } from './connect';
import { applyJoinChange, joinChanged, relayJoinChanges, isJoinChange, type JoinChange } from './joinCache';
import { joinRating, joinSession } from './joinReads';
import { archiveBoard, resetBoard } from './leaderboard';
import { recordResult } from './results';
import { createSession, deleteSession, SESSION_MS } from './sessions';
import { upsertHiveUser } from './users';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

const NOW = 1_000_000;

async function signedIn(username: string): Promise<{ id: string; token: string }> {
  const user = await upsertHiveUser(db.kysely, username, 'keychain', NOW);
  return { id: user.id, token: await createSession(db.kysely, user, 'keychain', NOW) };
}

/** Changes the database behind the cache's back, as another process without a relay would. */
const renameDirectly = (id: string, name: string) =>
  db.kysely.updateTable('users').set({ name }).where('id', '=', id).execute();

test('a session is read once for the joins that follow, and never answered once it has expired', async () => {
  const { id, token } = await signedIn('ann');
  expect((await joinSession(db.kysely, token, NOW))?.user.name).toBe(null);
  await renameDirectly(id, 'Ann');
  // Kept: the second join did not read the session again.
  expect((await joinSession(db.kysely, token, NOW + 1))?.user.name).toBe(null);
  expect(await joinSession(db.kysely, token, NOW + SESSION_MS)).toBeUndefined();
});

test('a sign-out, a profile change and a change in another process are seen by the next join', async () => {
  const ann = await signedIn('ann');
  const ann2 = await signedIn('ann');
  await joinSession(db.kysely, ann.token, NOW);
  await joinSession(db.kysely, ann2.token, NOW);
  await renameDirectly(ann.id, 'Ann');
  await joinChanged(db.kysely, { user: ann.id });
  // Both of her sessions show the new name.
  expect((await joinSession(db.kysely, ann.token, NOW))?.user.name).toBe('Ann');
  expect((await joinSession(db.kysely, ann2.token, NOW))?.user.name).toBe('Ann');
  await deleteSession(db.kysely, ann.token);
  expect(await joinSession(db.kysely, ann.token, NOW)).toBeUndefined();
  expect(await joinSession(db.kysely, ann2.token, NOW)).toBeDefined();
  // Another process signed her second session out: its message arrives.
  await db.kysely.deleteFrom('sessions').execute();
  applyJoinChange(db.kysely, { session: hashToken(ann2.token) });
  expect(await joinSession(db.kysely, ann2.token, NOW)).toBeUndefined();
});

test('an unknown token is not kept: a session created for it later is found', async () => {
  expect(await joinSession(db.kysely, 'no-such-token', NOW)).toBeUndefined();
  const { token } = await signedIn('ben');
  expect((await joinSession(db.kysely, token, NOW))?.user.username).toBe('ben');
});

test('a read that was under way when a change came is answered but not kept', async () => {
  const { id, token } = await signedIn('cid');
  const reading = joinSession(db.kysely, token, NOW);
  await renameDirectly(id, 'Cid');
  await joinChanged(db.kysely, { user: id });
  await reading;
  expect((await joinSession(db.kysely, token, NOW))?.user.name).toBe('Cid');
});

test('a recorded game keeps the new ratings of its players; an archived or reset board forgets every rating', async () => {
  expect((await joinRating(db.kysely, 'ann')).rating).toBe(1500);
  const recorded = await recordResult(
    db.kysely,
    wonGame('g1', { username: 'ann', name: 'Ann' }, { username: 'ben', name: 'Ben' }),
  );
  const after = recorded.ratings!.A.after;
  expect(after).toBeGreaterThan(1500);
  expect((await joinRating(db.kysely, 'ann')).rating).toBe(after);
  // Kept, not read: a change behind its back is not seen...
  await db.kysely.updateTable('standings').set({ rating: 1234 }).where('username', '=', 'ann').execute();
  expect((await joinRating(db.kysely, 'ann')).rating).toBe(after);
  // ...until a board change, which forgets them all.
  await resetBoard(db.kysely);
  expect((await joinRating(db.kysely, 'ann')).rating).toBe(1500);
  await recordResult(
    db.kysely,
    wonGame('g2', { username: 'ann', name: 'Ann' }, { username: 'ben', name: 'Ben' }),
  );
  expect((await joinRating(db.kysely, 'ben')).rating).toBeLessThan(1500);
  await archiveBoard(db.kysely, NOW);
  expect((await joinRating(db.kysely, 'ben')).rating).toBe(1500);
});

test('each change is relayed to the other processes, and only well-formed relayed changes are applied', async () => {
  const relayed: JoinChange[] = [];
  relayJoinChanges(db.kysely, async (change) => {
    relayed.push(JSON.parse(JSON.stringify(change)) as JoinChange);
  });
  const { id, token } = await signedIn('dee');
  await joinChanged(db.kysely, { user: id });
  await deleteSession(db.kysely, token);
  await recordResult(
    db.kysely,
    wonGame('g3', { username: 'dee', name: 'Dee' }, { username: 'eve', name: 'Eve' }),
  );
  await resetBoard(db.kysely);
  expect(relayed).toEqual([
    { user: id },
    { session: hashToken(token) },
    { ratings: ['dee', 'eve'] },
    { allRatings: true },
  ]);
  expect(relayed.every(isJoinChange)).toBe(true);
  for (const bad of [null, 'x', {}, { session: 1 }, { ratings: [1] }, { allRatings: 'yes' }])
    expect(isJoinChange(bad)).toBe(false);
});
