import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../stores/session';
import { noticeText, useNotices } from './notices';

/**
 * On every page once signed in: the player's games that ended because their server stopped, each told once as a
 * calm line with an OK button (docs/FEATURES.md, issue 27).
 */
export function GameNotices() {
  const { t } = useTranslation('notices');
  const userId = useSession((s) => (s.status === 'signedIn' ? (s.account?.username ?? '') : null));
  const shown = useNotices((s) => s.shown);
  const dismiss = useNotices((s) => s.dismiss);
  useEffect(() => {
    if (userId !== null) void useNotices.getState().load();
  }, [userId]);
  if (shown.length === 0) return null;
  return (
    <div>
      {shown.map((n) => (
        <div key={n.gameId} className="notice" role="status">
          <span>{noticeText(n)}</span>
          <button
            type="button"
            onClick={() => {
              dismiss(n.gameId);
            }}
          >
            {t('ok')}
          </button>
        </div>
      ))}
    </div>
  );
}
