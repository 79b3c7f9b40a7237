// "Open in Keychain Mobile" (issue 37): how a phone browser hands this page to the Hive Keychain app, whose own
// browser injects `window.hive_keychain`, so the Keychain sign-in works there as on a desktop.
//
// Keychain Mobile (hive-keychain/hive-keychain-mobile, app.config.js and src/utils/linking.utils.ts) registers on
// Android as a handler of http(s) links and opens any such link it is handed in a new tab of its browser; an Android
// intent link naming its package hands it ours. On iOS it registers only the `has` and `hive` schemes, and neither
// opens a page in its browser: there the person opens the app's browser and goes to the address by hand.

/** Keychain Mobile's Android package. */
export const KEYCHAIN_MOBILE_PACKAGE = 'com.mobilekeychain';

export const KEYCHAIN_MOBILE_STORES = {
  android: 'https://play.google.com/store/apps/details?id=com.mobilekeychain',
  ios: 'https://apps.apple.com/us/app/hive-keychain/id1552190010',
} as const;

export type MobilePlatform = 'android' | 'ios' | 'other';

/** The phone's platform from its user agent (iPadOS names itself a Mac with touch). */
export function mobilePlatform(userAgent: string, touchPoints: number): MobilePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1)) return 'ios';
  return 'other';
}

/**
 * The Android intent link that opens `pageUrl` in Keychain Mobile's browser, or the Play Store page when the app
 * is not installed; undefined for anything but an http(s) address.
 */
export function keychainMobileIntent(pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const fallback = encodeURIComponent(KEYCHAIN_MOBILE_STORES.android);
  return (
    `intent://${url.host}${url.pathname}${url.search}` +
    `#Intent;scheme=${url.protocol.slice(0, -1)};package=${KEYCHAIN_MOBILE_PACKAGE};` +
    `S.browser_fallback_url=${fallback};end`
  );
}
