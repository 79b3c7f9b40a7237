import { useTranslation } from 'react-i18next';
import { joinArenaGameLazily, useEnterArenaGame, type JoinGame } from './useEnterArenaGame';
import { useArenaPage } from './useArenaPage';

/**
 * On the game screen once an arena game is over: keeps asking for the arena's page, so a next pairing made while
 * the player reads the result is entered at once (as the arena's page would), without going back first. It shows
 * only the line of a join in progress or failed.
 */
export function NextArenaGame({
  arenaId,
  join = joinArenaGameLazily,
}: {
  readonly arenaId: string;
  readonly join?: JoinGame;
}) {
  const { t } = useTranslation('arenas');
  const { answer } = useArenaPage(arenaId);
  const { joining, failure } = useEnterArenaGame(arenaId, answer?.page.me?.game?.roomId ?? null, join);
  if (failure !== null)
    return (
      <p className="error" role="alert">
        {failure}
      </p>
    );
  return joining ? <p role="status">{t('actions.joiningGame')}</p> : null;
}
