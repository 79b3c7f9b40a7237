import { afterEach, beforeEach, expect, test } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';
import { HttpError } from './errors';

let api: TestApi;
beforeEach(async () => {
  // Request logging off, as the server runs unless LOG_REQUESTS=true.
  api = await startTestApi();
  api.app.get('/v1/test/fault', async () => {
    throw new Error('the disk caught fire at /var/secret/path');
  });
  api.app.get('/v1/test/unavailable', async () => {
    throw new HttpError(503, 'server/unavailable', 'The Hive blockchain cannot be reached right now.');
  });
  api.app.get('/v1/test/fine', async () => ({ ok: true }));
});
afterEach(async () => {
  await api.close();
});

interface ErrorAnswer {
  readonly message: string;
  readonly requestId?: string;
}

test('a server fault is logged with its request id even with request logging off', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/v1/test/fault' });
  expect(res.statusCode).toBe(500);
  const body = res.json<ErrorAnswer>();
  // The client sees neither the error nor a stack, only the id to quote.
  expect(body.message).toBe('Something went wrong on the server. Please try again.');
  expect(JSON.stringify(body)).not.toContain('fire');
  expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  const logged = api.logs.filter((line) => line.reqId === body.requestId);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ level: 50, statusCode: 500, msg: 'request failed' });
  const err = logged[0]?.err as { message?: string; stack?: string } | undefined;
  expect(err?.message).toContain('fire');
  expect(err?.stack).toContain('errors.test.ts');
});

test('a 5xx the code meant (503) is logged too, with its request id', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/v1/test/unavailable' });
  expect(res.statusCode).toBe(503);
  const body = res.json<ErrorAnswer>();
  expect(body.message).toBe('The Hive blockchain cannot be reached right now.');
  expect(api.logs.filter((line) => line.reqId === body.requestId && line.statusCode === 503)).toHaveLength(1);
});

test('with request logging off, successful and refused requests write no log lines', async () => {
  expect((await api.app.inject({ method: 'GET', url: '/v1/test/fine' })).statusCode).toBe(200);
  expect((await api.app.inject({ method: 'GET', url: '/v1/nothing-here' })).statusCode).toBe(404);
  expect((await api.app.inject({ method: 'PUT', url: '/v1/setting/setl', payload: {} })).statusCode).toBe(
    401,
  );
  expect(api.logs).toEqual([]);
});

test('request ids differ between requests and cannot be chosen by the client', async () => {
  const ids = [];
  for (let i = 0; i < 2; i++) {
    const res = await api.app.inject({
      method: 'GET',
      url: '/v1/test/fault',
      headers: { 'request-id': 'mine' },
    });
    ids.push(res.json<ErrorAnswer>().requestId);
  }
  expect(new Set(ids).size).toBe(2);
  expect(ids).not.toContain('mine');
});
