import { matchMaker } from '@colyseus/core';
import type { Client, Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storedGame } from '../../api/db/gameRecords';
import { GameRoom as ServerRoom } from '../../rooms/colyseus/gameRoom';
import { DEFAULT_LIMITS } from '../../rooms/limits/limits';
import { NO_SUCH_GAME } from '../../rooms/matchmaking/matchmakingGate';
import { REMATCH_ERRORS, REMATCH_JOIN_MS, REMATCH_WINDOW_MS } from '../../rooms/host/modes/rematchOffer';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';
import { matchmake } from './rawHttp';

let h: RoomHarness;
beforeAll(async () => {
  // Every player here plays from this one address: the per-IP rates are not under test (the per-user ones are kept).
  const perIp = (limit: { ip: number; user: number }) => ({ ...limit, ip: 1000 });
  const { matchmakePerMinute, createPerMinute, joinByCodePerMinute } = DEFAULT_LIMITS;
  h = await startRoomHarness({
    limits: {
      ...DEFAULT_LIMITS,
      matchmakePerMinute: perIp(matchmakePerMinute),
      createPerMinute: perIp(createPerMinute),
      joinByCodePerMinute: perIp(joinByCodePerMinute),
    },
  });
});
afterAll(async () => {
  await h.close();
});

type GameRoom = Room<GameRoomState>;
const seatOf = (r: GameRoom) => r.state.players.get(r.sessionId)?.seat;
/** The client has its first state (the typed state is empty until the room's first patch arrives). */
const hasState = (r: GameRoom) =>
  (r.state.players as GameRoomState['players'] | undefined)?.get(r.sessionId) !== undefined;
const rematchOf = (r: GameRoom) => r.state.rematch?.toJSON() as Record<string, unknown> | undefined;

/** Two players in one room of `mode` (public matchmaking, or a private code), in its start phase. */
async function pair(mode: 'others' | 'h2a0', first: Client, second: Client): Promise<[GameRoom, GameRoom]> {
  const a =
    mode === 'others'
      ? await first.joinOrCreate<GameRoomState>('others')
      : await first.create<GameRoomState>('h2a0');
  const b =
    mode === 'others'
      ? await second.joinOrCreate<GameRoomState>('others')
      : await second.joinById<GameRoomState>(a.roomId);
  expect(b.roomId).toBe(a.roomId);
  return [a, b];
}

/** Plays a one-turn game: both are the Judicial Doctor, `winner` on 9 hits `loser` on 10. */
async function playOneTurn(winner: GameRoom, loser: GameRoom): Promise<void> {
  await h.startPlay(winner, loser);
  for (const r of [winner, loser]) r.send('choose', { square: 5 });
  await until(() => winner.state.phase === 'place', 3000, 'place');
  winner.send('place', { square: 9 });
  loser.send('place', { square: 10 });
  await until(() => winner.state.phase === 'move', 3000, 'move');
  for (const [r, stay, hit] of [
    [winner, 9, 10],
    [loser, 10, 12],
  ] as const) {
    r.send('move', { square: stay });
    r.send('hit', { square: hit });
    r.send('set');
  }
  await until(() => winner.state.phase === 'reveal', 3000, 'reveal');
  h.advance(winner.roomId, 3000);
  await until(
    () => winner.state.rematch?.status === 'open' && loser.state.rematch?.status === 'open',
    3000,
    'the rematch offer',
  );
}

test('both ask: both are told the same new room, join it with seats swapped, play, and the public game is recorded', async () => {
  const [ann, bob] = await pair('others', await h.player('ann'), await h.player('bob'));
  const [annBox, bobBox] = [inbox(ann), inbox(bob)];
  await playOneTurn(ann, bob);
  const offer = rematchOf(ann);
  expect(offer).toMatchObject({ status: 'open', askedA: false, askedB: false, declinedBy: '' });
  expect(offer?.deadline).toBe(h.clock.now + REMATCH_WINDOW_MS);

  ann.send('rematch');
  await until(
    () => bob.state.rematch?.[seatOf(ann) === 'A' ? 'askedA' : 'askedB'] === true,
    3000,
    'ann asked',
  );
  expect(bob.state.rematch?.status).toBe('open');
  expect(annBox.all('rematch')).toEqual([]);
  bob.send('rematch');
  await until(
    () => annBox.last('rematch') !== undefined && bobBox.last('rematch') !== undefined,
    3000,
    'both told',
  );
  const { roomId } = annBox.last('rematch') as { roomId: string };
  expect(bobBox.last('rematch')).toEqual({ roomId });
  expect(roomId).not.toBe(ann.roomId);
  await until(() => ann.state.rematch?.status === 'accepted', 3000, 'accepted in the synced state');

  // Public matchmaking does not find the reserved room.
  const carl = await (await h.player('carl')).joinOrCreate<GameRoomState>('others');
  expect(carl.roomId).not.toBe(roomId);
  await carl.leave();

  const oldSeats = { ann: seatOf(ann), bob: seatOf(bob) };
  await ann.leave();
  await bob.leave();
  const ann2 = await (await h.player('ann')).joinById<GameRoomState>(roomId);
  const bob2 = await (await h.player('bob')).joinById<GameRoomState>(roomId);
  // Both clients have their first state (bob2's can arrive after ann2 sees the start).
  await until(() => ann2.state.phase === 'start' && hasState(bob2), 3000, 'the rematch starts');
  expect(ann2.state.mode).toBe('others');
  expect(seatOf(ann2)).toBe(oldSeats.bob);
  expect(seatOf(bob2)).toBe(oldSeats.ann);

  await playOneTurn(bob2, ann2);
  const stored = await storedGame(h.server.api.ctx.db.kysely, ann2.state.gameId);
  expect(stored?.mode).toBe('others');
  const board = (await (await fetch(`${h.server.url}/api/users/leaderboard`)).json()) as {
    username: string;
  }[];
  expect(board.map((r) => r.username)).toEqual(expect.arrayContaining(['ann', 'bob']));
  await ann2.leave();
  await bob2.leave();
});

