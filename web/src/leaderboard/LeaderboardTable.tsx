import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeaderboardSetting, Standing } from '../../../contract/http';
import { AiBadge } from '../components/AiBadge';
import { ProvisionalText } from '../components/ProvisionalMark';

/** The id of the footnote that explains "?" (each provisional rating points to it). */
const PROVISIONAL_NOTE = 'board-provisional-note';

interface TableProps {
  readonly setting: LeaderboardSetting;
  readonly rows: readonly Standing[];
  /** The signed-in player's usernames (username, hive username); their row is marked. */
  readonly me: readonly string[];
}

/**
 * The leaderboard: the title as caption, the six configured column texts, one row per player; each name links
 * to the player's public profile, an AI's row is marked with its level, and a provisional rating is marked "?",
 * explained in a footnote under the table (visible, so it reads on touch screens too).
 */
export function LeaderboardTable({ setting, rows, me }: TableProps) {
  const { t } = useTranslation('leaderboard');
  const [rank, name, win, draw, loss, rating] = setting.names;
  return (
    <>
      <table className="board-table">
        <caption>{setting.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {rank}
            </th>
            <th scope="col">{name}</th>
            <th scope="col" className="num">
              {win}
            </th>
            <th scope="col" className="num">
              {draw}
            </th>
            <th scope="col" className="num">
              {loss}
            </th>
            <th scope="col" className="num">
              {rating}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const mine = me.includes(r.username);
            return (
              <tr
                key={r.username}
                className={mine ? 'me' : undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <td className="num">{r.place}</td>
                <th scope="row">
                  <Link className="player" to={`/u/${encodeURIComponent(r.username)}`}>
                    {r.name}
                  </Link>
                  {r.ai && <AiBadge level={r.level} />}
                  {mine && <span className="you-badge">{t('you')}</span>}
                </th>
                <td className="num">{r.wins}</td>
                <td className="num">{r.draws}</td>
                <td className="num">{r.losses}</td>
                <td
                  className="num"
                  title={r.provisional ? t('provisionalRd', { rd: r.rd }) : t('rd', { rd: r.rd })}
                  aria-label={r.provisional ? t('provisionalRating', { rating: r.rating }) : undefined}
                  aria-describedby={r.provisional ? PROVISIONAL_NOTE : undefined}
                >
                  {r.rating}
                  {r.provisional && <span aria-hidden="true">?</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.some((r) => r.provisional) && (
        <p id={PROVISIONAL_NOTE} className="board-note muted">
          <ProvisionalText />
        </p>
      )}
    </>
  );
}
