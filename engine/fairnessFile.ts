// A stored game read from outside (a downloaded JSON file, or GET /api/games/:gameId) and checked: the shape
// first (never a throw), then the fairness verdict (docs/FAIRNESS.md).
import { isSquare } from './board';
import { isLetter, type Letter } from './characters';
import { verifyGame, type FairnessRecord, type PickReveal, type Verdict } from './fairness';
import type { GameSeed } from './gameSeed';
import { parseGameRecord, parseJsonText, type Parsed } from './notation';
import { PHASE_DURATIONS_MS, type PhaseDurations } from './phases';
import { SEATS, type GameMode, type GameResult, type LogEntry, type Seat } from './types';

/** One side of a stored game: a user, or a server AI (username ends with " ai"). */
export interface GamePlayer {
  readonly username: string;
  readonly name: string;
  readonly ai: boolean;
  /** The character the side played (null when the game ended before Choose did). */
  readonly character: Letter | null;
}

/**
 * GET /api/games/:gameId: a stored game, enough to replay it (a superset of the engine's GameRecord) and,
 * for games stored with commitments, to verify it (a superset of FairnessRecord: `salt`, `seedCommitment` and
 * `picks` are absent for games stored before them). The replay page's JSON download is exactly this.
 */
export interface StoredGame {
  readonly gameId: string;
  readonly mode: GameMode;
  readonly startedAt: number;
  readonly endedAt: number;
  readonly players: { readonly [S in Seat]: GamePlayer };
  readonly seed: GameSeed;
  readonly durations: PhaseDurations;
  readonly log: readonly LogEntry[];
  readonly result: GameResult;
  readonly salt?: string;
  readonly seedCommitment?: string;
  readonly picks?: readonly PickReveal[];
}

const bad = <T>(error: string): Parsed<T> => ({ ok: false, error });
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => Number.isSafeInteger(v);

/**
 * Reads a StoredGame from JSON text or an already parsed value: the replayable part as parseGameRecord reads
 * it (a result is required), then the game id, times, players and, when present, the fairness fields (`salt`,
 * `seedCommitment`, `picks`). Says what is wrong with bad input.
 */
export function parseStoredGame(input: unknown): Parsed<StoredGame> {
  const json = parseJsonText(input);
  if (!json.ok) return json;
  const data = json.value;
  if (!isObject(data)) return bad('not a JSON object');
  const record = parseGameRecord(data);
  if (!record.ok) return record;
  const { seed, mode, durations, log, result } = record.value;
  if (result === null) return bad('"result" is required');
  const { gameId, startedAt, endedAt, players, salt, seedCommitment, picks } = data;
  if (typeof gameId !== 'string' || gameId === '') return bad('"gameId" must be a non-empty string');
  if (!isTime(startedAt)) return bad('"startedAt" must be a time in ms');
  if (!isTime(endedAt)) return bad('"endedAt" must be a time in ms');
  if (!isObject(players)) return bad('"players" must be an object with A and B');
  for (const seat of SEATS) {
    const error = playerError(players[seat]);
    if (error !== undefined) return bad(`"players.${seat}" ${error}`);
  }
  if (salt !== undefined && typeof salt !== 'string') return bad('"salt" must be a string');
  if (
    seedCommitment !== undefined &&
    (typeof seedCommitment !== 'string' || !/^[0-9a-f]{64}$/.test(seedCommitment))
  )
    return bad('"seedCommitment" must be 64 lowercase hex digits');
  if (picks !== undefined) {
    if (!Array.isArray(picks)) return bad('"picks" must be an array');
    for (const [i, pick] of picks.entries()) {
      const error = pickError(pick);
      if (error !== undefined) return bad(`pick ${i}: ${error}`);
    }
  }
  const game: StoredGame = {
    gameId,
    mode,
    startedAt,
    endedAt,
    players: { A: players.A as GamePlayer, B: players.B as GamePlayer },
    seed,
    durations: { ...PHASE_DURATIONS_MS, ...durations },
    log,
    result,
    ...(salt === undefined ? {} : { salt }),
    ...(seedCommitment === undefined ? {} : { seedCommitment }),
    ...(picks === undefined ? {} : { picks: picks as PickReveal[] }),
  };
  return { ok: true, value: game };
}

function playerError(p: unknown): string | undefined {
  if (!isObject(p)) return 'must be an object';
  if (typeof p.username !== 'string') return 'needs a "username"';
  if (typeof p.name !== 'string') return 'needs a "name"';
  if (typeof p.ai !== 'boolean') return 'needs "ai" true or false';
  if (p.character !== null && !isLetter(p.character)) return 'has an unknown "character"';
  return undefined;
}

function pickError(p: unknown): string | undefined {
  if (!isObject(p)) return 'not an object';
  const { phase, turn, seat, pick, commitment, nonce } = p;
  if (!SEATS.includes(seat as Seat)) return '"seat" must be A or B';
  if (typeof commitment !== 'string') return '"commitment" must be a string';
  if (typeof nonce !== 'string') return '"nonce" must be a string';
  if (phase === 'choose')
    return turn === 0 && isLetter(pick) ? undefined : 'a choose pick is a letter at turn 0';
  if (phase === 'place')
    return turn === 0 && isSquare(pick) ? undefined : 'a place pick is a square at turn 0';
  if (phase !== 'plan') return '"phase" must be choose, place or plan';
  if (!Number.isSafeInteger(turn) || (turn as number) < 1) return 'a plan is for a turn from 1';
  return isObject(pick) && isSquare(pick.move) && isSquare(pick.hit)
    ? undefined
    : 'a plan pick is {move, hit} squares';
}

/**
 * A stored game's fairness record (the one its room sent its players at the end), or undefined when it was
 * stored without its commitments (games from before them have no salt, seed commitment or picks).
 */
export function fairnessRecordOf(game: StoredGame): FairnessRecord | undefined {
  const { gameId, mode, durations, seed, salt, seedCommitment, log, picks, result } = game;
  if (salt === undefined || seedCommitment === undefined || picks === undefined) return undefined;
  return { gameId, mode, durations, seed, salt, seedCommitment, log, picks, result };
}

/**
 * The fairness verdict on a stored game (the engine's verifyGame), or 'unverifiable' when it was stored
 * without its commitments.
 */
export function verifyStoredGame(game: StoredGame): Verdict | 'unverifiable' {
  const record = fairnessRecordOf(game);
  return record === undefined ? 'unverifiable' : verifyGame(record);
}
