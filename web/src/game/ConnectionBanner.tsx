import { useGame } from '../stores/game';

/** Says when the connection is lost and being restored, or could not be. */
export function ConnectionBanner({ onHome }: { onHome?: () => void }) {
  const banner = useGame((s) => s.banner);
  const status = useGame((s) => s.status);
  if (banner === null) return null;
  return (
    <div
      className={`g-banner${status === 'reconnecting' ? ' g-banner-busy' : ' g-banner-error'}`}
      role="status"
    >
      <span>{banner}</span>
      {status === 'closed' && onHome !== undefined && (
        <button type="button" onClick={onHome}>
          Home
        </button>
      )}
    </div>
  );
}
