import { QueryClientProvider } from '@tanstack/react-query';
// The replay page's analysis (issue 26): the pair of the solved table fetched once, each turn's plans scored by
// the engine in the browser, each player's accuracy and mistakes, and "Show best plans" per turn, in words and on
// the board.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  analyseReplay,
  bestPlansWords,
  lossWords,
  replayRecord,
  seatFigureWords,
  type GameAnalysis,
  type StoredGame,
} from '../../../engine';
import { fakeApi, type FakeApi } from '../signin/testApi';
import { makeQueryClient } from '../net/queryClient';
import Replay from '../screens/Replay';
import { forfeitedInChoose, playedGame, storedGame } from './testGames';
import { pairValues, serveSolvedPairs } from './testSolved';

const GAME = storedGame(playedGame(7));
let server: FakeApi;

beforeEach(() => {
  server = fakeApi();
  server.on('GET /v1/setting/setg', { body: {} });
  server.on('GET /v1/setting/opacity', { body: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the engine makes of the game with the table's values: the figures the page must show. */
function expected(game: StoredGame): GameAnalysis {
  const replay = replayRecord(game);
  if (!replay.ok) throw new Error(replay.error);
  const { A, B } = replay.value.characters;
  return analyseReplay(pairValues(A!, B!), replay.value)!;
}

async function open(game: StoredGame = GAME) {
  server.on(`GET /api/games/${game.gameId}`, { body: game });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={[`/replay/${game.gameId}`]}>
        <Routes>
          <Route path="/replay/:gameId" element={<Replay />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('slider', { name: 'Step' });
}

const stepTo = (turn: number) => {
  fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: String(turn + 1) } });
};
const seatLine = (root: HTMLElement, seat: 'A' | 'B') =>
  root.querySelector(`li[data-seat="${seat}"]`)?.textContent;

test('each player’s accuracy for the game, from the pair fetched once, as the engine scores it', async () => {
  const asked = serveSolvedPairs();
  const want = expected(GAME);
  await open();
  const accuracy = await screen.findByRole('region', { name: 'Accuracy' });
  expect(seatLine(accuracy, 'A')).toBe(`Ann ${seatFigureWords(want, 'A')}`);
  expect(seatLine(accuracy, 'B')).toBe(`Bob ${seatFigureWords(want, 'B')}`);
  expect(accuracy.textContent).toMatch(
    /Ann (Accuracy \d+|No accuracy: [a-z0-9 ]+) · (no mistakes|\d+ mistakes?) · gave away \d+\.\d% in all/,
  );
  // What the figures mean, where they show.
  const explain = within(accuracy).getByText('What these figures mean').closest('details')!;
  expect(explain.textContent).toMatch(/no accuracy over fewer than 3 such turns, or for a player who left/);
  // Stepping through every turn fetches nothing more: one pair, once.
  for (let t = 1; t <= want.turns.length; t++) stepTo(t);
  expect(asked).toEqual(['/api/solved/U/C']);
});

test('after each turn, what each plan gave away and whether it was a mistake; "Show best plans" reveals every best plan in words and one on the board', async () => {
  serveSolvedPairs();
  const want = expected(GAME);
  await open();
  await screen.findByRole('region', { name: 'Accuracy' });
  // Not at Choose or Place: the figures belong to a turn.
  expect(screen.queryByTestId('turn-figures')).toBeNull();
  for (const t of want.turns) {
    stepTo(t.turn);
    const figures = screen.getByRole('region', { name: `Turn ${t.turn} against the solved game` });
    expect(seatLine(figures, 'A')).toBe(`Ann ${lossWords(t.A.loss)}${t.A.mistake ? ': a mistake' : ''}`);
    expect(seatLine(figures, 'B')).toBe(`Bob ${lossWords(t.B.loss)}${t.B.mistake ? ': a mistake' : ''}`);
    expect(figures.textContent).toMatch(/A mistake gave away more than 2%, which no best plan does/);
  }
  stepTo(2);
  const turn = want.turns[1]!;
  const figures = screen.getByRole('region', { name: 'Turn 2 against the solved game' });
  const show = within(figures).getByRole('button', { name: 'Show best plans' });
  expect(show.getAttribute('type')).toBe('button');
  expect(show.getAttribute('aria-expanded')).toBe('false');
  const best = screen.getByTestId('best-plan');
  expect(best.hidden).toBe(true);
  expect(show.getAttribute('aria-controls')).toBe(best.id);
  expect(screen.queryByTestId('best-plan-overlay')).toBeNull();
  fireEvent.click(show);
  expect(show.getAttribute('aria-expanded')).toBe('true');
  expect(show.textContent).toBe('Hide best plans');
  expect(best.hidden).toBe(false);
  expect(seatLine(best, 'A')).toBe(`Best for Ann: ${bestPlansWords(turn.A.bestPlans)}`);
  expect(seatLine(best, 'B')).toBe(`Best for Bob: ${bestPlansWords(turn.B.bestPlans)}`);
  // Every equally good plan: "any of these" when there are several.
  expect(seatLine(best, 'A')).toMatch(/^Best for Ann: (any of these: )?move [a-h][1-8], hit /);
  // On the board: each best plan dashed in its player's colour, from where the piece stood.
  const overlay = screen.getByTestId('best-plan-overlay');
  for (const seat of ['A', 'B'] as const) {
    const g = overlay.querySelector(`[data-best-seat="${seat}"]`)!;
    expect(g.getAttribute('data-move')).toBe(String(turn[seat].best.move));
    expect(g.getAttribute('data-hit')).toBe(String(turn[seat].best.hit));
  }
  // Another turn keeps its own: hidden until asked; back on turn 2 it is still shown.
  stepTo(1);
  expect(screen.getByRole('button', { name: 'Show best plans' }).getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByTestId('best-plan-overlay')).toBeNull();
  stepTo(2);
  fireEvent.click(screen.getByRole('button', { name: 'Hide best plans' }));
  expect(screen.getByTestId('best-plan').hidden).toBe(true);
  expect(screen.queryByTestId('best-plan-overlay')).toBeNull();
});

test('when the solved game cannot be fetched the replay still plays, saying the plans cannot be scored now', async () => {
  serveSolvedPairs({ fail: true });
  await open();
  await screen.findByText('The plans cannot be scored now: Try again later.');
  stepTo(1);
  expect(screen.queryByTestId('turn-figures')).toBeNull();
  expect(screen.getByTestId('replay-caption').textContent).toMatch(/^Ann /);
});

test('a game that ended before both characters were chosen has no figures and fetches nothing', async () => {
  const asked = serveSolvedPairs();
  const early = storedGame(forfeitedInChoose(), 'g-early');
  await open({
    ...early,
    players: { A: { ...early.players.A, character: null }, B: { ...early.players.B, character: null } },
  });
  // Known from the first frame the replay shows: no "Scoring…" flashed while an empty analysis resolves.
  expect(screen.queryByText(/Accuracy|Scoring|cannot be scored/)).toBeNull();
  await screen.findByText('Verified ✓');
  expect(screen.queryByText(/Accuracy|Scoring|cannot be scored/)).toBeNull();
  expect(asked).toEqual([]);
});
