import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GAME_HISTORY, STORED_GAME, type AnswerOf } from '../../contract/routes';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { MODE_FACTS } from '../../engine';
import { gameAnchor } from '../db/anchors';
import { HISTORY_MAX_PAGE, HISTORY_PAGE_SIZE } from '../../contract/http';
import {
  hasPlayed,
  playerGames,
  satIn,
  openedGame,
  type HistoryRequest,
  type Viewer,
} from '../db/gameRecords';
import { decodeHistoryCursor } from '../db/historyCursor';
import { playerProfile } from '../db/standings';
import { findUserByUsername } from '../db/users';
import { HttpError } from '../http/errors';
import { publicRead } from '../http/publicLimits';
import { optionalSession } from '../http/session';
import { fromTable } from '../http/tableRoute';

/** The history page asked for by number: 1 when none; a whole number from 1, else 400; past HISTORY_MAX_PAGE, 400. */
function pageNumber(text: string | undefined): number {
  if (text === undefined) return 1;
  if (!/^[1-9][0-9]{0,8}$/.test(text))
    throw new HttpError(400, 'request/invalid', 'The page must be a whole number from 1.');
  const page = Number(text);
  if (page > HISTORY_MAX_PAGE)
    throw new HttpError(
      400,
      'history/page-too-deep',
      `Pages past ${HISTORY_MAX_PAGE} are read with the "older" cursor of the page before (?before=).`,
    );
  return page;
}

/** What the query asks: a cursor (`before`) or a page number, not both. */
function historyRequest(query: { page?: string; before?: string }): HistoryRequest {
  if (query.before === undefined) return { skip: (pageNumber(query.page) - 1) * HISTORY_PAGE_SIZE };
  const after = decodeHistoryCursor(query.before);
  if (after === undefined || query.page !== undefined)
    throw new HttpError(400, 'request/invalid', 'The cursor must be one a history page answered, alone.');
  return { after };
}

/**
 * A player's game history and a stored game for its replay (issue 15) with its anchor on Hive (issue 28): public games to anyone, private ones to
 * their two players, known by their user ids (issue 23), never by a name.
 */
export function gameRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  /** The signed-in caller: its user (who played is a user) and its own names; undefined when signed out. */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer | undefined> => {
    const session = await optionalSession(ctx, request);
    if (session === undefined) return undefined;
    const { id, username, hive_username } = session.user;
    return { userId: id, names: hive_username === null ? [username] : [hive_username, username] };
  };
  return async (app) => {
    app.route({
      ...fromTable(GAME_HISTORY),
      config: publicRead,
      handler: async (request): Promise<AnswerOf<typeof GAME_HISTORY>> => {
        const name = request.params.username;
        const history = await playerGames(k, name, historyRequest(request.query), await viewerOf(request));
        if (
          history.total === 0 &&
          !(await hasPlayed(k, name)) &&
          (await findUserByUsername(k, name)) === undefined &&
          (await playerProfile(k, name)) === undefined
        )
          throw new HttpError(404, 'request/not-found', 'No player has this name.');
        return history;
      },
    });

    app.route({
      ...fromTable(STORED_GAME),
      config: publicRead,
      handler: async (request): Promise<AnswerOf<typeof STORED_GAME>> => {
        const opened = await openedGame(k, request.params.gameId, Date.now());
        if (opened === undefined) throw new HttpError(404, 'request/not-found', 'No game has this id.');
        if (!MODE_FACTS[opened.mode].public) {
          const viewer = await viewerOf(request);
          if (viewer === undefined || !(await satIn(k, request.params.gameId, viewer.userId)))
            throw new HttpError(
              403,
              'game/private',
              'This game is private: only its two players can watch its replay.',
            );
        }
        // Claimed as no contest while its server may still be playing it: its seed would predict the game.
        if (opened.game === undefined)
          throw new HttpError(
            409,
            'game/sealed',
            `This game ended as no contest when its server stopped answering; its record opens at ${new Date(opened.sealedUntil).toISOString()}.`,
          );
        const { game } = opened;
        // The anchor is beside the record, not in it: parseStoredGame reads only the record (docs/API.md).
        return { ...game, anchor: await gameAnchor(k, game.gameId) };
      },
    });
  };
}
