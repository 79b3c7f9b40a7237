import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { Reveal } from '../../../../engine';
import { dispatch } from '../../stores/game';
import { GameScreen } from '../GameScreen';
import { useLastTurnReplay } from '../board/lastTurnReplay';
import { TurnList } from './TurnList';
import type { GameView } from '../decoding/types';
import { plan, seat, view } from '../decoding/testViews';

vi.mock('../net/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../net/connection')>()),
  send: () => undefined,
}));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  act(() => {
    dispatch({ type: 'reset' });
  });
});

// Ann (me, seat A) stands on b7 (9), Bob on c7 (10); each turn both stay and miss.
const players = [
  seat({ key: 'me', seat: 'A', character: 'J', square: 9 }),
  seat({ key: 'them', seat: 'B', character: 'J', square: 10 }),
];
const turn = (n: number, over: Partial<Reveal> = {}): Reveal => ({
  turn: n,
  fromA: 9,
  moveA: 9,
  hitA: 4,
  fromB: 10,
  moveB: 10,
  hitB: 13,
  outcome: 'next',
  ...over,
});
const at = (over: Partial<GameView>) => view({ gameId: 'g1', players, ...over });

/** The game screen fed `views` in turn, as the room's patches would arrive; returns a re-render for more. */
function play(...views: GameView[]) {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  const screenOf = (v: GameView) => (
    <MemoryRouter>
      <GameScreen view={v} onHome={() => undefined} />
    </MemoryRouter>
  );
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
    dispatch({ type: 'plan', plan: plan({ character: 'J', square: 9 }) });
  });
  const r = render(screenOf(views[0]!));
  for (const v of views.slice(1)) r.rerender(screenOf(v));
  return (v: GameView) => {
    r.rerender(screenOf(v));
  };
}

const list = () => screen.getByTestId('turn-list');
const overlay = () => screen.queryByTestId('reveal-overlay');

test('the turns played, each in the game notation, with who plays A and B and who hit', () => {
  const turns = [
    turn(1),
    turn(2, { moveA: 1, hitA: 2 }),
    turn(3, { fromA: 1, moveA: 1, hitA: 10, outcome: 'A' }),
  ];
  const v = at({ phase: 'over', turn: 3, lastReveal: turns[2]! });
  const replay = { available: false, shown: false, toggle: () => undefined };
  render(<TurnList view={v} sessionId="me" turns={turns} replay={replay} />);
  const rows = within(list())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(rows).toEqual([
    '1. A: b7>b7 x e8  B: c7>c7 x f7',
    '2. A: b7>b8 x c8  B: c7>c7 x f7',
    '3. A: b8>b8 x c7  B: c7>c7 x f7 · Ann hit',
  ]);
  expect(screen.getByText(/^A: Ann \(you\) · B: Bob\./)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Turns played (3)' }).getAttribute('aria-expanded')).toBe('true');
  expect(screen.queryByRole('button', { name: 'Show last turn' })).toBeNull();
});

test('on a phone the list is one tap away', () => {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q !== '(min-width: 900px)', media: q }));
  const replay = { available: true, shown: false, toggle: () => undefined };
  render(
    <TurnList view={at({ turn: 2, lastReveal: turn(1) })} sessionId="me" turns={[turn(1)]} replay={replay} />,
  );
  const toggle = screen.getByRole('button', { name: 'Turns played (1)' });
  // "Show last turn" stays in view beside the closed list.
  expect(screen.getByRole('button', { name: 'Show last turn' })).toBeTruthy();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(list().closest('[hidden]')).not.toBeNull();
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(list().closest('[hidden]')).toBeNull();
});

test('"Show last turn" draws the last reveal on the board again after it has gone, until hidden', () => {
  play(at({ phase: 'move', turn: 2, lastReveal: turn(1) }));
  expect(overlay()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Show last turn' }));
  expect(overlay()!.querySelector('[data-hit-seat="A"]')!.getAttribute('data-square')).toBe('4');
  expect(screen.getByTestId('last-turn-caption').textContent).toBe('Turn 1, shown again: Both missed');
  const hide = screen.getByRole('button', { name: 'Hide last turn' });
  expect(hide.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(hide);
  expect(overlay()).toBeNull();
});

test('a turn shown again gives way to the next reveal, and is not shown again by itself once that has gone', () => {
  const { result, rerender } = renderHook((v: GameView) => useLastTurnReplay(v), {
    initialProps: at({ phase: 'move', turn: 2, lastReveal: turn(1) }),
  });
  act(() => {
    result.current.toggle();
  });
  expect(result.current).toMatchObject({ available: true, shown: true });
  rerender(at({ phase: 'reveal', turn: 2, lastReveal: turn(2) }));
  expect(result.current).toMatchObject({ available: false, shown: false });
  rerender(at({ phase: 'move', turn: 3, lastReveal: turn(2) }));
  expect(result.current).toMatchObject({ available: true, shown: false });
});

test('a landed hit is said in words under the board: "Hit! Your hit landed on c7."', () => {
  play(
    at({
      phase: 'over',
      turn: 1,
      lastReveal: turn(1, { hitA: 10, outcome: 'A' }),
      result: { winner: 'A', reason: 'hit' },
    }),
  );
  expect(screen.getByTestId('landed-line').textContent).toBe('Hit! Your hit landed on c7.');
});

test('a reload keeps the turns seen before it in this tab', () => {
  play(
    at({ phase: 'reveal', turn: 1, lastReveal: turn(1) }),
    at({ phase: 'reveal', turn: 2, lastReveal: turn(2) }),
  );
  cleanup();
  play(at({ phase: 'move', turn: 3, lastReveal: turn(2) }));
  expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
});
