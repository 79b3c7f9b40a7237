// A result is never announced unless it is stored: recording retries with backoff on the room's clock.
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { BOARD_REUSE_MS } from '../../api/db/boardCache';
import { LostCommits } from '../kits/lostCommits';
import { firstState, inbox, startRoomHarness, toFirstMove, until, type RoomHarness } from '../roomHarness';

/** Makes the next `failures` inserts into `games` throw, as a database that is down would. */
class FailingGamesInsert implements KyselyPlugin {
  failures = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (
      node.kind === 'InsertQueryNode' &&
      node.into?.table.identifier.name === 'games' &&
      this.failures > 0
    ) {
      this.failures--;
      throw new Error('database unavailable (on purpose)');
    }
    return node;
  }
  async transformResult<T>(args: { result: T }): Promise<T> {
    return args.result;
  }
}

const plugin = new FailingGamesInsert();
const lost = new LostCommits();
let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({}, { dbPlugin: plugin, wrapDb: (db) => lost.wrap(db) });
});
afterAll(async () => {
  await h.close();
});

const leaderboard = async () =>
  (await (await fetch(`${h.server.url}/api/users/leaderboard`)).json()) as { username: string }[];

async function duel(a: string, b: string) {
  const ra = await firstState(await (await h.player(a)).joinOrCreate<GameRoomState>('others'));
  const rb = await firstState(await (await h.player(b)).joinOrCreate<GameRoomState>('others'));
  await h.startPlay(ra, rb);
  // A rated result: past the first move, a leave is a forfeit (before it, no contest).
  await toFirstMove(ra, rb);
  return { ra, rb, boxB: inbox(rb) };
}
const settle = () => new Promise((r) => setTimeout(r, 100));

test('a failed recording is retried; gameover comes only once the result is stored', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { ra, rb, boxB } = await duel('yves', 'zoe');
  plugin.failures = 2;
  ra.send('exit');
  await settle();
  expect(boxB.last('gameover')).toBeUndefined();
  h.advance(rb.roomId, 1000);
  await settle();
  expect(boxB.last('gameover')).toBeUndefined();
  h.advance(rb.roomId, 3000);
  await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover after the third try');
  expect(boxB.last('gameover')).toMatchObject({ result: 'win', reason: 'forfeit' });
  expect(await leaderboard()).toMatchObject([{ username: 'zoe' }, { username: 'yves' }]);
  errors.mockRestore();
  await rb.leave();
});

test('when every try fails, the players are told the game does not count, and the failure is logged with its id', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { ra, rb, boxB } = await duel('abel', 'bea');
  plugin.failures = 1000;
  ra.send('exit');
  for (let i = 0; i < 12 && boxB.last('gameover') === undefined; i++) {
    h.advance(rb.roomId, 1000);
    await settle();
  }
  expect(boxB.last('gameover')).toMatchObject({
    message: 'The result could not be saved; this game does not count.',
  });
  const logged = errors.mock.calls.map((c) => c.map(String).join(' ')).join('\n');
  expect(logged).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[^\n]*could not be saved/i);
  expect(plugin.failures).toBeLessThanOrEqual(1000 - 3);
  plugin.failures = 0;
  expect((await leaderboard()).map((r) => r.username)).not.toContain('bea');
  errors.mockRestore();
  await rb.leave();
});

test('the first write commits but its answer is lost: the retry finds the game stored, and the players get the result and the rating changes it made', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { ra, rb, boxB } = await duel('cleo', 'dan');
  lost.lost = 1;
  ra.send('exit');
  await settle();
  // The write went through, but the room was told it failed: no result yet, a retry in 1 s.
  expect(lost.answers).toHaveLength(1);
  expect(boxB.last('gameover')).toBeUndefined();
  const gameId = rb.state.gameId;
  const k = h.server.api.ctx.db.kysely;
  expect(await k.selectFrom('games').select('id').where('id', '=', gameId).execute()).toHaveLength(1);
  h.advance(rb.roomId, 1000);
  await until(() => boxB.last('gameover') !== undefined, 3000, 'gameover after the retry');
  // The normal result, not "this game does not count": the game is stored and counted once.
  expect(boxB.last('gameover')).toMatchObject({
    result: 'win',
    reason: 'forfeit',
    message: expect.not.stringMatching(/does not count/) as unknown,
  });
  // Each player's rating change, as the first write computed it (rating_history), beside their name.
  const history = await k.selectFrom('rating_history').selectAll().where('game_id', '=', gameId).execute();
  expect(history).toHaveLength(2);
  // (The ratings come with the state's next patch, which may follow the gameover message.)
  await until(() => [...rb.state.players.values()].every((p) => p.rated), 3000, 'both rated in the state');
  const shown = [...rb.state.players.values()].map((p) => [p.username, p.rated, p.rating, p.ratingChange]);
  expect(shown.sort()).toEqual(
    history
      .map((r) => [
        r.username,
        true,
        Math.round(r.rating_after),
        Math.round(r.rating_after) - Math.round(r.rating_before),
      ])
      .sort(),
  );
  expect(shown.find(([u]) => u === 'dan')?.[3]).toBeGreaterThan(0);
  // Counted once on the board (the API reuses a board it read for BOARD_REUSE_MS, per database handle).
  await new Promise((r) => setTimeout(r, BOARD_REUSE_MS + 50));
  expect((await leaderboard()).filter((r) => ['cleo', 'dan'].includes(r.username))).toMatchObject([
    { username: 'dan', wins: 1, losses: 0 },
    { username: 'cleo', wins: 0, losses: 1 },
  ]);
  const logged = errors.mock.calls.map((c) => c.map(String).join(' ')).join('\n');
  expect(logged).toMatch(/recording failed \(try 1\)/);
  errors.mockRestore();
  await rb.leave();
});
