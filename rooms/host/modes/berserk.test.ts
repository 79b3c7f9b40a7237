// Berserk on the host, in-process on the fake clock: a mode that allows it (a stand-in for the arena's) applies the
// engine's event for the sender's seat, the host wakes at the berserker's own half-time deadline and tells that
// seat alone what was filled; every existing mode refuses the command.
import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES, otherSeat, SEATS, type ErrorCode, type RoomError, type Seat } from '../../../engine';
import { FakePolicy, FakeRooms, fakeHost, type FakeTransport } from '../fakePorts';
import type { GameHost } from '../gameHost';
import type { ModeCommand } from '../ports';
import { BERSERK_UNAVAILABLE } from '../refusals';
import { AiGameMode } from './aiGameMode';
import { berserkCommand } from './berserk';
import { ExhibitionMode } from './exhibitionMode';
import type { ModeHost, ModePolicy } from './modePolicy';
import { TwoPlayerMode } from './twoPlayerMode';
import { WatchLoop } from './watchLoop';

const user = (name: string) => ({ userId: `id-${name}`, username: name, name: name.toUpperCase() });
const CONNECTION = { A: 'ca', B: 'cb' } as const;

/** A mode that takes `berserk` (as the arena's will); its other commands are refused as FakePolicy's are. */
class BerserkPolicy extends FakePolicy {
  constructor(private readonly host: ModeHost) {
    super();
  }
  override command(connection: string, type: ModeCommand): RoomError | undefined {
    return type === 'berserk' ? berserkCommand(this.host, connection) : super.command(connection, type);
  }
}

/** ann (ca, A) and bob (cb, B) in a game whose mode allows berserk, started: the start phase. */
function berserkGame() {
  const kit = fakeHost({ mode: 'others' }, undefined, (host) => new BerserkPolicy(host));
  kit.host.join('ca', user('ann'));
  kit.host.join('cb', user('bob'));
  return kit;
}

/** Both click the start bar: Choose runs from now for 10 s. */
function ready(host: GameHost): void {
  host.handle('ca', 'ready', undefined);
  host.handle('cb', 'ready', undefined);
}

const filledTo = (transport: FakeTransport, seat: Seat) => transport.sent(seat, 'filled');

describe('a berserk seat on the fake clock', () => {
  test.each(SEATS)(
    'berserk %s: its character is filled at half time and told to it alone; the opponent’s clock runs on',
    (seat) => {
      const { host, clock, transport } = berserkGame();
      const other = otherSeat(seat);
      host.handle(CONNECTION[seat], 'berserk', undefined);
      expect(transport.errors).toEqual([]);
      expect(transport.last.view.berserk).toEqual({ [seat]: true, [other]: false });
      ready(host);
      const start = clock.now();
      expect(host.game).toMatchObject({ phase: 'choose', deadline: start + 10_000 });

      clock.advance(4_999);
      expect(host.game.players[seat].character).toBeNull();
      clock.advance(1);
      // The host woke at the berserker's own deadline: its pick is filled, the phase goes on for the opponent.
      expect(host.game.phase).toBe('choose');
      expect(host.game.players[seat].character).not.toBeNull();
      expect(filledTo(transport, seat)).toEqual([
        {
          phase: 'choose',
          turn: 0,
          character: host.game.players[seat].character,
          square: null,
          move: null,
          hit: null,
        },
      ]);
      expect(filledTo(transport, other)).toEqual([]);
      expect(transport.last.view.players[seat].done).toBe(true);
      // Its clock has run out for this phase; the opponent's has not.
      host.handle(CONNECTION[seat], 'choose', { square: 5 });
      expect(transport.errors.map((e) => e.error.code)).toEqual(['phase/closed']);
      clock.advance(4_999);
      expect(host.game.players[other].character).toBeNull();
      host.handle(CONNECTION[other], 'choose', { square: 5 });
      expect(host.game).toMatchObject({ phase: 'place', deadline: start + 9_999 + 3_000 });
      expect(filledTo(transport, other)).toEqual([]);
    },
  );

  test('the phase ends at the berserker’s half time when the opponent is already done', () => {
    const { host, clock, transport } = berserkGame();
    host.handle('cb', 'berserk', undefined);
    ready(host);
    const start = clock.now();
    host.handle('ca', 'choose', { square: 5 });
    clock.advance(5_000);
    expect(host.game).toMatchObject({ phase: 'place', deadline: start + 5_000 + 3_000 });
    expect(transport.sent('B', 'filled')).toHaveLength(1);
    expect(transport.sent('A', 'filled')).toEqual([]);
  });

  const refusals: { name: string; before: (host: GameHost) => void; code: ErrorCode }[] = [
    {
      name: 'after the first move',
      before: (host) => {
        ready(host);
        host.handle('ca', 'choose', { square: 5 });
        host.handle('cb', 'choose', { square: 5 });
        host.handle('ca', 'place', { square: 9 });
        host.handle('cb', 'place', { square: 10 });
      },
      code: 'berserk/late',
    },
    {
      name: 'twice',
      before: (host) => {
        host.handle('ca', 'berserk', undefined);
      },
      code: 'berserk/already',
    },
  ];
  test.each(refusals)('refused $name with the engine’s $code; nothing changes', ({ before, code }) => {
    const { host, transport } = berserkGame();
    before(host);
    const game = host.game;
    host.handle('ca', 'berserk', undefined);
    expect(host.game).toBe(game);
    expect(transport.errors.map((e) => e.error)).toEqual([{ code, message: ERROR_MESSAGES[code] }]);
  });

  test('refused from a connection without a seat, and from a spectator', () => {
    const { host, transport } = berserkGame();
    host.handle('zz', 'berserk', undefined);
    host.handle('cs', 'berserk', undefined, true);
    expect(transport.errors.map((e) => [e.connection, e.error.code])).toEqual([
      ['zz', 'seat/unknown'],
      ['cs', 'seat/spectator'],
    ]);
    expect(host.game.berserk).toEqual({ A: false, B: false });
  });
});

