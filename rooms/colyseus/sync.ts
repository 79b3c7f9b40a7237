import {
  playerLevelOf,
  SEATS,
  type AiLevel,
  type PlayerLevel,
  type PublicView,
  type Seat,
} from '../../engine';
import type { SeatInfo, Seats } from '../host/seats';
import { PlayerSchema, ResultSchema, RevealSchema, type GameRoomState } from './schema';

/**
 * Copies an engine view (the public one, or the AI-versus-AI watcher's) into the synced state. It runs after
 * every change of every game, so it writes only the fields that differ and allocates nothing when the seats are
 * unchanged (the schema's setters skip an equal value too, but each call still costs).
 */
export function syncState(state: GameRoomState, view: PublicView, seats: Seats, now: number): void {
  if (state.phase !== view.phase) state.phase = view.phase;
  const deadline = view.deadline ?? 0;
  if (state.deadline !== deadline) state.deadline = deadline;
  if (state.serverTime !== now) state.serverTime = now;
  if (state.turn !== view.turn) state.turn = view.turn;
  if (state.paused !== view.paused) state.paused = view.paused;
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
    syncPlayer(p, seat, info, view.players[seat]);
  }
  // Every seated key is in the map: a map of the same size holds nothing else.
  if (state.players.size !== seated) removeFreed(state, seats);
  const copied = copiedOf(state);
  if (view.lastReveal === null) {
    if (state.lastReveal !== undefined) state.lastReveal = undefined;
  } else if (view.lastReveal !== copied.lastReveal || state.lastReveal === undefined)
    (state.lastReveal ??= new RevealSchema()).assign({ ...view.lastReveal });
  copied.lastReveal = view.lastReveal;
  if (view.result === null) {
    if (state.result !== undefined) state.result = undefined;
  } else if (view.result !== copied.result || state.result === undefined)
    (state.result ??= new ResultSchema()).assign({ ...view.result });
  copied.result = view.result;
}

/** One seat's synced fields, each written only when it differs. */
function syncPlayer(p: PlayerSchema, seat: Seat, info: SeatInfo, shown: PublicView['players'][Seat]): void {
  const isAi = info.ai !== undefined;
  const connected = isAi || info.connected === true;
  const character = shown.character ?? '';
  const square = shown.square ?? -1;
  const rating = Math.max(0, Math.round(info.rating?.rating ?? 0));
  const provisional = info.rating?.provisional ?? false;
  const ratingChange = info.ratingChange ?? 0;
  const rated = info.ratingChange !== undefined;
  const unrated = info.unrated ?? '';
  const level = info.aiLevel === undefined ? '' : levelOf(info.aiLevel);
  if (p.seat !== seat) p.seat = seat;
  if (p.name !== info.name) p.name = info.name;
  if (p.username !== info.username) p.username = info.username;
  if (p.isAi !== isAi) p.isAi = isAi;
  if (p.connected !== connected) p.connected = connected;
  if (p.character !== character) p.character = character;
  if (p.square !== square) p.square = square;
  if (p.done !== shown.done) p.done = shown.done;
  if (p.rating !== rating) p.rating = rating;
  if (p.provisional !== provisional) p.provisional = provisional;
  if (p.ratingChange !== ratingChange) p.ratingChange = ratingChange;
  if (p.rated !== rated) p.rated = rated;
  if (p.unrated !== unrated) p.unrated = unrated;
  if (p.level !== level) p.level = level;
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
