// Issue 35, finding 2: a history request cost a name's whole history (a count of every game, a sort, OFFSET to
// the page), signed out and unlimited. Here a name has 20,000 games (inserted in one transaction, as an AI's name
// gets there), and every statement one history request runs is checked: bounded by a LIMIT, no OFFSET past the
// page numbers answered, read in an index's order (no sort of the history); deep pages by number are refused,
// the total is capped, the cursor walks on; and the public reads meet a per-IP limit over real HTTP.
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  HISTORY_MAX_PAGE,
  HISTORY_PAGE_SIZE,
  HISTORY_TOTAL_CAP,
  type GameHistoryPage,
} from '../../contract/http';
import { startTestApi, TEST_DATABASE_URL, type TestApi } from '../../tests/kits/testHarness';
import { HISTORY_SCAN_LIMIT, playerGames } from '../db/gameRecords';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/**
 * 20,000 on SQLite, whose plans are checked; on PostgreSQL (the same answers, not the plans) 3,000 are enough to
 * pass every bound (HISTORY_SCAN_LIMIT, HISTORY_TOTAL_CAP) and keep the suite fast.
 */
const WHALE_GAMES = TEST_DATABASE_URL.startsWith('postgres') ? 3_000 : 20_000;

/**
 * Stores `count` games of `name` against `opponent`, newest last (ended at 1..count s), in one transaction:
 * `mode(i)` decides each game's mode.
 */
async function storeMany(
  a: TestApi,
  name: string,
  count: number,
  mode: (i: number) => string = () => 'h1a1',
  opponent = 'Whale ai',
): Promise<void> {
  await a.ctx.db.kysely.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += 500) {
      const ids = Array.from({ length: Math.min(500, count - from) }, (_, j) => from + j);
      await trx
        .insertInto('games')
        .values(
          ids.map((i) => ({
            id: `${name}-${i}`,
            mode: mode(i),
            winner: 'A',
            reason: 'hit',
            seed: i,
            secret_seed: null,
            log: '[]',
            started_at: i * 1000,
            ended_at: (i + 1) * 1000,
            durations: null,
            salt: null,
            seed_commitment: null,
            picks: null,
          })),
        )
        .execute();
      await trx
        .insertInto('game_seats')
        .values(
          ids.flatMap((i) => [
            {
              game_id: `${name}-${i}`,
              seat: 'A' as const,
              username: name,
              name,
              is_ai: 0,
              character: null,
              ended_at: (i + 1) * 1000,
              user_id: `u-${name}`,
            },
            {
              game_id: `${name}-${i}`,
              seat: 'B' as const,
              username: opponent,
              name: opponent,
              is_ai: 1,
              character: null,
              ended_at: (i + 1) * 1000,
              user_id: null,
            },
          ]),
        )
        .execute();
    }
  });
}

/** Records the SQL of every statement run through it. */
class Statements implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** The LIMIT and OFFSET values anywhere in a statement (its subqueries too). */
function boundsOf(node: unknown): { limits: number[]; offsets: number[] } {
  const limits: number[] = [];
  const offsets: number[] = [];
  const visit = (n: unknown): void => {
    if (n === null || typeof n !== 'object') return;
    const o = n as { kind?: string; limit?: { value?: unknown }; offset?: { value?: unknown } };
    if (o.kind === 'LimitNode') limits.push(Number(o.limit?.value));
    if (o.kind === 'OffsetNode') offsets.push(Number(o.offset?.value));
    for (const v of Object.values(n)) visit(v);
  };
  visit(node);
  return { limits, offsets };
}

/** The app holding the 20,000 games (stored once for the tests that only read them). */
let whale: TestApi;
const get = (url: string) => whale.app.inject({ method: 'GET', url });
const history = async (query = '') => {
  const res = await get(`/api/users/whale/games${query}`);
  return { status: res.statusCode, body: res.json<GameHistoryPage & { code?: string; message?: string }>() };
};

