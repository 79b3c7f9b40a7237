import { AdminPage } from '../../admin/AdminPage';
import { TextSetting } from '../../admin/TextSetting';
import { useLoad } from '../../net/useLoad';
import { PLAY_TEXT_ROUTES } from '../../../../contract/http';
import { PLAY_TEXTS_SETTING } from '../../../../contract/routes';

/** /setp: the labels of the four game options on the home screen. */
export default function PlaySettings() {
  const { data, error, reload } = useLoad(PLAY_TEXTS_SETTING);
  return (
    <AdminPage title="Play Settings" loading={data === undefined} error={error} onRetry={reload}>
      {data && (
        <section className="card stack" aria-labelledby="setp-texts">
          <h2 id="setp-texts">Play texts</h2>
          {PLAY_TEXT_ROUTES.map((t, i) => (
            <TextSetting key={t.path} {...t} initial={data.names[i] ?? ''} />
          ))}
        </section>
      )}
    </AdminPage>
  );
}
