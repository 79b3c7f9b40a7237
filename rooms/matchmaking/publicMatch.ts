// Public matchmaking through the seek pool (issue 27), for the gate's `joinOrCreate`, `create` and `join` on the
// public room type: on one process or many, a player is seated in the oldest waiting public room or waits in a new
// one, and never gets a room another player has just filled.
import {
  ErrorCode,
  generateId,
  matchMaker,
  ServerError,
  type AuthContext,
  type IRoomCache,
} from '@colyseus/core';
import { PUBLIC_ROOM } from '../../engine';
import type { SeatUser } from '../colyseus/auth';
import type { GameRoom } from '../colyseus/gameRoom';
import type { OthersRoom } from '../colyseus/modeRooms';
import type { SeekPool, Waiting } from './seekPool';
import { SEEK_OPTION } from './roomOptions';

/** What a seek abandoned by its client meanwhile ends with (nobody reads it: the client is gone). */
export const ABANDONED = 'The request was abandoned before its answer.';
/** The answer when every attempt found its room gone or taken (the client may ask again). */
export const BUSY = 'Many players are looking for a game right now. Please try again in a moment.';
/** The answer to a player whose own waiting room (another tab) was the one at the head of the pool. */
export const ALREADY_WAITING = 'You are already waiting for a public game (in another tab or window).';

/** A room's answer to a player asking for one of its seats (see OthersRoom.admitPlayer). */
export type SeatVerdict = 'ok' | 'full' | 'self';

/** A room's answer to a seeker (OthersRoom.seatSeeker): its seat reserved, or why not. */
export type SeatAnswer =
  { readonly verdict: 'ok'; readonly reservation: Reservation } | { readonly verdict: 'full' | 'self' };

/** Attempts before BUSY, and the time they may take (ms): each fails only when its room closed or filled meanwhile. */
const ATTEMPTS = 20;
const SEEK_MS = 15_000;
/** How long a seeker waits for a fresh room to be listed (its creation may go through another process), ms. */
const CREATE_WAIT_MS = 5000;
const POLL_MS = 15;

/** The public room's methods the pool calls, by room id on any process. */
const SEAT_SEEKER: keyof OthersRoom = 'seatSeeker';
const DROP_PLAYER: keyof OthersRoom = 'dropPlayer';

/** What a seat reservation answers (Colyseus's, as the gate sends it). */
export type Reservation = Awaited<ReturnType<typeof matchMaker.reserveSeatFor>>;

/** Whether this process has stopped matchmaking (it is closing, the end of a drain). */
export const processClosing = (): boolean => matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;

/** Whether a matchmaking call goes through the seek pool. */
export const isPublicSeek = (method: string, roomName: string): boolean =>
  roomName === PUBLIC_ROOM && (method === 'joinOrCreate' || method === 'create' || method === 'join');

/**
 * Answers a matchmaking call: public seeks through the pool, every other call by Colyseus's own matchmaking.
 * `options` are the checked client options (with the server's own, such as the creator). A public seek whose
 * client is gone once its seat is reserved (`abandoned`: the request's connection closed) gives the seat back.
 */
export async function matchmake(
  pool: SeekPool,
  method: string,
  roomName: string,
  options: Record<string, unknown>,
  context: AuthContext,
  abandoned: () => boolean = () => false,
): Promise<unknown> {
  // For joinById the route's name is the room id: a waiting public room is not joined by hand (issue 35).
  if (method === 'joinById' && (await isPoolRoom(roomName)))
    throw new ServerError(
      ErrorCode.MATCHMAKE_INVALID_ROOM_ID,
      'a public game is joined only through the pool',
    );
  if (!isPublicSeek(method, roomName))
    return matchMaker.controller.invokeMethod(method, roomName, options, context);
  const roomClass = matchMaker.getRoomClass(roomName) as unknown as typeof GameRoom;
  const user = await roomClass.onAuth(context.token ?? '', options, context);
  const seat = await seekPublicGame(pool, options, user, method !== 'join');
  if (!abandoned()) return seat;
  await giveBackSeat(seat);
  throw new ServerError(408, ABANDONED);
}

/**
 * Whether `roomId` is a public room seated by the seek pool (listed and not private: a rematch room is private and
 * reserved for its two players). Only the pool seats it, so no one picks an opponent by hand: a player's
 * `joinById` there is refused as an unknown game is (watching goes through rooms/colyseus/spectators.ts).
 */
