import type { GameResult, Seat } from '../engine';
import type { SeatInfo } from './gameRoom';

/** The `gameover` message one player receives. */
export interface GameOverMessage {
  readonly result: 'win' | 'lose' | 'draw';
  readonly reason: GameResult['reason'];
  /** The text the result modal shows. */
  readonly message: string;
}

/** What players read when their game could not be recorded. */
export const NOT_SAVED = 'The result could not be saved; this game does not count.';

/** The result from one seat's side, with the spec's texts (`saved` false: the game could not be recorded). */
export function gameOverFor(
  result: GameResult,
  seat: Seat,
  seats: Partial<Record<Seat, SeatInfo>>,
  saved = true,
): GameOverMessage {
  const message = resultFor(result, seat, seats);
  return saved ? message : { ...message, message: NOT_SAVED };
}

function resultFor(result: GameResult, seat: Seat, seats: Partial<Record<Seat, SeatInfo>>): GameOverMessage {
  const { reason, winner } = result;
  if (winner === 'none')
    return { result: 'draw', reason, message: 'The game was stopped by the server. It does not count.' };
  if (winner === 'draw') {
    return {
      result: 'draw',
      reason,
      message: `The game is draw between ${seats.A?.name ?? 'A'} and ${seats.B?.name ?? 'B'}`,
    };
  }
  if (winner === seat) {
    return {
      result: 'win',
      reason,
      message: reason === 'forfeit' ? "Opponent exit the game! You've won!" : 'You won!',
    };
  }
  return {
    result: 'lose',
    reason,
    message: reason === 'forfeit' ? 'You left the game. Your opponent wins.' : 'You lost!',
  };
}
