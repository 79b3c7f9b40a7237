// The settings routes (spec section 8): the leaderboard's, the play texts, the AI names and games, the
// opacities; reads are public, writes are an admin's.
import * as Type from './schema';
import type {
  AiNameItem,
  AiNamesSetting,
  LeaderboardSetting,
  OpacitySetting,
  TextSettingRoute,
} from '../http';
import { SAVED_ANSWER, route, savedWith, typed, type Route } from './route';

/** Raw text from a client; trimmed and limited by the server's check (contract/http.ts's textError). */
const Text = Type.String({ maxLength: 1000 });

/** The play texts: with others, with the AI, create a game, join a game. */
export interface PlayTextsSetting {
  readonly names: readonly string[];
}

/** How many AI-versus-AI games a watch plays. */
export interface AiGamesSetting {
  readonly qty: number;
}

/** Leaderboard settings: read by anyone, saved by an admin. */
export const LEADERBOARD_SETTING = route({
  method: 'GET',
  path: '/v1/setting/setl',
  answer: typed<LeaderboardSetting>(),
});
export const SAVE_LEADERBOARD = route({
  method: 'PUT',
  path: '/v1/setting/setl',
  body: Type.Object({ title: Text, qty: Type.Number() }),
  answer: savedWith<LeaderboardSetting>(),
});
export const SAVE_LEADERBOARD_PAUSE = route({
  method: 'PUT',
  path: '/v1/setting/setlstatus',
  body: Type.Object({ status: Type.Boolean() }),
  answer: savedWith<LeaderboardSetting>(),
});
export const SAVE_LEADERBOARD_ORDER = route({
  method: 'PUT',
  path: '/v1/setting/setlorder',
  body: Type.Object({ order: Type.String({ maxLength: 20 }) }),
  answer: savedWith<LeaderboardSetting>(),
});
/** Archives the current board as a season. */
export const ARCHIVE_LEADERBOARD = route({
  method: 'PUT',
  path: '/v1/setting/setlarchive',
  answer: Type.Object({ status: Type.Literal('ok'), message: Type.String(), season: Type.Number() }),
});
/** Empties the current board. */
export const RESET_LEADERBOARD = route({
  method: 'DELETE',
  path: '/v1/setting/setlreset',
  answer: SAVED_ANSWER,
});

/** The play texts. */
export const PLAY_TEXTS_SETTING = route({
  method: 'GET',
  path: '/v1/setting/setp',
  answer: typed<PlayTextsSetting>(),
});

/** The route that saves one text of a setting's `names` (a leaderboard column text or a play text). */
export const textSettingRoute = (text: TextSettingRoute) =>
  route({
    method: 'PUT',
    path: `/v1/setting/${text.path}`,
    body: Type.Object({ [text.field]: Text }),
    answer: savedWith<{ readonly names: readonly string[] }>(),
  }) satisfies Route;

/** AI names: how many the rooms draw from, and the list. */
export const AI_NAMES_SETTING = route({
  method: 'GET',
  path: '/v1/setting/seta',
  answer: typed<AiNamesSetting>(),
});
export const SAVE_AI_NAMES = route({
  method: 'PUT',
  path: '/v1/setting/seta',
  body: Type.Object({ qty: Type.Number(), names: Type.Array(Text, { maxItems: 10_000 }) }),
  answer: savedWith<AiNamesSetting>(),
});
/** The saved AI names that contain `keyword` (ignoring case). */
export const SEARCH_AI_NAMES = route({
  method: 'GET',
  path: '/v1/setting/allnames',
  query: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  answer: typed<readonly AiNameItem[]>(),
});
export const AI_GAMES_SETTING = route({
  method: 'GET',
  path: '/v1/setting/setagamenumber',
  answer: typed<AiGamesSetting>(),
});
export const SAVE_AI_GAMES = route({
  method: 'PUT',
  path: '/v1/setting/setagamenumber',
  body: Type.Object({ aiQty: Type.Number() }),
  answer: savedWith<AiGamesSetting>(),
});

/** The opacities of tiles, faces and images. */
export const OPACITY_SETTING = route({
  method: 'GET',
  path: '/v1/setting/opacity',
  answer: typed<OpacitySetting>(),
});
/** Saves one opacity, named by `title` (contract/texts.ts's OPACITY_NAMES). */
export const SAVE_OPACITY = route({
  method: 'POST',
  path: '/v1/setting/saveopacity',
  body: Type.Object({ value: Type.Number(), title: Type.String({ maxLength: 40 }) }),
  answer: savedWith<OpacitySetting>(),
});
