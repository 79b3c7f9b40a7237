import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Toaster } from './Toaster';
import '../styles/admin.css';

/** The Back button of every settings screen: to /admin. */
export function BackLink() {
  return (
    <Link to="/admin" className="button-link">
      Back
    </Link>
  );
}

/** A settings screen: its title, a Back button, the content (or loading / failure), and the toast. */
export function AdminPage(props: {
  readonly title: string;
  readonly children: ReactNode;
  readonly loading?: boolean;
  readonly error?: string | null;
  readonly onRetry?: () => void;
}) {
  const { title, children, loading = false, error = null, onRetry } = props;
  return (
    <div className="page admin stack">
      <div className="admin-head">
        <h1>{title}</h1>
        <BackLink />
      </div>
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
        children
      )}
      <Toaster />
    </div>
  );
}
