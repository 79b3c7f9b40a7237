// The players' routes: the leaderboard and its seasons, a player's standing, rating history and games, a stored
// game for its replay, and the refused client result call.
import * as Type from './schema';
import type { StoredGame } from '../../engine';
import {
  LEADERBOARD_VIEWS,
  type GameAnchor,
  type GameHistoryPage,
  type PlayerProfile,
  type RatingHistoryEntry,
  type Standing,
} from '../http';
import { route, typed } from './route';

/** A Hive name, or an AI's name with " ai": never a control character (PostgreSQL refuses NUL in text). */
const PlayerName = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]+$' });
const Player = Type.Object({ username: PlayerName });

/** An archived season: its board as it stood. */
export interface Season {
  readonly id: number;
  readonly archivedAt: number;
  readonly title: string;
  readonly standings: readonly Standing[];
}

/** The board: every row, only people's or only the AIs' (`view`). */
export const LEADERBOARD = route({
  method: 'GET',
  path: '/api/users/leaderboard',
  query: Type.Object({
    view: Type.Optional(Type.Union(LEADERBOARD_VIEWS.map((v) => Type.Literal(v)))),
  }),
  answer: typed<readonly Standing[]>(),
});
/** The archived seasons, newest first. */
export const SEASONS = route({
  method: 'GET',
  path: '/api/users/leaderboard/seasons',
  answer: typed<readonly Season[]>(),
});
/** A player's standing on the current board. */
export const PLAYER_PROFILE = route({
  method: 'GET',
  path: '/api/users/:username/profile',
  params: Player,
  answer: typed<PlayerProfile>(),
});
/** A player's rated games on the current board, oldest first (the latest 200). */
export const RATING_HISTORY = route({
  method: 'GET',
  path: '/api/users/:username/ratings',
  params: Player,
  answer: typed<readonly RatingHistoryEntry[]>(),
});
/** The spec's result call: always refused (the game server records results). */
export const SUBMIT_RESULT = route({
  method: 'POST',
  path: '/api/users/result/:username',
  params: Type.Object({ username: Type.String({ maxLength: 100 }) }),
  answer: Type.Never(),
});
/** A page of a player's games, newest first: by `before` (the cursor of the page before) or by `page`. */
export const GAME_HISTORY = route({
  method: 'GET',
  path: '/api/users/:username/games',
  params: Player,
  query: Type.Object({
    page: Type.Optional(Type.String({ maxLength: 20 })),
    before: Type.Optional(Type.String({ maxLength: 400 })),
  }),
  answer: typed<GameHistoryPage>(),
});
/** A stored game with its anchor on Hive (private games to their two players only). */
export const STORED_GAME = route({
  method: 'GET',
  path: '/api/games/:gameId',
  params: Type.Object({
    gameId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
  }),
  answer: typed<StoredGame & { readonly anchor: GameAnchor }>(),
});
