// Load bots (`node --import tsx tests/bench/loadBots.ts <job.json>`): colyseus.js clients, each signed in with
// its own session, that join `others` through matchmaking and play at full pace (start, choose, place, and
// move + hit + set all sent the moment each phase opens), game after game, until the measuring window ends;
// then they finish the games they are in and leave. Prints one line `result <json>` (see BotResult).
// Two kinds (the job's `bots`): heavy bots decode as the web client does (colyseus.js's own decoder, the state's
// reflection on every join, each server message parsed at the edge and kept: tests/bench/browserMessages.ts); light
// bots decode strings with Node's UTF-8 decoder and skip the reflection (tests/bench/lightDecoding.ts).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Room } from 'colyseus.js';
import { hitTargets, SERVER_MESSAGE_TYPES, type Letter } from '../../engine';
import { GameRoomState } from '../../rooms/colyseus/schema';
import { exitWithParent } from './exitWithParent';
import { installLightDecoding } from './lightDecoding';
import { botClient } from './botClient';
import { BrowserMessages } from './browserMessages';
import type { BotKind } from './botKinds';
import { askAgainQuietly } from '../../web/src/game/net/seekRetry';

exitWithParent();

/** What the bots read of the synced state: the state's class (light bots) or the reflected one (heavy bots). */
interface BotState {
  readonly phase: string;
  readonly turn: number;
  readonly serverTime: number;
  readonly gameId: string;
  readonly lastReveal?: { readonly turn: number } | undefined;
  readonly players: {
    readonly size: number;
    get(
      key: string,
    ): { readonly seat: string; readonly character: string; readonly square: number } | undefined;
  };
}

export interface BotJob {
  /** How the bots decode (see BotKind). */
  readonly bots: BotKind;
  /** Servers to join through, used in turn (client i uses urls[i % urls.length]). */
  readonly urls: readonly string[];
  /** One session token per client. */
  readonly tokens: readonly string[];
  /** Epoch ms: the first client joins at `t0`, the last at `t0 + rampMs`. */
  readonly t0: number;
  readonly rampMs: number;
  /** Epoch ms: reveals seen in [measureFrom, measureTo) are measured; no new game starts after measureTo. */
  readonly measureFrom: number;
  readonly measureTo: number;
  /** Epoch ms: games still unfinished then count as lost, and the bots stop. */
  readonly giveUpAt: number;
}

/** One game that started (both seats taken), as this process's bots saw it. */
export interface BotGame {
  /** Bots of this process seated in it, and of those, how many were told `gameover`. */
  readonly seated: number;
  readonly over: number;
  /** The server process it lived on (host:port). */
  readonly address: string;
  /** The game's id (the state's `gameId`: the stored game's). */
  readonly gameId: string;
  /**
   * Epoch ms when it left `waiting`, by the server's clock (the state's `serverTime` in the first state a bot of this
   * process saw past `waiting`): the bots' own clock would date a start the server made before a signal after it
   * when the patch reached a busy bot process late. The processes share one machine, so one clock.
   */
  readonly startedAt: number;
}

/** A join that failed: when (epoch ms), the address asked, and the error's text. */
export type JoinError = readonly [number, string, string];

export interface BotResult {
  /** Reveal latency in whole ms (client's Date.now() − the state's serverTime) → how many. */
  readonly latencies: Record<string, number>;
  /** Every game that started (both seats taken), by room id. */
  readonly games: Record<string, BotGame>;
  /** Results seen by the bots (win/lose/draw), one per client per game. */
  readonly results: Record<string, number>;
  readonly joinErrors: number;
  /** Joins that failed through no fault of the player (503 server/unavailable: busy or restarting; a seat lost to a
   * room that closed before the socket took it), asked again as the web client does without showing anything
   * (web/src/game/net/seekRetry.ts): not join errors. */
  readonly quietRetries: number;
  readonly roomErrors: number;
  /** The first join error's or room error's text, if any. */
  readonly firstError?: string;
  /** The first 20,000 join errors, in order (the fault runs count those after the signal). */
  readonly joinErrorLog: readonly JoinError[];
  /** Reveals seen inside the window (by every client). */
  readonly reveals: number;
  /** What the bots received in the window, by kind: `state` (each patch colyseus.js applied) and each message type. */
  readonly received: Record<string, number>;
  /** This process's event-loop delay in the window (ms, p99 and max): how late the bots themselves were. */
  readonly loopP99: number;
  readonly loopMax: number;
}

