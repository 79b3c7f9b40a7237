// Provably fair games through real rooms and real clients (docs/FAIRNESS.md): what each client's synced state
// carries of the seed commitment, the pick commitments and their nonces, when, and the record at the end.
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import {
  hitTargets,
  moveTargets,
  pickCommitment,
  slotKey,
  verifyGame,
  type FairnessRecord,
  type Letter,
  type PickValue,
  type Seat,
} from '../../engine';
import type { GameRoomState, PlayerSchema } from '../../rooms/colyseus/schema';
import { firstState, inbox, startRoomHarness, until, type RoomHarness } from '../roomHarness';

let h: RoomHarness;
beforeAll(async () => {
  h = await startRoomHarness();
});
afterAll(async () => {
  await h.close();
});

interface Seen {
  readonly phase: string;
  readonly turn: number;
  readonly revealedTurn: number;
  readonly gameId: string;
  readonly seedCommitment: string;
  readonly commitments: ReadonlyMap<string, { commitment: string; nonce: string }>;
}

/** The synced commitment arrays (by slot) as a map by pick label, each with its slot's nonce; empty slots left out. */
function byLabel(s: GameRoomState): Map<string, { commitment: string; nonce: string }> {
  const out = new Map<string, { commitment: string; nonce: string }>();
  s.commitments.forEach((commitment, slot) => {
    const key = slotKey(slot);
    if (key !== null && commitment !== '') out.set(labelOf(key), { commitment, nonce: s.nonces[slot] ?? '' });
  });
  return out;
}

/** Every state a client received, in order, as plain snapshots. */
function watch(room: Room<GameRoomState>): Seen[] {
  const seen: Seen[] = [];
  room.onStateChange((s) => {
    seen.push({
      phase: s.phase,
      turn: s.turn,
      revealedTurn: s.lastReveal?.turn ?? 0,
      gameId: s.gameId,
      seedCommitment: s.seedCommitment,
      commitments: byLabel(s),
    });
  });
  return seen;
}

/**
 * No client ever holds the nonce of a pick that is not public yet: a character or square before turn 1, a plan
 * before its turn's reveal (unless the game is over). In AI versus AI the watcher sees characters and squares
 * as they are picked, so only plans are checked there.
 */
function expectNoEarlyNonce(seen: readonly Seen[], plansOnly = false): void {
  for (const s of seen) {
    if (s.phase === 'over') continue;
    for (const [label, { nonce }] of s.commitments) {
      if (nonce === '') continue;
      const plan = /^turn (\d+) plan/.exec(label);
      if (plan !== null)
        expect(s.revealedTurn, `${label} opened early`).toBeGreaterThanOrEqual(Number(plan[1]));
      else if (!plansOnly) expect(s.turn, `${label} opened early`).toBeGreaterThanOrEqual(1);
    }
  }
}

