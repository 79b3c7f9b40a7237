import type { RoomError, Seat, ServerMessage } from '../../engine';
import type { FinishedGame, Recorded, StartedGame } from './records';
import { GameHost } from './gameHost';
import type {
  Clock,
  HostOptions,
  HostSnapshot,
  ModeCommand,
  ModePolicy,
  Store,
  Timer,
  Transport,
} from './ports';

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

/** A mode policy that records what the host asked of it. */
export class FakePolicy implements ModePolicy {
  readonly calls: string[] = [];
  afterGame(): void {
    this.calls.push('afterGame');
  }
  wake(name: string): void {
    this.calls.push(`wake:${name}`);
  }
  command(_connection: string, type: ModeCommand): RoomError | undefined {
    this.calls.push(`command:${type}`);
    return { code: 'message/unknown', message: `Unknown message "${type}".` };
  }
}

/** A host on fake ports, with its fakes. */
export function fakeHost(options: Partial<HostOptions> & Pick<HostOptions, 'mode'>, store = new FakeStore()) {
  const clock = new FakeClock();
  const transport = new FakeTransport();
  const policy = new FakePolicy();
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
    { transport, store, clock },
    policy,
  );
  return { host, clock, transport, store, policy };
}

/** Lets the finisher's promises run (store answers, retries' waits). */
export const settle = () => new Promise((resolve) => setImmediate(resolve));
