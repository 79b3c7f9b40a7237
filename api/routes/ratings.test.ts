import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AiLevel, GameResult } from '../../engine';
import type { PlayerProfile, RatingHistoryEntry, Standing } from '../../contract/http';
import { AI_RATINGS } from '../../engine';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';
import { archiveBoard, resetBoard, seasons } from '../db/leaderboard';
import { recordResult } from '../db/results';
import { updateSetting } from '../db/settings';
import { createLegacyUser } from '../db/users';
import { PAIR_RATED_GAMES, PAIR_WINDOW_MS } from '../ratings/pairLimit';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api.close();
});

let gameNo = 0;
interface Seated {
  readonly username: string;
  readonly aiLevel?: AiLevel;
}
/**
 * Records a game as a room would: A and B are usernames (or AI seats); `winner` as the engine reports it. Games are
 * a day apart, so the limit of rated games between two players in 24 hours (api/ratings/pairLimit.ts) never applies.
 */
function play(
  a: string | Seated,
  b: string | Seated,
  winner: GameResult['winner'],
  mode = 'others' as const,
) {
  gameNo++;
  const seat = (s: string | Seated) => (typeof s === 'string' ? { username: s } : s);
  const player = (s: string | Seated) => ({ ...seat(s), name: seat(s).username.toUpperCase() });
  const reason = winner === 'draw' ? 'turns' : winner === 'none' ? 'no-contest' : 'hit';
  return recordResult(api.ctx.db.kysely, {
    id: `rated-${gameNo}`,
    mode: [a, b].some((s) => typeof s !== 'string' && s.aiLevel !== undefined) ? 'h1a1' : mode,
    seed: gameNo,
    log: [],
    result: { winner, reason },
    startedAt: gameNo * PAIR_WINDOW_MS,
    endedAt: gameNo * PAIR_WINDOW_MS + 500,
    players: { A: player(a), B: player(b) },
  });
}

const get = (url: string) => api.app.inject({ method: 'GET', url });
const board = async () => (await get('/api/users/leaderboard')).json<Standing[]>();
const profile = async (name: string) => {
  const res = await get(`/api/users/${encodeURIComponent(name)}/profile`);
  return { status: res.statusCode, body: res.json<PlayerProfile>() };
};
const history = async (name: string) => {
  const res = await get(`/api/users/${encodeURIComponent(name)}/ratings`);
  return { status: res.statusCode, body: res.json<RatingHistoryEntry[]>() };
};

/**
 * Makes `name` established (RD at most 110): 15 games against `rival` (only games between people are rated),
 * every third one won; `rival` is established too, rated above `name`.
 */
async function establish(name: string, rival = 'rival') {
  for (let i = 0; i < 15; i++) await play(name, rival, i % 3 === 0 ? 'A' : 'B');
}

