// Spectator bots (`node --import tsx tests/bench/loadSpectators.ts <job.json>`): a pair of players who join
// `others` before the load's bots (so they are seated together) and play one slow game, and spectators who
// watch that game by id (`joinById(roomId, { spectate: true })`, docs/PROTOCOL.md "Spectators") through the
// servers' addresses in turn, decoding lightly like the players. The pair waits in each move phase so that the
// game's ten turns last past the measuring window. Prints `watching <roomId>` once the game started, then one
// line `result <json>` (see SpectatorResult).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Room } from 'colyseus.js';
import { hitTargets, type Letter } from '../../engine';
import { GameRoomState } from '../../rooms/colyseus/schema';
import { exitWithParent } from './exitWithParent';
import { installLightDecoding } from './lightDecoding';
import { botClient } from './botClient';

exitWithParent();
installLightDecoding();

export interface SpectatorJob {
  readonly urls: readonly string[];
  /** The watched game's two players. */
  readonly pairTokens: readonly [string, string];
  /** One session token per spectator. */
  readonly tokens: readonly string[];
  /** Epoch ms: the spectators join from `t0` to `t0 + rampMs` (the players' ramp). */
  readonly t0: number;
  readonly rampMs: number;
  readonly measureFrom: number;
  readonly measureTo: number;
  readonly giveUpAt: number;
  /** The reveal's length on the servers (ms), to pace the watched game. */
  readonly revealMs: number;
}

export interface SpectatorResult {
  readonly roomId: string;
  readonly gameId: string;
  /** The address of the process the watched game lived on. */
  readonly address: string;
  /** Spectators whose join succeeded. */
  readonly joined: number;
  readonly joinErrors: number;
  readonly firstError?: string;
  /** Spectators' reveal latency in whole ms (receive time − the state's serverTime) → how many, in the window. */
  readonly latencies: Record<string, number>;
  /** The same for the watched game's two players. */
  readonly playerLatencies: Record<string, number>;
  /** The watched game's reveals inside the window (once each, as its first player saw them). */
  readonly reveals: number;
  /** The ms the pair waited in each move phase; whether both were told the result; turns played. */
  readonly turnDelayMs: number;
  readonly finished: boolean;
  readonly turns: number;
  readonly loopP99: number;
  readonly loopMax: number;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SpectatorJob;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const add = (m: Map<number, number>, ms: number) => m.set(ms, (m.get(ms) ?? 0) + 1);
const inWindow = (t: number) => t >= job.measureFrom && t < job.measureTo;

const latencies = new Map<number, number>();
const playerLatencies = new Map<number, number>();
const loop = monitorEventLoopDelay({ resolution: 10 });
setTimeout(() => loop.enable(), Math.max(0, job.measureFrom - Date.now()));
setTimeout(() => loop.disable(), Math.max(0, job.measureTo - Date.now()));

/** The ms the pair waits in each move phase: ten turns from now last until 3 s after the window (at most 8 s). */
function turnDelay(): number {
  return Math.round(Math.min(8000, Math.max(0, (job.measureTo + 3000 - Date.now()) / 10 - job.revealMs)));
}

let revealsSeen = 0;
let lastTurn = 0;
let gameOver = 0;
let delay = 0;

/** One player of the watched game: plays at full pace but for the wait in each move phase. */
function play(room: Room<GameRoomState>): Promise<void> {
  let acted = '';
  let seen = 0;
  room.onMessage('plan', () => {});
  room.onMessage('error', () => {});
  room.onMessage('notice', () => {});
  return new Promise((resolve) => {
    room.onMessage('gameover', () => {
      gameOver++;
      resolve();
    });
    room.onLeave(() => {
      resolve();
    });
    room.onStateChange((state) => {
      const now = Date.now();
      const reveal = state.lastReveal;
      if (reveal !== undefined && reveal.turn !== seen) {
        seen = reveal.turn;
        if (inWindow(now)) add(playerLatencies, Math.max(0, now - state.serverTime));
        if (reveal.turn > lastTurn) {
          lastTurn = reveal.turn;
          if (inWindow(now)) revealsSeen++;
        }
      }
      const me = state.players.get(room.sessionId);
      const key = `${state.phase}:${state.turn}`;
      if (me === undefined || key === acted) return;
      acted = key;
      if (state.phase === 'start') room.send('ready');
      else if (state.phase === 'choose') room.send('choose', { square: 61 });
      else if (state.phase === 'place') room.send('place', { square: me.seat === 'A' ? 0 : 63 });
      else if (state.phase === 'move') {
        const square = me.square;
        const hit = hitTargets((me.character || 'T') as Letter, square)[0] ?? square;
        if (delay === 0) delay = turnDelay();
        setTimeout(() => {
          room.send('move', { square });
          room.send('hit', { square: hit });
          room.send('set');
        }, delay);
      }
    });
  });
}

// The pair: one after the other, so the first's room waits in the seek pool and the second is seated in it.
const firstClient = botClient(job.urls[0]!, job.pairTokens[0]);
const first = await firstClient.joinOrCreate<GameRoomState>('others', {}, GameRoomState);
await sleep(200);
const second = await botClient(job.urls[0]!, job.pairTokens[1]).joinOrCreate<GameRoomState>(
  'others',
  {},
  GameRoomState,
);
if (first.roomId !== second.roomId) {
  console.log(`result ${JSON.stringify({ error: 'the pair was not seated together' })}`);
  process.exit(1);
}
const roomId = first.roomId;
const address = firstClient.address;
const played = Promise.all([play(first), play(second)]);
while (first.state.phase === 'waiting' || first.state.gameId === '') await sleep(20);
const gameId = first.state.gameId;
console.log(`watching ${roomId}`);

let joined = 0;
let joinErrors = 0;
let firstError: string | undefined;
const spectators: Room<GameRoomState>[] = [];
await Promise.all(
  job.tokens.map(async (token, i) => {
    await sleep(Math.max(0, job.t0 + (job.rampMs * i) / job.tokens.length - Date.now()));
    let room: Room<GameRoomState>;
    try {
      room = await botClient(job.urls[i % job.urls.length]!, token).joinById<GameRoomState>(
        roomId,
        { spectate: true },
        GameRoomState,
      );
    } catch (err) {
      joinErrors++;
      firstError ??= err instanceof Error ? err.message : String(err);
      return;
    }
    joined++;
    spectators.push(room);
    let seen = 0;
    room.onMessage('error', () => {});
    room.onMessage('notice', () => {});
    room.onStateChange((state) => {
      const now = Date.now();
      const reveal = state.lastReveal;
      if (reveal === undefined || reveal.turn === seen) return;
      seen = reveal.turn;
      if (inWindow(now)) add(latencies, Math.max(0, now - state.serverTime));
    });
  }),
);

await Promise.race([played, sleep(Math.max(0, job.giveUpAt - Date.now()))]);
for (const room of [first, second, ...spectators]) void room.leave(true).catch(() => {});
const result: SpectatorResult = {
  roomId,
  gameId,
  address,
  joined,
  joinErrors,
  ...(firstError === undefined ? {} : { firstError }),
  latencies: Object.fromEntries(latencies),
  playerLatencies: Object.fromEntries(playerLatencies),
  reveals: revealsSeen,
  turnDelayMs: delay,
  finished: gameOver === 2,
  turns: lastTurn,
  loopP99: loop.percentile(99) / 1e6,
  loopMax: loop.max / 1e6,
};
// Exit only once the result is written (a large write to a pipe is cut short by an immediate `process.exit`).
process.stdout.write(`result ${JSON.stringify(result)}\n`, () => process.exit(0));
