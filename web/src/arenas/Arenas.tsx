import { useTranslation } from 'react-i18next';
import { ArenaListSections } from './ArenaListSections';
import { CreateArenaForm } from './CreateArenaForm';
import { JoinByCodeForm } from './JoinByCodeForm';
import { useArenaList } from './useArenaList';
import '../styles/admin.css';
import './arenas.css';

/**
 * /arenas: the running, upcoming and latest finished arenas (each a link to its page, asked again every few
 * seconds), "Make a private arena" for a signed-in player and "Join by code". Open signed out too.
 */
export default function Arenas() {
  const { t } = useTranslation('arenas');
  const { list, failure, reload } = useArenaList();
  return (
    <div className="page stack arenas">
      <h1>{t('list.heading')}</h1>
      <p>{t('list.intro')}</p>
      {failure !== null && (
        <div className="card" role="alert">
          <p className="error">{t('list.failed', { error: failure })}</p>
          <button type="button" onClick={reload}>
            {t('list.retry')}
          </button>
        </div>
      )}
      {list === undefined ? (
        failure === null && <p role="status">{t('list.loading')}</p>
      ) : (
        <ArenaListSections list={list} />
      )}
      <div className="arena-forms">
        <JoinByCodeForm />
        <CreateArenaForm />
      </div>
    </div>
  );
}
