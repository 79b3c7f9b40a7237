// A local stand-in for HiveSigner (https://hivesigner.com) for tests and `npm run demo`, never the default. It
// answers what the server and a browser use of HiveSigner: the OAuth2 authorize page (a person, or a scripted
// browser, approves with a Hive account name; no key is asked), `/api/me` and the token revocation. It issues
// tokens in HiveSigner's own shape and remembers them: a token it never issued, one revoked or expired is refused.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from './standInListen';

export interface StandInHiveSigner {
  /** `http://127.0.0.1:<port>`: what HIVESIGNER_URL names. */
  readonly url: string;
  /** Every call to `/api/me` and the revocation, in order, with the token it carried. */
  readonly calls: readonly {
    readonly path: '/api/me' | '/api/oauth2/token/revoke';
    readonly token: string;
  }[];
  /** Registers an app account and the exact Redirect URIs its users may be sent back to. */
  registerApp(app: string, redirectUris: readonly string[]): void;
  /** A token as if `username` had approved `app` on the authorize page (tests forge nothing with it). */
  issueToken(app: string, username: string): string;
  /** Whether a token it issued has been revoked. */
  isRevoked(token: string): boolean;
  close(): Promise<void>;
}

export interface StandInHiveSignerOptions {
  /** The Hive accounts that may approve; empty or absent: any well-formed name. */
  readonly accounts?: readonly string[];
  /** App accounts and their Redirect URIs (more with registerApp). */
  readonly apps?: Readonly<Record<string, readonly string[]>>;
  /** How long a token lives, in seconds (HiveSigner's is 7 days). */
  readonly tokenSeconds?: number;
  readonly host?: string;
  readonly port?: number;
}

interface Issued {
  readonly app: string;
  readonly username: string;
  readonly expiresAt: number;
  revoked: boolean;
}

const MAX_BODY_BYTES = 16 * 1024;
const NAME = /^[a-z][a-z0-9.-]{2,15}$/;

