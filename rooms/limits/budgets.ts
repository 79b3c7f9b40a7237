import { ServerError, type Client, type Presence } from '@colyseus/core';
import { sendError } from '../colyseus/messages';

/** What to do with one more message from a connection. */
export type MessageVerdict = 'ok' | 'warn' | 'drop' | 'close';

/**
 * Messages per second per connection, counted on the room's clock: up to `perSecond` pass; the first one
 * over gets a warning (`rate/limited`), the next are dropped, and after `refusedBeforeClose` refusals in the
 * same second the connection is closed.
 */
export class MessageBudget {
  private readonly windows = new Map<string, { second: number; count: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly refusedBeforeClose: number,
  ) {}

  take(connection: string, now: number): MessageVerdict {
    const second = Math.floor(now / 1000);
    let window = this.windows.get(connection);
    if (window?.second !== second) {
      window = { second, count: 0 };
      this.windows.set(connection, window);
    }
    window.count++;
    const over = window.count - this.perSecond;
    if (over <= 0) return 'ok';
    if (over === 1) return 'warn';
    return over > this.refusedBeforeClose ? 'close' : 'drop';
  }

  forget(connection: string): void {
    this.windows.delete(connection);
  }

  /**
   * Whether `client`'s message may be handled now. The first one over the budget is answered with
   * `rate/limited`; past `refusedBeforeClose` refusals the connection is closed.
   */
  admit(client: Client, now: number): boolean {
    const verdict = this.take(client.sessionId, now);
    if (verdict === 'warn') {
      const message = `Too many messages: slow down (at most ${this.perSecond} a second).`;
      sendError(client, 'rate/limited', message);
    } else if (verdict === 'close') client.leave(CLOSE_FLOODING);
    return verdict === 'ok';
  }
}

/** The close code for a connection that kept flooding its room with messages. */
export const CLOSE_FLOODING = 4429;

const ROOMS_TTL_SECONDS = 6 * 3600;
const roomsKey = (userId: string) => `octoduel:rooms:${userId}`;

/**
 * Counts a new room against its creator's budget of live rooms, in the presence store (Redis when the
 * processes share one). Refused past `max`. The count expires in 6 hours in any case (a crashed process).
 */
export async function claimRoom(
  presence: Presence,
  userId: string,
  roomKey: string,
  max: number,
): Promise<void> {
  const key = roomsKey(userId);
  await presence.hset(key, roomKey, '1');
  await presence.expire(key, ROOMS_TTL_SECONDS);
  if ((await presence.hlen(key)) > max) {
    await presence.hdel(key, roomKey);
    throw new ServerError(429, budgetMessage(max));
  }
}

/** The refusal of a room past the user's live-room budget. */
const budgetMessage = (max: number) =>
  `You already have ${max} games open. Finish or leave one before starting another.`;

/**
 * Whether an error is the live-room budget's refusal. A room created on another process (Redis) sends its
 * failure back through Colyseus's IPC with the message alone: matchmaking then throws it with Colyseus's
 * "unhandled" code (4213), the 429 lost.
 */
export function isBudgetRefusal(err: Error): boolean {
  return /^You already have \d+ games open\./.test(err.message);
}

/** Gives a closed room back to its creator's budget. */
export async function releaseRoom(presence: Presence, userId: string, roomKey: string): Promise<void> {
  await presence.hdel(roomsKey(userId), roomKey);
}

/**
 * A dead process's room gives its places back (rooms/scaleOut/crashWatch.ts): a survivor recorded its game `gameId`
 * (`<roomKey>-<n>`, rooms/colyseus/gameRoom.ts), and each of `userIds` (its seated users) may have held a place for it.
 */
export async function releaseDeadRoom(
  presence: Presence,
  gameId: string,
  userIds: readonly string[],
): Promise<void> {
  const roomKey = gameId.replace(/-\d+$/, '');
  await Promise.all(userIds.map((userId) => releaseRoom(presence, userId, roomKey)));
}

/**
 * One room's places in the live-room budgets of the users it is held for (its creator; both players of a
 * rematch room): all taken when it is created or none (a refused claim gives back those already taken), given
 * back once when it closes.
 */
export class RoomClaims {
  private userIds: readonly string[] = [];

  constructor(private readonly roomKey: string) {}

  /** Takes a place for each of `userIds` (nothing for an empty list); refused (429) past `max` for any. */
  async take(presence: Presence, userIds: readonly string[], max: number): Promise<void> {
    const taken: string[] = [];
    try {
      for (const userId of new Set(userIds)) {
        await claimRoom(presence, userId, this.roomKey, max);
        taken.push(userId);
      }
    } catch (err) {
      await Promise.all(taken.map((userId) => releaseRoom(presence, userId, this.roomKey)));
      throw err;
    }
    this.userIds = taken;
  }

  async release(presence: Presence): Promise<void> {
    const { userIds } = this;
    this.userIds = [];
    await Promise.all(userIds.map((userId) => releaseRoom(presence, userId, this.roomKey)));
  }
}
