// The HTTP contract between api/ and web/: limits, the checks both sides run with the same messages, the
// answers' types and the error codes. Pure: no I/O, so both layers may import it (docs/ARCHITECTURE.md).
import {
  PAIR_ENTRIES,
  type EndReason,
  type GameMode,
  type GamePlayer,
  type Letter,
  type PlayerLevel,
  type Seat,
} from '../engine';

/** Limits of spec sections 5 and 9 and the text rules of docs/API.md. */
export const SETTING_LIMITS = {
  titleMax: 50,
  players: [1, 100],
  aiNamesQty: [2, 5000],
  aiNamesMin: 2,
  aiNameMax: 40,
  aiGames: [2, 100],
  textMax: 40,
  imageBytes: 5 * 1024 * 1024,
} as const;

/** An inclusive range of whole numbers. */
export type Range = readonly [number, number];

const CONTROL = /\p{Cc}/u;

/** Length as a person counts it (an emoji is one character). */
export const textLength = (value: string) => Array.from(value).length;

/** The error for a required one-line text of at most `max` characters (after trimming), or null. */
export function textError(value: string, label: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${label} is required.`;
  if (textLength(trimmed) > max) return `${label} must be at most ${max} characters.`;
  if (CONTROL.test(trimmed)) return `${label} must be one line of text.`;
  return null;
}

/** The error for a number that must be whole and within `[min, max]`, or null. */
export function wholeNumberError(value: number, [min, max]: Range, label: string): string | null {
  if (!Number.isInteger(value) || value < min || value > max)
    return `${label} must be a whole number from ${min} to ${max}.`;
  return null;
}

/** AI names as the server keeps them: trimmed, empties and repeats (ignoring case) dropped. */
export function cleanNames(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of raw.map((n) => n.trim())) {
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** The error for a list of AI names, or null: at least 2 distinct names, each one line of at most 40. */
export function namesError(raw: readonly string[]): string | null {
  const names = cleanNames(raw);
  const long = names.find((n) => textLength(n) > SETTING_LIMITS.aiNameMax);
  if (long !== undefined)
    return `AI name "${Array.from(long).slice(0, 20).join('')}…" must be at most ${SETTING_LIMITS.aiNameMax} characters.`;
  if (names.some((n) => CONTROL.test(n))) return 'An AI name must be one line of text.';
  if (names.length < SETTING_LIMITS.aiNamesMin) return 'minimum 2 names';
  if (names.length > SETTING_LIMITS.aiNamesQty[1]) return `At most ${SETTING_LIMITS.aiNamesQty[1]} AI names.`;
  return null;
}

/** The error for an opacity outside 0-1 (checked before rounding), or null. */
export const opacityError = (value: number): string | null =>
  value >= 0 && value <= 1 ? null : 'Opacity must be from 0 to 1.';

/** Opacity as the server stores it: within 0-1, rounded to one decimal. */
export const roundOpacity = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;

/** The answers to a refused image. */
export const UNSUPPORTED_IMAGE = 'Please upload a PNG, JPEG or WebP image.';
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB. Please upload a smaller image.';

/** How the board is ordered: by rating (established players first) or by wins (RULES.md). */
export const LEADERBOARD_ORDERS = ['rating', 'wins'] as const;
export type LeaderboardOrder = (typeof LEADERBOARD_ORDERS)[number];

/** GET /v1/setting/setl: title, number of rows, paused, order, and the six column texts. */
export interface LeaderboardSetting {
  readonly title: string;
  readonly qty: number;
  readonly pause: boolean;
  readonly order: LeaderboardOrder;
  /** rank, name, win, draw, loss, rating. */
  readonly names: readonly [string, string, string, string, string, string];
}

/** One row of GET /api/users/leaderboard. */
export interface Standing {
  readonly place: number;
  readonly username: string;
  readonly name: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Glicko-2 rating and deviation, rounded. */
  readonly rating: number;
  readonly rd: number;
  /** RD above 110: shown with "?" and, in rating order, listed below the established players. */
  readonly provisional: boolean;
  /** A server AI (its rating is its level's fixed rating). */
  readonly ai: boolean;
  /** An AI row's level (of its latest game: a name always plays one level); absent for a person. */
  readonly level?: PlayerLevel;
}

/**
 * GET /api/users/leaderboard?view=: every row (`all`, the default: the spec's call), only people's (`people`,
 * the web's default tab) or only the AIs' (`ai`, their own tab).
 */
export const LEADERBOARD_VIEWS = ['all', 'people', 'ai'] as const;
export type LeaderboardView = (typeof LEADERBOARD_VIEWS)[number];

/** GET /api/users/:username/profile: a player's standing on the current board. */
export interface PlayerProfile {
  readonly username: string;
  readonly name: string;
  readonly rating: number;
  readonly rd: number;
  readonly provisional: boolean;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Rated games on the current board. */
  readonly games: number;
  readonly ai: boolean;
}

/** One entry of GET /api/users/:username/ratings: a rated game, oldest first. */
export interface RatingHistoryEntry {
  readonly gameId: string;
  readonly playedAt: number;
  readonly opponent: string;
  readonly opponentName: string;
  readonly outcome: 'win' | 'draw' | 'lose';
  readonly before: number;
  readonly after: number;
  readonly rdAfter: number;
}

/** Games per page of GET /api/users/:username/games. */
export const HISTORY_PAGE_SIZE = 20;
/**
 * The deepest page GET /api/users/:username/games answers by number (`?page=N`); a deeper one is refused with
 * 400 `history/page-too-deep`: older pages are read with the `older` cursor of the page before (`?before=`).
 */
export const HISTORY_MAX_PAGE = 10;
/** The history's `total` counts among the name's newest this many games at most (`totalCapped` past it). */
export const HISTORY_TOTAL_CAP = 1000;

/** One game in a player's history (GET /api/users/:username/games), from that player's side. */
export interface GameHistoryEntry {
  readonly gameId: string;
  readonly mode: GameMode;
  readonly endedAt: number;
  /** The seat the player sat in. */
  readonly seat: Seat;
  readonly player: GamePlayer;
  readonly opponent: GamePlayer;
  /** From the player's side; `none` for no contest. */
  readonly outcome: 'win' | 'lose' | 'draw' | 'none';
  readonly reason: EndReason;
  /** What the game did to the player's rating, rounded (after − before); null when it was not rated. */
  readonly ratingChange: number | null;
}

/**
 * GET /api/users/:username/games: newest first, HISTORY_PAGE_SIZE a page; `?before=<older>` for the page after
 * another (keyset, issue 35), `?page=N` up to HISTORY_MAX_PAGE.
 */
export interface GameHistoryPage {
  readonly games: readonly GameHistoryEntry[];
  readonly pageSize: number;
  /**
   * The cursor of the next, older page (opaque: pass it back as `?before=`); null when there is none. A page may
   * be short, even empty, and still have one: each request walks a bounded number of the name's games.
   */
  readonly older: string | null;
  /** The games the caller may see in this player's history, counted among its newest HISTORY_TOTAL_CAP. */
  readonly total: number;
  /** True when the player has more games than were counted: `total` is then "at least". */
  readonly totalCapped: boolean;
}

/** One player of a live game as GET /api/live lists it. */
export interface LivePlayer {
  /** 'A' or 'B'. */
  readonly seat: string;
  readonly name: string;
  readonly username: string;
  /** The rating shown beside the name, rounded; null when unknown. */
  readonly rating: number | null;
  readonly provisional: boolean;
  readonly isAi: boolean;
}

/**
 * One entry of GET /api/live: a live public or vs-AI game, or the server's AI-versus-AI exhibition (games a
 * person plays first, then best-rated first).
 */
export interface LiveGame {
  /** Watch it with `joinById(roomId, { spectate: true })`, or at /watch/:roomId. */
  readonly roomId: string;
  /** `others`, `h1a1` or `h0a2` (the exhibition). */
  readonly mode: string;
  readonly turn: number;
  /** How many are watching. */
  readonly spectators: number;
  readonly players: readonly LivePlayer[];
  /** The higher of the players' ratings (the list's order, best first); null when neither is known. */
  readonly topRating: number | null;
}

/** GET /v1/setting/seta: how many names the rooms draw from, and the list. */
export interface AiNamesSetting {
  readonly qty: number;
  readonly names: readonly string[];
}

/** One saved AI name in GET /v1/setting/allnames?keyword= (label = value = the name, id = its index). */
export interface AiNameItem {
  readonly label: string;
  readonly value: string;
  readonly id: number;
}

/** GET /v1/setting/setg: each image's URL, or null when none was uploaded. */
export interface GraphicsSetting {
  readonly floortile: string | null;
  readonly movetile: string | null;
  readonly taptile: string | null;
  readonly moveeffect: string | null;
  readonly tapeffect: string | null;
  /** By character index 0..15. */
  readonly chartile: readonly (string | null)[];
  readonly charface: readonly (string | null)[];
  readonly playbg: string | null;
  readonly leaderbg: string | null;
  readonly profilebg: string | null;
}

/** GET /v1/setting/opacity. */
export interface OpacitySetting {
  readonly tileOpacity: number;
  readonly faceOpacity: number;
  readonly imageOpacity: number;
}

/** One item of GET /v1/setting/allcharimg: images move, give, act. */
export interface CharacterImageSet {
  readonly id: number;
  readonly imgFor: Letter;
  readonly images: readonly (string | null)[];
}

/**
 * GET /api/solved/:a/:b (either order; `?v=<sha256>` optional): the solved values of one character pair, the
 * pair kept as (lower index, higher index), as SOLVED_PAIR_BYTES of little-endian 16-bit values
 * (`application/octet-stream`), enough to analyse one game. Readable signed out; a bad letter is 400
 * `request/invalid`.
 */
export const solvedPairPath = (a: Letter, b: Letter): string =>
  `/api/solved/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;

/** The length of a pair's values in bytes (12,800). */
export const SOLVED_PAIR_BYTES = PAIR_ENTRIES * 2;

/** The header naming the SHA-256 of the solved table the values come from (its manifest's `sha256`). */
export const SOLVED_SHA256_HEADER = 'x-solved-sha256';

/** Every `code` an API error body may carry (docs/API.md "Error codes"); `network/unreachable` is the client's own. */
export const API_ERROR_CODES = [
  'request/invalid',
  'request/not-found',
  'request/too-large',
  'request/too-slow',
  'request/unsupported-type',
  'request/forbidden',
  'game/private',
  'history/page-too-deep',
  'game/sealed',
  'match/no-such-game',
  'match/watch-only',
  'match/closed',
  'match/full',
  'match/budget',
  'match/expired',
  'match/arena-only',
  'arena/unknown',
  'arena/over',
  'arena/joined',
  'arena/not-joined',
  'arena/code-wrong',
  'arena/in-game',
  'arena/profile-incomplete',
  'puzzle/unknown',
  'puzzle/attempt-unknown',
  'puzzle/not-yours',
  'puzzle/answered',
  'puzzle/bad-move',
  'puzzle/bad-hit',
  'puzzle/none-left',
  'auth/signed-out',
  'auth/not-admin',
  'auth/not-owner',
  'auth/refused',
  'auth/unconfirmed',
  'account/conflict',
  'hive/user-not-found',
  'rate/limited',
  'cross-site/refused',
  'setting/invalid',
  'image/missing',
  'image/too-large',
  'image/unsupported',
  'image/not-found',
  'server/fault',
  'server/unavailable',
  'network/unreachable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

/** True when `value` is one of the API's error codes. */
export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && CODES.has(value);

/** The code of a failure that named none (Fastify's own refusals), from its HTTP status. */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return 'auth/signed-out';
    case 403:
      return 'request/forbidden';
    case 404:
      return 'request/not-found';
    case 408:
      return 'request/too-slow';
    case 413:
      return 'request/too-large';
    case 415:
      return 'request/unsupported-type';
    case 429:
      return 'rate/limited';
    case 502:
    case 503:
      return 'server/unavailable';
    default:
      return status >= 500 ? 'server/fault' : 'request/invalid';
  }
}

