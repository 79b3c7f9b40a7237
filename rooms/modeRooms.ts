import { ServerError, type Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import { aiLevelFor, aiSeed } from '../engine';
import { getSetting } from '../api/db/settings';
import type { SeatUser } from './auth';
import { GameRoom } from './gameRoom';
import { aiSeat, seatHuman } from './seats';
import { isAiLevel, UNKNOWN_LEVEL } from './roomOptions';

/** A game between two signed-in players: public (`others`) or private by code (`h2a0`). */
abstract class TwoPlayerRoom extends GameRoom {
  override maxClients = 2;

  override onJoin(client: Client, _options: unknown, user: SeatUser): void {
    if (this.admitSpectator(client)) return;
    seatHuman(this.seats, client, user, ['A', 'B']);
    if (this.seats.A !== undefined && this.seats.B !== undefined) this.start();
    else this.update();
  }
}

/** Public matchmaking: players join the oldest waiting room (see defineRooms). */
export class OthersRoom extends TwoPlayerRoom {
  readonly mode = 'others';
  protected override readonly watchable = true;
  protected setup(): void {}
}

const CODE_TTL_SECONDS = 6 * 3600;

/** A private game joined by its 6-digit code, which is the room id, reserved so no two live games share one. */
export class PrivateRoom extends TwoPlayerRoom {
  readonly mode = 'h2a0';
  private codeKey: string | undefined;

  protected async setup(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = String(randomInt(100_000, 1_000_000));
      const key = `octoduel:code:${code}`;
      if ((await this.presence.hincrbyex(key, 'n', 1, CODE_TTL_SECONDS)) === 1) {
        this.codeKey = key;
        this.roomId = code;
        await this.setPrivate(true);
        return;
      }
    }
    throw new ServerError(503, 'No game code is free right now. Please try again.');
  }

  override async onDispose(): Promise<void> {
    await super.onDispose();
    if (this.codeKey !== undefined) this.presence.del(this.codeKey);
  }
}

/**
 * One player against a server AI (level easy, medium or hard, or an engine AI name; hard by default; anything
 * else is refused) named from the AI names setting.
 */
export class AiRoom extends GameRoom {
  readonly mode = 'h1a1';
  override maxClients = 1;
  protected override readonly watchable = true;

  protected async setup(options: Record<string, unknown>): Promise<void> {
    if (!isAiLevel(options.level)) throw new ServerError(400, UNKNOWN_LEVEL);
    const level = aiLevelFor(options.level);
    this.state.level = typeof options.level === 'string' ? options.level : 'hard';
    const [name] = await aiNames(this, 1);
    // The AI's sampling comes from the committed game seed (docs/FAIRNESS.md).
    this.seats.B = aiSeat('B', name!, level, aiSeed(this.game.seed, 'B'));
    this.update();
  }

  override onJoin(client: Client, _options: unknown, user: SeatUser): void {
    if (this.admitSpectator(client)) return;
    seatHuman(this.seats, client, user, ['A']);
    this.start();
  }
}

/** `count` distinct names drawn from the first `qty` of the AI names setting. */
export async function aiNames(room: GameRoom, count: number): Promise<string[]> {
  const { qty, names } = await getSetting(room.services.db, 'aiNames');
  const pool = names.slice(0, Math.max(count, qty));
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(randomInt(0, pool.length), 1)[0]!);
  while (picked.length < count) picked.push(`AI ${picked.length + 1}`);
  return picked;
}
