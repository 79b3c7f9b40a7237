import { Link } from 'react-router';
import type { AdminAnchors } from '../../../contract/http';
import type { AnchorRow } from '../net/chain';
import './anchors.css';

/** The outbox's states, in the order an anchor goes through them. */
const STATES = ['queued', 'published', 'irreversible', 'failed'] as const;

const WORDS: Record<AnchorRow['state'], string> = {
  queued: 'Queued',
  published: 'Published',
  irreversible: 'Irreversible',
  failed: 'Failed',
};

const when = (ms: number | null) =>
  ms === null ? '—' : new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The anchors per state, as a row of figures. */
export function AnchorCounts({ counts }: { counts: AdminAnchors['counts'] }) {
  return (
    <dl className="anchor-counts">
      {STATES.map((s) => (
        <div key={s} className={`anchor-count anchor-${s}${counts[s] > 0 ? ' anchor-some' : ''}`}>
          <dt>{WORDS[s]}</dt>
          <dd data-testid={`count-${s}`}>{counts[s]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Row({ row }: { row: AnchorRow }) {
  return (
    <tr className={row.state === 'failed' ? 'anchor-row-failed' : undefined}>
      <td className="anchor-game">
        <Link to={`/replay/${encodeURIComponent(row.gameId)}`}>{row.gameId}</Link>
      </td>
      <td>{WORDS[row.state]}</td>
      <td className="num">{row.attempts}</td>
      <td>{when(row.queuedAt)}</td>
      <td>{when(row.publishedAt)}</td>
      <td className="num">{row.block ?? '—'}</td>
      <td className="anchor-tx" title={row.txId ?? undefined}>
        {row.txId === null ? '—' : `${row.txId.slice(0, 10)}…`}
      </td>
      <td className="anchor-error">{row.lastError ?? ''}</td>
    </tr>
  );
}

/** The recent anchors (failed first, then newest first, as the server sends them), each with its last error. */
export function AnchorTable({ rows }: { rows: readonly AnchorRow[] }) {
  if (rows.length === 0) return <p className="muted">No anchors yet.</p>;
  return (
    <div className="anchor-scroll" role="region" aria-label="Recent anchors table" tabIndex={0}>
      <table className="anchor-table">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">State</th>
            <th scope="col" className="num">
              Attempts
            </th>
            <th scope="col">Queued</th>
            <th scope="col">Published</th>
            <th scope="col" className="num">
              Block
            </th>
            <th scope="col">Transaction</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Row key={r.gameId} row={r} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
