import { useGame } from '../../stores/game';
import { useTranslation } from 'react-i18next';

/**
 * Says when the connection is lost and being restored, or could not be; otherwise the server's notice, if any (a
 * calm line: the server restarts after this game).
 */
export function ConnectionBanner({ onHome }: { onHome?: () => void }) {
  const { t } = useTranslation('gamePanel');
  const banner = useGame((s) => s.banner);
  const notice = useGame((s) => s.notice);
  const status = useGame((s) => s.status);
  if (banner === null)
    return notice === null ? null : (
      <div className="g-banner" role="status">
        <span>{notice}</span>
      </div>
    );
  return (
    <div
      className={`g-banner${status === 'reconnecting' ? ' g-banner-busy' : ' g-banner-error'}`}
      role="status"
    >
      <span>{banner}</span>
      {status === 'closed' && onHome !== undefined && (
        <button type="button" onClick={onHome}>
          {t('buttons.home')}
        </button>
      )}
    </div>
  );
}
