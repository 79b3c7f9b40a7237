import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { dispatch, useGame } from '../stores/game';
import { GameScreen } from './GameScreen';
import { plan, seat, view } from './decoding/testViews';
import type { GameView } from './decoding/types';

vi.mock('./net/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./net/connection')>()),
  send: () => undefined,
}));

afterEach(() => {
  cleanup();
  act(() => {
    dispatch({ type: 'reset' });
  });
});

const players = [
  seat({ key: 'me', seat: 'A', character: 'J', square: 27 }),
  seat({ key: 'them', seat: 'B', character: 'T', square: 36 }),
];

/** The game screen for session `sessionId` (a watcher when it is not a seat) showing `v`. */
function show(v: GameView, sessionId = 'me') {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId });
    dispatch({ type: 'state', view: v, receivedAt: 0 });
    dispatch({ type: 'plan', plan: plan({ character: 'J', square: 27 }) });
  });
  return render(
    <MemoryRouter>
      <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
    </MemoryRouter>,
  );
}

/** Whether closing or reloading the tab now would make the browser ask first. */
const asksOnUnload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

test('a seated player in a live game is asked before the tab closes or reloads', () => {
  show(view({ phase: 'move', turn: 1, players }));
  expect(asksOnUnload()).toBe(true);
});

test('no question for a watcher, before the game starts, or once it is over', () => {
  const { unmount } = show(view({ phase: 'move', turn: 1, players }), 'watcher');
  expect(asksOnUnload()).toBe(false);
  unmount();
  const waiting = show(view({ phase: 'waiting', turn: 0, players }));
  expect(asksOnUnload()).toBe(false);
  waiting.unmount();
  show(view({ phase: 'over', turn: 3, players, result: { winner: 'A', reason: 'hit' } }));
  expect(asksOnUnload()).toBe(false);
});

test('leaving the game screen removes the question', () => {
  const { unmount } = show(view({ phase: 'hit', turn: 2, players }));
  expect(asksOnUnload()).toBe(true);
  unmount();
  expect(asksOnUnload()).toBe(false);
});