test('a private rematch: a third user cannot take a seat in the rematch room', async () => {
  const [cy, dee] = await pair('h2a0', await h.player('cyra'), await h.player('dee'));
  const cyBox = inbox(cy);
  await playOneTurn(cy, dee);
  cy.send('rematch');
  dee.send('rematch');
  await until(() => cyBox.last('rematch') !== undefined, 3000, 'told');
  const { roomId } = cyBox.last('rematch') as { roomId: string };
  expect(roomId).toMatch(/^\d{6}$/);
  await cy.leave();
  await dee.leave();
  const cy2 = await (await h.player('cyra')).joinById<GameRoomState>(roomId);
  // Refused at matchmaking, as an unused code (no seat is reserved for her).
  await expect((await h.player('eve')).joinById<GameRoomState>(roomId)).rejects.toMatchObject({
    status: 404,
    code: 'match/no-such-game',
    message: NO_SUCH_GAME,
  });
  const dee2 = await (await h.player('dee')).joinById<GameRoomState>(roomId);
  await until(() => cy2.state.phase === 'start', 3000, 'the rematch starts');
  expect(cy2.state.mode).toBe('h2a0');
  expect([...cy2.state.players.values()].map((p) => p.username).sort()).toEqual(['cyra', 'dee']);
  await cy2.leave();
  await dee2.leave();
});

test.each(['h2a0', 'others'] as const)(
  'a %s rematch room answers a third account exactly as an unused code, and both players still join',
  async (mode) => {
    const [first, second] = mode === 'h2a0' ? ['vera', 'walt'] : ['xia', 'yann'];
    const [a, b] = await pair(mode, await h.player(first), await h.player(second));
    const aBox = inbox(a);
    await playOneTurn(a, b);
    a.send('rematch');
    b.send('rematch');
    await until(() => aBox.last('rematch') !== undefined, 3000, 'told');
    const { roomId } = aBox.last('rematch') as { roomId: string };
    await a.leave();
    await b.leave();

    // A stranger, signed in, asks for the code (twice, as a script holding seats would), and for one never used.
    const stranger = {
      authorization: `Bearer ${(await h.player(`${first}-${second}-stranger`)).auth.token}`,
    };
    const unused = mode === 'h2a0' ? (roomId === '123456' ? '654321' : '123456') : 'noSuchRoom1';
    const answers = [
      await matchmake(h.server.url, 'joinById', roomId, {}, stranger),
      await matchmake(h.server.url, 'joinById', roomId, {}, stranger),
      await matchmake(h.server.url, 'joinById', unused, {}, stranger),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({
        status: 'error',
        statusCode: 404,
        error: 'Not Found',
        code: 'match/no-such-game',
        message: NO_SUCH_GAME,
      });
    }
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);

    // No seat is held for the stranger: both players get theirs at once.
    const a2 = await (await h.player(first)).joinById<GameRoomState>(roomId);
    const b2 = await (await h.player(second)).joinById<GameRoomState>(roomId);
    await until(() => a2.state.phase === 'start' && hasState(b2), 3000, 'the rematch starts');
    expect([...a2.state.players.values()].map((p) => p.username).sort()).toEqual([first, second]);
    await a2.leave();
    await b2.leave();
  },
);

test('a rematch room whose second player never comes closes after 30 s, telling the one who came', async () => {
  const [pam, quin] = await pair('others', await h.player('pam'), await h.player('quin'));
  const pamBox = inbox(pam);
  await playOneTurn(pam, quin);
  pam.send('rematch');
  quin.send('rematch');
  await until(() => pamBox.last('rematch') !== undefined, 3000, 'told');
  const { roomId } = pamBox.last('rematch') as { roomId: string };
  await pam.leave();
  await quin.leave();
  const pam2 = await (await h.player('pam')).joinById<GameRoomState>(roomId);
  const pam2Box = inbox(pam2);
  let closed = false;
  pam2.onLeave(() => (closed = true));
  await until(() => pam2.state.phase === 'waiting', 3000, 'pam waits in the rematch room');
  h.advance(roomId, REMATCH_JOIN_MS);
  await until(() => closed, 3000, 'the rematch room closed');
  expect(pam2Box.last('error')).toMatchObject({ code: 'rematch/no-show' });
});

