import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { dispatch } from '../../stores/game';
import { ConnectionBanner } from './ConnectionBanner';

const RESTARTING = 'The server is restarting after this game. Nothing for you to do.';

afterEach(() => {
  cleanup();
  dispatch({ type: 'reset' });
});

test('nothing to say: no banner', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  const { container } = render(<ConnectionBanner />);
  expect(container.innerHTML).toBe('');
});

test("the server's notice is a calm line, not an error", () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  dispatch({ type: 'notice', message: RESTARTING });
  render(<ConnectionBanner />);
  const line = screen.getByRole('status');
  expect(line.textContent).toBe(RESTARTING);
  expect(line.className).toBe('g-banner');
});

test('a lost connection says so first, over the notice', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  dispatch({ type: 'notice', message: RESTARTING });
  dispatch({ type: 'reconnecting', attempt: 1 });
  render(<ConnectionBanner />);
  expect(screen.getByRole('status').textContent).toBe('Connection lost. Reconnecting…');
});
