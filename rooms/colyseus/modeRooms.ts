import { matchMaker, ServerError, type Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import type { SeatUser } from './auth';
import { GameRoom } from './gameRoom';
import { AiGameMode } from '../host/modes/aiGameMode';
import type { ModeHost, ModePolicy } from '../host/modes/modePolicy';
import { TwoPlayerMode } from '../host/modes/twoPlayerMode';
import type { RoomFactory } from '../host/ports';
import type { SeatReservingRoom } from '../matchmaking/mayTakeSeat';
import { PoolSeats, type SeatsNow } from '../matchmaking/poolSeats';
import type { SeatAnswer, SeatVerdict } from '../matchmaking/publicMatch';
import {
  isAiLevel,
  rematchOptions,
  reservedSeats,
  SEEK_OPTION,
  UNKNOWN_LEVEL,
} from '../matchmaking/roomOptions';

export { NOT_MATCHED } from '../host/modes/twoPlayerMode';

/**
 * A game between two signed-in players: public (`others`) or private by code (`h2a0`). Its host's mode is a
 * TwoPlayerMode (rooms/host/modes/twoPlayerMode.ts: the seats, the rematch); the room creates the rematch's room
 * through matchmaking, and holds a rematch room's seats for its two players (hidden from public matchmaking).
 */
abstract class TwoPlayerRoom extends GameRoom implements SeatReservingRoom {
  override maxClients = 2;
  private twoPlayers!: TwoPlayerMode;

  /**
   * A rematch room is created by the server, not by a player: it takes a place in both reserved players'
   * budgets, so chaining rematches (or leaving rematch rooms open) cannot hold more live rooms than the budget.
   */
  protected override budgetHolders(options: Record<string, unknown>): string[] {
    const reserved = reservedSeats(options);
    return [...super.budgetHolders(options), ...(reserved === undefined ? [] : [reserved.A, reserved.B])];
  }

  protected createMode(host: ModeHost, options: Record<string, unknown>): ModePolicy {
    const reserved = reservedSeats(options);
    const admitted = (connection: string) => this.admitsSeat(connection);
    const setup = { rooms: this.roomFactory(), closeAfterGameMs: this.services.closeAfterGameMs, admitted };
    this.twoPlayers = new TwoPlayerMode(host, reserved === undefined ? setup : { ...setup, reserved });
    return this.twoPlayers;
  }

  /** A rematch room is hidden from public matchmaking. */
  protected async hideIfReserved(options: Record<string, unknown>): Promise<void> {
    if (reservedSeats(options) !== undefined) await this.setPrivate(true);
  }

  /** Rematch rooms, through matchmaking: a full live-room budget (429 from the new room's claims) is the players' to fix. */
  private roomFactory(): RoomFactory {
    return {
      rematch: async (_mode, clock, seats) => {
        try {
          const { roomId } = await matchMaker.createRoom(this.roomName, rematchOptions(seats, clock));
          return { roomId };
        } catch (err) {
          const overBudget = err instanceof ServerError && err.code === 429;
          if (!overBudget) console.error('rematch room failed', err);
          return { refused: overBudget ? 'budget' : 'failed' };
        }
      },
    };
  }

  /** Anyone signed in may ask for a seat; a rematch room holds them only for its two players (rooms/matchmaking/mayTakeSeat.ts). */
  mayTakeSeat(userId: string): boolean {
    return this.twoPlayers.mayTakeSeat(userId);
  }

  /** Whether a reservation may take a seat (a public room: only one the seek pool admitted). */
  protected admitsSeat(_connection: string): boolean {
    return true;
  }
}

/**
 * A public game. Matchmaking goes through the seek pool (rooms/matchmaking/publicMatch.ts): the room is created under the id a
 * seeker put in the pool and admits each player (PoolSeats) before Colyseus reserves the seat; nobody else takes a
 * seat (no opponent chosen by hand, issue 35), and a seat not taken is given back after a few seconds
 * (`publicSeatReservationSeconds`). A rematch room is hidden and not in the pool.
 */
export class OthersRoom extends TwoPlayerRoom {
  /** The seats as the seek pool sees them (undefined for a room not created through it). */
  private pool: PoolSeats | undefined;
  /** False once its process drains (rooms/scaleOut/drain.ts): a waiting room then closes, and seats no one meanwhile. */
  private admitting = true;

  protected override async setup(options: Record<string, unknown>): Promise<void> {
    await this.hideIfReserved(options);
    const roomId = options[SEEK_OPTION];
    if (typeof roomId !== 'string') return;
    this.roomId = roomId;
    this.setSeatReservationTime(this.services.limits.publicSeatReservationSeconds);
    this.pool = new PoolSeats(this.services.seekPool, roomId, this.maxClients, {
      seatsNow: () => this.seatsNow(),
      seekAgain: () => {
        this.broadcast('seek', {});
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
        this.dropPlayer(sessionId).catch((err: unknown) => {
          console.warn('a seat not taken could not be given back', err);
        });
      }, ms);
    }
    return verdict;
  }

  /**
   * A seeker asks for a seat (rooms/matchmaking/publicMatch.ts takeSeat, by room id on any process): admitted
   * (admitPlayer), then reserved here by Colyseus under the same session id, in one call, so a seeker whose room
   * lives on another process waits for one hop between the processes, not two.
   */
  async seatSeeker(sessionId: string, user: SeatUser, options: Record<string, unknown>): Promise<SeatAnswer> {
    const verdict = this.admitPlayer(sessionId, user.userId);
    if (verdict !== 'ok') return { verdict };
    try {
      const reservation = await matchMaker.reserveSeatFor(this.listing, options, { ...user, sessionId });
      return { verdict, reservation };
    } catch {
      await this.dropPlayer(sessionId);
      return { verdict: 'full' };
    }
  }

  stopAdmitting(): void {
    this.admitting = false;
  }

  /**
   * An admitted player will not come (its reservation failed, ran out unused, or its matchmaking request was
   * abandoned): the seat is free again at once, Colyseus's hold on it included, so the next seeker can have it.
   */
  async dropPlayer(sessionId: string): Promise<void> {
    await this.releaseReservation(sessionId);
    this.pool?.drop(sessionId, this.seatsNow());
  }

  /**
   * Colyseus's hold on a seat reserved for `sessionId` and not taken yet, released as its own expiry does (the
   * reservation counts as a client, and fills the room, until it is used or runs out). A seat being taken (its
   * socket has arrived) is left alone.
   */
  private async releaseReservation(sessionId: string): Promise<void> {
    const seat = this.reservedSeats[sessionId];
    if (seat === undefined || seat[2] === true) return;
    clearTimeout(this.reservedSeatTimeouts[sessionId]);
    Reflect.deleteProperty(this.reservedSeatTimeouts, sessionId);
    Reflect.deleteProperty(this.reservedSeats, sessionId);
    await this._decrementClientCount();
  }

  private seatsNow(): SeatsNow {
    return { seated: this.host.seatedUsers(), waiting: this.host.game.phase === 'waiting' };
  }

  protected override admitsSeat(connection: string): boolean {
    return this.pool === undefined || this.pool.joined(connection);
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

  protected override onStarted(): void {
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

  protected override async setup(options: Record<string, unknown>): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = String(randomInt(100_000, 1_000_000));
      const key = `octoduel:code:${code}`;
      if ((await this.presence.hincrbyex(key, 'n', 1, CODE_TTL_SECONDS)) === 1) {
        this.codeKey = key;
        this.roomId = code;
        await this.setPrivate(true);
        await this.hideIfReserved(options);
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
 * anything else is refused): rooms/host/modes/aiGameMode.ts.
 */
export class AiRoom extends GameRoom {
  override maxClients = 1;

  protected override setup(options: Record<string, unknown>): void {
    if (!isAiLevel(options.level)) throw new ServerError(400, UNKNOWN_LEVEL);
  }

  protected createMode(host: ModeHost, options: Record<string, unknown>): ModePolicy {
    return new AiGameMode(host, options.level, this.services.closeAfterGameMs);
  }
}