test('a client cannot create a reserved rematch room or pick its seats', async () => {
  const client = await h.player('oli');
  const forged = { $rematch: { A: 'someone', B: 'else' } };
  await expect(client.create<GameRoomState>('others', forged)).rejects.toThrow(/Unknown option/);
  await expect(client.create<GameRoomState>('h2a0', forged)).rejects.toThrow(/Unknown option/);
});

/** How many live rooms on the server seat `username`. */
const liveRoomsOf = (username: string) =>
  [...h.server.services.liveRooms].filter(
    (room) =>
      room instanceof ServerRoom && [...room.state.players.values()].some((p) => p.username === username),
  ).length;
/** Whether the room `roomId` is closed on this server. */
const closed = (roomId: string) => (matchMaker.getLocalRoomById(roomId) as unknown) === undefined;

test('a rematch room takes a place in both players’ live-room budgets, given back when it closes unjoined', async () => {
  // Rita creates the private game (one place in her budget); Sol only joins it (none in his).
  const [rita, sol] = await pair('h2a0', await h.player('rita'), await h.player('sol'));
  const ritaBox = inbox(rita);
  await playOneTurn(rita, sol);
  rita.send('rematch');
  sol.send('rematch');
  await until(() => ritaBox.last('rematch') !== undefined, 3000, 'told');
  const { roomId } = ritaBox.last('rematch') as { roomId: string };

  // The rematch room counts for both: Rita has 2 places taken (the finished game and the rematch), Sol 1.
  const [ritaClient, solClient] = [await h.player('rita'), await h.player('sol')];
  const ritaOwn = [await ritaClient.create<GameRoomState>('h2a0')];
  await expect(ritaClient.create('h2a0')).rejects.toThrow(/3 games open/);
  const solOwn = [
    await solClient.create<GameRoomState>('h2a0'),
    await solClient.create<GameRoomState>('h1a1'),
  ];
  await expect(solClient.create('h2a0')).rejects.toThrow(/3 games open/);

  // Nobody joins the rematch room: it closes after 30 s and gives both places back.
  h.advance(roomId, REMATCH_JOIN_MS);
  await until(() => closed(roomId), 3000, 'the rematch room closed');
  ritaOwn.push(await ritaClient.create<GameRoomState>('h2a0'));
  solOwn.push(await solClient.create<GameRoomState>('h2a0'));
  for (const r of [rita, sol, ...ritaOwn, ...solOwn]) await r.leave();
});

test('a pair cannot chain rematches past the live-room budget: the next rematch is refused with rematch/budget', async () => {
  // Tam and Uma keep every finished room open and chain rematches: each new room takes a place in both budgets.
  let [tam, uma] = await pair('h2a0', await h.player('tam'), await h.player('uma'));
  const open: GameRoom[] = [tam, uma];
  let refusal: unknown;
  for (let chained = 0; chained < 4 && refusal === undefined; chained++) {
    const [tamBox, umaBox] = [inbox(tam), inbox(uma)];
    await playOneTurn(tam, uma);
    tam.send('rematch');
    uma.send('rematch');
    await until(
      () =>
        (tamBox.last('rematch') !== undefined && umaBox.last('rematch') !== undefined) ||
        (tamBox.last('error') !== undefined && umaBox.last('error') !== undefined),
      3000,
      'the rematch answered',
    );
    expect(Math.max(liveRoomsOf('tam'), liveRoomsOf('uma'))).toBeLessThanOrEqual(3);
    if (tamBox.last('error') !== undefined) {
      refusal = tamBox.last('error');
      expect(umaBox.last('error')).toEqual(refusal);
      expect([...tamBox.all('rematch'), ...umaBox.all('rematch')]).toEqual([]);
      await until(() => tam.state.rematch?.status === 'expired', 3000, 'the offer ended');
      break;
    }
    const { roomId } = tamBox.last('rematch') as { roomId: string };
    // They join the rematch from new connections, leaving the finished rooms open.
    [tam, uma] = [
      await (await h.player('tam')).joinById<GameRoomState>(roomId),
      await (await h.player('uma')).joinById<GameRoomState>(roomId),
    ];
    open.push(tam, uma);
  }
  // Tam created the first room; the two rematch rooms made since fill both budgets (3 for Tam, 2 for Uma).
  expect(refusal).toEqual(REMATCH_ERRORS.budget);
  expect(liveRoomsOf('tam')).toBe(3);
  expect(liveRoomsOf('uma')).toBe(3);
  for (const r of open) await r.leave();
  await until(() => liveRoomsOf('tam') === 0, 3000, 'every room closed');
  // The places are given back: Tam can create three rooms again.
  const client = await h.player('tam');
  const again = [];
  for (let i = 0; i < 3; i++) again.push(await client.create<GameRoomState>('h2a0'));
  for (const r of again) await r.leave();
});
