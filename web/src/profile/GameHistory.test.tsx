import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { GameHistoryEntry, GameHistoryPage } from '../../../contract/http';
import { fakeApi } from '../signin/testApi';
import { ratedWords } from '../components/ratedWords';
import { queryClient } from '../net/queryClient';
import { GameHistory } from './GameHistory';

afterEach(() => {
  cleanup();
  // The history is cached on the page's client: each test starts without the pages of the one before.
  queryClient.clear();
  vi.unstubAllGlobals();
});

const ENDED = Date.UTC(2026, 2, 4, 18, 30);

function entry(i: number, over: Partial<GameHistoryEntry> = {}): GameHistoryEntry {
  return {
    gameId: `g-${i}`,
    mode: 'others',
    endedAt: ENDED - i * 60_000,
    seat: 'A',
    player: { username: 'ann', name: 'Ann', ai: false, character: 'U' },
    opponent: { username: 'bob', name: 'Bob', ai: false, character: 'C' },
    outcome: 'win',
    reason: 'hit',
    ratingChange: 12,
    ...over,
  };
}

const page = (
  games: GameHistoryEntry[],
  total: number,
  older: string | null = null,
  totalCapped = false,
): { body: GameHistoryPage } => ({
  body: { games, pageSize: 2, older, total, totalCapped },
});

function show(username = 'ann') {
  render(
    <MemoryRouter>
      <GameHistory username={username} />
    </MemoryRouter>,
  );
}

/** Waits until the table lists exactly these replay links (the page asked for has come). */
const waitForReplays = (hrefs: string[]) =>
  waitFor(() => {
    expect(rows().map((r) => within(r).getByRole('link', { name: 'Replay' }).getAttribute('href'))).toEqual(
      hrefs,
    );
  });

const rows = () =>
  within(screen.getByRole('table', { name: 'Games' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

test('each game is a row: date, mode, opponent, characters, result, rating change and a replay link', async () => {
  const server = fakeApi();
  server.on(
    'GET /api/users/ann/games',
    page(
      [
        entry(1),
        entry(2, {
          mode: 'h1a1',
          opponent: { username: 'iris ai', name: 'Iris', ai: true, character: 'N' },
          outcome: 'lose',
          reason: 'forfeit',
          ratingChange: -8,
        }),
      ],
      2,
    ),
  );
  show();
  await screen.findByRole('table', { name: 'Games' });
  const [first, second] = rows();
  expect(cells(first!)).toEqual([
    new Date(ENDED - 60_000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    'Public',
    'Bob',
    'Undergraduate (U) vs Cook (C)',
    'Won (hit the opponent)',
    'Rated: +12',
    'Replay',
  ]);
  expect(within(first!).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/u/bob');
  expect(within(first!).getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe('/replay/g-1');
  expect(cells(second!).slice(1, 6)).toEqual([
    'vs AI',
    'Iris (AI)',
    'Undergraduate (U) vs Nurse (N)',
    'Lost (left the game)',
    // Stored before games against the AI stopped being rated: the record's change is what it says.
    'Rated: −8',
  ]);
  expect(within(second!).queryByRole('link', { name: /Iris/ })).toBeNull();
  expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Games table' }).getAttribute('tabindex')).toBe('0');
});

test("Older and Newer page through the history by the server's cursors; a page seen is not asked again", async () => {
  const server = fakeApi();
  server.on('GET /api/users/ann/games', page([entry(1), entry(2)], 5, 'c2'));
  server.on('GET /api/users/ann/games?before=c2', page([entry(3), entry(4)], 5, 'c3'));
  server.on(
    'GET /api/users/ann/games?before=c3',
    page([entry(5, { outcome: 'draw', reason: 'turns', ratingChange: null })], 5),
  );
  show();
  await screen.findByText('Page 1 of 3');
  expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: 'Older' }));
  await screen.findByText('Page 2 of 3');
  await waitForReplays(['/replay/g-3', '/replay/g-4']);
  fireEvent.click(screen.getByRole('button', { name: 'Older' }));
  await screen.findByText('Page 3 of 3');
  await waitForReplays(['/replay/g-5']);
  expect(cells(rows()[0]!).slice(4)).toEqual(['Draw (10 turns and no hit)', 'Not rated', 'Replay']);
  expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
  await screen.findByText('Page 2 of 3');
  await waitForReplays(['/replay/g-3', '/replay/g-4']);
  expect(server.calls.map((c) => c.path)).toEqual([
    '/api/users/ann/games',
    '/api/users/ann/games?before=c2',
    '/api/users/ann/games?before=c3',
  ]);
});

test('a history longer than the server counts reads "of N+"', async () => {
  const server = fakeApi();
  server.on('GET /api/users/ann/games', page([entry(1), entry(2)], 1000, 'c2', true));
  show();
  await screen.findByText('Page 1 of 500+');
  expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', false);
});

test('a player with no games sees "No games yet."; a failure says what happened', async () => {
  const server = fakeApi();
  server.on('GET /api/users/new/games', page([], 0));
  server.on('GET /api/users/gone/games', { status: 404, body: { message: 'No such player.' } });
  show('new');
  await screen.findByText('No games yet.');
  expect(screen.queryByRole('table')).toBeNull();
  cleanup();
  show('gone');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The games could not be loaded: No such player.',
  );
});

test.each([
  ['others', 12, false, 'Rated: +12'],
  ['others', -8, false, 'Rated: −8'],
  ['others', 0, false, 'Rated: ±0'],
  ['h2a0', null, false, 'Not rated: private game'],
  ['h1a1', null, false, 'Not rated: against the AI'],
  ['h0a2', null, false, 'Not rated: AI versus AI'],
  ['others', null, true, 'Not rated: no contest'],
  ['others', null, false, 'Not rated'],
] as const)(
  'every result says whether it was rated: %s, change %s, no contest %s → %s',
  (mode, change, none, text) => {
    expect(ratedWords(mode, change, none)).toBe(text);
  },
);

test('a private game and a game against the AI say why they were not rated in the history', async () => {
  fakeApi().on(
    'GET /api/users/ann/games',
    page(
      [
        entry(1, { mode: 'h2a0', ratingChange: null }),
        entry(2, {
          mode: 'h1a1',
          opponent: { username: 'iris ai', name: 'Iris', ai: true, character: 'N' },
          ratingChange: null,
        }),
      ],
      2,
    ),
  );
  show();
  await screen.findByRole('table', { name: 'Games' });
  expect(rows().map((r) => cells(r)[5])).toEqual(['Not rated: private game', 'Not rated: against the AI']);
});
