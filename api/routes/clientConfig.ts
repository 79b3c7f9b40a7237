import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config';
import type { ApiContext } from '../context';

/** What the web client needs to know before it draws its home page. */
export interface ClientConfig {
  /** The site the home page (/) shows in a frame; null: the home page is the game choice. */
  readonly homeEmbedUrl: string | null;
  /** The origin whose window messages may sign the page in (BACKEND_ORIGIN); null: the page's own. */
  readonly backendOrigin: string | null;
}

/** The origin a page may frame (the CSP's frame-src), or undefined without an embedded site. */
export function embedOrigin(config: Config): string | undefined {
  return config.homeEmbedUrl == null ? undefined : new URL(config.homeEmbedUrl).origin;
}

/** GET /v1/api/client-config: public, no sign-in needed. */
export function clientConfigRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/v1/api/client-config', async (): Promise<ClientConfig> => ({
      homeEmbedUrl: ctx.config.homeEmbedUrl ?? null,
      backendOrigin: ctx.config.backendOrigin ?? null,
    }));
  };
}
