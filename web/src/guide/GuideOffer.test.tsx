import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startGame } from '../game/net/connection';
import { GameChoice } from '../game/choice/GameChoice';

vi.mock('../game/net/connection', async (original) => ({
  ...(await original<typeof import('../game/net/connection')>()),
  startGame: vi.fn(() => Promise.resolve(false)),
}));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/v1/api/auth/guide') return json({ offer: true, guide: null });
      if (path === '/v1/setting/setp') return json({ names: [] });
      return json({ message: 'no' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(startGame).mockClear();
  localStorage.clear();
  sessionStorage.clear();
});

const renderChoice = () =>
  render(
    <MemoryRouter>
      <GameChoice />
    </MemoryRouter>,
  );

test('the guided first game asks the server for the relaxed clock, though the switch is off', async () => {
  renderChoice();
  expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Relaxed clock' }).checked).toBe(false);
  fireEvent.click(await screen.findByRole('button', { name: 'Start the guided game' }));
  expect(startGame).toHaveBeenCalledWith({ type: 'h1a1', level: 'easy', clock: 'relaxed' });
  expect(screen.getByText(/on the relaxed clock/)).toBeTruthy();
});

test('an ordinary game against the AI takes the clock the switch shows', async () => {
  renderChoice();
  await screen.findByRole('button', { name: 'Start the guided game' });
  const play = screen.getByRole<HTMLButtonElement>('button', { name: 'Play with AI' });
  fireEvent.click(play);
  expect(startGame).toHaveBeenLastCalledWith({ type: 'h1a1', level: 'easy', clock: 'standard' });
  // The start failed (the mock): the buttons come back.
  await vi.waitFor(() => {
    expect(play.disabled).toBe(false);
  });
  fireEvent.click(screen.getByRole('switch', { name: 'Relaxed clock' }));
  fireEvent.click(play);
  expect(startGame).toHaveBeenLastCalledWith({ type: 'h1a1', level: 'easy', clock: 'relaxed' });
});
