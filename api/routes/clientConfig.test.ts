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
    expect(res.json()).toEqual({ homeEmbedUrl: null });
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self'(;|$)/);
  });

  test('with HOME_EMBED_URL: public (no sign-in), and its origin is allowed in frame-src', async () => {
    api = await startTestApi({ config: { homeEmbedUrl: 'https://example.org/welcome?x=1' } });
    const res = await get(api);
    expect(res.json()).toEqual({ homeEmbedUrl: 'https://example.org/welcome?x=1' });
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
