import { AdminPage } from '../../admin/AdminPage';
import { BoardControls, TitleForm } from '../../admin/LeaderboardForms';
import { TextSetting } from '../../admin/TextSetting';
import { useLoad } from '../../admin/useLoad';
import { LEADERBOARD_TEXT_ROUTES, type LeaderboardSetting } from '../../../../engine';

/** /setl: title, number of players, the five column texts, pause/continue, archive and reset. */
export default function LeaderboardSettings() {
  const { data, error, reload } = useLoad<LeaderboardSetting>('/v1/setting/setl');
  return (
    <AdminPage title="Leaderboard Settings" loading={data === undefined} error={error} onRetry={reload}>
      {data && (
        <>
          <TitleForm initial={data} />
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
