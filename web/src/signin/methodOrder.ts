// Which sign-in methods the screen offers, in which order, and what each one says it is (issue 37). Pure: the
// screen measures the device (signin/device.ts) and asks the server what it has set up; this decides.

/** Every sign-in method the screen may offer. */
export const SIGN_IN_METHODS = [
  'keychain',
  'hiveauth',
  'hivesigner',
  'keychain-mobile',
  'smartlock',
  'legacy',
] as const;

export type MethodId = (typeof SIGN_IN_METHODS)[number];

/** What the screen knows when it orders the methods. */
export interface MethodContext {
  /** A phone or tablet: touch first, where no browser extension exists. */
  readonly phone: boolean;
  /** `window.hive_keychain` is there: the desktop extension, or Keychain Mobile's in-app browser. */
  readonly keychain: boolean;
  /** The server has HiveSigner set up (HIVESIGNER_APP). */
  readonly hiveSigner: boolean;
  /** Old credentials (email and password) may be offered. */
  readonly legacy: boolean;
  /** Linking a Hive account to the signed-in email account rather than signing in. */
  readonly linking: boolean;
}

/** Each method's name and its one line: what it is and which key it uses. */
export const METHOD_TEXT: Readonly<Record<MethodId, { readonly title: string; readonly line: string }>> = {
  keychain: {
    title: 'Keychain',
    line: 'The Hive Keychain extension or app signs a one-time message with your posting key.',
  },
  hiveauth: {
    title: 'HiveAuth',
    line: 'Approve in a wallet app on your phone (Keychain Mobile and others); it signs with your posting key.',
  },
  hivesigner: {
    title: 'HiveSigner',
    line: "Sign in on HiveSigner's own site with your posting key; this site never sees a key.",
  },
  'keychain-mobile': {
    title: 'Open in Keychain Mobile',
    line: "Open this page in the Hive Keychain app's browser, which keeps your posting key on the phone.",
  },
  smartlock: {
    title: 'SmartLock',
    line: 'Your posting key saved encrypted in this browser, unlocked with a 5-digit PIN.',
  },
  legacy: {
    title: 'Old credentials',
    line: 'Email address and password of an older account; no Hive key.',
  },
};

/**
 * The methods to offer, the one to try first at the top:
 * - Keychain is there (the desktop extension, or inside Keychain Mobile's browser): Keychain first.
 * - A phone without it: HiveAuth, then HiveSigner, then "Open in Keychain Mobile" (no Keychain button: no
 *   extension exists there).
 * - A desktop without it: Keychain first all the same (it names where to get the extension), then HiveAuth's
 *   QR code for a phone wallet, then HiveSigner.
 * SmartLock always follows for those who want it, and old credentials come last. HiveSigner only when the server
 * has it set up; neither it nor HiveAuth when linking (they sign in; they do not link). The Keychain Mobile hand-off stays when
 * linking: in the app's browser the email account signs in again and links with Keychain there.
 */
export function methodOrder(context: MethodContext): MethodId[] {
  const { phone, keychain, hiveSigner, legacy, linking } = context;
  const order: MethodId[] =
    phone && !keychain
      ? ['hiveauth', 'hivesigner', 'keychain-mobile', 'smartlock', 'legacy']
      : ['keychain', 'hiveauth', 'hivesigner', 'smartlock', 'legacy'];
  return order.filter((id) => {
    switch (id) {
      case 'hivesigner':
        return hiveSigner && !linking;
      case 'legacy':
        return legacy;
      case 'hiveauth':
        // The HiveAuth form signs in; linking a Hive account to an email account goes through Keychain or SmartLock.
        return !linking;
      case 'keychain-mobile':
      case 'keychain':
      case 'smartlock':
        return true;
    }
  });
}
