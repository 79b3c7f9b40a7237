// The game host in-process on a fake clock: fake transport, store and clock, no sockets, no database.
import { describe, expect, test } from 'vitest';
import { NO_CONTEST_MESSAGE, type GameMode, type Seat } from '../../engine';
import { NOT_SAVED } from './finisher';
import type { SeatedUser } from './seats';
import { fakeHost, FakeStore, type FakeTransport, playToWinOfA, settle } from './fakePorts';

const human = (username: string): SeatedUser => ({
  username,
  name: username.toUpperCase(),
  userId: `id-${username}`,
});

/** A game between two people (`ann` in A, `bob` in B), started. */
function twoPlayers(mode: GameMode = 'others', store = new FakeStore(), recordRetryDelaysMs: number[] = []) {
  const kit = fakeHost({ mode, recordRetryDelaysMs }, store);
  kit.host.join('ca', human('ann'));
  // Every seat taken: the game starts.
  kit.host.join('cb', human('bob'));
  return kit;
}

test('a whole game against the AI, to its end: plans to the player only, the AI committed, recorded once, told', async () => {
  const { host, clock, transport, store, policy } = fakeHost({ mode: 'h1a1' });
  host.join('ca', human('ann'));
  host.seatAi('B', 'Bot', 'greedy');
  host.start();
  clock.advance(1000);
  expect(host.game.phase).toBe('choose');
  host.handle('ca', 'choose', { square: 5 });
  for (let t = 0; host.game.phase !== 'over' && t < 600; t++) clock.advance(500);
  expect(host.game.phase).toBe('over');
  await settle();
  expect(store.recorded).toHaveLength(1);
  expect(store.recorded[0]).toMatchObject({
    id: 'room-1',
    mode: 'h1a1',
    players: { B: { username: 'Bot ai' } },
  });
  expect(transport.sent('A', 'gameover')).toHaveLength(1);
  expect(transport.sent('B', 'plan')).toEqual([]);
  expect(transport.sent('A', 'plan').length).toBeGreaterThan(1);
  expect(transport.errors).toEqual([]);
  expect(policy.calls).toEqual(['afterGame']);
  // The fairness record, sent to the players once, opens every pick of the game, the AI's included.
  const records = transport.toPlayersSent.filter((m) => m.type === 'record');
  expect(records).toHaveLength(1);
  const record = JSON.parse(records[0]!.body.record) as { picks: { seat: Seat }[] };
  expect(record.picks.some((p) => p.seat === 'B')).toBe(true);
});

test("both players' picks are revealed at once, in the same snapshot as the new phase", () => {
  const { host, clock, transport } = twoPlayers();
  host.handle('ca', 'ready', undefined);
  host.handle('cb', 'ready', undefined);
  host.handle('ca', 'choose', { square: 5 });
  expect(transport.last.view.players.A.character).toBeNull();
  host.handle('cb', 'choose', { square: 5 });
  host.handle('ca', 'place', { square: 9 });
  host.handle('cb', 'place', { square: 10 });
  expect(transport.last.view.phase).toBe('move');
  host.handle('ca', 'move', { square: 9 });
  host.handle('ca', 'hit', { square: 10 });
  host.handle('ca', 'set', undefined);
  expect(transport.last.view.lastReveal).toBeNull();
  expect(transport.sent('B', 'plan').some((p) => (p as { move: unknown }).move === 9)).toBe(false);
  const before = transport.publishedNow;
  host.handle('cb', 'move', { square: 10 });
  host.handle('cb', 'hit', { square: 12 });
  host.handle('cb', 'set', undefined);
  const { view } = transport.last;
  expect(view.phase).toBe('reveal');
  expect(view.lastReveal).toMatchObject({ turn: 1, moveA: 9, hitA: 10, moveB: 10, hitB: 12 });
  // The new phase went out at once, not at the next patch.
  expect(transport.publishedNow).toBeGreaterThan(before);
  clock.advance(3000);
  expect(host.game.result).toMatchObject({ winner: 'A' });
});

