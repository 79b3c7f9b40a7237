import '../styles/signin.css';
import { Navigate, useNavigate } from 'react-router';
import { formatName, isValidName, NAME_EMPTY, NAME_RULE_HELP } from '../../../engine';
import { WaitingLogo } from '../components/Guard';
import { useForm } from '../components/forms/useForm';
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
  const setAccount = useSession((s) => s.setAccount);
  const navigate = useNavigate();
  const form = useForm(
    { name: '' },
    {
      check: ({ name }) => {
        const newName = formatName(name);
        if (newName === '') return { name: NAME_EMPTY };
        return {
          name: isValidName(newName) ? null : `This name does not follow the rule. ${NAME_RULE_HELP}`,
        };
      },
      send: async ({ name }) => {
        const { status: _status, ...updated } = await call(RENAME, {
          params: { hiveUsername },
          body: { newName: formatName(name) },
        });
        setAccount(updated);
        void navigate('/', { replace: true });
      },
      describe: failureMessage,
    },
  );
  const busy = form.pending;

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
        <form className="stack" onSubmit={form.submit}>
          <p className="error" role="alert">
            {form.errors.name ?? form.failure ?? ''}
          </p>
          <div>
            <label htmlFor="rename-name">New name</label>
            <input
              id="rename-name"
              autoComplete="name"
              aria-describedby="rename-help"
              maxLength={40}
              value={form.values.name}
              onChange={(e) => {
                form.set('name', e.target.value);
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
