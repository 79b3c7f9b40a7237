import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ArenaSummary } from '../../contract/arenas';
import {
  ADD_ARENA_SCHEDULE,
  ARENA_BY_CODE,
  ARENA_LIST,
  ARENA_PAGE,
  ARENA_SCHEDULES,
  CREATE_ARENA,
  DELETE_ARENA_SCHEDULE,
  JOIN_ARENA,
  PAUSE_ARENA,
  RESUME_ARENA,
  WITHDRAW_ARENA,
  type AnswerOf,
} from '../../contract/routes';
import type { ApiContext } from '../context';
import { arenaPage, arenaLeaders } from '../db/arenaPage';
import {
  addArenaSchedule,
  arenaById,
  arenaByCode,
  arenaPlayer,
  arenaSchedules,
  arenaClock,
  arenaStatus,
  createArena,
  deleteArenaSchedule,
  joinArena,
  listedArenas,
  playerCounts,
  setPlayerState,
  type ArenaRow,
} from '../db/arenas';
import { currentRating } from '../db/standings';
import { isFullProfile } from '../db/users';
import { HttpError } from '../http/errors';
import { adminOnly, optionalSession, requireSession, signedInOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';

const MINUTE = 60_000;

/**
 * The arena routes (issue 41, docs/API.md "Arenas"): the list, private arenas, an arena's page, joining,
 * withdrawing, pausing and coming back, and the admins' schedules. Pairing and the games are the rooms' (the
 * arena directors, rooms/arena/); a withdrawal during a game is carried out by the arena's director, which
 * forfeits the game (within its next wave).
 */
export function arenaRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;

  /** The arena `id`, or 404 arena/unknown. */
  const arenaOr404 = async (id: string): Promise<ArenaRow> => {
    const arena = await arenaById(k, id);
    if (arena === undefined) throw new HttpError(404, 'arena/unknown');
    return arena;
  };
  /** The arena `id` while players may still act in it (410 arena/over once it has ended). */
  const openArena = async (id: string): Promise<ArenaRow> => {
    const arena = await arenaOr404(id);
    if (arena.finished_at !== null || ctx.now() >= arena.ends_at) throw new HttpError(410, 'arena/over');
    return arena;
  };
  const summaries = async (arenas: readonly ArenaRow[]): Promise<ArenaSummary[]> => {
    const ids = arenas.map((a) => a.id);
    const [counts, leaders] = await Promise.all([playerCounts(k, ids), arenaLeaders(k, ids)]);
    return arenas.map((a) => summaryOf(a, ctx.now(), counts.get(a.id) ?? 0, leaders.get(a.id) ?? null));
  };

  return async (app) => {
    app.route({
      ...fromTable(ARENA_LIST),
      handler: async (request): Promise<AnswerOf<typeof ARENA_LIST>> => {
        const session = await optionalSession(ctx, request);
        const { open, finished } = await listedArenas(k, session?.user.id);
        const listed = await summaries([...open, ...finished]);
        return {
          upcoming: listed.filter((a) => a.status === 'upcoming'),
          running: listed.filter((a) => a.status === 'running').sort((a, b) => a.endsAt - b.endsAt),
          finished: listed.filter((a) => a.status === 'finished'),
        };
      },
    });

    app.route({
      ...fromTable(CREATE_ARENA),
      onRequest: signedInOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof CREATE_ARENA>> => {
        const { user } = await requireSession(ctx, request);
        if (!isFullProfile(user)) throw new HttpError(403, 'arena/profile-incomplete');
        const { name, minutes, startsInMinutes, clock } = request.body;
        const startsAt = ctx.now() + startsInMinutes * MINUTE;
        const arena = await createArena(k, {
          name,
          private: true,
          createdBy: user.id,
          scheduleId: null,
          startsAt,
          endsAt: startsAt + minutes * MINUTE,
          ...(clock === undefined ? {} : { clock }),
        });
        // The maker is in its own arena from the start (decided: docs/RULES.md "Arenas").
        await joinArena(k, arena.id, user, (await currentRating(k, user.id)).rating, ctx.now());
        const [summary] = await summaries([arena]);
        return { arena: summary!, code: arena.code! };
      },
    });

    app.route({
      ...fromTable(ARENA_PAGE),
      handler: async (request): Promise<AnswerOf<typeof ARENA_PAGE>> => {
        const session = await optionalSession(ctx, request);
        const arena = await arenaOr404(request.params.id);
        // The summary from the page built once a second (not every player read per poll: api/db/arenaPage.ts).
        const summary = (players: number, leader: string | null) =>
          summaryOf(arena, ctx.now(), players, leader);
        return arenaPage(k, arena, summary, session?.user.id, ctx.now());
      },
    });

    app.route({
      ...fromTable(ARENA_BY_CODE),
      handler: async (request): Promise<AnswerOf<typeof ARENA_BY_CODE>> => {
        const arena = await arenaByCode(k, request.params.code);
        if (arena === undefined) throw new HttpError(404, 'arena/unknown');
        return { id: arena.id };
      },
    });

    app.route({
      ...fromTable(JOIN_ARENA),
      onRequest: signedInOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof JOIN_ARENA>> => {
        const { user } = await requireSession(ctx, request);
        const arena = await openArena(request.params.id);
        // Its games would refuse the seat (a room seats only complete profiles): refused here, before a pairing.
        if (!isFullProfile(user)) throw new HttpError(403, 'arena/profile-incomplete');
        const known = await arenaPlayer(k, arena.id, user.id);
        // A private arena's code is asked of a newcomer; a player who was in it (withdrawn) comes back without.
        if (arena.code !== null && known === undefined && arena.created_by !== user.id)
          if (request.body.code !== arena.code) throw new HttpError(403, 'arena/code-wrong');
        const rating = (await currentRating(k, user.id)).rating;
        if ((await joinArena(k, arena.id, user, rating, ctx.now())) === 'already')
          throw new HttpError(409, 'arena/joined');
        return { status: 'ok' };
      },
    });

    app.route({
      ...fromTable(WITHDRAW_ARENA),
      onRequest: signedInOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof WITHDRAW_ARENA>> => {
        const { user } = await requireSession(ctx, request);
        const arena = await openArena(request.params.id);
        const player = await arenaPlayer(k, arena.id, user.id);
        if (player === undefined || player.state === 'withdrawn')
          throw new HttpError(409, 'arena/not-joined');
        if (player.pairing_id !== null && request.body.forfeit !== true)
          throw new HttpError(409, 'arena/in-game');
        await setPlayerState(k, arena.id, user.id, 'withdrawn', ctx.now());
        return { status: 'ok' };
      },
    });

    for (const [entry, state] of [
      [PAUSE_ARENA, 'paused'],
      [RESUME_ARENA, 'active'],
    ] as const)
      app.route({
        ...fromTable(entry),
        onRequest: signedInOnly(ctx),
        handler: async (request): Promise<AnswerOf<typeof entry>> => {
          const { user } = await requireSession(ctx, request);
          const arena = await openArena(request.params.id);
          const player = await arenaPlayer(k, arena.id, user.id);
          if (player === undefined || player.state === 'withdrawn')
            throw new HttpError(409, 'arena/not-joined');
          if (player.state !== state) await setPlayerState(k, arena.id, user.id, state, ctx.now());
          return { status: 'ok' };
        },
      });

    app.route({
      ...fromTable(ARENA_SCHEDULES),
      onRequest: adminOnly(ctx),
      handler: async (): Promise<AnswerOf<typeof ARENA_SCHEDULES>> => arenaSchedules(k),
    });
    app.route({
      ...fromTable(ADD_ARENA_SCHEDULE),
      onRequest: adminOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof ADD_ARENA_SCHEDULE>> =>
        addArenaSchedule(k, request.body),
    });
    app.route({
      ...fromTable(DELETE_ARENA_SCHEDULE),
      onRequest: adminOnly(ctx),
      handler: async (request): Promise<AnswerOf<typeof DELETE_ARENA_SCHEDULE>> => {
        if (!(await deleteArenaSchedule(k, request.params.id))) throw new HttpError(404, 'request/not-found');
        return { status: 'ok' };
      },
    });
  };
}

/** An arena as the list shows it. */
export function summaryOf(
  arena: ArenaRow,
  now: number,
  players: number,
  leader: string | null,
): ArenaSummary {
  return {
    id: arena.id,
    name: arena.name,
    status: arenaStatus(arena, now),
    private: arena.code !== null,
    startsAt: arena.starts_at,
    endsAt: arena.ends_at,
    players,
    leader,
    clock: arenaClock(arena),
  };
}
