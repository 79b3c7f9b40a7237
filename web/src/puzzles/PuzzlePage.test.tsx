import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PuzzleAnswerResult, PuzzleAttemptStarted } from '../../../contract/puzzles';
import { hitTargets, moveTargets, squareName, type PuzzlePosition } from '../../../engine';
import { i18n } from '../i18n/init';
import { makeQueryClient } from '../net/queryClient';
import { fakeApi, signInCleo, type FakeApi } from '../signin/testApi';
import { useSession } from '../stores/session';
import PuzzlePage from './PuzzlePage';

/** Turn 9: your Nurse on d4 (35), the opponent's Cook on d6 (19). */
const POSITION: PuzzlePosition = {
  turn: 9,
  solver: { letter: 'N', square: 35 },
  opponent: { letter: 'C', square: 19 },
};
const COOK_MOVES = moveTargets('C', 19);

const started = (over: Partial<PuzzleAttemptStarted> = {}): PuzzleAttemptStarted => ({
  attemptId: 'att1',
  mode: 'daily',
  theme: null,
  puzzle: { id: '9NC-d4d6', position: POSITION },
  rated: false,
  streak: null,
  yourRating: null,
  ...over,
});

/** The server's judgement of a wrong plan: the Cook's reply to c6 hitting `hit` beats it. */
const failed = (hit: number): PuzzleAnswerResult => ({
  solved: false,
  judgement: {
    solved: false,
    reason: { kind: 'escape', opponent: 'C', safe: 43 },
    refutation: { kind: 'refuted', opponent: 'C', reply: { move: 18, hit }, outcome: 'loss' },
    replies: COOK_MOVES,
  },
  solution: { move: 43, hits: [19, 27] },
  themes: ['escape', 'lastTurn'],
  rating: { before: 1500, after: 1441, change: -59 },
  puzzleRating: 1630,
  streak: null,
  source: { kind: 'game', gameId: 'g42', turn: 9 },
});

let server: FakeApi;

beforeEach(() => {
  server = fakeApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'unknown', account: null });
});

