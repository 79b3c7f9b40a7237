import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { dispatch } from '../stores/game';
import { LeaveButton } from './panel/LeaveButton';
import { LiveGameBar } from './LiveGameBar';
import { LiveGameBarSlot } from './LiveGameBarSlot';
import { confirmLeavingLiveGame } from './panel/leaveLiveGame';
import { i18n } from '../i18n/init';
import { view } from './decoding/testViews';

const LEAVE_QUESTION = i18n.t('gamePanel:leave.lose');

afterEach(() => {
  cleanup();
  dispatch({ type: 'reset' });
  vi.unstubAllGlobals();
});

/** This tab holds seat A ("me") of a live game against Bob (reconnecting: the room is open, as inRoom() says). */
function playing(sessionId = 'me'): void {
  dispatch({ type: 'joined', roomId: 'r1', sessionId });
  dispatch({ type: 'state', view: view({ phase: 'move' }), receivedAt: 0 });
  dispatch({ type: 'reconnecting', attempt: 1 });
}

const barOn = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LiveGameBar />
    </MemoryRouter>,
  );

test('on any other page a live game shows the bar back to it, naming the opponent', () => {
  playing();
  barOn('/rules');
  expect(screen.getByRole('status').textContent).toBe('Your game against Bob is on:Back to the game');
  expect(screen.getByRole('link', { name: 'Back to the game' }).getAttribute('href')).toBe('/play');
});

test('no bar on the game page itself, for a watcher, or once the game is over', () => {
  playing();
  barOn('/play');
  expect(screen.queryByRole('status')).toBeNull();
  cleanup();
  dispatch({ type: 'gameover', gameOver: { result: 'win', reason: 'hit', message: 'You won!' } });
  barOn('/rules');
  expect(screen.queryByRole('status')).toBeNull();
  cleanup();
  dispatch({ type: 'reset' });
  playing('a-spectator');
  barOn('/rules');
  expect(screen.queryByRole('status')).toBeNull();
});

test('Leave asks "Leave this game? You will lose it."; No keeps the game, Yes leaves', () => {
  playing();
  const confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
  const onLeave = vi.fn();
  render(<LeaveButton onLeave={onLeave} />);
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
  expect(LEAVE_QUESTION).toBe('Leave this game? You will lose it.');
  expect(onLeave).not.toHaveBeenCalled();
  confirm.mockReturnValue(true);
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(onLeave).toHaveBeenCalledTimes(1);
});

test('starting another game asks only while a live game would be lost', () => {
  const ask = vi.fn(() => false);
  expect(confirmLeavingLiveGame(ask)).toBe(true);
  expect(ask).not.toHaveBeenCalled();
  playing();
  expect(confirmLeavingLiveGame(ask)).toBe(false);
  expect(ask).toHaveBeenCalledWith(LEAVE_QUESTION);
});

test('the slot in every page loads the bar once a game was opened here, and shows it on another page', async () => {
  playing();
  render(
    <MemoryRouter initialEntries={['/rules']}>
      <LiveGameBarSlot />
    </MemoryRouter>,
  );
  expect((await screen.findByRole('status')).textContent).toBe(
    'Your game against Bob is on:Back to the game',
  );
});
