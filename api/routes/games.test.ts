// GET /api/users/:username/games (a player's history) and GET /api/games/:gameId (a stored game for its replay).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  advance,
  anchorEntryOf,
  checkAgainstAnchor,
  fairnessRecord,
  parseStoredGame,
  type AnchorEntry,
  PHASE_DURATIONS_MS,
  type GameMode,
  type GameResult,
  type StoredGame,
} from '../../engine';
import { HISTORY_PAGE_SIZE, type GameAnchor, type GameHistoryPage } from '../../contract/http';
import { turnOneGame } from '../../engine/testHelpers';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';
import { finishedAiGame } from '../../tests/kits/storedGames';
import { enableAnchoring } from '../db/anchors';
import { noteStarted, orphanedGames } from '../db/hostedGames';
import { recordResult } from '../db/results';
import { createSession } from '../db/sessions';
import { createLegacyUser } from '../db/users';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

/** Who sits in a seat: a signed-in user (seated as a room seats it), or a bare name (an AI when it ends " ai"). */
type Who = string | SignedIn;

let gameNo = 0;
/** Records a game as a room would, ending at `gameNo` seconds. */
function game(a: Who, b: Who, winner: GameResult['winner'], mode: GameMode = 'others', id?: string) {
  gameNo++;
  const reason = winner === 'draw' ? 'turns' : winner === 'none' ? 'no-contest' : 'hit';
  return recordResult(api.ctx.db.kysely, {
    id: id ?? `game-${gameNo}`,
    mode,
    seed: gameNo,
    log: [],
    result: { winner, reason },
    startedAt: gameNo * 1000 - 500,
    endedAt: gameNo * 1000,
    players: { A: seated(a), B: seated(b) },
  });
}
/** A room seats a user under its Hive name, with its user id (what decides who played). */
const seated = (who: Who) =>
  typeof who === 'string'
    ? {
        username: who,
        name: who.toUpperCase(),
        ...(who.endsWith(' ai') ? { aiLevel: 'greedy' as const } : {}),
      }
    : {
        username: who.user.hive_username ?? who.user.username,
        name: (who.user.hive_username ?? who.user.username).toUpperCase(),
        userId: who.user.id,
      };

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });
const history = async (name: string, query = '', headers: Record<string, string> = {}) => {
  const res = await get(`/api/users/${encodeURIComponent(name)}/games${query}`, headers);
  return { status: res.statusCode, body: res.json<GameHistoryPage & { code?: string; message?: string }>() };
};