describe('every existing mode refuses berserk', () => {
  const CLOSE_MS = 60_000;
  const owner = { finished: () => Promise.resolve() };
  const modes: { name: string; kit: () => ReturnType<typeof fakeHost<ModePolicy>>; from: string }[] = [
    {
      name: 'others (TwoPlayerMode)',
      kit: () =>
        fakeHost(
          { mode: 'others' },
          undefined,
          (h) => new TwoPlayerMode(h, { rooms: new FakeRooms(), closeAfterGameMs: CLOSE_MS }),
        ),
      from: 'ca',
    },
    {
      name: 'h2a0 (TwoPlayerMode)',
      kit: () =>
        fakeHost(
          { mode: 'h2a0' },
          undefined,
          (h) => new TwoPlayerMode(h, { rooms: new FakeRooms(), closeAfterGameMs: CLOSE_MS }),
        ),
      from: 'ca',
    },
    {
      name: 'h1a1 (AiGameMode)',
      kit: () => fakeHost({ mode: 'h1a1' }, undefined, (h) => new AiGameMode(h, 'easy', CLOSE_MS)),
      from: 'ca',
    },
    {
      name: 'h0a2 (WatchLoop)',
      kit: () => fakeHost({ mode: 'h0a2', watched: true }, undefined, (h) => new WatchLoop(h, 3_600_000)),
      from: 'cw',
    },
    {
      name: 'the exhibition (ExhibitionMode)',
      kit: () =>
        fakeHost({ mode: 'h0a2', watched: true }, undefined, (h) => new ExhibitionMode(h, owner, CLOSE_MS)),
      from: 'cw',
    },
  ];
  test.each(modes)('$name: berserk/unavailable, and the game is untouched', async ({ kit, from }) => {
    const { host, transport } = kit();
    await host.prepare();
    if (from === 'ca') host.join('ca', user('ann'));
    const game = host.game;
    host.handle(from, 'berserk', undefined);
    expect(transport.errors).toEqual([{ connection: from, error: BERSERK_UNAVAILABLE }]);
    expect(host.game).toBe(game);
    expect(BERSERK_UNAVAILABLE).toEqual({
      code: 'berserk/unavailable',
      message: 'Berserk is only for arena games.',
    });
  });
});
