import { useState, type SyntheticEvent } from 'react';
import {
  addSmartLockAccount,
  canAddAccount,
  pinInput,
  type AddAccountForm,
  type AddResult,
} from './addAccount';
import { failureMessage } from './failure';
import { Busy, FormHead } from './parts';

interface Props {
  readonly onAdded: (result: AddResult) => void;
  readonly onError: (message: string) => void;
  readonly onClose: () => void;
}

const EMPTY: AddAccountForm = { username: '', posting: '', active: '', pin: '', confirm: '' };

const FIELDS: readonly {
  key: keyof AddAccountForm;
  label: string;
  secret: boolean;
  pin?: boolean;
  hint?: string;
}[] = [
  { key: 'username', label: 'Hive Username', secret: false },
  { key: 'posting', label: 'Hive Private Posting Key', secret: true, hint: '51 characters, starting with 5' },
  { key: 'active', label: 'Hive Private Active Key', secret: true, hint: 'Optional' },
  { key: 'pin', label: 'Password (5 numeric digits)', secret: true, pin: true },
  { key: 'confirm', label: 'Confirm Password', secret: true, pin: true },
];

/** SmartLock's Add Account form: the keys are checked against the chain, then saved encrypted under the PIN. */
export function SmartLockAdd({ onAdded, onError, onClose }: Props) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    onError('');
    setBusy(true);
    try {
      onAdded(await addSmartLockAccount(form));
    } catch (err) {
      setBusy(false);
      onError(failureMessage(err));
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} autoComplete="off">
      <FormHead title="Add Account" closeLabel="Close Add Account" onClose={onClose} />
      {FIELDS.map(({ key, label, secret, pin, hint }) => (
        <div key={key}>
          <label htmlFor={`sl-${key}`}>{label}</label>
          <input
            id={`sl-${key}`}
            type={secret ? 'password' : 'text'}
            inputMode={pin ? 'numeric' : undefined}
            className={pin ? 'pin' : undefined}
            autoComplete={key === 'username' ? 'username' : 'off'}
            autoFocus={key === 'username'}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={hint === undefined ? undefined : `sl-${key}-hint`}
            value={form[key]}
            onChange={(e) => {
              const value = pin ? pinInput(e.target.value) : e.target.value;
              setForm((f) => ({ ...f, [key]: value }));
            }}
          />
          {hint !== undefined && (
            <small id={`sl-${key}-hint`} className="muted">
              {hint}
            </small>
          )}
        </div>
      ))}
      <button type="submit" className="primary wide" disabled={busy || !canAddAccount(form)}>
        Add Account
      </button>
      <Busy message={busy ? 'Checking your keys against your Hive account…' : ''} />
    </form>
  );
}
