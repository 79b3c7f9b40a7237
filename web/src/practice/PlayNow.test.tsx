import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { send } from '../game/net/connection';
import { guideActive } from '../guide/guide';
import { dispatch, useGame } from '../stores/game';
import { i18n } from '../i18n/init';
import PlayNow from './PlayNow';

const NOT_RECORDED = i18n.t('practice:notRecorded');
const SIGN_IN_OFFER = i18n.t('practice:signInOffer');

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 });
  // Nothing here may reach a server: every request fails, and the test checks none was made.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    dispatch({ type: 'reset' });
  });
});

function renderPlayNow() {
  render(
    <MemoryRouter initialEntries={['/play-now']}>
      <Routes>
        <Route path="/play-now" element={<PlayNow />} />
        <Route path="/signin" element={<h1>Sign in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Lets the game's clock run (ms), React rendering every few seconds of it. */
function run(ms: number) {
  for (let left = ms; left > 0; left -= 5000)
    act(() => {
      vi.advanceTimersByTime(Math.min(5000, left));
    });
}

const phase = () => document.querySelector('.g-phase')?.getAttribute('data-phase');
/** Every address the page asked the server for (the board's pictures and settings only). */
const fetched = () => (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => String(url));

test('a visitor\'s game in the browser: the guide, the "not recorded" line, the result\'s sign-in offer, and Play again', () => {
  renderPlayNow();
  expect(screen.getByTestId('play-now-note').textContent).toContain(NOT_RECORDED);
  run(1000);
  expect(phase()).toBe('choose');
  expect(screen.getByRole('note', { name: 'Guide' }).textContent).toMatch(/^Step 1: pick a character/);
  // The board's squares send through the game screen's one `send`, which the local game takes.
  fireEvent.click(document.querySelector('button.g-sq[data-sq="61"]')!);
  expect(useGame.getState().plan?.character).toBe('T');
  run(2000);
  expect(phase()).toBe('place');
  // The game screen's way out (a forfeit, as in a room) ends it at once; a whole game by the clock is
  // localGame.test.ts's and the browser's (tests/browser/routeTour.test.ts).
  act(() => {
    send({ type: 'exit' });
  });
  expect(phase()).toBe('over');
  const dialog = screen.getByRole('dialog');
  expect(dialog.textContent).toContain('This game was not recorded and did not change any rating.');
  const offer = screen.getAllByRole('link', { name: SIGN_IN_OFFER });
  expect(offer.map((a) => a.getAttribute('href'))).toEqual(['/signin', '/signin']);
  expect(guideActive()).toBe(false);
  // Play again: a new game from the start, without the guide's tips this time.
  fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
  run(1000);
  expect(phase()).toBe('choose');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('note', { name: 'Guide' })).toBeNull();
  // The guide's end is not stored anywhere: a visitor has no account.
  expect(fetched().filter((url) => url.includes('/guide'))).toEqual([]);
  // Two whole game screens rendered in jsdom: 10 s seen alone on a loaded 2-core host, 41 s beside other files.
}, 60_000);

test('leaving the page stops the game and gives `send` back to the room', () => {
  renderPlayNow();
  run(1000);
  expect(useGame.getState().roomId).toBe('local');
  cleanup();
  expect(useGame.getState().status).toBe('idle');
  // No local game takes it now: a message with no room goes nowhere, and nothing changes.
  send({ type: 'choose', square: 61 });
  run(60_000);
  expect(useGame.getState().view).toBeNull();
});