/**
 * Addresses the bots no longer ask through: on SIGUSR2 (sent by tests/bench/loadRun.ts when it signals a server
 * process, always the last), the last address, as a load balancer takes a stopping process out of rotation.
 */
const takenOut = new Set<string>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One room's progress as the bots in it see it. */
interface Game {
  seated: number;
  over: number;
  started: boolean;
  /** The server process it lives on (host:port). */
  address: string;
  gameId: string;
  startedAt: number;
}

class Bots {
  readonly latencies = new Map<number, number>();
  readonly games = new Map<string, Game>();
  readonly results = new Map<string, number>();
  joinErrors = 0;
  quietRetries = 0;
  readonly joinErrorLog: JoinError[] = [];
  roomErrors = 0;
  firstError: string | undefined;
  reveals = 0;
  readonly received = new Map<string, number>();
  private readonly waiting = new Set<() => void>();
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  constructor(readonly job: BotJob) {
    setTimeout(
      () => {
        this.loop.enable();
      },
      Math.max(0, job.measureFrom - Date.now()),
    );
    setTimeout(
      () => {
        this.loop.disable();
      },
      Math.max(0, job.measureTo - Date.now()),
    );
  }

  /** Counts one thing received, inside the window only. */
  count(kind: string): void {
    const now = Date.now();
    if (now >= this.job.measureFrom && now < this.job.measureTo)
      this.received.set(kind, (this.received.get(kind) ?? 0) + 1);
  }

  stopping(): boolean {
    return Date.now() >= this.job.measureTo;
  }

  async run(): Promise<void> {
    const { tokens, urls, t0, rampMs } = this.job;
    // Bots still alone in a room 5 s after the window closed (joins under way then have landed) leave it.
    setTimeout(
      () => {
        for (const leave of this.waiting) leave();
      },
      Math.max(0, this.job.measureTo + 5000 - Date.now()),
    );
    await Promise.all(
      tokens.map(async (token, i) => {
        await sleep(Math.max(0, t0 + (rampMs * i) / tokens.length - Date.now()));
        // After a failed join the bot asks through the next address, and never through one taken out (a load
        // balancer routes around a process that stops).
        let asked = i;
        let client = botClient(urls[asked % urls.length]!, token);
        while (!this.stopping() && Date.now() < this.job.giveUpAt) {
          let room: Room<BotState>;
          if (takenOut.has(urls[asked % urls.length]!) && takenOut.size < urls.length) {
            while (takenOut.has(urls[asked % urls.length]!)) asked++;
            client = botClient(urls[asked % urls.length]!, token);
          }
          try {
            // Light bots give the state's class, not one rebuilt from the handshake per join: building classes per
            // join made garbage enough for second-long collections in this process, which then measured its own
            // pauses. Heavy bots join as the web client does (web/src/game/net/gameConnection.ts: no class).
            room =
              this.job.bots === 'light'
                ? await client.joinOrCreate<BotState>('others', {}, GameRoomState)
                : await client.joinOrCreate<BotState>('others');
          } catch (err) {
            if (askAgainQuietly(err)) this.quietRetries++;
            else {
              const message = describeJoinError(err);
              this.joinErrors++;
              this.firstError ??= message;
              if (this.joinErrorLog.length < 20_000)
                this.joinErrorLog.push([Date.now(), urls[asked % urls.length]!, message]);
            }
            if (urls.length > 1) client = botClient(urls[++asked % urls.length]!, token);
            await sleep(1000);
            continue;
          }
          await this.play(room, client.address);
        }
      }),
    );
  }

