import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { dispatch, useGame } from '../stores/game';
import { GameScreen } from './GameScreen';
import { leaveQuestion } from './panel/leaveLiveGame';
import { i18n } from '../i18n/init';
import { plan, seat, view } from './decoding/testViews';

const LEAVE_QUESTION = i18n.t('gamePanel:leave.lose');
const LEAVE_UNCOUNTED_QUESTION = i18n.t('gamePanel:leave.uncounted');

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('./net/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./net/connection')>()),
  send: (m: unknown) => sent.push(m),
}));

afterEach(() => {
  cleanup();
  sent.length = 0;
  act(() => {
    dispatch({ type: 'reset' });
  });
});

const move = view({
  phase: 'move',
  turn: 1,
  players: [
    seat({ key: 'me', seat: 'A', character: 'J', square: 27 }),
    seat({ key: 'them', seat: 'B', character: 'T', square: 36 }),
  ],
});

function show(p: ReturnType<typeof plan>) {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
    dispatch({ type: 'state', view: move, receivedAt: 0 });
    dispatch({ type: 'plan', plan: p });
  });
  render(
    <MemoryRouter>
      <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
    </MemoryRouter>,
  );
}

const board = () => screen.getByRole('grid', { name: 'Board' });
const said = () => screen.getByTestId('announcer').textContent;

test('S is Set and B is Back; the buttons show their keys', () => {
  show(plan({ character: 'J', square: 27, move: 28, hit: 28 }));
  const set = screen.getByRole('button', { name: 'Set' });
  expect(set.textContent).toBe('Set S');
  expect(set.getAttribute('aria-keyshortcuts')).toBe('S');
  fireEvent.keyDown(board(), { key: 's' });
  fireEvent.keyDown(board(), { key: 'b' });
  expect(sent).toEqual([{ type: 'set' }, { type: 'back' }]);
});

test('Set without a hit: grey with the engine reason under it; S says the reason instead of sending', () => {
  show(plan({ character: 'J', square: 27, move: 28 }));
  const set = screen.getByRole('button', { name: 'Set' });
  expect(set).toHaveProperty('disabled', true);
  expect(screen.getByText('Choose a move and a hit before you set.').id).toBe(
    set.getAttribute('aria-describedby'),
  );
  fireEvent.keyDown(board(), { key: 'S' });
  expect(sent).toEqual([]);
  expect(said()).toBe('Choose a move and a hit before you set.');
  // Still planning the hit: not "Waiting for opponent".
  expect(document.querySelector('.g-waiting')?.textContent).toBe('');
});

test('a square that cannot be picked is refused, and the live region says why', () => {
  show(plan({ character: 'J', square: 27, move: 28 }));
  fireEvent.click(screen.getByRole('button', { name: 'a8' }));
  expect(sent).toEqual([]);
  expect(said()).toBe('a8: Your character cannot hit that square from its move target.');
});

test('the planned move: a ghost of the piece on its square and an arrow from the piece', () => {
  show(plan({ character: 'J', square: 27, move: 29 }));
  expect(document.querySelector('[data-sq="29"] [data-ghost="J"]')).not.toBeNull();
  const arrow = screen.getByTestId('plan-arrow').querySelector('line')!;
  expect([arrow.getAttribute('data-from'), arrow.getAttribute('data-to')]).toEqual(['27', '29']);
});

test('a player acting gets keyboard focus on the board; a spectator never does (no stray focus ring)', () => {
  show(plan({ character: 'J', square: 27 }));
  expect(board().contains(document.activeElement)).toBe(true);
  cleanup();
  act(() => {
    dispatch({ type: 'reset' });
    dispatch({ type: 'joined', roomId: 'r1', sessionId: 'spectator' });
    dispatch({ type: 'state', view: move, receivedAt: 0 });
  });
  render(
    <MemoryRouter>
      <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
    </MemoryRouter>,
  );
  expect(board().contains(document.activeElement)).toBe(false);
});

test('focus that falls off a disabled or removed control goes back to the board at once, with no timer', async () => {
  show(plan({ character: 'J', square: 27, move: 28, hit: 28 }));
  const set = screen.getByRole('button', { name: 'Set' });
  set.focus();
  // Disabled outside React's render (as the browser leaves focus on it): the board takes the keyboard.
  set.setAttribute('disabled', '');
  await act(() => Promise.resolve());
  expect(board().contains(document.activeElement)).toBe(true);
  // A control removed while focused.
  const tool = document.createElement('button');
  document.querySelector('.g-play')!.append(tool);
  tool.focus();
  tool.remove();
  await act(() => Promise.resolve());
  expect(board().contains(document.activeElement)).toBe(true);
});

// Moved from tests/browser/revealStory.test.ts ('ten turns and no hit', which played ten turns in real time):
// the result after a tenth turn with no hit, as either player sees it.
test.each([
  ['me', 'Iris'],
  ['them', 'Omar'],
])('ten turns and no hit: a draw, and the reason says so (seen by %s)', (sessionId) => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  const over = view({
    phase: 'over',
    turn: 10,
    players: [
      seat({ key: 'me', seat: 'A', name: 'Iris', character: 'J', square: 9 }),
      seat({ key: 'them', seat: 'B', name: 'Omar', character: 'J', square: 10 }),
    ],
    lastReveal: { turn: 10, fromA: 9, moveA: 9, hitA: 12, fromB: 10, moveB: 10, hitB: 13, outcome: 'next' },
    result: { winner: 'draw', reason: 'turns' },
  });
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId });
    dispatch({ type: 'state', view: over, receivedAt: 0 });
    dispatch({
      type: 'gameover',
      gameOver: { result: 'draw', reason: 'turns', message: 'The game is a draw between Iris and Omar' },
    });
  });
  render(
    <MemoryRouter>
      <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain(
    'The game is a draw between Iris and Omar',
  );
  expect(screen.getByTestId('result-reason').textContent).toBe('Ten turns and no hit');
});