describe('a refused message changes nothing and gets its error code', () => {
  test.each([
    { name: 'an unknown type', from: 'ca', type: 'fly', body: {}, code: 'message/unknown' },
    { name: 'a bad body', from: 'ca', type: 'choose', body: { square: 'x' }, code: undefined },
    { name: 'the wrong phase', from: 'ca', type: 'move', body: { square: 9 }, code: 'phase/wrong' },
    {
      name: 'a connection without a seat',
      from: 'zz',
      type: 'choose',
      body: { square: 5 },
      code: 'seat/unknown',
    },
    {
      name: 'a command the mode does not take',
      from: 'ca',
      type: 'pause',
      body: undefined,
      code: 'message/unknown',
    },
  ])('$name', ({ from, type, body, code }) => {
    const { host, transport } = twoPlayers();
    host.handle('ca', 'ready', undefined);
    host.handle('cb', 'ready', undefined);
    const game = host.game;
    host.handle(from, type, body);
    expect(host.game).toEqual(game);
    expect(transport.errors).toHaveLength(1);
    expect(transport.errors[0]!.connection).toBe(from);
    if (code !== undefined) expect(transport.errors[0]!.error.code).toBe(code);
  });

  test('a spectator may not play, only leave', () => {
    const { host, transport } = twoPlayers();
    host.handle('cs', 'choose', { square: 5 }, true);
    expect(transport.errors.map((e) => [e.connection, e.error.code])).toEqual([['cs', 'seat/spectator']]);
    host.handle('cs', 'exit', undefined, true);
    expect(transport.closed).toEqual(['cs']);
    expect(host.isLive()).toBe(true);
  });
});

test('a lost player not back within the grace period forfeits; one back in time gets its plan again', async () => {
  const { host, clock, transport } = twoPlayers();
  host.handle('ca', 'ready', undefined);
  host.handle('cb', 'ready', undefined);
  host.connectionLost('A', 20_000);
  expect(transport.last.seats.A?.connected).toBe(false);
  clock.advance(19_000);
  host.reconnected('A');
  expect(transport.sent('A', 'plan').length).toBeGreaterThan(1);
  clock.advance(5_000);
  expect(host.isLive()).toBe(true);
  host.connectionLost('B', 20_000);
  clock.advance(20_000);
  expect(host.game.result).toMatchObject({ winner: 'A', reason: 'forfeit' });
  await settle();
  expect(transport.sent('A', 'gameover')).toEqual([
    expect.objectContaining({ result: 'win', reason: 'forfeit' }),
  ]);
});

describe('the finisher retries a failing store on the host clock, then tells the result', () => {
  test('stored on the third try: the players are told it counts', async () => {
    const store = new FakeStore(2);
    const { host, clock, transport } = twoPlayers('others', store, [1000, 3000]);
    playToWinOfA(host, clock);
    await settle();
    expect(store.tries).toBe(1);
    expect(transport.sent('A', 'gameover')).toEqual([]);
    clock.advance(1000);
    await settle();
    expect(store.tries).toBe(2);
    clock.advance(3000);
    await settle();
    expect(store.recorded).toHaveLength(1);
    const [told] = transport.sent('A', 'gameover') as { message: string }[];
    expect(told).toMatchObject({ result: 'win' });
    expect(told!.message).not.toBe(NOT_SAVED);
  });

  test('every try failed: the players read that the game does not count', async () => {
    const store = new FakeStore(5);
    const { host, clock, transport } = twoPlayers('others', store, [1000]);
    playToWinOfA(host, clock);
    await settle();
    clock.advance(1000);
    await settle();
    expect(store.tries).toBe(2);
    expect(transport.sent('B', 'gameover')).toEqual([expect.objectContaining({ message: NOT_SAVED })]);
  });

  test('the new ratings are shown beside the names', async () => {
    const change = (before: number, after: number) => ({
      rated: true,
      before,
      after,
      rd: 100,
      provisional: false,
    });
    const store = new FakeStore(0, {
      written: true,
      ratings: { A: change(1500, 1516), B: change(1500, 1484) },
    });
    const { host, clock, transport } = twoPlayers('others', store);
    playToWinOfA(host, clock);
    await settle();
    expect(transport.last.seats.A).toMatchObject({ rating: { rating: 1516 }, ratingChange: 16 });
    expect(transport.last.seats.B).toMatchObject({ ratingChange: -16 });
  });

  test('one game too many between the same two accounts today: no change shown, and why (issue 35)', async () => {
    const unrated = (rating: number) => ({
      rated: false,
      unrated: 'pair-limit' as const,
      before: rating,
      after: rating,
      rd: 100,
      provisional: false,
    });
    const store = new FakeStore(0, { written: true, ratings: { A: unrated(1600), B: unrated(1400) } });
    const { host, clock, transport } = twoPlayers('others', store);
    playToWinOfA(host, clock);
    await settle();
    for (const seat of ['A', 'B'] as const) {
      expect(transport.last.seats[seat]).toMatchObject({ unrated: 'pair-limit' });
      expect(transport.last.seats[seat]?.ratingChange).toBeUndefined();
    }
  });
});

