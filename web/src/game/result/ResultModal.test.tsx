import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { analyseReplay, replayRecord, seatFigureWords } from '../../../../engine';
import { liveViews } from '../../fairness/testGame';
import { pairValues, serveSolvedPairs } from '../../replay/testSolved';
import { dispatch } from '../../stores/game';
import { ResultModal } from './ResultModal';
import { view } from '../decoding/testViews';

afterEach(() => {
  cleanup();
  dispatch({ type: 'reset' });
  vi.unstubAllGlobals();
});

function showResult() {
  return render(
    <MemoryRouter>
      <ResultModal
        gameOver={{ result: 'draw', reason: 'turns', message: 'Draw.' }}
        reason={null}
        onHome={() => undefined}
      />
    </MemoryRouter>,
  );
}

test('after a real game the result shows "Verified ✓" and a link to its replay', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  for (const v of liveViews().views) dispatch({ type: 'state', view: v, receivedAt: 0 });
  showResult();
  expect(screen.getByRole('status').querySelector('.verdict-word')?.textContent).toBe('Verified ✓');
  expect(screen.getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe('/replay/g-live');
});

test('closed with Escape, the result bar keeps the way to the replay', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  for (const v of liveViews().views) dispatch({ type: 'state', view: v, receivedAt: 0 });
  const { container } = showResult();
  act(() => {
    fireEvent(container.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
  });
  const bar = screen.getByRole('region', { name: 'Result' });
  expect(bar.querySelector('a')?.textContent).toBe('Watch the replay');
  expect(bar.querySelector('a')?.getAttribute('href')).toBe('/replay/g-live');
});

test('Escape leaves the same actions in a bar and focus on its first one (Play again), not on the page', () => {
  const { container } = render(
    <MemoryRouter>
      <ResultModal
        gameOver={{ result: 'win', reason: 'hit', message: 'You won!' }}
        reason={null}
        onHome={() => undefined}
        onPlayAgain={() => undefined}
      />
    </MemoryRouter>,
  );
  act(() => {
    fireEvent(container.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
  });
  expect(container.querySelector('dialog')).toBeNull();
  const bar = screen.getByRole('region', { name: 'Result' });
  const actions = [...bar.querySelectorAll('button')].map((b) => b.textContent);
  expect(actions).toEqual(['Show result', 'Play again', 'Home']);
  expect(document.activeElement?.textContent).toBe('Play again');
});

test('a game whose record does not match shows the warning naming what failed', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  const { views, record } = liveViews();
  const last = { ...views.at(-1)!, record: { ...record, salt: 'forged' } };
  for (const v of [...views.slice(0, -1), last]) dispatch({ type: 'state', view: v, receivedAt: 0 });
  showResult();
  expect(screen.getByRole('alert').textContent).toContain('seed does not match');
});

test('without a game id (an older server) neither the check nor the link shows', () => {
  showResult();
  expect(screen.queryByText('Watch the replay')).toBeNull();
  expect(screen.queryByText(/Verified|Checking/)).toBeNull();
});

test('a game between two players: the opponent asked, so "<name> wants a rematch" with Rematch and No thanks', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  const rematch = { status: 'open', deadline: 20_000, asked: ['B'], declinedBy: null } as const;
  dispatch({ type: 'state', view: view({ phase: 'over', rematch }), receivedAt: 0 });
  showResult();
  expect(screen.getByText('Bob wants a rematch')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Rematch' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
  act(() => {
    dispatch({
      type: 'state',
      view: view({ phase: 'over', rematch: { ...rematch, status: 'expired' } }),
      receivedAt: 0,
    });
  });
  expect(screen.getByText('The rematch offer expired.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Rematch' })).toBeNull();
});

test('without a rematch offer (against the AI) there is no Rematch button', () => {
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  dispatch({ type: 'state', view: view({ mode: 'h1a1', phase: 'over' }), receivedAt: 0 });
  showResult();
  expect(screen.queryByRole('button', { name: 'Rematch' })).toBeNull();
});

test('once the game is over: each player’s accuracy against the solved game, from the record the room sent', async () => {
  const asked = serveSolvedPairs();
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
  const { views, record } = liveViews();
  // During the game (no record yet) nothing is fetched.
  for (const v of views.slice(0, -1)) dispatch({ type: 'state', view: v, receivedAt: 0 });
  expect(asked).toEqual([]);
  dispatch({ type: 'state', view: views.at(-1)!, receivedAt: 0 });
  showResult();
  const accuracy = await screen.findByRole('region', { name: 'Accuracy' });
  const replay = replayRecord(record);
  if (!replay.ok) throw new Error(replay.error);
  const { A, B } = replay.value.characters;
  const want = analyseReplay(pairValues(A!, B!), replay.value)!;
  expect([...accuracy.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    `Ann ${seatFigureWords(want, 'A')}`,
    `Bob ${seatFigureWords(want, 'B')}`,
  ]);
  expect(asked).toHaveLength(1);
});
