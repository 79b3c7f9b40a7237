import { Avatar, FormHead } from './parts';

interface Props {
  readonly accounts: readonly string[];
  readonly onPick: (name: string) => void;
  readonly onRemove: (name: string) => void;
  readonly onAdd: () => void;
  readonly onClose: () => void;
}

/** SmartLock's saved accounts: pick one to unlock it, remove one, or add one. */
export function SmartLockList({ accounts, onPick, onRemove, onAdd, onClose }: Props) {
  return (
    <div className="stack">
      <FormHead title="SmartLock" closeLabel="Close SmartLock" onClose={onClose} />
      <p className="muted">
        Your accounts and keys are stored in this browser only. Keys are never sent over a network: they are
        encrypted and can be used only after you unlock them with your PIN.
      </p>
      {accounts.length === 0 ? (
        <p>No account is saved in this browser yet.</p>
      ) : (
        <ul className="sl-accounts" aria-label="Saved accounts">
          {accounts.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="sl-account"
                onClick={() => {
                  onPick(name);
                }}
              >
                <Avatar name={name} />
                <span>@{name}</span>
              </button>
              <button
                type="button"
                className="close-x"
                aria-label={`Remove @${name}`}
                title={`Remove @${name}`}
                onClick={() => {
                  onRemove(name);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="primary wide" onClick={onAdd}>
        Add Account
      </button>
    </div>
  );
}
