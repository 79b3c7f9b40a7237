// The guided first game's flag: offered to a player with no finished game who never ended the guide;
// done or skipped is stored on the user and never offered again. Runs on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL names one (as the whole API suite does).
import { afterEach, beforeEach, expect, test } from 'vitest';
import { recordGame } from '../db/results';
import { wonGame } from '../../tests/kits/storedGames';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

const get = (headers: Record<string, string>) =>
  api.app.inject({ method: 'GET', url: '/v1/api/auth/guide', headers });
const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: '/v1/api/auth/guide', headers, payload });

test('a new player is offered the guide; once done it is never offered again', async () => {
  const { headers } = await api.signIn('alice');
  expect((await get(headers)).json()).toEqual({ status: 'ok', offer: true, guide: null, finishedGames: 0 });
  const done = await post(headers, { guide: 'done' });
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ offer: false, guide: 'done' });
  // A later skip (another tab) does not undo it.
  await post(headers, { guide: 'skipped' });
  expect((await get(headers)).json()).toMatchObject({ offer: false, guide: 'done' });
  // Another player is unaffected.
  const bob = await api.signIn('bob');
  expect((await get(bob.headers)).json()).toMatchObject({ offer: true });
});

test('skipping is stored too', async () => {
  const { headers } = await api.signIn('carol');
  expect((await post(headers, { guide: 'skipped' })).json()).toMatchObject({
    offer: false,
    guide: 'skipped',
  });
  expect((await get(headers)).json()).toMatchObject({ offer: false, guide: 'skipped' });
});

test('a player who has finished a recorded game is not offered the guide', async () => {
  const { headers } = await api.signIn('dave');
  await recordGame(
    api.ctx.db.kysely,
    wonGame('g-1', { username: 'dave', name: 'Dave' }, { username: 'erin', name: 'Erin' }),
  );
  expect((await get(headers)).json()).toEqual({ status: 'ok', offer: false, guide: null, finishedGames: 1 });
});

test('signed out: 401; a bad state: 400 and nothing stored', async () => {
  expect((await get({})).statusCode).toBe(401);
  expect((await post({}, { guide: 'done' })).statusCode).toBe(401);
  const { headers } = await api.signIn('frank');
  for (const payload of [{ guide: 'later' }, {}, { guide: null }]) {
    const res = await post(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>().code).toBe('request/invalid');
  }
  expect((await get(headers)).json()).toMatchObject({ offer: true, guide: null });
});
