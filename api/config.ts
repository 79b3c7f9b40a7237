import { PUZZLE_SET_FILE } from '../engine';
import { SOLVED_DIR } from './solved/tableFiles';
import { parseTrustProxy, type TrustProxy } from './http/clientIp';
import { originOf } from './http/origin';
import { PASSWORD_PARAMS, type PasswordParams } from './auth/password';

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  /** `sqlite:<path>`, `sqlite::memory:` or `postgres://…`; default: `sqlite:data/octoduel.sqlite`. */
  readonly databaseUrl: string;
  /** Hive JSON-RPC nodes, tried in order with fail-over. */
  readonly hiveRpcUrls: readonly string[];
  /** The account whose posting authority Keychain sign-in asks for; empty: never ask. */
  readonly hiveAppAccount: string;
  /**
   * The app account's private posting key (HIVE_APP_POSTING_KEY, WIF): set, counted games are anchored on Hive
   * as `custom_json` operations signed by HIVE_APP_ACCOUNT (issue 28); empty, nothing is queued. Never logged,
   * never sent to a client (docs/SECURITY.md).
   */
  readonly hiveAppPostingKey: string;
  /** A block explorer's transaction page, with `{tx}` and `{block}` placeholders (HIVE_EXPLORER_URL). */
  readonly hiveExplorerUrl: string;
  /**
   * The HiveAuth (HAS) server the page sends HiveAuth sign-in requests through (HIVEAUTH_URL, `ws(s)://…`;
   * absent: DEFAULT_HIVEAUTH_URL, the public one). A value that is not a WebSocket URL stops the server at start.
   */
  readonly hiveAuthUrl?: string;
  /** Usernames granted the admin role on start. */
  readonly adminUsers: readonly string[];
  /** Cookies get `Secure` when the site is served over HTTPS. */
  readonly secureCookies: boolean;
  /** Other origins allowed to call matchmaking from a browser (ALLOWED_ORIGINS, comma-separated). */
  readonly allowedOrigins: readonly string[];
  /**
   * The scrypt work of a legacy password's hash and check: PASSWORD_PARAMS (OWASP's) in the product, with no
   * environment variable to lower it. Only the test harness passes lighter work (tests/kits/testHarness.ts), so
   * a suite of wrong-password sign-ins does not spend minutes and gigabytes hashing; the tests of the work itself
   * (api/routes/account.passwords.test.ts) run with PASSWORD_PARAMS.
   */
  readonly passwordParams: PasswordParams;
  /** Requests per minute per IP on sign-in routes (all of them together). */
  readonly signInRateLimit: number;
  /** Requests per minute per target account (Hive username or email) on sign-in routes, from any IP. */
  readonly signInUserRateLimit: number;
  /**
   * Writes (POST, PUT, DELETE) per minute per IP from callers without a session (SIGNED_OUT_WRITE_RATE_LIMIT;
   * the sign-in routes have their own limits and are not counted here).
   */
  readonly signedOutWriteRateLimit: number;
  /** Reads per minute per IP of the public reads that cost a query each (histories, replays; PUBLIC_READ_RATE_LIMIT). */
  readonly publicReadRateLimit: number;
  /**
   * How long the HTTP server waits for a whole request, headers and body (REQUEST_TIMEOUT_MS): later it answers
   * 408 and closes the connection. WebSockets, once upgraded, are not concerned.
   */
  readonly requestTimeoutMs: number;
  /**
   * This site's public origin (SITE_ORIGIN, e.g. `https://octoduel.example`): what cross-site checks and
   * signed sign-in messages compare against. Absent: the request's own Host header.
   */
  readonly siteOrigin?: string | null;
  /** Proxies whose `X-Forwarded-For` names the client (TRUST_PROXY); none by default. */
  readonly trustProxy: TrustProxy;
  /** An http(s) site the home page (/) shows in a frame (HOME_EMBED_URL); absent or null: no frame. */
  readonly homeEmbedUrl?: string | null;
  /**
   * The origin whose window messages may sign the page in (BACKEND_ORIGIN, e.g. `https://backend.example`);
   * absent or null: the page's own origin.
   */
  readonly backendOrigin?: string | null;
  /** Where the solved table is (SOLVED_TABLE_DIR; engine/solved/table, the shipped one, by default). */
  readonly solvedDir: string;
  /**
   * The shipped puzzle set loaded into the database at start (PUZZLE_SET_FILE; engine/puzzles/set/puzzles.json by
   * default; empty: none loaded). A set the engine refuses stops the start (api/puzzles/shippedSet.ts).
   */
  readonly puzzleSetFile: string;
  /** HiveSigner's address (HIVESIGNER_URL, https://hivesigner.com by default), without a trailing slash. */
  readonly hivesignerUrl: string;
  /**
   * The HiveSigner app account (HIVESIGNER_APP) whose Redirect URIs name this site's callback,
   * `<origin>/v1/api/hivesigner/callback`; empty (the default): HiveSigner sign-in is off.
   */
  readonly hivesignerApp: string;
}

