import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../context';
import { markNoticesRead, unreadNotices } from '../db/hostedGames';
import { requireSession, signedInOnly } from '../http/session';

/** The most notices marked read in one request (the list never holds more than 20). */
const MAX_READ = 20;

/**
 * The player's games that ended because their server stopped (issue 27, docs/API.md): listed until the client
 * marks them read, so each is shown once.
 */
export function noticeRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  return async (app) => {
    app.get('/v1/api/auth/notices', async (request) => {
      const { user } = await requireSession(ctx, request);
      return { status: 'ok', notices: await unreadNotices(k, user.id) };
    });

    app.post(
      '/v1/api/auth/notices',
      {
        // Signed out: 401 before the body is read.
        onRequest: signedInOnly(ctx),
        schema: {
          body: Type.Object({
            read: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
              minItems: 1,
              maxItems: MAX_READ,
            }),
          }),
        },
      },
      async (request) => {
        const { user } = await requireSession(ctx, request);
        await markNoticesRead(k, user.id, request.body.read, ctx.now());
        return { status: 'ok', notices: await unreadNotices(k, user.id) };
      },
    );
  };
}
