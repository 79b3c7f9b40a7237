import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SAVED } from '../../contract/texts';
import {
  ARCHIVE_LEADERBOARD,
  LEADERBOARD,
  PLAYER_PROFILE,
  RATING_HISTORY,
  RESET_LEADERBOARD,
  SEASONS,
  SUBMIT_RESULT,
  type AnswerOf,
} from '../../contract/routes';
import type { ApiContext } from '../context';
import { archiveBoard, leaderboardJson, resetBoard, seasons } from '../db/leaderboard';
import { playerProfile, ratingHistory } from '../db/standings';
import { HttpError } from '../http/errors';
import { publicRead } from '../http/publicLimits';
import { adminOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';

/** The leaderboard, its archived seasons, archive and reset; and the refused client result call. */
export function leaderboardRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  return async (app) => {
    // The board as JSON, serialized once per reuse (api/db/boardCache.ts), not once per request; `view=people`
    // leaves the AI rows out (the row limit then counts people).
    // The answer is the cached JSON text: its type is the table's (LEADERBOARD), written by leaderboardJson.
    app.route({
      ...fromTable(LEADERBOARD),
      handler: async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(await leaderboardJson(k, Date.now(), request.query.view ?? 'all')),
    });

    app.route({
      ...fromTable(SEASONS),
      handler: async (): Promise<AnswerOf<typeof SEASONS>> => seasons(k),
    });

    // A player's standing and rating on the current board (public: the leaderboard links every name here).
    app.route({
      ...fromTable(PLAYER_PROFILE),
      handler: async (request): Promise<AnswerOf<typeof PLAYER_PROFILE>> => {
        const profile = await playerProfile(k, request.params.username);
        if (profile === undefined) throw new HttpError(404, 'request/not-found', 'No player has this name.');
        return profile;
      },
    });

    // A player's rated games on the current board, oldest first (the latest 200).
    app.route({
      ...fromTable(RATING_HISTORY),
      config: publicRead,
      handler: async (request): Promise<AnswerOf<typeof RATING_HISTORY>> => {
        const history = await ratingHistory(k, request.params.username);
        if (history.length === 0 && (await playerProfile(k, request.params.username)) === undefined)
          throw new HttpError(404, 'request/not-found', 'No player has this name.');
        return history;
      },
    });

    // Results are written by the game rooms on the server when a game ends; a client could claim any result.
    app.route({
      ...fromTable(SUBMIT_RESULT),
      handler: async (): Promise<AnswerOf<typeof SUBMIT_RESULT>> => {
        throw new HttpError(
          403,
          'request/forbidden',
          'Results are recorded by the game server when a game ends; clients cannot submit them.',
        );
      },
    });

    // Admin only, refused before any body is read.
    const admin = adminOnly(ctx);
    app.route({
      ...fromTable(ARCHIVE_LEADERBOARD),
      onRequest: admin,
      handler: async (): Promise<AnswerOf<typeof ARCHIVE_LEADERBOARD>> => {
        const id = await archiveBoard(k, ctx.now());
        return { status: 'ok', message: SAVED.archived, season: id };
      },
    });

    app.route({
      ...fromTable(RESET_LEADERBOARD),
      onRequest: admin,
      handler: async (): Promise<AnswerOf<typeof RESET_LEADERBOARD>> => {
        await resetBoard(k);
        return { status: 'ok', message: SAVED.reset };
      },
    });
  };
}
