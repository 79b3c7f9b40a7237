import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChainInfo } from '../../contract/http';
import { ADMIN_ANCHORS, CHAIN, type AnswerOf } from '../../contract/routes';
import type { Config } from '../config';
import type { ApiContext } from '../context';
import { adminAnchors } from '../db/anchors';
import { originOf } from '../http/origin';
import { adminOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';

/** GET /api/chain's answer: whether games are anchored, by whom, and where a browser reads and links a block. */
export function chainInfo(ctx: ApiContext): ChainInfo {
  const { hiveAppAccount, hiveAppPostingKey, hiveRpcUrls, hiveExplorerUrl } = ctx.config;
  const anchoring = hiveAppPostingKey !== '' && hiveAppAccount !== '';
  return {
    anchoring,
    account: hiveAppAccount === '' ? null : hiveAppAccount,
    rpcUrl: publicNodeUrl(hiveRpcUrls[0] ?? ''),
    explorerUrl: hiveExplorerUrl,
  };
}

/**
 * A node's URL as a browser may see it: origin and path only. A node URL may carry a user, a password or an API
 * key in its query (issue 35, finding 7); those stay on the server, and a browser reads public blocks without them.
 * Anything that is not an http(s) URL is answered as '' (no node to read from).
 */
export function publicNodeUrl(url: string): string {
  const origin = originOf(url);
  return origin === undefined ? '' : origin + new URL(url).pathname;
}

/** The first Hive node's origin: the Content-Security-Policy lets the page fetch a block from it. */
export const rpcOrigin = (config: Config): string | undefined =>
  config.hiveRpcUrls[0] === undefined ? undefined : originOf(config.hiveRpcUrls[0]);

/** Issue 28's routes: where the anchors are (public), and the outbox's state (admins, read-only). */
export function chainRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.route({
      ...fromTable(CHAIN),
      handler: async (): Promise<AnswerOf<typeof CHAIN>> => chainInfo(ctx),
    });
    app.route({
      ...fromTable(ADMIN_ANCHORS),
      onRequest: adminOnly(ctx),
      handler: async (): Promise<AnswerOf<typeof ADMIN_ANCHORS>> => adminAnchors(ctx.db.kysely),
    });
  };
}
