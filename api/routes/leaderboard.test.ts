import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { GameMode, GameResult } from '../../engine';
import { recordGame } from '../db/results';
import { updateSetting } from '../db/settings';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

let gameNo = 0;
/** Records a game between two usernames as a room would. */
function game(a: string, b: string, winner: GameResult['winner'], mode: GameMode = 'others') {
  gameNo++;
  const reason = winner === 'draw' ? 'turns' : winner === 'none' ? 'no-contest' : 'hit';
  return recordGame(api.ctx.db.kysely, {
    id: `game-${gameNo}`,
    mode,
    seed: gameNo,
    log: [{ at: 0, event: { type: 'start' } }],
    result: { winner, reason },
    startedAt: 0,
    endedAt: 1,
    players: { A: { username: a, name: a.toUpperCase() }, B: { username: b, name: b.toUpperCase() } },
  });
}

const board = async () =>
  (await api.app.inject({ method: 'GET', url: '/api/users/leaderboard' })).json<{ name: string }[]>();

describe('leaderboard', () => {
  test('a fresh install has an empty board', async () => {
    expect(await board()).toEqual([]);
  });

  test('with the order setting `wins`: ordered by wins, then fewest losses, then draws, then name', async () => {
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { order: 'wins' });
    await game('ann', 'bob', 'A'); // ann 1W, bob 1L
    await game('cat', 'dan', 'A'); // cat 1W, dan 1L
    await game('cat', 'bob', 'draw'); // cat 1W 1D, bob 1L 1D
    await game('eve', 'fay', 'draw'); // eve 1D, fay 1D
    await game('gus', 'ann', 'B'); // ann 2W, gus 1L
    expect(await board()).toMatchObject([
      { place: 1, username: 'ann', name: 'ANN', wins: 2, draws: 0, losses: 0 },
      { place: 2, username: 'cat', name: 'CAT', wins: 1, draws: 1, losses: 0 },
      { place: 3, username: 'eve', name: 'EVE', wins: 0, draws: 1, losses: 0 },
      { place: 4, username: 'fay', name: 'FAY', wins: 0, draws: 1, losses: 0 },
      { place: 5, username: 'bob', name: 'BOB', wins: 0, draws: 1, losses: 1 },
      { place: 6, username: 'dan', name: 'DAN', wins: 0, draws: 0, losses: 1 },
      { place: 7, username: 'gus', name: 'GUS', wins: 0, draws: 0, losses: 1 },
    ]);
  });

  test("a player's current display name is shown", async () => {
    await api.signIn('ann', { name: 'Annabel' });
    await game('ann', 'Ada ai', 'A', 'h1a1');
    // A game against the AI is unrated: both rows keep 1500 and are listed by username ('A' before 'a').
    expect(await board()).toMatchObject([
      { username: 'Ada ai', name: 'ADA AI' },
      { username: 'ann', name: 'Annabel' },
    ]);
  });

  test('limited to the configured number of players', async () => {
    for (let i = 0; i < 5; i++) await game(`p${i}`, `q${i}`, 'A');
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { qty: 3 });
    expect(await board()).toHaveLength(3);
  });

  test.each([
    { mode: 'others', counted: true },
    { mode: 'h1a1', counted: true },
    { mode: 'h2a0', counted: false },
    { mode: 'h0a2', counted: false },
  ] as const)('$mode games are stored; counted on the board: $counted', async ({ mode, counted }) => {
    expect(await game('ann', 'bob', 'A', mode)).toBe(true);
    expect((await board()).length).toBe(counted ? 2 : 0);
    const k = api.ctx.db.kysely;
    expect(await k.selectFrom('games').select('mode').execute()).toEqual([{ mode }]);
    expect(await k.selectFrom('game_seats').select(['seat', 'username']).orderBy('seat').execute()).toEqual([
      { seat: 'A', username: 'ann' },
      { seat: 'B', username: 'bob' },
    ]);
    expect(await k.selectFrom('game_players').selectAll().execute()).toHaveLength(counted ? 2 : 0);
  });

  test('a game is recorded once, with its seed and log for replay', async () => {
    const k = api.ctx.db.kysely;
    const finished = {
      id: 'same-game',
      mode: 'others' as const,
      seed: 42,
      log: [{ at: 5, event: { type: 'start' as const } }],
      result: { winner: 'A' as const, reason: 'hit' as const },
      startedAt: 5,
      endedAt: 9,
      players: { A: { username: 'ann', name: 'Ann' }, B: { username: 'bob', name: 'Bob' } },
    };
    expect(await recordGame(k, finished)).toBe(true);
    expect(await recordGame(k, finished)).toBe(false);
    expect(await k.selectFrom('game_players').selectAll().execute()).toHaveLength(2);
    const stored = await k.selectFrom('games').selectAll().executeTakeFirstOrThrow();
    expect({ seed: stored.seed, log: JSON.parse(stored.log) as unknown }).toEqual({
      seed: 42,
      log: finished.log,
    });
  });

  test('no contest is stored but not counted', async () => {
    await game('ann', 'bob', 'none');
    expect(await board()).toEqual([]);
  });

  test('games ending while paused are not counted, even after continuing', async () => {
    await game('ann', 'bob', 'A');
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { pause: true });
    await game('bob', 'ann', 'A');
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { pause: false });
    expect(await board()).toMatchObject([
      { username: 'ann', wins: 1, losses: 0 },
      { username: 'bob', wins: 0, losses: 1 },
    ]);
  });
});