// Issue 41: an arena game's result has no Play again (the arena pairs the next one) and shows the arena's words.
test.each([
  { name: 'a public game', onPlayAgain: undefined, playAgain: true },
  { name: 'an arena game', onPlayAgain: null, playAgain: false },
])('the result of $name: Play again shown: $playAgain', ({ onPlayAgain, playAgain }) => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
    dispatch({ type: 'state', view: view({ mode: 'others', phase: 'over', turn: 3 }), receivedAt: 0 });
    dispatch({ type: 'gameover', gameOver: { result: 'win', reason: 'hit', message: 'You win' } });
  });
  render(
    <MemoryRouter>
      <GameScreen
        view={useGame.getState().view!}
        onHome={() => undefined}
        onPlayAgain={onPlayAgain}
        resultNote={<p>arena words</p>}
      />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(dialog.textContent).toContain('arena words');
  expect(screen.queryByRole('button', { name: 'Play again', hidden: true }) !== null).toBe(playAgain);
});

// Issue 35: a public game left before its first move is no contest (docs/RULES.md), so Leave's question says so.
test.each([
  { mode: 'others', phase: 'choose', turn: 0, question: LEAVE_UNCOUNTED_QUESTION },
  { mode: 'others', phase: 'move', turn: 1, question: LEAVE_QUESTION },
  { mode: 'h1a1', phase: 'choose', turn: 0, question: LEAVE_QUESTION },
] as const)('Leave in $mode at turn $turn asks "$question"', ({ mode, phase, turn, question }) => {
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
    dispatch({ type: 'state', view: view({ mode, phase, turn }), receivedAt: 0 });
  });
  expect(leaveQuestion()).toBe(question);
});

// Issue 41: berserk in an arena game (docs/RULES.md "Berserk"), offered before the first move.
function showArena(v: ReturnType<typeof view>, sessionId = 'me', arena = true) {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  act(() => {
    dispatch({ type: 'joined', roomId: 'r1', sessionId });
    dispatch({ type: 'state', view: v, receivedAt: 0 });
  });
  return render(
    <MemoryRouter>
      <GameScreen view={useGame.getState().view!} onHome={() => undefined} arena={arena} />
    </MemoryRouter>,
  );
}

const berserkButton = () => screen.queryByRole('button', { name: 'Berserk' });

test.each([
  { name: 'an arena game in Start', arena: true, phase: 'start', turn: 0, offered: true },
  { name: 'an arena game in Choose', arena: true, phase: 'choose', turn: 0, offered: true },
  { name: 'an arena game in Place', arena: true, phase: 'place', turn: 0, offered: true },
  { name: 'an arena game from the first move', arena: true, phase: 'move', turn: 1, offered: false },
  { name: 'an arena game not started', arena: true, phase: 'waiting', turn: 0, offered: false },
  { name: 'a public game', arena: false, phase: 'choose', turn: 0, offered: false },
] as const)('Berserk offered in $name: $offered', ({ arena, phase, turn, offered }) => {
  showArena(view({ mode: 'others', phase, turn }), 'me', arena);
  expect(berserkButton() !== null).toBe(offered);
  if (offered)
    expect(document.getElementById(berserkButton()!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Half time on your clock; a win of two turns or more scores 1 more.',
    );
});

test('Berserk sends the room command once; a refusal shows as a room error and gives the button back', () => {
  showArena(view({ mode: 'others', phase: 'choose', turn: 0 }));
  fireEvent.click(berserkButton()!);
  expect(sent).toEqual([{ type: 'berserk' }]);
  expect(berserkButton()).toHaveProperty('disabled', true);
  act(() => {
    dispatch({
      type: 'error',
      code: 'berserk/late',
      message: 'Berserk is only possible before the first move.',
    });
  });
  expect(screen.getByRole('alert').textContent).toBe('Berserk is only possible before the first move.');
  expect(berserkButton()).toHaveProperty('disabled', false);
});

test('once a player went berserk: its bolt beside its name (said as a word), and its button gone', () => {
  const { rerender } = showArena(view({ mode: 'others', phase: 'choose', turn: 0 }));
  expect(screen.queryByTestId('berserk-mark')).toBeNull();
  const berserk = view({ mode: 'others', phase: 'choose', turn: 0, berserk: { A: true, B: false } });
  rerender(
    <MemoryRouter>
      <GameScreen view={berserk} onHome={() => undefined} arena />
    </MemoryRouter>,
  );
  expect(berserkButton()).toBeNull();
  const players = screen.getByRole('list', { name: 'Players' });
  const [ann, bob] = [...players.querySelectorAll('li')];
  expect(ann!.querySelector('[data-testid="berserk-mark"]')?.textContent).toBe(' ⚡, berserk');
  expect(bob!.querySelector('[data-testid="berserk-mark"]')).toBeNull();
});

test("the opponent's berserk leaves the player's own offer; a spectator sees both marks and no offer", () => {
  showArena(view({ mode: 'others', phase: 'place', turn: 0, berserk: { A: false, B: true } }));
  expect(berserkButton()).not.toBeNull();
  expect(screen.getAllByTestId('berserk-mark')).toHaveLength(1);
  cleanup();
  showArena(view({ mode: 'others', phase: 'place', turn: 0, berserk: { A: true, B: true } }), 'spectator');
  expect(berserkButton()).toBeNull();
  expect(screen.getAllByTestId('berserk-mark')).toHaveLength(2);
});
