import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ArenaList } from '../../../contract/arenas';
import { i18n } from '../i18n/init';
import { makeQueryClient } from '../net/queryClient';
import { fakeApi, signInCleo, type FakeApi } from '../signin/testApi';
import { useSession } from '../stores/session';
import Arenas from './Arenas';
import { summary } from './testArenas';

/** The local clock the tests start at (ms). */
const NOW = 1_800_000_000_000;

let server: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  server = fakeApi();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'unknown', account: null });
});

const LIST: ArenaList = {
  upcoming: [
    summary({
      id: 'u1',
      name: 'Night Arena',
      status: 'upcoming',
      startsAt: NOW + 65_000,
      endsAt: NOW + 3_665_000,
    }),
  ],
  running: [
    summary({
      id: 'r1',
      name: 'Hourly Arena',
      startsAt: NOW - 60_000,
      endsAt: NOW + 3_540_000,
      leader: 'ann',
      players: 7,
    }),
    summary({ id: 'r2', name: 'Friends', private: true, endsAt: NOW + 600_000, players: 1 }),
  ],
  finished: [summary({ id: 'f1', name: 'Morning Arena', status: 'finished', leader: 'bob' })],
};

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/arenas', element: <Arenas /> },
      { path: '/arenas/:id', element: <p>arena page</p> },
    ],
    { initialEntries: ['/arenas'] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The lines of a group's list, as text. */
const group = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

test('the list shows running, upcoming and finished arenas, each linking to its page, with their countdowns, leader and winner', async () => {
  server.on('GET /api/arenas', { body: LIST });
  renderList();
  await screen.findByRole('list', { name: 'Running' });
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .slice(0, 3)
      .map((h) => h.textContent),
  ).toEqual(['Running', 'Upcoming', 'Finished']);
  expect(group('Running')).toEqual([
    'Hourly Arena7 playersEnds in 59:00 · Leader: ann',
    'Friends' + 'Private' + '1 player' + 'Ends in 10:00 · No points yet',
  ]);
  expect(group('Upcoming')).toEqual(['Night Arena2 playersStarts in 1:05']);
  expect(group('Finished')).toEqual(['Morning Arena2 playersWon by bob']);
  expect(screen.getByRole('link', { name: 'Night Arena' }).getAttribute('href')).toBe('/arenas/u1');
  // The countdowns tick.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5000);
  });
  expect(group('Upcoming')).toEqual(['Night Arena2 playersStarts in 1:00']);
});

test('an empty group says so', async () => {
  server.on('GET /api/arenas', { body: { upcoming: [], running: [], finished: [] } });
  renderList();
  await screen.findByText(i18n.t('arenas:list.noneRunning'));
  expect(screen.getByText(i18n.t('arenas:list.noneUpcoming'))).toBeTruthy();
  expect(screen.getByText(i18n.t('arenas:list.noneFinished'))).toBeTruthy();
});

test('join by code: a code that is not six digits is refused here, a wrong one says the arena is unknown, a right one opens its page', async () => {
  server.on('GET /api/arenas', { body: LIST });
  const router = renderList();
  const field = await screen.findByLabelText('Arena code');
  const find = screen.getByRole('button', { name: 'Find the arena' });
  fireEvent.change(field, { target: { value: '12345' } });
  fireEvent.click(find);
  expect((await screen.findByRole('alert')).textContent).toBe('An arena code has 6 digits.');
  expect(server.calls.filter((c) => c.path.startsWith('/api/arenas/code'))).toEqual([]);

  server.on('GET /api/arenas/code/999999', {
    status: 404,
    body: { code: 'arena/unknown', message: 'There is no such arena.' },
  });
  fireEvent.change(field, { target: { value: '999999' } });
  fireEvent.click(find);
  expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors:arena/unknown'));
  expect(router.state.location.pathname).toBe('/arenas');

  server.on('GET /api/arenas/code/123456', { body: { id: 'p7' } });
  fireEvent.change(field, { target: { value: '123456' } });
  fireEvent.click(find);
  await screen.findByText('arena page');
  expect(router.state.location.pathname + router.state.location.search).toBe('/arenas/p7?code=123456');
});

test('signed out, making a private arena asks to sign in', async () => {
  useSession.setState({ status: 'signedOut', account: null });
  server.on('GET /api/arenas', { body: LIST });
  renderList();
  const section = (await screen.findByRole('heading', { name: 'Make a private arena' })).parentElement!;
  expect(within(section).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  expect(within(section).queryByRole('button')).toBeNull();
});

test('a signed-in player makes a private arena: its limits are checked first, then its code and link are shown', async () => {
  signInCleo();
  server.on('GET /api/arenas', { body: LIST });
  server.on('POST /api/arenas', (body) => ({
    body: {
      arena: summary({ id: 'p9', name: (body as { name: string }).name, status: 'upcoming', private: true }),
      code: '424242',
    },
  }));
  renderList();
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'ab' } });
  fireEvent.change(screen.getByLabelText('Length in minutes'), { target: { value: '500' } });
  fireEvent.click(screen.getByRole('button', { name: 'Make the arena' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'The name must have 3 to 40 characters.',
    'The length must be a whole number of minutes from 5 to 180.',
  ]);
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Chess club  ' } });
  fireEvent.change(screen.getByLabelText('Length in minutes'), { target: { value: '45' } });
  fireEvent.change(screen.getByLabelText('Starts in (minutes)'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Make the arena' }));
  const made = await screen.findByText('Your arena “Chess club” is made. Pass on its code or its link:');
  expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Chess club',
    minutes: 45,
    startsInMinutes: 10,
    clock: 'standard',
  });
  const box = made.parentElement!;
  expect(within(box).getByText('424242')).toBeTruthy();
  expect(within(box).getByText(`${window.location.origin}/arenas/p9?code=424242`)).toBeTruthy();
  expect(within(box).getByRole('link', { name: 'Go to the arena' }).getAttribute('href')).toBe(
    '/arenas/p9?code=424242',
  );
});
