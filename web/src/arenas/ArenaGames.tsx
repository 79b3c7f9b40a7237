import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArenaLiveGame } from '../../../contract/arenas';

/**
 * The arena's games in progress, the top-ranked first, each a link to watch it (/watch/:roomId), and TV following
 * the top game from one to the next (/tv?arena=<id>).
 */
export function ArenaGames({
  arenaId,
  games,
}: {
  readonly arenaId: string;
  readonly games: readonly ArenaLiveGame[];
}) {
  const { t } = useTranslation('arenas');
  return (
    <section className="card stack" aria-labelledby="arena-games">
      <h2 id="arena-games">{t('games.heading')}</h2>
      {games.length === 0 ? (
        <p className="muted">{t('games.none')}</p>
      ) : (
        <ul className="arena-games">
          {games.map((game) => (
            <li key={game.roomId}>
              <Link
                to={`/watch/${encodeURIComponent(game.roomId)}`}
                aria-label={t('games.watch', { a: game.a, b: game.b })}
              >
                {t('games.vs', { a: game.a, b: game.b })}
              </Link>{' '}
              <span className="muted num">{t('games.rank', { rank: game.rank })}</span>
            </li>
          ))}
        </ul>
      )}
      {games.length > 0 && <Link to={`/tv?arena=${encodeURIComponent(arenaId)}`}>{t('games.tv')}</Link>}
    </section>
  );
}
