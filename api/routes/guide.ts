import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../context';
import { guideStatus } from '../db/guide';
import { endFirstGameGuide } from '../db/users';
import { requireSession, signedInOnly } from '../http/session';

/** The guided first game: whether to offer it, and marking it done or skipped (docs/API.md). */
export function guideRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  return async (app) => {
    app.get('/v1/api/auth/guide', async (request) => {
      const { user } = await requireSession(ctx, request);
      return { status: 'ok', ...(await guideStatus(k, user)) };
    });

    app.post(
      '/v1/api/auth/guide',
      {
        // Signed out: 401 before the body is read.
        onRequest: signedInOnly(ctx),
        schema: {
          body: Type.Object({ guide: Type.Union([Type.Literal('done'), Type.Literal('skipped')]) }),
        },
      },
      async (request) => {
        const { user } = await requireSession(ctx, request);
        await endFirstGameGuide(k, user.id, request.body.guide);
        return { status: 'ok', ...(await guideStatus(k, user)) };
      },
    );
  };
}
