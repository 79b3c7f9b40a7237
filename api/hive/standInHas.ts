import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import CryptoJS from 'crypto-js';
import { WebSocketServer, type WebSocket } from 'ws';
import { listenLocally } from './standInListen';

/**
 * A local stand-in for a HiveAuth (HAS) server with a scripted wallet, for tests and demo mode (never the
 * default: the product talks to HIVEAUTH_URL). It speaks the app's half of the HAS protocol (version 1) over
 * WebSocket: `connected` on connect; `auth_req` → `auth_wait` (uuid, expiry); the wallet's `auth_ack`,
 * `auth_nack` or `auth_err` relayed to the app; `attach_req` → `attach_ack` (and any answer already given) or
 * `attach_nack`; anything else → `error`. Its wallet stands in for the phone app: it holds posting keys the
 * test or demo gave it, and acts on a deep link (`has://auth_req/…`, what the QR code holds) as a wallet does
 * once the person scanned it: it reads the request with the key in the link, then approves (signs the challenge
 * with the account's posting key, as real wallets do: SHA-256 of the text), refuses, fails, or lets it expire,
 * as scripted. Payloads are encrypted with crypto-js, as real wallets encrypt them.
 *
 * Its HTTP side serves the demo wallet page (`GET /`): paste the deep link, then Approve or Refuse.
 */
export interface StandInHas {
  /** `ws://127.0.0.1:<port>`: the HIVEAUTH_URL to point the product at. */
  readonly url: string;
  /** `http://127.0.0.1:<port>/`: the demo wallet page. */
  readonly walletPage: string;
  readonly wallet: ScriptedWallet;
  /** The requests it holds (by uuid), for tests. */
  readonly requests: ReadonlyMap<string, HasRequest>;
  /** How long a request made from now on lives (ms); tests may change it while it runs. */
  requestMs: number;
  close(): Promise<void>;
}

/** What the wallet does with the next request it opens. */
export type WalletScript =
  /** Signs the challenge with the account's posting key. */
  | { readonly kind: 'approve' }
  /** Signs the challenge with another key (a wallet approving with the wrong account's key, or a forger). */
  | { readonly kind: 'approve-with'; readonly wif: string }
  /** Signs another text than the challenge it was given (an approval the server never asked for). */
  | { readonly kind: 'sign-other'; readonly text: string }
  | { readonly kind: 'refuse' }
  /** Answers auth_err with this text. */
  | { readonly kind: 'error'; readonly message: string }
  /** Reads the request and never answers: it expires. */
  | { readonly kind: 'ignore' };

/** A request as the HAS holds it. */
export interface HasRequest {
  readonly uuid: string;
  readonly account: string;
  /** Encrypted with the app's key; the HAS cannot read it. */
  readonly data: string;
  /** Epoch ms. */
  readonly expire: number;
  /** The app's connection (the latest one attached). */
  app: WebSocket | undefined;
  /** The wallet's answer, kept for an app that re-attaches. */
  answer: string | undefined;
}

/** What the wallet saw and did with a deep link. */
export interface WalletAction {
  readonly account: string;
  /** The app's name and the challenge, as the wallet shows them to the person. */
  readonly app: string;
  readonly keyType: string;
  readonly challenge: string;
  readonly did: WalletScript['kind'];
}

/** A deep link the wallet cannot act on; `message` says why. */
export class WalletError extends Error {}

