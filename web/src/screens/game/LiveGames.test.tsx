import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LiveGame } from '../../../../contract/http';
import { makeQueryClient } from '../../net/queryClient';
import { fakeApi, type FakeApi } from '../../signin/testApi';
import LiveGames, { REFRESH_MS } from './LiveGames';

let server: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = fakeApi();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A live game between `a` and `b`. */
const game = (roomId: string, a: string, b: string): LiveGame => ({
  roomId,
  mode: 'others',
  turn: 2,
  spectators: 0,
  topRating: null,
  players: [a, b].map((name, i) => ({
    seat: i === 0 ? 'A' : 'B',
    name,
    username: name.toLowerCase(),
    rating: null,
    provisional: true,
    isAi: false,
  })),
});

const asks = () => server.calls.filter((c) => c.path === '/api/live').length;
const rows = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('a')?.textContent);

/** Lets the list's next ask happen. */
async function nextAsk() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
  });
}

test('the list asks again every few seconds while shown, keeps the last list when an ask fails, and stops when closed', async () => {
  server.on('GET /api/live', { body: { games: [game('r1', 'Ann', 'Bob')] } });
  const { unmount } = render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter>
        <LiveGames />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('list', { name: 'Live games' });
  expect(rows()).toEqual(['Ann  vs Bob ']);
  server.on('GET /api/live', { body: { games: [game('r2', 'Cleo', 'Dan'), game('r1', 'Ann', 'Bob')] } });
  await nextAsk();
  expect(asks()).toBe(2);
  expect(rows()).toEqual(['Cleo  vs Dan ', 'Ann  vs Bob ']);
  server.on('GET /api/live', 'network-error');
  await nextAsk();
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(rows()).toHaveLength(2);
  server.on('GET /api/live', { body: { games: [] } });
  await nextAsk();
  await screen.findByText('No game is being played right now. This list refreshes by itself.');
  expect(screen.queryByRole('alert')).toBeNull();
  unmount();
  const before = asks();
  await nextAsk();
  expect(asks()).toBe(before);
});