/** The one error body every failure gets. */
export interface ApiErrorBody {
  readonly status: 'error';
  readonly statusCode: number;
  readonly error: string;
  readonly code: ApiErrorCode;
  readonly message: string;
  /** Only on 5xx: the id the server logged the failure under. */
  readonly requestId?: string;
}

/** A text setting's route: PUT `/v1/setting/<path>` with `{[field]: text}`; `label` names it in messages. */
export interface TextSettingRoute {
  readonly path: string;
  readonly field: string;
  readonly label: string;
  /** The spec's success message. */
  readonly success: string;
}

/** The five leaderboard column texts, in the order of the leaderboard setting's `names`. */
export const LEADERBOARD_TEXT_ROUTES = [
  { path: 'setlranktext', field: 'rankText', label: 'Rank text', success: 'Successfully saved rank text!' },
  { path: 'setlnametext', field: 'nameText', label: 'Name text', success: 'Successfully saved name text!' },
  { path: 'setlwintext', field: 'winText', label: 'Win text', success: 'Successfully saved win text!' },
  { path: 'setldrawtext', field: 'drawText', label: 'Draw text', success: 'Successfully saved draw text!' },
  { path: 'setllosstext', field: 'lossText', label: 'Loss text', success: 'Successfully saved loss text!' },
  {
    path: 'setlratingtext',
    field: 'ratingText',
    label: 'Rating text',
    success: 'Successfully saved rating text!',
  },
] as const satisfies readonly TextSettingRoute[];