/** The record parses and verifies; every commitment seen live is the record's; the seed commitment too. */
function expectRecordMatches(room: Room<GameRoomState>, seen: readonly Seen[], json: string): FairnessRecord {
  const record = JSON.parse(json) as FairnessRecord;
  expect(verifyGame(record)).toEqual({ ok: true });
  expect(record.gameId).toBe(room.state.gameId);
  const inRecord = new Map(record.picks.map((p) => [labelOf(p), p]));
  let compared = 0;
  for (const s of seen.filter((x) => x.gameId === record.gameId)) {
    expect(s.seedCommitment).toBe(record.seedCommitment);
    for (const [label, c] of s.commitments) {
      expect(inRecord.get(label)?.commitment, label).toBe(c.commitment);
      if (c.nonce !== '') expect(inRecord.get(label)?.nonce).toBe(c.nonce);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(0);
  // At the end the synced arrays hold every pick, each with its nonce.
  expect(byLabel(room.state).size).toBe(record.picks.length);
  for (const p of record.picks) expect(byLabel(room.state).get(labelOf(p))?.nonce).toBe(p.nonce);
  return record;
}

const labelOf = (p: { phase: string; turn: number; seat: string }) =>
  p.phase === 'plan' ? `turn ${p.turn} plan of ${p.seat}` : `${p.phase} of ${p.seat}`;
const me = (r: Room<GameRoomState>) => r.state.players.get(r.sessionId)!;
const seatOf = (r: Room<GameRoomState>) => me(r).seat as Seat;
/** The first state the client received in which this holds. */
const firstWhere = (seen: readonly Seen[], check: (s: Seen) => boolean) => seen.find(check);

/** A simple legal plan for the player's character from its square. */
function planOf(r: Room<GameRoomState>): { move: number; hit: number } {
  const p: PlayerSchema = me(r);
  const move = moveTargets(p.character as Letter, p.square)[0]!;
  return { move, hit: hitTargets(p.character as Letter, move)[0]! };
}

function sendPlan(r: Room<GameRoomState>, plan: { move: number; hit: number }): void {
  r.send('move', { square: plan.move });
  r.send('hit', { square: plan.hit });
  r.send('set');
}

test('vs AI: the AI commits at the start of Choose, Place and every Move, in the state that opens the phase', async () => {
  const hal = await (await h.player('hal')).create<GameRoomState>('h1a1', { level: 'random' });
  const box = inbox(hal);
  const seen = watch(hal);
  await firstState(hal);
  expect(hal.state.gameId).not.toBe('');
  expect(hal.state.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  await h.startPlay(hal);
  expect(firstWhere(seen, (s) => s.phase === 'choose')!.commitments.has('choose of B')).toBe(true);
  hal.send('choose', { square: 61 });
  h.advance(hal.roomId, 1500);
  await until(() => hal.state.phase === 'place', 3000, 'place');
  expect(firstWhere(seen, (s) => s.phase === 'place')!.commitments.has('place of B')).toBe(true);
  // Hal's own character is committed once Choose is over; nobody's nonce is out yet.
  expect(byLabel(hal.state).get('choose of A')?.nonce).toBe('');
  hal.send('place', { square: 36 });
  h.advance(hal.roomId, 1500);
  await until(() => hal.state.phase === 'move', 3000, 'move');

  const turns: number[] = [];
  for (let guard = 0; guard < 12 && hal.state.phase !== 'over'; guard++) {
    await until(() => hal.state.phase === 'move' || hal.state.phase === 'over', 3000, 'move phase');
    if (hal.state.phase === 'over') break;
    const turn = hal.state.turn;
    turns.push(turn);
    const label = `turn ${turn} plan of B`;
    const opening = firstWhere(seen, (s) => s.phase === 'move' && s.turn === turn)!;
    // The AI's plan was committed before Hal could send anything in this turn, and it is still closed.
    expect(opening.commitments.get(label)?.nonce, label).toBe('');
    const plan = planOf(hal);
    sendPlan(hal, plan);
    await until(() => byLabel(hal.state).has(`turn ${turn} plan of A`), 3000, 'own commitment');
    h.advance(hal.roomId, 1500);
    await until(() => hal.state.phase === 'reveal' || hal.state.phase === 'over', 3000, 'reveal');
    // At the reveal the AI's nonce opens its commitment to the plan it played.
    const c = byLabel(hal.state).get(label)!;
    const r = hal.state.lastReveal!;
    const ai: PickValue = { move: r.moveB, hit: r.hitB };
    expect(pickCommitment(hal.state.gameId, 'plan', turn, 'B', ai, c.nonce)).toBe(c.commitment);
    h.advance(hal.roomId, 3000);
    await until(() => hal.state.phase !== 'reveal', 3000, 'after reveal');
  }
  await until(() => box.record() !== '', 3000, 'the record');
  expect(turns.length).toBeGreaterThan(0);
  expect(box.all('error')).toEqual([]);
  expectNoEarlyNonce(seen);
  const record = expectRecordMatches(hal, seen, box.record());
  expect(record.mode).toBe('h1a1');
  await hal.leave();
});

test('two players: the opponent’s plan is committed at Set, closed until the reveal, then opened', async () => {
  const ann = await (await h.player('ann')).joinOrCreate<GameRoomState>('others');
  const annSeen = watch(ann);
  const annBox = inbox(ann);
  await firstState(ann);
  await until(() => ann.state.players.size === 1, 3000, 'ann seated');
  const bob = await (await h.player('bob')).joinOrCreate<GameRoomState>('others');
  const bobSeen = watch(bob);
  const bobBox = inbox(bob);
  await h.startPlay(ann, bob);
  const [first, second] = seatOf(ann) === 'A' ? [ann, bob] : [bob, ann];
  ann.send('choose', { square: 5 });
  bob.send('choose', { square: 5 });
  await until(() => ann.state.phase === 'place', 3000, 'place');
  for (const r of [ann, bob])
    expect([...byLabel(r.state).keys()].sort()).toEqual(['choose of A', 'choose of B']);
  ann.send('place', { square: 9 });
  bob.send('place', { square: 10 });
  await until(() => ann.state.phase === 'move' && bob.state.phase === 'move', 3000, 'move');
  // Turn 1: characters and squares are public, so their nonces are out.
  for (const label of ['choose of A', 'choose of B', 'place of A', 'place of B'])
    expect(byLabel(bob.state).get(label)?.nonce).toMatch(/^[0-9a-f]{32}$/);

  for (let guard = 0; guard < 12 && ann.state.phase !== 'over'; guard++) {
    await until(() => second.state.phase === 'move' || second.state.phase === 'over', 3000, 'move');
    if (second.state.phase === 'over') break;
    const turn = second.state.turn;
    const label = `turn ${turn} plan of A`;
    expect(byLabel(second.state).has(label)).toBe(false);
    sendPlan(first, planOf(first));
    await until(() => byLabel(second.state).has(label), 3000, 'A’s commitment at Set');
    expect(byLabel(second.state).get(label)!.nonce).toBe('');
    expect(second.state.phase).toBe('move');
    sendPlan(second, planOf(second));
    await until(() => second.state.phase === 'reveal', 3000, 'reveal');
    const c = byLabel(second.state).get(label)!;
    const r = second.state.lastReveal!;
    expect(
      pickCommitment(second.state.gameId, 'plan', turn, 'A', { move: r.moveA, hit: r.hitA }, c.nonce),
    ).toBe(c.commitment);
    h.advance(ann.roomId, 3000);
    await until(() => second.state.phase !== 'reveal', 3000, 'after reveal');
  }
  await until(() => annBox.record() !== '' && bobBox.record() !== '', 3000, 'the record');
  expectNoEarlyNonce(annSeen);
  expectNoEarlyNonce(bobSeen);
  expectRecordMatches(ann, annSeen, annBox.record());
  expectRecordMatches(bob, bobSeen, bobBox.record());
  await ann.leave();
  await bob.leave();
});

test('AI versus AI: each game has its own id, seed commitment and record, and each verifies', async () => {
  await updateSetting(h.server.api.ctx.db.kysely, 'aiGames', { qty: 2 });
  const room = await (await h.player('wanda')).create<GameRoomState>('h0a2');
  const seen = watch(room);
  const box = inbox(room);
  await firstState(room);
  await until(() => room.state.players.size === 2, 3000, 'two AIs');
  // The clock stops as soon as the server's game is over: its record goes to the watcher at once (the next game
  // replaces the game 3 s later).
  const over = () => h.room(room.roomId).game.phase === 'over';
  await h.advanceUntil(room.roomId, over, 'the first game over');
  await until(() => box.all('record').length === 1, 3000, 'the first record at the client');
  const firstId = room.state.gameId;
  expectNoEarlyNonce(seen, true);
  expectRecordMatches(room, seen, box.record());
  await h.advanceUntil(room.roomId, () => h.room(room.roomId).state.gameNumber === 2, 'the second game');
  await until(() => room.state.gameId !== firstId, 3000, 'a new game id');
  expect(box.all('record')).toHaveLength(1);
  await h.advanceUntil(room.roomId, over, 'the second game over');
  await until(() => box.all('record').length === 2, 3000, 'the second record at the client');
  const second = expectRecordMatches(room, seen, box.record());
  expect(second.seedCommitment).not.toBe(seen.find((s) => s.gameId === firstId)!.seedCommitment);
  expectNoEarlyNonce(seen, true);
  await room.leave();
});
