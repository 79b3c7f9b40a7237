import '../styles/signin.css';
import { useState, type SyntheticEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { formatName, isValidName, NAME_EMPTY, NAME_RULE_HELP } from '../../../engine';
import { WaitingLogo } from '../components/Guard';
import type { Account } from '../net/account';
import { RENAME } from '../../../contract/routes';
import { call } from '../net/call';
import { failureMessage } from '../signin/failure';
import { Busy } from '../signin/parts';
import { useSession } from '../stores/session';

/** /rename: for a player whose name breaks the name rule; Update saves a new one and goes home. */
export default function Rename() {
  const { status, account } = useSession();
  if (status === 'unknown') return <WaitingLogo />;
  if (account === null) return <Navigate to="/signin" replace />;
  if (account.hiveUsername === null) return <Navigate to="/profilecomplete" replace />;
  return <RenameForm account={account} hiveUsername={account.hiveUsername} />;
}

function RenameForm({ account, hiveUsername }: { account: Account; hiveUsername: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const setAccount = useSession((s) => s.setAccount);
  const navigate = useNavigate();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const newName = formatName(name);
    if (newName === '' || !isValidName(newName)) {
      setError(newName === '' ? NAME_EMPTY : `This name does not follow the rule. ${NAME_RULE_HELP}`);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { status: _status, ...updated } = await call(RENAME, {
        params: { hiveUsername },
        body: { newName },
      });
      setAccount(updated);
      void navigate('/', { replace: true });
    } catch (err) {
      setBusy(false);
      setError(failureMessage(err));
    }
  }

  return (
    <div className="page signin-page">
      <section className="card signin-card" aria-labelledby="rename-title">
        <h1 id="rename-title">Please choose a new name</h1>
        {account.name !== null && (
          <p>
            Your name <strong>{account.name}</strong> does not follow the name rule.
          </p>
        )}
        <p id="rename-help" className="muted">
          {NAME_RULE_HELP}
        </p>
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <p className="error" role="alert">
            {error}
          </p>
          <div>
            <label htmlFor="rename-name">New name</label>
            <input
              id="rename-name"
              autoComplete="name"
              aria-describedby="rename-help"
              maxLength={40}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
              }}
            />
          </div>
          <button type="submit" className="primary wide" disabled={busy}>
            Update
          </button>
          <Busy message={busy ? 'Saving your name…' : ''} />
        </form>
      </section>
    </div>
  );
}
