import {
  resultMessage,
  SEATS,
  type GameResult,
  type ResultMessage,
  type Seat,
  type SeatNames,
  type ServerMessage,
} from '../engine';
import { seatNames, type Seats } from './seats';

/** What players read when their game could not be recorded. */
export const NOT_SAVED = 'The result could not be saved; this game does not count.';

/** The `gameover` message for one seat: the engine's texts (`saved` false: the game could not be recorded). */
export function gameOverFor(result: GameResult, seat: Seat, names: SeatNames, saved = true): ResultMessage {
  const message = resultMessage(result, seat, names);
  return saved ? message : { ...message, message: NOT_SAVED };
}

/** Sends each connected player its `gameover` message. */
export function tellResult(
  seats: Seats,
  result: GameResult,
  saved: boolean,
  sendTo: (seat: Seat, message: ServerMessage) => void,
): void {
  for (const seat of SEATS) {
    if (seats[seat]?.connected === true)
      sendTo(seat, { type: 'gameover', body: gameOverFor(result, seat, seatNames(seats), saved) });
  }
}
