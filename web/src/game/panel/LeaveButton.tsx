import { confirmLeavingLiveGame } from './leaveLiveGame';
import { useTranslation } from 'react-i18next';

/**
 * The player's own way out of a live game: it asks first ("Leave this game? You will lose it."), and Yes forfeits
 * (`onLeave` leaves the room, which the server records as a loss, and goes home). Links and the browser's Back
 * keep the seat instead (LiveGameBar leads back to it).
 */
export function LeaveButton({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('gamePanel');
  return (
    <button
      type="button"
      className="g-leave-button"
      onClick={() => {
        if (confirmLeavingLiveGame()) onLeave();
      }}
    >
      {t('buttons.leave')}
    </button>
  );
}
