import { expect, test } from 'vitest';
import {
  advance,
  applyEvent,
  finalPicks,
  pickCommitment,
  pickLabel,
  picksOfGame,
  publicPicks,
  publicView,
  slotKey,
  seedCommitment,
  verifyGame,
  type GameState,
  type Pick,
} from '../../engine';
import { must, startedGame, testSecretSeed } from '../../engine/testHelpers';
import { GameCommitments, pickCommitmentOf, randomHex16 } from './commitments';
import { fakeHost } from './fakePorts';

/** A game's synced arrays, read back by pick label. */
class Synced {
  readonly commitments = [] as string[];
  readonly nonces = [] as string[];
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

/** Who sits in A: an AI of that level, or a player who never plays. */
type SeatA = 'idle' | 'random' | 'greedy';

/**
 * The states a host published in hosted game `n` against the AI (fake clock): A an AI, or (`idle`) a player who
 * never plays, so each of A's picks is filled at its deadline; with `forfeitAt`, A leaves in that turn once the AI
 * in B has Set its plan (a plan Set in the turn the game ended in counts).
 */
function hostedStates(n: number, a: SeatA, forfeitAt?: number): GameState[] {
  const { host, clock, transport } = fakeHost({ mode: 'h1a1', newSeed: () => testSecretSeed(n) });
  const states: GameState[] = [];
  const sync = transport.sync.bind(transport);
  transport.sync = (snapshot) => {
    sync(snapshot);
    states.push(host.game);
  };
  if (a === 'idle') host.join('ca', { userId: 'id-ann', username: 'ann', name: 'ANN' });
  else host.seatAi('A', 'Ada', a);
  host.seatAi('B', 'Bot', 'greedy');
  host.start();
  for (let t = 0; host.game.phase !== 'over' && t < 600; t++) {
    clock.advance(500);
    if (host.game.turn === forfeitAt && host.game.players.B.set && host.isLive())
      host.event({ type: 'forfeit', seat: 'A' });
  }
  return states;
}

/**
 * A game's record (JSON) from commitments fed the states a room saw (each state's final picks, then what its view
 * shows), with numbered nonces; `final` false commits the picks as if only decided, so the record must replay
 * the log. `live`: whether the record could be built from the picks seen live.
 */
function recordFrom(states: readonly GameState[], final: boolean): { json: string; live: boolean } {
  let n = 0;
  const c = new GameCommitments('g-9', states[0]!.seed, () => `nonce-${n++}`);
  for (const s of states) {
    if (final) c.commitFinal(finalPicks(s));
    else c.commit(finalPicks(s));
    c.reveal(publicPicks(publicView(s)));
  }
  const live = c.picksSeenLive(states.at(-1)!) !== undefined;
  const record = c.finish(states.at(-1)!);
  expect(verifyGame(record)).toEqual({ ok: true });
  return { json: JSON.stringify(record), live };
}

const seatAOf = (n: number): SeatA => (n % 2 === 0 ? 'greedy' : 'idle');

const GAMES: { name: string; n: number; a: SeatA; forfeitAt?: number }[] = [
  { name: 'two AIs', n: 1, a: 'greedy' },
  { name: 'two AIs, again', n: 2, a: 'random' },
  { name: 'a player who never plays (each pick filled at its deadline)', n: 3, a: 'idle' },
  { name: 'a forfeit in turn 1', n: 4, a: 'idle', forfeitAt: 1 },
  { name: 'a forfeit in turn 4', n: 5, a: 'idle', forfeitAt: 4 },
  ...[6, 7, 8, 9, 10, 11].map((n) => ({ name: `seed ${n}`, n, a: seatAOf(n) })),
];

test.each(GAMES)(
  "the record built from the picks seen live is the replay's, byte for byte: $name",
  ({ n, a, forfeitAt }) => {
    const states = hostedStates(n, a, forfeitAt);
    expect(states.at(-1)!.turn).toBeGreaterThanOrEqual(1);
    const live = recordFrom(states, true);
    const replayed = recordFrom(states, false);
    expect([live.live, replayed.live]).toEqual([true, false]);
    expect(live.json).toBe(replayed.json);
  },
);

test('the games above end in a draw, a win by a hit, and forfeits with a plan Set in the last turn', () => {
  const ends = GAMES.filter((g) => g.forfeitAt === undefined).map((g) => hostedStates(g.n, g.a));
  const reasons = new Set(ends.map((s) => s.at(-1)!.result!.reason));
  expect(reasons).toContain('hit');
  expect([...reasons].some((r) => r === 'turns' || r === 'both-hit')).toBe(true);
  for (const [n, turn] of [
    [4, 1],
    [5, 4],
  ] as const) {
    const last = hostedStates(n, 'idle', turn).at(-1)!;
    expect(last.result!.reason).toBe('forfeit');
    expect(picksOfGame(last, last.log).map(pickLabel).at(-1)).toBe(`turn ${turn} plan of B`);
  }
});

test('a game whose live picks miss some (states went by unseen) or that ended before turn 1 is replayed', () => {
  const states = hostedStates(1, 'greedy');
  const missing = states.filter((s) => s.turn !== 3 && s.lastReveal?.turn !== 3);
  expect(missing.length).toBeLessThan(states.length);
  expect(missing.at(-1)!.turn).toBeGreaterThan(3);
  expect(recordFrom(missing, true)).toEqual({ ...recordFrom(missing, false), live: false });
  const choosing = startedGame(4, 'h1a1');
  const forfeited = must(applyEvent(choosing, { type: 'forfeit', seat: 'A' }, 10));
  const early = [choosing, forfeited];
  expect(recordFrom(early, true)).toEqual({ ...recordFrom(early, false), live: false });
});
