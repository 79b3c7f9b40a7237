import { describe, expect, test } from 'vitest';
import { keychainMobileIntent, mobilePlatform } from './keychainMobile';

describe('the Keychain Mobile hand-off link', () => {
  test('an https page: an intent for Keychain Mobile with the same address, the Play Store as fallback', () => {
    expect(keychainMobileIntent('https://octoduel.example/signin?x=1')).toBe(
      'intent://octoduel.example/signin?x=1#Intent;scheme=https;package=com.mobilekeychain;' +
        'S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.mobilekeychain;end',
    );
  });

  test('a plain-http page on a LAN keeps its port and scheme', () => {
    expect(keychainMobileIntent('http://192.168.1.5:2567/signin')).toMatch(
      /^intent:\/\/192\.168\.1\.5:2567\/signin#Intent;scheme=http;package=com\.mobilekeychain;/,
    );
  });

  test.each(['javascript:alert(1)', 'not a url', 'file:///etc/passwd'])('%s: no link', (url) => {
    expect(keychainMobileIntent(url)).toBeUndefined();
  });
});

describe('the phone platform', () => {
  test.each([
    {
      ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
      touch: 5,
      is: 'android',
    },
    { ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', touch: 5, is: 'ios' },
    { ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', touch: 5, is: 'ios' },
    { ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', touch: 0, is: 'other' },
    { ua: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', touch: 0, is: 'other' },
  ])('$is: $ua', ({ ua, touch, is }) => {
    expect(mobilePlatform(ua, touch)).toBe(is);
  });
});
