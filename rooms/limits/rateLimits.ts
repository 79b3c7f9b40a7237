import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RoomLimits } from './limits';

/** What a request is counted as: any matchmaking call, one that may create a room, or a join by code. */
export type MatchmakeKind = 'matchmake' | 'create' | 'joinByCode';

/** Why a request was refused, in the words the client shows. */
const REFUSALS: Record<MatchmakeKind, string> = {
  matchmake: 'Too many requests to the game server. Please wait a minute and try again.',
  create: 'Too many games started. Please wait a minute before starting another.',
  joinByCode: 'Too many attempts to join by code. Please wait a minute and try again.',
};

/** A refused request: the message to show and when to try again (s). */
export interface Refusal {
  readonly message: string;
  readonly retryAfterSeconds: number;
}

/**
 * Per-IP and per-user counters for matchmaking (rate-limiter-flexible): in Redis when the processes share
 * one (so the limit holds whichever process a request reaches), in memory otherwise.
 */
export class MatchmakingLimits {
  private readonly limiters: Record<MatchmakeKind, { ip: RateLimiterAbstract; user: RateLimiterAbstract }>;

  /** `redis`: an ioredis client (the presence's), or undefined for memory. */
  constructor(limits: RoomLimits, redis?: unknown) {
    const make = (kind: string, points: number): RateLimiterAbstract => {
      const options = { keyPrefix: `octoduel:rl:${kind}`, points, duration: 60 };
      return redis === undefined
        ? new RateLimiterMemory(options)
        : new RateLimiterRedis({ ...options, storeClient: redis });
    };
    const pair = (kind: MatchmakeKind, perMinute: { ip: number; user: number }) => ({
      ip: make(`${kind}:ip`, perMinute.ip),
      user: make(`${kind}:user`, perMinute.user),
    });
    this.limiters = {
      matchmake: pair('matchmake', limits.matchmakePerMinute),
      create: pair('create', limits.createPerMinute),
      joinByCode: pair('joinByCode', limits.joinByCodePerMinute),
    };
  }

  /** Counts one request of `kind` from `ip` (and `userId` when known); the refusal when over a limit. */
  async take(kind: MatchmakeKind, who: { ip?: string; userId?: string }): Promise<Refusal | undefined> {
    const { ip, user } = this.limiters[kind];
    try {
      if (who.ip !== undefined) await ip.consume(who.ip);
      if (who.userId !== undefined) await user.consume(who.userId);
      return undefined;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return { message: REFUSALS[kind], retryAfterSeconds: Math.ceil(err.msBeforeNext / 1000) };
    }
  }
}
