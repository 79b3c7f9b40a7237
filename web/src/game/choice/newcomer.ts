import { useEffect, useState } from 'react';
import { fetchGameHistory } from '../../net/games';
import { useSession } from '../../stores/session';

/** A signed-in player with fewer finished games than this starts games against the AI on the relaxed clock. */
export const NEWCOMER_GAMES = 3;

/**
 * Whether the signed-in player is new: fewer than NEWCOMER_GAMES games in their history (the server's count, the
 * `total` of GET /api/users/:username/games). False when signed out or when the history cannot be read, so a
 * failure changes nothing.
 */
export function useNewcomer(): boolean {
  // Games are recorded under the Hive name (as the profile reads them); an account without one has no games.
  const username = useSession((s) => (s.status === 'signedIn' ? (s.account?.hiveUsername ?? '') : ''));
  const [newcomer, setNewcomer] = useState(false);
  useEffect(() => {
    if (username === '') {
      setNewcomer(false);
      return;
    }
    let alive = true;
    fetchGameHistory(username).then(
      (page) => {
        if (alive) setNewcomer(page.total < NEWCOMER_GAMES);
      },
      (err: unknown) => {
        console.warn('game history for the clock', err);
      },
    );
    return () => {
      alive = false;
    };
  }, [username]);
  return newcomer;
}