test('AI versus AI: the AIs pick at the watched marks, and the next game is a new game with its own id', async () => {
  const { host, clock, transport, store, policy } = fakeHost({ mode: 'h0a2', watched: true });
  host.seatAi('A', 'Ada', 'expert');
  host.seatAi('B', 'Bea', 'expert');
  host.start();
  for (let t = 0; host.game.phase !== 'over' && t < 2000; t++) clock.advance(500);
  await settle();
  expect(policy.calls).toEqual(['afterGame']);
  const firstAi = host.seat('A')?.ai;
  host.restart();
  host.start();
  expect(host.seat('A')?.ai).not.toBe(firstAi);
  expect(transport.last.gameId).toBe('room-2');
  expect(transport.toPlayersSent.filter((m) => m.type === 'record')).toHaveLength(1);
  for (let t = 0; host.game.phase !== 'over' && t < 2000; t++) clock.advance(500);
  await settle();
  expect(store.recorded.map((g) => g.id)).toEqual(['room-1', 'room-2']);
  expect(transport.errors).toEqual([]);
});

test('the server stops: a game in progress ends as no contest, recorded and told', async () => {
  const { host, transport, store } = twoPlayers();
  host.handle('ca', 'ready', undefined);
  host.handle('cb', 'ready', undefined);
  await host.stop();
  expect(host.game.result).toMatchObject({ reason: 'no-contest' });
  expect(store.recorded).toHaveLength(1);
  expect(transport.sent('B', 'gameover')).toHaveLength(1);
});

test('a game a survivor claimed meanwhile: its players are told no contest, never the result they played to', async () => {
  // Issue 35: the store keeps the survivor's no-contest; before, ann was told "You won!" all the same.
  const store = new FakeStore(0, { written: false, claimed: true });
  const { host, clock, transport } = twoPlayers('others', store);
  playToWinOfA(host, clock);
  expect(host.game.result).toMatchObject({ winner: 'A' });
  await settle();
  for (const seat of ['A', 'B'] as const)
    expect(transport.sent(seat, 'gameover')).toEqual([
      { result: 'draw', reason: 'no-contest', message: NO_CONTEST_MESSAGE },
    ]);
  // Not counted as saved: no rating change beside the names.
  expect(host.seat('A')?.ratingChange).toBeUndefined();
});

test('each game start is noted with what a no-contest record needs (a crash: a survivor records it)', () => {
  const { host, store, transport } = twoPlayers('others');
  // The seed commitment and salt published at the start (docs/FAIRNESS.md), so the record verifies.
  const { seedCommitment } = transport.last;
  expect(store.startedGames).toEqual([
    {
      id: 'room-1',
      mode: 'others',
      seed: 'ab'.repeat(32),
      durations: host.game.durations,
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      seedCommitment,
      startedAt: host.now(),
      players: {
        A: { username: 'ann', name: 'ANN', userId: 'id-ann' },
        B: { username: 'bob', name: 'BOB', userId: 'id-bob' },
      },
    },
  ]);
  // A waiting room with one seat notes nothing; AI versus AI notes each of its games.
  const waiting = fakeHost({ mode: 'others' });
  waiting.host.join('ca', human('ann'));
  expect(waiting.store.startedGames).toEqual([]);
  const watched = fakeHost({ mode: 'h0a2', watched: true });
  watched.host.seatAi('A', 'Ada', 'greedy');
  watched.host.seatAi('B', 'Bea', 'greedy');
  watched.host.start();
  watched.host.restart();
  watched.host.start();
  expect(watched.store.startedGames.map((g) => [g.id, g.players.A.aiLevel])).toEqual([
    ['room-1', 'greedy'],
    ['room-2', 'greedy'],
  ]);
});

