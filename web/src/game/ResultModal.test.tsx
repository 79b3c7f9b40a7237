import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { liveViews } from '../fairness/testGame';
import { dispatch } from '../stores/game';
import { ResultModal } from './ResultModal';

afterEach(() => {
  cleanup();
  dispatch({ type: 'reset' });
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
  expect(screen.getByRole('status').textContent).toBe('Verified ✓');
  expect(screen.getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe('/replay/g-live');
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
