import {
  playerLevelOf,
  SEATS,
  type AiLevel,
  type PlayerLevel,
  type GameResult,
  type PublicView,
  type Reveal,
  type Seat,
} from '../../engine';
import {
  PLAYER_FIELDS as P,
  put,
  RESULT_FIELDS as R,
  REVEAL_FIELDS as V,
  STATE_FIELDS as S,
} from '../../contract/syncedState';
import type { SeatInfo, Seats } from '../host/seats';
import { PlayerSchema, ResultSchema, RevealSchema, type GameRoomState } from './schema';

/**
 * Copies an engine view (the public one, or the AI-versus-AI watcher's) into the synced state, each field
 * through its codec (contract/syncedState.ts). It runs after every change of every game, so it writes only the
 * fields that differ and allocates nothing when the seats are unchanged (the schema's setters skip an equal value
 * too, but each call still costs). The server's clock goes out once per phase: with a new phase, turn or deadline
 * (what a client counts down from), never otherwise, so a change that shows nobody anything sends no patch.
 */
export function syncState(state: GameRoomState, view: PublicView, seats: Seats, now: number): void {
  const step =
    state.phase !== S.phase.encode(view.phase) ||
    state.turn !== S.turn.encode(view.turn) ||
    state.deadline !== S.deadline.encode(view.deadline);
  put(state, 'phase', S.phase, view.phase);
  put(state, 'deadline', S.deadline, view.deadline);
  put(state, 'turn', S.turn, view.turn);
  if (step) put(state, 'serverTime', S.serverTime, now);
  put(state, 'paused', S.paused, view.paused);
  let seated = 0;
  let firstKey: string | undefined;
  for (const seat of SEATS) {
    const info = seats[seat];
    if (info === undefined) continue;
    if (info.key !== firstKey) seated += 1;
    firstKey ??= info.key;
    let p = state.players.get(info.key);
    if (p === undefined) {
      p = new PlayerSchema();
      state.players.set(info.key, p);
    }
    syncPlayer(p, seat, info, view.players[seat], view.berserk?.[seat] ?? false);
  }
  // Every seated key is in the map: a map of the same size holds nothing else.
  if (state.players.size !== seated) removeFreed(state, seats);
  const copied = copiedOf(state);
  if (view.lastReveal === null) {
    if (state.lastReveal !== undefined) state.lastReveal = undefined;
  } else if (view.lastReveal !== copied.lastReveal || state.lastReveal === undefined)
    syncReveal((state.lastReveal ??= new RevealSchema()), view.lastReveal);
  copied.lastReveal = view.lastReveal;
  if (view.result === null) {
    if (state.result !== undefined) state.result = undefined;
  } else if (view.result !== copied.result || state.result === undefined)
    syncResult((state.result ??= new ResultSchema()), view.result);
  copied.result = view.result;
}

/** One seat's synced fields, each written only when it differs. */
function syncPlayer(
  p: PlayerSchema,
  seat: Seat,
  info: SeatInfo,
  shown: PublicView['players'][Seat],
  berserk: boolean,
): void {
  const isAi = info.ai !== undefined;
  const rating = info.rating === undefined ? 0 : Math.round(info.rating.rating);
  put(p, 'seat', P.seat, seat);
  put(p, 'name', P.name, info.name);
  put(p, 'username', P.username, info.username);
  put(p, 'isAi', P.isAi, isAi);
  put(p, 'connected', P.connected, isAi || info.connected === true);
  put(p, 'character', P.character, shown.character);
  put(p, 'square', P.square, shown.square);
  put(p, 'done', P.done, shown.done);
  put(p, 'rating', P.rating, rating > 0 ? rating : null);
  put(p, 'provisional', P.provisional, info.rating?.provisional ?? false);
  put(p, 'ratingChange', P.ratingChange, info.ratingChange ?? 0);
  put(p, 'rated', P.rated, info.ratingChange !== undefined);
  put(p, 'unrated', P.unrated, info.unrated ?? null);
  put(p, 'level', P.level, info.aiLevel === undefined ? null : levelOf(info.aiLevel));
  put(p, 'berserk', P.berserk, berserk);
  put(p, 'deadline', P.deadline, shown.deadline ?? null);
}

/** The latest reveal's fields. */
function syncReveal(r: RevealSchema, reveal: Reveal): void {
  put(r, 'turn', V.turn, reveal.turn);
  put(r, 'fromA', V.fromA, reveal.fromA);
  put(r, 'moveA', V.moveA, reveal.moveA);
  put(r, 'hitA', V.hitA, reveal.hitA);
  put(r, 'fromB', V.fromB, reveal.fromB);
  put(r, 'moveB', V.moveB, reveal.moveB);
  put(r, 'hitB', V.hitB, reveal.hitB);
  put(r, 'outcome', V.outcome, reveal.outcome);
}

/** The result's fields. */
function syncResult(r: ResultSchema, result: GameResult): void {
  put(r, 'winner', R.winner, result.winner);
  put(r, 'reason', R.reason, result.reason);
}

/** Removes the synced players whose key no seat holds now (a freed seat, a new connection). */
function removeFreed(state: GameRoomState, seats: Seats): void {
  const held = (key: string) => SEATS.some((seat) => seats[seat]?.key === key);
  for (const key of [...state.players.keys()]) if (!held(key)) state.players.delete(key);
}

/** Each AI level's player level, worked out once (playerLevelOf searches the table). */
const levels = new Map<AiLevel, PlayerLevel>();

function levelOf(level: AiLevel): PlayerLevel {
  let found = levels.get(level);
  if (found === undefined) {
    found = playerLevelOf(level);
    levels.set(level, found);
  }
  return found;
}

/** The engine's (immutable) reveal and result objects last copied into each state: the same object is not copied again. */
const copies = new WeakMap<GameRoomState, { lastReveal: unknown; result: unknown }>();

function copiedOf(state: GameRoomState): { lastReveal: unknown; result: unknown } {
  let c = copies.get(state);
  if (c === undefined) {
    c = { lastReveal: null, result: null };
    copies.set(state, c);
  }
  return c;
}
