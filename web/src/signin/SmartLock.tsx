import { useEffect, useState } from 'react';
import { preloadHiveKeys } from './hiveKeys';
import { Busy, type FormProps } from './parts';
import { SmartLockAdd } from './SmartLockAdd';
import { SmartLockList } from './SmartLockList';
import { SmartLockUnlock } from './SmartLockUnlock';
import { removeAccount, savedAccounts, sessionValue } from './vault';

type View =
  | { readonly kind: 'list' }
  | { readonly kind: 'add' }
  | { readonly kind: 'unlock'; readonly name: string; readonly notice?: string };

/** SmartLock: saved accounts -> Add Account (then Unlock for it) or Unlock (then sign in). */
export function SmartLock({ link, onError, onSignedIn, onClose }: FormProps) {
  const [accounts, setAccounts] = useState(() => savedAccounts());
  const [view, setView] = useState<View>({ kind: 'list' });
  const show = (next: View) => {
    onError('');
    setView(next);
  };

  useEffect(() => {
    sessionValue();
    preloadHiveKeys();
  }, []);

  // Browsers offer Web Crypto only on secure pages (HTTPS or this machine).
  if ((globalThis.crypto as Crypto | undefined)?.subtle === undefined)
    return (
      <Busy message="SmartLock needs a secure page (HTTPS) and a browser with Web Crypto; use Keychain here." />
    );

  switch (view.kind) {
    case 'list':
      return (
        <SmartLockList
          accounts={accounts}
          onPick={(name) => {
            show({ kind: 'unlock', name });
          }}
          onRemove={(name) => {
            removeAccount(name);
            setAccounts(savedAccounts());
          }}
          onAdd={() => {
            show({ kind: 'add' });
          }}
          onClose={onClose}
        />
      );
    case 'add':
      return (
        <SmartLockAdd
          onError={onError}
          onClose={() => {
            show({ kind: 'list' });
          }}
          onAdded={({ username, activeRejected }) => {
            setAccounts(savedAccounts());
            show({
              kind: 'unlock',
              name: username,
              notice: activeRejected
                ? `The active key is not one of @${username}'s active keys, so only the posting key was saved.`
                : undefined,
            });
          }}
        />
      );
    case 'unlock':
      return (
        <SmartLockUnlock
          key={view.name}
          name={view.name}
          notice={view.notice}
          link={link}
          onError={onError}
          onSignedIn={onSignedIn}
          onClose={() => {
            show({ kind: 'list' });
          }}
        />
      );
  }
}
