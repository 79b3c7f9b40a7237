import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLIENT_CONFIG, type ClientConfig } from '../../contract/routes';
import type { Config } from '../config';
import type { ApiContext } from '../context';
import { fromTable } from '../http/tableRoute';

/** What the web client needs to know before it draws its home page (the route table's). */
export type { ClientConfig };

/** The origin a page may frame (the CSP's frame-src), or undefined without an embedded site. */
export function embedOrigin(config: Config): string | undefined {
  return config.homeEmbedUrl == null ? undefined : new URL(config.homeEmbedUrl).origin;
}

/** GET /v1/api/client-config: public, no sign-in needed. */
export function clientConfigRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.route({
      ...fromTable(CLIENT_CONFIG),
      handler: async (): Promise<ClientConfig> => ({
        homeEmbedUrl: ctx.config.homeEmbedUrl ?? null,
        backendOrigin: ctx.config.backendOrigin ?? null,
      }),
    });
  };
}
