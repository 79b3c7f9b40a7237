import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { characterByLetter, MAX_TURNS, type GameMode, type GamePlayer } from '../../../engine';
import type { GameHistoryEntry } from '../../../contract/http';
import { fetchGameHistory } from '../net/games';
import { useLoaded } from '../net/useLoad';
import './profile.css';

/** A mode in plain words. */
export const MODE_WORDS: Readonly<Record<GameMode, string>> = {
  others: 'Public',
  h1a1: 'vs AI',
  h2a0: 'Private',
  h0a2: 'AI vs AI',
};

const OUTCOME_WORDS: Readonly<Record<GameHistoryEntry['outcome'], string>> = {
  win: 'Won',
  lose: 'Lost',
  draw: 'Draw',
  none: 'No contest',
};

/** Why the game ended, from the player's side: "hit the opponent", "was hit", "opponent left". */
export function reasonWords(entry: Pick<GameHistoryEntry, 'outcome' | 'reason'>): string {
  const won = entry.outcome === 'win';
  switch (entry.reason) {
    case 'hit':
      return won ? 'hit the opponent' : 'was hit';
    case 'both-hit':
      return 'both hit';
    case 'turns':
      return `${MAX_TURNS} turns and no hit`;
    case 'forfeit':
      return won ? 'the opponent left' : 'left the game';
    case 'no-contest':
      return 'the server stopped the game';
  }
}

/** "+12", "−8" (a minus sign), "0"; "—" when the game was not rated. */
export function ratingChangeText(change: number | null): string {
  if (change === null) return '—';
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return '0';
}

const characterText = (p: GamePlayer): string => {
  if (p.character === null) return '—';
  const c = characterByLetter(p.character);
  return c === undefined ? p.character : `${c.name} (${p.character})`;
};

function Opponent({ player }: { player: GamePlayer }) {
  if (player.ai) return <>{player.name} (AI)</>;
  return <Link to={`/u/${encodeURIComponent(player.username)}`}>{player.name || player.username}</Link>;
}

function Row({ entry }: { entry: GameHistoryEntry }) {
  const when = new Date(entry.endedAt);
  return (
    <tr>
      <td data-label="Date">
        <time dateTime={when.toISOString()}>
          {when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </td>
      <td data-label="Mode">{MODE_WORDS[entry.mode]}</td>
      <td data-label="Opponent">
        <Opponent player={entry.opponent} />
      </td>
      <td data-label="Characters">
        {characterText(entry.player)} vs {characterText(entry.opponent)}
      </td>
      <td data-label="Result">
        <strong>{OUTCOME_WORDS[entry.outcome]}</strong>{' '}
        <span className="muted history-reason">({reasonWords(entry)})</span>
      </td>
      <td className="num" data-label="Rating">
        {ratingChangeText(entry.ratingChange)}
      </td>
      <td>
        <Link to={`/replay/${encodeURIComponent(entry.gameId)}`}>Replay</Link>
      </td>
    </tr>
  );
}

/** A player's games, newest first, a page at a time, each with a link to its replay. */
export function GameHistory({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const captionId = useId();
  useEffect(() => {
    setPage(1);
  }, [username]);
  const { data, error } = useLoaded(useCallback(() => fetchGameHistory(username, page), [username, page]));

  const pages = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.pageSize));
  const shown = data?.page ?? page;
  return (
    <section className="card stack game-history" aria-labelledby={`${captionId}-title`}>
      <h2 id={`${captionId}-title`}>Games</h2>
      {error !== null ? (
        <p className="error" role="alert">
          The games could not be loaded: {error}
        </p>
      ) : data === undefined ? (
        <p className="muted">Loading the games…</p>
      ) : data.games.length === 0 && data.total === 0 ? (
        <p>No games yet.</p>
      ) : (
        <>
          <div className="history-scroll" role="region" aria-label="Games table" tabIndex={0}>
            <table className="rating-table history-table">
              <caption id={captionId} className="sr-only">
                Games
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Opponent</th>
                  <th scope="col">Characters</th>
                  <th scope="col">Result</th>
                  <th scope="col" className="num">
                    Rating
                  </th>
                  <th scope="col">
                    <span className="sr-only">Replay</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.games.map((g) => (
                  <Row key={g.gameId} entry={g} />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="row history-pages" aria-label="Game pages">
            <button
              type="button"
              disabled={shown <= 1}
              onClick={() => {
                setPage(shown - 1);
              }}
            >
              Newer
            </button>
            <span className="num" aria-live="polite">
              Page {shown} of {pages}
            </span>
            <button
              type="button"
              disabled={shown >= pages}
              onClick={() => {
                setPage(shown + 1);
              }}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
