import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { Account } from '../../net/account';
import { useSession } from '../../stores/session';
import { startGame } from '../net/connection';
import { GameChoice } from './GameChoice';

vi.mock('../net/connection', async (original) => ({
  ...(await original<typeof import('../net/connection')>()),
  startGame: vi.fn(() => Promise.resolve(false)),
}));

const ANN: Account = {
  // A legacy username other than the Hive name: the history is asked under the Hive name.
  username: 'ann-legacy',
  hiveUsername: 'ann',
  name: 'Ann',
  email: 'ann@example.com',
  role: 'user',
  type: 'keychain',
  avatar: null,
  fullprofile: true,
};

/** The game choice for Ann, whose history (as the server counts it) holds `total` games. */
function renderFor(total: number | 'fails') {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/api/users/ann/games')
        return total === 'fails'
          ? json({ message: 'down', code: 'server/error' }, 500)
          : json({ games: [], page: 1, pageSize: 20, total });
      if (path === '/v1/setting/setp') return json({ names: [] });
      return json({ message: 'no' }, 404);
    }),
  );
  useSession.setState({ status: 'signedIn', account: ANN });
  render(
    <MemoryRouter>
      <GameChoice />
    </MemoryRouter>,
  );
}

const relaxed = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Relaxed clock' });
const playAi = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Play with AI' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(startGame).mockClear();
  localStorage.clear();
  useSession.setState({ status: 'unknown', account: null });
});

test('a player with 2 finished games starts against the AI on the relaxed clock, and is told why', async () => {
  renderFor(2);
  await vi.waitFor(() => {
    expect(relaxed().checked).toBe(true);
  });
  expect(screen.getByTestId('newcomer-clock').textContent).toMatch(/^On for your first 3 games/);
  fireEvent.click(playAi());
  expect(startGame).toHaveBeenLastCalledWith({ type: 'h1a1', level: 'easy', clock: 'relaxed' });
});

test('a newcomer can switch it off, and the choice then stands (remembered)', async () => {
  renderFor(0);
  await vi.waitFor(() => {
    expect(relaxed().checked).toBe(true);
  });
  fireEvent.click(relaxed());
  expect(relaxed().checked).toBe(false);
  expect(screen.queryByTestId('newcomer-clock')).toBeNull();
  await vi.waitFor(() => {
    expect(playAi().disabled).toBe(false);
  });
  fireEvent.click(playAi());
  expect(startGame).toHaveBeenLastCalledWith({ type: 'h1a1', level: 'easy', clock: 'standard' });
  expect(localStorage.getItem('octoduel.clock')).toBe('standard');
});

test.each([3, 'fails'] as const)('history %s: the spec clock, no newcomer line', async (total) => {
  renderFor(total);
  // The answer was asked for and has come back (the warning or the count), and nothing turned the clock on.
  await vi.waitFor(() => {
    expect(vi.mocked(fetch).mock.calls.some(([path]) => path === '/api/users/ann/games')).toBe(true);
  });
  await new Promise((r) => setTimeout(r, 50));
  expect(relaxed().checked).toBe(false);
  expect(screen.queryByTestId('newcomer-clock')).toBeNull();
});

test('the seek (Play with Others) says how long each phase is, from the engine durations', () => {
  renderFor(5);
  expect(screen.getByTestId('seek-clock').textContent).toBe(
    'Standard clock: Choose 10 s, Place 3 s, Move 9 s, Hit 9 s, Reveal 3 s.',
  );
});
