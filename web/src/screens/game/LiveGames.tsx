import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingBadge } from '../../components/RatingBadge';
import { fetchLiveGames, type LiveGame, type LivePlayer } from '../../net/live';
import '../../styles/game.css';
import './liveGames.css';

/** How often the list asks the server again while it is shown (ms). */
export const REFRESH_MS = 4000;

/** The list's place in the page's query cache. */
const LIVE_GAMES_KEY = ['live-games'] as const;

function PlayerName({ p }: { p: LivePlayer }) {
  const { t } = useTranslation('gameScreens');
  return (
    <span className="live-player">
      {p.name} <RatingBadge rating={p.rating ?? undefined} provisional={p.provisional} />
      {p.isAi && <span className="muted">{t('live.ai')}</span>}
    </span>
  );
}

function LiveRow({ game }: { game: LiveGame }) {
  const { t } = useTranslation('gameScreens');
  const [a, b] = game.players;
  return (
    <li className="live-game card">
      <Link to={`/watch/${encodeURIComponent(game.roomId)}`} className="live-game-link">
        {a !== undefined && <PlayerName p={a} />}
        <span className="muted">{t('live.vs')}</span>
        {b !== undefined && <PlayerName p={b} />}
      </Link>
      {game.players.every((p) => p.isAi) && <span className="muted">{t('live.exhibition')}</span>}
      <span className="muted num">
        {game.turn > 0 ? t('live.turn', { turn: game.turn }) : t('live.starting')}
        {t('live.watching', { spectators: game.spectators })}
      </span>
    </li>
  );
}

/** The live games, asked again every few seconds while shown (null before the first answer). */
export function useLiveGames(): { games: LiveGame[] | null; failure: string | null } {
  const { data, error } = useQuery({
    queryKey: LIVE_GAMES_KEY,
    queryFn: () => fetchLiveGames(),
    refetchInterval: REFRESH_MS,
  });
  // A failed refresh keeps the last list on screen, with the reason above it.
  return { games: data ?? null, failure: error === null ? null : error.message };
}

/**
 * /watch: the live public and vs-AI games, best-rated first, then the server's AI-versus-AI exhibition (there
 * is always one when nothing else is live); click one to watch it. Open signed out too.
 */
export default function LiveGames() {
  const { t } = useTranslation('gameScreens');
  const { games, failure } = useLiveGames();
  return (
    <div className="page stack">
      <h1>{t('live.heading')}</h1>
      <p>
        <Trans t={t} i18nKey="live.intro" components={{ tv: <Link to="/tv" /> }} />
      </p>
      {failure !== null && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {games === null ? (
        <p role="status">{t('live.loading')}</p>
      ) : games.length === 0 ? (
        <p role="status">{t('live.none')}</p>
      ) : (
        <ul className="live-games stack" aria-label={t('live.label')}>
          {games.map((g) => (
            <LiveRow key={g.roomId} game={g} />
          ))}
        </ul>
      )}
    </div>
  );
}
