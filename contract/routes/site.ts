// The rest of the API: the client's configuration, the guided first game, crash notices, the chain's anchors,
// the live games and the solved game's values.
import * as Type from './schema';
import type { AdminAnchors, ChainInfo, GameNotice, LiveGame } from '../http';
import { BYTES, route, typed } from './route';

/** What the web client needs to know before it draws its home page. */
export interface ClientConfig {
  /** The site the home page (/) shows in a frame; null: the home page is the game choice. */
  readonly homeEmbedUrl: string | null;
  /** The origin whose window messages may sign the page in (BACKEND_ORIGIN); null: the page's own. */
  readonly backendOrigin: string | null;
}

/** The guided first game: offered or not, and how it ended. */
export interface GuideStatus {
  readonly status: 'ok';
  /** Offered: never done or skipped, and no finished game on record. */
  readonly offer: boolean;
  readonly guide: 'done' | 'skipped' | null;
}

/** Public, no sign-in needed. */
export const CLIENT_CONFIG = route({
  method: 'GET',
  path: '/v1/api/client-config',
  answer: typed<ClientConfig>(),
});

/** Whether to offer the guided first game. */
export const GUIDE = route({ method: 'GET', path: '/v1/api/auth/guide', answer: typed<GuideStatus>() });
/** Marks the guided first game done or skipped. */
export const END_GUIDE = route({
  method: 'POST',
  path: '/v1/api/auth/guide',
  body: Type.Object({ guide: Type.Union([Type.Literal('done'), Type.Literal('skipped')]) }),
  answer: typed<GuideStatus>(),
});

/** The most notices marked read in one request (the list never holds more than 20). */
export const MAX_NOTICES_READ = 20;
const NOTICES = typed<{ readonly status: 'ok'; readonly notices: readonly GameNotice[] }>();
/** The player's games that ended because their server stopped, not shown yet. */
export const NOTICES_LIST = route({ method: 'GET', path: '/v1/api/auth/notices', answer: NOTICES });
/** Marks notices read (by game id). */
export const READ_NOTICES = route({
  method: 'POST',
  path: '/v1/api/auth/notices',
  body: Type.Object({
    read: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: MAX_NOTICES_READ,
    }),
  }),
  answer: NOTICES,
});

/** Where anchors are published and read. */
export const CHAIN = route({ method: 'GET', path: '/api/chain', answer: typed<ChainInfo>() });
/** The anchors' outbox (admins only). */
export const ADMIN_ANCHORS = route({
  method: 'GET',
  path: '/api/admin/anchors',
  answer: typed<AdminAnchors>(),
});

/** The live games, best first (`limit`: 1..100, 50 by default; any other query field is refused). */
export const LIVE_GAMES = route({
  method: 'GET',
  path: '/api/live',
  query: Type.Object({ limit: Type.Optional(Type.String()) }),
  answer: typed<{ readonly games: readonly LiveGame[] }>(),
});

/** One character pair's solved values (either order; `v` the table's SHA-256, for caching for good). */
export const SOLVED_PAIR = route({
  method: 'GET',
  path: '/api/solved/:a/:b',
  params: Type.Object({
    a: Type.String({ minLength: 1, maxLength: 8 }),
    b: Type.String({ minLength: 1, maxLength: 8 }),
  }),
  query: Type.Object({ v: Type.Optional(Type.String({ maxLength: 100 })) }),
  answer: BYTES,
});
