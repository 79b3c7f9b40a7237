// The puzzle page's time to interactive on a phone (issue 42): the built product (the web client built by Vite as
// `npm start` builds it, served by the product server in a process of its own, tests/bench/puzzlePageServer.ts) and
// /puzzles/daily opened signed out in Debian's Chromium through playwright-core, in a phone's context, the page's CPU
// slowed 4x and its network throttled through the DevTools protocol. A load is timed in the page, from its
// navigation's start (performance.now()'s origin) to the first frame in which a move square of the board
// (`button.g-sq.g-sq-move`) is there, visible and enabled: the player can play. Cold: a fresh context (no cache, no
// storage, no cookies); warm: a second page in the same context (its HTTP cache filled by the first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { SOLVED_DIR } from '../../api/solved/tableFiles';
import { PUZZLE_SET_FILE } from '../../engine';
import { bundleServer } from '../../server/serverBuild';
import { newestChange } from '../../web/newestChange';
import { CHROMIUM_ARGS } from '../browserHarness';

/** The page timed. */
export const PUZZLE_PAGE = '/puzzles/daily';
/** The page's CPU slowdown (DevTools' and Lighthouse's mobile figure). */
export const CPU_SLOWDOWN = 4;

/**
 * A network as the DevTools protocol throttles it (Network.emulateNetworkConditions): a latency added to each
 * request's answer, and each direction's throughput. It acts per request, not per packet: no handshakes or slow
 * start are simulated, hence Lighthouse's factors (a request's latency 3.75 times the RTT, 90 % of the throughput).
 */
export interface NetworkProfile {
  readonly name: string;
  /** What it stands for, for the report. */
  readonly note: string;
  readonly latencyMs: number;
  readonly downKbps: number;
  readonly upKbps: number;
}

export const NETWORKS: readonly NetworkProfile[] = [
  {
    name: 'Good 4G',
    note: "DevTools' former 4G preset: 20 ms latency, 4 Mbps down, 3 Mbps up",
    latencyMs: 20,
    downKbps: 4 * 1024,
    upKbps: 3 * 1024,
  },
  {
    name: 'Slow 4G',
    note: "Lighthouse's mobile default (150 ms RTT, 1.6 Mbps down, 750 Kbps up) as Lighthouse applies it through DevTools: 562.5 ms per request, 1,474.6 Kbps down, 675 Kbps up",
    latencyMs: 150 * 3.75,
    downKbps: 1.6 * 1024 * 0.9,
    upKbps: 750 * 0.9,
  },
];

/** One load of the page. */
export interface PageLoad {
  /** Ms from the navigation's start to the first frame with a move square visible and enabled. */
  readonly interactive: number;
  /** First Contentful Paint (the page's paint entry), ms. */
  readonly fcp: number;
  /** The document's last byte, ms. */
  readonly documentEnd: number;
  /** The last script's or style sheet's last byte, ms. */
  readonly assetsEnd: number;
  /** The puzzle's attempt (POST /api/puzzles/attempts) answered, ms; NaN if the page made none. */
  readonly attemptEnd: number;
  /** Bytes over the network (the document and every resource; 0 for what came from the cache). */
  readonly bytes: number;
  readonly requests: number;
  /** The built files it loaded (/assets/…), by path. */
  readonly assets: readonly string[];
  /** Their bodies' bytes as they came over the network (Resource Timing's encodedBodySize; 0 from the cache). */
  readonly assetBodyBytes: number;
  /** The built files fetched over the network, by the Content-Encoding they came with ('none' without one). */
  readonly assetEncodings: Readonly<Record<string, number>>;
  /** The Accept-Encoding headers Chromium sent for them. */
  readonly acceptEncodings: readonly string[];
  /** Ms of a fixed loop run in the page once it was ready: its CPU slowdown against an unthrottled page. */
  readonly loopMs: number;
}

export interface PageTimes {
  readonly version: string;
  readonly userAgent: string;
  /** The fixed loop's ms in unthrottled blank pages (median of a few). */
  readonly loopBaseMs: number;
  /** Per network (NETWORKS' order): the cold and warm loads. */
  readonly results: readonly { readonly cold: PageLoad[]; readonly warm: PageLoad[] }[];
  /** The built files a cold load fetched (the first cold load's on the first network). */
  readonly coldAssets: AssetSizes;
}

/** Built files: how many, their bytes plain, as the build's brotli and gzip copies, and as a cold load got them. */
export interface AssetSizes {
  readonly files: number;
  readonly bytes: number;
  /** The brotli copies' bytes (web/precompress.ts; a file without one counted plain). */
  readonly brBytes: number;
  /** The gzip copies' bytes, likewise. */
  readonly gzipBytes: number;
  /** The bodies' bytes as the cold load received them (encodedBodySize). */
  readonly receivedBytes: number;
  readonly encodings: Readonly<Record<string, number>>;
  readonly acceptEncodings: readonly string[];
}

