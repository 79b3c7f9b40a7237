import { AdminPage } from '../../admin/AdminPage';
import { TextSetting } from '../../admin/TextSetting';
import { useLoad } from '../../admin/useLoad';

/** The four play texts, in the order of the setting's `names`. */
const TEXTS = [
  { label: 'Play with Others text', path: 'setpplayotext', field: 'playOText' },
  { label: 'Play with AI text', path: 'setpplayatext', field: 'playAiText' },
  { label: 'Create Game text', path: 'setpcreategtext', field: 'createGText' },
  { label: 'Join Game text', path: 'setpjoingtext', field: 'joinGText' },
] as const;

/** /setp: the labels of the four game options on the home screen. */
export default function PlaySettings() {
  const { data, error, reload } = useLoad<{ names: readonly string[] }>('/v1/setting/setp');
  return (
    <AdminPage title="Play Settings" loading={data === undefined} error={error} onRetry={reload}>
      {data && (
        <section className="card stack" aria-labelledby="setp-texts">
          <h2 id="setp-texts">Play texts</h2>
          {TEXTS.map((t, i) => (
            <TextSetting
              key={t.path}
              {...t}
              initial={data.names[i] ?? ''}
              success={`Successfully saved ${t.label}!`}
            />
          ))}
        </section>
      )}
    </AdminPage>
  );
}
