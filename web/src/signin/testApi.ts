// Test support for the web tests: a stand-in for the server behind `fetch`, answering by method and path.
import { vi } from 'vitest';
import { useSession } from '../stores/session';

/** An answer: a JSON body with a status (200 by default), or a thrown network failure. */
export type Answer = { status?: number; body: unknown } | 'network-error';

export interface FakeApi {
  /** Every request, in order: method, path and JSON body. */
  readonly calls: { method: string; path: string; body: unknown }[];
  /** Sets the answer to `METHOD /path` (a function sees the body). */
  on(route: string, answer: Answer | ((body: unknown) => Answer)): void;
}

/** Replaces global fetch until vi.unstubAllGlobals(); unknown routes answer 404. */
export function fakeApi(): FakeApi {
  const routes = new Map<string, Answer | ((body: unknown) => Answer)>();
  const calls: FakeApi['calls'] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes.get(`${method} ${path}`);
    const answer = typeof route === 'function' ? route(body) : route;
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const { status = 200, body: out } = answer ?? { status: 404, body: { message: `No route ${path}` } };
    return Promise.resolve(new Response(JSON.stringify(out), { status }));
  });
  return {
    calls,
    on(route, answer) {
      routes.set(route, answer);
    },
  };
}

/** Puts Cleo, a signed-in Keychain player with a complete profile, in the session store (the screens' tests). */
export function signInCleo(): void {
  useSession.setState({
    status: 'signedIn',
    account: {
      username: 'cleo',
      hiveUsername: 'cleo',
      name: 'Cleo',
      email: 'c@example.com',
      role: 'user',
      type: 'keychain',
      avatar: null,
      fullprofile: true,
    },
  });
}
