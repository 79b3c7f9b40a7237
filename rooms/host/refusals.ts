import { ERROR_MESSAGES, type RoomError } from '../../engine';

/** The host's own refusals (the engine's come with their codes). */
export const NOT_A_PLAYER: RoomError = { code: 'seat/unknown', message: ERROR_MESSAGES['seat/unknown'] };
export const SPECTATOR: RoomError = {
  code: 'seat/spectator',
  message: 'You are watching this game: spectators cannot play.',
};
/** `berserk` in a mode that does not allow it (every mode but the arenas' games). */
export const BERSERK_UNAVAILABLE: RoomError = {
  code: 'berserk/unavailable',
  message: 'Berserk is only for arena games.',
};
export const FAILED: RoomError = {
  code: 'server/error',
  message: 'Something went wrong with that move. Please try again.',
};

/** A parse error as the client reads it (an unknown type names the type it sent). */
export function unknownOr(error: RoomError, type: string): RoomError {
  return error.code === 'message/unknown' ? unknownMessage(type) : error;
}

/** A message type this room does not take. */
export const unknownMessage = (type: string): RoomError => ({
  code: 'message/unknown',
  message: `Unknown message "${type}".`,
});
