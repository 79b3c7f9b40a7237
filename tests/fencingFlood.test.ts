// Issue 35, finding 1, the flood: two real processes sharing PostgreSQL and Redis (their clocks right). 200
// signed-out history requests at a time, each costing a connection of the main pool for a while, must not stop the
// host's heartbeat: before, it waited behind them on the same ten connections and the other process claimed the
// host's live game as no contest.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { STALE_MS } from '../rooms/scaleOut/crashWatch';
import { gameOn, liveGameIds, poll, processGames, storedResults } from './kits/processGames';
import { startProcesses, type Processes } from './twoProcesses';

let two: Processes;

beforeAll(async () => {
  two = await startProcesses(2, { TRUST_PROXY: 'loopback', DRAIN_MS: '1000', ROOM_PLACEMENT: 'asked' });
}, 60_000);

afterAll(async () => {
  // Killed, not drained: the host's pool would go on answering the aborted flood's queued requests for 30 s and
  // more (about 40 core-seconds of the host and PostgreSQL), and the test's result is already known.
  await two.close('kill');
});

const games = processGames(() => two, '36');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('200 signed-out history requests at a time hold the host’s main pool: its game is never claimed by the other', async () => {
  const host = 1;
  // A name with many games: each history request counts and sorts them all (finding 2), holding a connection.
  const N = 100_000;
  await sql`INSERT INTO games (id, mode, winner, reason, seed, log, started_at, ended_at)
    SELECT 'flood-' || i, 'h0a2', 'A', 'hit', 0, '[]', i, i FROM generate_series(1, ${N}) i`.execute(
    two.db.kysely,
  );
  await sql`INSERT INTO game_seats (game_id, seat, username, name, is_ai, ended_at)
    SELECT 'flood-' || i, s.seat, s.username, s.username, 1, i
    FROM generate_series(1, ${N}) i, (VALUES ('A', 'Flood ai'), ('B', 'Other ai')) AS s(seat, username)`.execute(
    two.db.kysely,
  );
  const game = await gameOn(two, host, () => games.aiGame('flood-ai', two.urls[host]!));
  await poll(two, async () => (await liveGameIds(two)).includes(game.gameId), 10_000, 'its start noted');
  // 200 requests in flight, each answered one replaced at once, until the other could have claimed the game twice.
  const stop = new AbortController();
  let answered = 0;
  const asker = async () => {
    while (!stop.signal.aborted)
      await fetch(`${two.urls[host]!}/api/users/Flood%20ai/games`, { signal: stop.signal })
        .then(async (r) => {
          await r.text();
          answered += 1;
        })
        .catch(() => undefined);
  };
  const askers = Array.from({ length: 200 }, asker);
  // Before, its heartbeat waited behind the flood on the ten connections: stale, then claimed by the other.
  await sleep(2 * STALE_MS);
  const stored = await storedResults(two, [game.gameId]);
  const live = await liveGameIds(two);
  stop.abort();
  await Promise.all(askers);
  console.log(`${answered} history requests answered during the flood`);
  expect(stored, two.output()).toEqual([]);
  expect(live).toContain(game.gameId);
  game.rooms[0]!.removeAllListeners();
}, 120_000);
