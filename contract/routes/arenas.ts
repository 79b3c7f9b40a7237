// The arena routes (issue 41, docs/API.md "Arenas"): the list, a private arena made by a player, an arena's page,
// finding a private arena by its code, joining, withdrawing, pausing and coming back; an admin's schedules.
import * as Type from './schema';
import {
  ARENA_CODE_DIGITS,
  ARENA_MAX_START_DELAY_MINUTES,
  ARENA_MINUTES,
  ARENA_NAME_LENGTH,
  ARENA_RECURRENCES,
  type ArenaList,
  type ArenaPage,
  type ArenaSchedule,
  type CreatedArena,
} from '../arenas';
import { CLOCKS } from '../../engine';
import { OK, route, typed } from './route';

const ArenaId = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
});
const Code = Type.String({ pattern: `^[0-9]{${ARENA_CODE_DIGITS}}$` });
const Name = Type.String({
  minLength: ARENA_NAME_LENGTH.min,
  maxLength: ARENA_NAME_LENGTH.max,
  pattern: '^[^\\u0000-\\u001f\\u007f]+$',
});
const Minutes = Type.Integer({ minimum: ARENA_MINUTES.min, maximum: ARENA_MINUTES.max });
/** The clock an arena's games run on (standard when not given). */
const ClockField = Type.Union(CLOCKS.map((c) => Type.Literal(c)));

/** The arenas: upcoming, running and the latest finished; public ones, and the private ones you joined. */
export const ARENA_LIST = route({ method: 'GET', path: '/api/arenas', answer: typed<ArenaList>() });

/** A private arena, made by a signed-in player and joined by its code; it starts `startsInMinutes` from now. */
export const CREATE_ARENA = route({
  method: 'POST',
  path: '/api/arenas',
  body: Type.Object({
    name: Name,
    minutes: Minutes,
    startsInMinutes: Type.Integer({ minimum: 0, maximum: ARENA_MAX_START_DELAY_MINUTES }),
    clock: Type.Optional(ClockField),
  }),
  answer: typed<CreatedArena>(),
});

/** An arena's page: standings, your place and game, the games to watch. */
export const ARENA_PAGE = route({
  method: 'GET',
  path: '/api/arenas/:id',
  params: ArenaId,
  answer: typed<ArenaPage>(),
});

/** The private arena a code opens. */
export const ARENA_BY_CODE = route({
  method: 'GET',
  path: '/api/arenas/code/:code',
  params: Type.Object({ code: Code }),
  answer: Type.Object({ id: Type.String() }),
});

/** Joins an arena (before or during it); a private one needs its code. */
export const JOIN_ARENA = route({
  method: 'POST',
  path: '/api/arenas/:id/join',
  params: ArenaId,
  body: Type.Object({ code: Type.Optional(Code) }),
  answer: OK,
});

/**
 * Leaves an arena for good (the points stand). During an arena game it is refused (`arena/in-game`) unless
 * `forfeit` is true: the game is then lost by forfeit.
 */
export const WITHDRAW_ARENA = route({
  method: 'POST',
  path: '/api/arenas/:id/withdraw',
  params: ArenaId,
  body: Type.Object({ forfeit: Type.Optional(Type.Boolean()) }),
  answer: OK,
});

/** Stops being paired (after the current game); `resume` comes back. */
export const PAUSE_ARENA = route({
  method: 'POST',
  path: '/api/arenas/:id/pause',
  params: ArenaId,
  answer: OK,
});
export const RESUME_ARENA = route({
  method: 'POST',
  path: '/api/arenas/:id/resume',
  params: ArenaId,
  answer: OK,
});

/** The admins' arena schedules. */
export const ARENA_SCHEDULES = route({
  method: 'GET',
  path: '/api/admin/arenas',
  answer: typed<readonly ArenaSchedule[]>(),
});
/** Adds a schedule: its first arena starts at `firstStart` (ms), then every hour or day (`once`: only that one). */
export const ADD_ARENA_SCHEDULE = route({
  method: 'POST',
  path: '/api/admin/arenas',
  body: Type.Object({
    name: Name,
    every: Type.Union(ARENA_RECURRENCES.map((r) => Type.Literal(r))),
    minutes: Minutes,
    firstStart: Type.Integer({ minimum: 0 }),
    clock: Type.Optional(ClockField),
  }),
  answer: typed<ArenaSchedule>(),
});
/** Ends a schedule (the arenas it already made stay). */
export const DELETE_ARENA_SCHEDULE = route({
  method: 'DELETE',
  path: '/api/admin/arenas/:id',
  params: ArenaId,
  answer: OK,
});
