import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { isOwnOrigin, siteHost } from './origin';

const plain = loadConfig({});
const withSite = loadConfig({ SITE_ORIGIN: 'https://octoduel.example/' });
const withAllowed = loadConfig({ ALLOWED_ORIGINS: 'https://partner.example' });

describe('isOwnOrigin', () => {
  test.each([
    ['same host as the request', plain, 'http://127.0.0.1:2567', '127.0.0.1:2567', true],
    ['another port', plain, 'http://127.0.0.1:9999', '127.0.0.1:2567', false],
    ['a foreign site', plain, 'https://evil.example', '127.0.0.1:2567', false],
    ['not a URL', plain, 'null', '127.0.0.1:2567', false],
    ['no Host header', plain, 'http://127.0.0.1:2567', undefined, false],
    ['SITE_ORIGIN itself, whatever the Host', withSite, 'https://octoduel.example', '10.0.0.5:2567', true],
    ['the Host when SITE_ORIGIN says otherwise', withSite, 'http://10.0.0.5:2567', '10.0.0.5:2567', false],
    ['an ALLOWED_ORIGINS entry', withAllowed, 'https://partner.example', '127.0.0.1:2567', true],
  ])('%s', (_what, config, origin, host, want) => {
    expect(isOwnOrigin(config, origin, host)).toBe(want);
  });
});

describe('siteHost', () => {
  test("SITE_ORIGIN's host when set, else the request's Host", () => {
    expect(siteHost(withSite, '10.0.0.5:2567')).toBe('octoduel.example');
    expect(siteHost(plain, '127.0.0.1:2567')).toBe('127.0.0.1:2567');
  });

  test('SITE_ORIGIN must be an http(s) origin', () => {
    expect(() => loadConfig({ SITE_ORIGIN: 'ftp://x' })).toThrow(/SITE_ORIGIN/);
  });
});
