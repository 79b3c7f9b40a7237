// A player whose game ended because its server stopped (issue 27) is told once: GET lists the notice until POST
// marks it read. Runs on SQLite, and on PostgreSQL in the api-postgres project.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { PHASE_DURATIONS_MS } from '../../engine';
import { noteStarted, orphanedGames } from '../db/hostedGames';
import { recordTogether } from '../db/recordQueue';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

const get = (headers: Record<string, string>) =>
  api.app.inject({ method: 'GET', url: '/v1/api/auth/notices', headers });
const post = (headers: Record<string, string>, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/v1/api/auth/notices', headers, payload: payload as object });

/** A game between `a` and `b` whose process died, recorded as no contest by a survivor. */
async function crashed(id: string, a: SignedIn, b: SignedIn): Promise<void> {
  const k = api.ctx.db.kysely;
  const seat = (s: SignedIn, name: string) => ({ username: s.user.username, name, userId: s.user.id });
  await noteStarted(k, 'dead', {
    id,
    mode: 'others',
    seed: 'ef'.repeat(32),
    salt: 'salt',
    seedCommitment: 'commitment',
    durations: PHASE_DURATIONS_MS,
    startedAt: 1000,
    players: { A: seat(a, 'Ann'), B: seat(b, 'Bob') },
  });
  // Last seen at 60 s after the epoch (by the database's clock: long ago).
  await k.insertInto('live_processes').values({ process_id: 'dead', seen_at: 60_000 }).execute();
  for (const game of await orphanedGames(k, ['dead'], 10_000)) await recordTogether(k, game);
}

test('each player of a crashed game is told once, naming the opponent', async () => {
  const ann = await api.signIn('ann');
  const bob = await api.signIn('bob');
  await crashed('g1', ann, bob);
  expect((await get(ann.headers)).json()).toEqual({
    status: 'ok',
    notices: [{ gameId: 'g1', opponent: 'Bob', endedAt: 60_000 }],
  });
  const read = await post(ann.headers, { read: ['g1'] });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ status: 'ok', notices: [] });
  expect((await get(ann.headers)).json()).toEqual({ status: 'ok', notices: [] });
  // Bob's notice is his own: still there.
  expect((await get(bob.headers)).json()).toMatchObject({ notices: [{ gameId: 'g1', opponent: 'Ann' }] });
});

test('a player cannot mark another player’s notice read', async () => {
  const ann = await api.signIn('ann');
  const bob = await api.signIn('bob');
  const cid = await api.signIn('cid');
  await crashed('g1', ann, bob);
  expect((await post(cid.headers, { read: ['g1'] })).statusCode).toBe(200);
  expect((await get(ann.headers)).json()).toMatchObject({ notices: [{ gameId: 'g1' }] });
});

test('signed out: 401; a malformed body: 400 request/invalid, nothing marked', async () => {
  expect((await get({})).statusCode).toBe(401);
  expect((await post({}, { read: ['g1'] })).statusCode).toBe(401);
  const ann = await api.signIn('ann');
  const bob = await api.signIn('bob');
  await crashed('g1', ann, bob);
  for (const body of [{}, { read: [] }, { read: 'g1' }, { read: [''] }, { read: Array(21).fill('g1') }]) {
    const answer = await post(ann.headers, body);
    expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'request/invalid' });
  }
  expect((await get(ann.headers)).json()).toMatchObject({ notices: [{ gameId: 'g1' }] });
});
