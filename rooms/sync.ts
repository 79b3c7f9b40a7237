import { playerLevelOf, SEATS, type PublicView } from '../engine';
import type { Seats } from './seats';
import { PlayerSchema, ResultSchema, RevealSchema, type GameRoomState } from './schema';

/** Copies an engine view (the public one, or the AI-versus-AI watcher's) into the synced state. */
export function syncState(state: GameRoomState, view: PublicView, seats: Seats, now: number): void {
  state.phase = view.phase;
  state.deadline = view.deadline ?? 0;
  state.serverTime = now;
  state.turn = view.turn;
  state.paused = view.paused;
  const keys = new Set<string>();
  for (const seat of SEATS) {
    const info = seats[seat];
    if (info === undefined) continue;
    keys.add(info.key);
    let p = state.players.get(info.key);
    if (p === undefined) {
      p = new PlayerSchema();
      state.players.set(info.key, p);
    }
    const shown = view.players[seat];
    p.seat = seat;
    p.name = info.name;
    p.username = info.username;
    p.isAi = info.ai !== undefined;
    p.connected = info.ai !== undefined || info.connected === true;
    p.character = shown.character ?? '';
    p.square = shown.square ?? -1;
    p.done = shown.done;
    p.rating = Math.max(0, Math.round(info.rating?.rating ?? 0));
    p.provisional = info.rating?.provisional ?? false;
    p.ratingChange = info.ratingChange ?? 0;
    p.rated = info.ratingChange !== undefined;
    p.unrated = info.unrated ?? '';
    p.level = info.aiLevel === undefined ? '' : playerLevelOf(info.aiLevel);
  }
  for (const key of [...state.players.keys()]) if (!keys.has(key)) state.players.delete(key);
  const copied = copiedOf(state);
  if (view.lastReveal === null) state.lastReveal = undefined;
  else if (view.lastReveal !== copied.lastReveal || state.lastReveal === undefined)
    (state.lastReveal ??= new RevealSchema()).assign({ ...view.lastReveal });
  copied.lastReveal = view.lastReveal;
  if (view.result === null) state.result = undefined;
  else if (view.result !== copied.result || state.result === undefined)
    (state.result ??= new ResultSchema()).assign({ ...view.result });
  copied.result = view.result;
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
