// HiveSigner's states and kept tokens (issue 37) on both databases: a state is stored only as its hash, found
// until used, used once (also by two callers at once), and refused once expired; the purge drops both kinds.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import { hashToken } from '../auth/tokens';
import type { Db } from './connect';
import {
  consumeHiveSignerState,
  createHiveSignerState,
  findHiveSignerState,
  HIVESIGNER_STATE_MS,
  keepHiveSignerToken,
  takeHiveSignerToken,
} from './hiveSignerStore';
import { purgeExpired } from './sessions';

const NOW = 1_800_000_000_000;

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

describe('HiveSigner states', () => {
  test('a state is random, stored only as its hash, and lasts 10 minutes', async () => {
    const a = await createHiveSignerState(db.kysely, NOW);
    const b = await createHiveSignerState(db.kysely, NOW);
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.state).not.toBe(a.state);
    expect(a.expiresAt).toBe(NOW + HIVESIGNER_STATE_MS);
    const rows = await db.kysely.selectFrom('hivesigner_states').selectAll().execute();
    expect(rows.map((r) => r.state_hash).sort()).toEqual([hashToken(a.state), hashToken(b.state)].sort());
    expect(JSON.stringify(rows)).not.toContain(a.state);
  });

  test('found until used, used once; an unknown one is missing', async () => {
    const { state } = await createHiveSignerState(db.kysely, NOW);
    expect(await findHiveSignerState(db.kysely, state, NOW + 1000)).toBe('ok');
    expect(await findHiveSignerState(db.kysely, state, NOW + 1000)).toBe('ok');
    expect(await consumeHiveSignerState(db.kysely, state, NOW + 1000)).toBe(true);
    expect(await consumeHiveSignerState(db.kysely, state, NOW + 1000)).toBe(false);
    expect(await findHiveSignerState(db.kysely, state, NOW + 1000)).toBe('missing');
    expect(await findHiveSignerState(db.kysely, 'never-issued', NOW)).toBe('missing');
  });

  test('two callbacks at once with the same state: exactly one uses it', async () => {
    const { state } = await createHiveSignerState(db.kysely, NOW);
    const results = await Promise.all([1, 2, 3].map(() => consumeHiveSignerState(db.kysely, state, NOW)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test('expired: found as expired, never used', async () => {
    const { state } = await createHiveSignerState(db.kysely, NOW);
    const later = NOW + HIVESIGNER_STATE_MS;
    expect(await findHiveSignerState(db.kysely, state, later)).toBe('expired');
    expect(await consumeHiveSignerState(db.kysely, state, later)).toBe(false);
  });
});

describe('kept HiveSigner tokens', () => {
  test("a session's token is taken once; another session has none", async () => {
    await keepHiveSignerToken(db.kysely, 'session-a', 'token-a', NOW + 1000);
    expect(await takeHiveSignerToken(db.kysely, 'session-b')).toBeUndefined();
    expect(await takeHiveSignerToken(db.kysely, 'session-a')).toBe('token-a');
    expect(await takeHiveSignerToken(db.kysely, 'session-a')).toBeUndefined();
  });

  test('the purge drops expired states and tokens, and keeps the live ones', async () => {
    const old = await createHiveSignerState(db.kysely, NOW - HIVESIGNER_STATE_MS);
    const live = await createHiveSignerState(db.kysely, NOW);
    await keepHiveSignerToken(db.kysely, 'old-session', 'old-token', NOW);
    await keepHiveSignerToken(db.kysely, 'live-session', 'live-token', NOW + 1);
    await purgeExpired(db.kysely, NOW);
    expect(await findHiveSignerState(db.kysely, old.state, NOW - 1)).toBe('missing');
    expect(await findHiveSignerState(db.kysely, live.state, NOW)).toBe('ok');
    expect(await takeHiveSignerToken(db.kysely, 'old-session')).toBeUndefined();
    expect(await takeHiveSignerToken(db.kysely, 'live-session')).toBe('live-token');
  });
});
