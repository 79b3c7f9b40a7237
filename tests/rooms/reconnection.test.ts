// A reconnection token alone is not a seat: only the same user's session (token or cookie) gets it back.
import { Protocol } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import { GameClient } from '../../web/src/game/net/gameClient';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SESSION_COOKIE } from '../../api/db/sessions';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { UNREADABLE_RECONNECTION } from '../../rooms/colyseus/reconnection';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { matchmake } from './rawHttp';
import { rawUpgrade } from './rawWebSocket';

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

/** How a forged reconnection URL must be refused: before the upgrade, or by the owner check in the room. */
type Refused = 'unreadable' | 'not-yours' | 'bad-request';

/**
 * Request targets that a script can send (a browser would tidy them) and that two URL parsers may read apart, for
 * `p` the process id, `r` the room id and `q` the query. Node's own parser refuses a leading backslash.
 */
const FORGED_PATHS: readonly (readonly [string, (p: string, r: string, q: string) => string, Refused])[] = [
  ['a leading // (the finding)', (p, r, q) => `//${p}/${r}?${q}`, 'unreadable'],
  ['three slashes', (p, r, q) => `///${p}/${r}?${q}`, 'unreadable'],
  ['a slash then a backslash', (p, r, q) => `/\\${p}/${r}?${q}`, 'unreadable'],
  ['a leading // undone by ..', (p, r, q) => `//${p}/${r}/../${r}?${q}`, 'unreadable'],
  ['backslashes only', (p, r, q) => `\\\\${p}\\${r}?${q}`, 'bad-request'],
  ['an encoded slash', (p, r, q) => `/${p}/%2F${r}?${q}`, 'unreadable'],
  ['an empty segment', (p, r, q) => `/${p}//${r}?${q}`, 'unreadable'],
  ['dot segments', (p, r, q) => `/./${p}/./${r}?${q}`, 'not-yours'],
  ['absolute form', (p, r, q) => `ws://x/${p}/${r}?${q}`, 'not-yours'],
  ['a // host before the path', (p, r, q) => `//x/${p}/${r}?${q}`, 'not-yours'],
];

test('a stolen reconnection token on a WebSocket URL read two ways is refused for another account; the owner keeps the seat', async () => {
  const ca = await h.player('ulla');
  const ra = await firstState(await ca.joinOrCreate<GameRoomState>('others'));
  const rb: Room<GameRoomState> = await firstState(
    await (await h.player('vic')).joinOrCreate<GameRoomState>('others'),
  );
  await h.startPlay(ra, rb);
  ra.send('choose', { square: 61 });
  const opponent = () => [...rb.state.players.entries()].find(([k]) => k !== rb.sessionId)![1];
  await until(() => opponent().done, 3000, 'ulla chose');
  const stolen = ra.reconnectionToken;
  await ra.leave(false);
  await until(() => !opponent().connected, 3000, 'ulla seen as disconnected');

  // Mallory, signed in, asks matchmaking for the stolen seat (as the client's reconnect does), then opens the
  // socket herself with each forged path, her own session in the URL.
  const mallory = (await h.player('mallet')).auth.token;
  const [roomId, token] = stolen.split(':') as [string, string];
  const port = Number(new URL(h.server.url).port);
  for (const [variant, pathOf, refused] of FORGED_PATHS) {
    const asked = await matchmake(
      h.server.url,
      'reconnect',
      roomId,
      { reconnectionToken: token },
      { authorization: `Bearer ${mallory}` },
    );
    expect(asked.status, variant).toBe(200);
    const { room, sessionId } = JSON.parse(asked.body) as { room: { processId: string }; sessionId: string };
    const query = `sessionId=${sessionId}&reconnectionToken=${token}&_authToken=${mallory}`;
    const answer = await rawUpgrade(port, pathOf(room.processId, roomId, query));
    expect(answer.firstMessage, variant).not.toBe(Protocol.JOIN_ROOM);
    if (refused === 'unreadable') expect(answer, variant).toMatchObject(UNREADABLE_RECONNECTION_ANSWER);
    else if (refused === 'bad-request') expect(answer.status, variant).toBe(400);
    else {
      expect(answer.firstMessage, variant).toBe(Protocol.ERROR);
      expect(answer.firstText, variant).toMatch(/another player/);
    }
    expect(opponent().connected, variant).toBe(false);
  }

  // The owner, signed in, still gets its own seat back.
  const back = await ca.reconnect<GameRoomState>(stolen);
  await until(() => opponent().connected, 3000, 'ulla seen as connected');
  await back.leave();
  await rb.leave();
});

const UNREADABLE_RECONNECTION_ANSWER = {
  status: UNREADABLE_RECONNECTION.code,
  body: UNREADABLE_RECONNECTION.message,
};