  /** Plays one game in `room`; resolves when it is over (or the bots give up), having left the room. */
  private play(room: Room<BotState>, address: string): Promise<void> {
    return new Promise((resolve) => {
      const game = this.games.get(room.roomId) ?? {
        seated: 0,
        over: 0,
        started: false,
        address,
        gameId: '',
        startedAt: 0,
      };
      this.games.set(room.roomId, game);
      let acted = '';
      let seenReveal = 0;
      let counted = false;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.waiting.delete(leaveIfWaiting);
        clearTimeout(giveUp);
        try {
          void room.leave(true).catch(() => {});
        } catch {
          // Not connected any more: nothing to leave.
        }
        resolve();
      };
      const leaveIfWaiting = () => {
        // The room's state may not have arrived yet (a join that landed at the very end), nor, for a heavy bot
        // decoding through the reflection, its players' map.
        const state = room.state as Partial<BotState> | undefined;
        const players = state?.players?.size ?? 0;
        if (!game.started && players < 2) finish();
      };
      this.waiting.add(leaveIfWaiting);
      const giveUp = setTimeout(finish, Math.max(0, this.job.giveUpAt - Date.now()));
      const onError = (code: string, message: string) => {
        this.roomErrors++;
        this.firstError ??= `${code}: ${message}`;
      };
      const onGameOver = (result: string) => {
        this.results.set(result, (this.results.get(result) ?? 0) + 1);
        game.over++;
        finish();
      };
      const received = (type: string) => {
        this.count(type);
      };
      if (this.job.bots === 'heavy')
        new BrowserMessages(room, { error: onError, gameover: onGameOver, received });
      else {
        // Every message the server sends has a handler (colyseus.js warns on each one without); light bots keep
        // nothing of those they do not act on.
        for (const type of SERVER_MESSAGE_TYPES)
          if (type !== 'error' && type !== 'gameover')
            room.onMessage(type, () => {
              received(type);
            });
        room.onMessage('error', (m: { code?: string; message?: string }) => {
          received('error');
          onError(String(m.code), String(m.message));
        });
        room.onMessage('gameover', (m: { result?: string }) => {
          received('gameover');
          onGameOver(String(m.result));
        });
      }
      room.onLeave(finish);
      room.onStateChange((state) => {
        this.count('state');
        const now = Date.now();
        const reveal = state.lastReveal;
        if (reveal !== undefined && reveal.turn !== seenReveal) {
          seenReveal = reveal.turn;
          if (now >= this.job.measureFrom && now < this.job.measureTo) {
            const ms = Math.max(0, now - state.serverTime);
            this.latencies.set(ms, (this.latencies.get(ms) ?? 0) + 1);
            this.reveals++;
          }
        }
        const me = state.players.get(room.sessionId);
        if (me === undefined) return;
        if (!game.started && state.phase !== 'waiting') {
          game.started = true;
          game.startedAt = state.serverTime > 0 ? state.serverTime : now;
          this.waiting.delete(leaveIfWaiting);
        }
        if (game.gameId === '') game.gameId = state.gameId;
        if (state.phase !== 'waiting' && !counted) {
          counted = true;
          game.seated++;
        }
        const key = `${state.phase}:${state.turn}`;
        if (key === acted) return;
        acted = key;
        this.act(room, state, me.seat, me.character, me.square);
      });
    });
  }

  /** Every pick of the phase, sent at once: T (the Teacher) in the corners, standing still, hitting away. */
  private act(room: Room, state: BotState, seat: string, character: string, square: number): void {
    switch (state.phase) {
      case 'start':
        room.send('ready');
        return;
      case 'choose':
        room.send('choose', { square: 61 });
        return;
      case 'place':
        room.send('place', { square: seat === 'A' ? 0 : 63 });
        return;
      case 'move': {
        // From a corner the Teacher hits 3 squares away: never the opponent in the far corner.
        const hit = hitTargets((character || 'T') as Letter, square)[0] ?? square;
        room.send('move', { square });
        room.send('hit', { square: hit });
        room.send('set');
        return;
      }
    }
  }

  result(): BotResult {
    const games: Record<string, BotGame> = {};
    for (const [id, g] of this.games)
      if (g.started)
        games[id] = {
          seated: g.seated,
          over: g.over,
          address: g.address,
          gameId: g.gameId,
          startedAt: g.startedAt,
        };
    return {
      latencies: Object.fromEntries(this.latencies),
      games,
      results: Object.fromEntries(this.results),
      joinErrors: this.joinErrors,
      quietRetries: this.quietRetries,
      joinErrorLog: this.joinErrorLog,
      roomErrors: this.roomErrors,
      reveals: this.reveals,
      received: Object.fromEntries(this.received),
      loopP99: this.loop.percentile(99) / 1e6,
      loopMax: this.loop.max / 1e6,
      ...(this.firstError === undefined ? {} : { firstError: this.firstError }),
    };
  }
}

