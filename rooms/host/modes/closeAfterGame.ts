import type { RoomError } from '../../../engine';
import type { ModeCommand } from '../ports';
import { BERSERK_UNAVAILABLE, unknownMessage } from '../refusals';
import type { ModeHost } from './modePolicy';
import { REMATCH_ERRORS } from './rematchOffer';

/** Closing after a game: the room stays open `ms` (at least `atLeastMs`) for its result screen, then closes. */
export function closeAfterGame(host: ModeHost, ms: number, atLeastMs = 0): void {
  host.schedule({ type: 'close' }, host.now() + Math.max(ms, atLeastMs));
}

/**
 * A mode command this mode does not take: a rematch is for games between two players, berserk for arena games, the
 * rest is unknown.
 */
export function notTaken(type: ModeCommand): RoomError {
  if (type === 'berserk') return BERSERK_UNAVAILABLE;
  return type === 'rematch' || type === 'decline' ? REMATCH_ERRORS.unavailable : unknownMessage(type);
}
