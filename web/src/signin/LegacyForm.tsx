import { useState, type SyntheticEvent } from 'react';
import { EMAIL_SIGN_IN } from '../../../contract/routes';
import { call } from '../net/call';
import { failureMessage } from './failure';
import { Busy, FormHead, type FormProps } from './parts';

/** Old credentials: Email Address and Password (with show/hide) for accounts made before Hive sign-in. */
export function LegacyForm({ onError, onSignedIn, onClose }: Omit<FormProps, 'link'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    onError('');
    setBusy(true);
    try {
      const account = await call(EMAIL_SIGN_IN, { body: { email: email.trim(), password } });
      onSignedIn(account);
    } catch (err) {
      setBusy(false);
      onError(failureMessage(err));
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)}>
      <FormHead title="Old credentials" closeLabel="Close old credentials" onClose={onClose} />
      <div>
        <label htmlFor="legacy-email">Email Address</label>
        <input
          id="legacy-email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
          }}
        />
      </div>
      <div>
        <label htmlFor="legacy-password">Password</label>
        <div className="with-toggle">
          <input
            id="legacy-password"
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
            }}
          />
          <button
            type="button"
            className="toggle"
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-controls="legacy-password"
            onClick={() => {
              setShown((s) => !s);
            }}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
      </div>
      <button type="submit" className="primary wide" disabled={busy}>
        Sign in
      </button>
      <Busy message={busy ? 'Signing in…' : ''} />
    </form>
  );
}
