import { useState, type SyntheticEvent } from 'react';
import { failureMessage } from './failure';
import { keychainSignIn } from './flows';
import type { HiveKeychain } from './keychain';
import { Busy, FormHead, type FormProps } from './parts';

/** Keychain: a Hive username, then the extension signs the server's memo with the posting key. */
export function KeychainForm({
  keychain,
  link,
  onError,
  onSignedIn,
  onClose,
}: FormProps & { keychain: HiveKeychain }) {
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    onError('');
    setBusy(true);
    try {
      onSignedIn(await keychainSignIn(keychain, username, link));
    } catch (err) {
      setBusy(false);
      onError(failureMessage(err));
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)}>
      <FormHead title="Keychain" closeLabel="Close Keychain" onClose={onClose} />
      <div>
        <label htmlFor="keychain-username">Username</label>
        <input
          id="keychain-username"
          autoComplete="username"
          autoFocus
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={3}
          maxLength={16}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
          }}
        />
      </div>
      <button type="submit" className="primary wide" disabled={busy}>
        SignIn with Keychain
      </button>
      <Busy message={busy ? 'Waiting for Hive Keychain: approve the request in the extension…' : ''} />
    </form>
  );
}
