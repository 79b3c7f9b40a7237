import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { PlayerState } from '../../../../engine';
import { SidePanel } from './SidePanel';
import { plan, seat, view } from '../decoding/testViews';
import type { GameView } from '../decoding/types';

afterEach(cleanup);

const placed = [
  seat({ key: 'me', seat: 'A', character: 'U', square: 27 }),
  seat({ key: 'them', seat: 'B', character: 'C', square: 0 }),
];

/** The line under the phase name, as the side panel shows it to `sessionId`. */
function hint(v: GameView, p: PlayerState | null, sessionId: string | null = 'me'): string {
  render(<SidePanel view={v} plan={p} sessionId={sessionId} clockOffset={0} />);
  const text = screen.getByText((_c, el) => el?.classList.contains('g-hint') ?? false).textContent;
  cleanup();
  return text;
}

test('every step of a game says what to do', () => {
  const start = view({ phase: 'start', turn: 0 });
  expect(hint(start, plan())).toBe('Click Start when you are ready');
  expect(hint(start, plan({ ready: true }))).toBe('Ready: waiting for your opponent to click Start');
  expect(hint(view({ phase: 'start', turn: 0, mode: 'h1a1' }), plan())).toBe('The game starts in a moment');
  const choose = view({ phase: 'choose', turn: 0 });
  expect(hint(choose, plan())).toBe('Pick your character: click a piece or a card');
  expect(hint(choose, plan({ character: 'U' }))).toMatch(/^Character picked: waiting for your opponent/);
  const place = view({ phase: 'place', turn: 0 });
  expect(hint(place, plan({ character: 'U' }))).toBe('Place your character: click a square');
  expect(hint(place, plan({ character: 'U', square: 27 }))).toMatch(/^Placed: waiting/);
  const move = view({ phase: 'move', players: placed });
  expect(hint(move, plan({ character: 'U', square: 27 }))).toBe('Click a blue square to move');
  expect(hint(move, plan({ character: 'U', square: 27, move: 28 }))).toBe(
    'Now a red square to hit, then Set',
  );
  expect(hint(move, plan({ character: 'U', square: 27, move: 28, hit: 29 }))).toMatch(
    /^Click Set to confirm/,
  );
  expect(hint(move, plan({ character: 'U', square: 27, move: 28, hit: 29, set: true }))).toBe(
    'Plan set: waiting for your opponent',
  );
  const give = view({ phase: 'hit', players: placed });
  expect(hint(give, plan({ character: 'U', square: 27, move: 28 }))).toBe(
    'Click a red square to hit, then Set',
  );
  expect(hint(view({ phase: 'reveal', players: placed }), plan())).toBe(
    'The arrows show both moves, the marks both hits',
  );
  expect(hint(view({ phase: 'over', players: placed }), plan())).toBe('The game is over');
  expect(hint(view({ phase: 'waiting', turn: 0 }), plan())).toBe('Waiting for your opponent to join');
});

test('the phase name shows with its plain meaning', () => {
  const title = (v: GameView) => {
    render(<SidePanel view={v} plan={plan()} sessionId="me" clockOffset={0} />);
    const text = screen.getByRole('heading', { level: 1 }).textContent;
    cleanup();
    return text;
  };
  expect(title(view({ phase: 'choose', turn: 0 }))).toBe('Choose: pick a character');
  expect(title(view({ phase: 'place', turn: 0 }))).toBe('Place: put it on a square');
  expect(title(view({ phase: 'move', players: placed }))).toBe('Move: pick where to step');
  expect(title(view({ phase: 'hit', players: placed }))).toBe('Hit: pick the square to hit');
  expect(title(view({ phase: 'reveal', players: placed }))).toBe('Reveal: both plans shown at once');
  expect(title(view({ phase: 'over', players: placed }))).toBe('Game over');
});

test('a watcher and a paused game get their own lines', () => {
  const ais = placed.map((p) => ({ ...p, isAi: true }));
  expect(hint(view({ phase: 'move', mode: 'h0a2', players: ais }), null, null)).toBe(
    'Each AI plans where to move',
  );
  expect(hint(view({ phase: 'move', mode: 'h0a2', players: ais, paused: true }), null, null)).toBe(
    'The clock is stopped until Continue',
  );
});

test('a spectator of a game people play reads about the players, never about AIs', () => {
  const vsAi = [placed[0]!, { ...placed[1]!, isAi: true }];
  for (const [mode, players] of [
    ['others', placed],
    ['h1a1', vsAi],
  ] as const) {
    const lines = (['choose', 'place', 'move', 'hit', 'reveal', 'over'] as const).map((phase) =>
      hint(view({ phase, mode, players, turn: phase === 'choose' || phase === 'place' ? 0 : 1 }), null, null),
    );
    expect(lines).toEqual([
      'Each player picks a character',
      'Each player places their character on a square',
      'Each player plans where to move',
      'Each player plans where to hit',
      'Both plans are revealed at once',
      'The game is over',
    ]);
  }
  expect(hint(view({ phase: 'start', turn: 0, players: placed }), null, null)).toBe(
    'Waiting for both players to click Start',
  );
  expect(hint(view({ phase: 'start', turn: 0, mode: 'h1a1', players: placed }), null, null)).toBe(
    'The game starts in a moment',
  );
});

test('the legend explains the colours, Hit and Reveal (the spec’s Give and Attack as a small label), and links to the rules', () => {
  render(<SidePanel view={view()} plan={plan()} sessionId="me" clockOffset={0} />);
  expect(screen.getByText('What the colours mean')).toBeTruthy();
  expect(screen.getByText(/Blue square: you can move there/)).toBeTruthy();
  expect(screen.getByText(/Red square: you can hit there/)).toBeTruthy();
  expect(screen.getByText(/is when you plan your hit/)).toBeTruthy();
  expect(screen.getByText('(The original game calls them Give and Attack.)')).toBeTruthy();
  expect(screen.getByRole('link', { name: /How to play/ }).getAttribute('href')).toBe('/rules');
});
