// A whole game against the Perfect AI over a real socket (issue 26): the room seats it from the solved table the
// server loaded at start, it plays the solution's opening and legal plans, and the game ends normally.
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storedGame } from '../../api/db/gameRecords';
import {
  aiLevelOfName,
  canHit,
  canMove,
  characterByLetter,
  hitTargets,
  moveTargets,
  verifyStoredGame,
  type Letter,
} from '../../engine';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

const me = (r: Room<GameRoomState>) => r.state.players.get(r.sessionId)!;
const ai = (r: Room<GameRoomState>) => [...r.state.players.values()].find((p) => p.isAi)!;
/** The four centre squares (d5, e5, d4, e4): where the solution places the Medical Doctor. */
const CENTRE = [27, 28, 35, 36];

test('a player chooses perfect: the AI carries a Perfect name, plays the solved opening and legal plans, and the game ends normally', async () => {
  const kim = await (await h.player('kim')).create<GameRoomState>('h1a1', { level: 'perfect' });
  const box = inbox(kim);
  await h.startPlay(kim);
  expect(kim.state.level).toBe('perfect');
  // The AI's name is one of the Perfect level's, and its level is synced as players choose it.
  expect(ai(kim).level).toBe('perfect');
  expect(aiLevelOfName(ai(kim).name)).toBe('perfect');

  // Kim plays the Undergraduate from the middle of the board.
  h.advance(kim.roomId, 1500);
  await until(() => ai(kim).done, 3000, 'the AI chose');
  kim.send('choose', { square: characterByLetter('U')!.start });
  await until(() => kim.state.phase === 'place', 3000, 'place');
  kim.send('place', { square: 20 });
  h.advance(kim.roomId, 1500);
  await until(() => kim.state.phase === 'move', 3000, 'move');
  // The solution picks the Medical Doctor every time, on a centre square.
  expect(ai(kim).character).toBe('M');
  expect(CENTRE).toContain(ai(kim).square);

  const aiLetter = ai(kim).character as Letter;
  const mine = me(kim).character as Letter;
  let reveals = 0;
  for (let turn = 0; turn < 12 && kim.state.phase !== 'over'; turn++) {
    await until(() => kim.state.phase === 'move', 3000, 'move phase');
    const from = me(kim).square;
    const move = moveTargets(mine, from)[turn % moveTargets(mine, from).length]!;
    kim.send('move', { square: move });
    kim.send('hit', { square: hitTargets(mine, move)[0]! });
    kim.send('set');
    h.advance(kim.roomId, 1500);
    await until(() => kim.state.lastReveal?.turn === turn + 1, 3000, `reveal of turn ${turn + 1}`);
    // The AI's plan, public once revealed: a legal move from its square and a legal hit from there.
    const r = kim.state.lastReveal!;
    expect(canMove(aiLetter, r.fromB, r.moveB)).toBe(true);
    expect(canHit(aiLetter, r.moveB, r.hitB)).toBe(true);
    reveals++;
    h.advance(kim.roomId, 3000);
    await until(() => kim.state.phase !== 'reveal', 3000, 'after the reveal');
  }
  await until(() => box.last('gameover') !== undefined, 3000, 'gameover');
  expect(reveals).toBeGreaterThanOrEqual(1);
  expect(box.all('error')).toEqual([]);
  expect(['hit', 'both-hit', 'turns']).toContain(kim.state.result?.reason);
  expect(['win', 'lose', 'draw']).toContain((box.last('gameover') as { result: string }).result);
  // Stored with its commitments, every one of the AI's picks among them.
  const stored = await storedGame(h.server.api.ctx.db.kysely, kim.state.gameId);
  expect(stored?.mode).toBe('h1a1');
  expect(verifyStoredGame(stored!)).toEqual({ ok: true });
  await kim.leave();
});
