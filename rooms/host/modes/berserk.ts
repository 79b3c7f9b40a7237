import type { RoomError } from '../../../engine';
import { NOT_A_PLAYER } from '../refusals';
import type { ModeHost } from './modePolicy';

/**
 * `berserk` in a mode that allows it (arena games): the sender's seat goes berserk, as the engine rules it (its own
 * clock on half time from the next phase; refused with the engine's code after the first move, twice, or outside a
 * live game). Every other mode refuses the command with `notTaken` (berserk/unavailable).
 */
export function berserkCommand(host: ModeHost, connection: string): RoomError | undefined {
  const seat = host.seatOf(connection);
  if (seat === undefined) return NOT_A_PLAYER;
  return host.event({ type: 'berserk', seat });
}
