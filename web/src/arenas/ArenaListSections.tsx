import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArenaList, ArenaStatus, ArenaSummary } from '../../../contract/arenas';
import { arenaPageUrl } from './arenaUrls';
import { Countdown } from './Countdown';

/** What a line of the list says about its arena's time and leader. */
function SummaryFacts({ arena }: { readonly arena: ArenaSummary }) {
  const { t } = useTranslation('arenas');
  // The list carries no server clock: its countdowns run on this one's (the page's run on the server's).
  switch (arena.status) {
    case 'upcoming':
      return (
        <span className="muted">
          {t('list.startsIn')} <Countdown at={arena.startsAt} offset={0} />
        </span>
      );
    case 'running':
      return (
        <span className="muted">
          {t('list.endsIn')} <Countdown at={arena.endsAt} offset={0} />
          {' · '}
          {arena.leader === null ? t('list.noLeader') : t('list.leader', { name: arena.leader })}
        </span>
      );
    case 'finished':
      return (
        <span className="muted">
          {arena.leader === null ? t('list.noWinner') : t('list.winner', { name: arena.leader })}
        </span>
      );
  }
}

function SummaryLine({ arena }: { readonly arena: ArenaSummary }) {
  const { t } = useTranslation('arenas');
  return (
    <li className="card arena-summary">
      <Link to={arenaPageUrl(arena.id)} className="arena-summary-link">
        {arena.name}
      </Link>
      {arena.private && <span className="arena-tag">{t('list.private')}</span>}
      <span className="muted num">
        {arena.players === 1 ? t('list.onePlayer') : t('list.players', { players: arena.players })}
      </span>
      <SummaryFacts arena={arena} />
    </li>
  );
}

const EMPTY: Record<ArenaStatus, 'list.noneUpcoming' | 'list.noneRunning' | 'list.noneFinished'> = {
  upcoming: 'list.noneUpcoming',
  running: 'list.noneRunning',
  finished: 'list.noneFinished',
};

/** The arenas in three groups, each a headed list: running first (join now), then upcoming, then finished. */
export function ArenaListSections({ list }: { readonly list: ArenaList }) {
  const { t } = useTranslation('arenas');
  const groups: readonly ArenaStatus[] = ['running', 'upcoming', 'finished'];
  return (
    <>
      {groups.map((status) => (
        <section key={status} className="stack" aria-labelledby={`arenas-${status}`}>
          <h2 id={`arenas-${status}`}>{t(`list.${status}`)}</h2>
          {list[status].length === 0 ? (
            <p className="muted">{t(EMPTY[status])}</p>
          ) : (
            <ul className="arena-summaries stack" aria-labelledby={`arenas-${status}`}>
              {list[status].map((arena) => (
                <SummaryLine key={arena.id} arena={arena} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