describe('GET /api/users/:username/games', () => {
  test('newest first, from the player’s side, with the opponent, outcome and rating change', async () => {
    await game('ann', 'bob', 'A');
    await game('bob', 'ann', 'draw');
    await game('cid', 'ann', 'none');
    const { status, body } = await history('ann');
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageSize: HISTORY_PAGE_SIZE, total: 3, totalCapped: false, older: null });
    expect(body.games.map((g) => [g.gameId, g.seat, g.opponent.username, g.outcome, g.reason])).toEqual([
      ['game-3', 'B', 'cid', 'none', 'no-contest'],
      ['game-2', 'B', 'bob', 'draw', 'turns'],
      ['game-1', 'A', 'bob', 'win', 'hit'],
    ]);
    const [noContest, , won] = body.games;
    expect(noContest!.ratingChange).toBeNull();
    expect(won!.ratingChange).toBeGreaterThan(0);
    expect(won).toMatchObject({
      mode: 'others',
      endedAt: 1000,
      player: { username: 'ann', name: 'ANN', ai: false, character: null },
      opponent: { username: 'bob', name: 'BOB', ai: false },
    });
    const bob = await history('bob');
    expect(bob.body.games.find((g) => g.gameId === 'game-1')!.ratingChange).toBeLessThan(0);
  });

  test('an AI opponent is marked; games against the AI and AI-versus-AI games are listed but never rated', async () => {
    await game('ann', 'Ada ai', 'B', 'h1a1');
    await game('Ada ai', 'Bea ai', 'A', 'h0a2');
    const ann = (await history('ann')).body.games[0]!;
    expect(ann.opponent).toMatchObject({ username: 'Ada ai', ai: true });
    expect(ann.ratingChange).toBeNull();
    const ada = (await history('Ada ai')).body;
    expect(ada.games.map((g) => [g.mode, g.outcome, g.ratingChange])).toEqual([
      ['h0a2', 'win', null],
      ['h1a1', 'win', null],
    ]);
  });

  test('pages of HISTORY_PAGE_SIZE, by the older cursor or by number; a page past the end is empty with the true total', async () => {
    for (let i = 0; i < HISTORY_PAGE_SIZE + 3; i++) await game('ann', `p${i}`, 'A');
    const first = (await history('ann')).body;
    const second = (await history('ann', `?before=${first.older!}`)).body;
    expect(first.games).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.games[0]!.opponent.username).toBe(`p${HISTORY_PAGE_SIZE + 2}`);
    expect(second.games.map((g) => g.opponent.username)).toEqual(['p2', 'p1', 'p0']);
    expect(second).toMatchObject({ total: HISTORY_PAGE_SIZE + 3, older: null });
    expect((await history('ann', '?page=2')).body).toEqual(second);
    const past = await history('ann', '?page=9');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ games: [], older: null, total: HISTORY_PAGE_SIZE + 3 });
  });

  test.each(['0', '-1', '1.5', 'two', '1000000000'])(
    'page=%s is refused as request/invalid',
    async (page) => {
      await game('ann', 'bob', 'A');
      const res = await history('ann', `?page=${page}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'request/invalid',
        message: 'The page must be a whole number from 1.',
      });
    },
  );

  test('a private game is listed only to its two players', async () => {
    const ann = await api.signIn('ann');
    const bob = await api.signIn('bob');
    const eve = await api.signIn('eve');
    await game(ann, bob, 'A', 'h2a0');
    await game(ann, 'cid', 'B');
    const ids = async (headers: Record<string, string>) => (await history('ann', '', headers)).body;
    expect(await ids(ann.headers)).toMatchObject({ total: 2 });
    expect((await ids(bob.headers)).games.map((g) => g.mode)).toEqual(['others', 'h2a0']);
    expect(await ids(eve.headers)).toMatchObject({ total: 1, games: [{ mode: 'others' }] });
    expect(await ids({})).toMatchObject({ total: 1, games: [{ mode: 'others' }] });
  });

  test('an unknown player is 404; a known player with only private games gets an empty page', async () => {
    const unknown = await history('nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'request/not-found', message: 'No player has this name.' });
    await game('ann', 'bob', 'A', 'h2a0');
    expect((await history('ann')).body).toEqual({
      games: [],
      pageSize: HISTORY_PAGE_SIZE,
      older: null,
      total: 0,
      totalCapped: false,
    });
  });
});

describe('GET /api/games/:gameId', () => {
  test('a stored game with its players, clocks, log, result and fairness record', async () => {
    const played = advance(turnOneGame(11), Number.MAX_SAFE_INTEGER);
    const record = fairnessRecord('fair-1', played, 'salt-1', (p) => `n-${p.phase}-${p.turn}-${p.seat}`);
    const durations = { ...PHASE_DURATIONS_MS, move: 60_000 };
    await recordResult(api.ctx.db.kysely, {
      id: 'fair-1',
      mode: 'others',
      seed: played.seed,
      durations,
      log: played.log,
      fairness: { salt: record.salt, seedCommitment: record.seedCommitment, picks: record.picks },
      result: played.result!,
      startedAt: 10,
      endedAt: 20,
      players: {
        A: { username: 'ann', name: 'Ann' },
        B: { username: 'Ada ai', name: 'Ada', aiLevel: 'greedy' },
      },
    });
    const res = await get('/api/games/fair-1');
    expect(res.statusCode).toBe(200);
    expect(res.json<StoredGame>()).toEqual({
      gameId: 'fair-1',
      mode: 'others',
      startedAt: 10,
      endedAt: 20,
      players: {
        A: { username: 'ann', name: 'Ann', ai: false, character: 'U' },
        B: { username: 'Ada ai', name: 'Ada', ai: true, character: 'C' },
      },
      seed: played.seed,
      durations,
      log: JSON.parse(JSON.stringify(played.log)) as unknown,
      result: played.result,
      salt: 'salt-1',
      seedCommitment: record.seedCommitment,
      picks: JSON.parse(JSON.stringify(record.picks)) as unknown,
      anchor: { state: 'off', txId: null, block: null },
    });
  });

  test('anchoring on: the game is queued with the hash anyone computes from this answer', async () => {
    enableAnchoring(api.ctx.db.kysely);
    await recordResult(api.ctx.db.kysely, finishedAiGame('anchored-1', 3));
    const res = await get('/api/games/anchored-1');
    expect(res.json<{ anchor: GameAnchor }>().anchor).toEqual({ state: 'queued', txId: null, block: null });
    const parsed = parseStoredGame(res.body);
    if (!parsed.ok) throw new Error(parsed.error);
    const row = await api.ctx.db.kysely.selectFrom('anchors').select('entry').executeTakeFirstOrThrow();
    expect(JSON.parse(row.entry)).toEqual(anchorEntryOf(parsed.value));
    expect(checkAgainstAnchor(parsed.value, JSON.parse(row.entry) as AnchorEntry)).toEqual({ ok: true });
  });

  test('a game stored without commitments has RULES.md’s clocks and no fairness fields', async () => {
    await game('ann', 'bob', 'A');
    const body = (await get(`/api/games/game-${gameNo}`)).json<StoredGame>();
    expect(body.durations).toEqual(PHASE_DURATIONS_MS);
    expect(Object.keys(body)).not.toContain('salt');
    expect(Object.keys(body)).not.toContain('picks');
  });

  test('an unknown id is 404 request/not-found', async () => {
    const res = await get('/api/games/no-such-game');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'request/not-found' });
  });

  test('a private game is refused to anyone but its two players, signed out included', async () => {
    const players = [await api.signIn('ann'), await api.signIn('bob')] as const;
    await game(...players, 'A', 'h2a0', 'secret');
    const refused = {
      code: 'game/private',
      message: 'This game is private: only its two players can watch its replay.',
    };
    for (const headers of [{}, (await api.signIn('eve')).headers]) {
      const res = await get('/api/games/secret', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 403, ...refused });
    }
    for (const { headers } of players) {
      const res = await get('/api/games/secret', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<StoredGame>().mode).toBe('h2a0');
    }
  });

  test('a seat stored without a user (an old seat whose name named no single user) opens nothing', async () => {
    await game('ann', 'bob', 'A', 'h2a0', 'old-secret');
    const ann = await api.signIn('ann');
    expect((await get('/api/games/old-secret', ann.headers)).statusCode).toBe(403);
    expect((await history('bob', '', ann.headers)).body).toMatchObject({ total: 0 });
  });

  test('public AI games are open to anyone', async () => {
    await game('Ada ai', 'Bea ai', 'A', 'h0a2', 'ai-game');
    expect((await get('/api/games/ai-game')).statusCode).toBe(200);
  });
});

describe('who played is a user, not a name (issue 23)', () => {
  /** A legacy email account `carol`, then the Hive `carol`, who gets the login `carol~hive` and sits as `carol`. */
  async function twoCarols() {
    const k = api.ctx.db.kysely;
    const user = await createLegacyUser(
      k,
      { username: 'carol', email: 'carol@legacy.example', passwordHash: 'scrypt$x', confirmToken: null },
      api.clock.now,
    );
    const legacy = { authorization: `Bearer ${await createSession(k, user, 'email', api.clock.now)}` };
    const hive = await api.signIn('carol');
    expect(hive.user).toMatchObject({ username: 'carol~hive', hive_username: 'carol' });
    return { legacy, hive };
  }

  test("the Hive carol's private game is refused to the legacy carol and listed in no history of hers", async () => {
    const { legacy, hive } = await twoCarols();
    const dee = await api.signIn('dee');
    await game(hive, dee, 'A', 'h2a0', 'carols-secret');
    expect(seated(hive).username).toBe('carol');
    for (const headers of [legacy, (await api.signIn('eve')).headers, {}]) {
      const res = await get('/api/games/carols-secret', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'game/private' });
      for (const name of ['carol', 'carol~hive', 'dee'])
        expect((await history(name, '', headers)).body.games).toEqual([]);
    }
    for (const { headers } of [hive, dee]) {
      expect((await get('/api/games/carols-secret', headers)).statusCode).toBe(200);
      for (const name of ['carol', 'dee'])
        expect((await history(name, '', headers)).body.games.map((g) => g.gameId)).toEqual(['carols-secret']);
    }
    expect((await history('carol~hive', '', hive.headers)).body.games[0]).toMatchObject({
      gameId: 'carols-secret',
      player: { username: 'carol' },
      opponent: { username: 'dee' },
    });
  });

  test('asking for a name of one’s own answers one’s own games by user; another name, the games shown under it', async () => {
    const { legacy, hive } = await twoCarols();
    await game(hive, 'bob', 'A', 'others', 'hive-public');
    // The legacy carol's own games: none (her name is on the Hive carol's seats, her user is on none).
    expect((await history('carol', '', legacy)).body).toMatchObject({ games: [], total: 0 });
    // Anyone else asking for `carol` gets the public games shown under that name, as before.
    const eve = await api.signIn('eve');
    expect((await history('carol', '', eve.headers)).body.games.map((g) => g.gameId)).toEqual([
      'hive-public',
    ]);
    expect((await history('carol', '')).body.games.map((g) => g.gameId)).toEqual(['hive-public']);
    expect((await history('carol', '', hive.headers)).body.games.map((g) => g.gameId)).toEqual([
      'hive-public',
    ]);
  });
});

test('a game claimed as no contest while its server may still play it: 409 game/sealed, no seed nor salt, until it could no longer be running', async () => {
  // Issue 35: the claimed record (seed and salt included) was served at once, so the hard AI's plans were predicted.
  const k = api.ctx.db.kysely;
  const seed = 'ab'.repeat(32);
  await noteStarted(k, 'paused', {
    id: 'g-claimed',
    mode: 'h1a1',
    seed,
    salt: 'the-salt',
    seedCommitment: 'commitment',
    durations: PHASE_DURATIONS_MS,
    startedAt: Date.now() - 20_000,
    players: { A: seated('ann'), B: seated('Bot ai') },
  });
  await k
    .insertInto('live_processes')
    .values({ process_id: 'paused', seen_at: Date.now() - 15_000 })
    .execute();
  const [claim] = await orphanedGames(k, ['paused'], 10_000);
  await recordResult(k, claim!);
  const sealed = await api.app.inject({ method: 'GET', url: '/api/games/g-claimed' });
  expect(sealed.statusCode).toBe(409);
  expect(sealed.json()).toMatchObject({ code: 'game/sealed' });
  expect(sealed.body).not.toContain(seed);
  expect(sealed.body).not.toContain('the-salt');
  // Once the longest game on its clock is over, the record opens and verifies as any other.
  await k
    .updateTable('games')
    .set({ sealed_until: Date.now() - 1 })
    .where('id', '=', 'g-claimed')
    .execute();
  const opened = await api.app.inject({ method: 'GET', url: '/api/games/g-claimed' });
  expect(opened.statusCode).toBe(200);
  expect(opened.json()).toMatchObject({ seed, salt: 'the-salt', result: { reason: 'no-contest' } });
});
