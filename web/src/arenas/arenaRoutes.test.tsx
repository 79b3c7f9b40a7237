import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { APP_ROUTES } from '../App';
import { makeQueryClient } from '../net/queryClient';
import { fakeApi } from '../signin/testApi';
import { useSession } from '../stores/session';
import { page } from './testArenas';

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'unknown', account: null });
});

/** The app at `path`, signed out (the session call is refused), with the arenas answered. */
function openApp(path: string) {
  const server = fakeApi();
  server.on('POST /api/auth/user', {
    status: 401,
    body: { code: 'auth/signed-out', message: 'Please sign in.' },
  });
  server.on('GET /api/arenas', { body: { upcoming: [], running: [], finished: [] } });
  server.on('GET /api/arenas/a1', { body: page() });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={createMemoryRouter(APP_ROUTES, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

test('the header links to the arenas, whose list opens signed out', async () => {
  openApp('/arenas');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Arenas' }).getAttribute('href')).toBe('/arenas');
  expect((await screen.findByRole('heading', { level: 1, name: 'Arenas' })).textContent).toBe('Arenas');
});

test("an arena's page opens signed out, with a way to sign in to join", async () => {
  openApp('/arenas/a1');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evening Arena');
  const part = await screen.findByRole('region', { name: 'Taking part' });
  expect(within(part).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
});
