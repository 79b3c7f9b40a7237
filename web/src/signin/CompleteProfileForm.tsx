import { useNavigate } from 'react-router';
import { NAME_RULE_HELP } from '../../../engine';
import { useForm } from '../components/forms/useForm';
import type { Account } from '../net/account';
import { COMPLETE_PROFILE } from '../../../contract/routes';
import { call } from '../net/call';
import { useSession } from '../stores/session';
import { failureMessage } from './failure';
import { Busy } from './parts';

/** Name and email (both required) for a Hive user; Update saves them and goes home. */
export function CompleteProfileForm({ account }: { account: Account }) {
  const setAccount = useSession((s) => s.setAccount);
  const navigate = useNavigate();
  const form = useForm(
    { name: account.name ?? '', email: account.email ?? '' },
    {
      send: async ({ name, email }) => {
        const answer = await call(COMPLETE_PROFILE, {
          params: { hiveUsername: account.hiveUsername ?? '' },
          body: { name: name.trim(), email: email.trim() },
        });
        setAccount(answer.account);
        void navigate('/', { replace: true });
      },
      describe: failureMessage,
    },
  );
  const busy = form.pending;

  return (
    <form className="stack" onSubmit={form.submit}>
      <p className="error" role="alert">
        {form.failure ?? ''}
      </p>
      <div>
        <label htmlFor="complete-name">Name</label>
        <input
          id="complete-name"
          autoComplete="name"
          required
          maxLength={40}
          aria-describedby="complete-name-help"
          value={form.values.name}
          onChange={(e) => {
            form.set('name', e.target.value);
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
          value={form.values.email}
          onChange={(e) => {
            form.set('email', e.target.value);
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
