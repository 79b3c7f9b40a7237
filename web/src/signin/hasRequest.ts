// A HiveAuth authentication request (the HAS protocol, version 1), from the app's side: connect to a HAS server
// by WebSocket, send `auth_req` with a challenge to sign, encrypted under a key made here; the server answers
// `auth_wait` (the request's uuid and expiry); the deep link (and its QR code) hands the wallet that uuid, the
// key and the server; the wallet's answer comes back as `auth_ack` (the signature, encrypted under the key),
// `auth_nack` or `auth_err`. Only the server that issued the challenge decides whether the signature signs
// anyone in; nothing here trusts the HAS server or the wallet beyond passing the signature on.
import { hasDecrypt, hasEncrypt, textToBase64 } from './hasCipher';

/** What the app tells the wallet about itself. */
export interface HasApp {
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
}

/** A request the wallet can now answer: the deep link (the QR code's text) and when the HAS drops it. */
export interface HasWaiting {
  /** `has://auth_req/<base64 of {account, uuid, key, host}>`. */
  readonly link: string;
  /** Epoch milliseconds (the HAS server's `expire`). */
  readonly expiresAt: number;
}

/** The wallet's answer: the challenge's signature (130 hex) and the public key it says it used. */
export interface HasApproval {
  readonly signature: string;
  readonly publicKey: string;
}

/** Why a request ended without an approval. */
export type HasFailureKind = 'refused' | 'expired' | 'unreachable' | 'failed' | 'cancelled';

