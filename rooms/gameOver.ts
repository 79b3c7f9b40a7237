import type { GameResult, Seat } from '../engine';
import type { SeatInfo } from './gameRoom';

/** The `gameover` message one player receives. */
export interface GameOverMessage {
  readonly result: 'win' | 'lose' | 'draw';
  readonly reason: GameResult['reason'];
  /** The text the result modal shows. */
  readonly message: string;
}

/** The result from one seat's side, with the spec's texts. */
export function gameOverFor(
  result: GameResult,
  seat: Seat,
  seats: Partial<Record<Seat, SeatInfo>>,
): GameOverMessage {
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
