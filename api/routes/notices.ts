import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTICES_LIST, READ_NOTICES, type AnswerOf } from '../../contract/routes';
import type { ApiContext } from '../context';
import { markNoticesRead, unreadNotices } from '../db/hostedGames';
import { requireSession, signedInOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';

/**
 * The player's games that ended because their server stopped (issue 27, docs/API.md): listed until the client
 * marks them read, so each is shown once.
 */
export function noticeRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  return async (app) => {
    app.route({
      ...fromTable(NOTICES_LIST),
      handler: async (request): Promise<AnswerOf<typeof NOTICES_LIST>> => {
        const { user } = await requireSession(ctx, request);
        return { status: 'ok', notices: await unreadNotices(k, user.id) };
      },
    });

    // At most MAX_NOTICES_READ a request (the list never holds more than 20).
    app.route({
      ...fromTable(READ_NOTICES),
      // Signed out: 401 before the body is read.
      onRequest: signedInOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof READ_NOTICES>> => {
        const { user } = await requireSession(ctx, request);
        await markNoticesRead(k, user.id, request.body.read, ctx.now());
        return { status: 'ok', notices: await unreadNotices(k, user.id) };
      },
    });
  };
}
