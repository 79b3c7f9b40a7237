// Issue 23, item 2: who played a game is a user, not a name. A Hive newcomer `carol` (login `carol~hive`,
// because a legacy email account `carol` exists) plays a private game through real rooms; it is seated and
// listed as `carol`, yet only its two players get its record or see it in a history, over real HTTP.
import type { Client } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameHistoryPage } from '../../contract/http';
import { createSession } from '../../api/db/sessions';
import { createLegacyUser } from '../../api/db/users';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

const bearer = (client: Client) => ({ authorization: `Bearer ${client.auth.token}` });
const get = (path: string, headers: Record<string, string>) => fetch(`${h.server.url}${path}`, { headers });
const listed = async (name: string, headers: Record<string, string>) => {
  const res = await get(`/api/users/${encodeURIComponent(name)}/games`, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as GameHistoryPage).games.map((g) => g.gameId);
};

test('a private game of the Hive carol is refused to the legacy carol, a third user and a visitor; its players get it', async () => {
  const db = h.server.api.ctx.db.kysely;
  const legacy = await createLegacyUser(
    db,
    { username: 'carol', email: 'carol@legacy.example', passwordHash: 'scrypt$x', confirmToken: null },
    h.clock.now,
  );
  const legacyCarol = { authorization: `Bearer ${await createSession(db, legacy, 'email', h.clock.now)}` };
  const hiveCarol = await h.player('carol');
  const dee = await h.player('dee');
  const eve = bearer(await h.player('eve'));
  const hiveUser = await db
    .selectFrom('users')
    .select(['username', 'hive_username'])
    .where('hive_username', '=', 'carol')
    .executeTakeFirstOrThrow();
  expect(hiveUser).toEqual({ username: 'carol~hive', hive_username: 'carol' });

  const cy = await hiveCarol.create<GameRoomState>('h2a0');
  const de = await dee.joinById<GameRoomState>(cy.roomId);
  await until(() => cy.state.phase === 'start', 3000, 'start');
  const box = inbox(cy);
  for (let i = 0; i < 60 && cy.state.phase !== 'over'; i++) {
    h.advance(cy.roomId, 10_000);
    await new Promise((r) => setTimeout(r, 20));
  }
  await until(() => box.last('gameover') !== undefined, 3000, 'gameover');
  const gameId = cy.state.gameId;
  await cy.leave();
  await de.leave();

  // Seated and shown as `carol`, as before.
  const record = `/api/games/${encodeURIComponent(gameId)}`;
  const mine = await get(record, bearer(hiveCarol));
  expect(mine.status).toBe(200);
  expect(((await mine.json()) as { players: { A: { username: string } } }).players.A.username).toBe('carol');
  expect((await get(record, bearer(dee))).status).toBe(200);

  for (const [who, headers] of [
    ['the legacy carol', legacyCarol],
    ['a third user', eve],
    ['a visitor', {}],
  ] as const) {
    const res = await get(record, headers);
    expect(res.status, who).toBe(403);
    expect(await res.json(), who).toMatchObject({ code: 'game/private' });
    for (const name of ['carol', 'carol~hive', 'dee'])
      expect(await listed(name, headers), `${who} lists ${name}`).not.toContain(gameId);
  }

  // Each player sees it in the history its profile asks for (a Hive player's Hive name), and under the
  // other player's name.
  expect(await listed('carol', bearer(hiveCarol))).toEqual([gameId]);
  expect(await listed('carol~hive', bearer(hiveCarol))).toEqual([gameId]);
  expect(await listed('dee', bearer(dee))).toEqual([gameId]);
  expect(await listed('carol', bearer(dee))).toEqual([gameId]);
  expect(await listed('dee', bearer(hiveCarol))).toEqual([gameId]);
});
