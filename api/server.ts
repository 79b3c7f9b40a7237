import type { FastifyInstance } from 'fastify';
import { solvedTableFor } from './solved/tableFiles';
import { buildApp } from './app';
import type { Config } from './config';
import type { ApiContext } from './context';
import { openDb } from './db/connect';
import { purgeExpired, startPurging } from './db/sessions';
import { grantAdmins } from './db/users';
import type { ChainClient } from './hive/chain';
import { createHiveNode } from './hive/hiveNode';
import { startPuzzleMining } from './puzzles/mining';
import { loadShippedSet } from './puzzles/shippedSet';

/** Expired sessions, challenges and used signatures are deleted this often (and once at start). */
export const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface ApiServer {
  readonly app: FastifyInstance;
  readonly ctx: ApiContext;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), grants ADMIN_USERS, and builds the app; the caller listens.
 * `chain` replaces the configured Hive nodes (demo mode).
 */
export async function createApiServer(
  config: Config,
  options: {
    chain?: ChainClient;
    logger?: boolean;
    webRoot?: string;
    /** An ioredis client shared by the processes: the sign-in limits count there instead of in memory. */
    redis?: unknown;
  } = {},
): Promise<ApiServer> {
  // A table that does not match its manifest or this engine stops the start here (SolvedTableError).
  const solved = solvedTableFor(config.solvedDir);
  const db = await openDb(config.databaseUrl);
  const chain = options.chain ?? createHiveNode(config.hiveRpcUrls, { timeoutMs: 5000 });
  const ctx: ApiContext = { config, db, chain, now: () => Date.now(), solved };
  await grantAdmins(db.kysely, config.adminUsers);
  await purgeExpired(db.kysely, ctx.now());
  // The shipped puzzles not stored yet (a set the engine refuses stops the start: PuzzleSetError).
  await loadShippedSet(db.kysely, config.puzzleSetFile, ctx.now());
  const app = await buildApp(ctx, {
    logger: options.logger ?? true,
    webRoot: options.webRoot ?? 'dist/web',
    redis: options.redis,
  });
  const purging = startPurging(db.kysely, ctx.now, PURGE_EVERY_MS, (err) => {
    app.log.error({ err }, 'purging expired sessions failed');
  });
  // Finished counted games add their puzzles, after their recording and off its path.
  const mining = startPuzzleMining(db.kysely, solved.table, app.log, ctx.now);
  return {
    app,
    ctx,
    async close() {
      purging.stop();
      // A game being mined finishes before the database closes.
      mining.stop();
      await mining.idle();
      await app.close();
      await db.close();
    },
  };
}
