import type { StoredGame } from '../../../engine';
import type { GameHistoryPage } from '../../../contract/http';
import { GAME_HISTORY, STORED_GAME } from '../../../contract/routes';
import { call } from './call';

/**
 * A page of a player's games, newest first (GET /api/users/:username/games): the newest page, or the one after
 * the page whose `older` cursor is `before`.
 */
export function fetchGameHistory(username: string, before?: string): Promise<GameHistoryPage> {
  return call(GAME_HISTORY, { params: { username }, query: { before } });
}

/**
 * A stored game (GET /api/games/:gameId). Fails with an ApiError: status 404 `request/not-found` for no such
 * game, 403 `game/private` for a private game asked by anyone but its two players, 409 `game/sealed` for a game
 * claimed as no contest that could still be running (its message says when it opens).
 */
export function fetchStoredGame(gameId: string): Promise<StoredGame> {
  return call(STORED_GAME, { params: { gameId } });
}
