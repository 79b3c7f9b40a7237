// Burst bots (`node --import tsx tests/bench/loadBurstBots.ts <job.json>`): colyseus.js clients, each signed in with
// its own session, that all seek a public game within `spreadMs` (bot i through urls[i % urls.length]) and time
// each join from the first seek call: the matchmaking answer (the seat reservation), the socket's join, the first
// state, the opponent seated. A failure the web client asks again quietly (web/src/game/net/seekRetry.ts) is
// asked again after the same delays; a room that tells its player to seek again (`seek`) is left and the seek made
// again, as the web client does; the time runs on from the first seek. Each bot then stays seated until every bot
// is done, and leaves. Prints one line `result <json>` (see BurstResult).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Room, SeatReservation } from 'colyseus.js';
import { GameRoomState } from '../../rooms/colyseus/schema';
import { askAgainQuietly, SEEK_RETRY_DELAYS } from '../../web/src/game/net/seekRetry';
import { botClient, type BotClient } from './botClient';
import { describeError } from './describeError';
import { exitWithParent } from './exitWithParent';
import { installLightDecoding } from './lightDecoding';

exitWithParent();
installLightDecoding();

export interface BurstJob {
  /** Servers to seek through, in turn: bot i asks urls[i % urls.length]. */
  readonly urls: readonly string[];
  /** One session token per bot; bot i's index in the whole burst is `first + i`. */
  readonly tokens: readonly string[];
  readonly first: number;
  /** How many bots the whole burst has (every bot process's), for the start times. */
  readonly total: number;
  /** Epoch ms: bot k of the burst seeks at `t0 + spreadMs * k / total`. */
  readonly t0: number;
  readonly spreadMs: number;
  /** A request or socket silent this long fails (the reviewer's client: "socket hang up"), ms. */
  readonly socketTimeoutMs: number;
  /** A bot not seated with its opponent this long after its first seek has failed, ms. */
  readonly giveUpMs: number;
}

/** One bot's join, ms from its first seek call (absent: not reached). */
export interface Join {
  /** The bot's index in the burst (which process it asked: index mod processes). */
  readonly bot: number;
  /** The matchmaking answer of the seek that seated it (its reservation). */
  readonly reserved?: number;
  /** The socket joined the room (Colyseus's JOIN_ROOM). */
  readonly joined?: number;
  /** The first state received. */
  readonly state?: number;
  /** The state first showed both players seated. */
  readonly opponent?: number;
  /** The process the room lived on (host:port). */
  readonly address?: string;
  /** Seeks made (quiet retries and `seek` messages make more than one). */
  readonly seeks: number;
  /** Why it failed, when it did. */
  readonly error?: string;
}

