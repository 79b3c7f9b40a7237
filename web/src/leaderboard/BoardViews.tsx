/** The leaderboard's two views: people (the default) and the AIs, apart. */
export type BoardView = 'people' | 'ai';

const LABELS: Record<BoardView, string> = { people: 'People', ai: 'AIs' };

/** The buttons that pick the board's view; the one shown is pressed. */
export function BoardViews({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  return (
    <div className="board-views" role="group" aria-label="Show">
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
          {LABELS[v]}
        </button>
      ))}
    </div>
  );
}
