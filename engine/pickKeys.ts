import type { PickKey } from './fairness';
import { SEATS, type GameState } from './types';

/**
 * Which picks a finished game made (the keys of `picksOfGame`'s answer, in its order: play order), read from the
 * final state alone, without replaying the log. A game that reached turn 1 ended Choose and Place (both
 * characters and squares are picks), revealed both plans of every turn up to its latest reveal, and counts the
 * plans Set in a later turn it ended in (a forfeit, say). Null for a game not over, or over before turn 1: its
 * final state does not tell whether Choose had ended, so only a replay can say (ask `picksOfGame`).
 */
export function pickKeysOfGame(state: GameState): PickKey[] | null {
  if (state.result === null || state.turn < 1) return null;
  const keys: PickKey[] = [];
  for (const seat of SEATS) keys.push({ phase: 'choose', turn: 0, seat });
  for (const seat of SEATS) keys.push({ phase: 'place', turn: 0, seat });
  const revealed = state.lastReveal?.turn ?? 0;
  for (let turn = 1; turn <= revealed; turn++)
    for (const seat of SEATS) keys.push({ phase: 'plan', turn, seat });
  if (state.turn > revealed)
    for (const seat of SEATS) {
      const { set, move, hit } = state.players[seat];
      if (set && move !== null && hit !== null) keys.push({ phase: 'plan', turn: state.turn, seat });
    }
  return keys;
}
