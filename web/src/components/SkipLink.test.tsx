import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { APP_ROUTES } from '../App';
import { makeQueryClient } from '../net/queryClient';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page's focusable elements in Tab order (none of these pages sets a positive tabIndex). */
const focusables = () =>
  [
    ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
  ].filter((el) => el.tabIndex >= 0);

test.each(['/', '/rules', '/watch', '/no-such-page'])(
  'on %s the first focusable element is "Skip to main content", pointing at the main element',
  async (path) => {
    // Signed out: the session call fails, as it does without a server.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <RouterProvider router={createMemoryRouter(APP_ROUTES, { initialEntries: [path] })} />
      </QueryClientProvider>,
    );
    await screen.findByRole('main');
    const first = focusables()[0];
    expect(first?.textContent).toBe('Skip to main content');
    expect(first?.getAttribute('href')).toBe('#main');
    const main = document.getElementById('main');
    expect(main?.tagName).toBe('MAIN');
    // Focusable by the link (not by Tab): the next Tab goes on from inside the page's content.
    expect(main?.tabIndex).toBe(-1);
  },
);
