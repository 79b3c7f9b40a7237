import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import type { StoredGame } from '../../../engine';
import { AUTOPLAY_MS } from '../replay/useStepper';
import { playedGame, storedGame } from '../replay/testGames';
import { fakeApi, type FakeApi } from '../signin/testApi';
import { makeQueryClient } from '../net/queryClient';
import Replay from './Replay';

const GAME = storedGame(playedGame(7));
const TURNS = GAME.picks!.filter((p) => p.phase === 'plan').length / 2;
let server: FakeApi;

beforeEach(() => {
  server = fakeApi();
  server.on('GET /v1/setting/setg', { body: {} });
  server.on('GET /v1/setting/opacity', { body: {} });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

const stepLabel = () => document.querySelector('[aria-live="polite"]')?.textContent;
const button = (name: string) => screen.getByRole('button', { name });
const key = (k: string) => fireEvent.keyDown(window, { key: k });
const tick = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
/** A clipboard for this test only (jsdom has none). */
const clipboard = (writeText: (text: string) => Promise<void>) => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });
};

test('shows who played whom and the board at Choose, verified', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1, name: 'Replay' })).toBeTruthy();
  expect(screen.getByText('Ann')).toBeTruthy();
  expect(screen.getByText('Bob')).toBeTruthy();
  expect(stepLabel()).toBe('Choose');
  expect(screen.getByRole('grid', { name: 'Board at Choose' })).toBeTruthy();
  expect(document.querySelector('[data-sq="58"]')?.getAttribute('aria-label')).toContain(
    'Undergraduate (Ann)',
  );
  expect(screen.getByText('Verified ✓')).toBeTruthy();
  expect(screen.getByTestId('replay-caption').textContent).toBe(
    'Ann chose the Undergraduate (U); Bob chose the Cook (C).',
  );
});