describe('ratings on the leaderboard', () => {
  test('a win moves both players at once: same change in both directions for two new players', async () => {
    const { ratings } = await play('ann', 'bob', 'A');
    expect(ratings!.A.after - 1500).toBeCloseTo(1500 - ratings!.B.after, 6);
    const rows = await board();
    expect(rows.map((r) => [r.username, r.rating, r.provisional])).toEqual([
      ['ann', Math.round(ratings!.A.after), true],
      ['bob', Math.round(ratings!.B.after), true],
    ]);
    expect(rows[0]!.rating).toBeGreaterThan(1500);
  });

  test('rating order: established players by rating first, then provisional ones (marked), even with more wins', async () => {
    await establish('steady');
    await play('lucky', 'x1', 'A');
    await play('lucky', 'x2', 'A');
    const rows = await board();
    const steady = rows.find((r) => r.username === 'steady')!;
    const lucky = rows.find((r) => r.username === 'lucky')!;
    expect(steady.provisional).toBe(false);
    expect(steady.rd).toBeLessThanOrEqual(110);
    expect(lucky.provisional).toBe(true);
    expect(lucky.rating).toBeGreaterThan(steady.rating);
    // The established rival and steady come first, by rating; lucky, rated higher, after them.
    expect(rows.map((r) => r.username).slice(0, 2)).toEqual(['rival', 'steady']);
    // Every established row comes before every provisional one; each group by rating.
    const firstProvisional = rows.findIndex((r) => r.provisional);
    expect(rows.slice(firstProvisional).every((r) => r.provisional)).toBe(true);
    const group = rows.slice(firstProvisional).map((r) => r.rating);
    expect(group).toEqual([...group].sort((x, y) => y - x));
  });

  test('wins order: the spec order, whatever the ratings', async () => {
    await establish('steady');
    await play('lucky', 'x1', 'A');
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { order: 'wins' });
    const rows = await board();
    expect(rows[0]).toMatchObject({ username: 'rival', wins: 10, losses: 5 });
    expect(rows[1]).toMatchObject({ username: 'steady', wins: 5, losses: 10 });
    expect(rows[2]).toMatchObject({ username: 'lucky', wins: 1, losses: 0 });
  });

  test('an AI shows its level’s fixed rating and level; a game against it changes no rating but counts for both', async () => {
    const hard = { username: 'Ada ai', aiLevel: 'expert' as const };
    const first = await play('ann', hard, 'B');
    expect(first.ratings).toEqual({
      A: { rated: false, unrated: 'ai', before: 1500, after: 1500, rd: 350, provisional: true },
      B: {
        rated: false,
        unrated: 'ai',
        before: AI_RATINGS.expert.rating,
        after: AI_RATINGS.expert.rating,
        rd: 30,
        provisional: false,
      },
    });
    await play('ann', hard, 'A');
    await play('ann', hard, 'draw');
    const rows = await board();
    expect(rows.find((r) => r.username === 'Ada ai')).toMatchObject({
      rating: AI_RATINGS.expert.rating,
      ai: true,
      level: 'hard',
      provisional: false,
      wins: 1,
      draws: 1,
      losses: 1,
    });
    const ann = rows.find((r) => r.username === 'ann')!;
    expect(ann).toMatchObject({ rating: 1500, rd: 350, provisional: true, wins: 1, draws: 1, losses: 1 });
    expect(ann.level).toBeUndefined();
    expect((await profile('ann')).body).toMatchObject({ rating: 1500, rd: 350, games: 0, wins: 1 });
    expect((await history('ann')).body).toEqual([]);
    expect((await history('Ada ai')).body).toEqual([]);
    const k = api.ctx.db.kysely;
    expect(await k.selectFrom('rating_history').selectAll().execute()).toEqual([]);
  });

  test.each([
    ['easy', 'random'],
    ['medium', 'greedy'],
  ] as const)(
    'the %s AI (the guided game’s level too) changes no rating, won or lost',
    async (level, aiLevel) => {
      const ai = { username: 'Hugo ai', aiLevel };
      await play('newbie', ai, 'B');
      await play('newbie', ai, 'A');
      expect((await profile('newbie')).body).toMatchObject({
        rating: 1500,
        rd: 350,
        provisional: true,
        wins: 1,
        losses: 1,
      });
      expect((await board()).find((r) => r.ai)).toMatchObject({ level, rating: AI_RATINGS[aiLevel].rating });
    },
  );

  test('a game between people after AI games is rated from the start rating, as the first rated game', async () => {
    await play('ann', { username: 'Hugo ai', aiLevel: 'random' }, 'B');
    const { ratings } = await play('ann', 'bob', 'A');
    expect(ratings!.A).toMatchObject({ rated: true, before: 1500 });
    expect(ratings!.A.after).toBeGreaterThan(1500);
    expect(ratings!.B.after).toBeLessThan(1500);
    expect((await history('ann')).body.map((h) => h.opponent)).toEqual(['bob']);
    expect((await profile('ann')).body).toMatchObject({ games: 1, wins: 1, losses: 1 });
  });

  test('a forfeit counts as a loss; a no-contest game changes nothing', async () => {
    await play('ann', 'bob', 'none');
    expect(await board()).toEqual([]);
    const forfeit = await recordResult(api.ctx.db.kysely, {
      id: 'forfeit-1',
      mode: 'others',
      seed: 1,
      log: [],
      result: { winner: 'B', reason: 'forfeit' },
      startedAt: 0,
      endedAt: 1,
      players: { A: { username: 'ann', name: 'Ann' }, B: { username: 'bob', name: 'Bob' } },
    });
    expect(forfeit.ratings!.A.after).toBeLessThan(1500);
    expect(await board()).toMatchObject([
      { username: 'bob', wins: 1 },
      { username: 'ann', losses: 1 },
    ]);
  });

  test('while the leaderboard is paused, ratings do not move', async () => {
    await play('ann', 'bob', 'A');
    const before = await board();
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { pause: true });
    const paused = await play('bob', 'ann', 'A');
    expect(paused).toEqual({ written: true });
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { pause: false });
    expect(await board()).toEqual(before);
    expect((await history('ann')).body).toHaveLength(1);
  });

  test('archive saves the ratings with the season; the new board starts everyone at 1500', async () => {
    await play('ann', 'bob', 'A');
    const before = await board();
    const id = await archiveBoard(api.ctx.db.kysely, 5000);
    const [season] = await seasons(api.ctx.db.kysely);
    expect(season).toMatchObject({ id, standings: before });
    expect(await board()).toEqual([]);
    expect((await profile('ann')).status).toBe(404);
    const { ratings } = await play('ann', 'cid', 'B');
    expect(ratings!.A.before).toBe(1500);
    expect((await history('ann')).body).toHaveLength(1);
  });

  test('reset clears ratings with the board, saving nothing', async () => {
    await play('ann', 'bob', 'A');
    await resetBoard(api.ctx.db.kysely);
    expect(await board()).toEqual([]);
    expect(await seasons(api.ctx.db.kysely)).toEqual([]);
    const { ratings } = await play('ann', 'bob', 'A');
    expect(ratings!.A.before).toBe(1500);
    expect((await history('ann')).body).toHaveLength(1);
  });
});

