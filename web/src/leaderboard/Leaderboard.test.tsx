import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, test } from 'vitest';
import { mockFetch } from '../admin/testing';
import { i18n } from '../i18n/init';
import Leaderboard from '../screens/Leaderboard';
import { useSession } from '../stores/session';
import type { Account } from '../net/account';
import type { LeaderboardSetting, Standing } from '../../../contract/http';

const PROVISIONAL_TEXT = i18n.t('components:provisional.text');

const SETL: LeaderboardSetting = {
  title: 'Season One',
  qty: 100,
  pause: false,
  order: 'rating',
  names: ['Place', 'Player', 'Won', 'Tied', 'Lost', 'Elo'],
};

const ROWS: Standing[] = [
  {
    place: 1,
    username: 'carol',
    name: 'Carol',
    wins: 3,
    draws: 0,
    losses: 1,
    rating: 1612,
    rd: 95,
    provisional: false,
    ai: false,
  },
  {
    place: 2,
    username: 'Zed ai',
    name: 'Zed',
    wins: 0,
    draws: 1,
    losses: 4,
    rating: 1242,
    rd: 30,
    provisional: false,
    ai: true,
    level: 'hard',
  },
  {
    place: 3,
    username: 'alice',
    name: 'Alice',
    wins: 2,
    draws: 1,
    losses: 0,
    rating: 1687,
    rd: 180,
    provisional: true,
    ai: false,
  },
];

const alice: Account = {
  username: 'alice',
  hiveUsername: 'alice',
  name: 'Alice',
  email: 'a@example.com',
  role: 'user',
  type: 'keychain',
  avatar: null,
  fullprofile: true,
};

function serve(rows: Standing[], setting = SETL) {
  return mockFetch((c) => {
    if (c.path === '/v1/setting/setl') return { body: setting };
    if (c.path === '/api/users/leaderboard?view=ai') return { body: rows.filter((r) => r.ai) };
    if (c.path === '/api/users/leaderboard?view=people') return { body: rows.filter((r) => !r.ai) };
    return { status: 404, body: { message: 'No image has been uploaded here yet.' } };
  });
}

const show = (url = '/leaderboard') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Leaderboard />
    </MemoryRouter>,
  );

beforeEach(() => {
  useSession.setState({ status: 'signedIn', account: alice });
});

test('the configured title is the caption and the six texts head the columns; provisional ratings marked', async () => {
  serve(ROWS);
  show();
  const table = await screen.findByRole('table', { name: 'Season One' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(SETL.names);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
    ['1', 'Carol', '3', '0', '1', '1612'],
    ['3', 'AliceYou', '2', '1', '0', '1687?'],
  ]);
  expect(within(rows[1]!).getByLabelText('1687, provisional')).toBeTruthy();
});

test("each name links to the player's public profile", async () => {
  serve(ROWS);
  show();
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('link', { name: 'Carol' }).getAttribute('href')).toBe('/u/carol');
  cleanup();
  serve(ROWS);
  show('/leaderboard?view=ai');
  const ais = await screen.findByRole('table');
  expect(within(ais).getByRole('link', { name: 'Zed' }).getAttribute('href')).toBe('/u/Zed%20ai');
});

test("the signed-in player's own row, and only it, is marked", async () => {
  serve(ROWS);
  show();
  const table = await screen.findByRole('table');
  const marked = within(table)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-current') === 'true');
  expect(marked).toHaveLength(1);
  expect(within(marked[0]!).getByRole('rowheader').textContent).toBe('AliceYou');
  expect(marked[0]!.className).toBe('me');
});

test('an empty board says so; a paused one says games are not counted', async () => {
  serve([], { ...SETL, pause: true });
  show();
  expect(await screen.findByText(/No people on the board yet/)).toBeTruthy();
  expect(screen.getByText(/paused/)).toBeTruthy();
});

test('a failure is shown with a way to try again', async () => {
  mockFetch(() => ({ status: 500, body: { message: 'Something went wrong on our side.' } }));
  show();
  expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('an AI row is marked AI with its level; a person’s row is not', async () => {
  serve(ROWS);
  show();
  const people = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  expect(within(people[0]!).queryByText(/AI/)).toBeNull();
  cleanup();
  serve(ROWS);
  show('/leaderboard?view=ai');
  const rows = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  expect(within(rows[0]!).getByText('Hard AI').className).toBe('ai-badge');
  // Without a level (an archived row), the mark still says AI.
  cleanup();
  serve([{ ...ROWS[1]!, level: undefined }]);
  show('/leaderboard?view=ai');
  expect((await screen.findByRole('table')).querySelector('.ai-badge')?.textContent).toBe('· AI');
});

test('the "?" is explained in a footnote under the table, which each provisional rating points to', async () => {
  serve(ROWS);
  show();
  const note = await screen.findByText(PROVISIONAL_TEXT);
  expect(note.textContent).toContain('still settling');
  const cell = screen.getByLabelText('1687, provisional');
  expect(cell.getAttribute('aria-describedby')).toBe(note.id);
  cleanup();
  serve([ROWS[0]!]);
  show();
  await screen.findByRole('table');
  expect(screen.queryByText(PROVISIONAL_TEXT)).toBeNull();
});

test('the default view ranks people only; the AIs have their own view, and back (issue 36)', async () => {
  const calls = serve(ROWS);
  show();
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(screen.queryByText('Hard AI')).toBeNull();
  const people = screen.getByRole('button', { name: 'People' });
  expect(people.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'AIs' }));
  await waitFor(() => {
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
  expect(screen.getByText('Hard AI')).toBeTruthy();
  expect(calls.map((c) => c.path)).toContain('/api/users/leaderboard?view=ai');
  fireEvent.click(screen.getByRole('button', { name: 'People' }));
  await waitFor(() => {
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });
  expect(calls.some((c) => c.path === '/api/users/leaderboard')).toBe(false);
});

test('the AIs from the address (?view=ai), pressed', async () => {
  const calls = serve(ROWS);
  show('/leaderboard?view=ai');
  await screen.findByRole('table');
  expect(screen.getByRole('button', { name: 'AIs' }).getAttribute('aria-pressed')).toBe('true');
  expect(calls.filter((c) => c.path.startsWith('/api/users/leaderboard')).map((c) => c.path)).toEqual([
    '/api/users/leaderboard?view=ai',
  ]);
});