async function isPoolRoom(roomId: string): Promise<boolean> {
  // Colyseus's type leaves it out, but a room that is not listed is undefined.
  const listing = (await matchMaker.getRoomById(roomId)) as IRoomCache | undefined;
  return listing?.name === PUBLIC_ROOM && !listing.private;
}

/**
 * Seats `user` in the oldest waiting public room, or (when `create`) in a new room put in the pool in the same
 * atomic step. A room that closed or filled meanwhile is skipped and the next one tried; the room itself admits
 * the player (an atomic check on its own process) before Colyseus reserves the seat.
 */
export async function seekPublicGame(
  pool: SeekPool,
  options: Record<string, unknown>,
  user: SeatUser,
  create: boolean,
): Promise<Reservation> {
  const deadline = Date.now() + SEEK_MS;
  for (let attempt = 0; attempt < ATTEMPTS && Date.now() < deadline; attempt++) {
    const newRoomId = generateId();
    const waiting = create ? await pool.seek(newRoomId) : await pool.take();
    if (waiting === undefined) {
      if (!create) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'no room waits for a player');
      const seat = await hostNewRoom(pool, newRoomId, options, user);
      if (seat !== undefined) return seat;
      continue;
    }
    const listing = await listed(pool, waiting);
    if (listing === undefined) continue;
    const seat = await takeSeat(listing, options, user);
    // The room put itself back in the pool: this user's other tab waits there.
    if (seat === 'self') throw new ServerError(409, ALREADY_WAITING);
    if (seat !== undefined) return seat;
  }
  throw new ServerError(503, BUSY);
}

/** Creates the room put in the pool as `roomId` and seats its creator; undefined if the seat went meanwhile. */
async function hostNewRoom(
  pool: SeekPool,
  roomId: string,
  options: Record<string, unknown>,
  user: SeatUser,
): Promise<Reservation | undefined> {
  let listing: IRoomCache;
  try {
    // This process closed meanwhile (the end of a drain): Colyseus would create the room here, to close at once.
    if (processClosing()) throw new ServerError(503, BUSY);
    listing = await matchMaker.createRoom(PUBLIC_ROOM, { ...options, [SEEK_OPTION]: roomId });
  } catch (err) {
    await pool.withdraw(roomId);
    throw err;
  }
  const seat = await takeSeat(listing, options, user);
  return seat === 'self' ? undefined : seat;
}

/**
 * The room's listing once it is there (a fresh room may still be being created); undefined if it never comes, or
 * as soon as the pool says it is gone (its creator left, or its creation failed: issue 40, such a seeker waited the
 * whole CREATE_WAIT_MS, and in a rush its client gave up first).
 */
async function listed(pool: SeekPool, waiting: Waiting): Promise<IRoomCache | undefined> {
  const until = Date.now() + (waiting.fresh ? CREATE_WAIT_MS : 0);
  for (;;) {
    // Colyseus's type leaves it out, but a room that is not listed is undefined.
    const listing = (await matchMaker.getRoomById(waiting.roomId)) as IRoomCache | undefined;
    if (listing !== undefined) return listing.locked ? undefined : listing;
    if (Date.now() >= until || (await pool.gone(waiting.roomId))) return undefined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Asks the room for a seat (OthersRoom.seatSeeker: it admits the player, an atomic check on its process, and
 * reserves the seat there, in one call however far the room is). Undefined when the room is full or gone (or the
 * reservation failed), 'self' when the player already waits there.
 */
async function takeSeat(
  listing: IRoomCache,
  options: Record<string, unknown>,
  user: SeatUser,
): Promise<Reservation | 'self' | undefined> {
  let answer: SeatAnswer;
  try {
    answer = await matchMaker.remoteRoomCall<SeatAnswer>(listing.roomId, SEAT_SEEKER, [
      generateId(),
      user,
      options,
    ]);
  } catch {
    return undefined;
  }
  if (answer.verdict === 'ok') return answer.reservation;
  return answer.verdict === 'self' ? 'self' : undefined;
}

/**
 * Gives back a seat reserved for a seeker that will not take it (its matchmaking request was abandoned before the
 * answer, so it never learns of the seat): the room frees it at once (OthersRoom.dropPlayer) instead of holding it
 * until the reservation runs out, which kept the player waiting there from meeting anyone else.
 */
export async function giveBackSeat(reservation: Reservation): Promise<void> {
  await matchMaker
    .remoteRoomCall(reservation.room.roomId, DROP_PLAYER, [reservation.sessionId])
    .catch(() => undefined);
}
