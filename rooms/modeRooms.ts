import { matchMaker, ServerError, type Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import { aiLevelFor, aiNamesFor, SEATS, type AiLevel, type RoomError, type Seat } from '../engine';
import type { SeatUser } from './auth';
import { GameRoom } from './gameRoom';
import type { ModeCommand } from './host/ports';
import type { Store } from './host/ports';
import { sendError, sendTo } from './messages';
import {
  REMATCH_ERRORS,
  REMATCH_JOIN_MS,
  REMATCH_WINDOW_MS,
  RematchOffer,
  rematchOptions,
  reservedSeats,
  type ReservedSeats,
} from './rematch';
import { seatHuman, seatOf } from './seats';
import type { SeatReservingRoom } from './mayTakeSeat';
import { PoolSeats, type SeatsNow } from './poolSeats';
import type { SeatVerdict } from './publicMatch';
import { isAiLevel, SEEK_OPTION, UNKNOWN_LEVEL } from './roomOptions';

/** A seat reservation that did not come through the seek pool, in a public room (defence in depth: the gate refuses it). */
export const NOT_MATCHED = 'A public game seats only players the matchmaking paired.';

/**
 * A game between two signed-in players: public (`others`) or private by code (`h2a0`). After the game both may
 * ask for a rematch (rooms/rematch.ts): a new room of the same mode, seats swapped, reserved for the two.
 */
abstract class TwoPlayerRoom extends GameRoom implements SeatReservingRoom {
  override maxClients = 2;
  private readonly rematch = new RematchOffer();
  /** A rematch room: the user each seat is reserved for; undefined in a room open to anyone. */
  private reserved: ReservedSeats | undefined;

  /**
   * A rematch room is created by the server, not by a player: it takes a place in both reserved players'
   * budgets, so chaining rematches (or leaving rematch rooms open) cannot hold more live rooms than the budget.
   */
  protected override budgetHolders(options: Record<string, unknown>): string[] {
    const reserved = reservedSeats(options);
    return [...super.budgetHolders(options), ...(reserved === undefined ? [] : [reserved.A, reserved.B])];
  }

  /** A rematch room is reserved for its two players (hidden from public matchmaking) and closes unjoined. */
  protected async reserveSeats(options: Record<string, unknown>): Promise<void> {
    this.reserved = reservedSeats(options);
    if (this.reserved === undefined) return;
    await this.setPrivate(true);
    this.host.schedule('rematch-join', this.host.now() + REMATCH_JOIN_MS);
  }

  override onJoin(client: Client, _options: unknown, user: SeatUser): void {
    if (this.joinAsSpectator(client)) return;
    if (!this.admitsSeat(client)) throw new ServerError(403, NOT_MATCHED);
    const { seats } = this.host;
    seatHuman(seats, client, user, this.seatsFor(user));
    if (seats.A !== undefined && seats.B !== undefined) this.start();
    else this.host.update();
  }

  /** Anyone signed in may ask for a seat; a rematch room holds them only for its two players (rooms/mayTakeSeat.ts). */
  mayTakeSeat(userId: string): boolean {
    const { reserved } = this;
    return reserved === undefined || SEATS.some((s) => reserved[s] === userId);
  }

  /** Whether a reservation may take a seat (a public room: only one the seek pool admitted). */
  protected admitsSeat(_client: Client): boolean {
    return true;
  }

  /** The seats `user` may take: both, or in a rematch room the one reserved for them (others are refused). */
  private seatsFor(user: SeatUser): readonly Seat[] {
    const { reserved } = this;
    if (reserved === undefined) return ['A', 'B'];
    const seat = SEATS.find((s) => reserved[s] === user.userId);
    if (seat === undefined) throw new ServerError(403, REMATCH_ERRORS.reserved.message);
    return [seat];
  }

  /** The result is shown: the rematch offer opens, and the room stays open at least as long as the offer. */
  override afterGame(): void {
    this.rematch.open(this.host.now());
    this.syncRematch();
    const { closeAfterGameMs } = this.services;
    this.host.schedule('close', this.host.now() + Math.max(closeAfterGameMs, REMATCH_WINDOW_MS));
  }

  override command(connection: string, type: ModeCommand): RoomError | undefined {
    if (type !== 'rematch' && type !== 'decline') return super.command(connection, type);
    const seat = seatOf(this.host.seats, connection);
    if (seat === undefined) return { code: 'seat/unknown', message: 'You are not a player in this game.' };
    const now = this.host.now();
    const refused = type === 'rematch' ? this.rematch.ask(seat, now) : this.rematch.decline(seat, now);
    this.syncRematch();
    if (refused === undefined && this.rematch.current === 'accepted') void this.startRematch();
    return refused;
  }

  /** Both asked: creates the new room (same mode and clock, seats swapped) and tells both players its id. */
  private async startRematch(): Promise<void> {
    const { A: a, B: b } = this.host.seats;
    const clientOf = (key: string | undefined) => this.clients.find((c) => c.sessionId === key);
    try {
      if (a?.userId === undefined || b?.userId === undefined) throw new Error('a seat has no user');
      const options = rematchOptions({ A: a.userId, B: b.userId }, this.host.options.clock);
      const { roomId } = await matchMaker.createRoom(this.roomName, options);
      for (const info of [a, b]) {
        const client = clientOf(info.key);
        if (client !== undefined) sendTo(client, { type: 'rematch', body: { roomId } });
      }
    } catch (err) {
      // A full live-room budget (429 from the rematch room's claims) is the players' to fix, not a fault.
      const overBudget = err instanceof ServerError && err.code === 429;
      if (!overBudget) console.error('rematch room failed', err);
      this.rematch.fail();
      this.syncRematch();
      const { code, message } = overBudget ? REMATCH_ERRORS.budget : REMATCH_ERRORS.failed;
      for (const info of [a, b]) {
        const client = clientOf(info?.key);
        if (client !== undefined) sendError(client, code, message);
      }
    }
  }

  /** Publishes the offer, and wakes the room at its deadline while it is open. */
  private syncRematch(): void {
    this.rematch.syncTo(this.state);
    if (this.rematch.current === 'open') this.host.schedule('rematch-expire', this.rematch.expiresAt);
    else this.host.cancel('rematch-expire');
  }

  override wake(name: string): void {
    if (name === 'rematch-expire') {
      this.rematch.expire(this.host.now());
      this.syncRematch();
    } else if (name === 'rematch-join') {
      if (this.host.game.phase !== 'waiting') return;
      const { code, message } = REMATCH_ERRORS.noShow;
      for (const client of this.clients) sendError(client, code, message);
      void this.disconnect();
    } else super.wake(name);
  }

  /** Leaving the finished game (or the game ending while gone) declines the rematch. */
  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const seat = seatOf(this.host.seats, client.sessionId);
    await super.onLeave(client, consented);
    if (seat === undefined || this.host.game.phase !== 'over') return;
    const key = this.host.seats[seat]?.key;
    if (this.clients.some((c) => c.sessionId === key)) return;
    this.rematch.leave(seat);
    this.syncRematch();
  }
}

