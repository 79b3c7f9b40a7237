import { ArenaDirectors } from '../rooms/arena/directors';
import { DIRECTOR_TIMES, type DirectorTimes, type WaveTiming } from '../rooms/arena/director';
import { colyseusArenaRooms } from '../rooms/colyseus/arenaRooms';
import type { Leases } from '../rooms/scaleOut/lease';
import type { RoomServices } from '../rooms/services';
import { arenaData } from '../rooms/store/arenaStore';
import type { Kysely } from 'kysely';
import type { Database } from '../api/db/schema';

/** The connections the arena directors have of their own (PostgreSQL; SQLite has one connection for all). */
export const ARENA_CONNECTIONS = 3;

/** How often this process's arena directors step (ms). */
export const ARENA_TICK_MS = 250;

/** The arena directors' settings a server may be given (tests shorten them; the bench times the waves). */
export interface ArenaOptions {
  readonly times?: Partial<DirectorTimes>;
  readonly onWave?: (arenaId: string, timing: WaveTiming) => void;
}

/** Running arena directors: stop gives their leases back (a drain or a stop), so another process takes over. */
export interface RunningArenas {
  readonly directors: ArenaDirectors;
  stop(): Promise<void>;
}

/** Starts this process's arena directors (issue 41) over `db`, stepping every ARENA_TICK_MS. */
export function startArenas(
  services: RoomServices,
  db: Kysely<Database>,
  leases: Leases,
  options: ArenaOptions = {},
): RunningArenas {
  const directors = new ArenaDirectors(
    services.processId,
    leases,
    arenaData(db),
    colyseusArenaRooms(),
    { ...DIRECTOR_TIMES, ...options.times },
    options.onWave,
  );
  let stopped = false;
  const timer = setInterval(() => {
    if (!stopped) void directors.tick(services.now(), services.now);
  }, ARENA_TICK_MS);
  timer.unref();
  return {
    directors,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await directors.stop();
    },
  };
}
