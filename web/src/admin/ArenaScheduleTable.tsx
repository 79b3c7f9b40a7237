import { useTranslation } from 'react-i18next';
import type { ArenaSchedule } from '../../../contract/arenas';
import { DELETE_ARENA_SCHEDULE } from '../../../contract/routes';
import { call } from '../net/call';
import { FormError } from './Field';
import { useAction } from './useAction';
import './arenaSchedules.css';

/** The admins' arena schedules: name, recurrence, length, next start (local time), and Delete for each. */
export function ArenaScheduleTable({
  schedules,
  onDeleted,
}: {
  readonly schedules: readonly ArenaSchedule[];
  readonly onDeleted: () => void;
}) {
  const { t } = useTranslation('arenas');
  const action = useAction();
  const remove = (schedule: ArenaSchedule) => {
    void action
      .run(() => call(DELETE_ARENA_SCHEDULE, { params: { id: schedule.id } }), t('admin.deleted'))
      .then(onDeleted);
  };
  return (
    <section className="card stack" aria-labelledby="arena-schedules">
      <h2 id="arena-schedules">{t('admin.schedules')}</h2>
      {schedules.length === 0 ? (
        <p className="muted">{t('admin.none')}</p>
      ) : (
        <div className="arena-schedule-wrap">
          <table className="arena-schedule-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.name')}</th>
                <th scope="col">{t('admin.every')}</th>
                <th scope="col">{t('admin.minutes')}</th>
                <th scope="col">{t('admin.nextStart')}</th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {schedules.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td>{t(`admin.recurrence.${s.every}`)}</td>
                  <td className="num">{t('admin.minutesValue', { minutes: s.minutes })}</td>
                  <td className="num">{new Date(s.nextStart).toLocaleString()}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={t('admin.deleteLabel', { name: s.name })}
                      disabled={action.busy}
                      onClick={() => {
                        remove(s);
                      }}
                    >
                      {t('admin.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormError error={action.error} />
    </section>
  );
}