if (process.env.LOAD_DIAG_BOTS) {
  const { appendFileSync } = await import('node:fs');
  setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(
      `${process.env.LOAD_DIAG_BOTS}-${process.pid}`,
      `${Date.now()} heap ${Math.round(m.heapUsed / 2 ** 20)} rss ${Math.round(m.rss / 2 ** 20)} handles ${(process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles().length}\n`,
    );
  }, 5000).unref();
  // Every collection that held the event loop for 20 ms or more, with its kind (1 minor, 2 major, 4 incremental,
  // 8 weak callbacks).
  const { PerformanceObserver } = await import('node:perf_hooks');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      if (e.duration >= 20)
        appendFileSync(
          `${process.env.LOAD_DIAG_BOTS}-${process.pid}`,
          `${Date.now()} gc kind ${kind} ${Math.round(e.duration)} ms\n`,
        );
    }
  }).observe({ entryTypes: ['gc'] });
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BotJob;
if (job.bots === 'light') installLightDecoding();
process.on('SIGUSR2', () => {
  takenOut.add(job.urls.at(-1)!);
});
// The runner sends SIGUSR2 only after this line: until the handler is set, the signal would end the process (a
// loaded host, at four test workers, was still starting the bots through tsx when the signal came: "bots exited").
process.stdout.write('listening for SIGUSR2\n');
const bots = new Bots(job);
// LOAD_HEAP_SNAPSHOT_AT=<s>: also a heap snapshot that many seconds into the measuring window.
if (process.env.LOAD_HEAP_SNAPSHOT && process.env.LOAD_HEAP_SNAPSHOT_AT) {
  const { writeHeapSnapshot } = await import('node:v8');
  setTimeout(
    () => {
      writeHeapSnapshot(`${process.env.LOAD_HEAP_SNAPSHOT}-${process.pid}-window.heapsnapshot`);
    },
    job.measureFrom + Number(process.env.LOAD_HEAP_SNAPSHOT_AT) * 1000 - Date.now(),
  );
}
// A failure in one client's handler is counted (a room error, its text kept) instead of ending every bot here.
process.on('uncaughtException', (err) => {
  bots.roomErrors++;
  bots.firstError ??= `bot failure: ${err.stack ?? err.message}`;
});
await bots.run();
if (process.env.LOAD_HEAP_SNAPSHOT) {
  const { writeHeapSnapshot } = await import('node:v8');
  writeHeapSnapshot(`${process.env.LOAD_HEAP_SNAPSHOT}-${process.pid}.heapsnapshot`);
}
// Exit only once the result is written: `process.exit` right after a large write to a pipe cuts it short (the
// per-game list at 1,000 games is hundreds of KB, and the runner read a truncated line).
process.stdout.write(`result ${JSON.stringify(bots.result())}\n`, () => process.exit(0));

/** A failed join in words: colyseus.js's errors carry a code, a network failure its cause (an empty message alone said
 * nothing when a CI run met three). */
function describeJoinError(err: unknown): string {
  if (!(err instanceof Error)) return typeof err === 'string' ? err : JSON.stringify(err);
  const e = err as Error & { code?: unknown; errors?: unknown[] };
  const parts = [
    e.name,
    e.code === undefined ? '' : `(${JSON.stringify(e.code)})`,
    e.message || '(no message)',
  ];
  const inner = e.cause ?? e.errors?.[0];
  if (inner !== undefined)
    parts.push(`cause: ${inner instanceof Error ? inner.message : JSON.stringify(inner)}`);
  return parts.filter(Boolean).join(' ');
}
