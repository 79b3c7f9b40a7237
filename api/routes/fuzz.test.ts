// Every HTTP route, enumerated from the app itself (so a new route is fuzzed too), fed malformed JSON, bodies
// that break the route's schema (wrong types, huge strings, missing fields), odd path parameters and query
// strings, and wrong content types, as a signed-in admin (so admin routes reach their validation). Each
// answer must be a 4xx (reads: anything but a 5xx), and no table may change.
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { putImage } from '../db/images';
import { recordGame } from '../db/results';
import { wonGame } from '../../tests/kits/storedGames';
import { updateSetting } from '../db/settings';
import type { ChainClient } from '../hive/chain';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';

/** A chain that knows no account (sign-in routes answer 404 rather than wait for a network). */
const EMPTY_CHAIN: ChainClient = { getAccounts: () => Promise.resolve([]) };

let api: TestApi;
let admin: SignedIn;
let baseline: string;

/** Every row of every table, in a stable order. */
async function dump(): Promise<string> {
  const k = api.ctx.db.kysely;
  // This test database's own tables (on PostgreSQL, other tests' schemas come and go meanwhile).
  const query =
    api.ctx.db.dialect === 'postgres'
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  const tables = (await query.execute(k)).rows.map((r) => r.name).sort();
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await k
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}

beforeAll(async () => {
  api = await startTestApi({ chain: EMPTY_CHAIN });
  admin = await api.signIn('boss', { admin: true });
  // Something in every kind of table, so a route that wrongly deletes or rewrites shows.
  const k = api.ctx.db.kysely;
  await updateSetting(k, 'leaderboard', { title: 'Season 1' });
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  await putImage(k, 'floortile', png, api.clock.now);
  await recordGame(k, wonGame('g1', { username: 'boss', name: 'Boss' }, { username: 'ann', name: 'Ann' }));
  baseline = await dump();
});

afterAll(async () => {
  await api.close();
});

/**
 * Runs per property: a few seconds in all (PostgreSQL, slower per dump, gets half); FUZZ_SCALE=10 fuzzes ten
 * times longer.
 */
const runs = (n: number) =>
  Math.round(
    n *
      (Number(process.env.FUZZ_SCALE) || 1) *
      (process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 0.5 : 1),
  );

const methods = (route: RouteOptions): string[] => [route.method].flat();
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as Record<string, unknown>;

/** The JSON body schema of a route (upload routes declare theirs per content type), or undefined. */
function bodySchema(route: RouteOptions): TSchema | undefined {
  const body = schemaOf(route).body as
    (TSchema & { content?: Record<string, { schema: TSchema }> }) | undefined;
  return body?.content?.['application/json']?.schema ?? body;
}

/** The route's path with each `:param` replaced by the next value (URL-encoded). */
function pathFor(url: string, values: readonly string[] = []): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++] ?? 'alice'));
}

const paramCount = (url: string) => (url.match(/:[A-Za-z]+/g) ?? []).length;

/** Every route method by method: [method, url, route]. */
function endpoints(filter: (method: string, route: RouteOptions) => boolean) {
  return api.routes.flatMap((route) =>
    methods(route)
      .filter((m) => filter(m, route))
      .map((method) => ({ method, url: route.url, route })),
  );
}

/** Sends a request as the admin; checks the status class and that nothing changed. */
interface FuzzRequest {
  readonly method: InjectOptions['method'];
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: string;
}

