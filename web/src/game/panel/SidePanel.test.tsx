import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SidePanel } from './SidePanel';
import { plan, seat, view } from '../decoding/testViews';

afterEach(cleanup);

const move = view({
  phase: 'move',
  players: [
    seat({ key: 'me', seat: 'A', character: 'U', square: 27 }),
    seat({ key: 'them', seat: 'B', character: 'C', square: 0 }),
  ],
});

function waitingShown(p: ReturnType<typeof plan>, v = move): string {
  render(<SidePanel view={v} plan={p} sessionId="me" clockOffset={0} />);
  const text = screen.getByText((_c, el) => el?.classList.contains('g-waiting') ?? false).textContent;
  cleanup();
  return text;
}

// Issue 24: "Waiting for opponent" only once the plan is Set, never while the panel still asks for a hit (the
// engine counts a player done in Move as soon as it has a move; its step is then `hit`).
test('in Move, a player still planning a hit does not wait; once Set it does', () => {
  expect(waitingShown(plan({ character: 'U', square: 27, move: 28 }))).toBe('');
  expect(waitingShown(plan({ character: 'U', square: 27, move: 28, hit: 28, set: true }))).toBe(
    'Waiting for opponent',
  );
});

test('nobody waits before picking, nor once the opponent is done too', () => {
  expect(waitingShown(plan({ character: 'U', square: 27 }))).toBe('');
  const foeDone = view({
    ...move,
    players: [move.players[0]!, { ...move.players[1]!, done: true }],
  });
  expect(waitingShown(plan({ character: 'U', square: 27, move: 28 }), foeDone)).toBe('');
});

test('in Give, only Set counts as done', () => {
  const give = view({ ...move, phase: 'hit' });
  expect(waitingShown(plan({ character: 'U', square: 27, move: 28, hit: 29 }), give)).toBe('');
  expect(waitingShown(plan({ character: 'U', square: 27, move: 28, hit: 29, set: true }), give)).toBe(
    'Waiting for opponent',
  );
});

test('players see how many are watching, and nothing while nobody is', () => {
  render(<SidePanel view={view({ ...move, spectators: 2 })} plan={plan()} sessionId="me" clockOffset={0} />);
  expect(screen.getByText('2 watching')).toBeTruthy();
  cleanup();
  render(<SidePanel view={move} plan={plan()} sessionId="me" clockOffset={0} />);
  expect(screen.queryByText(/watching/)).toBeNull();
});

test('an AI opponent is named with its level ("Hugo … · Easy AI"), and its fixed rating has no "?"', () => {
  const vsAi = view({
    ...move,
    players: [
      seat({ key: 'me', seat: 'A', rating: 1500, provisional: true }),
      seat({
        key: 'ai-B',
        seat: 'B',
        name: 'Hugo',
        isAi: true,
        aiLevel: 'easy',
        rating: 1000,
        provisional: false,
      }),
    ],
  });
  render(<SidePanel view={vsAi} plan={plan()} sessionId="me" clockOffset={0} />);
  const hugo = screen.getByText(
    (_c, el) => el?.classList.contains('g-player-name') === true && el.textContent.startsWith('Hugo'),
  );
  expect(hugo.textContent).toBe('Hugo 1000 · Easy AI');
  expect(screen.getAllByRole('button', { name: /question mark/ })).toHaveLength(1);
});
