import { SEATS, type RoomError, type Seat } from '../../../engine';
import type { ModeCommand, ModeSnapshot, RoomFactory, SeatUsers } from '../ports';
import { NOT_A_PLAYER } from '../refusals';
import { SeatError } from '../seats';
import { closeAfterGame, notTaken } from './closeAfterGame';
import type { ModeHost, ModePolicy } from './modePolicy';
import { REMATCH_ERRORS, REMATCH_JOIN_MS, REMATCH_WINDOW_MS, RematchOffer } from './rematchOffer';

/** A seat reservation that did not come through the seek pool, in a public room (defence in depth: the gate refuses it). */
export const NOT_MATCHED = 'A public game seats only players the matchmaking paired.';

/** What a game between two players is given besides its host. */
export interface TwoPlayerSetup {
  /** Creates the rematch's room. */
  readonly rooms: RoomFactory;
  /** How long a finished game's room stays open for its result screen (ms). */
  readonly closeAfterGameMs: number;
  /** A rematch room: the user each seat is held for; undefined in a room open to anyone. */
  readonly reserved?: SeatUsers;
  /** A public room: whether the connection's seat was admitted by the seek pool (undefined: any seat is). */
  readonly admitted?: (connection: string) => boolean;
}

/**
 * A game between two signed-in players (`others`, `h2a0`), lila's Rematcher: after the game both may ask for a
 * rematch, a new room of the same mode and clock with the seats swapped, held for the two of them
 * (REMATCH_WINDOW_MS to agree; a rematch room closes when its second player has not come in REMATCH_JOIN_MS).
 * The room stays open at least as long as the offer.
 */
export class TwoPlayerMode implements ModePolicy {
  private readonly offer = new RematchOffer();

  constructor(
    private readonly host: ModeHost,
    private readonly setup: TwoPlayerSetup,
  ) {}

  async prepare(): Promise<void> {
    if (this.setup.reserved !== undefined)
      this.host.schedule({ type: 'rematch-no-show' }, this.host.now() + REMATCH_JOIN_MS);
  }

  /** Anyone signed in may ask for a seat; a rematch room holds them only for its two players. */
  mayTakeSeat(userId: string): boolean {
    const { reserved } = this.setup;
    return reserved === undefined || SEATS.some((s) => reserved[s] === userId);
  }

  /** Both seats, or in a rematch room the one held for the user; in a public room only a seat the pool admitted. */
  seatsFor(connection: string, userId: string): readonly Seat[] {
    if (this.setup.admitted?.(connection) === false) throw new SeatError(403, NOT_MATCHED);
    const { reserved } = this.setup;
    if (reserved === undefined) return SEATS;
    const seat = SEATS.find((s) => reserved[s] === userId);
    if (seat === undefined) throw new SeatError(403, REMATCH_ERRORS.reserved.message);
    return [seat];
  }

  /** The result is shown: the rematch offer opens, and the room stays open at least as long as the offer. */
  afterGame(): void {
    this.offer.open(this.host.now());
    this.changed();
    closeAfterGame(this.host, this.setup.closeAfterGameMs, REMATCH_WINDOW_MS);
  }

  command(connection: string, type: ModeCommand): RoomError | undefined {
    if (type !== 'rematch' && type !== 'decline') return notTaken(type);
    const seat = this.host.seatOf(connection);
    if (seat === undefined) return NOT_A_PLAYER;
    const now = this.host.now();
    const refused = type === 'rematch' ? this.offer.ask(seat, now) : this.offer.decline(seat, now);
    this.changed();
    if (refused === undefined && this.offer.current === 'accepted') void this.startRematch();
    return refused;
  }

  /** Leaving the finished game (or the game ending while gone) declines the rematch. */
  left(seat: Seat): void {
    this.offer.leave(seat);
    this.changed();
  }

  snapshot(): ModeSnapshot {
    const rematch = this.offer.view();
    return rematch === undefined ? {} : { rematch };
  }

  rematchExpired(): void {
    this.offer.expire(this.host.now());
    this.changed();
  }

  /** A rematch room whose second player did not come: the one who came is told why, and it closes. */
  rematchNoShow(): void {
    if (!this.host.isWaiting()) return;
    const { code, message } = REMATCH_ERRORS.noShow;
    this.host.toAll({ type: 'error', body: { code, message } });
    this.host.close();
  }

  /** Both asked: creates the new room (same mode and clock, seats swapped) and tells both players its id. */
  private async startRematch(): Promise<void> {
    const { host } = this;
    const [a, b] = [host.userOf('A'), host.userOf('B')];
    let refused: 'budget' | 'failed' = 'failed';
    try {
      if (a === undefined || b === undefined) throw new Error('a seat has no user');
      const { mode, clock } = host.options;
      const created = await this.setup.rooms.rematch(mode, clock, { A: b, B: a });
      if ('roomId' in created) {
        for (const seat of SEATS) host.toSeat(seat, { type: 'rematch', body: { roomId: created.roomId } });
        return;
      }
      refused = created.refused;
    } catch (err) {
      console.error('rematch room failed', err);
    }
    this.offer.fail();
    this.changed();
    const { code, message } = refused === 'budget' ? REMATCH_ERRORS.budget : REMATCH_ERRORS.failed;
    for (const seat of SEATS) host.toSeat(seat, { type: 'error', body: { code, message } });
  }

  /** Publishes the offer, and wakes the host at its deadline while it is open. */
  private changed(): void {
    this.host.changed();
    if (this.offer.current === 'open') this.host.schedule({ type: 'rematch-expire' }, this.offer.expiresAt);
    else this.host.cancel({ type: 'rematch-expire' });
  }
}
