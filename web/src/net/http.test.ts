import { afterEach, expect, test, vi } from 'vitest';
import { fakeApi } from '../signin/testApi';
import { ApiError, fetchJson } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

const failure = async (call: Promise<unknown>) => {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  const { code, status, message } = err as ApiError;
  return { code, status, message };
};

test("a failure carries the server's code and message", async () => {
  fakeApi().on('PUT /v1/setting/setl', {
    status: 400,
    body: { status: 'error', statusCode: 400, code: 'setting/invalid', message: 'Title is required.' },
  });
  expect(await failure(fetchJson('PUT', '/v1/setting/setl', {}))).toEqual({
    code: 'setting/invalid',
    status: 400,
    message: 'Title is required.',
  });
});

test.each([
  [401, 'auth/signed-out'],
  [429, 'rate/limited'],
  [503, 'server/unavailable'],
  [500, 'server/fault'],
  [400, 'request/invalid'],
])('an answer %i without a known code gets the code its status implies (%s)', async (status, code) => {
  fakeApi().on('POST /x', { status, body: { message: 'm', code: 'made/up' } });
  expect(await failure(fetchJson('POST', '/x', {}))).toMatchObject({ code, status, message: 'm' });
});

test('an unreachable server is network/unreachable', async () => {
  fakeApi().on('GET /x', 'network-error');
  expect(await failure(fetchJson('GET', '/x'))).toEqual({
    code: 'network/unreachable',
    status: 0,
    message: 'The server cannot be reached. Check your connection and try again.',
  });
});

test("a failure whose body is not JSON (a proxy's page) is described by its status", async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
  expect(await failure(fetchJson('POST', '/x', {}))).toEqual({
    code: 'server/unavailable',
    status: 502,
    message: 'The server answered 502.',
  });
});
