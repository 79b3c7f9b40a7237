// What the sign-in screen measures of the device (issue 37): a phone or not, and whether Keychain is there.
import { useEffect, useState } from 'react';

/**
 * A phone or tablet: its browser says so, or it is touch first (a coarse pointer and no hover, as an iPad
 * presenting itself as a Mac is). Browser extensions such as Keychain's do not exist there.
 */
export function isPhone(): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)) return true;
  // Not every browser (nor jsdom) has matchMedia.
  if ((window.matchMedia as typeof window.matchMedia | undefined) === undefined) return false;
  return window.matchMedia('(pointer: coarse) and (hover: none)').matches;
}

/** Whether `window.hive_keychain` is there: the desktop extension, or Keychain Mobile's in-app browser. */
export const hasKeychain = (): boolean => window.hive_keychain !== undefined;

/**
 * The device as the sign-in screen orders its methods by. Keychain injects itself once the page has loaded, so
 * its presence is looked at again for a second before the answer stays.
 */
export function useSignInDevice(waitMs = 1000): { phone: boolean; keychain: boolean } {
  const [phone] = useState(isPhone);
  const [keychain, setKeychain] = useState(hasKeychain);
  useEffect(() => {
    if (keychain) return;
    const deadline = Date.now() + waitMs;
    const timer = setInterval(() => {
      if (hasKeychain()) setKeychain(true);
      if (hasKeychain() || Date.now() >= deadline) clearInterval(timer);
    }, 100);
    return () => {
      clearInterval(timer);
    };
  }, [keychain, waitMs]);
  return { phone, keychain };
}
