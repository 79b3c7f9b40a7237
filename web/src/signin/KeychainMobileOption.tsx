import { useState } from 'react';
import { keychainMobileIntent, KEYCHAIN_MOBILE_STORES, mobilePlatform } from './keychainMobile';
import { METHOD_TEXT } from './methodOrder';

/**
 * "Open in Keychain Mobile" on a phone without Keychain: on Android a link that hands this page to the app's
 * browser (the Play Store when it is missing); elsewhere the steps, the address to copy and the app stores.
 */
export function KeychainMobileOption() {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const { title, line } = METHOD_TEXT['keychain-mobile'];
  const page = `${window.location.origin}/signin`;
  const platform = mobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
  const intent = platform === 'android' ? keychainMobileIntent(page) : undefined;

  if (intent !== undefined)
    return (
      <a className="method" href={intent}>
        <strong>{title}</strong> <span className="muted">{line}</span>
      </a>
    );

  async function copy() {
    try {
      await navigator.clipboard.writeText(page);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="method"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <strong>{title}</strong> <span className="muted">{line}</span>
      </button>
      {open && (
        <div className="keychain-mobile-steps">
          <ol>
            <li>Open the Hive Keychain app and unlock it.</li>
            <li>Tap Browser.</li>
            <li>
              Go to <span className="address">{page}</span>
              {(navigator.clipboard as Clipboard | undefined) !== undefined && (
                <button type="button" onClick={() => void copy()}>
                  {copied ? 'Copied' : 'Copy address'}
                </button>
              )}
            </li>
            <li>Sign in there with Keychain.</li>
          </ol>
          <p>
            No app yet? <a href={KEYCHAIN_MOBILE_STORES.ios}>App Store</a> ·{' '}
            <a href={KEYCHAIN_MOBILE_STORES.android}>Google Play</a>
          </p>
        </div>
      )}
    </>
  );
}