describe('the people-only board (?view=people)', () => {
  test('leaves the AI rows out before the row limit, so the limit counts people; ?view=all is the plain call', async () => {
    await play('ann', 'bob', 'A');
    await play('cid', { username: 'Hugo ai', aiLevel: 'random' }, 'A');
    await play('dan', { username: 'Ada ai', aiLevel: 'greedy' }, 'B');
    await updateSetting(api.ctx.db.kysely, 'leaderboard', { qty: 3 });
    const all = await board();
    expect(all).toHaveLength(3);
    expect(all.filter((r) => r.ai).map((r) => r.username)).toEqual(['Ada ai', 'Hugo ai']);
    const people = (await get('/api/users/leaderboard?view=people')).json<Standing[]>();
    expect(people.map((r) => [r.place, r.username])).toEqual([
      [1, 'ann'],
      [2, 'cid'],
      [3, 'dan'],
    ]);
    expect(people.every((r) => !r.ai)).toBe(true);
    expect((await get('/api/users/leaderboard?view=all')).json()).toEqual(all);
    // The AIs' own view (their tab on the web, issue 36): only them, placed among themselves.
    const ais = (await get('/api/users/leaderboard?view=ai')).json<Standing[]>();
    expect(ais.map((r) => [r.place, r.username, r.ai])).toEqual([
      [1, 'Ada ai', true],
      [2, 'Hugo ai', true],
    ]);
  });

  test.each(['AI', 'ais', 'PEOPLE', '', '1'])('view=%j is refused with 400 and a code', async (view) => {
    const res = await get(`/api/users/leaderboard?view=${encodeURIComponent(view)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'request/invalid' });
  });

  test('two views at once are refused', async () => {
    const res = await get('/api/users/leaderboard?view=people&view=all');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request/invalid' });
  });
});

describe('player profile and rating history', () => {
  test("a player's rating, deviation, wins, draws and losses, and each rated game oldest first", async () => {
    await play('ann', 'bob', 'A');
    await play('cid', 'ann', 'draw');
    await play('ann', 'dan', 'B');
    const p = await profile('ann');
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ username: 'ann', name: 'ANN', wins: 1, draws: 1, losses: 1, games: 3 });
    expect(p.body.provisional).toBe(true);
    const h = (await history('ann')).body;
    expect(h.map((e) => [e.gameId, e.opponent, e.outcome])).toEqual([
      [`rated-${gameNo - 2}`, 'bob', 'win'],
      [`rated-${gameNo - 1}`, 'cid', 'draw'],
      [`rated-${gameNo}`, 'dan', 'lose'],
    ]);
    expect(h[0]!.before).toBe(1500);
    expect(h[1]!.before).toBe(h[0]!.after);
    expect(h[2]!.after).toBe(p.body.rating);
    expect(h[0]!.after).toBeGreaterThan(h[0]!.before);
    expect(h[2]!.after).toBeLessThan(h[2]!.before);
  });

  test('a signed-up player without games starts at 1500, RD 350', async () => {
    await api.signIn('newbie', { name: 'Newbie' });
    expect((await profile('newbie')).body).toMatchObject({
      username: 'newbie',
      name: 'Newbie',
      rating: 1500,
      rd: 350,
      provisional: true,
      games: 0,
    });
    expect((await history('newbie')).body).toEqual([]);
  });

  test('an unknown name is a 404 with a message', async () => {
    for (const res of [await profile('nobody'), await history('nobody')])
      expect(res).toMatchObject({
        status: 404,
        body: { statusCode: 404, code: 'request/not-found', message: 'No player has this name.' },
      });
  });
});

test('a name with a control character is refused with 400 and a message', async () => {
  for (const url of ['/api/users/%00/profile', '/api/users/a%0Ab/ratings']) {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'request/invalid' });
  }
});

describe("issue 35: ratings are an account's, and a pair of accounts cannot farm them", () => {
  /** A rated game as a room records it: each seat with its user (`name` shown), A won. */
  function won(id: string, winner: { id: string; name: string }, loser: { id: string; name: string }) {
    const seat = (u: { id: string; name: string }) => ({ username: u.name, name: u.name, userId: u.id });
    return recordResult(api.ctx.db.kysely, {
      id,
      mode: 'others',
      seed: 1,
      log: [],
      result: { winner: 'A', reason: 'hit' },
      startedAt: api.clock.now,
      endedAt: api.clock.now,
      players: { A: seat(winner), B: seat(loser) },
    });
  }

  test('a legacy carol and the Hive carol get separate rows on the board; the name carol asks for the Hive one', async () => {
    const k = api.ctx.db.kysely;
    const legacyUser = await createLegacyUser(
      k,
      { username: 'carol', email: 'carol@legacy.example', passwordHash: 'scrypt$x', confirmToken: null },
      api.clock.now,
    );
    const hiveUser = (await api.signIn('carol', { name: 'carol' })).user;
    expect(hiveUser.username).toBe('carol~hive');
    const legacy = { id: legacyUser.id, name: 'carol' };
    const hive = { id: hiveUser.id, name: 'carol' };
    const dee = { id: (await api.signIn('dee', { name: 'dee' })).user.id, name: 'dee' };
    // The legacy carol (recorded as carol by an older build) won twice; the Hive carol then lost once.
    await won('legacy-1', legacy, dee);
    await won('legacy-2', legacy, dee);
    await won('hive-1', dee, hive);
    const carols = (await board()).filter((r) => r.username === 'carol');
    expect(carols.map((r) => [r.wins, r.losses]).sort()).toEqual([
      [0, 1],
      [2, 0],
    ]);
    const hiveRow = carols.find((r) => r.losses === 1)!;
    // Her first game was rated from 1500, not from the legacy carol's two wins.
    expect((await history('carol')).body).toEqual([
      expect.objectContaining({ gameId: 'hive-1', opponent: 'dee', outcome: 'lose', before: 1500 }),
    ]);
    expect((await profile('carol')).body).toMatchObject({
      username: 'carol',
      wins: 0,
      losses: 1,
      games: 1,
      rating: hiveRow.rating,
    });
  });

  test(`the same two accounts: after ${PAIR_RATED_GAMES} rated games in 24 h the next changes neither rating; another pair rates`, async () => {
    const ann = { id: (await api.signIn('ann', { name: 'ann' })).user.id, name: 'ann' };
    const ben = { id: (await api.signIn('ben', { name: 'ben' })).user.id, name: 'ben' };
    const cid = { id: (await api.signIn('cid', { name: 'cid' })).user.id, name: 'cid' };
    for (let i = 0; i < PAIR_RATED_GAMES; i++) {
      api.clock.now += 60_000;
      await won(`farm-${i}`, ann, ben);
    }
    const before = (await profile('ann')).body;
    api.clock.now += 60_000;
    // A rematch between the pair, the one over the limit: counted (a win), rated for nobody.
    const farmed = await won('farm-over', ann, ben);
    expect(farmed.ratings?.A).toMatchObject({ rated: false, unrated: 'pair-limit' });
    expect((await profile('ann')).body).toEqual({ ...before, wins: before.wins + 1 });
    expect((await history('ann')).body.map((h) => h.gameId)).not.toContain('farm-over');
    api.clock.now += 60_000;
    await won('fair', ann, cid);
    expect((await profile('ann')).body.rating).toBeGreaterThan(before.rating);
  });
});