function renderPage(url: string, kind: 'daily' | 'streak' | 'next' = 'daily') {
  const router = createMemoryRouter(
    [
      { path: '/puzzles/daily', element: <PuzzlePage kind="daily" /> },
      { path: '/puzzles/streak', element: <PuzzlePage kind={kind} /> },
      { path: '/puzzles/next', element: <PuzzlePage kind="next" /> },
      { path: '/signin', element: <p>sign in</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const board = () => screen.getByRole('grid', { name: i18n.t('puzzles:solve.boardLabel') });
const square = (sq: number) => board().querySelector<HTMLButtonElement>(`[data-sq="${sq}"]`)!;
const active = () =>
  [...board().querySelectorAll<HTMLButtonElement>('[data-sq]')]
    .filter((b) => b.getAttribute('aria-disabled') === 'false')
    .map((b) => Number(b.dataset.sq));
const announced = () => screen.getByTestId('puzzle-announcer').textContent;

describe('solving a puzzle', () => {
  test('signed out: the daily puzzle on the board, a move then a hit from the engine, the answer and its refutation', async () => {
    server.on('POST /api/puzzles/attempts', { body: started() });
    renderPage('/puzzles/daily');
    await screen.findByRole('grid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Puzzle of the day');
    expect(server.calls[0]?.body).toEqual({ mode: 'daily' });
    // Both characters on their squares, named by side; the turn.
    expect(square(35).getAttribute('aria-label')).toBe('d4, Nurse (you), move target');
    expect(square(19).getAttribute('aria-label')).toBe('d6, Cook (opponent)');
    expect(screen.getByText('Turn 9 / 10')).toBeTruthy();
    // The move targets are the engine's, then the hit targets from the picked move.
    expect(active()).toEqual(moveTargets('N', 35));
    const submit = screen.getByRole('button', { name: /Submit/ });
    expect(submit).toHaveProperty('disabled', true);
    const move = moveTargets('N', 35).find((sq) => sq !== 35)!;
    fireEvent.click(square(move));
    expect(active()).toEqual(hitTargets('N', move));
    expect(announced()).toBe(`Your move: ${squareName(move)}. Now pick your hit.`);
    // A square out of range is refused, and says so.
    const outside = [...Array(64).keys()].find((sq) => !hitTargets('N', move).includes(sq))!;
    fireEvent.click(square(outside));
    expect(announced()).toBe(`${squareName(outside)} cannot be picked now.`);
    const hit = hitTargets('N', move)[0]!;
    fireEvent.click(square(hit));
    expect(square(hit).getAttribute('aria-label')).toContain('your planned hit');
    expect(submit).toHaveProperty('disabled', false);

    server.on('POST /api/puzzles/attempts/att1/answer', (body) => {
      expect(body).toEqual({ move, hit });
      return { body: failed(move) };
    });
    fireEvent.click(submit);
    const title = await screen.findByRole('heading', { level: 2, name: 'Not the best plan' });
    const answer = title.closest('section')!;
    // The refutation in words, the solution, why it works, the rating's change, the themes.
    const refutation = `The Cook answers: move to c6 and hit ${squareName(move)}. Your plan loses.`;
    expect(within(answer).getByTestId('puzzle-refutation').textContent).toContain(refutation);
    expect(within(answer).getByTestId('puzzle-solution').textContent).toBe(
      'The solution: move to d3 and hit any of d6 and d5.',
    );
    expect(within(answer).getByTestId('puzzle-reason').textContent).toContain(
      'Every other move loses to a reply of the Cook that hits it; d3 is the safe one.',
    );
    expect(within(answer).getByTestId('puzzle-rating').textContent).toBe(
      'Your puzzle rating: 1500 → 1441 (−59)',
    );
    expect(within(answer).getByText('Last turn')).toBeTruthy();
    await waitFor(() => {
      expect(announced()).toBe(`Not the best plan. ${refutation}`);
    });
    // On the board: the reply drawn as the game's reveal draws it, its squares labelled, the Cook's moves dotted.
    const reveal = screen.getByTestId('reveal-overlay');
    expect(reveal.querySelector('[data-move-seat="B"]')?.getAttribute('data-to')).toBe('18');
    expect(reveal.querySelector('[data-hit-seat="B"]')?.getAttribute('data-landed')).toBe('true');
    expect(square(18).getAttribute('aria-label')).toContain('the Cook’s reply moves here');
    const dots = [...screen.getByTestId('puzzle-overlay').querySelectorAll('[data-reply]')];
    expect(dots.map((d) => Number(d.getAttribute('data-reply')))).toEqual(COOK_MOVES);
    expect(active()).toEqual([]);
    // The solution on the board instead.
    fireEvent.click(within(answer).getByRole('button', { name: 'The solution' }));
    expect(screen.queryByTestId('reveal-overlay')).toBeNull();
    const hits = [...screen.getByTestId('puzzle-overlay').querySelectorAll('[data-hit]')];
    expect(hits.map((h) => Number(h.getAttribute('data-hit')))).toEqual([19, 27]);
    // Signed out: the way to sign in, focused.
    expect(document.activeElement?.textContent).toBe('Sign in for rated puzzles');
  });

  test('by keyboard: the arrows go from target to target as on the game board, B goes back, S submits', async () => {
    server.on('POST /api/puzzles/attempts', { body: started() });
    renderPage('/puzzles/daily');
    await screen.findByRole('grid');
    // The board takes the focus on a move target; an arrow goes to the next one that way (d4 to e4).
    await waitFor(() => {
      expect(active()).toContain(Number((document.activeElement as HTMLElement).dataset.sq));
    });
    fireEvent.keyDown(square(35), { key: 'ArrowRight' });
    const first = document.activeElement as HTMLElement;
    expect(first.dataset.sq).toBe('36');
    // Enter on a square is its button's click.
    fireEvent.click(first);
    expect(screen.getByText(/Pick your hit/)).toBeTruthy();
    fireEvent.keyDown(first, { key: 'b' });
    expect(screen.getByText(/Pick your move/)).toBeTruthy();
    fireEvent.click(first);
    fireEvent.keyDown(first, { key: 'Backspace' });
    expect(screen.getByText(/Pick your move/)).toBeTruthy();
    fireEvent.click(first);
    const hit = hitTargets('N', 36)[0]!;
    fireEvent.click(square(hit));
    server.on('POST /api/puzzles/attempts/att1/answer', { body: failed(hit) });
    fireEvent.keyDown(square(hit), { key: 's' });
    await screen.findByRole('heading', { level: 2, name: 'Not the best plan' });
    expect(server.calls.at(-1)?.body).toEqual({ move: 36, hit });
  });

  test('a refused answer says why, and the puzzle stays to answer', async () => {
    server.on('POST /api/puzzles/attempts', { body: started() });
    server.on('POST /api/puzzles/attempts/att1/answer', {
      status: 409,
      body: { code: 'puzzle/answered', message: 'This attempt was already answered.' },
    });
    renderPage('/puzzles/daily');
    await screen.findByRole('grid');
    fireEvent.click(square(35));
    fireEvent.click(square(hitTargets('N', 35)[0]!));
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('signed in', () => {
  test('the streak: solved, its count, then the next of the run; a miss ends it and offers a new run', async () => {
    signInCleo();
    let attempt = 0;
    server.on('POST /api/puzzles/attempts', () => {
      attempt += 1;
      return {
        body: started({ attemptId: `s${attempt}`, mode: 'streak', streak: attempt - 1, yourRating: 1500 }),
      };
    });
    const solved = (count: number, over: boolean): PuzzleAnswerResult => ({
      ...failed(35),
      solved: !over,
      judgement: {
        ...failed(35).judgement,
        solved: !over,
        refutation: over ? failed(35).judgement.refutation : null,
      },
      rating: null,
      streak: { count, best: 3, over },
    });
    server.on('POST /api/puzzles/attempts/s1/answer', { body: solved(1, false) });
    server.on('POST /api/puzzles/attempts/s2/answer', { body: solved(1, true) });
    renderPage('/puzzles/streak', 'streak');
    expect((await screen.findByTestId('puzzle-note')).textContent).toBe(
      'Streak: 0 · Your puzzle rating 1500 · not rated',
    );
    const answer = async () => {
      fireEvent.click(square(35));
      fireEvent.click(square(hitTargets('N', 35)[0]!));
      fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
      return screen.findByRole('heading', { level: 2 });
    };
    expect((await answer()).textContent).toBe('Solved!');
    expect(screen.getByTestId('puzzle-streak').textContent).toBe('Streak: 1');
    expect(screen.queryByTestId('puzzle-rating')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next in the streak' }));
    await waitFor(() => {
      expect(screen.getByTestId('puzzle-note').textContent).toContain('Streak: 1');
    });
    expect((await answer()).textContent).toBe('Not the best plan');
    expect(screen.getByTestId('puzzle-streak').textContent).toBe('The streak ends at 1.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try the streak again' }));
      await Promise.resolve();
    });
    expect(server.calls.filter((c) => c.path === '/api/puzzles/attempts')).toHaveLength(3);
  });

  test('after the daily puzzle, Next goes to a puzzle near your rating', async () => {
    signInCleo();
    server.on('POST /api/puzzles/attempts', (body) => ({
      body: started({ mode: (body as { mode: 'daily' | 'next' }).mode, rated: true, yourRating: 1500 }),
    }));
    server.on('POST /api/puzzles/attempts/att1/answer', {
      body: { ...failed(35), solved: true, rating: { before: 1500, after: 1531, change: 31 } },
    });
    const router = renderPage('/puzzles/daily');
    expect((await screen.findByTestId('puzzle-note')).textContent).toBe('Your puzzle rating 1500 · rated');
    fireEvent.click(square(35));
    fireEvent.click(square(hitTargets('N', 35)[0]!));
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect((await screen.findByTestId('puzzle-rating')).textContent).toBe(
      'Your puzzle rating: 1500 → 1531 (+31)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next puzzle' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/puzzles/next');
    });
    await waitFor(() => {
      expect(server.calls.filter((c) => c.path === '/api/puzzles/attempts').at(-1)?.body).toEqual({
        mode: 'next',
      });
    });
  });
});
