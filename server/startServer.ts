import { ARENA_CONNECTIONS, startArenas, type ArenaOptions } from './arenas';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Config } from '../api/config';
import { clientIp, trustFunction } from '../api/http/clientIp';
import { isOwnOrigin } from '../api/http/origin';
import type { ChainClient } from '../api/hive/chain';
import { registerLiveRoute } from '../api/routes/live';
import { createApiServer, type ApiServer } from '../api/server';
import { releaseDeadRoom } from '../rooms/limits/budgets';
import { CrashWatch, realTimers } from '../rooms/scaleOut/crashWatch';
import { defineRooms } from '../rooms/colyseus/defineRooms';
import { drain, processForNewRoom, undrain, type RoomPlacement } from '../rooms/scaleOut/drain';
import { Exhibitions } from '../rooms/scaleOut/exhibitions';
import { MemoryLeases, RedisLeases, type LeaseCommands } from '../rooms/scaleOut/lease';
import { liveGamesSource } from '../rooms/matchmaking/liveGames';
import { answerAlive, presenceCheck } from '../rooms/scaleOut/hostAlive';
import { installMatchmakingGate } from '../rooms/matchmaking/matchmakingGate';
import { OldestFirstDriver } from '../rooms/colyseus/oldestFirstDriver';
import { checkReconnections } from '../rooms/colyseus/reconnection';
import { MatchmakingLimits } from '../rooms/limits/rateLimits';
import { RedisSeekPool, type RedisCommands } from '../rooms/matchmaking/seekPool';
import { isSeekRoom } from '../rooms/matchmaking/roomOptions';
import { defaultServices, type RoomServices } from '../rooms/services';
import { ownConnections } from '../api/db/connect';
import { crashStore } from '../rooms/store/crashStore';
import { databaseStore, type FinishedGame } from '../rooms/store/databaseStore';
import { shareJoinChanges } from '../rooms/store/joinChanges';
import { startAnchoring, type AnchorTunables } from './anchoring';

export interface RunningServer {
  readonly api: ApiServer;
  readonly gameServer: Server;
  readonly services: RoomServices;
  /** The URL it listens on. */
  readonly url: string;
  readonly port: number;
  /** Ends games in progress as no contest, closes the rooms, the HTTP server and the database. */
  close(): Promise<void>;
  /** Takes no new rooms, lets games in progress finish (at most `drainMs`), then closes (rooms/scaleOut/drain.ts). */
  drain(drainMs: number): Promise<void>;
}

export interface ServerOptions {
  /** The API's settings (server/config.ts reads them from the environment; tests build their own). */
  readonly config: Config;
  readonly chain?: ChainClient;
  readonly port?: number;
  readonly host?: string;
  readonly logger?: boolean;
  /** Redis for presence and matchmaking shared by several processes; none (one process alone) by default. */
  readonly redisUrl?: string;
  /** This process's address as other processes reach it (with Redis); `host:port` by default. */
  readonly publicAddress?: string;
  /** Where new rooms go (rooms/scaleOut/drain.ts); `fewest-rooms` by default. */
  readonly placement?: RoomPlacement;
  /** Replaces parts of the room services (tests: the clock, phase durations, limits), or derives them. */
  readonly services?: Partial<RoomServices> | ((defaults: RoomServices) => Partial<RoomServices>);
  /** The anchor publisher's tunables (issue 28; it runs only with HIVE_APP_POSTING_KEY). */
  readonly anchors?: AnchorTunables;
  /** The arena directors' settings (tests shorten them; the bench times the waves). */
  readonly arenas?: ArenaOptions;
}

