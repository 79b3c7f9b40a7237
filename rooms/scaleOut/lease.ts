// Leases (issue 27): a key held by one holder at a time, across every process when they share Redis, for a time
// to live that its holder renews while it needs the key. A holder that stops (or dies) without releasing it loses
// it when the time runs out. The exhibition holds one while it runs, so that it runs once across all processes.

export interface Leases {
  /** Takes `key` for `holder` for `ttlMs` when nobody holds it; true when `holder` took it. */
  take(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Extends `holder`'s lease on `key` to `ttlMs` from now; false when `holder` does not hold it (any more). */
  renew(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Ends `holder`'s lease on `key`; another holder's is left as it is. */
  release(key: string, holder: string): Promise<void>;
}

/** Leases in this process's memory (one process, no Redis): every step is atomic on the one event loop. */
export class MemoryLeases implements Leases {
  /** Each held key's holder, and when its lease runs out (ms). */
  private readonly held = new Map<string, { holder: string; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(key: string, holder: string, ttlMs: number): Promise<boolean> {
    if (this.holderOf(key) !== undefined) return Promise.resolve(false);
    this.held.set(key, { holder, until: this.now() + ttlMs });
    return Promise.resolve(true);
  }

  renew(key: string, holder: string, ttlMs: number): Promise<boolean> {
    if (this.holderOf(key) !== holder) return Promise.resolve(false);
    this.held.set(key, { holder, until: this.now() + ttlMs });
    return Promise.resolve(true);
  }

  release(key: string, holder: string): Promise<void> {
    if (this.holderOf(key) === holder) this.held.delete(key);
    return Promise.resolve();
  }

  private holderOf(key: string): string | undefined {
    const lease = this.held.get(key);
    return lease !== undefined && lease.until > this.now() ? lease.holder : undefined;
  }
}

/** The few ioredis commands the Redis leases use (the presence's command connection). */
export interface LeaseCommands {
  set(key: string, value: string, px: 'PX', ttlMs: number, nx: 'NX'): Promise<unknown>;
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

/** Extend KEYS[1] by ARGV[2] ms if ARGV[1] holds it. */
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** Delete KEYS[1] if ARGV[1] holds it. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Leases in Redis, shared by every process: a key whose value is its holder, set only when absent (`SET … NX PX`)
 * and renewed or deleted only by its holder (a Lua compare-and-set, atomic on the Redis server). A Redis error is
 * logged and answered as if the lease were not had: nothing is taken, a renewal fails.
 */
export class RedisLeases implements Leases {
  constructor(private readonly redis: LeaseCommands) {}

  async take(key: string, holder: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK';
    } catch (err) {
      console.error(`lease ${key}: could not take it`, err);
      return false;
    }
  }

  async renew(key: string, holder: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.redis.eval(RENEW, 1, key, holder, ttlMs)) === 1;
    } catch (err) {
      console.error(`lease ${key}: could not renew it`, err);
      return false;
    }
  }

  async release(key: string, holder: string): Promise<void> {
    try {
      await this.redis.eval(RELEASE, 1, key, holder);
    } catch (err) {
      console.error(`lease ${key}: could not release it (it runs out by itself)`, err);
    }
  }
}