/** The four play texts, in the order of the play texts setting's `names`. */
export const PLAY_TEXT_ROUTES = [
  { path: 'setpplayotext', field: 'playOText', label: 'Play with Others text' },
  { path: 'setpplayatext', field: 'playAiText', label: 'Play with AI text' },
  { path: 'setpcreategtext', field: 'createGText', label: 'Create Game text' },
  { path: 'setpjoingtext', field: 'joinGText', label: 'Join Game text' },
].map((t) => ({ ...t, success: `Successfully saved ${t.label}!` })) satisfies readonly TextSettingRoute[];

/**
 * A game of the player's that ended because the server it was on stopped (a crash, issue 27): no contest, never
 * counted. `GET /v1/api/auth/notices` lists those not shown yet; the client shows each once, then marks it read.
 */
export interface GameNotice {
  readonly gameId: string;
  /** The opponent's shown name. */
  readonly opponent: string;
  /** When the game ended (epoch ms: when its server was last seen alive). */
  readonly endedAt: number;
}

/**
 * A stored game's anchor on Hive (issue 28), in GET /api/games/:gameId's `anchor`: 'off' (not anchored: not a
 * counted game, no posting key set, or recorded before anchoring), 'queued' (in the outbox), 'published'
 * (broadcast, its block not irreversible yet), 'irreversible' (txId and block set), 'failed' (given up).
 */
