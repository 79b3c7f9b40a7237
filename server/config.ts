// The process's environment, read once (`npm start`, `npm run demo`): the API's variables (api/config.ts) and the
// server's own. rooms/ and api/ take these values; neither reads process.env. See README.md for every variable.
import { loadConfig, type Config } from '../api/config';
import { DRAIN_MS, type RoomPlacement } from '../rooms/scaleOut/drain';
import type { ServerOptions } from './startServer';

/** Everything the server process reads from its environment, parsed once. */
export interface ServerConfig {
  /** The API's settings (database, Hive, origins, limits...). */
  readonly api: Config;
  /** The one port (PORT, default 2567; 0: any free port). */
  readonly port: number;
  /** The address to listen on (HOST, default 0.0.0.0). */
  readonly host: string;
  /** Redis shared by several processes (REDIS_URL); empty: one process alone. */
  readonly redisUrl: string;
  /** This process's address as other processes reach it (PUBLIC_ADDRESS, with Redis); absent: `host:port`. */
  readonly publicAddress: string | undefined;
  /** Where new rooms go (ROOM_PLACEMENT): `fewest-rooms` unless it says `asked` (rooms/scaleOut/drain.ts). */
  readonly roomPlacement: RoomPlacement;
  /** How long a SIGTERM's drain lets games in progress play on (DRAIN_MS, ms; 5 minutes by default). */
  readonly drainMs: number;
  /** Fastify's request log (LOG_REQUESTS=true). */
  readonly logRequests: boolean;
}

/** Reads the server's configuration from environment variables; `defaults` fill what `env` leaves unset. */
export function loadServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { readonly host?: string } = {},
): ServerConfig {
  return {
    api: loadConfig(env),
    port: Number(env.PORT ?? 2567),
    host: env.HOST ?? defaults.host ?? '0.0.0.0',
    redisUrl: env.REDIS_URL ?? '',
    publicAddress: env.PUBLIC_ADDRESS,
    roomPlacement: env.ROOM_PLACEMENT === 'asked' ? 'asked' : 'fewest-rooms',
    drainMs: drainMsFrom(env.DRAIN_MS),
    logRequests: env.LOG_REQUESTS === 'true',
  };
}

/** DRAIN_MS as a number of ms (0 or more), else the default drain (5 minutes). */
function drainMsFrom(value: string | undefined): number {
  const ms = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(ms) && ms >= 0 ? ms : DRAIN_MS;
}

/** What startServer takes of the configuration (the process's own wiring: the chain, services, are its). */
export function serverOptions(config: ServerConfig): ServerOptions {
  return {
    config: config.api,
    port: config.port,
    host: config.host,
    redisUrl: config.redisUrl,
    publicAddress: config.publicAddress,
    placement: config.roomPlacement,
    logger: config.logRequests,
  };
}
