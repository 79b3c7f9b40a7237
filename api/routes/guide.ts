import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { END_GUIDE, GUIDE, type AnswerOf } from '../../contract/routes';
import type { ApiContext } from '../context';
import { guideStatus } from '../db/guide';
import { endFirstGameGuide } from '../db/users';
import { requireSession, signedInOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';

/** The guided first game: whether to offer it, and marking it done or skipped (docs/API.md). */
export function guideRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  return async (app) => {
    app.route({
      ...fromTable(GUIDE),
      handler: async (request): Promise<AnswerOf<typeof GUIDE>> => {
        const { user } = await requireSession(ctx, request);
        return { status: 'ok', ...(await guideStatus(k, user)) };
      },
    });

    app.route({
      ...fromTable(END_GUIDE),
      // Signed out: 401 before the body is read.
      onRequest: signedInOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof END_GUIDE>> => {
        const { user } = await requireSession(ctx, request);
        await endFirstGameGuide(k, user.id, request.body.guide);
        return { status: 'ok', ...(await guideStatus(k, user)) };
      },
    });
  };
}