export interface GameAnchor {
  readonly state: 'off' | 'queued' | 'published' | 'irreversible' | 'failed';
  readonly txId: string | null;
  readonly block: number | null;
}

/** GET /api/chain: where anchors are published and read. */
export interface ChainInfo {
  /** HIVE_APP_POSTING_KEY is set: counted games are anchored. */
  readonly anchoring: boolean;
  /** The app account that signs the anchors (HIVE_APP_ACCOUNT), or null when none. */
  readonly account: string | null;
  /** The first HIVE_RPC_URL: the node a browser reads a block from. */
  readonly rpcUrl: string;
  /** A block explorer's page, with `{block}` and `{tx}` placeholders. */
  readonly explorerUrl: string;
}

/** GET /api/admin/anchors: the outbox's state (admins only). */
export interface AdminAnchors {
  readonly counts: {
    readonly queued: number;
    readonly published: number;
    readonly irreversible: number;
    readonly failed: number;
  };
  readonly recent: readonly {
    readonly gameId: string;
    readonly state: Exclude<GameAnchor['state'], 'off'>;
    readonly attempts: number;
    readonly lastError: string | null;
    readonly txId: string | null;
    readonly block: number | null;
    readonly queuedAt: number;
    readonly publishedAt: number | null;
  }[];
}
