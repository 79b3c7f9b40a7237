import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { PuzzleDashboard as Dashboard } from '../../../contract/puzzles';
import { PUZZLE_THEMES } from '../../../engine';
import { makeQueryClient } from '../net/queryClient';
import { fakeApi, signInCleo, type FakeApi } from '../signin/testApi';
import { useSession } from '../stores/session';
import PuzzleDashboard from './PuzzleDashboard';
import PuzzlePage from './PuzzlePage';
import PuzzlesHub from './PuzzlesHub';

let server: FakeApi;

beforeEach(() => {
  server = fakeApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'unknown', account: null });
});

const DASHBOARD: Dashboard = {
  rating: 1612,
  rd: 120,
  provisional: false,
  attempts: 3,
  solved: 2,
  streakBest: 4,
  streakCurrent: 0,
  themes: PUZZLE_THEMES.map((theme) => ({
    theme,
    attempts: theme === 'escape' ? 3 : 0,
    solved: theme === 'escape' ? 2 : 0,
  })),
  recent: [
    { puzzleId: '9NC-d4d6', mode: 'next', solved: false, change: -14, answeredAt: 0, themes: ['escape'] },
    { puzzleId: '8FI-a8e6', mode: 'streak', solved: true, change: null, answeredAt: 0, themes: ['escape'] },
  ],
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/puzzles', element: <PuzzlesHub /> },
      { path: '/puzzles/dashboard', element: <PuzzleDashboard /> },
      { path: '/puzzles/theme/:theme', element: <PuzzlePage kind="theme" /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

test('signed out, the hub offers the daily puzzle only, and the way to sign in for rated play', () => {
  renderAt('/puzzles');
  expect(screen.getByRole('link', { name: 'Solve the daily puzzle' }).getAttribute('href')).toBe(
    '/puzzles/daily',
  );
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  expect(screen.queryByRole('link', { name: 'Start a streak' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Themes' })).toBeNull();
  // Nothing asked of the server that needs a session.
  expect(server.calls).toEqual([]);
});

test('signed in, the hub offers the next puzzle near your rating, the streak, the themes and the dashboard', async () => {
  signInCleo();
  server.on('GET /api/puzzles/dashboard', { body: DASHBOARD });
  server.on('GET /api/puzzles/themes', {
    body: PUZZLE_THEMES.map((theme) => ({ theme, count: theme === 'twoTurn' ? 0 : 120 })),
  });
  renderAt('/puzzles');
  expect(await screen.findByText('A puzzle near your puzzle rating (1612).')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Solve a puzzle' }).getAttribute('href')).toBe('/puzzles/next');
  expect(screen.getByRole('link', { name: 'Start a streak' }).getAttribute('href')).toBe('/puzzles/streak');
  expect(screen.getByText('Your best streak: 4')).toBeTruthy();
  expect((await screen.findByRole('link', { name: 'Escape' })).getAttribute('href')).toBe(
    '/puzzles/theme/escape',
  );
  // A theme without puzzles is named, not offered.
  expect(screen.getByText('Two turns').tagName).toBe('SPAN');
  expect(screen.getByRole('link', { name: 'Your puzzle dashboard' }).getAttribute('href')).toBe(
    '/puzzles/dashboard',
  );
});

test('the dashboard: rating, counts, the themes tried, the latest tries', async () => {
  signInCleo();
  server.on('GET /api/puzzles/dashboard', { body: DASHBOARD });
  renderAt('/puzzles/dashboard');
  expect((await screen.findByTestId('puzzle-dashboard-rating')).textContent).toBe('1612');
  const rows = screen.getAllByRole('row').map((r) => r.textContent);
  expect(rows).toContain('Escape2 of 3');
  expect(rows.some((r) => r.startsWith('9NC-d4d6Missed−14'))).toBe(true);
  expect(rows.some((r) => r.startsWith('8FI-a8e6Solvednot rated'))).toBe(true);
});

test('a theme page asks for a puzzle of that theme; an unknown theme says so and asks nothing', async () => {
  signInCleo();
  renderAt('/puzzles/theme/corner');
  await waitFor(() => {
    expect(server.calls[0]?.body).toEqual({ mode: 'theme', theme: 'corner' });
  });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Puzzle: Corner');
  cleanup();
  server.calls.length = 0;
  renderAt('/puzzles/theme/castling');
  expect(screen.getByRole('alert').textContent).toBe('There is no puzzle theme “castling”.');
  expect(server.calls).toEqual([]);
});
