import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { NAME_RULE_HELP } from '../../../engine';
import type { Account } from '../net/account';
import { COMPLETE_PROFILE } from '../../../contract/routes';
import { call } from '../net/call';
import { useSession } from '../stores/session';
import { failureMessage } from './failure';
import { Busy } from './parts';

/** Name and email (both required) for a Hive user; Update saves them and goes home. */
export function CompleteProfileForm({ account }: { account: Account }) {
  const [name, setName] = useState(account.name ?? '');
  const [email, setEmail] = useState(account.email ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const setAccount = useSession((s) => s.setAccount);
  const navigate = useNavigate();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const answer = await call(COMPLETE_PROFILE, {
        params: { hiveUsername: account.hiveUsername ?? '' },
        body: { name: name.trim(), email: email.trim() },
      });
      setAccount(answer.account);
      void navigate('/', { replace: true });
    } catch (err) {
      setBusy(false);
      setError(failureMessage(err));
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)}>
      <p className="error" role="alert">
        {error}
      </p>
      <div>
        <label htmlFor="complete-name">Name</label>
        <input
          id="complete-name"
          autoComplete="name"
          required
          maxLength={40}
          aria-describedby="complete-name-help"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
          }}
        />
        <small id="complete-name-help" className="muted">
          {NAME_RULE_HELP}
        </small>
      </div>
      <div>
        <label htmlFor="complete-email">Email</label>
        <input
          id="complete-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
          }}
        />
      </div>
      <button type="submit" className="primary wide" disabled={busy}>
        Update
      </button>
      <Busy message={busy ? 'Saving your profile…' : ''} />
    </form>
  );
}
