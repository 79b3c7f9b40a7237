import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ArenaPage } from '../../../contract/arenas';
import { useSession } from '../stores/session';
import { ArenaActions } from './ArenaActions';
import { ArenaCode } from './ArenaCode';
import { ArenaGames } from './ArenaGames';
import { ArenaPodium } from './ArenaPodium';
import { ArenaYourGame } from './ArenaYourGame';
import { Countdown } from './Countdown';
import { StandingsTable } from './StandingsTable';
import { joinArenaGameLazily, type JoinGame } from './useEnterArenaGame';
import { useArenaPage } from './useArenaPage';
import '../styles/admin.css';
import '../leaderboard/leaderboard.css';
import './arenas.css';

/** The arena's name, status, players and its countdown on the server's clock (to the start, then to the end). */
function ArenaHead({ page, offset }: { readonly page: ArenaPage; readonly offset: number }) {
  const { t } = useTranslation('arenas');
  const { arena } = page;
  return (
    <div className="arena-head stack">
      <h1>{arena.name}</h1>
      <p className="row">
        <span className={`arena-tag arena-status-${arena.status}`}>{t(`status.${arena.status}`)}</span>
        {arena.private && <span className="arena-tag">{t('page.private')}</span>}
        <span className="muted num">
          {arena.players === 1 ? t('page.onePlayer') : t('page.players', { players: arena.players })}
        </span>
      </p>
      {arena.status === 'finished' ? (
        <p>{t('page.ended')}</p>
      ) : (
        <p className="arena-countdown">
          {arena.status === 'upcoming' ? t('page.startsIn') : t('page.endsIn')}{' '}
          {arena.status === 'upcoming' ? (
            <Countdown at={arena.startsAt} offset={offset} done={t('page.starting')} />
          ) : (
            <Countdown at={arena.endsAt} offset={offset} done={t('page.ending')} />
          )}
        </p>
      )}
    </div>
  );
}

/**
 * /arenas/:id: an arena's page, asked again every 2 s (useArenaPage): its head and countdown, your game or your
 * wait, the buttons, the standings with your line kept in view, the games in progress, a private arena's code;
 * at the end the podium and the final standings. `join` enters an arena game (the page connection's, lazily).
 */
export default function Arena({ join = joinArenaGameLazily }: { readonly join?: JoinGame }) {
  const { t } = useTranslation('arenas');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.status === 'signedIn' && s.account !== null);
  const { answer, failure, reload } = useArenaPage(id);
  if (answer === undefined)
    return (
      <div className="page stack arena-page">
        <Link to="/arenas">{t('page.back')}</Link>
        {failure === null ? (
          <p role="status">{t('page.loading')}</p>
        ) : (
          <div className="card" role="alert">
            <p className="error">{t('page.failed', { error: failure })}</p>
            <button type="button" onClick={reload}>
              {t('page.retry')}
            </button>
          </div>
        )}
      </div>
    );
  const { page, offset } = answer;
  const finished = page.arena.status === 'finished';
  return (
    <div className="page arena-page">
      <Link to="/arenas">{t('page.back')}</Link>
      <ArenaHead page={page} offset={offset} />
      {failure !== null && (
        <p className="error" role="alert">
          {t('page.stale', { error: failure })}
        </p>
      )}
      {/* Your game and the buttons first (at the top of a phone's screen); beside the standings on a desktop. */}
      <div className="arena-columns">
        <div className="arena-side stack">
          <ArenaYourGame page={page} join={join} />
          <ArenaActions page={page} signedIn={signedIn} codeParam={params.get('code')} />
          {!finished && <ArenaGames arenaId={page.arena.id} games={page.games} />}
          {page.code !== null && <ArenaCode arenaId={page.arena.id} code={page.code} />}
        </div>
        <div className="arena-main stack">
          {finished && <ArenaPodium standings={page.standings} anchor={page.anchor} />}
          <StandingsTable lines={page.standings} me={page.me} final={finished} />
        </div>
      </div>
    </div>
  );
}
