import { useState, type ReactNode } from 'react';
import type { Account } from '../net/account';
import { useSignInDevice } from './device';
import type { LinkTarget } from './flows';
import { HiveAuthForm } from './HiveAuthForm';
import { useHiveSignerConfig } from './hiveSigner';
import { HiveSignerButton } from './HiveSignerButton';
import { findKeychain, handshake, KEYCHAIN_DOWNLOADS, NO_KEYCHAIN, type HiveKeychain } from './keychain';
import { KeychainForm } from './KeychainForm';
import { KeychainMobileOption } from './KeychainMobileOption';
import { LegacyForm } from './LegacyForm';
import { METHOD_TEXT, methodOrder, type MethodId } from './methodOrder';
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

/**
 * The sign-in methods with the red error line, the first one chosen for the device (methodOrder.ts), each with its
 * one line; the Keychain form opens only after a handshake.
 */
export function SignInMethods({ legacy = false, link, onSignedIn }: Props) {
  const device = useSignInDevice();
  const hiveSigner = useHiveSignerConfig();
  const order = methodOrder({
    ...device,
    hiveSigner: hiveSigner.enabled,
    legacy,
    linking: link !== undefined,
  });
  const [view, setView] = useState<View>('list');
  const [error, setError] = useState('');
  const [missing, setMissing] = useState(false);
  const [waiting, setWaiting] = useState(false);
  /** What HiveSigner's start is doing ('' when idle). */
  const [opening, setOpening] = useState('');
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

  /** The list's entry for one method (the order and the words are methodOrder.ts's). */
  function entry(id: MethodId): ReactNode {
    switch (id) {
      case 'keychain':
        return <MethodButton id={id} disabled={waiting} onClick={() => void openKeychain()} />;
      case 'hiveauth':
        return (
          <MethodButton
            id={id}
            onClick={() => {
              show('hiveauth');
            }}
          />
        );
      case 'hivesigner':
        return <HiveSignerButton host={hiveSigner.host} onError={setError} onBusy={setOpening} />;
      case 'keychain-mobile':
        return <KeychainMobileOption />;
      case 'smartlock':
        return (
          <MethodButton
            id={id}
            onClick={() => {
              show('smartlock');
            }}
          />
        );
      case 'legacy':
        return (
          <MethodButton
            id={id}
            onClick={() => {
              show('legacy');
            }}
          />
        );
    }
  }

  return (
    <div className="stack">
      <p className="error" role="alert">
        {error}
      </p>
      {view === 'list' && (
        <div className="methods" role="group" aria-label="Sign-in methods">
          {order.map((id) => (
            <MethodEntry key={id} id={id}>
              {entry(id)}
            </MethodEntry>
          ))}
          <Busy message={waiting ? 'Looking for the Hive Keychain extension…' : opening} />
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

/** One method of the list: its name and its one line (what it is, which key it uses). */
function MethodButton({ id, disabled, onClick }: { id: MethodId; disabled?: boolean; onClick: () => void }) {
  const { title, line } = METHOD_TEXT[id];
  return (
    <button type="button" className="method" disabled={disabled} onClick={onClick}>
      <strong>{title}</strong> <span className="muted">{line}</span>
    </button>
  );
}

/** A method's place in the list, named by its id (tests and styles find it). */
function MethodEntry({ id, children }: { id: MethodId; children: ReactNode }) {
  if (children === null) return null;
  return (
    <div className="method-entry" data-method={id}>
      {children}
    </div>
  );
}
