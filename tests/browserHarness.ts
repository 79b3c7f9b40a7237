// Browser tests: the real built product on a real one-port server (SQLite in memory, a stand-in Hive node with
// test accounts), driven by Debian's Chromium through playwright-core.
//
// `startBrowserHarness()` with no arguments gives the worker's shared harness: one Chromium, one server and one
// stand-in node per vitest worker process (the `browser` project runs with `isolate: false`, so this module and
// its singleton survive from file to file), started by the first file that asks and left to die with the worker.
// Its `close()` does nothing. Its database is shared by every file the worker runs: a test using it must not
// count on a fresh database (its own usernames and game ids, no global settings changed). A file passing
// services or env (even `{}`) gets a harness of its own, as before, closed by its `close()`; one passing
// `anchoring` also anchors counted games on its stand-in chain (issue 28; tests/browser/onHive.test.ts).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { loadConfig } from '../api/config';
import { signedInPlayer } from './kits/players';
import { createHiveNode } from '../api/hive/hiveNode';
import {
  makeTestAccount,
  startStandInNode,
  type StandInNode,
  type TestAccount,
} from '../api/hive/standInNode';
import { SESSION_COOKIE } from '../api/db/sessions';
import type { StandInChainOptions } from '../api/hive/standInChain';
import { startServer, type RunningServer } from '../server/startServer';
import type { RoomServices } from '../rooms/services';
import { DEFAULT_LIMITS, type RoomLimits } from '../rooms/limits/limits';
import type { AnchorTunables } from '../server/anchoring';
import { LOOKING_DURATIONS } from './browser/phaseWalk';

/** Demo-like accounts on the stand-in chain. `admin` is an admin (ADMIN_USERS). */
export const BROWSER_ACCOUNTS = {
  alice: makeTestAccount('alice', 'alice browser password'),
  bob: makeTestAccount('bob', 'bob browser password'),
  admin: makeTestAccount('boss', 'boss browser password'),
} as const satisfies Record<string, TestAccount>;

/** The app account that anchors counted games when a harness runs with `anchoring` (issue 28). */
export const ANCHOR_APP = makeTestAccount('octoduel-browser', 'octoduel browser app password');

