import { useRef, useState, type SyntheticEvent } from 'react';
import { PIN_LENGTH, pinInput } from './addAccount';
import { failureMessage } from './failure';
import { smartLockSignIn } from './flows';
import { Avatar, Busy, FormHead, type FormProps } from './parts';
import { unlockAccount, VaultLockedError } from './vault';

/** SmartLock's Unlock view: the PIN opens the saved keys, which sign the sign-in in this browser. */
export function SmartLockUnlock({
  name,
  notice,
  link,
  onError,
  onSignedIn,
  onClose,
}: FormProps & { name: string; notice?: string }) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState('');
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    onError('');
    setBusy('Unlocking…');
    let posting: string;
    try {
      posting = (await unlockAccount(name, pin)).posting;
    } catch (err) {
      setBusy('');
      setPin('');
      onError(err instanceof VaultLockedError ? err.message : failureMessage(err));
      input.current?.focus();
      return;
    }
    setBusy('Signing in…');
    try {
      onSignedIn(await smartLockSignIn(name, posting, link));
    } catch (err) {
      setBusy('');
      onError(failureMessage(err));
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} autoComplete="off">
      <FormHead title="Unlock" closeLabel="Back to saved accounts" onClose={onClose} />
      <div className="sl-who">
        <Avatar name={name} size={56} />
        <span>@{name}</span>
      </div>
      {notice !== undefined && <p className="muted">{notice}</p>}
      <div>
        <label htmlFor="sl-unlock-pin">Password (5 numeric digits)</label>
        <input
          id="sl-unlock-pin"
          ref={input}
          type="password"
          inputMode="numeric"
          className="pin"
          autoComplete="off"
          autoFocus
          value={pin}
          onChange={(e) => {
            setPin(pinInput(e.target.value));
          }}
        />
      </div>
      <button type="submit" className="primary wide" disabled={busy !== '' || pin.length !== PIN_LENGTH}>
        Unlock Account
      </button>
      <Busy message={busy} />
    </form>
  );
}