/** Starts a stand-in HiveSigner on 127.0.0.1 (port 0: any free port). */
export async function startStandInHiveSigner(
  options: StandInHiveSignerOptions = {},
): Promise<StandInHiveSigner> {
  const apps = new Map<string, readonly string[]>(Object.entries(options.apps ?? {}));
  const accounts = new Set(options.accounts ?? []);
  const tokenSeconds = options.tokenSeconds ?? 7 * 24 * 60 * 60;
  const tokens = new Map<string, Issued>();
  const calls: { path: '/api/me' | '/api/oauth2/token/revoke'; token: string }[] = [];

  const issueToken = (app: string, username: string): string => {
    const token = Buffer.from(
      JSON.stringify({
        signed_message: { type: 'login', app },
        authors: [username],
        timestamp: Math.floor(Date.now() / 1000),
        signatures: [randomBytes(65).toString('hex')],
      }),
    ).toString('base64url');
    tokens.set(token, { app, username, expiresAt: Date.now() + tokenSeconds * 1000, revoked: false });
    return token;
  };

  /** The live token a request carries (Authorization, with or without a scheme, or `access_token`). */
  const liveToken = (request: IncomingMessage, url: URL): { token: string; issued?: Issued } => {
    const header = (request.headers.authorization ?? '').replace(/^(Bearer|Basic)\s/, '').trim();
    const token = header || url.searchParams.get('access_token') || '';
    const issued = tokens.get(token);
    return issued === undefined || issued.revoked || issued.expiresAt <= Date.now()
      ? { token }
      : { token, issued };
  };

  /** Why an authorize request cannot go on, or undefined. */
  const authorizeProblem = (app: string, redirectUri: string): string | undefined => {
    const uris = apps.get(app);
    if (uris === undefined) return `No app @${app} is registered with this HiveSigner.`;
    if (!uris.includes(redirectUri)) return `The redirect_uri is not one of @${app}'s Redirect URIs.`;
    return undefined;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'text/plain', 'stand-in HiveSigner failed');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/api/me' || url.pathname === '/api/oauth2/token/revoke') {
      const { token, issued } = liveToken(request, url);
      calls.push({ path: url.pathname, token });
      if (issued === undefined) {
        json(response, 401, { error: 'invalid_grant', error_description: 'The token has invalid role' });
        return;
      }
      if (url.pathname === '/api/oauth2/token/revoke') {
        issued.revoked = true;
        json(response, 200, { success: true });
        return;
      }
      json(response, 200, {
        user: issued.username,
        _id: issued.username,
        name: issued.username,
        account: { name: issued.username },
        scope: ['login'],
        user_metadata: {},
      });
      return;
    }
    if (url.pathname !== '/oauth2/authorize') {
      send(response, 404, 'text/plain', 'Not found');
      return;
    }
    if (request.method === 'GET') {
      const fields = {
        client_id: url.searchParams.get('client_id') ?? '',
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        scope: url.searchParams.get('scope') ?? '',
        state: url.searchParams.get('state') ?? '',
      };
      const problem = authorizeProblem(fields.client_id, fields.redirect_uri);
      send(
        response,
        problem === undefined ? 200 : 400,
        'text/html; charset=utf-8',
        page(fields, accounts, problem),
      );
      return;
    }
    if (request.method !== 'POST') {
      send(response, 405, 'text/plain', 'Method not allowed');
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const fields = {
      client_id: form.get('client_id') ?? '',
      redirect_uri: form.get('redirect_uri') ?? '',
      scope: form.get('scope') ?? '',
      state: form.get('state') ?? '',
    };
    const problem = authorizeProblem(fields.client_id, fields.redirect_uri);
    if (problem !== undefined) {
      send(response, 400, 'text/html; charset=utf-8', page(fields, accounts, problem));
      return;
    }
    const back = new URL(fields.redirect_uri);
    if (form.get('decision') !== 'approve') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', fields.state);
      redirect(response, back.href);
      return;
    }
    const username = (form.get('username') ?? '').trim().replace(/^@/, '').toLowerCase();
    if (!NAME.test(username) || (accounts.size > 0 && !accounts.has(username))) {
      send(
        response,
        400,
        'text/html; charset=utf-8',
        page(fields, accounts, `No account @${username} here.`),
      );
      return;
    }
    back.searchParams.set('access_token', issueToken(fields.client_id, username));
    back.searchParams.set('expires_in', String(tokenSeconds));
    back.searchParams.set('username', username);
    back.searchParams.set('state', fields.state);
    redirect(response, back.href);
  }

  const host = options.host ?? '127.0.0.1';
  const port = await listenLocally(server, options.port, host);
  return {
    url: `http://${host}:${port}`,
    calls,
    registerApp(app, redirectUris) {
      apps.set(app, [...(apps.get(app) ?? []), ...redirectUris]);
    },
    issueToken,
    isRevoked: (token) => tokens.get(token)?.revoked === true,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json', JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'cache-control': 'no-store' });
  response.end();
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The authorize page: who asks, for what, a Hive account name, Approve and Cancel. */
function page(
  fields: { client_id: string; redirect_uri: string; scope: string; state: string },
  accounts: ReadonlySet<string>,
  problem: string | undefined,
): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('\n');
  const known =
    accounts.size === 0
      ? ''
      : `<p>Accounts here: ${[...accounts].map((a) => `@${escape(a)}`).join(', ')}</p>`;
  const form =
    problem !== undefined && !problem.startsWith('No account')
      ? ''
      : `<form method="post" action="/oauth2/authorize">
${hidden}
<p><label for="username">Hive username</label><br><input id="username" name="username" autocomplete="username" autocapitalize="none" required></p>
<p><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stand-in HiveSigner</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">Stand-in HiveSigner</h1>
<p><strong>Offline stand-in for tests and the demo, not hivesigner.com:</strong> no key is asked here.</p>
<p>The app <strong>@${escape(fields.client_id)}</strong> asks to know your Hive account (scope ${escape(fields.scope || 'login')}).</p>
${problem === undefined ? '' : `<p role="alert" style="color: #b00020">${escape(problem)}</p>`}
${known}
${form}
</body></html>`;
}
