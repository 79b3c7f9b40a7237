import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../admin/AdminPage';
import { ArenaScheduleForm } from '../../admin/ArenaScheduleForm';
import { ArenaScheduleTable } from '../../admin/ArenaScheduleTable';
import { ARENA_SCHEDULES } from '../../../../contract/routes';
import { useLoad } from '../../net/useLoad';

/** /admin/arenas (admins only): the arena schedules, a form to add one, Delete on each (issue 41). */
export default function ArenaSettings() {
  const { t } = useTranslation('arenas');
  const { data, error, reload } = useLoad(ARENA_SCHEDULES);
  return (
    <AdminPage title={t('admin.title')} loading={data === undefined} error={error} onRetry={reload}>
      {data && (
        <>
          <ArenaScheduleTable schedules={data} onDeleted={reload} />
          <ArenaScheduleForm onAdded={reload} />
        </>
      )}
    </AdminPage>
  );
}
