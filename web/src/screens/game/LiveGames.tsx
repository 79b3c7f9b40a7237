import { useQuery } from '@tanstack/react-query';
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
  return (
    <span className="live-player">
      {p.name} <RatingBadge rating={p.rating ?? undefined} provisional={p.provisional} />
      {p.isAi && <span className="muted"> · AI</span>}
    </span>
  );
}

function LiveRow({ game }: { game: LiveGame }) {
  const [a, b] = game.players;
  return (
    <li className="live-game card">
      <Link to={`/watch/${encodeURIComponent(game.roomId)}`} className="live-game-link">
        {a !== undefined && <PlayerName p={a} />}
        <span className="muted"> vs </span>
        {b !== undefined && <PlayerName p={b} />}
      </Link>
      {game.players.every((p) => p.isAi) && <span className="muted"> · Exhibition</span>}
      <span className="muted num">
        {game.turn > 0 ? ` · Turn ${game.turn}` : ' · Starting'}
        {` · ${game.spectators} watching`}
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
  const { games, failure } = useLiveGames();
  return (
    <div className="page stack">
      <h1>Live games</h1>
      <p>
        Watch any game being played right now, or let <Link to="/tv">Octoduel TV</Link> follow the best-rated
        one.
      </p>
      {failure !== null && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {games === null ? (
        <p role="status">Loading live games…</p>
      ) : games.length === 0 ? (
        <p role="status">No game is being played right now. This list refreshes by itself.</p>
      ) : (
        <ul className="live-games stack" aria-label="Live games">
          {games.map((g) => (
            <LiveRow key={g.roomId} game={g} />
          ))}
        </ul>
      )}
    </div>
  );
}
