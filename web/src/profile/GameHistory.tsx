import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { characterByLetter, MAX_TURNS, type GamePlayer } from '../../../engine';
import type { GameHistoryEntry } from '../../../contract/http';
import { ratedWords } from '../components/ratedWords';
import { i18n } from '../i18n/init';
import { errorMessage } from '../net/errorMessage';
import { fetchGameHistory } from '../net/games';
import { queryClient } from '../net/queryClient';
import './profile.css';

/** Why the game ended, from the player's side: "hit the opponent", "was hit", "opponent left". */
export function reasonWords(entry: Pick<GameHistoryEntry, 'outcome' | 'reason'>): string {
  const won = entry.outcome === 'win';
  switch (entry.reason) {
    case 'hit':
      return won ? i18n.t('profile:games.reasons.hitWon') : i18n.t('profile:games.reasons.hitLost');
    case 'both-hit':
      return i18n.t('profile:games.reasons.bothHit');
    case 'turns':
      return i18n.t('profile:games.reasons.turns', { turns: MAX_TURNS });
    case 'forfeit':
      return won ? i18n.t('profile:games.reasons.forfeitWon') : i18n.t('profile:games.reasons.forfeitLost');
    case 'no-contest':
      return i18n.t('profile:games.reasons.noContest');
  }
}

const characterText = (p: GamePlayer): string => {
  if (p.character === null) return i18n.t('profile:games.noCharacter');
  const c = characterByLetter(p.character);
  return c === undefined
    ? p.character
    : i18n.t('profile:games.character', { name: c.name, letter: p.character });
};

function Opponent({ player }: { player: GamePlayer }) {
  const { t } = useTranslation('profile');
  if (player.ai) return <>{t('games.aiOpponent', { name: player.name })}</>;
  return <Link to={`/u/${encodeURIComponent(player.username)}`}>{player.name || player.username}</Link>;
}

function Row({ entry }: { entry: GameHistoryEntry }) {
  const { t } = useTranslation('profile');
  const when = new Date(entry.endedAt);
  return (
    <tr>
      <td data-label={t('games.columns.date')}>
        <time dateTime={when.toISOString()}>
          {when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </td>
      <td data-label={t('games.columns.mode')}>{t(`games.modes.${entry.mode}`)}</td>
      <td data-label={t('games.columns.opponent')}>
        <Opponent player={entry.opponent} />
      </td>
      <td data-label={t('games.columns.characters')}>
        {t('games.characters', {
          player: characterText(entry.player),
          opponent: characterText(entry.opponent),
        })}
      </td>
      <td data-label={t('games.columns.result')}>
        <strong>{t(`games.outcomes.${entry.outcome}`)}</strong>{' '}
        <span className="muted history-reason">{t('games.reason', { reason: reasonWords(entry) })}</span>
      </td>
      <td className="history-rated" data-label={t('games.columns.rating')}>
        {ratedWords(entry.mode, entry.ratingChange, entry.outcome === 'none')}
      </td>
      <td>
        <Link to={`/replay/${encodeURIComponent(entry.gameId)}`}>{t('games.replay')}</Link>
      </td>
    </tr>
  );
}

/** "50" pages, or "50+" when the server counted only the newest of the player's games. */
const pagesText = (total: number, pageSize: number, capped: boolean): string =>
  `${Math.max(1, Math.ceil(total / pageSize))}${capped ? '+' : ''}`;

/** The first page's cursor: none (the newest games). */
const NEWEST: string | undefined = undefined;

/**
 * A player's games, newest first, a page at a time, each with a link to its replay. Pages follow the server's
 * `older` cursors (issue 35) as one TanStack infinite query on the page's client (queryClient.ts): the pages seen
 * stay cached with their cursors, so Newer goes back without asking again, and Older asks only for a page not
 * seen yet (the page shown stays until it comes).
 */
export function GameHistory({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const captionId = useId();
  const history = useInfiniteQuery(
    {
      queryKey: ['game-history', username],
      queryFn: ({ pageParam }) => fetchGameHistory(username, pageParam),
      initialPageParam: NEWEST,
      getNextPageParam: (last) => last.older ?? undefined,
    },
    queryClient,
  );
  // The page asked for (1: the newest), kept per player: another player's history opens at its first page.
  const [asked, setAsked] = useState({ username, shown: 1 });
  const shown = asked.username === username ? asked.shown : 1;
  const pagesSeen = history.data?.pages ?? [];
  // The page asked for once it has come; until then the one before it.
  const data = pagesSeen[Math.min(shown, pagesSeen.length) - 1];
  const error = history.error === null ? null : errorMessage(history.error);
  const { fetchNextPage } = history;
  const pages = data === undefined ? '1' : pagesText(data.total, data.pageSize, data.totalCapped);

  return (
    <section className="card stack game-history" aria-labelledby={`${captionId}-title`}>
      <h2 id={`${captionId}-title`}>{t('games.heading')}</h2>
      {error !== null ? (
        <p className="error" role="alert">
          {t('games.loadError', { error })}
        </p>
      ) : data === undefined ? (
        <p className="muted">{t('games.loading')}</p>
      ) : data.games.length === 0 && data.total === 0 ? (
        <p>{t('games.none')}</p>
      ) : (
        <>
          <div className="history-scroll" role="region" aria-label={t('games.tableLabel')} tabIndex={0}>
            <table className="rating-table history-table">
              <caption id={captionId} className="sr-only">
                {t('games.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('games.columns.date')}</th>
                  <th scope="col">{t('games.columns.mode')}</th>
                  <th scope="col">{t('games.columns.opponent')}</th>
                  <th scope="col">{t('games.columns.characters')}</th>
                  <th scope="col">{t('games.columns.result')}</th>
                  <th scope="col">{t('games.columns.rating')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('games.columns.replay')}</span>
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
          <nav className="row history-pages" aria-label={t('games.pagesLabel')}>
            <button
              type="button"
              disabled={shown <= 1}
              onClick={() => {
                setAsked({ username, shown: Math.min(shown, pagesSeen.length) - 1 });
              }}
            >
              {t('games.newer')}
            </button>
            <span className="num" aria-live="polite">
              {t('games.page', { shown, pages })}
            </span>
            <button
              type="button"
              disabled={data.older === null}
              onClick={() => {
                // A click while the next page is on its way names the page asked for already.
                if (shown > pagesSeen.length) return;
                setAsked({ username, shown: shown + 1 });
                if (shown === pagesSeen.length) void fetchNextPage();
              }}
            >
              {t('games.older')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
