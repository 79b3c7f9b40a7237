import { useState, type SyntheticEvent } from 'react';
import type { Account } from '../net/account';
import { RENAME } from '../../../contract/routes';
import { call } from '../net/call';
import { reloadPage } from '../net/page';
import { useSession } from '../stores/session';
import { failureMessage } from './failure';
import { decideNameUpdate, withPeriod } from './nameEdit';
import { Busy } from './parts';

/**
 * 'Update your name': the current name with Edit; editing shows an input, Cancel and Update. A successful
 * update stores the new account and reloads the page.
 */
export function NameEditor({ account }: { account: Account }) {
  const current = account.name ?? '';
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(current);
  const [busy, setBusy] = useState(false);
  const setAccount = useSession((s) => s.setAccount);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const decision = decideNameUpdate(current, typed);
    if (decision.kind !== 'send') {
      if (decision.message !== undefined) window.alert(decision.message);
      if (decision.kind === 'close') setEditing(false);
      return;
    }
    setBusy(true);
    try {
      const { status: _status, ...updated } = await call(RENAME, {
        params: { hiveUsername: account.hiveUsername ?? '' },
        body: { newName: decision.name },
      });
      setAccount(updated);
      setEditing(false);
      // The spec reloads the page after a successful update: a full refresh of every place the name shows.
      reloadPage();
    } catch (err) {
      window.alert(withPeriod(failureMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h2>Update your name</h2>
      {!editing ? (
        <div className="row">
          <span>
            Name: <strong>{current === '' ? 'none yet' : current}</strong>
          </span>
          <button
            type="button"
            onClick={() => {
              setTyped(current);
              setEditing(true);
            }}
          >
            Edit
          </button>
        </div>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <div>
            <label htmlFor="profile-name">Name</label>
            <input
              id="profile-name"
              autoComplete="name"
              autoFocus
              maxLength={40}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
              }}
            />
          </div>
          <div className="row">
            <button
              type="button"
              onClick={() => {
                setEditing(false);
              }}
            >
              Cancel
            </button>
            <button type="submit" className="primary" disabled={busy}>
              Update
            </button>
          </div>
          <Busy message={busy ? 'Saving your name…' : ''} />
        </form>
      )}
    </div>
  );
}
