// A reconnection token alone is not a seat: only the same user's session (token or cookie) gets it back.
import { GameClient } from '../../web/src/game/gameClient';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SESSION_COOKIE } from '../../api/db/sessions';
import type { GameRoomState } from '../../rooms/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness({ reconnectSeconds: 20 });
});
afterAll(async () => {
  await h.close();
});

test('a stolen reconnection token is refused without a session and with another user, the owner gets back in', async () => {
  const ca = await h.player('olaf');
  const ra = await firstState(await ca.joinOrCreate<GameRoomState>('others'));
  const rb = await firstState(await (await h.player('pia')).joinOrCreate<GameRoomState>('others'));
  await h.startPlay(ra, rb);
  ra.send('choose', { square: 61 });
  const opponent = () => [...rb.state.players.entries()].find(([k]) => k !== rb.sessionId)![1];
  await until(() => opponent().done, 3000, 'olaf chose');
  const stolen = ra.reconnectionToken;
  await ra.leave(false);
  await until(() => !opponent().connected, 3000, 'olaf seen as disconnected');

  await expect(new GameClient(h.server.url).reconnect(stolen)).rejects.toThrow(/sign in/i);
  const mallory = await h.player('mallory');
  await expect(mallory.reconnect(stolen)).rejects.toThrow(/not your seat|another player/i);
  expect(opponent().connected).toBe(false);

  // The owner, with only the session cookie as a browser sends it, gets the same seat and its own plan.
  const owner = new GameClient(h.server.url, { headers: { cookie: `${SESSION_COOKIE}=${ca.auth.token}` } });
  const back = await owner.reconnect<GameRoomState>(stolen);
  const box = inbox(back);
  await until(() => box.last('plan') !== undefined, 3000, 'plan resent');
  expect(box.last('plan')).toMatchObject({ character: 'T' });
  await until(() => opponent().connected, 3000, 'olaf seen as connected');
  await back.leave();
  await rb.leave();
});
