import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Toaster } from './Toaster';
import { useSession } from '../stores/session';
import '../styles/admin.css';

/** The line a non-admin reads on a settings screen. */
export const READ_ONLY_NOTE = 'Only admins can change these settings.';

/** True when the signed-in account may change settings (the server checks again on every write). */
export function useIsAdmin(): boolean {
  return useSession((s) => s.account?.role === 'admin');
}

/** The Back button of every settings screen: to /admin (home for a non-admin, who cannot open /admin). */
export function BackLink() {
  const admin = useIsAdmin();
  return (
    <Link to={admin ? '/admin' : '/'} className="button-link">
      Back
    </Link>
  );
}

/**
 * A settings screen: its title, a Back button, the content (or loading / failure), and the toast. For a
 * non-admin the content is read-only (a disabled fieldset disables every control in it) under a line saying
 * so; `tools` (view switches, not changes) stay usable.
 */
export function AdminPage(props: {
  readonly title: string;
  readonly children: ReactNode;
  readonly tools?: ReactNode;
  readonly loading?: boolean;
  readonly error?: string | null;
  readonly onRetry?: () => void;
}) {
  const { title, children, tools, loading = false, error = null, onRetry } = props;
  const admin = useIsAdmin();
  return (
    <div className="page admin stack">
      <div className="admin-head">
        <h1>{title}</h1>
        <BackLink />
      </div>
      {!admin && (
        <p className="card read-only-note" role="note">
          {READ_ONLY_NOTE}
        </p>
      )}
      {error !== null ? (
        <div className="card" role="alert">
          <p className="error">{error}</p>
          {onRetry && (
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      ) : loading ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          {tools}
          <fieldset
            className="admin-content stack"
            disabled={!admin}
            aria-label={admin ? undefined : 'Read only'}
          >
            {children}
          </fieldset>
        </>
      )}
      <Toaster />
    </div>
  );
}
