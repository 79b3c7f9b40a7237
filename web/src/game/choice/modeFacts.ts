// What the client asks of a game's kind, answered by the engine's table of mode facts (engine/modes.ts,
// MODE_FACTS) rather than by comparing mode names here. `mode` is the view's (null before the room says).
import { factsOf } from '../../../../engine';

const facts = (mode: string | null | undefined) => (mode == null ? undefined : factsOf(mode));

/** AI versus AI at a watcher's pace: shown on /h0a2, never on /play. */
export const isWatchedMode = (mode: string | null | undefined): boolean => facts(mode)?.watched === true;

/** Paired by public matchmaking: its lobby is the search's (/lobbyothers). */
export const isMatchmadeMode = (mode: string | null | undefined): boolean => facts(mode)?.matchmade === true;

/** A person against the server's AI: no code to pass on, the room starts the game at once. */
export const isAgainstAi = (mode: string | null | undefined): boolean => {
  const seats = facts(mode)?.seats;
  return seats !== undefined && seats.people > 0 && seats.ai > 0;
};
