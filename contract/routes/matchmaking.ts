// Colyseus's matchmaking request: the one HTTP route the rooms layer serves itself (@colyseus/core's own handler,
// not a Fastify route), so it is kept out of ROUTES (the routes the API app registers, api/routes/table.test.ts)
// and listed in ROOMS_ROUTES instead. The web calls it through the table like any other (web/src/game/net/gameClient.ts).
import type { SeatReservation } from 'colyseus.js';
import * as Type from './schema';
import { route, typed, type Route } from './route';

/** The matchmaking methods Colyseus 0.16 serves (its controller's `exposedMethods`). */
export const MATCHMAKE_METHODS = ['joinOrCreate', 'create', 'join', 'joinById', 'reconnect'] as const;

/** One of the matchmaking methods. */
export type MatchmakeMethod = (typeof MATCHMAKE_METHODS)[number];

/** Whether `method` is one Colyseus serves. */
export const isMatchmakeMethod = (method: string): method is MatchmakeMethod =>
  (MATCHMAKE_METHODS as readonly string[]).includes(method);

/**
 * Reserves a seat: `method` on the room type `roomName` (for joinById and reconnect, the room's id), the body the
 * room's join options. Answers the seat reservation colyseus.js consumes; a refusal is an API error
 * (`{status: 'error', code, message}`, docs/API.md "Error codes").
 */
export const MATCHMAKE = route({
  method: 'POST',
  path: '/matchmake/:method/:roomName',
  params: Type.Object({
    method: Type.Union([
      Type.Literal('joinOrCreate'),
      Type.Literal('create'),
      Type.Literal('join'),
      Type.Literal('joinById'),
      Type.Literal('reconnect'),
    ]),
    roomName: Type.String({ minLength: 1 }),
  }),
  // Any object of options (each room reads its own); a schema-less Unsafe keeps TypeBox's Record off the bundle.
  body: Type.Unsafe<Readonly<Record<string, unknown>>>({ type: 'object' }),
  answer: typed<SeatReservation>(),
});

/** The routes the rooms layer (Colyseus) serves rather than the API app. */
export const ROOMS_ROUTES: readonly Route[] = [MATCHMAKE];
