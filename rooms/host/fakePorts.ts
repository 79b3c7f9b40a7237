import {
  SEATS,
  type Clock as ClockKind,
  type GameMode,
  type RoomError,
  type Seat,
  type ServerMessage,
} from '../../engine';
import { GameHost } from './gameHost';
import type { ModeHost, ModePolicy } from './modes/modePolicy';
import type {
  Clock,
  CreatedRoom,
  HostOptions,
  HostSnapshot,
  ModeCommand,
  ModeSnapshot,
  RoomControl,
  RoomFactory,
  SeatUsers,
  Store,
  Timer,
  Transport,
} from './ports';
import type { FinishedGame, Recorded, StartedGame } from './records';

/** A clock the test moves: timers run when `advance` passes their time, in order. */
export class FakeClock implements Clock {
  private timers: { at: number; run: () => void; cleared: boolean }[] = [];

  constructor(public time = 1_800_000_000_000) {}

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): Timer {
    const timer = { at: this.time + ms, run: callback, cleared: false };
    this.timers.push(timer);
    return {
      clear: () => {
        timer.cleared = true;
      },
    };
  }

  /** Moves the time by `ms`, running each timer due on the way at its own time. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      this.timers = this.timers.filter((t) => !t.cleared);
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (next === undefined) break;
      this.time = Math.max(this.time, next.at);
      next.cleared = true;
      next.run();
    }
    this.time = end;
  }
}

/** A transport that records everything it is asked to send. */
export class FakeTransport implements Transport {
  readonly toSeats: { seat: Seat; message: ServerMessage }[] = [];
  readonly broadcasts: ServerMessage[] = [];
  /** What went to every connection but the audience's. */
  readonly toPlayersSent: ServerMessage[] = [];
  readonly errors: { connection: string; error: RoomError }[] = [];
  readonly closed: string[] = [];
  readonly snapshots: HostSnapshot[] = [];
  publishedNow = 0;

  toSeat(seat: Seat, message: ServerMessage): void {
    this.toSeats.push({ seat, message });
  }
  toAll(message: ServerMessage): void {
    this.broadcasts.push(message);
  }
  toPlayers(message: ServerMessage): void {
    this.toPlayersSent.push(message);
  }
  error(connection: string, error: RoomError): void {
    this.errors.push({ connection, error });
  }
  close(connection: string): void {
    this.closed.push(connection);
  }
  sync(snapshot: HostSnapshot): void {
    this.snapshots.push(snapshot);
  }
  publishNow(): void {
    this.publishedNow += 1;
  }

  /** The last snapshot published. */
  get last(): HostSnapshot {
    return this.snapshots.at(-1)!;
  }

  /** The messages of `type` sent to `seat`. */
  sent(seat: Seat, type: ServerMessage['type']): unknown[] {
    return this.toSeats.filter((m) => m.seat === seat && m.message.type === type).map((m) => m.message.body);
  }
}

/** A store that keeps what it recorded; `failures` tries fail before one succeeds. */
export class FakeStore implements Store {
  readonly recorded: FinishedGame[] = [];
  /** The games whose start was noted. */
  readonly startedGames: StartedGame[] = [];
  tries = 0;

  constructor(
    private failures = 0,
    private readonly answer: Recorded = { written: true },
  ) {}

  started(game: StartedGame): void {
    this.startedGames.push(game);
  }
  record(game: FinishedGame): Promise<Recorded> {
    this.tries += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('the database is down'));
    }
    this.recorded.push(game);
    return Promise.resolve(this.answer);
  }
  rating() {
    return Promise.resolve({ rating: 1500, provisional: true });
  }
  aiNames() {
    return Promise.resolve({ qty: 2, names: ['Ada', 'Bea'] });
  }
  aiGames() {
    return Promise.resolve(2);
  }
}

/** The room around a host: records when it was locked (the game started) and closed. */
export class FakeRoom implements RoomControl {
  startedTimes = 0;
  closed = false;
  started(): void {
    this.startedTimes += 1;
  }
  close(): void {
    this.closed = true;
  }
}

/** A room factory that answers `answer` and keeps what it was asked. */
export class FakeRooms implements RoomFactory {
  readonly asked: { mode: GameMode; clock: ClockKind; seats: SeatUsers }[] = [];
  constructor(public answer: CreatedRoom | Error = { roomId: 'next-room' }) {}
  rematch(mode: GameMode, clock: ClockKind, seats: SeatUsers): Promise<CreatedRoom> {
    this.asked.push({ mode, clock, seats });
    return this.answer instanceof Error ? Promise.reject(this.answer) : Promise.resolve(this.answer);
  }
}

/** A mode policy that records what the host asked of it (any seat; no command). */
export class FakePolicy implements ModePolicy {
  readonly calls: string[] = [];
  async prepare(): Promise<void> {}
  seatsFor(): readonly Seat[] {
    return SEATS;
  }
  afterGame(): void {
    this.calls.push('afterGame');
  }
  command(_connection: string, type: ModeCommand): RoomError | undefined {
    this.calls.push(`command:${type}`);
    return { code: 'message/unknown', message: `Unknown message "${type}".` };
  }
  left(seat: Seat): void {
    this.calls.push(`left:${seat}`);
  }
  snapshot(): ModeSnapshot {
    return {};
  }
}

/** A host on fake ports, with its fakes; its mode is `mode` (a FakePolicy unless given). */
export function fakeHost<P extends ModePolicy = FakePolicy>(
  options: Partial<HostOptions> & Pick<HostOptions, 'mode'>,
  store = new FakeStore(),
  mode?: (host: ModeHost) => P,
) {
  const clock = new FakeClock();
  const transport = new FakeTransport();
  const room = new FakeRoom();
  let policy!: P;
  const host = new GameHost(
    {
      clock: 'standard',
      watched: false,
      idPrefix: 'room',
      newSeed: () => 'ab'.repeat(32),
      aiThinkMs: 1500,
      recordRetryDelaysMs: [],
      ...options,
    },
    { transport, store, clock, room },
    (h) => (policy = mode === undefined ? (new FakePolicy() as unknown as P) : mode(h)),
  );
  return { host, clock, transport, store, policy, room };
}

/** Lets the finisher's promises run (store answers, retries' waits). */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Plays a started game between connections `ca` (seat A) and `cb` (B): the start, Choose and Place, then turn 1,
 * where ca's hit lands on cb (A on 9 hits 10, where B moved): A wins once the 3 s reveal has passed.
 */
export function playToWinOfA(host: GameHost, clock: FakeClock): void {
  host.handle('ca', 'ready', undefined);
  host.handle('cb', 'ready', undefined);
  host.handle('ca', 'choose', { square: 5 });
  host.handle('cb', 'choose', { square: 5 });
  host.handle('ca', 'place', { square: 9 });
  host.handle('cb', 'place', { square: 10 });
  for (const [key, move, hit] of [
    ['ca', 9, 10],
    ['cb', 10, 12],
  ] as const) {
    host.handle(key, 'move', { square: move });
    host.handle(key, 'hit', { square: hit });
    host.handle(key, 'set', undefined);
  }
  clock.advance(3000);
}