/** Where the bench's own build of the web client goes: the server runs from SITE and serves SITE/dist/web. */
const SITE = resolve('dist/bench/puzzle-site');
const WEB_OUT = join(SITE, 'dist', 'web');
const SERVER_BUNDLE = 'dist/bench/puzzlePageServer.js';

/**
 * Builds the web client into SITE/dist/web as web/build.ts builds dist/web for `npm start` (Vite, production),
 * when it is missing or older than its sources (web, engine, contract, the Vite configuration, the packages).
 */
async function buildWeb(): Promise<void> {
  const index = join(WEB_OUT, 'index.html');
  const sources = Math.max(
    ...['web', 'engine', 'contract', 'vite.config.ts', 'package-lock.json'].map(newestChange),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: WEB_OUT, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** The size of the built files a load fetched (paths as served, /assets/…) on disk, with their compressed copies. */
function assetSizes(load: PageLoad | undefined): AssetSizes {
  const paths = [...new Set(load?.assets ?? [])].map((p) => join(WEB_OUT, p));
  const size = (path: string) => statSync(path).size;
  const copy = (path: string, suffix: string) =>
    existsSync(path + suffix) ? size(path + suffix) : size(path);
  return {
    files: paths.length,
    bytes: paths.reduce((sum, p) => sum + size(p), 0),
    brBytes: paths.reduce((sum, p) => sum + copy(p, '.br'), 0),
    gzipBytes: paths.reduce((sum, p) => sum + copy(p, '.gz'), 0),
    receivedBytes: load?.assetBodyBytes ?? 0,
    encodings: load?.assetEncodings ?? {},
    acceptEncodings: load?.acceptEncodings ?? [],
  };
}

/** The server process, killed when this process exits or is interrupted. */
let server: ChildProcess | undefined;

function killServer(): void {
  if (server !== undefined && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  server = undefined;
}

let guarded = false;
function guard(): void {
  if (guarded) return;
  guarded = true;
  process.on('exit', killServer);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      killServer();
      process.exit(130);
    });
}

/**
 * Starts the product server (bundled like `npm start`'s) on a free port with a database in memory, the shipped
 * solved table and puzzle set; the per-address budgets are raised (every load comes from 127.0.0.1, and each opens
 * a signed-out attempt) and Hive is out of reach (the page needs none of it). Resolves with its URL.
 */
async function startProductServer(): Promise<string> {
  await bundleServer('tests/bench/puzzlePageServer.ts', SERVER_BUNDLE);
  guard();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      PUZZLE_BENCH_ROOT: SITE,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      SOLVED_TABLE_DIR: resolve(SOLVED_DIR),
      PUZZLE_SET_FILE: resolve(PUZZLE_SET_FILE),
      PUBLIC_READ_RATE_LIMIT: '1000000',
      SIGNED_OUT_WRITE_RATE_LIMIT: '1000000',
      HIVE_RPC_URL: 'http://127.0.0.1:9',
      HIVE_APP_ACCOUNT: '',
      HIVE_APP_POSTING_KEY: '',
      REDIS_URL: '',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolveUrl, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      reject(new Error(`the puzzle page's server said nothing in 120 s: ${out.slice(-2000)}`));
    }, 120_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1]!);
      }
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the puzzle page's server exited (${code}): ${out.slice(-2000)}`));
    });
  });
}

async function stopProductServer(): Promise<void> {
  const child = server;
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
  server = undefined;
}

/**
 * Run in every document before its own scripts: on each animation frame until the board is usable, looks for a move
 * square visible (a box, not hidden) and enabled; keeps that frame's time and the First Contentful Paint.
 */
const PAGE_WATCH = `(() => {
  if (window.top !== window) return;
  const state = { interactive: undefined, fcp: undefined };
  state.done = new Promise((resolve) => {
    state.check = () => {
      if (state.interactive !== undefined && state.fcp !== undefined) resolve(true);
    };
  });
  window.__puzzleBench = state;
  const usable = (el) => {
    if (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true') return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const look = () => {
    for (const el of document.querySelectorAll('button.g-sq.g-sq-move'))
      if (usable(el)) {
        state.interactive = performance.now();
        state.check();
        return;
      }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
    state.check();
  }).observe({ type: 'paint', buffered: true });
})()`;

