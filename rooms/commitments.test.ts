import { ArraySchema } from '@colyseus/schema';
import { expect, test } from 'vitest';
import {
  advance,
  pickCommitment,
  pickLabel,
  slotKey,
  seedCommitment,
  verifyGame,
  type GameState,
  type Pick,
} from '../engine';
import { startedGame } from '../engine/testHelpers';
import { GameCommitments, pickCommitmentOf, randomHex16 } from './commitments';

/** A game's synced arrays, read back by pick label. */
class Synced {
  readonly commitments = new ArraySchema<string>();
  readonly nonces = new ArraySchema<string>();
  sync(c: GameCommitments): void {
    c.syncTo(this.commitments, this.nonces);
  }
  get(label: string): { commitment: string; nonce: string } | undefined {
    const slot = this.commitments.findIndex((x, i) => x !== '' && pickLabel(slotKey(i)!) === label);
    return slot < 0 ? undefined : { commitment: this.commitments[slot]!, nonce: this.nonces[slot] ?? '' };
  }
  get size(): number {
    return this.commitments.filter((x) => x !== '').length;
  }
}

const plan = (move: number, hit: number): Pick => ({
  phase: 'plan',
  turn: 1,
  seat: 'A',
  pick: { move, hit },
});

test('salts and nonces are 16 random bytes in hex, never the same twice', () => {
  const a = randomHex16();
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(randomHex16()).not.toBe(a);
  const c = new GameCommitments('g-1', 77);
  expect(c.salt).toMatch(/^[0-9a-f]{32}$/);
  expect(c.seedCommitment).toBe(seedCommitment('g-1', 77, c.salt));
});

test('a commitment is synced without its nonce until the pick is public, then with the nonce that opens it', () => {
  const c = new GameCommitments('g-1', 1);
  const map = new Synced();
  c.commit([plan(28, 36)]);
  map.sync(c);
  expect(map.commitments.length).toBe(5);
  expect([...map.commitments.slice(0, 4)]).toEqual(['', '', '', '']);
  expect(map.get('turn 1 plan of A')!.nonce).toBe('');
  // Shown with another value (not this pick): still closed.
  c.reveal([plan(28, 37)]);
  map.sync(c);
  expect(map.get('turn 1 plan of A')!.nonce).toBe('');
  c.reveal([plan(28, 36)]);
  map.sync(c);
  const { nonce, commitment } = map.get('turn 1 plan of A')!;
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(pickCommitment('g-1', 'plan', 1, 'A', { move: 28, hit: 36 }, nonce)).toBe(commitment);
});

test('committing the same pick again changes nothing; a changed pick gets a new commitment and nonce', () => {
  let n = 0;
  const c = new GameCommitments('g-1', 1, () => `n${n++}`);
  const map = new Synced();
  c.commit([plan(28, 36)]);
  map.sync(c);
  const first = map.get('turn 1 plan of A')!.commitment;
  c.commit([plan(28, 36)]);
  map.sync(c);
  expect(map.get('turn 1 plan of A')!.commitment).toBe(first);
  c.commit([plan(29, 37)]);
  c.reveal([plan(29, 37)]);
  map.sync(c);
  expect(map.get('turn 1 plan of A')!.commitment).not.toBe(first);
  expect(map.get('turn 1 plan of A')!.nonce).toBe('n2');
});

/** A game where nobody plays: every deadline fills the picks. */
const filledGame = (): GameState => advance(startedGame(9, 'others'), Number.MAX_SAFE_INTEGER);

test('at the end every pick of the game is committed and opened, with the nonces used live, and it verifies', () => {
  const game = filledGame();
  const c = new GameCommitments('g-2', game.seed);
  // Only the characters were seen live; the rest were not (a room that missed a state still records them).
  c.commit([
    { phase: 'choose', turn: 0, seat: 'A', pick: game.players.A.character! },
    { phase: 'choose', turn: 0, seat: 'B', pick: game.players.B.character! },
  ]);
  const map = new Synced();
  map.sync(c);
  const liveA = map.get('choose of A')!.commitment;
  const record = c.finish(game);
  map.sync(c);
  expect(verifyGame(record)).toEqual({ ok: true });
  expect(record.picks.find((p) => p.phase === 'choose' && p.seat === 'A')!.commitment).toBe(liveA);
  expect(map.size).toBe(record.picks.length);
  for (const p of record.picks) expect(map.get(pickLabel(p))?.nonce).toBe(p.nonce);
  expect(c.finish(game)).toBe(record);
  expect(c.fairness(game)).toEqual({ salt: c.salt, seedCommitment: c.seedCommitment, picks: record.picks });
});

test("the server's native hash gives the engine's commitment for every kind of pick", () => {
  const picks: Pick[] = [
    { phase: 'choose', turn: 0, seat: 'A', pick: 'F' },
    { phase: 'place', turn: 0, seat: 'B', pick: 63 },
    { phase: 'plan', turn: 10, seat: 'B', pick: { move: 0, hit: 12 } },
  ];
  for (const p of picks)
    expect(pickCommitmentOf('g-ü', p, 'ab12')).toBe(
      pickCommitment('g-ü', p.phase, p.turn, p.seat, p.pick, 'ab12'),
    );
});