/**
 * A public game. Matchmaking goes through the seek pool (rooms/publicMatch.ts): the room is created under the id a
 * seeker put in the pool and admits each player (PoolSeats) before Colyseus reserves the seat; nobody else takes a
 * seat (no opponent chosen by hand, issue 35), and a seat not taken is given back after a few seconds
 * (`publicSeatReservationSeconds`). A rematch room is hidden and not in the pool.
 */
export class OthersRoom extends TwoPlayerRoom {
  /** The seats as the seek pool sees them (undefined for a room not created through it). */
  private pool: PoolSeats | undefined;
  /** False once its process drains (rooms/drain.ts): a waiting room then closes, and seats no one meanwhile. */
  private admitting = true;

  protected async setup(options: Record<string, unknown>): Promise<void> {
    await this.reserveSeats(options);
    const roomId = options[SEEK_OPTION];
    if (typeof roomId !== 'string') return;
    this.roomId = roomId;
    this.setSeatReservationTime(this.services.limits.publicSeatReservationSeconds);
    this.pool = new PoolSeats(this.services.seekPool, roomId, this.maxClients, {
      seatsNow: () => this.seatsNow(),
      seekAgain: () => {
        for (const client of this.clients) sendTo(client, { type: 'seek', body: {} });
      },
    });
  }

