import { useState } from 'react';
import { openPage } from '../net/navigate';
import { failureMessage } from './failure';
import { startHiveSigner } from './hiveSigner';
import { METHOD_TEXT } from './methodOrder';

interface Props {
  /** HiveSigner's host, named while the browser goes there. */
  readonly host: string | null;
  readonly onError: (message: string) => void;
  /** What the list's status line says ('' when idle). */
  readonly onBusy: (message: string) => void;
}

/** HiveSigner: off to HiveSigner's page to approve; it sends the browser back signed in. */
export function HiveSignerButton({ host, onError, onBusy }: Props) {
  const [busy, setBusy] = useState(false);
  const { title, line } = METHOD_TEXT.hivesigner;

  async function go() {
    onError('');
    setBusy(true);
    onBusy(`Opening HiveSigner${host === null ? '' : ` (${host})`}…`);
    try {
      openPage(await startHiveSigner());
    } catch (err) {
      setBusy(false);
      onBusy('');
      onError(failureMessage(err));
    }
  }

  return (
    <button type="button" className="method" disabled={busy} onClick={() => void go()}>
      <strong>{title}</strong> <span className="muted">{line}</span>
    </button>
  );
}
