// Every route of the API, one table read by the server (api/routes/) and the web client (web/src/net/call.ts).
import { LEADERBOARD_TEXT_ROUTES, PLAY_TEXT_ROUTES } from '../http';
import * as account from './account';
import * as arenas from './arenas';
import * as images from './images';
import * as players from './players';
import * as puzzles from './puzzles';
import type { Route } from './route';
import * as settings from './settings';
import * as signIn from './signIn';
import * as site from './site';

export * from './account';
export * from './arenas';
export * from './images';
export * from './matchmaking';
export * from './players';
export * from './puzzles';
export * from './route';
export * from './settings';
export * from './signIn';
export * from './site';

/** The routes a module declares (its exported entries; helpers and schemas left out). */
const entriesOf = (module: Record<string, unknown>): Route[] =>
  Object.values(module).filter(
    (value): value is Route =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'answer' in value,
  );

/**
 * Every route the API registers, once each (tests/routesOnce.test.ts and api/routes/table.test.ts check it).
 * Colyseus's matchmaking is served by the rooms layer, not the API app: it is in ROOMS_ROUTES (./matchmaking).
 */
export const ROUTES: readonly Route[] = [
  ...[account, signIn, players, settings, images, site, arenas, puzzles].flatMap(entriesOf),
  ...[...LEADERBOARD_TEXT_ROUTES, ...PLAY_TEXT_ROUTES].map(settings.textSettingRoute),
  ...images.SINGLE_IMAGE_UPLOAD_ROUTES.map((u) => u.route),
  ...Object.values(images.CHARACTER_LIST_UPLOAD_ROUTES),
  ...images.NAMED_BACKGROUNDS.map(images.backgroundRoute),
];
