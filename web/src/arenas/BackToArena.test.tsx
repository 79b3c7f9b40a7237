import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BackToArena } from './BackToArena';
import { RETURN_AFTER_MS, useReturnToArena } from './useReturnToArena';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The game screen's part: the result's way back to arena a1, the game over once "End" is pressed. */
function GameEnd({ leave }: { readonly leave: () => Promise<void> }) {
  const [over, setOver] = useState(false);
  const arena = useReturnToArena('a1', over ? 'room1' : null, leave);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOver(true);
        }}
      >
        End
      </button>
      {over && <BackToArena returnsAt={arena.returnsAt} onBack={arena.back} onStay={arena.stay} />}
    </>
  );
}

function renderGame() {
  const leave = vi.fn(() => Promise.resolve());
  const router = createMemoryRouter(
    [
      { path: '/play', element: <GameEnd leave={leave} /> },
      { path: '/arenas/:id', element: <p>the arena</p> },
    ],
    { initialEntries: ['/play?arena=a1'] },
  );
  render(<RouterProvider router={router} />);
  return { router, leave };
}

const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

test('after an arena game the result says it goes back to the arena, and does so after 5 s, leaving the room', async () => {
  const { router, leave } = renderGame();
  await later(RETURN_AFTER_MS * 2);
  expect(router.state.location.pathname).toBe('/play');
  fireEvent.click(screen.getByRole('button', { name: 'End' }));
  expect(screen.getByText('Back to the arena in 5 s…')).toBeTruthy();
  await later(2000);
  expect(screen.getByText('Back to the arena in 3 s…')).toBeTruthy();
  expect(leave).not.toHaveBeenCalled();
  await later(RETURN_AFTER_MS - 2000);
  await screen.findByText('the arena');
  expect(router.state.location.pathname).toBe('/arenas/a1');
  expect(leave).toHaveBeenCalledOnce();
});

test('Stay here stops the return; Back to the arena goes at once', async () => {
  const { router, leave } = renderGame();
  fireEvent.click(screen.getByRole('button', { name: 'End' }));
  fireEvent.click(screen.getByRole('button', { name: 'Stay here' }));
  expect(screen.queryByText(/Back to the arena in/)).toBeNull();
  await later(RETURN_AFTER_MS * 2);
  expect(router.state.location.pathname).toBe('/play');
  fireEvent.click(screen.getByRole('button', { name: 'Back to the arena' }));
  await screen.findByText('the arena');
  expect(leave).toHaveBeenCalledOnce();
});
