import type { Kysely } from 'kysely';
import {
  arenaClock,
  arenasToDirect,
  arenaPlayers,
  finishArena,
  insertPairings,
  makeScheduledArenas,
  openPairings,
  pairingCandidates,
  pairingStarted,
  setPairingRoom,
  settlePairing,
} from '../../api/db/arenas';
import { queueArenaAnchor } from '../../api/db/arenaAnchor';
import type { Database } from '../../api/db/schema';
import type { ArenaData, OpenPairing } from '../arena/ports';
import type { ArenaResults } from '../host/ports';

/** The arena directors' data port over api/db/arenas.ts (rooms/'s one door to api/: this folder). */
export function arenaData(db: Kysely<Database>): ArenaData {
  return {
    arenasToDirect: async (before) =>
      (await arenasToDirect(db, before)).map((a) => ({
        id: a.id,
        startsAt: a.starts_at,
        endsAt: a.ends_at,
        clock: arenaClock(a),
      })),
    makeScheduled: async (now) => {
      await makeScheduledArenas(db, now);
    },
    entrants: async (arenaId) => {
      const rows = await arenaPlayers(db, arenaId);
      return {
        active: rows.filter((p) => p.state === 'active').length,
        free: pairingCandidates(rows),
      };
    },
    withdrawn: async (arenaId) =>
      new Set(
        (
          await db
            .selectFrom('arena_players')
            .select('user_id')
            .where('arena_id', '=', arenaId)
            .where('state', '=', 'withdrawn')
            .execute()
        ).map((p) => p.user_id),
      ),
    openPairings: async (arenaId) =>
      (await openPairings(db, arenaId)).map((p): OpenPairing => ({
        id: p.id,
        userA: p.user_a,
        userB: p.user_b,
        pairedAt: p.paired_at,
        roomId: p.room_id,
        gameId: p.game_id,
        status: p.status as OpenPairing['status'],
      })),
    insertPairings: async (arenaId, pairs, now) =>
      (await insertPairings(db, arenaId, pairs, now)).map((p) => ({
        id: p.id,
        userA: p.user_a,
        userB: p.user_b,
      })),
    setPairingRoom: (pairingId, roomId) => setPairingRoom(db, pairingId, roomId),
    settle: (pairingId, end) => settlePairing(db, pairingId, end),
    recordedGame: async (gameId) => {
      const row = await db.selectFrom('games').select(['winner']).where('id', '=', gameId).executeTakeFirst();
      if (row === undefined) return undefined;
      const winner = row.winner === 'A' || row.winner === 'B' || row.winner === 'draw' ? row.winner : 'none';
      return { winner, turns: 0 };
    },
    // The final standings' anchor is queued once the standings are final (api/db/arenaAnchor.ts).
    finish: async (arenaId, now) => {
      await finishArena(db, arenaId, now);
      await queueArenaAnchor(db, arenaId, now);
    },
  };
}

/** Where an arena game's host reports its start and its end (the arena's pairing, settled once). */
export function arenaResults(db: Kysely<Database>): ArenaResults {
  return {
    started: (pairingId, gameId) => pairingStarted(db, pairingId, gameId),
    ended: async (pairingId, end) => {
      await settlePairing(db, pairingId, end);
    },
  };
}