/** Requests live this long unless told otherwise (the demo's person copies a link by hand). */
const DEFAULT_REQUEST_MS = 120_000;
/** Messages larger than this close the connection. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** Starts a stand-in HAS on 127.0.0.1 (port 0: any free port). */
export async function startStandInHas(
  options: {
    port?: number;
    /** How long a request lives (ms). */
    requestMs?: number;
    /** Posting keys (WIF) the wallet holds, by account. */
    keys?: Readonly<Record<string, string>>;
    /** The wallet's script; approve by default. */
    script?: WalletScript;
    now?: () => number;
  } = {},
): Promise<StandInHas> {
  const now = options.now ?? Date.now;
  const settings = { requestMs: options.requestMs ?? DEFAULT_REQUEST_MS };
  const requests = new Map<string, HasRequest>();
  const server = createServer((request, response) => {
    void walletPage(wallet, request, response);
  });
  const sockets = new WebSocketServer({ server, maxPayload: MAX_MESSAGE_BYTES });
  const port = await listenLocally(server, options.port);
  const url = `ws://127.0.0.1:${port}`;

  const purge = () => {
    for (const [uuid, request] of requests) if (request.expire <= now()) requests.delete(uuid);
  };
  const deliver = (request: HasRequest, message: object) => {
    request.answer = JSON.stringify(message);
    if (request.app !== undefined && request.app.readyState === request.app.OPEN)
      request.app.send(request.answer);
  };
  const wallet = new ScriptedWallet(
    url,
    options.keys ?? {},
    options.script ?? { kind: 'approve' },
    (uuid) => {
      purge();
      return requests.get(uuid);
    },
    deliver,
  );

  sockets.on('connection', (socket) => {
    socket.send(
      JSON.stringify({
        cmd: 'connected',
        server: 'octoduel-stand-in',
        socketid: randomUUID(),
        timeout: Math.ceil(settings.requestMs / 1000),
        protocol: 1,
      }),
    );
    socket.on('message', (raw, isBinary) => {
      const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : undefined;
      const message = isBinary || text === undefined ? undefined : parseObject(text);
      const reply = (body: object) => {
        socket.send(JSON.stringify(body));
      };
      purge();
      switch (message?.cmd) {
        case 'auth_req': {
          const { account, data } = message;
          if (typeof account !== 'string' || account === '' || typeof data !== 'string' || data === '') {
            reply({ cmd: 'error', error: 'invalid auth_req (account, data)' });
            return;
          }
          const uuid = randomUUID();
          const expire = now() + settings.requestMs;
          requests.set(uuid, { uuid, account, data, expire, app: socket, answer: undefined });
          reply({ cmd: 'auth_wait', uuid, expire, account });
          return;
        }
        case 'attach_req': {
          const request = typeof message.uuid === 'string' ? requests.get(message.uuid) : undefined;
          if (request === undefined) {
            reply({ cmd: 'attach_nack', uuid: message.uuid });
            return;
          }
          request.app = socket;
          reply({ cmd: 'attach_ack', uuid: request.uuid });
          if (request.answer !== undefined) socket.send(request.answer);
          return;
        }
        default:
          reply({ cmd: 'error', error: 'unsupported command' });
      }
    });
  });

  return {
    url,
    walletPage: `http://127.0.0.1:${port}/`,
    wallet,
    requests,
    get requestMs() {
      return settings.requestMs;
    },
    set requestMs(ms: number) {
      settings.requestMs = ms;
    },
    close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      return new Promise((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}

/** The stand-in wallet: posting keys by account, a script, and the HAS it answers through. */
export class ScriptedWallet {
  /** Every deep link it acted on, oldest first. */
  readonly actions: WalletAction[] = [];
  private readonly keys: Map<string, string>;

  constructor(
    /** The HAS it is connected to: a deep link naming another host is not for it. */
    private readonly host: string,
    keys: Readonly<Record<string, string>>,
    /** What it does with the next request. */
    public script: WalletScript,
    private readonly find: (uuid: string) => HasRequest | undefined,
    private readonly send: (request: HasRequest, message: object) => void,
  ) {
    this.keys = new Map(Object.entries(keys));
  }

  /** Gives the wallet an account's posting key (WIF). */
  addKey(account: string, postingWif: string): void {
    this.keys.set(account, postingWif);
  }

  /**
   * Acts on a deep link as a wallet whose person scanned it: `decision` overrides the script for this one.
   * WalletError when the link is not a HAS link for this server, the request is unknown or expired, the key in
   * the link does not open it, or (to approve) the wallet holds no key of the account.
   */
  open(link: string, decision: WalletScript = this.script): WalletAction {
    const payload = readLink(link);
    if (payload.host.replace(/\/+$/, '') !== this.host)
      throw new WalletError(`This link is for the HiveAuth server ${payload.host}, not ${this.host}.`);
    const request = this.find(payload.uuid);
    if (request === undefined) throw new WalletError('This sign-in request expired or is unknown.');
    if (request.account !== payload.account)
      throw new WalletError(`This request is for @${request.account}, not @${payload.account}.`);
    const data = openData(request.data, payload.key);
    const uuid = request.uuid;
    const seal = (body: string) => CryptoJS.AES.encrypt(body, payload.key).toString();
    const approve = (wif: string, text: string) => {
      const key = PrivateKey.fromString(wif);
      const signature = key.sign(cryptoUtils.sha256(text)).toString();
      const ack = {
        expire: request.expire,
        challenge: { challenge: signature, pubkey: key.createPublic().toString() },
      };
      this.send(request, { cmd: 'auth_ack', uuid, data: seal(JSON.stringify(ack)) });
    };
    const own = () => {
      const wif = this.keys.get(request.account);
      if (wif === undefined) throw new WalletError(`This wallet holds no key of @${request.account}.`);
      return wif;
    };
    switch (decision.kind) {
      case 'approve':
        approve(own(), data.challenge);
        break;
      case 'approve-with':
        approve(decision.wif, data.challenge);
        break;
      case 'sign-other':
        approve(own(), decision.text);
        break;
      case 'refuse':
        this.send(request, { cmd: 'auth_nack', uuid, data: seal(uuid) });
        break;
      case 'error':
        this.send(request, { cmd: 'auth_err', uuid, error: decision.message });
        break;
      case 'ignore':
        break;
    }
    const action = { account: request.account, ...data, did: decision.kind };
    this.actions.push(action);
    return action;
  }
}

/** The deep link's payload: `has://auth_req/<base64 of {account, uuid, key, host}>`. */
export function readLink(link: string): { account: string; uuid: string; key: string; host: string } {
  const prefix = 'has://auth_req/';
  const trimmed = link.trim();
  if (!trimmed.startsWith(prefix)) throw new WalletError('This is not a HiveAuth link (has://auth_req/…).');
  const payload = parseObject(Buffer.from(trimmed.slice(prefix.length), 'base64').toString('utf8'));
  const { account, uuid, key, host } = payload ?? {};
  if (
    typeof account !== 'string' ||
    typeof uuid !== 'string' ||
    typeof key !== 'string' ||
    typeof host !== 'string'
  )
    throw new WalletError('This HiveAuth link is incomplete (account, uuid, key, host).');
  return { account, uuid, key, host };
}

/** The request's data opened with the link's key: the app's name and the challenge to sign. */
function openData(data: string, key: string): { app: string; keyType: string; challenge: string } {
  let text = '';
  try {
    text = CryptoJS.AES.decrypt(data, key).toString(CryptoJS.enc.Utf8);
  } catch {
    // Malformed UTF-8: another key.
  }
  const body = parseObject(text);
  const app = body?.app as { name?: unknown } | undefined;
  const challenge = body?.challenge as { key_type?: unknown; challenge?: unknown } | undefined;
  if (body === undefined) throw new WalletError('The key in this link does not open the request.');
  if (typeof challenge?.challenge !== 'string' || typeof challenge.key_type !== 'string')
    throw new WalletError('The request asks for no challenge to sign.');
  return {
    app: typeof app?.name === 'string' ? app.name : '',
    keyType: challenge.key_type,
    challenge: challenge.challenge,
  };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The demo wallet page: a form for the deep link with Approve and Refuse; the answer says what was done. */
async function walletPage(wallet: ScriptedWallet, request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (request.method === 'GET' && path === '/') {
    page(response, 200, '');
    return;
  }
  if (request.method !== 'POST' || (path !== '/approve' && path !== '/refuse')) {
    page(response, 404, 'Nothing here.');
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_MESSAGE_BYTES) {
      page(response, 413, 'That is too long for a HiveAuth link.');
      return;
    }
    chunks.push(chunk);
  }
  const link = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('link') ?? '';
  try {
    const action = wallet.open(link, { kind: path === '/approve' ? 'approve' : 'refuse' });
    const verb = action.did === 'approve' ? 'Approved' : 'Refused';
    page(
      response,
      200,
      `${verb}: @${action.account} signing in to ${action.app || 'the app'} (${action.keyType} key).`,
    );
  } catch (err) {
    if (!(err instanceof WalletError)) throw err;
    page(response, 400, err.message);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(response: ServerResponse, status: number, said: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo HiveAuth wallet</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}textarea{width:100%}</style>
</head><body>
<h1>Demo HiveAuth wallet</h1>
<p>A stand-in for a HiveAuth wallet app, holding the demo accounts' posting keys. On Octoduel's sign-in screen choose
HiveAuth, copy the <code>has://auth_req/…</code> link it shows, paste it here and approve.</p>
${said === '' ? '' : `<p role="status"><strong>${escapeHtml(said)}</strong></p>`}
<form method="post" action="/approve">
<label for="link">HiveAuth link</label>
<textarea id="link" name="link" rows="5" required></textarea>
<p><button type="submit">Approve</button> <button type="submit" formaction="/refuse">Refuse</button></p>
</form>
</body></html>`);
}
