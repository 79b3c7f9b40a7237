import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { characterByLetter, MAX_TURNS, type GameMode, type GamePlayer } from '../../../engine';
import type { GameHistoryEntry } from '../../../contract/http';
import { ratedWords } from '../components/ratedWords';
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
      <td className="history-rated" data-label="Rating">
        {ratedWords(entry.mode, entry.ratingChange, entry.outcome === 'none')}
      </td>
      <td>
        <Link to={`/replay/${encodeURIComponent(entry.gameId)}`}>Replay</Link>
      </td>
    </tr>
  );
}

/** "50" pages, or "50+" when the server counted only the newest of the player's games. */
const pagesText = (total: number, pageSize: number, capped: boolean): string =>
  `${Math.max(1, Math.ceil(total / pageSize))}${capped ? '+' : ''}`;

/**
 * A player's games, newest first, a page at a time, each with a link to its replay. Pages follow the server's
 * `older` cursors (issue 35): the cursors of the pages seen are kept, so Newer goes back without a number.
 */
export function GameHistory({ username }: { username: string }) {
  // The cursor each page seen was asked with (the first page: none); the last one is shown.
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const captionId = useId();
  useEffect(() => {
    setCursors([undefined]);
  }, [username]);
  const before = cursors[cursors.length - 1];
  const { data, error } = useLoaded(
    useCallback(() => fetchGameHistory(username, before), [username, before]),
  );

  const shown = cursors.length;
  const pages = data === undefined ? '1' : pagesText(data.total, data.pageSize, data.totalCapped);
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
                  <th scope="col">Rating</th>
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
                setCursors(cursors.slice(0, -1));
              }}
            >
              Newer
            </button>
            <span className="num" aria-live="polite">
              Page {shown} of {pages}
            </span>
            <button
              type="button"
              disabled={data.older === null}
              onClick={() => {
                const { older } = data;
                // An answer still showing while the next page loads names the page asked for already.
                if (older !== null) setCursors((c) => (c[c.length - 1] === older ? c : [...c, older]));
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