async function attempt(request: FuzzRequest, expected: 'client-error' | 'not-server-error') {
  const res = await api.app.inject({
    ...request,
    headers: { ...admin.headers, ...request.headers },
  });
  const what = `${request.method} ${request.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (expected === 'client-error') expect(res.statusCode >= 400 && res.statusCode < 500, what).toBe(true);
  else expect(res.statusCode < 500, what).toBe(true);
  if (res.statusCode >= 400 && res.statusCode < 500 && request.method !== 'HEAD')
    expect(res.json<{ message?: unknown }>().message, what).toEqual(expect.any(String));
  // An accepted write (only the schema-valid bodies can be one) changes what it may; a refusal nothing.
  if (res.statusCode < 300 && isWrite(String(request.method))) baseline = await dump();
  else expect(await dump(), what).toBe(baseline);
}

const huge = fc.constantFrom(1_001, 5_001, 100_001).map((n) => 'a'.repeat(n));
/** Any JSON-ish value, of any type: the wrong one for most fields. */
const wild = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined), // a missing field
  fc.string(),
  huge,
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 3 }),
);

/** True for a schema every JSON value meets (TypeBox's Unknown: no type, no alternatives, no constant). */
const takesAnyJson = (schema: TSchema) =>
  schema.type === undefined &&
  schema.anyOf === undefined &&
  !('const' in schema) &&
  schema.properties === undefined;

/** JSON bodies that break the schema: not an object, or an object whose fields are wrong or missing. */
function invalidBodies(schema: TSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  const record = fc.record(Object.fromEntries(keys.map((key) => [key, wild])));
  const other = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.string(),
    fc.array(fc.jsonValue()),
  );
  // Extra fields are left out: the schemas drop them (Ajv's removeAdditional), so they never reach a route.
  return fc
    .oneof(record, other)
    .filter((body) => !Value.Check(schema, JSON.parse(JSON.stringify(body ?? null))));
}

/**
 * JSON bodies the schema accepts, with values chosen to test what the route checks itself: ranges, empty and
 * blank texts, control characters, longest allowed strings, emoji, odd numbers.
 */
function schemaValidBodies(schema: TSchema): fc.Arbitrary<unknown> {
  return valid(schema).filter((body) => Value.Check(schema, JSON.parse(JSON.stringify(body ?? null))));
}

function valid(s: TSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.anyOf)) return fc.oneof(...(s.anyOf as TSchema[]).map(valid));
  switch (s.type) {
    case 'string': {
      const max = typeof s.maxLength === 'number' ? s.maxLength : 2000;
      return fc.oneof(
        fc.string({ maxLength: Math.min(max, 60) }),
        fc.string({ unit: 'grapheme', maxLength: Math.min(max, 20) }),
        fc.constantFrom('', ' ', '\n', '\t x', '0', '-1', '3', '__proto__', 'A', 'alice', 'data:,x'),
        fc.constant('b'.repeat(max)),
        ...(typeof s.pattern === 'string' ? [fc.stringMatching(new RegExp(s.pattern))] : []),
      );
    }
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 15, 16, 2 ** 53 - 1));
    case 'number':
      return fc.oneof(
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -0, 0.05, 1.04, 1e308, -1e-9),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(s.items as TSchema), { maxLength: 8 });
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, TSchema>;
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, valid(p)])), {
        requiredKeys: (s.required ?? []) as string[],
      });
    }
    default:
      return wild; // Unknown: anything
  }
}

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,',
    'nul',
    '{"a":1}}',
    "{'a':1}",
    '{"a":01}',
    '"open',
    '{"__proto__":{"x":1}}',
    '',
  ),
  fc.string({ unit: 'binary' }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const oddParam = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('..', '../..', '%', '\u0000', ' ', 'A', 'floortile', 'x'.repeat(5000), '🐙', '__proto__'),
);

describe('fuzz: every route', () => {
  test('the app has the routes we expect to fuzz (enumerated from the app)', () => {
    expect(endpoints((m) => isWrite(m)).length).toBeGreaterThan(30);
    expect(endpoints((m) => m === 'GET').length).toBeGreaterThan(15);
  });

  test('malformed JSON: 400-class answer, nothing changed', async () => {
    const writes = endpoints((m) => isWrite(m));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), malformedJson, async ({ method, url }, text) => {
        await attempt(
          {
            method: method,
            url: pathFor(url),
            headers: { 'content-type': 'application/json' },
            payload: text,
          },
          'client-error',
        );
      }),
      { numRuns: runs(80) },
    );
  });

  test('bodies that break the schema (wrong types, huge strings, missing fields): 4xx, nothing changed', async () => {
    // A body schema that takes any JSON (the session check's, read only with ?adopt=1) has no body that breaks it.
    const withBody = endpoints((m, route) => {
      const schema = bodySchema(route);
      return isWrite(m) && schema !== undefined && !takesAnyJson(schema);
    });
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...withBody)
          .chain((e) => fc.tuple(fc.constant(e), invalidBodies(bodySchema(e.route)!))),
        async ([{ method, url }, body]) => {
          await attempt(
            {
              method: method,
              url: pathFor(url),
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body ?? null),
            },
            'client-error',
          );
        },
      ),
      { numRuns: runs(200) },
    );
  });

  test('bodies the schema accepts but the route may refuse: never a 5xx, and a refusal changes nothing', async () => {
    const withBody = endpoints((m, route) => isWrite(m) && bodySchema(route) !== undefined);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...withBody)
          .chain((e) => fc.tuple(fc.constant(e), schemaValidBodies(bodySchema(e.route)!))),
        async ([{ method, url }, body]) => {
          await attempt(
            {
              method: method,
              url: pathFor(url),
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            },
            'not-server-error',
          );
        },
      ),
      { numRuns: runs(200) },
    );
  });

  test('odd path parameters: never a 5xx, nothing changed (writes: 4xx)', async () => {
    const withParams = endpoints((_m, route) => paramCount(route.url) > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withParams),
        fc.array(oddParam, { minLength: 2, maxLength: 2 }),
        async ({ method, url }, values) => {
          await attempt(
            { method: method, url: pathFor(url, values) },
            isWrite(method) ? 'client-error' : 'not-server-error',
          );
        },
      ),
      { numRuns: runs(100) },
    );
  });

  test('odd query strings on every read: never a 5xx, nothing changed', async () => {
    const reads = endpoints((m) => m === 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...reads),
        fc.dictionary(fc.constantFrom('v', 'keyword', 'x', '__proto__'), fc.oneof(fc.string(), huge), {
          maxKeys: 3,
        }),
        async ({ url }, query) => {
          const qs = new URLSearchParams(query).toString();
          await attempt({ method: 'GET', url: `${pathFor(url)}?${qs}` }, 'not-server-error');
        },
      ),
      { numRuns: runs(60) },
    );
  });

  test('wrong content types on every write that takes a body: 4xx, nothing changed', async () => {
    const withBody = endpoints((m, route) => {
      const schema = bodySchema(route);
      return isWrite(m) && schema !== undefined && !takesAnyJson(schema);
    });
    const contentTypes = fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data',
      'multipart/form-data; boundary=zz',
      'application/json; charset=utf-16',
      'image/png',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBody),
        contentTypes,
        fc.oneof(
          fc.string({ unit: 'binary' }),
          huge,
          fc.constant('--zz\r\nContent-Disposition: form-data\r\n\r\n'),
        ),
        async ({ method, url }, contentType, payload) => {
          await attempt(
            { method: method, url: pathFor(url), headers: { 'content-type': contentType }, payload },
            'client-error',
          );
        },
      ),
      { numRuns: runs(80) },
    );
  });
});
