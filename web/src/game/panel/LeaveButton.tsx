import { confirmLeavingLiveGame } from './leaveLiveGame';

/**
 * The player's own way out of a live game: it asks first ("Leave this game? You will lose it."), and Yes forfeits
 * (`onLeave` leaves the room, which the server records as a loss, and goes home). Links and the browser's Back
 * keep the seat instead (LiveGameBar leads back to it).
 */
export function LeaveButton({ onLeave }: { onLeave: () => void }) {
  return (
    <button
      type="button"
      className="g-leave-button"
      onClick={() => {
        if (confirmLeavingLiveGame()) onLeave();
      }}
    >
      Leave
    </button>
  );
}
