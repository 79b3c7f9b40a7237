import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PerfectKnowledge, PhaseDurations, SecretSeed } from '../engine';
import type { DrainableRoom } from './scaleOut/drain';
import { Exhibitions } from './scaleOut/exhibitions';
import type { ArenaResults, HostOptions, Store } from './host/ports';
import { DEFAULT_LIMITS, type RoomLimits } from './limits/limits';
import { MemorySeekPool, type SeekPool } from './matchmaking/seekPool';
import { arenaResults } from './store/arenaStore';
import { databaseStore, type Database, type SessionStore } from './store/databaseStore';

/** What the server needs of a room when it drains (rooms/scaleOut/drain.ts) and when it stops. */
export type StoppableRoom = DrainableRoom;

/** What the rooms need from the process: the database, the clock and tunables. Tests replace the clock. */
export interface RoomServices {
  readonly db: Kysely<Database>;
  /** This process's id in the shared database: its heartbeat and the games it hosts (rooms/scaleOut/crashWatch.ts). */
  readonly processId: string;
  /** The data layer as rooms use it (rooms/store/databaseStore.ts over `db`). */
  readonly store: Store & SessionStore;
  /** Server epoch ms: the only clock the games use. */
  readonly now: () => number;
  /**
   * A fresh secret game seed: 256 bits from the operating system (docs/FAIRNESS.md). Every draw of a hosted game
   * (fills, AI picks) comes from the HMAC stream it keys; a numeric seed (Mulberry32) is never used here.
   */
  readonly newSeed: () => SecretSeed;
  /** Phase durations; RULES.md's by default. */
  readonly durations?: Partial<PhaseDurations>;
  /** How long a vs-AI opponent takes for each pick, so it feels like a player (ms). */
  readonly aiThinkMs: number;
  /** Grace period for a lost connection (s). */
  readonly reconnectSeconds: number;
  /** How long a finished game's room stays open for its result screen (ms). */
  readonly closeAfterGameMs: number;
  /** The rooms open in this process. */
  readonly liveRooms: Set<StoppableRoom>;
  /** This process's AI-versus-AI exhibition (rooms/scaleOut/exhibitions.ts). */
  readonly exhibitions: Exhibitions;
  /** The waiting public rooms (rooms/matchmaking/seekPool.ts): in memory, or in Redis shared by every process. */
  readonly seekPool: SeekPool;
  /** Rate limits and budgets. */
  readonly limits: RoomLimits;
  /** How often rooms send state patches (ms); Colyseus's 50 ms when unset. Tests set it very high. */
  readonly patchRateMs?: number;
  /** The solved game the Perfect AI plays from (the API's, loaded once at start). */
  readonly solved: PerfectKnowledge;
  /** Where an arena game reports its start and its end (rooms/store/arenaStore.ts). */
  readonly arenaResults: ArenaResults;
  /** How long an arena game waits for its two players (ms): one who has not come loses it and is paused. */
  readonly arenaNoShowMs: number;
}

/** 32 bytes from the operating system's generator, as 64 lowercase hex digits. */
export const newSecretSeed = (): SecretSeed => randomBytes(32).toString('hex');

export function defaultServices(db: Kysely<Database>, solved: PerfectKnowledge): RoomServices {
  const processId = randomUUID();
  return {
    db,
    processId,
    solved,
    store: databaseStore(db, processId),
    now: () => Date.now(),
    newSeed: newSecretSeed,
    aiThinkMs: 1500,
    reconnectSeconds: 20,
    closeAfterGameMs: 60_000,
    liveRooms: new Set(),
    exhibitions: new Exhibitions(),
    seekPool: new MemorySeekPool(),
    limits: DEFAULT_LIMITS,
    arenaResults: arenaResults(db),
    arenaNoShowMs: ARENA_NO_SHOW_MS,
  };
}

/** How long an arena game waits for its two paired players by default (ms; docs/RULES.md "Arenas"). */
export const ARENA_NO_SHOW_MS = 20_000;

/** A host's settings: the game's (`mode`, `clock`, `watched`, `idPrefix`) and the process's tunables. */
export function hostOptions(
  services: RoomServices,
  game: Pick<HostOptions, 'mode' | 'clock' | 'watched' | 'idPrefix'>,
): HostOptions {
  const { newSeed, aiThinkMs, durations, limits, solved } = services;
  const base = { ...game, newSeed, aiThinkMs, recordRetryDelaysMs: limits.recordRetryDelaysMs, solved };
  return durations === undefined ? base : { ...base, durations };
}
