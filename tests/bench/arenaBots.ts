// Arena bots (`node --import tsx tests/bench/arenaBots.ts <job.json>`, tests/bench/arenaRun.ts starts them): each
// signed in with its own session, joins the arena with its code over HTTP (bot i through urls[i % urls.length]),
// then polls the arena's page (`me.game`) every `pollMs` while not in a game (the web polls every 2 s), joins each
// game it is paired into by room id (colyseus.js, as tests/rooms/arenaGames.test.ts does) and plays it short: both
// ready, Choose and Place, and at the first Move (or the move of turn `leaveAtTurn`, the turns before played as the
// load bots play them) one of the two leaves (`room.leave(true)`: a forfeit, a counted
// result; which seat leaves is drawn from the room id, so winners vary). The other leaves on `gameover`. A bot found
// paused (a no-show) comes back (`resume`), noted. After the arena's end a bot stops once the page says it has no
// game. Writes its result (ArenaBotResult) as JSON to `<job.json>.result` and prints one line `result <that file>`.
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Room, SeatReservation } from 'colyseus.js';
import type { ArenaPage } from '../../contract/arenas';
import { hitTargets, SERVER_MESSAGE_TYPES, type Letter } from '../../engine';
import { GameRoomState } from '../../rooms/colyseus/schema';
import { botClient, type BotClient } from './botClient';
import { describeError } from './describeError';
import { exitWithParent } from './exitWithParent';
import { installLightDecoding } from './lightDecoding';

exitWithParent();
installLightDecoding();

export interface ArenaBotJob {
  readonly urls: readonly string[];
  /** One session token per bot; bot i's index among all bots is `first + i` (bot 0 made the arena: it is in). */
  readonly tokens: readonly string[];
  readonly first: number;
  readonly total: number;
  readonly arenaId: string;
  readonly code: string;
  /** Epoch ms: bot k joins at `t0 + joinSpreadMs * k / total`. */
  readonly t0: number;
  readonly joinSpreadMs: number;
  /** The arena's end (epoch ms): after it a bot stops once it has no game. */
  readonly endsAt: number;
  readonly pollMs: number;
  /** At the move of this turn one of the two leaves (1: the first move); before it both play their moves. */
  readonly leaveAtTurn: number;
  /** Every bot stops at this time (epoch ms) whatever happens. */
  readonly giveUpAt: number;
}

/** One game as a bot saw it (epoch ms). */
export interface BotGame {
  readonly bot: number;
  /** When the bot was free: its previous game over (its leave or `gameover`), or its join. */
  readonly free: number;
  /** The poll that first showed the room. */
  readonly seen: number;
  /** Seated, with the opponent (the state first showed both players); absent when it never was. */
  readonly seated?: number;
  /** The game's end as this bot saw it (its leave, `gameover` or the room closing). */
  readonly over: number;
  readonly roomId: string;
  readonly gameId: string;
  /** How it ended for this bot: 'left' (it forfeited), 'gameover:<result>', 'closed', 'error: …'. */
  readonly end: string;
}

