import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGame } from '../stores/game';
import { seatsOf } from './board/boardModel';
import { hasResumableGame, holdsLiveSeat, inRoom, resumeGame } from './net/connection';

/** Pages that show the game itself (or its lobby), where a bar back to it would point at the page it is on. */
const GAME_PAGES = new Set(['/play', '/lobby', '/lobbyothers', '/h0a2']);

/**
 * On every other page while this tab holds a seat in a live game: a bar back to it. Following a link never gives
 * the seat up (only the game's Leave does, or the grace period's end), so the game goes on while its player reads
 * the rules or the leaderboard, and one click brings them back. After a full page load on such a page (a typed
 * address, a reload) within the grace period, the seat is taken back here at once, not only once /play is opened.
 */
export function LiveGameBar() {
  const { t } = useTranslation('game');
  const { pathname } = useLocation();
  const view = useGame((s) => s.view);
  const sessionId = useGame((s) => s.sessionId);
  // Re-rendered on every change of the store's connection (holdsLiveSeat reads it).
  useGame((s) => s.status);
  useGame((s) => s.gameOver);
  useEffect(() => {
    if (!inRoom() && hasResumableGame()) void resumeGame();
  }, []);
  if (GAME_PAGES.has(pathname) || view === null || !holdsLiveSeat()) return null;
  const foe = seatsOf(view, sessionId).foe?.name ?? t('bar.yourOpponent');
  return (
    <div className="notice live-game-bar" role="status">
      <span>{t('bar.against', { foe })}</span>
      <Link to="/play">{t('bar.back')}</Link>
    </div>
  );
}