export const DEFAULT_HIVESIGNER_URL = 'https://hivesigner.com';

export const DEFAULT_EXPLORER_URL = 'https://hivehub.dev/tx/{tx}';

export const DEFAULT_HIVEAUTH_URL = 'wss://hive-auth.arcange.eu';

export const DEFAULT_HIVE_NODES = ['https://api.hive.blog', 'https://api.deathwing.me', 'https://anyx.io'];

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Reads the configuration from environment variables (see README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rpc = list(env.HIVE_RPC_URL);
  return {
    databaseUrl: env.DATABASE_URL?.trim() || 'sqlite:data/octoduel.sqlite',
    hiveRpcUrls: rpc.length > 0 ? rpc : DEFAULT_HIVE_NODES,
    hiveAppAccount: env.HIVE_APP_ACCOUNT ?? 'downvote-tool',
    hiveAppPostingKey: env.HIVE_APP_POSTING_KEY?.trim() ?? '',
    hiveExplorerUrl: env.HIVE_EXPLORER_URL?.trim() || DEFAULT_EXPLORER_URL,
    hiveAuthUrl: hiveAuthUrl(env.HIVEAUTH_URL),
    adminUsers: list(env.ADMIN_USERS).map((u) => u.toLowerCase()),
    secureCookies: env.SECURE_COOKIES === 'true',
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    passwordParams: PASSWORD_PARAMS,
    signInRateLimit: Number(env.SIGNIN_RATE_LIMIT ?? 30) || 30,
    signInUserRateLimit: Number(env.SIGNIN_USER_RATE_LIMIT ?? 10) || 10,
    signedOutWriteRateLimit: Number(env.SIGNED_OUT_WRITE_RATE_LIMIT ?? 30) || 30,
    publicReadRateLimit: Number(env.PUBLIC_READ_RATE_LIMIT ?? 120) || 120,
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 30_000) || 30_000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteOrigin: siteOrigin(env.SITE_ORIGIN),
    homeEmbedUrl: embedUrl(env.HOME_EMBED_URL),
    solvedDir: env.SOLVED_TABLE_DIR?.trim() || SOLVED_DIR,
    puzzleSetFile: env.PUZZLE_SET_FILE?.trim() ?? PUZZLE_SET_FILE,
    backendOrigin: backendOrigin(env.BACKEND_ORIGIN),
    hivesignerUrl: hivesignerUrl(env.HIVESIGNER_URL),
    hivesignerApp: env.HIVESIGNER_APP?.trim().toLowerCase() ?? '',
  };
}

/** HIVESIGNER_URL as an http(s) base URL without a trailing slash; a value that is not one stops the server. */
function hivesignerUrl(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return DEFAULT_HIVESIGNER_URL;
  if (originOf(trimmed) === undefined)
    throw new Error(`HIVESIGNER_URL must be an http(s) URL, not "${trimmed}".`);
  const url = new URL(trimmed);
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    throw new Error(`HIVESIGNER_URL must be a plain http(s) URL, not "${trimmed}".`);
  return url.href.replace(/\/+$/, '');
}

/** SITE_ORIGIN as an origin (`https://host[:port]`); a value that is not one stops the server at start. */
function siteOrigin(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const origin = originOf(trimmed);
  if (origin === undefined) throw new Error(`SITE_ORIGIN must be an http(s) origin, not "${trimmed}".`);
  return origin;
}

/** BACKEND_ORIGIN as an origin; a value that is not one stops the server at start. */
function backendOrigin(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const origin = originOf(trimmed);
  if (origin === undefined) throw new Error(`BACKEND_ORIGIN must be an http(s) origin, not "${trimmed}".`);
  return origin;
}

/** HIVEAUTH_URL as a ws(s) URL (the public HAS server when unset); anything else stops the server at start. */
function hiveAuthUrl(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return DEFAULT_HIVEAUTH_URL;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`HIVEAUTH_URL must be a ws:// or wss:// URL, not "${trimmed}".`);
  }
  if ((url.protocol !== 'wss:' && url.protocol !== 'ws:') || url.username !== '' || url.password !== '')
    throw new Error(`HIVEAUTH_URL must be a ws:// or wss:// URL without credentials, not "${trimmed}".`);
  return trimmed;
}

/** An absolute http(s) URL, else null (an unusable value never reaches the page or the CSP). */
function embedUrl(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
