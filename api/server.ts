import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { ApiContext } from './context';
import { openDb } from './db/connect';
import { purgeExpired } from './db/sessions';
import { grantAdmins } from './db/users';
import type { ChainClient } from './hive/chain';
import { createChainClient } from './hive/chainClient';

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
  options: { chain?: ChainClient; logger?: boolean; webRoot?: string } = {},
): Promise<ApiServer> {
  const db = await openDb(config.databaseUrl);
  const chain = options.chain ?? createChainClient(config.hiveRpcUrls, { timeoutMs: 5000 });
  const ctx: ApiContext = { config, db, chain, now: () => Date.now() };
  await grantAdmins(db.kysely, config.adminUsers);
  await purgeExpired(db.kysely, ctx.now());
  const app = await buildApp(ctx, { logger: options.logger ?? true, webRoot: options.webRoot ?? 'dist/web' });
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
