// Which process a new room goes to, from the processes that may take one (none draining) and their room counts:
// a pure rule, so that rooms/scaleOut/drain.ts's processForNewRoom only reads the presence and decides nothing.

/** A process that may take a new room, with the rooms it hosts (Colyseus's shared stats). */
export interface Candidate {
  readonly processId: string;
  readonly roomCount: number;
}

/**
 * How far a seek room may put its asking process ahead of the process with the fewest rooms and still stay there:
 * this many rooms, or this share of the fewest's rooms if more. The stats of other processes are up to a second old
 * (Colyseus persists them at most once a second), so in a rush every process sees the others behind it; without the
 * slack each would send its rooms to the same stale "fewest", a cross-process hop per room and an uneven spread.
 */
export const SEEK_ROOM_SLACK = { rooms: 20, share: 0.1 } as const;

/**
 * The process for a new room: the one with the fewest rooms; a public seek room (`seek`) stays on the process that
 * took the seek (`here`, chosen by the load balancer, where its first player already is) while that process is
 * within SEEK_ROOM_SLACK of the fewest. Undefined when no process may take it.
 */
export function pickProcess(
  candidates: readonly Candidate[],
  here: string,
  seek: boolean,
): string | undefined {
  const fewest = [...candidates].sort((a, b) => a.roomCount - b.roomCount)[0];
  if (fewest === undefined) return undefined;
  const mine = candidates.find((p) => p.processId === here);
  const slack = Math.max(SEEK_ROOM_SLACK.rooms, fewest.roomCount * SEEK_ROOM_SLACK.share);
  if (seek && mine !== undefined && mine.roomCount - fewest.roomCount <= slack) return here;
  return fewest.processId;
}
