import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SAVED } from '../../contract/texts';
import { LEADERBOARD_VIEWS } from '../../contract/http';
import type { ApiContext } from '../context';
import { archiveBoard, leaderboardJson, resetBoard, seasons } from '../db/leaderboard';
import { playerProfile, ratingHistory } from '../db/standings';
import { HttpError } from '../http/errors';
import { publicRead } from '../http/publicLimits';
import { adminOnly } from '../http/session';

/** The leaderboard, its archived seasons, archive and reset; and the refused client result call. */
export function leaderboardRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  return async (app) => {
    // The board as JSON, serialized once per reuse (api/db/boardCache.ts), not once per request; `view=people`
    // leaves the AI rows out (the row limit then counts people).
    app.get(
      '/api/users/leaderboard',
      {
        schema: {
          querystring: Type.Object({
            view: Type.Optional(Type.Union(LEADERBOARD_VIEWS.map((v) => Type.Literal(v)))),
          }),
        },
      },
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(await leaderboardJson(k, Date.now(), request.query.view ?? 'all')),
    );

    app.get('/api/users/leaderboard/seasons', async () => seasons(k));

    // A Hive name, or an AI's name with " ai": never a control character (PostgreSQL refuses NUL in text).
    const player = {
      params: Type.Object({
        username: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
      }),
    };

    // A player's standing and rating on the current board (public: the leaderboard links every name here).
    app.get('/api/users/:username/profile', { schema: player }, async (request) => {
      const profile = await playerProfile(k, request.params.username);
      if (profile === undefined) throw new HttpError(404, 'request/not-found', 'No player has this name.');
      return profile;
    });

    // A player's rated games on the current board, oldest first (the latest 200).
    app.get('/api/users/:username/ratings', { schema: player, config: publicRead }, async (request) => {
      const history = await ratingHistory(k, request.params.username);
      if (history.length === 0 && (await playerProfile(k, request.params.username)) === undefined)
        throw new HttpError(404, 'request/not-found', 'No player has this name.');
      return history;
    });

    // Results are written by the game rooms on the server when a game ends; a client could claim any result.
    app.post(
      '/api/users/result/:username',
      { schema: { params: Type.Object({ username: Type.String({ maxLength: 100 }) }) } },
      async () => {
        throw new HttpError(
          403,
          'request/forbidden',
          'Results are recorded by the game server when a game ends; clients cannot submit them.',
        );
      },
    );

    // Admin only, refused before any body is read.
    const admin = { onRequest: adminOnly(ctx) };
    app.put('/v1/setting/setlarchive', admin, async () => {
      const id = await archiveBoard(k, ctx.now());
      return { status: 'ok', message: SAVED.archived, season: id };
    });

    app.delete('/v1/setting/setlreset', admin, async () => {
      await resetBoard(k);
      return { status: 'ok', message: SAVED.reset };
    });
  };
}
