// The API registers exactly the route table's routes (contract/routes/): each entry once, at its method and path,
// and nothing the table does not list (issue 39).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROUTES } from '../../contract/routes';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';
import { registerLiveRoute } from './live';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // GET /api/live is registered by server/ over the rooms' listing port; here over an empty one.
  registerLiveRoute(api.app, { listLive: async () => [] }, { perMinutePerIp: 10 });
  await api.app.ready();
});
afterAll(() => api.close());

const key = (method: string, path: string) => `${method} ${path}`;

test('the app registers every route of the table, and no other (HEAD aside, which Fastify adds for each GET)', () => {
  const registered = api.routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== 'HEAD')
      .map((method) => key(method, route.url)),
  );
  const table = ROUTES.map((route) => key(route.method, route.path));
  expect(new Set(table).size).toBe(table.length);
  expect([...registered].sort()).toEqual([...table].sort());
});

test('each route is registered with its table entry request schemas', () => {
  for (const entry of ROUTES) {
    const route = api.routes.find((r) => r.url === entry.path && r.method === entry.method);
    expect(route, key(entry.method, entry.path)).toBeDefined();
    if (entry.params !== undefined) expect(route?.schema?.params).toBe(entry.params);
    if (entry.query !== undefined && entry.path !== '/api/live')
      expect(route?.schema?.querystring).toBe(entry.query);
  }
});
