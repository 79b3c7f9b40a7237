import { AdminPage } from '../../admin/AdminPage';
import { AnchorCounts, AnchorTable } from '../../admin/AnchorTable';
import { ADMIN_ANCHORS } from '../../../../contract/routes';
import { useLoad } from '../../net/useLoad';

/** /admin/anchors (admins only, read-only): the Hive anchors' outbox, per state, and the recent anchors. */
export default function Anchors() {
  const { data, error, reload } = useLoad(ADMIN_ANCHORS);
  return (
    <AdminPage
      title="Hive anchors"
      loading={data === undefined}
      error={error}
      onRetry={reload}
      tools={
        <button type="button" onClick={reload}>
          Refresh
        </button>
      }
    >
      {data && (
        <>
          <section className="card stack" aria-labelledby="anchors-counts">
            <h2 id="anchors-counts">Outbox</h2>
            <AnchorCounts counts={data.counts} />
          </section>
          <section className="card stack" aria-labelledby="anchors-recent">
            <h2 id="anchors-recent">Recent anchors</h2>
            <AnchorTable rows={data.recent} />
          </section>
        </>
      )}
    </AdminPage>
  );
}
