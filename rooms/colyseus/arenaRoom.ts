import { isLivePhase, SEATS } from '../../engine';
import { ArenaGameMode } from '../host/modes/arenaGameMode';
import type { ModeHost, ModePolicy } from '../host/modes/modePolicy';
import type { SeatReservingRoom } from '../matchmaking/mayTakeSeat';
import { arenaGameOf } from '../matchmaking/roomOptions';
import { GameRoom } from './gameRoom';

/**
 * An arena's game (issue 41): made by the arena's director (rooms/arena/) with a seat held for each of its two
 * paired players, who join it by its id; anyone else may watch. Its host's mode is an ArenaGameMode
 * (rooms/host/modes/arenaGameMode.ts): the start and the end go to the arena, berserk is taken before the first
 * move, a player who does not come loses, and the room closes after the result.
 */
export class ArenaRoom extends GameRoom implements SeatReservingRoom {
  override maxClients = 2;
  private arena!: ArenaGameMode;

  protected createMode(host: ModeHost, options: Record<string, unknown>): ModePolicy {
    const game = arenaGameOf(options);
    if (game === undefined) throw new Error('An arena game is made by its arena, with its pairing.');
    // The room closes itself (the no-show, or after the result): Colyseus would dispose it empty once its seat
    // reservation time (15 s) passed, before the no-show (20 s), and its pairing would end void, not counted.
    this.autoDispose = false;
    const { arenaResults, arenaNoShowMs, closeAfterGameMs } = this.services;
    this.arena = new ArenaGameMode(host, {
      pairingId: game.pairingId,
      seats: game.seats,
      results: arenaResults,
      noShowMs: arenaNoShowMs,
      closeAfterGameMs,
    });
    return this.arena;
  }

  /** Only its two paired players take a seat (rooms/matchmaking/mayTakeSeat.ts). */
  mayTakeSeat(userId: string): boolean {
    return this.arena.mayTakeSeat(userId);
  }

  /**
   * The arena's director, for a player who withdrew during the game: the game is forfeited by that player (by
   * room id, on any process). True when it was.
   */
  forfeitUser(userId: string): boolean {
    const seat = SEATS.find((s) => this.host.seat(s)?.userId === userId);
    if (seat === undefined || !isLivePhase(this.host.game.phase)) return false;
    return this.host.event({ type: 'forfeit', seat }) === undefined;
  }
}