export interface ArenaBotResult {
  readonly games: readonly BotGame[];
  /** Bots that joined the arena (bot 0 is in as its maker), and the joins that failed (after retries). */
  readonly joined: number;
  readonly joinFailures: number;
  /** Polls answered, polls failed (a failed poll is tried again at the next tick). */
  readonly polls: number;
  readonly pollFailures: number;
  /** Room joins that failed (asked again until the page no longer shows the room). */
  readonly roomJoinFailures: number;
  /** The refusals among them, by status and code. */
  readonly roomJoinRefusals: Record<string, number>;
  /** Resumes after being found paused: [bot, epoch ms]. */
  readonly resumes: readonly (readonly [number, number])[];
  /** Errors the rooms sent (code: count). */
  readonly roomErrors: Record<string, number>;
  /** The first failure's text of each kind. */
  readonly firstErrors: Record<string, string>;
  /** This process's event-loop delay over the arena (ms, p99 and max): how late the bots themselves were. */
  readonly loopP99: number;
  readonly loopMax: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class ArenaBots {
  readonly games: BotGame[] = [];
  joined = 0;
  joinFailures = 0;
  polls = 0;
  pollFailures = 0;
  roomJoinFailures = 0;
  readonly roomJoinRefusals: Record<string, number> = {};
  readonly resumes: [number, number][] = [];
  readonly roomErrors: Record<string, number> = {};
  readonly firstErrors: Record<string, string> = {};

  constructor(readonly job: ArenaBotJob) {}

  note(kind: string, err: unknown): void {
    this.firstErrors[kind] ??= describeError(err);
  }

  /** An API call as bot `token` through `url`: its status and JSON. */
  async api(url: string, token: string, method: string, path: string, body?: object) {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  async bot(k: number, token: string): Promise<void> {
    const { job } = this;
    const url = job.urls[k % job.urls.length]!;
    const client = botClient(url, token);
    await sleep(Math.max(0, job.t0 + (job.joinSpreadMs * k) / job.total - Date.now()));
    if (k !== 0 && !(await this.join(k, url, token))) return;
    this.joined++;
    let free = Date.now();
    let lastRoom = '';
    // Polls spread over the interval, not all at once.
    await sleep(Math.random() * job.pollMs);
    while (Date.now() < job.giveUpAt) {
      const asked = Date.now();
      let page: ArenaPage | undefined;
      try {
        const res = await this.api(url, token, 'GET', `/api/arenas/${job.arenaId}`);
        if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
        page = res.body as ArenaPage;
        this.polls++;
      } catch (err) {
        this.pollFailures++;
        this.note('poll', err);
      }
      const me = page?.me;
      if (me != null) {
        const roomId = me.game?.roomId;
        if (roomId !== undefined && roomId !== lastRoom) {
          const seen = Date.now();
          const game = await this.play(client, url, token, roomId);
          if (game !== undefined) {
            lastRoom = roomId;
            this.games.push({ ...game, bot: k, free, seen, roomId });
            free = game.over;
            continue;
          }
        } else if (me.line.state === 'paused' && Date.now() < job.endsAt) {
          await this.api(url, token, 'POST', `/api/arenas/${job.arenaId}/resume`).catch((err: unknown) => {
            this.note('resume', err);
          });
          this.resumes.push([k, Date.now()]);
          free = Date.now();
        } else if (Date.now() >= job.endsAt && !me.line.playing) return;
      }
      await sleep(Math.max(0, asked + job.pollMs - Date.now()));
    }
  }

  /** Joins the arena with its code (tried three times); false when it could not. */
  private async join(k: number, url: string, token: string): Promise<boolean> {
    for (let tries = 0; tries < 3; tries++) {
      try {
        const res = await this.api(url, token, 'POST', `/api/arenas/${this.job.arenaId}/join`, {
          code: this.job.code,
        });
        // Already in (an earlier try whose answer was lost) is in.
        if (res.status === 200 || (res.body as { code?: string }).code === 'arena/joined') return true;
        throw new Error(`bot ${k}: ${res.status} ${JSON.stringify(res.body)}`);
      } catch (err) {
        this.note('join', err);
        await sleep(1000);
      }
    }
    this.joinFailures++;
    return false;
  }

  /** Joins the room and plays its game to the end; undefined when the join failed (the next poll tries again). */
  private async play(
    client: BotClient,
    url: string,
    token: string,
    roomId: string,
  ): Promise<Omit<BotGame, 'bot' | 'free' | 'seen' | 'roomId'> | undefined> {
    let room: Room<GameRoomState>;
    try {
      // colyseus.js's joinById, its matchmaking call made here: its refusal keeps the API's code (colyseus.js
      // keeps only the status's reason, "Not Found").
      const res = await fetch(`${url}/matchmake/joinById/${roomId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json()) as SeatReservation & { code?: string; message?: string };
      if (res.status !== 200) {
        const code = `${res.status} ${answer.code ?? ''}`;
        this.roomJoinRefusals[code] = (this.roomJoinRefusals[code] ?? 0) + 1;
        throw new Error(`${code}: ${answer.message ?? ''}`);
      }
      room = await client.consumeSeatReservation(answer, GameRoomState);
    } catch (err) {
      this.roomJoinFailures++;
      this.note('room join', err);
      return undefined;
    }
    // Which seat leaves at the first move: drawn from the room id, so the same player does not always lose.
    const leaver = roomId.charCodeAt(roomId.length - 1) % 2 === 0 ? 'A' : 'B';
    return new Promise((resolve) => {
      let seated: number | undefined;
      let acted = '';
      let done = false;
      const finish = (end: string) => {
        if (done) return;
        done = true;
        clearTimeout(giveUp);
        try {
          void room.leave(true).catch(() => {});
        } catch {
          // Not connected any more: nothing to leave.
        }
        resolve({
          over: Date.now(),
          gameId: room.state.gameId,
          end,
          ...(seated === undefined ? {} : { seated }),
        });
      };
      // A game the bots play ends in seconds; one that has not in two minutes is left (and shows in the report).
      const giveUp = setTimeout(() => {
        finish('error: not over within 120 s');
      }, 120_000);
      for (const type of SERVER_MESSAGE_TYPES)
        if (type !== 'error' && type !== 'gameover') room.onMessage(type, () => {});
      room.onMessage('error', (m: { code?: string }) => {
        const code = String(m.code);
        this.roomErrors[code] = (this.roomErrors[code] ?? 0) + 1;
      });
      room.onMessage('gameover', (m: { result?: string }) => {
        finish(`gameover:${String(m.result)}`);
      });
      room.onLeave(() => {
        finish('closed');
      });
      room.onStateChange((state) => {
        const me = state.players.get(room.sessionId);
        if (me === undefined) return;
        if (seated === undefined && state.players.size >= 2) seated = Date.now();
        const key = `${state.phase}:${state.turn}`;
        if (key === acted) return;
        acted = key;
        switch (state.phase) {
          case 'start':
            room.send('ready');
            return;
          case 'choose':
            room.send('choose', { square: 61 });
            return;
          case 'place':
            room.send('place', { square: me.seat === 'A' ? 0 : 63 });
            return;
          case 'move': {
            if (me.seat === leaver && state.turn >= this.job.leaveAtTurn) {
              finish('left');
              return;
            }
            // Until then both play as the load bots do: the Teacher from a corner, standing still, hitting away.
            const hit = hitTargets((me.character || 'T') as Letter, me.square)[0] ?? me.square;
            room.send('move', { square: me.square });
            room.send('hit', { square: hit });
            room.send('set');
            return;
          }
        }
      });
    });
  }
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ArenaBotJob;
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const bots = new ArenaBots(job);
process.on('uncaughtException', (err) => {
  bots.note('uncaught', err);
});
await Promise.all(job.tokens.map((token, i) => bots.bot(job.first + i, token)));
loop.disable();
const result: ArenaBotResult = {
  games: bots.games,
  joined: bots.joined,
  joinFailures: bots.joinFailures,
  polls: bots.polls,
  pollFailures: bots.pollFailures,
  roomJoinFailures: bots.roomJoinFailures,
  roomJoinRefusals: bots.roomJoinRefusals,
  resumes: bots.resumes,
  roomErrors: bots.roomErrors,
  firstErrors: bots.firstErrors,
  loopP99: loop.percentile(99) / 1e6,
  loopMax: loop.max / 1e6,
};
const file = `${process.argv[2]!}.result`;
writeFileSync(file, JSON.stringify(result));
process.stdout.write(`result ${file}\n`, () => process.exit(0));
