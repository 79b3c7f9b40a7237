import { ratedWords, signedChange } from '../../components/ratedWords';
import { useGame } from '../../stores/game';
import './ratingChange.css';

/** Why a game against the AI changed no rating (RULES.md, as on Lichess). */
export const UNRATED_AI_TEXT =
  'Not rated: against the AI. Games against the AI do not change your rating (only games between people are rated). The result still counts on the leaderboard.';

/** Why a game between the same two accounts, one too many within 24 hours, changed no rating (RULES.md). */
export const UNRATED_PAIR_TEXT =
  'Not rated: too many games against this opponent today (only the first few games between the same two players in 24 hours change ratings). The result still counts on the leaderboard.';

/**
 * Whether the finished game was rated (issue 36: every result says so): "Rated: +12 → 1512" once the server
 * rated it; after a game against the AI or one too many
 * against the same opponent today, not rated and why; "Not rated: private game" and the like from the
 * mode (ratedWords); nothing for a spectator, or while a public game's rating is on its way.
 */
export function RatingChange() {
  const me = useGame((s) => s.view?.players.find((p) => p.key === s.sessionId));
  const mode = useGame((s) => s.view?.mode ?? null);
  const noContest = useGame((s) => s.view?.result?.winner === 'none');
  if (me === undefined) return null;
  if (me.unrated !== undefined)
    return (
      <p className="g-rating-change g-unrated">
        {me.unrated === 'ai' ? UNRATED_AI_TEXT : UNRATED_PAIR_TEXT}
        {me.rating !== undefined && ` Your rating stays ${me.rating}${me.provisional === true ? '?' : ''}.`}
      </p>
    );
  if (me.ratingChange === undefined) {
    const words = ratedWords(mode, null, noContest, false);
    return words === null ? null : <p className="g-rating-change g-unrated">{words}</p>;
  }
  const change = me.ratingChange;
  return (
    <p className="g-rating-change">
      Rated:{' '}
      <strong className={change > 0 ? 'up' : change < 0 ? 'down' : undefined}>{signedChange(change)}</strong>
      {me.rating !== undefined && ` → ${me.rating}${me.provisional === true ? '?' : ''}`}
    </p>
  );
}
