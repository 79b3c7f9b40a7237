import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { StartBar } from './StartBar';
import { seat, view } from '../decoding/testViews';

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('../net/connection', () => ({ send: (m: unknown) => sent.push(m) }));

afterEach(() => {
  cleanup();
  sent.length = 0;
});

const startView = (opponentReady: boolean, meReady = false, mode: 'others' | 'h1a1' = 'others') =>
  view({
    mode,
    phase: 'start',
    turn: 0,
    deadline: Date.now() + 7_000,
    players: [
      seat({ key: 'me', seat: 'A', done: meReady }),
      seat({ key: 'them', seat: 'B', done: opponentReady }),
    ],
  });

test('a game between people: a focused Start button sends ready; the opponent and the countdown show', () => {
  render(<StartBar view={startView(false)} sessionId="me" clockOffset={0} canReady />);
  const button = screen.getByRole('button', { name: /^Start/ });
  expect(document.activeElement).toBe(button);
  expect(screen.getByRole('status').textContent).toBe('Bob has not clicked Start yet.');
  expect(screen.getByText(/or in/).textContent).toContain('7 seconds');
  fireEvent.click(button);
  expect(sent).toEqual([{ type: 'ready' }]);
});

test('once ready: Ready, waiting for the opponent, and no second click', () => {
  render(<StartBar view={startView(true, true)} sessionId="me" clockOffset={0} canReady={false} />);
  const button = screen.getByRole('button', { name: /^Ready/ });
  expect(button).toHaveProperty('disabled', true);
  expect(screen.getByRole('status').textContent).toBe('Bob is ready.');
});

test('against the AI there is nothing to click: the game starts by itself', () => {
  render(<StartBar view={startView(false, false, 'h1a1')} sessionId="me" clockOffset={0} canReady />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('The game starts in a moment.');
});
