import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useSession } from '../stores/session';
import { GameNotices } from './GameNotices';
import { expectNotice, useNotices } from './notices';

const TEXT = 'Your game against Bob ended as no contest: the server it was on stopped. It does not count.';

/** The server's unread notices; a POST marks them read as the API does. */
let unread: { gameId: string; opponent: string; endedAt: number }[] = [];
const posted: unknown[] = [];

beforeEach(() => {
  unread = [];
  posted.length = 0;
  useNotices.setState({ shown: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path !== '/v1/api/auth/notices') return json({ message: 'no' }, 404);
      if (init?.method === 'POST') {
        const { read } = JSON.parse(init.body as string) as { read: string[] };
        posted.push(read);
        unread = unread.filter((n) => !read.includes(n.gameId));
      }
      return json({ status: 'ok', notices: unread });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'unknown', account: null });
});

const signIn = () => {
  act(() => {
    useSession.setState({ status: 'signedIn', account: { username: 'ann' } as never });
  });
};

test('once signed in, a game ended by its server stopping is told once, calmly, and marked read', async () => {
  unread = [{ gameId: 'g1', opponent: 'Bob', endedAt: 1 }];
  render(<GameNotices />);
  expect(screen.queryByRole('status')).toBeNull();
  signIn();
  expect((await screen.findByRole('status')).textContent).toContain(TEXT);
  await vi.waitFor(() => {
    expect(posted).toEqual([['g1']]);
  });
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('status')).toBeNull();
  // The next visit asks again: nothing is left to tell.
  cleanup();
  render(<GameNotices />);
  await act(() => useNotices.getState().load());
  expect(screen.queryByRole('status')).toBeNull();
});

test('signed out: the notices are not asked for', () => {
  render(<GameNotices />);
  expect(fetch).not.toHaveBeenCalled();
});

test('after a failed reconnection the notices are asked for until the survivor has recorded the game', async () => {
  render(<GameNotices />);
  const sleeps: number[] = [];
  const sleep = (ms: number) => {
    sleeps.push(ms);
    // The game is recorded as no contest while the screen waits for its second look.
    if (sleeps.length === 2) unread = [{ gameId: 'g2', opponent: 'Bob', endedAt: 1 }];
    return Promise.resolve();
  };
  await act(() => expectNotice([0, 5000, 10_000], sleep));
  expect(sleeps).toEqual([0, 5000]);
  expect(screen.getByRole('status').textContent).toContain(TEXT);
});
