import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { FairnessRecord, GamePlayer, StoredGame } from '../../../../engine';
import { GAME_ID, liveViews } from '../../fairness/testGame';
import { queryClient } from '../../net/queryClient';
import { serveSolvedPairs } from '../../replay/testSolved';
import { dispatch, useGame } from '../../stores/game';
import { GameScreen } from '../GameScreen';
import { ResultModal } from './ResultModal';
import { STORED_GAME_RETRY_DELAYS_MS } from './useFinishedRecord';

// Unmounted first: a mounted result would keep its stored game in the page's cache past clear().
afterEach(() => {
  cleanup();
  dispatch({ type: 'reset' });
  queryClient.clear();
});

const ai = (name: string): GamePlayer => ({ username: `${name} ai`, name, ai: true, character: null });

/** The game as GET /api/games/:gameId answers it once stored: its record, times, players and anchor. */
const storedOf = (record: FairnessRecord): StoredGame & { anchor: null } => ({
  ...record,
  startedAt: 1000,
  endedAt: 90_000,
  players: { A: ai('Hugo'), B: ai('Iris') },
  anchor: null,
});

/**
 * Answers GET /api/games/:gameId with `answers` in turn (the last one again after that): a stored game, or a status
 * with the API's coded body. Returns the paths asked.
 */
function serveStoredGame(...answers: (StoredGame | 404)[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (path: string) => {
    if (!path.startsWith('/api/games/')) return Promise.reject(new Error(`unexpected ${path}`));
    const answer = answers[Math.min(asked.length, answers.length - 1)]!;
    asked.push(path);
    return Promise.resolve(
      answer === 404
        ? new Response(JSON.stringify({ code: 'request/not-found', message: 'No game has this id.' }), {
            status: 404,
          })
        : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return asked;
}

/** The game to its end as its room syncs it; a spectator's views never carry the record. */
function watchToTheEnd(sessionId: string, withRecord: boolean): FairnessRecord {
  const { views, record } = liveViews();
  dispatch({ type: 'joined', roomId: 'r1', sessionId });
  for (const v of views)
    dispatch({ type: 'state', view: withRecord ? v : { ...v, record: null }, receivedAt: 0 });
  return record;
}

function showResult(spectating: boolean) {
  return render(
    <MemoryRouter>
      <ResultModal
        gameOver={{ result: 'draw', reason: 'turns', message: 'Draw.' }}
        reason={null}
        onHome={() => undefined}
        spectating={spectating}
      />
    </MemoryRouter>,
  );
}

const verdictWord = () => document.querySelector('.verdict-word')?.textContent ?? null;

test('a spectator’s result asks for the stored game once: "Verified ✓" and both players’ accuracy', async () => {
  const record = watchToTheEnd('watcher', false);
  const asked = serveStoredGame(storedOf(record));
  const solved = serveSolvedPairs();
  showResult(true);
  expect(screen.getByRole('status').textContent).toBe('Checking the game…');
  await screen.findByText('Verified ✓');
  const accuracy = await screen.findByRole('region', { name: 'Accuracy' });
  expect(accuracy.querySelectorAll('li')).toHaveLength(2);
  expect(asked).toEqual([`/api/games/${GAME_ID}`]);
  expect(solved).toHaveLength(1);
});

test('a player whose room sent the record asks nothing of the stored game', () => {
  watchToTheEnd('ai-A', true);
  const asked = serveStoredGame(404);
  showResult(false);
  expect(verdictWord()).toBe('Verified ✓');
  expect(asked).toEqual([]);
});

test('the stored game is checked against what the spectator saw: another seed names the seed', async () => {
  const record = watchToTheEnd('watcher', false);
  serveStoredGame(storedOf({ ...record, salt: 'forged' }));
  showResult(true);
  expect((await screen.findByRole('alert')).textContent).toContain('seed does not match');
});

test('a game still being stored (404) is asked again until it is there', async () => {
  const record = watchToTheEnd('watcher', false);
  const asked = serveStoredGame(404, storedOf(record));
  showResult(true);
  await screen.findByText('Verified ✓', undefined, { timeout: STORED_GAME_RETRY_DELAYS_MS[0] + 2000 });
  expect(asked).toHaveLength(2);
});

test('a game the server never stores: after the last try no check is left spinning', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  watchToTheEnd('watcher', false);
  const asked = serveStoredGame(404);
  showResult(true);
  expect(screen.getByText('Checking the game…')).toBeTruthy();
  const waited = STORED_GAME_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
  await act(() => vi.advanceTimersByTimeAsync(waited + 1000));
  expect(asked).toHaveLength(STORED_GAME_RETRY_DELAYS_MS.length + 1);
  expect(screen.queryByText('Checking the game…')).toBeNull();
  expect(verdictWord()).toBeNull();
  // The rest of the result stays: the way to the replay.
  expect(screen.getByRole('link', { name: 'Watch the replay' })).toBeTruthy();
});

test('a spectator who came late: once the game is over, the turn list has every turn, from the stored game', async () => {
  const { views, record, states } = liveViews();
  const turns = states.at(-1)!.turn;
  // Joined for the last view only: the one reveal it shows, and no record from the room.
  dispatch({ type: 'joined', roomId: 'r1', sessionId: 'watcher' });
  dispatch({ type: 'state', view: { ...views.at(-1)!, record: null }, receivedAt: 0 });
  const asked = serveStoredGame(storedOf(record));
  render(
    <MemoryRouter>
      <GameScreen view={useGame.getState().view!} onHome={() => undefined} resultDialog={false} spectating />
    </MemoryRouter>,
  );
  const heading = () =>
    screen.getByRole('region', { name: 'Turns played' }).querySelector('.num')?.textContent;
  expect(heading()).toBe('(1)');
  await vi.waitFor(() => {
    expect(heading()).toBe(`(${turns})`);
  });
  expect(turns).toBeGreaterThan(1);
  expect(asked).toEqual([`/api/games/${GAME_ID}`]);
});
