import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { dispatch } from '../../stores/game';
import { view } from '../decoding/testViews';
import { LeaveQuestion } from './LeaveQuestion';
import { i18n } from '../../i18n/init';

const LEAVE_BOARD_TEXT = i18n.t('game:leave.text');
import { forgetLeftGames } from './useLeaveGuard';

afterEach(() => {
  cleanup();
  forgetLeftGames();
  act(() => {
    dispatch({ type: 'reset' });
  });
});

/** This tab in room `roomId` as `sessionId` (reconnecting: the room is open, as inRoom() says); "me" holds seat A. */
function inGame(sessionId = 'me', roomId = 'r1'): void {
  act(() => {
    dispatch({ type: 'joined', roomId, sessionId });
    dispatch({ type: 'state', view: view({ phase: 'move' }), receivedAt: 0 });
    dispatch({ type: 'reconnecting', attempt: 1 });
  });
}

/** The game's page (/play, with a link to the rules) reached from /game, in a data router as the app has. */
function showGamePage() {
  const router = createMemoryRouter(
    [
      {
        path: '/play',
        element: (
          <>
            <p>The board</p>
            <Link to="/rules">How to play</Link>
            <LeaveQuestion />
          </>
        ),
      },
      { path: '/rules', element: <p>The rules</p> },
      { path: '/game', element: <p>The game choice</p> },
    ],
    { initialEntries: ['/game', '/play'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return {
    at: () => router.state.location.pathname,
    back: () => act(() => router.navigate(-1)),
    open: (path: string) => act(() => router.navigate(path)),
    link: () => {
      fireEvent.click(screen.getByRole('link', { name: 'How to play' }));
    },
  };
}

const question = () => screen.queryByRole('dialog');

test('a link away from a live game asks; Stay keeps the page, and one Back still goes where it would have', async () => {
  inGame();
  const page = showGamePage();
  page.link();
  expect(question()?.textContent).toContain(LEAVE_BOARD_TEXT);
  // Stay is the default: it has the focus.
  expect(document.activeElement?.textContent).toBe('Stay');
  fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(question()).toBeNull();
  expect(page.at()).toBe('/play');
  // Back asks too; Go then goes back to /game, not to a copy of /play left in the history.
  await page.back();
  expect(question()).not.toBeNull();
  expect(page.at()).toBe('/play');
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  await screen.findByText('The game choice');
  expect(page.at()).toBe('/game');
});

test('asked once per game: after Go, later navigations during the same game leave at once', async () => {
  inGame();
  const page = showGamePage();
  page.link();
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  await screen.findByText('The rules');
  await page.open('/play');
  page.link();
  await screen.findByText('The rules');
  expect(question()).toBeNull();
  await page.open('/play');
  await page.back();
  expect(page.at()).toBe('/rules');
  expect(question()).toBeNull();
});

test('the next game asks again', async () => {
  inGame('me', 'r1');
  const page = showGamePage();
  page.link();
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  await screen.findByText('The rules');
  inGame('me', 'r2');
  await page.open('/play');
  page.link();
  expect(question()).not.toBeNull();
  expect(page.at()).toBe('/play');
});

test('Escape is Stay', () => {
  inGame();
  const page = showGamePage();
  page.link();
  fireEvent(question()!, new Event('cancel', { cancelable: true }));
  expect(question()).toBeNull();
  expect(page.at()).toBe('/play');
});

test.each([
  [
    'a watcher',
    () => {
      inGame('watcher');
    },
  ],
  [
    'a finished game',
    () => {
      inGame();
      act(() => {
        dispatch({
          type: 'state',
          view: view({ phase: 'over', result: { winner: 'A', reason: 'hit' } }),
          receivedAt: 0,
        });
      });
    },
  ],
  ['no game at all', () => undefined],
])('%s never asks', async (_name, setUp) => {
  setUp();
  const page = showGamePage();
  page.link();
  await screen.findByText('The rules');
  expect(question()).toBeNull();
  await page.open('/play');
  await page.back();
  expect(page.at()).toBe('/rules');
});
