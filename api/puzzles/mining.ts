// Puzzles from finished games (issue 42): every counted game, once recorded, is replayed and each position it
// reached is looked at from both sides with the solved table (engine puzzlesOfGame); the puzzles found are added,
// each linked to its game and turn. Off the recording's path: the recording only tells this queue of its games
// (api/db/recordQueue.ts afterRecorded) and goes on; one game is mined per turn of the event loop; a failure is
// logged, never thrown.
import type { Kysely } from 'kysely';
import { puzzlesOfGame, replayRecord, type Puzzle, type SolvedValues } from '../../engine';
import { addPuzzles } from '../db/puzzles';
import { afterRecorded } from '../db/recordQueue';
import type { FinishedGame } from '../db/results';
import type { Database } from '../db/schema';

/** The most games waiting to be mined: past it, newly recorded games are left out (and it is logged). */
export const MINING_QUEUE_MAX = 2_000;

/** The puzzles of a finished game, replayed from its record (none when it ended before both characters were known). */
export function puzzlesOfFinishedGame(values: SolvedValues, game: FinishedGame): Puzzle[] {
  const replayed = replayRecord({
    seed: game.seed,
    mode: game.mode,
    ...(game.durations === undefined ? {} : { durations: game.durations }),
    log: game.log,
    result: null,
  });
  if (!replayed.ok) throw new Error(`game ${game.id} does not replay: ${replayed.error}`);
  const { A, B } = replayed.value.characters;
  if (A === null || B === null) return [];
  return puzzlesOfGame(
    values,
    { letters: [A, B], squares: replayed.value.turns.map((r) => [r.fromA, r.fromB] as const) },
    (turn) => ({ kind: 'game', gameId: game.id, turn }),
  );
}

/** Where mining reports: a failed game, a full queue. */
export interface MiningLog {
  error(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface PuzzleMining {
  /** Resolves once no game waits and none is being mined (tests). */
  idle(): Promise<void>;
  /** Stops listening; a game being mined is finished. */
  stop(): void;
}

/** Mines every counted game recorded on `db` from now on (see the file's head). */
export function startPuzzleMining(
  db: Kysely<Database>,
  values: SolvedValues,
  log: MiningLog,
  now: () => number,
): PuzzleMining {
  const waiting: FinishedGame[] = [];
  let busy = false;
  let idlers: (() => void)[] = [];
  const settle = () => {
    const wake = idlers;
    idlers = [];
    for (const resolve of wake) resolve();
  };
  const step = async (): Promise<void> => {
    const game = waiting.shift();
    if (game === undefined) {
      busy = false;
      settle();
      return;
    }
    try {
      const puzzles = puzzlesOfFinishedGame(values, game);
      if (puzzles.length > 0) await addPuzzles(db, puzzles, { shipped: false, now: now() });
    } catch (err) {
      log.error({ err, gameId: game.id }, 'the puzzles of a finished game could not be added');
    }
    setImmediate(() => void step());
  };
  const stopListening = afterRecorded(db, (games) => {
    const room = MINING_QUEUE_MAX - waiting.length;
    if (games.length > room)
      log.warn({ left: games.length - Math.max(0, room) }, 'puzzle mining is behind: games left out');
    waiting.push(...games.slice(0, Math.max(0, room)));
    if (!busy && waiting.length > 0) {
      busy = true;
      setImmediate(() => void step());
    }
  });
  return {
    idle: () => (busy ? new Promise<void>((resolve) => idlers.push(resolve)) : Promise.resolve()),
    stop: () => {
      stopListening();
      waiting.length = 0;
    },
  };
}
