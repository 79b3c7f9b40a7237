import { SEATS, type RoomError, type Seat } from '../../../engine';
import type { ArenaGameEnd } from '../../../contract/records';
import type { ArenaResults, ModeCommand, ModeSnapshot, SeatUsers } from '../ports';
import { SeatError } from '../seats';
import { berserkCommand } from './berserk';
import { closeAfterGame, notTaken } from './closeAfterGame';
import type { ModeHost, ModePolicy } from './modePolicy';

/** A seat of an arena game asked for by anyone but the player it was paired for. */
export const ARENA_SEAT_HELD = 'This seat is held for the arena player paired to it.';

/** A player who did not come to its arena game is told nothing; the one who came is told this before it closes. */
export const ARENA_NO_SHOW = {
  code: 'arena/no-show',
  message: 'Your opponent did not come: the game is yours. Back to the arena for your next one.',
} as const;

/** What an arena game is given besides its host. */
export interface ArenaGameSetup {
  /** The arena's pairing this game plays (api/db/arenas.ts). */
  readonly pairingId: string;
  /** The user each seat is held for. */
  readonly seats: SeatUsers;
  /** Where the game's start and end are handed to the arena. */
  readonly results: ArenaResults;
  /** How long the two players have to come (ms): one who has not loses it and is paused. */
  readonly noShowMs: number;
  /** How long the finished game's room stays open for its result screen (ms). */
  readonly closeAfterGameMs: number;
}

/**
 * An arena game (issue 41, docs/RULES.md "Arenas"): the arena's director paired two players and made this room with
 * a seat held for each. The policy hands the arena the game's start and its end (the winner, the turns, who went
 * berserk; a no-show when a player did not come within `noShowMs`), takes `berserk` from a player before the first
 * move, and closes after the result (no rematch: the arena pairs the next game).
 */
export class ArenaGameMode implements ModePolicy {
  /** The end was handed to the arena (once). */
  private reported = false;

  constructor(
    private readonly host: ModeHost,
    private readonly setup: ArenaGameSetup,
  ) {}

  async prepare(): Promise<void> {
    this.host.schedule({ type: 'arena-no-show' }, this.host.now() + this.setup.noShowMs);
  }

  /** Only the two paired players take a seat. */
  mayTakeSeat(userId: string): boolean {
    return SEATS.some((s) => this.setup.seats[s] === userId);
  }

  seatsFor(_connection: string, userId: string): readonly Seat[] {
    const seat = SEATS.find((s) => this.setup.seats[s] === userId);
    if (seat === undefined) throw new SeatError(403, ARENA_SEAT_HELD);
    return [seat];
  }

  started(): void {
    this.host.cancel({ type: 'arena-no-show' });
    this.report(() => this.setup.results.started(this.setup.pairingId, this.host.gameId()));
  }

  /** The result was told: the arena counts it, and the room closes after its result screen. */
  afterGame(): void {
    const game = this.host.game();
    const winner = game.result?.winner ?? 'none';
    this.ended({
      status: winner === 'none' ? 'void' : 'done',
      winner,
      turns: game.turn,
      berserk: game.berserk,
      endedAt: this.host.now(),
    });
    closeAfterGame(this.host, this.setup.closeAfterGameMs);
  }

  command(connection: string, type: ModeCommand): RoomError | undefined {
    return type === 'berserk' ? berserkCommand(this.host, connection) : notTaken(type);
  }

  left(_seat: Seat): void {}

  snapshot(): ModeSnapshot {
    return {};
  }

  /**
   * The wait for the players is over and the game has not started: each player who did not come loses (and is
   * paused by the arena); the one who came wins and is told so. Neither came: both lose.
   */
  arenaNoShow(): void {
    if (!this.host.isWaiting()) return;
    const present = SEATS.filter((s) => this.host.userOf(s) !== undefined);
    const absent = SEATS.filter((s) => !present.includes(s));
    this.ended({
      status: 'no-show',
      winner: present.length === 1 ? present[0]! : 'none',
      turns: 0,
      berserk: { A: false, B: false },
      absent,
      endedAt: this.host.now(),
    });
    this.host.toAll({ type: 'error', body: ARENA_NO_SHOW });
    this.host.close();
  }

  private ended(end: ArenaGameEnd): void {
    if (this.reported) return;
    this.reported = true;
    this.report(() => this.setup.results.ended(this.setup.pairingId, end));
  }

  /** Hands the arena a report; a failure is logged (the arena's director settles a pairing left open). */
  private report(send: () => Promise<void>): void {
    send().catch((err: unknown) => {
      console.error(`arena pairing ${this.setup.pairingId}: the report failed`, err);
    });
  }
}
