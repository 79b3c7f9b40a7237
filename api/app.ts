import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type RouteOptions,
} from 'fastify';
import type { ApiContext } from './context';
import { trustFunction } from './http/clientIp';
import { installCrossSiteCheck } from './http/crossSite';
import { installErrorHandlers } from './http/errors';
import { DEFAULT_BODY_BYTES, installBodyLimits, installSignInLimits, MAX_IMAGE_BYTES } from './http/limits';
import { installPublicLimits } from './http/publicLimits';
import { sharedValidators } from './http/validators';
import { serverTimeouts } from './http/timeouts';
import { accountRoutes } from './routes/account';
import { chainRoutes, rpcOrigin } from './routes/chain';
import { clientConfigRoutes, embedOrigin } from './routes/clientConfig';
import { guideRoutes } from './routes/guide';
import { arenaRoutes } from './routes/arenas';
import { puzzleRoutes } from './routes/puzzles';
import { noticeRoutes } from './routes/notices';
import { hiveAccountRoutes } from './routes/hiveAccount';
import { hiveAuthRoutes } from './routes/hiveAuth';
import { hiveSignerRoutes } from './routes/hiveSigner';
import { hasOrigin, hiveAuthWalletRoutes } from './routes/hiveAuthWallet';
import { gameRoutes } from './routes/games';
import { leaderboardRoutes } from './routes/leaderboard';
import { settingsRoutes } from './routes/settings';
import { solvedRoutes } from './routes/solved';

/** The Fastify app with every API route, not yet listening. */
export async function buildApp(
  ctx: ApiContext,
  options: {
    /** Log every request (LOG_REQUESTS); server faults (5xx) are logged either way. */
    logger?: boolean;
    /** Where log lines (JSON) go; standard output by default. */
    logStream?: FastifyLoggerOptions['stream'];
    webRoot?: string;
    /** An ioredis client shared by the processes, where the sign-in limits count (memory otherwise). */
    redis?: unknown;
    /** Called for every route as it is registered (tests enumerate the routes with it). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const logRequests = options.logger === true;
  const app = Fastify({
    logger: {
      level: logRequests ? 'info' : 'warn',
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    logController: new LogController({ disableRequestLogging: !logRequests }),
    // Unique across processes and restarts, so a user quoting one finds the log line; never from a header.
    genReqId: () => randomUUID(),
    // Small by default; the routes that need more (image uploads, the AI names list) set their own.
    bodyLimit: DEFAULT_BODY_BYTES,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: trustFunction(ctx.config.trustProxy),
    // A body field of the wrong type is a 400, not silently converted.
    ajv: { customOptions: { coerceTypes: false } },
    // Each schema compiled once per process, however many apps it builds (api/http/validators.ts).
    schemaController: { compilersFactory: { buildValidator: sharedValidators } },
    // A request that never ends does not hold its socket for good (matchmaking and WebSockets share the server).
    ...serverTimeouts(ctx.config),
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);
  const webRoot = options.webRoot === undefined ? undefined : resolve(options.webRoot);
  installErrorHandlers(app, webRoot !== undefined && existsSync(webRoot) ? 'index.html' : undefined);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https://images.hive.blog'],
        // The replay page reads an anchor's block from the first Hive node (issue 28); Colyseus's socket is 'self'.
        // HiveAuth sign-in talks to its HAS server by WebSocket (HIVEAUTH_URL, issue 37).
        'connect-src': [
          "'self'",
          ...[rpcOrigin(ctx.config), hasOrigin(ctx.config)].filter((o) => o !== undefined),
        ],
        // The home page may frame the configured site (HOME_EMBED_URL).
        'frame-src': ["'self'", ...[embedOrigin(ctx.config)].filter((o) => o !== undefined)],
        // Plain-http installs (a LAN address, say) would break if the browser upgraded every request.
        'upgrade-insecure-requests': ctx.config.secureCookies ? [] : null,
      },
    },
  });
  await app.register(cookie);
  // A body announced over its route's limit is refused (413) once the route's onRequest checks passed.
  installBodyLimits(app);
  // A state-changing request from another site's page is refused before its body is read.
  installCrossSiteCheck(app, ctx.config);
  await app.register(rateLimit, {
    global: false,
    ...(options.redis === undefined
      ? {}
      : { redis: options.redis as RateLimitPluginOptions['redis'], nameSpace: 'octoduel:signin:' }),
  });
  installSignInLimits(app, ctx.config);
  installPublicLimits(app, ctx);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
  await app.register(accountRoutes(ctx));
  await app.register(hiveAuthRoutes(ctx));
  await app.register(hiveSignerRoutes(ctx));
  await app.register(hiveAuthWalletRoutes(ctx));
  await app.register(hiveAccountRoutes(ctx));
  await app.register(leaderboardRoutes(ctx));
  await app.register(gameRoutes(ctx));
  await app.register(chainRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(clientConfigRoutes(ctx));
  await app.register(guideRoutes(ctx));
  await app.register(noticeRoutes(ctx));
  await app.register(arenaRoutes(ctx));
  await app.register(puzzleRoutes(ctx));
  await app.register(solvedRoutes(ctx));
  if (webRoot !== undefined && existsSync(webRoot)) {
    // The built web client; any other page path gets index.html (the client routes it). Its text files come with
    // brotli and gzip copies made at build time (web/precompress.ts): sent as the request accepts, never compressed
    // per request (a file without them, or a build made without them, goes plain). The copies get no URL of their own.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: 'index.html',
      maxAge: '1h',
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  }
  return app;
}