test('Previous and Next step, and the arrow, Home and End keys too', async () => {
  await open();
  expect((button('Previous') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(button('Next'));
  expect(stepLabel()).toBe('Place');
  expect(document.querySelector('[data-sq="27"]')?.getAttribute('aria-label')).toContain(
    'Undergraduate (Ann)',
  );
  key('ArrowRight');
  expect(stepLabel()).toBe(`Turn 1 of ${TURNS}`);
  expect(screen.getByTestId('reveal-overlay')).toBeTruthy();
  key('ArrowLeft');
  expect(stepLabel()).toBe('Place');
  key('End');
  expect(stepLabel()).toBe('Result');
  expect((button('Next') as HTMLButtonElement).disabled).toBe(true);
  key('ArrowRight');
  expect(stepLabel()).toBe('Result');
  key('Home');
  expect(stepLabel()).toBe('Choose');
  fireEvent.click(button('Previous'));
  expect(stepLabel()).toBe('Choose');
});

test('the arrow keys on the slider or the board do not step twice', async () => {
  await open();
  fireEvent.keyDown(screen.getByRole('slider', { name: 'Step' }), { key: 'ArrowRight' });
  fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight' });
  expect(stepLabel()).toBe('Choose');
});

test('the Step slider jumps to a step', async () => {
  await open();
  const slider = screen.getByRole('slider', { name: 'Step' });
  expect(slider.getAttribute('max')).toBe(String(TURNS + 2));
  fireEvent.change(slider, { target: { value: '3' } });
  expect(stepLabel()).toBe(`Turn 2 of ${TURNS}`);
  expect(slider.getAttribute('aria-valuetext')).toBe(`Turn 2 of ${TURNS}`);
});

test('the slider is drawn with a mark per step (a red dot where a hit landed); clicking a mark jumps there', async () => {
  const state = Array.from({ length: 40 }, (_, i) => playedGame(i + 1)).find(
    (g) => g.result?.reason === 'hit',
  )!;
  const game = storedGame(state, 'g-hit');
  const turns = state.lastReveal!.turn;
  await open(game);
  const slider = screen.getByRole('slider', { name: 'Step' });
  expect(slider.classList.contains('replay-range')).toBe(true);
  const marks = Array.from(screen.getByTestId('replay-marks').children);
  expect(marks.map((m) => m.textContent)).toEqual([
    'C',
    'P',
    ...Array.from({ length: turns }, (_, i) => String(i + 1)),
    'End',
  ]);
  // Only the last turn hit (the game goes on after a miss).
  expect(marks.map((m) => m.classList.contains('replay-mark-hit'))).toEqual(
    marks.map((_, i) => i === turns + 1),
  );
  fireEvent.click(marks[2]!);
  expect(stepLabel()).toBe(`Turn 1 of ${turns}`);
  expect(marks[2]!.classList.contains('replay-mark-now')).toBe(true);
});

test('the final frame of a game won by a hit keeps the hit marker on the piece it struck', async () => {
  const state = Array.from({ length: 40 }, (_, i) => playedGame(i + 1)).find(
    (g) => g.result?.reason === 'hit',
  )!;
  await open(storedGame(state, 'g-hit'));
  key('End');
  expect(stepLabel()).toBe('Result');
  const winner = state.result!.winner as 'A' | 'B';
  const struck = winner === 'A' ? state.lastReveal!.moveB : state.lastReveal!.moveA;
  const hit = screen.getByTestId('reveal-overlay').querySelector('.g-reveal-landed')!;
  expect(hit.getAttribute('data-square')).toBe(String(struck));
  expect(hit.textContent).toBe(`Hit! ${winner === 'A' ? 'Ann' : 'Bob'}'s hit`);
  expect(document.querySelector(`[data-sq="${struck}"]`)?.getAttribute('aria-label')).toMatch(
    new RegExp(`\\((${winner === 'A' ? 'Bob' : 'Ann'})\\).*'s hit landed here`),
  );
});

test('autoplay steps every 1.2 s and stops at the end', async () => {
  await open();
  vi.useFakeTimers();
  fireEvent.click(button('Play'));
  expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  tick(AUTOPLAY_MS - 1);
  expect(stepLabel()).toBe('Choose');
  tick(1);
  expect(stepLabel()).toBe('Place');
  for (let i = 0; i < TURNS + 5; i++) tick(AUTOPLAY_MS);
  expect(stepLabel()).toBe('Result');
  expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  // Play at the end starts again from the beginning; Pause stops.
  fireEvent.click(button('Play'));
  expect(stepLabel()).toBe('Choose');
  fireEvent.click(button('Pause'));
  tick(AUTOPLAY_MS * 3);
  expect(stepLabel()).toBe('Choose');
});

test('Copy puts the notation on the clipboard and says "Copied"', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  clipboard(writeText);
  await open();
  const pre = screen.getByLabelText('Game notation');
  expect(pre.textContent).toMatch(/^Octoduel seed 7 mode others\nA: U d5 {2}B: C a8\n1\. A: d5>/);
  expect(pre.textContent).toMatch(/\n\((A wins|B wins|draw): [a-z-]+\)$/);
  fireEvent.click(button('Copy'));
  await screen.findByRole('button', { name: 'Copied' });
  expect(writeText).toHaveBeenCalledWith(pre.textContent);
});

test('when the clipboard refuses, Copy selects the notation instead', async () => {
  clipboard(() => Promise.reject(new Error('no')));
  await open();
  fireEvent.click(button('Copy'));
  await screen.findByText('The text is selected: copy it with your keyboard.');
  expect(window.getSelection()?.toString()).toBe(screen.getByLabelText('Game notation').textContent);
  expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
});

test('Download JSON saves the stored game as octoduel-<gameId>.json', async () => {
  await open();
  let saved: Blob | undefined;
  let name = '';
  // jsdom has no object URLs: stand-ins for this test only.
  const urls = URL as unknown as Record<string, unknown>;
  urls.createObjectURL = (b: Blob) => ((saved = b), 'blob:x');
  urls.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  fireEvent.click(button('Download JSON'));
  expect(name).toBe('octoduel-g-1.json');
  expect(JSON.parse(await saved!.text())).toEqual(JSON.parse(JSON.stringify(GAME)));
});

test('a private game is refused with the server’s message, and an unknown id says so', async () => {
  const message = 'This game is private: only its two players can watch its replay.';
  server.on('GET /api/games/secret', { status: 403, body: { code: 'game/private', message } });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={['/replay/secret']}>
        <Routes>
          <Route path="/replay/:gameId" element={<Replay />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  cleanup();
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={['/replay/nope']}>
        <Routes>
          <Route path="/replay/:gameId" element={<Replay />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect((await screen.findByRole('alert')).textContent).toBe('There is no game with this id.');
});

test('an old game without commitments replays but cannot be checked', async () => {
  const { salt: _s, seedCommitment: _c, picks: _p, ...old } = GAME;
  await open({ ...old, gameId: 'old' });
  await waitFor(() => {
    expect(screen.getByText(/Not verifiable/)).toBeTruthy();
  });
});