/**
 * Starts the one-process server on one port: HTTP API, Colyseus matchmaking and WebSockets. It reads no
 * environment: `npm start` hands it server/config.ts's values (`serverOptions`), tests their own.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const redisUrl = options.redisUrl ?? '';
  const presence = redisUrl === '' ? undefined : new SharedRedisPresence(redisUrl);
  // With Redis, the sign-in limits count across every process too.
  const api = await createApiServer(config, {
    chain: options.chain,
    logger: options.logger,
    redis: presence?.client,
  });
  const port = options.port ?? 2567;
  const host = options.host ?? '0.0.0.0';
  const defaults = defaultServices(api.ctx.db.kysely, api.ctx.solved);
  const overrides = typeof options.services === 'function' ? options.services(defaults) : options.services;
  const merged: RoomServices = { ...defaults, ...overrides };
  // The store reads the database the rooms were given (tests wrap it); with Redis, every process shares one pool
  // and one exhibition lease.
  const services: RoomServices = {
    ...merged,
    store: overrides?.store ?? databaseStore(merged.db, merged.processId),
    seekPool: presence === undefined ? merged.seekPool : new RedisSeekPool(presence.client as RedisCommands),
    exhibitions:
      presence === undefined
        ? merged.exhibitions
        : new Exhibitions({ leases: new RedisLeases(presence.client as LeaseCommands) }),
  };
  const placement = options.placement ?? 'fewest-rooms';
  // A public seek's room (its creation carries the pool's room id) may stay where the seek came in.
  const placeRoom = (roomName: string, options: Record<string, unknown>) =>
    processForNewRoom(roomName, placement, isSeekRoom(options));
  const scale =
    presence === undefined
      ? { driver: new OldestFirstDriver(), selectProcessIdToCreateRoom: placeRoom }
      : {
          presence,
          driver: new RedisDriver(redisUrl),
          selectProcessIdToCreateRoom: placeRoom,
          publicAddress: options.publicAddress ?? `${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
        };
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: api.app.server, verifyClient: checkReconnections(services) }),
    gracefullyShutdown: false,
    greet: false,
    ...scale,
  });
  defineRooms(gameServer, services);
  // Every process forgets the join's reads that another's writes changed (api/db/joinCache.ts).
  if (presence !== undefined) await shareJoinChanges(presence, services.db, services.processId);
  const trust = trustFunction(config.trustProxy);
  installMatchmakingGate(api.app.server, {
    services,
    limits: new MatchmakingLimits(services.limits, presence?.client),
    clientIp: (req) => clientIp(req, trust),
    isOwnOrigin: (origin, hostHeader) => isOwnOrigin(config, origin, hostHeader),
  });
  // GET /api/live: an API route reading the rooms' listings (rooms/ registers no route).
  registerLiveRoute(api.app, liveGamesSource(services.exhibitions), {
    perMinutePerIp: services.limits.liveListPerMinutePerIp,
  });
  // Alive before any game starts here; a dead process's games are recorded as no contest (rooms/scaleOut/crashWatch.ts).
  // Colyseus forgets a dead process's room listings (GET /api/live, joins) when a health check finds it silent;
  // the users who created its rooms get their places back.
  // Issue 35: heartbeats on connections of their own (PostgreSQL); a stale process is claimed only when it does not
  // answer on the presence either; a process that cannot renew its heartbeat ends its own games first.
  const beats = ownConnections(config.databaseUrl, api.ctx.db);
  const watchDb = beats.dialect === 'sqlite' ? services.db : beats.kysely;
  await answerAlive(matchMaker.presence, services.processId);
  const watch = new CrashWatch(
    crashStore(services.db, services.processId, watchDb),
    presenceCheck(matchMaker.presence),
    realTimers,
    {
      died: () => matchMaker.healthCheckAllProcesses(),
      recorded: ({ id, players }) => releaseDeadRoom(matchMaker.presence, id, seatedUsers(players)),
      fenced: () => {
        for (const room of services.liveRooms)
          room.stopForShutdown().catch((err: unknown) => {
            console.error('a game could not be ended after the heartbeat lapsed', err);
          });
      },
    },
  );
  await watch.start();
  // Arenas (issue 41): one director per running arena across the processes (a lease each), the games anywhere.
  // Their reads and writes on connections of their own (PostgreSQL): a wave queued behind the main pool, which a
  // thousand players' polls of the arena page keep busy (the arena bench).
  const arenaDb = ownConnections(config.databaseUrl, api.ctx.db, ARENA_CONNECTIONS);
  const arenas = startArenas(
    services,
    arenaDb.kysely,
    presence === undefined
      ? new MemoryLeases(services.now)
      : new RedisLeases(presence.client as LeaseCommands),
    options.arenas,
  );
  await api.app.ready();
  await gameServer.listen(port, host);
  // Once listening (a start that fails leaves no publisher running).
  const anchors = startAnchoring(services.db, config, options.anchors);
  const address = api.app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`;
  let closed: Promise<void> | undefined;
  let drained: Promise<void> | undefined;
  const running: RunningServer = {
    api,
    gameServer,
    services,
    url,
    port: actualPort,
    close() {
      closed ??= (async () => {
        await services.exhibitions.stop();
        await arenas.stop();
        await arenaDb.close();
        await Promise.all([...services.liveRooms].map((room) => room.stopForShutdown()));
        await undrain().catch(() => undefined);
        await gameServer.gracefullyShutdown(false);
        await anchors?.stop();
        await watch.stop();
        await beats.close();
        await api.close();
      })();
      return closed;
    },
    drain(drainMs) {
      const target = {
        rooms: () => services.liveRooms,
        stopExhibitions: async () => {
          await services.exhibitions.stop();
          await arenas.stop();
        },
        close: () => running.close(),
      };
      drained ??= drain(target, drainMs);
      return drained;
    },
  };
  return running;
}

/** The users seated in a recorded game. */
const seatedUsers = (players: FinishedGame['players']): string[] =>
  [players.A.userId, players.B.userId].filter((u): u is string => u !== undefined);

/** Redis presence that lends its command connection to the matchmaking rate limits. */
class SharedRedisPresence extends RedisPresence {
  get client(): unknown {
    return this.pub;
  }
}
