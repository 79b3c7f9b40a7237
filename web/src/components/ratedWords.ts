import type { GameMode } from '../../../engine';
import { i18n } from '../i18n/init';

/**
 * Why a game of each mode changes no rating, or null for the rated mode (RULES.md "Leaderboard and ratings":
 * only public games between two people are rated). The web's one statement of the rule: the result dialog and
 * the history rows both read it.
 */
function unratedWhy(mode: GameMode): string | null {
  return mode === 'others' ? null : i18n.t(`components:rated.why.${mode}`);
}

/** "+12", "−8" (a minus sign), "±0". */
export function signedChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return '±0';
}

/**
 * Whether a finished game was rated, in words: "Rated: +12" when the server gave a rating change (a record says
 * so whatever its mode), else "Not rated: private game" from the mode, "Not rated: no contest" for a game that
 * did not count, or plain "Not rated" for a public game the server left unrated (a paused board, say). Null while
 * a public game's rating is still on its way (the dialog waits for it).
 */
export function ratedWords(
  mode: GameMode | null,
  change: number | null,
  noContest: boolean,
  final = true,
): string | null {
  if (change !== null) return i18n.t('components:rated.rated', { change: signedChange(change) });
  const why = mode === null ? null : unratedWhy(mode);
  if (why !== null) return i18n.t('components:rated.notRatedWhy', { why });
  if (noContest) return i18n.t('components:rated.noContest');
  return final ? i18n.t('components:rated.notRated') : null;
}
