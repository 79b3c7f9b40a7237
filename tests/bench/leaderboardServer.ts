// The API server the leaderboard benchmark loads, run as its own process (pinned to one core by the bench):
// `after` is the product's app; `before` serves the leaderboard with the aggregation it used before issue 14
// (every read grouped all result rows), beside the same settings read, on the same database file.
import { SOLVED_DIR, solvedTableFor } from '../../api/solved/tableFiles';
import Fastify from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { openDb } from '../../api/db/connect';
import { getSetting } from '../../api/db/settings';
import { UNREACHABLE_CHAIN } from '../kits/testHarness';

const [path, mode] = process.argv.slice(2);
const db = await openDb(`sqlite:${path}`);

async function beforeApp() {
  const app = Fastify({ logger: false });
  const k = db.kysely;
  // The leaderboard query as api/db/leaderboard.ts had it before issue 14.
  app.get('/api/users/leaderboard', async () => {
    const { qty } = await getSetting(k, 'leaderboard');
    const count = (outcome: string) =>
      sql<number | string>`sum(case when gp.outcome = ${outcome} then 1 else 0 end)`;
    const rows = await k
      .selectFrom('game_players as gp')
      .leftJoin('users as u', 'u.hive_username', 'gp.username')
      .select((eb) => [
        'gp.username',
        eb.fn.coalesce(eb.fn.max('u.name'), eb.fn.max('gp.name')).as('name'),
        count('win').as('wins'),
        count('draw').as('draws'),
        count('lose').as('losses'),
      ])
      .where('gp.board', '=', 0)
      .where('gp.counted', '=', 1)
      .groupBy('gp.username')
      .orderBy('wins', 'desc')
      .orderBy('losses', 'asc')
      .orderBy('draws', 'desc')
      .orderBy('name', 'asc')
      .orderBy('gp.username', 'asc')
      .limit(qty)
      .execute();
    return rows.map((r, i) => ({ place: i + 1, ...r }));
  });
  app.get('/v1/setting/setl', async () => getSetting(k, 'leaderboard'));
  return app;
}

const app =
  mode === 'before'
    ? await beforeApp()
    : await buildApp(
        {
          // The bench's clients all read from 127.0.0.1: the per-IP limit on public reads out of the way.
          config: loadConfig({ PUBLIC_READ_RATE_LIMIT: '1000000' }),
          db,
          chain: UNREACHABLE_CHAIN,
          now: () => Date.now(),
          solved: solvedTableFor(SOLVED_DIR),
        },
        { logger: false, logStream: { write: () => undefined } },
      );
// For the bench only: how long the event loop was held (ms), since the last ask; then starts again.
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
app.get('/bench/loop', async () => {
  const answer = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  loop.reset();
  return answer;
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
