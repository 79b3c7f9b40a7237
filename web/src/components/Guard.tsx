import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { guardTarget, useSession } from '../stores/session';

/** The flickering logo shown while the session is not known yet. */
export function WaitingLogo() {
  const { t } = useTranslation('components');
  return (
    <div className="logo-wait" role="status" aria-label={t('checkingSession')}>
      Octoduel
    </div>
  );
}

/** Shows its page only to signed-in players with a full profile; otherwise the spec's redirects, in order. */
export function Guard({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { status, account } = useSession();
  if (status === 'unknown') return <WaitingLogo />;
  const target = guardTarget(account);
  if (target !== 'show') return <Navigate to={target} replace />;
  if (admin && account?.role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
