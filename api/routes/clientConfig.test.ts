import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const get = async (a: TestApi) => a.app.inject({ method: 'GET', url: '/v1/api/client-config' });

describe('GET /v1/api/client-config', () => {
  test('without HOME_EMBED_URL: no embedded site, and pages may frame only this origin', async () => {
    api = await startTestApi();
    const res = await get(api);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ homeEmbedUrl: null, backendOrigin: null });
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self'(;|$)/);
  });

  test('with HOME_EMBED_URL: public (no sign-in), and its origin is allowed in frame-src', async () => {
    api = await startTestApi({ config: { homeEmbedUrl: 'https://example.org/welcome?x=1' } });
    const res = await get(api);
    expect(res.json()).toEqual({ homeEmbedUrl: 'https://example.org/welcome?x=1', backendOrigin: null });
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/example\.org(;|$)/);
  });
});

describe('HOME_EMBED_URL', () => {
  test.each([
    { value: undefined, want: null },
    { value: '', want: null },
    { value: '  https://example.org/a  ', want: 'https://example.org/a' },
    { value: 'http://localhost:8080', want: 'http://localhost:8080/' },
    { value: 'javascript:alert(1)', want: null },
    { value: 'not a url', want: null },
  ])('$value gives $want', ({ value, want }) => {
    expect(loadConfig({ HOME_EMBED_URL: value }).homeEmbedUrl).toBe(want);
  });
});

describe('BACKEND_ORIGIN', () => {
  test('is served to the page as an origin', async () => {
    api = await startTestApi({ config: { backendOrigin: 'https://backend.example' } });
    expect((await get(api)).json()).toEqual({ homeEmbedUrl: null, backendOrigin: 'https://backend.example' });
  });

  test.each([
    { value: undefined, want: null },
    { value: '', want: null },
    { value: ' https://backend.example/path ', want: 'https://backend.example' },
    { value: 'http://127.0.0.1:8081', want: 'http://127.0.0.1:8081' },
  ])('$value gives $want', ({ value, want }) => {
    expect(loadConfig({ BACKEND_ORIGIN: value }).backendOrigin).toBe(want);
  });

  test('a value that is not an http(s) origin stops the server at start', () => {
    expect(() => loadConfig({ BACKEND_ORIGIN: 'javascript:alert(1)' })).toThrow(/BACKEND_ORIGIN/);
  });
});
