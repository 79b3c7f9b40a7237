import { verifyGame, type StoredGame } from '../../../engine';
import type { VerdictState } from '../fairness/VerdictLine';

/**
 * Checks a stored game as docs/FAIRNESS.md says: its seed commitment, every pick's commitment, and the engine's
 * re-run to the stored result. A game stored before games carried commitments cannot be checked.
 */
export function verifyStored(game: StoredGame): VerdictState {
  const { salt, seedCommitment, picks } = game;
  if (salt === undefined || seedCommitment === undefined || picks === undefined) return 'unverifiable';
  return verifyGame({ ...game, salt, seedCommitment, picks });
}
