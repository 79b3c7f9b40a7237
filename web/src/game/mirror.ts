import { GAME_MODES, PHASES, type GameMode, type Phase, type Seat } from '../../../engine';
import type { GameOver, GameView, OwnPlan, RevealView, ResultView, SeatView } from './types';

/** What the client reads of a decoded state: the fields of rooms/schema.ts, read structurally. */
interface SyncedPlayer {
  readonly seat: string;
  readonly name: string;
  readonly username: string;
  readonly isAi: boolean;
  readonly connected: boolean;
  readonly character: string;
  readonly square: number;
  readonly done: boolean;
}

/** A MapSchema as the client sees it. */
interface SyncedMap<T> {
  forEach(callback: (value: T, key: string) => void): void;
}

/** The decoded room state (GameRoomState) as the client reads it. */
export interface SyncedState {
  readonly mode: string;
  readonly phase: string;
  readonly deadline: number;
  readonly serverTime: number;
  readonly turn: number;
  readonly paused: boolean;
  readonly gameNumber: number;
  readonly gameCount: number;
  readonly players: SyncedMap<SyncedPlayer>;
  readonly lastReveal?: RevealView | null;
  readonly result?: ResultView | null;
}

const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

const isPhase = (v: unknown): v is Phase => PHASES.includes(v as Phase);
const isMode = (v: unknown): v is GameMode => GAME_MODES.includes(v as GameMode);

/** Copies a decoded room state into plain values: the store never holds a schema instance. */
export function mirrorState(state: SyncedState): GameView {
  const players: SeatView[] = [];
  state.players.forEach((p, key) => {
    const seat: Seat | undefined = p.seat === 'A' || p.seat === 'B' ? p.seat : undefined;
    if (seat === undefined) return;
    players.push({
      key,
      seat,
      name: str(p.name),
      username: str(p.username),
      isAi: p.isAi,
      connected: p.connected,
      character: str(p.character),
      square: num(p.square, -1),
      done: p.done,
    });
  });
  players.sort((a, b) => a.seat.localeCompare(b.seat));
  const r = state.lastReveal ?? null;
  const res = state.result ?? null;
  return {
    mode: isMode(state.mode) ? state.mode : '',
    phase: isPhase(state.phase) ? state.phase : 'waiting',
    deadline: num(state.deadline, 0),
    serverTime: num(state.serverTime, 0),
    turn: num(state.turn, 0),
    paused: state.paused,
    gameNumber: num(state.gameNumber, 1),
    gameCount: num(state.gameCount, 1),
    players,
    lastReveal:
      r === null
        ? null
        : {
            turn: r.turn,
            fromA: r.fromA,
            moveA: r.moveA,
            hitA: r.hitA,
            fromB: r.fromB,
            moveB: r.moveB,
            hitB: r.hitB,
            outcome: str(r.outcome),
          },
    result: res === null ? null : { winner: str(res.winner), reason: str(res.reason) },
  };
}

const square = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** The `plan` message as plain values (unknown fields dropped, bad ones null). */
export function parsePlan(message: unknown): OwnPlan {
  const m = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  return {
    character: typeof m.character === 'string' && m.character !== '' ? m.character : null,
    square: square(m.square),
    move: square(m.move),
    hit: square(m.hit),
    set: m.set === true,
  };
}

/** The `gameover` message, or null when it is not one. */
export function parseGameOver(message: unknown): GameOver | null {
  const m = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  if (m.result !== 'win' && m.result !== 'lose' && m.result !== 'draw') return null;
  return { result: m.result, reason: str(m.reason), message: str(m.message) };
}

/** `{code, message}` of an `error` message (a readable fallback when malformed). */
export function parseError(message: unknown): { code: string; message: string } {
  const m = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  return {
    code: str(m.code) || 'server/error',
    message: str(m.message) || 'The game refused that.',
  };
}

/** The `message` of an `inform` message. */
export function parseInform(message: unknown): string {
  const m = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  return str(m.message) || 'The game has ended.';
}
