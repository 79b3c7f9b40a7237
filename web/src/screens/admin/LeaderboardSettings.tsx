import { AdminPage } from '../../admin/AdminPage';
import { BoardControls, OrderForm, TitleForm } from '../../admin/LeaderboardForms';
import { TextSetting } from '../../admin/TextSetting';
import { useLoad } from '../../net/useLoad';
import { LEADERBOARD_TEXT_ROUTES } from '../../../../contract/http';
import { LEADERBOARD_SETTING } from '../../../../contract/routes';

/** /setl: title, number of players, order, the six column texts, pause/continue, archive and reset. */
export default function LeaderboardSettings() {
  const { data, error, reload } = useLoad(LEADERBOARD_SETTING);
  return (
    <AdminPage title="Leaderboard Settings" loading={data === undefined} error={error} onRetry={reload}>
      {data && (
        <>
          <TitleForm initial={data} />
          <OrderForm initial={data.order} />
          <section className="card stack" aria-labelledby="setl-texts">
            <h2 id="setl-texts">Column texts</h2>
            {LEADERBOARD_TEXT_ROUTES.map((t, i) => (
              <TextSetting key={t.path} {...t} initial={data.names[i] ?? ''} />
            ))}
          </section>
          <BoardControls initialPause={data.pause} />
        </>
      )}
    </AdminPage>
  );
}