describe('a name with 20,000 games (3,000 on PostgreSQL)', () => {
  beforeAll(async () => {
    whale = await startTestApi();
    await storeMany(whale, 'whale', WHALE_GAMES);
  });
  afterAll(async () => {
    await whale.close();
  });

  test('every statement of a history request is bounded and read in an index order: no count, sort or OFFSET of the whole history', async () => {
    const db = whale.ctx.db;
    // Signed out, another player, and the player itself (its own games by user: game_seats_user).
    for (const viewer of [
      undefined,
      { userId: 'someone', names: ['someone'] },
      { userId: 'u-whale', names: ['whale'] },
    ]) {
      const statements = new Statements();
      const traced = db.kysely.withPlugin(statements);
      const first = await playerGames(traced, 'whale', {}, viewer);
      await playerGames(traced, 'whale', { skip: (HISTORY_MAX_PAGE - 1) * HISTORY_PAGE_SIZE }, viewer);
      await playerGames(traced, 'whale', { after: { endedAt: 5_000_000, gameId: 'whale-4999' } }, viewer);
      expect(first.games).toHaveLength(HISTORY_PAGE_SIZE);
      for (const node of statements.nodes) {
        const query = db.kysely.getExecutor().compileQuery(node, { queryId: 'plan' });
        // Every statement stops after a bounded number of rows; no OFFSET beyond the numbered pages' or one walk's.
        const { limits, offsets } = boundsOf(node);
        expect(limits.length, query.sql).toBeGreaterThan(0);
        for (const n of limits) expect(n).toBeLessThanOrEqual(HISTORY_TOTAL_CAP + 1);
        for (const n of offsets) expect(n).toBeLessThan(HISTORY_SCAN_LIMIT);
        if (db.dialect !== 'sqlite') continue;
        const plan = await db.kysely.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
        );
        const details = plan.rows.map((r) => r.detail);
        // The name's seats are searched through an index, never scanned or sorted as a whole.
        expect(
          details.some((d) => /SEARCH game_seats USING (COVERING )?INDEX game_seats_(player|user)/.test(d)),
          details.join('\n'),
        ).toBe(true);
        expect(
          details.filter((d) => /^SCAN (game_seats|games|s|o|g)\b/.test(d)),
          details.join('\n'),
        ).toEqual([]);
        expect(
          details.filter((d) => /TEMP B-TREE/.test(d) && !/^USE TEMP B-TREE FOR ORDER BY$/.test(d)),
        ).toEqual([]);
      }
    }
  });

  test('the total is capped ("1,000+"), deep pages by number are refused, and the cursor walks the history newest first', async () => {
    const first = await history();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      total: HISTORY_TOTAL_CAP,
      totalCapped: true,
      pageSize: HISTORY_PAGE_SIZE,
    });
    expect(first.body.games.map((g) => g.gameId)).toEqual(
      Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) => `whale-${WHALE_GAMES - 1 - i}`),
    );
    const deep = await history(`?page=${HISTORY_MAX_PAGE + 1}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: 'history/page-too-deep' });
    expect(deep.body.message).toMatch(/older/);
    expect((await history('?page=10000')).status).toBe(400);
    // Walking on by the cursor: each page goes on exactly where the one before stopped.
    let older = first.body.older!;
    for (let page = 2; page <= 3; page++) {
      const next = (await history(`?before=${older}`)).body;
      expect(next.games[0]!.gameId).toBe(`whale-${WHALE_GAMES - 1 - (page - 1) * HISTORY_PAGE_SIZE}`);
      expect(next.games).toHaveLength(HISTORY_PAGE_SIZE);
      older = next.older!;
    }
    for (const bad of ['x', 'bm90IGEgY3Vyc29y', `${older}&page=2`])
      expect((await history(`?before=${bad}`)).body).toMatchObject({ code: 'request/invalid' });
  });
});

test('a walk is bounded even where the viewer may see little: a short page, and the cursor goes on past it', async () => {
  const a = (api = await startTestApi());
  // One public game, then more private games than one walk reads: a signed-out caller sees only the first.
  await storeMany(a, 'shy', HISTORY_SCAN_LIMIT + 500, (i) => (i === 0 ? 'others' : 'h2a0'), 'pal');
  const page = (query = '') =>
    a.app
      .inject({ method: 'GET', url: `/api/users/shy/games${query}` })
      .then((r) => r.json<GameHistoryPage>());
  const first = await page();
  expect(first.games).toEqual([]);
  expect(first.older).not.toBeNull();
  const second = await page(`?before=${first.older!}`);
  expect(second.games.map((g) => g.gameId)).toEqual(['shy-0']);
  expect(second.older).toBeNull();
});

test('public reads (history, replays, ratings) are limited per IP over real HTTP, a forged X-Forwarded-For included', async () => {
  api = await startTestApi({ config: { publicReadRateLimit: 3 } });
  await storeMany(api, 'whale', 3);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  const base = `http://127.0.0.1:${address.port}`;
  const statuses: number[] = [];
  statuses.push((await fetch(`${base}/api/users/whale/games`)).status);
  statuses.push((await fetch(`${base}/api/games/whale-0`)).status);
  statuses.push((await fetch(`${base}/api/users/whale/ratings`)).status);
  const refused = await fetch(`${base}/api/users/whale/games`, {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect([...statuses, refused.status]).toEqual([200, 200, 404, 429]);
  expect(await refused.json()).toMatchObject({ code: 'rate/limited' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // The leaderboard, served from its cache, is not counted.
  expect((await fetch(`${base}/api/users/leaderboard`)).status).toBe(200);
});
