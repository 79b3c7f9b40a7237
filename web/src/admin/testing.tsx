// Helpers for the settings screens' component tests (jsdom): a fetch stand-in and a render with the toast.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { Toaster } from './Toaster';
import { useToast } from '../stores/toast';
import { useSession } from '../stores/session';
import { makeQueryClient } from '../net/queryClient';

/** Signs the screens in as an admin (`role` 'admin', the default) or as a player ('user'). */
export function signInAs(role: 'admin' | 'user') {
  useSession.setState({
    status: 'signedIn',
    account: {
      username: 'boss',
      hiveUsername: 'boss',
      name: 'Boss',
      email: 'boss@example.com',
      role,
      type: 'keychain',
      avatar: null,
      fullprofile: true,
    },
  });
}

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

type Reply = { status?: number; body?: unknown };

/** Replaces fetch: records each call (JSON bodies parsed) and answers with `reply` (200 `{}` by default). */
export function mockFetch(reply: (call: Call) => Reply = () => ({})): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const raw = init.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const call = { method: init.method ?? 'GET', path, body };
      calls.push(call);
      const { status = 200, body: answer = {} } = reply(call);
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/**
 * Renders `ui` inside the query cache (a fresh one) and a router (at `url`), with the toast unless `ui` is a whole screen (it has its own),
 * signed in as an admin unless `role` says 'user'.
 */
export function renderAdmin(
  ui: ReactNode,
  {
    url = '/',
    screen = false,
    role = 'admin',
  }: { url?: string; screen?: boolean; role?: 'admin' | 'user' } = {},
) {
  signInAs(role);
  // A fresh cache per render: no answer of another test is shown.
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        {!screen && <Toaster />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToast.getState().hide();
  useSession.setState({ status: 'unknown', account: null });
});
