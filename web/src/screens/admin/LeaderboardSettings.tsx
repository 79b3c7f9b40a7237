import { AdminPage } from '../../admin/AdminPage';
import { BoardControls, TitleForm } from '../../admin/LeaderboardForms';
import { TextSetting } from '../../admin/TextSetting';
import { useLoad } from '../../admin/useLoad';
import type { LeaderboardSetting } from '../../../../engine';

/** The five column texts, in the order of the setting's `names`. */
const TEXTS = [
  { label: 'Rank text', path: 'setlranktext', field: 'rankText', success: 'Successfully saved rank text!' },
  { label: 'Name text', path: 'setlnametext', field: 'nameText', success: 'Successfully saved name text!' },
  { label: 'Win text', path: 'setlwintext', field: 'winText', success: 'Successfully saved win text!' },
  { label: 'Draw text', path: 'setldrawtext', field: 'drawText', success: 'Successfully saved draw text!' },
  { label: 'Loss text', path: 'setllosstext', field: 'lossText', success: 'Successfully saved loss text!' },
] as const;

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
            {TEXTS.map((t, i) => (
              <TextSetting key={t.path} {...t} initial={data.names[i] ?? ''} />
            ))}
          </section>
          <BoardControls initialPause={data.pause} />
        </>
      )}
    </AdminPage>
  );
}
