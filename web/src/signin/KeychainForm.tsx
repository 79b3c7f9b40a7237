import { useState, type SyntheticEvent } from 'react';
import { failureMessage } from './failure';
import { keychainSignIn, SignInCancelled, type PostingGrant } from './flows';
import { GrantNotice } from './GrantNotice';
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
  /** The posting authority Keychain would be asked for, shown until the person answers. */
  const [grant, setGrant] = useState<{ grant: PostingGrant; answer: (proceed: boolean) => void }>();

  const confirmGrant = (asked: PostingGrant) =>
    new Promise<boolean>((resolve) => {
      setGrant({
        grant: asked,
        answer: (proceed) => {
          setGrant(undefined);
          resolve(proceed);
        },
      });
    });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    onError('');
    setBusy(true);
    try {
      onSignedIn(await keychainSignIn(keychain, username, confirmGrant, link));
    } catch (err) {
      setBusy(false);
      // Cancelling stops the sign-in quietly: nothing was asked of Keychain or the server.
      if (!(err instanceof SignInCancelled)) onError(failureMessage(err));
    }
  }

  if (grant !== undefined) return <GrantNotice grant={grant.grant} onAnswer={grant.answer} />;

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
        Sign in with Keychain
      </button>
      <Busy message={busy ? 'Waiting for Hive Keychain: approve the request in the extension…' : ''} />
    </form>
  );
}
