import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArenaLine, ArenaMe } from '../../../contract/arenas';
import { SheetMarks } from './SheetMarks';

/** The marks after a player's name: you, on fire (a flame, and words for a screen reader), paused, withdrawn. */
function NameMarks({ line, mine }: { readonly line: ArenaLine; readonly mine: boolean }) {
  const { t } = useTranslation('arenas');
  return (
    <>
      {mine && <span className="you-badge">{t('standings.you')}</span>}
      {line.fire && (
        <span className="arena-fire" title={t('standings.fireMark')} data-testid="fire">
          <span aria-hidden="true">🔥</span>
          <span className="sr-only">{t('standings.fire')}</span>
        </span>
      )}
      {line.state !== 'active' && (
        <span className={`arena-tag arena-tag-${line.state}`}>{t(`standings.${line.state}`)}</span>
      )}
      {line.playing && line.state === 'active' && (
        <span className="arena-tag arena-tag-playing">{t('standings.playing')}</span>
      )}
    </>
  );
}

function Line({ line, mine }: { readonly line: ArenaLine; readonly mine: boolean }) {
  const { t } = useTranslation('arenas');
  return (
    <tr className={mine ? 'me' : undefined} aria-current={mine ? 'true' : undefined}>
      <td className="num">{line.rank}</td>
      <th scope="row">
        <Link to={`/u/${encodeURIComponent(line.username)}`}>{line.username}</Link>
        <NameMarks line={line} mine={mine} />
      </th>
      <td className="num arena-score">{line.score}</td>
      <td className="arena-sheet-cell">
        <SheetMarks sheet={line.sheet} name={line.username} />
      </td>
      <td className="num arena-perf">{line.performance ?? t('standings.noPerformance')}</td>
    </tr>
  );
}

/**
 * The standings: rank, player (with its marks), score, the sheet of games, performance. Your line is marked and
 * kept in view: sticky at the top or bottom of the screen when scrolled away, and shown after the first lines,
 * below a gap, when your rank is further down than the page carries.
 */
export function StandingsTable({
  lines,
  me,
  final,
}: {
  readonly lines: readonly ArenaLine[];
  readonly me: ArenaMe | null;
  /** The arena is over: the final standings. */
  readonly final: boolean;
}) {
  const { t } = useTranslation('arenas');
  const mine = me?.line.username ?? null;
  const below = me !== null && !lines.some((line) => line.username === mine) ? me.line : null;
  return (
    <section className="card stack arena-standings" aria-labelledby="arena-standings">
      <h2 id="arena-standings">{final ? t('standings.final') : t('standings.heading')}</h2>
      {lines.length === 0 && below === null ? (
        <p className="muted">{t('standings.none')}</p>
      ) : (
        <table className="arena-table">
          <caption className="sr-only">{final ? t('standings.final') : t('standings.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('standings.rank')}
              </th>
              <th scope="col">{t('standings.player')}</th>
              <th scope="col" className="num">
                {t('standings.score')}
              </th>
              <th scope="col">{t('standings.games')}</th>
              <th scope="col" className="num arena-perf">
                <abbr title={t('standings.performanceLong')}>{t('standings.performance')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <Line key={line.username} line={line} mine={line.username === mine} />
            ))}
          </tbody>
          {below !== null && (
            <tbody className="arena-me-below" aria-label={t('standings.youBelow')}>
              <tr className="arena-gap">
                <td colSpan={5}>
                  <span aria-hidden="true">⋮</span>
                  <span className="sr-only">{t('standings.gap')}</span>
                </td>
              </tr>
              <Line line={below} mine />
            </tbody>
          )}
        </table>
      )}
    </section>
  );
}
