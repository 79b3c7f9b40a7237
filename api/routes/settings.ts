import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../context';

/** Routes: (being built). */
export function settingsRoutes(_ctx: ApiContext): FastifyPluginAsyncTypebox {
  return async () => {};
}