/** A fixed piece of work for the page's main thread: its time tells the CPU slowdown in force. */
const LOOP = `(() => {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 6e6; i++) x = (x * 31 + i) % 1000003;
  return [performance.now() - start, x];
})()`;

/** What the page's performance entries say once it is usable (evaluated in the page). */
const READ_ENTRIES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const assets = resources.filter((r) => new URL(r.name).pathname.startsWith('/assets/'));
  const attempt = resources.find((r) => r.name.includes('/api/puzzles/attempts'));
  return {
    interactive: window.__puzzleBench.interactive,
    fcp: window.__puzzleBench.fcp,
    documentEnd: nav.responseEnd,
    assetsEnd: Math.max(0, ...assets.map((r) => r.responseEnd)),
    attemptEnd: attempt === undefined ? NaN : attempt.responseEnd,
    bytes: nav.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0),
    requests: 1 + resources.length,
    assets: assets.map((r) => new URL(r.name).pathname),
    assetBodyBytes: assets.reduce((sum, r) => sum + r.encodedBodySize, 0),
  };
})()`;

/** A phone: an iPhone 12-15's screen in CSS pixels and density, touch, Chrome on Android's user agent. */
function phone(version: string) {
  const major = version.split('.')[0] ?? '0';
  return {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
    locale: 'en-US',
  };
}

/** Opens the page in a new tab of `context`, throttled, and times it until the board is usable. */
async function load(context: BrowserContext, url: string, network: NetworkProfile): Promise<PageLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The built files' Content-Encoding as received, and the Accept-Encoding Chromium sent for them.
  const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
  const assetRequests = new Set<string>();
  const encodings: Record<string, number> = {};
  const accepted = new Set<string>();
  const header = (headers: Record<string, unknown>, name: string) =>
    Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (isAsset(e.request.url)) assetRequests.add(e.requestId);
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const accept = header(e.headers, 'accept-encoding');
    if (assetRequests.has(e.requestId) && typeof accept === 'string') accepted.add(accept);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (!isAsset(e.response.url) || e.response.fromDiskCache === true) return;
    const encoding = header(e.response.headers, 'content-encoding');
    const key = typeof encoding === 'string' && encoding !== '' ? encoding : 'none';
    encodings[key] = (encodings[key] ?? 0) + 1;
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downKbps * 1024) / 8,
    uploadThroughput: (network.upKbps * 1024) / 8,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url + PUZZLE_PAGE, { waitUntil: 'commit', timeout: 60_000 });
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (no eval) does not bind, unlike
  // waitForFunction's polling.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    page.evaluate('window.__puzzleBench.done'),
    new Promise((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`${PUZZLE_PAGE} was not usable within 60 s (${network.name})`));
      }, 60_000);
    }),
  ]).finally(() => {
    clearTimeout(timer);
  });
  const entries =
    await page.evaluate<Omit<PageLoad, 'loopMs' | 'assetEncodings' | 'acceptEncodings'>>(READ_ENTRIES);
  const [loopMs] = await page.evaluate<[number, number]>(LOOP);
  // Whatever the page still fetches (lazily loaded code) goes into the cache before the warm load.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await cdp.detach();
  await page.close();
  return { ...entries, loopMs, assetEncodings: encodings, acceptEncodings: [...accepted] };
}

/** The fixed loop's ms in unthrottled blank pages: the median of five. */
async function loopBase(browser: Browser): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < 5; k++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const [ms] = await page.evaluate<[number, number]>(LOOP);
    times.push(ms);
    await context.close();
  }
  return times.sort((x, y) => x - y)[2]!;
}

/**
 * Builds the client if needed, starts the server and Chromium, then `runs` rounds: in each, every network in turn
 * gets a fresh phone context, a cold load and a warm one. Stops the server and Chromium in any case.
 */
export async function puzzlePageTimes(runs: number): Promise<PageTimes> {
  await buildWeb();
  const url = await startProductServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const version = browser.version();
    const device = phone(version);
    const loopBaseMs = await loopBase(browser);
    const results = NETWORKS.map(() => ({ cold: [] as PageLoad[], warm: [] as PageLoad[] }));
    for (let r = 0; r < runs; r++)
      for (const [i, network] of NETWORKS.entries()) {
        const context = await browser.newContext(device);
        await context.addInitScript(PAGE_WATCH);
        try {
          results[i]!.cold.push(await load(context, url, network));
          results[i]!.warm.push(await load(context, url, network));
        } finally {
          await context.close();
        }
      }
    const coldAssets = assetSizes(results[0]!.cold[0]);
    return { version, userAgent: device.userAgent, loopBaseMs, results, coldAssets };
  } finally {
    await browser.close();
    await stopProductServer();
  }
}