/** A harness of a file's own with anchoring on: the app account, its posting key and the node as HIVE_RPC_URL. */
export interface HarnessOptions {
  readonly anchoring?: {
    /** The stand-in chain's blocks and irreversibility (e.g. a block every 300 ms). */
    readonly chain: StandInChainOptions;
    /** The publisher's rounds. */
    readonly publisher?: AnchorTunables;
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface SignedInOptions {
  readonly name?: string;
  readonly width?: number;
  /** The viewport's height (900 by default). */
  readonly height?: number;
  /** A phone's context: mobile and touch. */
  readonly isMobile?: boolean;
  readonly hasTouch?: boolean;
  readonly admin?: boolean;
}

export interface BrowserHarness {
  readonly server: RunningServer;
  readonly node: StandInNode;
  readonly browser: Browser;
  readonly url: string;
  /** A fresh browser context (its own cookies) at this width. */
  context(width?: number): Promise<BrowserContext>;
  /** A page already signed in as this Hive user with a full profile (skips the sign-in screen). */
  signedInPage(username: string, options?: SignedInOptions): Promise<Page>;
  /** The same, with the session token its httpOnly cookie holds (what page scripts must never see). */
  signedInSession(username: string, options?: SignedInOptions): Promise<{ page: Page; token: string }>;
  /**
   * The same user and session without a browser (for a colyseus.js client, a cookie set by hand, or a user who must
   * exist): a page made only to be closed cost Chromium about half a core-second.
   */
  session(username: string, options?: Pick<SignedInOptions, 'name' | 'admin'>): Promise<string>;
  close(): Promise<void>;
}

/**
 * The shared server's room services: phases long enough to look around in (a phase ends once both players are
 * done, so this costs nothing to a test that acts), a reveal long enough for axe, the layout checks and two
 * screenshots, and a quick AI. No route-only test notices them.
 */
export const SHARED_SERVICES: Partial<RoomServices> = {
  durations: { ...LOOKING_DURATIONS, reveal: 4000 },
  aiThinkMs: 300,
};

/** The worker's shared harness as launched, whose `close()` really closes it (see retireShared). */
let shared: Promise<BrowserHarness> | undefined;

/**
 * With no arguments: this worker's shared harness (see above). `services`, `env` (which adds to or overrides the
 * configuration, e.g. HIVE_EXPLORER_URL) or `options` (anchoring on) give a harness of this file's own.
 */
export async function startBrowserHarness(
  services?: Partial<RoomServices>,
  env?: Record<string, string>,
  options?: HarnessOptions,
): Promise<BrowserHarness> {
  if (services === undefined && env === undefined && options === undefined) {
    shared ??= launchHarness({ limits: BROWSER_LIMITS, ...SHARED_SERVICES }, {});
    // Shared by every file of this worker: it ends with the worker process (Playwright closes Chromium then), or
    // when a file starts a server of its own (retireShared).
    return { ...(await shared), close: () => Promise.resolve() };
  }
  await retireShared();
  return launchHarness({ limits: BROWSER_LIMITS, ...services }, env ?? {}, options ?? {});
}

/**
 * Closes the worker's shared server, if one runs; the next file that asks for it gets a fresh one. Colyseus's
 * matchmaker is one per process (its state, driver and presence are module globals): a second server in the worker
 * takes it over, and closing that server marks it shutting down for every server, so the shared one then answered
 * each matchmaking call "The game server is restarting" (503). Which files failed so depended on the order the
 * worker ran them in (leaveQuestion and gameTour after any file with a server of its own). One server at a time.
 */
async function retireShared(): Promise<void> {
  const running = shared;
  shared = undefined;
  if (running !== undefined) await (await running).close();
}

/**
 * One address (127.0.0.1) plays every user of a worker's files, file after file on the shared server: the rooms'
 * per-IP limits (tested in tests/rooms) would refuse a later file's seeks within the same minute, now that a
 * public `join` counts like `create` (issue 35). The per-user limits stay as they are.
 */
const BROWSER_LIMITS: RoomLimits = {
  ...DEFAULT_LIMITS,
  matchmakePerMinute: { ...DEFAULT_LIMITS.matchmakePerMinute, ip: 100_000 },
  createPerMinute: { ...DEFAULT_LIMITS.createPerMinute, ip: 100_000 },
  joinByCodePerMinute: { ...DEFAULT_LIMITS.joinByCodePerMinute, ip: 100_000 },
  liveListPerMinutePerIp: 100_000,
};

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, which .ci/run installs): the same Blink and V8
 * as /usr/bin/chromium, without the full browser's windowing and compositor. Measured on routeTour alone, it cut
 * the machine's CPU from 117 to 82 core-seconds (docs/TESTING.md).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

let chromiumOfWorker: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched by the first harness and shared by every harness after it (each its own
 * contexts, so its own cookies and storage): a launch costs about a second of CPU, and twenty files have a server
 * of their own. It ends with the worker process (Playwright closes it then).
 */
function workerBrowser(): Promise<Browser> {
  chromiumOfWorker ??= chromium.launch({
    executablePath: HEADLESS_SHELL,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return chromiumOfWorker;
}

async function launchHarness(
  services: Partial<RoomServices>,
  env: Record<string, string>,
  { anchoring }: HarnessOptions = {},
): Promise<BrowserHarness> {
  const accounts = Object.values(BROWSER_ACCOUNTS).map((a) => a.account);
  const node = await startStandInNode(
    anchoring === undefined
      ? { accounts }
      : { accounts: [...accounts, ANCHOR_APP.account], chainOptions: anchoring.chain },
  );
  const config = loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    ADMIN_USERS: 'boss',
    HIVE_APP_ACCOUNT: '',
    // One address (127.0.0.1) plays every user of a worker's files: the per-IP limits are tested elsewhere.
    PUBLIC_READ_RATE_LIMIT: '100000',
    SIGNED_OUT_WRITE_RATE_LIMIT: '100000',
    ...(anchoring === undefined
      ? {}
      : {
          HIVE_APP_ACCOUNT: ANCHOR_APP.account.name,
          HIVE_APP_POSTING_KEY: ANCHOR_APP.keys.posting,
          HIVE_RPC_URL: node.url,
        }),
    ...env,
  });
  const server = await startServer({
    config,
    chain: createHiveNode([node.url], { timeoutMs: 2000 }),
    port: 0,
    host: '127.0.0.1',
    logger: false,
    redisUrl: '',
    services,
    ...(anchoring?.publisher === undefined ? {} : { anchors: anchoring.publisher }),
  });
  const browser = await workerBrowser();
  // The contexts open before this harness: another harness's (the shared one's); this one's are the rest.
  const before = new Set(browser.contexts());
  const url = server.url;
  const context = async (width = 1280) =>
    specClock(await browser.newContext({ baseURL: url, viewport: { width, height: 900 } }));
  async function session(
    username: string,
    { name = 'Test Player', admin = false }: Pick<SignedInOptions, 'name' | 'admin'> = {},
  ): Promise<string> {
    return (await signedInPlayer(server.api.ctx.db.kysely, username, { name, admin }, Date.now())).token;
  }
  async function signedInSession(
    username: string,
    {
      name = 'Test Player',
      width = 1280,
      height = 900,
      isMobile,
      hasTouch,
      admin = false,
    }: SignedInOptions = {},
  ) {
    const token = await session(username, { name, admin });
    const ctx = await browser.newContext({
      baseURL: url,
      viewport: { width, height },
      // Still: the phase clock's bar eases to each new width 5 times a second, and on this software-rendered
      // Chromium a page sitting in a phase drew frames for a tenth of a core; a third less without the motion.
      // No test looks at motion; the welcome screen's game (which stops for reduced motion) is a signed-out
      // visitor's, on `context()`, where the motion stays.
      reducedMotion: 'reduce',
      ...(isMobile === undefined ? {} : { isMobile }),
      ...(hasTouch === undefined ? {} : { hasTouch }),
    });
    await specClock(ctx);
    await ctx.addCookies([{ name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' }]);
    return { page: await ctx.newPage(), token };
  }
  return {
    server,
    node,
    browser,
    url,
    context,
    session,
    signedInSession,
    async signedInPage(username, options) {
      return (await signedInSession(username, options)).page;
    },
    async close() {
      // The worker's Chromium stays for the next file; what this harness's tests opened in it is closed.
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
      await server.close();
      await node.close();
    },
  };
}

/**
 * The suite's players are fresh accounts, whom the game choice would start on the relaxed clock (issue 36, a
 * newcomer's first games; a 9 s reveal per turn): the harness's browsers start as if the player had chosen the
 * spec's clock, unless the page chose otherwise (a stored choice is kept). The newcomer default has its own test.
 */
async function specClock(ctx: BrowserContext): Promise<BrowserContext> {
  await ctx.addInitScript(() => {
    try {
      if (localStorage.getItem('octoduel.clock') === null) localStorage.setItem('octoduel.clock', 'standard');
    } catch {
      // A page without storage (about:blank before navigation): nothing to keep.
    }
  });
  return ctx;
}
