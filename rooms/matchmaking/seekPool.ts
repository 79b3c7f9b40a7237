// The seek pool of public games (issue 27): the waiting public rooms, oldest first, in one list that every process
// shares (Redis) or in memory (one process). A player seeking a game takes the oldest waiting room or, when there
// is none, puts a new room in the pool in the same atomic step, so two seekers are never both left waiting alone
// and two seekers never take the same room's free seat (Lichess's seek pool, with rooms as the seeks). A room that
// waits again (its second seat was held by a reservation never used, or its second player left) while another room
// waits is paired with it: its player is told to seek again (rooms/matchmaking/poolSeats.ts), which takes the other room.

/** What the pool gives a seeker: a waiting room's id, and whether its room may still be being created. */
export interface Waiting {
  readonly roomId: string;
  /** Put in the pool by a seeker moments ago: its room may not be listed yet. */
  readonly fresh: boolean;
}

/** How long a room put in the pool by a seeker counts as possibly still being created (s). */
export const FRESH_SECONDS = 10;

export interface SeekPool {
  /** Takes the oldest waiting room; or, when none waits, puts `newRoomId` in the pool and returns undefined. */
  seek(newRoomId: string): Promise<Waiting | undefined>;
  /** Takes the oldest waiting room, if any (a `join` that never creates). */
  take(): Promise<Waiting | undefined>;
  /**
   * Puts a room that waits for a player back in the pool, unless it is already in it, behind the rooms already
   * waiting. True when another room waits ahead of it: its player should seek again, to meet that room's
   * (waiting rooms are paired with each other, issue 35).
   */
  reopen(roomId: string): Promise<boolean>;
  /** Takes a room out of the pool (it started, closed, or was never created); it counts as gone for a while. */
  withdraw(roomId: string): Promise<void>;
  /**
   * Whether `roomId` was withdrawn in the last FRESH_SECONDS: a seeker that took a fresh room and finds it not
   * listed learns that it is gone (its creator left, or its creation failed) rather than still being created.
   */
  gone(roomId: string): Promise<boolean>;
}

/** The pool in this process's memory (one process, no Redis): every step is atomic on the one event loop. */
export class MemorySeekPool implements SeekPool {
  /** Waiting room ids, oldest first. */
  private readonly rooms: string[] = [];
  /** When a seeker put each room in the pool (ms), for `fresh`. */
  private readonly pushedAt = new Map<string, number>();
  /** When each room was withdrawn (ms), oldest first, kept FRESH_SECONDS for `gone`. */
  private readonly withdrawnAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  seek(newRoomId: string): Promise<Waiting | undefined> {
    const waiting = this.pop();
    if (waiting === undefined) {
      this.rooms.push(newRoomId);
      this.pushedAt.set(newRoomId, this.now());
    }
    return Promise.resolve(waiting);
  }

  take(): Promise<Waiting | undefined> {
    return Promise.resolve(this.pop());
  }

  reopen(roomId: string): Promise<boolean> {
    if (!this.rooms.includes(roomId)) this.rooms.push(roomId);
    return Promise.resolve(this.rooms.indexOf(roomId) > 0);
  }

  withdraw(roomId: string): Promise<void> {
    const i = this.rooms.indexOf(roomId);
    if (i >= 0) this.rooms.splice(i, 1);
    this.pushedAt.delete(roomId);
    const now = this.now();
    for (const [id, at] of this.withdrawnAt) {
      if (now - at < FRESH_SECONDS * 1000) break;
      this.withdrawnAt.delete(id);
    }
    this.withdrawnAt.delete(roomId);
    this.withdrawnAt.set(roomId, now);
    return Promise.resolve();
  }

  gone(roomId: string): Promise<boolean> {
    const at = this.withdrawnAt.get(roomId);
    return Promise.resolve(at !== undefined && this.now() - at < FRESH_SECONDS * 1000);
  }

  private pop(): Waiting | undefined {
    const roomId = this.rooms.shift();
    if (roomId === undefined) return undefined;
    const pushed = this.pushedAt.get(roomId);
    this.pushedAt.delete(roomId);
    return { roomId, fresh: pushed !== undefined && this.now() - pushed < FRESH_SECONDS * 1000 };
  }
}

/** The few ioredis commands the Redis pool uses (the presence's command connection). */
export interface RedisCommands {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

/**
 * The pool's Redis key; a room put there by a seeker is marked fresh under `<key>:fresh:<room id>`, and one
 * withdrawn is marked gone under `<key>:gone:<room id>`.
 */
export const POOL_KEY = 'octoduel:seeking:others';

/** Pop the head (with whether it is fresh), or push ARGV[1] and mark it fresh for ARGV[3] s. */
const SEEK = `
local id = redis.call('LPOP', KEYS[1])
if id then return {id, redis.call('DEL', ARGV[2] .. id)} end
if ARGV[1] == '' then return false end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('SET', ARGV[2] .. ARGV[1], '1', 'EX', ARGV[3])
return false`;

/** Push ARGV[1] at the tail unless it is in the list already; its place (0: the head). */
const REOPEN = `
local at = redis.call('LPOS', KEYS[1], ARGV[1])
if at then return at end
return redis.call('RPUSH', KEYS[1], ARGV[1]) - 1`;

/** Take ARGV[1] out of the list and mark it gone for ARGV[3] s (under ARGV[2] .. id). */
const WITHDRAW = `
redis.call('LREM', KEYS[1], 0, ARGV[1])
redis.call('SET', ARGV[2] .. ARGV[1], '1', 'EX', ARGV[3])
return 1`;

/** Whether KEYS[1] (a gone mark) exists. */
const GONE = `return redis.call('EXISTS', KEYS[1])`;

/** The pool in Redis, shared by every process: each step is one Lua script, atomic on the Redis server. */
export class RedisSeekPool implements SeekPool {
  constructor(
    private readonly redis: RedisCommands,
    private readonly key = POOL_KEY,
  ) {}

  seek(newRoomId: string): Promise<Waiting | undefined> {
    return this.run(newRoomId);
  }

  take(): Promise<Waiting | undefined> {
    return this.run('');
  }

  async reopen(roomId: string): Promise<boolean> {
    return Number(await this.redis.eval(REOPEN, 1, this.key, roomId)) > 0;
  }

  async withdraw(roomId: string): Promise<void> {
    await this.redis.eval(WITHDRAW, 1, this.key, roomId, `${this.key}:gone:`, FRESH_SECONDS);
  }

  async gone(roomId: string): Promise<boolean> {
    return Number(await this.redis.eval(GONE, 1, `${this.key}:gone:${roomId}`)) === 1;
  }

  private async run(newRoomId: string): Promise<Waiting | undefined> {
    const reply = await this.redis.eval(SEEK, 1, this.key, newRoomId, `${this.key}:fresh:`, FRESH_SECONDS);
    if (!Array.isArray(reply)) return undefined;
    const [roomId, fresh] = reply as [string, number];
    return { roomId, fresh: fresh === 1 };
  }
}
