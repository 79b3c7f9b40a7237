// A real one-port server (API + rooms) on a fresh database with a clock the test controls, and real
// colyseus.js clients signed in as players (the web client's GameClient, which reads matchmaking refusals
// as the API's coded errors).
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../api/db/schema';
import { loadConfig } from '../api/config';
import { AI_START_MS } from '../engine';
import { signedInPlayer } from './kits/players';
import { UNREACHABLE_CHAIN } from './kits/testHarness';
import { GameClient } from '../web/src/game/net/gameClient';
import type { GameRoom } from '../rooms/colyseus/gameRoom';
import type { GameRoomState } from '../rooms/colyseus/schema';
import { startServer, type RunningServer } from '../server/startServer';
import type { RoomServices } from '../rooms/services';
import type { AnchorTunables } from '../server/anchoring';

export interface RoomHarness {
  readonly server: RunningServer;
  readonly clock: { now: number };
  /** A signed-in player's client (colyseus.js's, matchmaking through the web client's GameClient). */
  player(username: string, name?: string): Promise<Client>;
  /** The server-side room instance, to run its due work after the clock moved. */
  room(roomId: string): GameRoom;
  /** Moves the clock and lets the room (if still open) run what became due. */
  advance(roomId: string, ms: number): void;
  /** Moves the clock in steps until `check` holds (giving messages time to arrive), or fails. */
  advanceUntil(
    roomId: string,
    check: () => boolean,
    what: string,
    maxMs?: number,
    stepMs?: number,
  ): Promise<void>;
  /**
   * Takes rooms through the start phase into Choose, as players do: in games between people each given
   * player clicks the start bar (`ready`); in the AI modes the clock moves the 1 s the start takes.
   */
  startPlay(...rooms: Room<GameRoomState>[]): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Extra environment for the configuration (TRUST_PROXY, SITE_ORIGIN, …). */
  readonly env?: Record<string, string>;
  /** A Kysely plugin on the rooms' database (e.g. one that makes an insert fail on purpose). */
  readonly dbPlugin?: KyselyPlugin;
  /** Wraps the rooms' database (e.g. to lose the answer of a commit that went through). */
  readonly wrapDb?: (db: Kysely<Database>) => Kysely<Database>;
  /** The anchor publisher's tunables (it runs when `env` sets HIVE_APP_POSTING_KEY). */
  readonly anchors?: AnchorTunables;
}

export async function startRoomHarness(
  services: Partial<RoomServices> = {},
  options: HarnessOptions = {},
): Promise<RoomHarness> {
  const clock = { now: 1_800_000_000_000 };
  const config = {
    ...loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'sqlite::memory:', ...options.env }),
  };
  const { dbPlugin } = options;
  const wrapDb = options.wrapDb ?? ((db: Kysely<Database>) => db);
  const server = await startServer({
    config,
    chain: UNREACHABLE_CHAIN,
    port: 0,
    host: '127.0.0.1',
    logger: false,
    redisUrl: '',
    anchors: options.anchors,
    services: (defaults) => ({
      now: () => clock.now,
      aiThinkMs: 1500,
      db: wrapDb(dbPlugin === undefined ? defaults.db : defaults.db.withPlugin(dbPlugin)),
      ...services,
    }),
  });
  const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as unknown as GameRoom;
  return {
    server,
    clock,
    async player(username, name = capitalise(username)) {
      const { token } = await signedInPlayer(server.api.ctx.db.kysely, username, { name }, clock.now);
      const client = new GameClient(server.url);
      client.auth.token = token;
      return client;
    },
    room,
    advance(roomId, ms) {
      clock.now += ms;
      (matchMaker.getLocalRoomById(roomId) as GameRoom | undefined)?.tick();
    },
    async advanceUntil(roomId, check, what, maxMs = 600_000, stepMs = 500) {
      for (let t = 0; !check(); t += stepMs) {
        if (t > maxMs) throw new Error(`${what} did not happen within ${maxMs} ms of game time`);
        clock.now += stepMs;
        (matchMaker.getLocalRoomById(roomId) as GameRoom | undefined)?.tick();
        await new Promise((r) => setTimeout(r, 3));
      }
    },
    async startPlay(...rooms) {
      await until(() => rooms.every((r) => r.state.phase === 'start'), 3000, 'the start phase');
      const ids = new Set<string>();
      for (const r of rooms) {
        if (r.state.mode === 'others' || r.state.mode === 'h2a0') r.send('ready');
        else ids.add(r.roomId);
      }
      for (const id of ids) {
        clock.now += AI_START_MS;
        room(id).tick();
      }
      await until(() => rooms.every((r) => r.state.phase === 'choose'), 3000, 'choose after the start');
    },
    close: () => server.close(),
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 3000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Takes a game between two people from Choose to its first move (turn 1, Move): both pick the Judicial Doctor
 * and place it on 9 and 10. A public game left before then is no contest (docs/RULES.md); from then on, a forfeit.
 */
export async function toFirstMove(ra: Room<GameRoomState>, rb: Room<GameRoomState>): Promise<void> {
  ra.send('choose', { square: 5 });
  rb.send('choose', { square: 5 });
  await until(() => ra.state.phase === 'place' && rb.state.phase === 'place', 3000, 'place');
  ra.send('place', { square: 9 });
  rb.send('place', { square: 10 });
  await until(() => ra.state.phase === 'move' && rb.state.phase === 'move', 3000, 'the first move');
}

/** Everything a client receives through messages, by type. */
export function inbox(room: Room<GameRoomState>) {
  const messages: { type: string; message: unknown }[] = [];
  room.onMessage('*', (type, message) => messages.push({ type: String(type), message }));
  return {
    messages,
    last(type: string): unknown {
      return messages.filter((m) => m.type === type).at(-1)?.message;
    },
    all(type: string): unknown[] {
      return messages.filter((m) => m.type === type).map((m) => m.message);
    },
    /** The finished game's record (JSON) as the latest `record` message carried it ('' before one came). */
    record(): string {
      const body = messages.filter((m) => m.type === 'record').at(-1)?.message;
      return typeof body === 'object' && body !== null && 'record' in body && typeof body.record === 'string'
        ? body.record
        : '';
    },
  };
}

/** Resolves once the room's first full state has arrived. */
export function firstState<T extends Room<GameRoomState>>(room: T): Promise<T> {
  return new Promise((resolve) => {
    room.onStateChange.once(() => {
      resolve(room);
    });
  });
}