  /** A seeker asks for a seat (by room id, on any process) before Colyseus reserves it (PoolSeats.admit). */
  admitPlayer(sessionId: string, userId: string): SeatVerdict {
    const verdict = this.admitting
      ? (this.pool?.admit(sessionId, userId, this.seatsNow()) ?? 'full')
      : 'full';
    if (verdict === 'ok') {
      const ms = this.seatReservationTime * 1000 + 1000;
      this.clock.setTimeout(() => {
        this.dropPlayer(sessionId);
      }, ms);
    }
    return verdict;
  }

  stopAdmitting(): void {
    this.admitting = false;
  }

  /** An admitted player will not come (its reservation failed, or ran out unused). */
  dropPlayer(sessionId: string): void {
    this.pool?.drop(sessionId, this.seatsNow());
  }

  private seatsNow(): SeatsNow {
    const seated = SEATS.flatMap((s) => this.host.seats[s]?.userId ?? []);
    return { seated, waiting: this.host.game.phase === 'waiting' };
  }

  protected override admitsSeat(client: Client): boolean {
    return this.pool === undefined || this.pool.joined(client.sessionId);
  }

  override onJoin(client: Client, options: unknown, user: SeatUser): void {
    super.onJoin(client, options, user);
    // Its creator sat down: another room may have come to wait meanwhile (then this one's player seeks again).
    this.pool?.keepListed(this.seatsNow());
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    await super.onLeave(client, consented);
    this.pool?.keepListed(this.seatsNow());
  }

  protected override start(): void {
    super.start();
    this.pool?.withdraw();
  }

  override async onDispose(): Promise<void> {
    await super.onDispose();
    this.pool?.withdraw();
  }
}

const CODE_TTL_SECONDS = 6 * 3600;

/** A private game joined by its 6-digit code, which is the room id, reserved so no two live games share one. */
export class PrivateRoom extends TwoPlayerRoom {
  private codeKey: string | undefined;

  protected async setup(options: Record<string, unknown>): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = String(randomInt(100_000, 1_000_000));
      const key = `octoduel:code:${code}`;
      if ((await this.presence.hincrbyex(key, 'n', 1, CODE_TTL_SECONDS)) === 1) {
        this.codeKey = key;
        this.roomId = code;
        await this.setPrivate(true);
        await this.reserveSeats(options);
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
 * One player against a server AI (level easy, medium, hard or perfect, or an engine AI name; hard by default;
 * anything else is refused) named from the AI names setting.
 */
export class AiRoom extends GameRoom {
  override maxClients = 1;

  protected async setup(options: Record<string, unknown>): Promise<void> {
    if (!isAiLevel(options.level)) throw new ServerError(400, UNKNOWN_LEVEL);
    const level = aiLevelFor(options.level);
    this.state.level = typeof options.level === 'string' ? options.level : 'hard';
    const [name] = await aiNames(this.services.store, 1, level);
    // The AI's sampling comes from the committed game seed (docs/FAIRNESS.md).
    this.host.seatAi('B', name!, level);
  }

  override onJoin(client: Client, _options: unknown, user: SeatUser): void {
    if (this.joinAsSpectator(client)) return;
    seatHuman(this.host.seats, client, user, ['A']);
    this.start();
  }
}

/**
 * `count` distinct names for AIs of `level`, drawn from the first `qty` of the AI names setting: a name always
 * plays the same level (engine aiLevelOfName, docs/RULES.md).
 */
export async function aiNames(store: Store, count: number, level: AiLevel): Promise<string[]> {
  const { qty, names } = await store.aiNames();
  return aiNamesFor(level, count, names.slice(0, qty), names, (n) => randomInt(0, n));
}
