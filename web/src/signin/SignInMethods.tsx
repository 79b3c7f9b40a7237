import { useState } from 'react';
import type { Account } from '../net/account';
import type { LinkTarget } from './flows';
import { HiveAuthForm } from './HiveAuthForm';
import { findKeychain, handshake, KEYCHAIN_DOWNLOADS, NO_KEYCHAIN, type HiveKeychain } from './keychain';
import { KeychainForm } from './KeychainForm';
import { LegacyForm } from './LegacyForm';
import { Busy } from './parts';
import { SmartLock } from './SmartLock';

type View = 'list' | 'legacy' | 'smartlock' | 'keychain' | 'hiveauth';

interface Props {
  /** Offer old credentials (email and password) too. */
  readonly legacy?: boolean;
  /** Link the Hive account to this signed-in email account instead of signing in with it. */
  readonly link?: LinkTarget;
  /** `legacy` is true after an email sign-in. */
  readonly onSignedIn: (account: Account, legacy: boolean) => void;
}

/** The sign-in methods with the red error line; the Keychain form opens only after a handshake. */
export function SignInMethods({ legacy = false, link, onSignedIn }: Props) {
  const [view, setView] = useState<View>('list');
  const [error, setError] = useState('');
  const [missing, setMissing] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [keychain, setKeychain] = useState<HiveKeychain>();

  const show = (next: View) => {
    setError('');
    setMissing(false);
    setView(next);
  };
  const toList = () => {
    show('list');
  };
  const hive = (account: Account) => {
    onSignedIn(account, false);
  };

  async function openKeychain() {
    setError('');
    setMissing(false);
    setWaiting(true);
    const found = await findKeychain();
    if (found === undefined) {
      setWaiting(false);
      setMissing(true);
      setError(NO_KEYCHAIN);
      return;
    }
    const ok = await handshake(found);
    setWaiting(false);
    if (!ok) {
      setError('Hive Keychain did not answer. Open the extension, unlock it and try again.');
      return;
    }
    setKeychain(found);
    show('keychain');
  }

  return (
    <div className="stack">
      <p className="error" role="alert">
        {error}
      </p>
      {view === 'list' && (
        <div className="methods" role="group" aria-label="Sign-in methods">
          {legacy && (
            <button
              type="button"
              className="method"
              onClick={() => {
                show('legacy');
              }}
            >
              <strong>Old credentials</strong> <span className="muted">Email address and password</span>
            </button>
          )}
          <button
            type="button"
            className="method"
            onClick={() => {
              show('smartlock');
            }}
          >
            <strong>SmartLock</strong>{' '}
            <span className="muted">Keys saved encrypted in this browser, unlocked with a PIN</span>
          </button>
          <button type="button" className="method" disabled={waiting} onClick={() => void openKeychain()}>
            <strong>Keychain</strong> <span className="muted">The Hive Keychain browser extension</span>
          </button>
          {link === undefined && (
            <button
              type="button"
              className="method"
              onClick={() => {
                show('hiveauth');
              }}
            >
              <strong>HiveAuth</strong>{' '}
              <span className="muted">A wallet app on your phone approves, with your posting key</span>
            </button>
          )}
          <Busy message={waiting ? 'Looking for the Hive Keychain extension…' : ''} />
          {missing && (
            <div className="downloads">
              <p>Get Hive Keychain:</p>
              <ul>
                {KEYCHAIN_DOWNLOADS.map(({ label, href }) => (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {view === 'legacy' && (
        <LegacyForm
          onError={setError}
          onClose={toList}
          onSignedIn={(a) => {
            onSignedIn(a, true);
          }}
        />
      )}
      {view === 'smartlock' && (
        <SmartLock link={link} onError={setError} onClose={toList} onSignedIn={hive} />
      )}
      {view === 'hiveauth' && <HiveAuthForm onError={setError} onClose={toList} onSignedIn={hive} />}
      {view === 'keychain' && keychain !== undefined && (
        <KeychainForm keychain={keychain} link={link} onError={setError} onClose={toList} onSignedIn={hive} />
      )}
    </div>
  );
}
