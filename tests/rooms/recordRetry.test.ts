// A result is never announced unless it is stored: recording retries with backoff on the room's clock.
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { GameRoomState } from '../../rooms/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

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
let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({}, { dbPlugin: plugin });
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