describe('archive and reset (admin only)', () => {
  test('archive saves the standings as a season and empties the board', async () => {
    const admin = await api.signIn('boss', { admin: true });
    await game('ann', 'bob', 'A');
    const res = await api.app.inject({
      method: 'PUT',
      url: '/v1/setting/setlarchive',
      headers: admin.headers,
      payload: {},
    });
    expect(res.json()).toMatchObject({ status: 'ok', message: 'Successfully archived!' });
    expect(await board()).toEqual([]);
    const seasons = (await api.app.inject({ method: 'GET', url: '/api/users/leaderboard/seasons' })).json<
      unknown[]
    >();
    expect(seasons).toMatchObject([
      {
        title: 'Top 100',
        archivedAt: api.clock.now,
        standings: [
          { username: 'ann', wins: 1 },
          { username: 'bob', losses: 1 },
        ],
      },
    ]);
    await game('bob', 'ann', 'A');
    expect(await board()).toMatchObject([
      { username: 'bob', wins: 1 },
      { username: 'ann', losses: 1 },
    ]);
  });

  test('reset empties the board and saves nothing', async () => {
    const admin = await api.signIn('boss', { admin: true });
    await game('ann', 'bob', 'A');
    const res = await api.app.inject({
      method: 'DELETE',
      url: '/v1/setting/setlreset',
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ status: 'ok', message: 'Successfully reset!' });
    expect(await board()).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: '/api/users/leaderboard/seasons' })).json()).toEqual(
      [],
    );
  });

  test.each([
    { method: 'PUT', url: '/v1/setting/setlarchive' },
    { method: 'DELETE', url: '/v1/setting/setlreset' },
  ] as const)('$method $url: 403 for a player, 401 signed out, board unchanged', async ({ method, url }) => {
    const player = await api.signIn('ann');
    await game('ann', 'bob', 'A');
    expect((await api.app.inject({ method, url, headers: player.headers, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await api.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    expect(await board()).toHaveLength(2);
  });
});

test('clients cannot submit results: 403 with the reason, nothing recorded', async () => {
  const player = await api.signIn('ann');
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/users/result/ann',
    headers: player.headers,
    payload: { result: 'win', type: 'others' },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json<{ message: string }>().message).toContain('recorded by the game server');
  expect(await board()).toEqual([]);
});