export interface BurstResult {
  readonly joins: readonly Join[];
  /** This process's event-loop delay over the burst (ms, p99 and max): how late the bots themselves were. */
  readonly loopP99: number;
  readonly loopMax: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A failure with a text of our own (a time limit), told apart from a client's error. */
class Timeout extends Error {}

/** `promise`, or a Timeout after `ms`; `late` receives the answer that comes after the limit (to let it go). */
function within<T>(promise: Promise<T>, ms: number, what: string, late: (value: T) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    let over = false;
    const timer = setTimeout(() => {
      over = true;
      reject(new Timeout(`${what}: nothing within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (over) late(value);
        else resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        if (!over) reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** One bot: seeks, is seated, waits for its opponent; `leave` lets it go once every bot is done. */
class BurstBot {
  private readonly start = Date.now();
  private seeks = 0;
  private room: Room<GameRoomState> | undefined;

  constructor(
    private readonly job: BurstJob,
    private readonly bot: number,
    private readonly client: BotClient,
  ) {}

  async run(): Promise<Join> {
    const deadline = this.start + this.job.giveUpMs;
    let quiet = 0;
    while (Date.now() < deadline) {
      this.seeks++;
      const at: { reserved?: number; joined?: number } = {};
      let room: Room<GameRoomState>;
      try {
        room = await this.seat(at);
      } catch (err) {
        const delay = SEEK_RETRY_DELAYS[++quiet];
        if (!(err instanceof Timeout) && askAgainQuietly(err) && delay !== undefined) {
          await sleep(delay);
          continue;
        }
        return this.failed(describeError(err), at);
      }
      this.room = room;
      const outcome = await this.opponent(room, deadline);
      if (outcome === 'seek') {
        // The room waits alone while another waits in the pool: the web client leaves it and seeks again.
        await room.leave(true).catch(() => undefined);
        this.room = undefined;
        continue;
      }
      if (outcome === 'gone') return this.failed('the room closed before the opponent came', at);
      if (outcome === 'late') return this.failed(`no opponent within ${this.job.giveUpMs} ms`, at);
      return {
        bot: this.bot,
        seeks: this.seeks,
        address: this.client.address,
        ...at,
        state: outcome.state,
        opponent: outcome.opponent,
      };
    }
    return this.failed(`not seated within ${this.job.giveUpMs} ms`, {});
  }

  /** Leaves the room it sits in, if any. */
  async leave(): Promise<void> {
    await this.room?.leave(true).catch(() => undefined);
  }

  private failed(error: string, at: { reserved?: number; joined?: number }): Join {
    return { bot: this.bot, seeks: this.seeks, error, ...at };
  }

  /** One seek: the matchmaking call (its answer timed), then the socket's join. */
  private async seat(at: { reserved?: number; joined?: number }): Promise<Room<GameRoomState>> {
    const limit = this.job.socketTimeoutMs;
    // The request itself times out when silent (Node's socket timeout: "socket hang up"), as the reviewer's did.
    // colyseus.js reports that with no code, which the web's rule would ask again quietly: here it is a failure.
    const answer = await this.client.http
      .post<SeatReservation>('matchmake/joinOrCreate/others', {
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{}',
        timeout: limit,
      })
      .catch((err: unknown) => {
        if (err instanceof Error && err.message === 'socket hang up')
          throw new Timeout(`matchmaking: socket hang up (silent for ${limit} ms)`);
        throw err;
      });
    at.reserved = Date.now() - this.start;
    const joining = this.client.consumeSeatReservation(answer.data, GameRoomState);
    const room = await within(joining, limit, 'socket join', (late) => {
      void late.leave(true).catch(() => undefined);
    });
    at.joined = Date.now() - this.start;
    return room;
  }

  /** Waits for the first state and both players seated; or a `seek` message, the room's end, the deadline. */
  private opponent(
    room: Room<GameRoomState>,
    deadline: number,
  ): Promise<{ state: number; opponent: number } | 'seek' | 'gone' | 'late'> {
    return new Promise((resolve) => {
      let state: number | undefined;
      let done = false;
      const end = (outcome: { state: number; opponent: number } | 'seek' | 'gone' | 'late') => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const timer = setTimeout(
        () => {
          end('late');
        },
        Math.max(0, deadline - Date.now()),
      );
      for (const type of ['plan', 'notice', 'time', 'error', 'gameover', 'filled', 'inform'])
        room.onMessage(type, () => {});
      room.onMessage('seek', () => {
        if (state === undefined || room.state.phase === 'waiting') end('seek');
      });
      room.onLeave(() => {
        end('gone');
      });
      room.onStateChange((s) => {
        const now = Date.now() - this.start;
        state ??= now;
        if (s.players.size >= 2) end({ state, opponent: now });
      });
    });
  }
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BurstJob;
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
// A failure in one client's handler is kept as that process's note instead of ending every bot here.
let botFailure: string | undefined;
process.on('uncaughtException', (err) => {
  botFailure ??= `bot failure: ${err.stack ?? err.message}`;
});
const bots: BurstBot[] = [];
const joins = await Promise.all(
  job.tokens.map(async (token, i) => {
    const k = job.first + i;
    await sleep(Math.max(0, job.t0 + (job.spreadMs * k) / job.total - Date.now()));
    const bot = new BurstBot(job, k, botClient(job.urls[k % job.urls.length]!, token));
    bots.push(bot);
    return bot.run();
  }),
);
loop.disable();
await Promise.all(bots.map((b) => b.leave()));
const result: BurstResult = {
  joins:
    botFailure === undefined
      ? joins
      : joins.map((j) => (j.error === undefined ? j : { ...j, error: `${j.error}; ${botFailure}` })),
  loopP99: loop.percentile(99) / 1e6,
  loopMax: loop.max / 1e6,
};
// Exit only once the result is written: `process.exit` right after a large write to a pipe cuts it short.
process.stdout.write(`result ${JSON.stringify(result)}\n`, () => process.exit(0));