/** A request that ended without an approval; `message` is ready to show. */
export class HasRequestError extends Error {
  constructor(
    readonly kind: HasFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export const HAS_MESSAGES = {
  refused: 'Your wallet refused the sign-in request.',
  expired: 'The sign-in request expired before your wallet answered.',
  unreachable: 'The HiveAuth server cannot be reached. Check your connection and try again.',
  cancelled: 'Sign-in cancelled.',
  lost: 'The HiveAuth server no longer knows this request.',
} as const;

/** The part of a WebSocket this client uses (the browser's, or the `ws` package's in Node tests). */
export interface HasSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface HasRequestOptions {
  /** The HAS server, `wss://…` (HIVEAUTH_URL). */
  readonly hasUrl: string;
  /** The Hive account that signs. */
  readonly account: string;
  /** The text the wallet signs with the account's posting key (the server's challenge). */
  readonly challenge: string;
  readonly app: HasApp;
  /** Called once the HAS has the request: show the deep link or its QR code and count down. */
  readonly onWaiting: (waiting: HasWaiting) => void;
  /** Aborting cancels the request (HasRequestError 'cancelled'). */
  readonly signal?: AbortSignal;
  /** Opens a socket; the browser's WebSocket by default. */
  readonly openSocket?: (url: string) => HasSocket;
  /** The clock, epoch ms; Date.now by default. */
  readonly now?: () => number;
}

/** How long to wait for the HAS's `auth_wait` when it named no timeout of its own. */
const DEFAULT_TIMEOUT_MS = 60_000;
/** A dropped connection (a phone that switched to its wallet app) is reopened after this, while the request lives. */
const REATTACH_DELAY_MS = 1000;

/** A HAS message, as far as this client reads it. */
interface HasMessage {
  readonly cmd?: unknown;
  readonly uuid?: unknown;
  readonly expire?: unknown;
  readonly data?: unknown;
  readonly error?: unknown;
  readonly timeout?: unknown;
  readonly account?: unknown;
}

/**
 * Sends an authentication request with `challenge` to sign (posting key) and waits for the wallet's answer:
 * the signature, or HasRequestError (refused, expired, unreachable, failed, cancelled). A connection that
 * drops while the request lives is reopened and re-attached to it (`attach_req`), as a phone's browser often
 * drops it while the wallet app is in front.
 */
export function requestHiveAuthSignature(options: HasRequestOptions): Promise<HasApproval> {
  const now = options.now ?? Date.now;
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as HasSocket);
  const authKey = crypto.randomUUID();

  return new Promise<HasApproval>((resolve, reject) => {
    let socket: HasSocket | undefined;
    let uuid: string | undefined;
    let expiresAt = now() + DEFAULT_TIMEOUT_MS;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let reattach: ReturnType<typeof setTimeout> | undefined;
    let settled = false;

    const finish = (outcome: { approval: HasApproval } | { error: HasRequestError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(expiry);
      clearTimeout(reattach);
      options.signal?.removeEventListener('abort', onAbort);
      const open = socket;
      socket = undefined;
      if (open !== undefined) {
        open.onclose = null;
        open.onmessage = null;
        open.close();
      }
      if ('approval' in outcome) resolve(outcome.approval);
      else reject(outcome.error);
    };
    const fail = (kind: HasFailureKind, message: string) => {
      finish({ error: new HasRequestError(kind, message) });
    };
    const onAbort = () => {
      fail('cancelled', HAS_MESSAGES.cancelled);
    };
    const expireAt = (at: number) => {
      expiresAt = at;
      clearTimeout(expiry);
      expiry = setTimeout(
        () => {
          fail('expired', HAS_MESSAGES.expired);
        },
        Math.max(0, at - now()),
      );
    };

    const handle = async (message: HasMessage) => {
      switch (message.cmd) {
        case 'connected':
          // The HAS's request timeout (seconds) bounds the wait for auth_wait.
          if (uuid === undefined && typeof message.timeout === 'number' && message.timeout > 0)
            expireAt(now() + message.timeout * 1000);
          return;
        case 'auth_wait': {
          if (uuid !== undefined || typeof message.uuid !== 'string' || message.uuid === '') return;
          uuid = message.uuid;
          const at = typeof message.expire === 'number' ? message.expire : expiresAt;
          expireAt(at);
          const payload = { account: options.account, uuid, key: authKey, host: options.hasUrl };
          options.onWaiting({
            link: `has://auth_req/${textToBase64(JSON.stringify(payload))}`,
            expiresAt: at,
          });
          return;
        }
        case 'auth_ack': {
          if (uuid === undefined || message.uuid !== uuid || typeof message.data !== 'string') return;
          // Anything the key does not open, or without a signature, is not our wallet's: keep waiting.
          const approval = await openApproval(message.data, authKey);
          if (approval !== undefined) finish({ approval });
          return;
        }
        case 'auth_nack':
          // A refusal counts only when it carries our uuid encrypted under our key: the HAS cannot forge one.
          if (uuid === undefined || message.uuid !== uuid || typeof message.data !== 'string') return;
          if ((await hasDecrypt(message.data, authKey).catch(() => undefined)) === uuid)
            fail('refused', HAS_MESSAGES.refused);
          return;
        case 'auth_err':
          if (uuid === undefined || message.uuid !== uuid) return;
          fail('failed', walletError(message.error));
          return;
        case 'attach_nack':
          if (message.uuid === uuid) fail('failed', HAS_MESSAGES.lost);
          return;
        case 'error':
          if (uuid === undefined) fail('failed', walletError(message.error));
          return;
        default:
          return;
      }
    };

    const connect = (first: boolean) => {
      let next: HasSocket;
      try {
        next = openSocket(options.hasUrl);
      } catch {
        fail('unreachable', HAS_MESSAGES.unreachable);
        return;
      }
      socket = next;
      next.onopen = () => {
        if (first) void sendRequest(next);
        else if (uuid !== undefined) next.send(JSON.stringify({ cmd: 'attach_req', uuid }));
      };
      next.onmessage = (event) => {
        const message = parse(event.data);
        if (message !== undefined) void handle(message);
      };
      next.onerror = () => {
        // onclose follows.
      };
      next.onclose = () => {
        if (settled || socket !== next) return;
        socket = undefined;
        // Before the HAS took the request there is nothing to re-attach to; after, try again until it expires.
        if (uuid === undefined) {
          fail('unreachable', HAS_MESSAGES.unreachable);
          return;
        }
        reattach = setTimeout(() => {
          if (!settled) connect(false);
        }, REATTACH_DELAY_MS);
      };
    };

    const sendRequest = async (target: HasSocket) => {
      const data = await hasEncrypt(
        JSON.stringify({
          app: options.app,
          challenge: { key_type: 'posting', challenge: options.challenge },
        }),
        authKey,
      );
      if (!settled && socket === target)
        target.send(JSON.stringify({ cmd: 'auth_req', account: options.account, data }));
    };

    if (options.signal?.aborted === true) {
      onAbort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    expireAt(expiresAt);
    connect(true);
  });
}

/** The signature in an `auth_ack`'s data, or undefined when the key does not open it or it holds none. */
async function openApproval(data: string, authKey: string): Promise<HasApproval | undefined> {
  let body: unknown;
  try {
    body = JSON.parse(await hasDecrypt(data, authKey));
  } catch {
    return undefined;
  }
  const challenge = (body as { challenge?: { challenge?: unknown; pubkey?: unknown } } | null)?.challenge;
  if (typeof challenge?.challenge !== 'string') return undefined;
  return {
    signature: challenge.challenge,
    publicKey: typeof challenge.pubkey === 'string' ? challenge.pubkey : '',
  };
}

function parse(data: unknown): HasMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The wallet's or the HAS's own words for an error, bounded, else a generic sentence. */
function walletError(error: unknown): string {
  const text = typeof error === 'string' ? error.trim().slice(0, 200) : '';
  return text === '' ? 'HiveAuth could not process the sign-in request.' : `HiveAuth: ${text}`;
}
