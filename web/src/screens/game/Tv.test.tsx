import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LiveGame } from '../../../../contract/http';
import { view } from '../../game/decoding/testViews';
import { makeQueryClient } from '../../net/queryClient';
import { fakeApi, type FakeApi } from '../../signin/testApi';
import { dispatch } from '../../stores/game';
import Tv, { TV_NEXT_MS, TV_RETRY_MS } from './Tv';

// Joining a room as a spectator: the store says the room was joined and shows its game.
const watched = vi.hoisted(() => [] as string[]);
vi.mock('../../game/net/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../game/net/connection')>()),
  spectate: (roomId: string) => {
    watched.push(roomId);
    return Promise.resolve(true);
  },
  leaveGame: () => Promise.resolve(),
}));

let server: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = fakeApi();
  server.on('GET /v1/setting/setg', { body: {} });
  server.on('GET /v1/setting/opacity', { body: {} });
});

afterEach(() => {
  cleanup();
  watched.length = 0;
  act(() => {
    dispatch({ type: 'reset' });
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const live = (roomId: string): LiveGame => ({
  roomId,
  mode: 'h0a2',
  turn: 1,
  spectators: 0,
  topRating: null,
  players: [],
});

const asks = () => server.calls.filter((c) => c.path === '/api/live?limit=5').length;

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The server shows room `roomId`'s game to the spectator TV joined. */
function shows(roomId: string, phase: 'move' | 'over') {
  act(() => {
    dispatch({ type: 'joined', roomId, sessionId: 'tv' });
    dispatch({ type: 'state', view: view({ phase }), receivedAt: 0 });
  });
}

test('with nothing live TV asks again every few seconds; it follows the first game listed, and after its end the next', async () => {
  server.on('GET /api/live?limit=5', { body: { games: [] } });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter>
        <Tv />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('No game is being played right now. Checking again…');
  expect(asks()).toBe(1);
  await wait(TV_RETRY_MS);
  expect(asks()).toBe(2);
  server.on('GET /api/live?limit=5', { body: { games: [live('r1')] } });
  await wait(TV_RETRY_MS);
  expect(watched).toEqual(['r1']);
  shows('r1', 'move');
  await screen.findByText('Octoduel TV');
  // Following a game: no more asks.
  const following = asks();
  await wait(TV_RETRY_MS * 2);
  expect(asks()).toBe(following);
  // It ends: "Next game in 5 s…", then the next game listed (the ended one, still listed, is passed over).
  server.on('GET /api/live?limit=5', { body: { games: [live('r1'), live('r2')] } });
  shows('r1', 'over');
  await screen.findByText('Next game in 5 s…');
  await wait(TV_NEXT_MS);
  await vi.waitFor(() => {
    expect(watched).toEqual(['r1', 'r2']);
  });
});

test('/tv?arena=<id> follows that arena’s top game, and says so when none of its games is being played', async () => {
  const page = (games: { roomId: string; a: string; b: string; rank: number }[]) => ({
    body: {
      arena: {
        id: 'a1',
        name: 'Club',
        status: 'running',
        private: false,
        startsAt: 0,
        endsAt: 1,
        players: 4,
        leader: 'ann',
      },
      code: null,
      standings: [],
      me: null,
      games,
      now: 0,
      anchor: null,
    },
  });
  server.on('GET /api/arenas/a1', page([]));
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={['/tv?arena=a1']}>
        <Tv />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('No game of this arena is being played right now. Checking again…');
  expect(server.calls.some((c) => c.path === '/api/live?limit=5')).toBe(false);
  server.on(
    'GET /api/arenas/a1',
    page([
      { roomId: 'top', a: 'ann', b: 'bob', rank: 1 },
      { roomId: 'other', a: 'cid', b: 'dee', rank: 3 },
    ]),
  );
  await wait(TV_RETRY_MS);
  expect(watched).toEqual(['top']);
});
