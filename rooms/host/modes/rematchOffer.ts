import { SEATS, type RematchStatus, type RoomError, type Seat } from '../../../engine';
import { REMATCH_EXPIRED } from '../../../contract/texts';
import type { RematchSnapshot } from '../ports';

/** How long after a game's end both players have to ask for the rematch. */
export const REMATCH_WINDOW_MS = 20_000;
/** How long a rematch room waits for its two players before it closes. */
export const REMATCH_JOIN_MS = 30_000;

/** The refusals of `rematch` and `decline`. */
export const REMATCH_ERRORS = {
  unavailable: {
    code: 'rematch/unavailable',
    message: 'A rematch is offered only after a game between two players.',
  },
  notYet: { code: 'rematch/not-yet', message: 'A rematch can be asked for once the game is over.' },
  expired: { code: 'rematch/expired', message: REMATCH_EXPIRED },
  declined: { code: 'rematch/declined', message: 'The rematch was declined.' },
  accepted: { code: 'rematch/accepted', message: 'The rematch is already agreed.' },
  failed: { code: 'rematch/failed', message: 'The rematch could not be started. Please try again later.' },
  budget: {
    code: 'rematch/budget',
    message: 'The rematch could not be started: one of you already has as many games open as allowed.',
  },
  reserved: { code: 'rematch/reserved', message: 'This rematch is reserved for its two players.' },
  noShow: { code: 'rematch/no-show', message: 'Your opponent did not join the rematch.' },
} as const satisfies Record<string, RoomError>;

/**
 * The rematch offer of one finished game between two players: it opens at the game's end for
 * REMATCH_WINDOW_MS; it is accepted once both seats asked, declined when one declines or leaves, and
 * expires at its deadline otherwise. Only its mode (TwoPlayerMode) changes it; `view` is what the snapshot shows.
 */
export class RematchOffer {
  private status: RematchStatus = '';
  private deadline = 0;
  private readonly asked = new Set<Seat>();
  private declinedBy: Seat | null = null;
  /** Seats whose player left before the offer opened (they decline it as it opens). */
  private readonly gone = new Set<Seat>();

  get current(): RematchStatus {
    return this.status;
  }

  /** When an open offer expires (server ms). */
  get expiresAt(): number {
    return this.deadline;
  }

  /** Opens the offer at the game's end; a player who already left declines it at once. */
  open(now: number): void {
    if (this.status !== '') return;
    this.status = 'open';
    this.deadline = now + REMATCH_WINDOW_MS;
    const [left] = this.gone;
    if (left !== undefined) this.settleDeclined(left);
  }

  /** `seat` asks for (or accepts) the rematch; a refusal says why. Both asked: the offer is accepted. */
  ask(seat: Seat, now: number): RoomError | undefined {
    const refused = this.refusal(now);
    if (refused !== undefined) return refused;
    this.asked.add(seat);
    if (SEATS.every((s) => this.asked.has(s))) this.status = 'accepted';
    return undefined;
  }

  /** `seat` declines the rematch; a refusal says why. */
  decline(seat: Seat, now: number): RoomError | undefined {
    const refused = this.refusal(now);
    if (refused !== undefined) return refused;
    this.settleDeclined(seat);
    return undefined;
  }

  /** `seat`'s player left the finished game: that declines an open offer (or the one about to open). */
  leave(seat: Seat): void {
    if (this.status === '') this.gone.add(seat);
    else if (this.status === 'open') this.settleDeclined(seat);
  }

  /** Expires an open offer whose deadline has passed; true when it did. */
  expire(now: number): boolean {
    if (this.status !== 'open' || now < this.deadline) return false;
    this.status = 'expired';
    return true;
  }

  /** The agreed rematch could not be started: the offer ends as expired. */
  fail(): void {
    this.status = 'expired';
  }

  /** The offer as the synced state shows it (nothing before it opens). */
  view(): RematchSnapshot | undefined {
    if (this.status === '') return undefined;
    const { status, deadline, declinedBy } = this;
    return { status, deadline, askedA: this.asked.has('A'), askedB: this.asked.has('B'), declinedBy };
  }

  private settleDeclined(seat: Seat): void {
    this.status = 'declined';
    this.declinedBy = seat;
  }

  private refusal(now: number): RoomError | undefined {
    this.expire(now);
    switch (this.status) {
      case '':
        return REMATCH_ERRORS.notYet;
      case 'open':
        return undefined;
      case 'accepted':
        return REMATCH_ERRORS.accepted;
      case 'declined':
        return REMATCH_ERRORS.declined;
      case 'expired':
        return REMATCH_ERRORS.expired;
    }
  }
}