describe('a pick the clock made is told to its seat only (issue 36, point 2)', () => {
  /** The phase of the state published last whenever a `filled` message goes out. */
  function phaseAtEachFill(transport: FakeTransport): string[] {
    const phases: string[] = [];
    const send = transport.toSeat.bind(transport);
    transport.toSeat = (seat, message) => {
      if (message.type === 'filled') phases.push(transport.last.view.phase);
      send(seat, message);
    };
    return phases;
  }

  test('Choose runs out on ann: ann is told the character she was given, after the Place state; bob nothing', () => {
    const { host, clock, transport } = twoPlayers();
    const phases = phaseAtEachFill(transport);
    host.handle('ca', 'ready', undefined);
    host.handle('cb', 'ready', undefined);
    host.handle('cb', 'choose', { square: 5 });
    clock.advance(10_000);
    expect(host.game.phase).toBe('place');
    expect(transport.sent('A', 'filled')).toEqual([
      {
        phase: 'choose',
        turn: 0,
        character: host.game.players.A.character,
        square: null,
        move: null,
        hit: null,
      },
    ]);
    expect(transport.sent('B', 'filled')).toEqual([]);
    expect(phases).toEqual(['place']);
  });

  test('Place, Move and Give run out: each fill once, the square with its character, the move and hit as revealed', () => {
    const { host, clock, transport } = twoPlayers();
    host.handle('ca', 'ready', undefined);
    host.handle('cb', 'ready', undefined);
    host.handle('ca', 'choose', { square: 5 });
    host.handle('cb', 'choose', { square: 5 });
    host.handle('cb', 'place', { square: 10 });
    clock.advance(3_000);
    const placed = host.game.players.A;
    clock.advance(9_000 + 9_000);
    const r = host.game.lastReveal;
    expect(transport.sent('A', 'filled')).toEqual([
      { phase: 'place', turn: 0, character: placed.character, square: placed.square, move: null, hit: null },
      { phase: 'move', turn: 1, character: null, square: null, move: r?.moveA, hit: null },
      { phase: 'hit', turn: 1, character: null, square: null, move: null, hit: r?.hitA },
    ]);
    // bob planned nothing in turn 1 either: told his own fills, never ann's.
    expect(transport.sent('B', 'filled')).toEqual([
      { phase: 'move', turn: 1, character: null, square: null, move: r?.moveB, hit: null },
      { phase: 'hit', turn: 1, character: null, square: null, move: null, hit: r?.hitB },
    ]);
  });

  test('the AI seat is never filled for, and a player who picked in time hears nothing', () => {
    const { host, clock, transport } = fakeHost({ mode: 'h1a1' });
    host.join('ca', human('ann'));
    host.seatAi('B', 'Bot', 'greedy');
    host.start();
    clock.advance(1000);
    host.handle('ca', 'choose', { square: 5 });
    clock.advance(2_000);
    expect(host.game.phase).toBe('place');
    host.handle('ca', 'place', { square: 9 });
    clock.advance(5_000);
    expect(host.game.phase).toBe('move');
    expect(transport.toSeats.filter((m) => m.message.type === 'filled')).toEqual([]);
  });
});

test('the moment a game ends its snapshot says it is not live, so the room lists it no more (issue 36, point 9)', () => {
  const { host, clock, transport } = twoPlayers();
  playToWinOfA(host, clock);
  expect(host.game.phase).toBe('over');
  // Every snapshot up to the reveal was live; the first one of the over phase is not (rooms/matchmaking/liveGames.ts drops it).
  const overAt = transport.snapshots.findIndex((s) => s.view.phase === 'over');
  expect(transport.snapshots.slice(1, overAt).every((s) => s.live)).toBe(true);
  expect(transport.snapshots.slice(overAt).map((s) => s.live)).not.toContain(true);
});
