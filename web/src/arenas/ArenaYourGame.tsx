import { useTranslation } from 'react-i18next';
import type { ArenaPage } from '../../../contract/arenas';
import { useEnterArenaGame, type JoinGame } from './useEnterArenaGame';

/**
 * Where you stand in the arena's pairing: your game (entered at once by itself, else "Go to your game"), waiting
 * for an opponent, or waiting for the start. Nothing when you are not in it, paused, or it is over.
 */
export function ArenaYourGame({ page, join }: { readonly page: ArenaPage; readonly join: JoinGame }) {
  const { t } = useTranslation('arenas');
  const state = page.me?.line.state;
  const out = page.arena.status === 'finished' || state === undefined || state === 'withdrawn';
  // A game named after the end or a withdrawal (the forfeited one, until the next answer) is not gone into.
  const roomId = out ? null : (page.me?.game?.roomId ?? null);
  const { joining, failure, enter } = useEnterArenaGame(page.arena.id, roomId, join);
  if (out) return null;
  if (enter !== null)
    return (
      <section className="card stack arena-your-game" aria-live="polite">
        <p>{joining ? t('actions.joiningGame') : t('actions.yourGame')}</p>
        {failure !== null && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <button type="button" className="primary" disabled={joining} onClick={enter}>
          {t('actions.goToGame')}
        </button>
      </section>
    );
  if (state === 'paused') return null;
  return (
    <p className="card arena-waiting" role="status">
      {page.arena.status === 'upcoming' ? t('actions.waitingStart') : t('actions.waiting')}
    </p>
  );
}
