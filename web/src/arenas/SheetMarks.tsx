import { useTranslation } from 'react-i18next';
import type { ArenaSheetGame } from '../../../contract/arenas';

/** One game's words for a screen reader: its outcome and points, on fire, berserk. */
function useGameWords(): (game: ArenaSheetGame) => string {
  const { t } = useTranslation('arenas');
  return (game) =>
    t(`standings.game.${game.outcome}`, { points: game.points }) +
    (game.fire ? t('standings.gameFire') : '') +
    (game.berserk ? t('standings.gameBerserk') : '');
}

/**
 * A player's games as lichess's sheet shows them: each game's points as a small mark (a win green, a draw plain,
 * a loss faint), a game on fire flamed and bold, a berserk game marked with a bolt. The marks are drawn for the
 * eye; a screen reader reads the same games as words.
 */
export function SheetMarks({
  sheet,
  name,
}: {
  readonly sheet: readonly ArenaSheetGame[];
  readonly name: string;
}) {
  const { t } = useTranslation('arenas');
  const words = useGameWords();
  if (sheet.length === 0) return <span className="muted">{t('standings.noGames')}</span>;
  return (
    <span className="arena-sheet" data-testid="sheet">
      <span aria-hidden="true" className="arena-marks">
        {sheet.map((game, i) => (
          <span
            key={i}
            className={`arena-mark arena-mark-${game.outcome}${game.fire ? ' arena-mark-fire' : ''}`}
            data-fire={game.fire || undefined}
            data-berserk={game.berserk || undefined}
          >
            {game.points}
            {game.berserk && <span className="arena-berserk">⚡</span>}
          </span>
        ))}
      </span>
      <span className="sr-only">
        {t('standings.sheetLabel', { name })}: {sheet.map(words).join('; ')}
      </span>
    </span>
  );
}
