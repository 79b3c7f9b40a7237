import { resultMessage, type GameResult, type ResultMessage, type Seat, type SeatNames } from '../engine';

/** What players read when their game could not be recorded. */
export const NOT_SAVED = 'The result could not be saved; this game does not count.';

/** The `gameover` message for one seat: the engine's texts (`saved` false: the game could not be recorded). */
export function gameOverFor(result: GameResult, seat: Seat, names: SeatNames, saved = true): ResultMessage {
  const message = resultMessage(result, seat, names);
  return saved ? message : { ...message, message: NOT_SAVED };
}
