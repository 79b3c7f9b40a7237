import { useTranslation } from 'react-i18next';

/** The leaderboard's two views: people (the default) and the AIs, apart. */
export type BoardView = 'people' | 'ai';

/** The buttons that pick the board's view; the one shown is pressed. */
export function BoardViews({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  const { t } = useTranslation('leaderboard');
  return (
    <div className="board-views" role="group" aria-label={t('views.label')}>
      {(['people', 'ai'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          className={view === v ? 'primary' : undefined}
          onClick={() => {
            onChange(v);
          }}
        >
          {t(`views.${v}`)}
        </button>
      ))}
    </div>
  );
}
