import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { GameResult, Reveal } from '../../../engine';
import { view } from '../game/decoding/testViews';
import type { GameView } from '../game/decoding/types';
import { cueOf } from './gameCue';
import { createSoundPlayer, MUTE_KEY } from './soundPlayer';
import { SoundSwitch } from './SoundSwitch';
import { useGameSounds } from './useGameSounds';

afterEach(cleanup);

/** Ann (A, "me") at 10, Bob (B) at 20; each hit lands on the other's square when asked. */
const reveal = (turn: number, aHits: boolean, bHits: boolean): Reveal => ({
  turn,
  fromA: 9,
  moveA: 10,
  hitA: aHits ? 20 : 30,
  fromB: 19,
  moveB: 20,
  hitB: bHits ? 10 : 40,
  outcome: aHits && bHits ? 'draw' : aHits ? 'A' : bHits ? 'B' : 'next',
});

function Screen({
  v,
  sessionId,
  player,
}: {
  v: GameView;
  sessionId: string | null;
  player: Parameters<typeof useGameSounds>[2];
}) {
  useGameSounds(v, sessionId, player);
  return null;
}

/** The sounds asked for as the views follow each other on one screen. */
function soundsOf(views: GameView[], sessionId: string | null = 'me'): string[] {
  const play = vi.fn(() => true);
  const player = { play, screenOpened: () => () => undefined };
  const { rerender } = render(<Screen v={views[0]!} sessionId={sessionId} player={player} />);
  for (const v of views.slice(1)) rerender(<Screen v={v} sessionId={sessionId} player={player} />);
  cleanup();
  return play.mock.calls.map((c) => (c as unknown as [string])[0]);
}

const won: GameResult = { winner: 'A', reason: 'hit' };

test('each phase change asks for its sound; a missed reveal falls; my landed hit is a win — once', () => {
  expect(
    soundsOf([
      view({ phase: 'start', turn: 0 }),
      view({ phase: 'choose', turn: 0 }),
      view({ phase: 'place', turn: 0 }),
      view({ phase: 'move', turn: 1 }),
      view({ phase: 'hit', turn: 1 }),
      view({ phase: 'reveal', turn: 1, lastReveal: reveal(1, false, false) }),
      view({ phase: 'move', turn: 2, lastReveal: reveal(1, false, false) }),
      view({ phase: 'hit', turn: 2, lastReveal: reveal(1, false, false) }),
      view({ phase: 'reveal', turn: 2, lastReveal: reveal(2, true, false) }),
      view({ phase: 'over', turn: 2, lastReveal: reveal(2, true, false), result: won }),
    ]),
  ).toEqual([
    'phase-choose',
    'phase-place',
    'phase-move',
    'phase-hit',
    'reveal-miss',
    'phase-move',
    'phase-hit',
    'win',
  ]);
});

test('the hit that strikes me is a loss; both hitting is a draw; a watcher hears a plain hit', () => {
  const hitBy = (a: boolean, b: boolean): GameView[] => [
    view({ phase: 'hit', turn: 3 }),
    view({
      phase: 'over',
      turn: 3,
      lastReveal: reveal(3, a, b),
      result: { winner: a && b ? 'draw' : a ? 'A' : 'B', reason: a && b ? 'both-hit' : 'hit' },
    }),
  ];
  expect(soundsOf(hitBy(false, true))).toEqual(['lose']);
  expect(soundsOf(hitBy(true, true))).toEqual(['draw']);
  expect(soundsOf(hitBy(true, false), null)).toEqual(['reveal-hit']);
});

test('an end without a deciding hit sounds the end: ten turns a draw, a forfeit a win for who stayed', () => {
  const ten = reveal(10, false, false);
  expect(
    soundsOf([
      view({ phase: 'reveal', turn: 10, lastReveal: ten }),
      view({ phase: 'over', turn: 10, lastReveal: ten, result: { winner: 'draw', reason: 'turns' } }),
    ]),
  ).toEqual(['draw']);
  expect(
    soundsOf([
      view({ phase: 'move', turn: 4 }),
      view({ phase: 'over', turn: 4, result: { winner: 'A', reason: 'forfeit' } }),
    ]),
  ).toEqual(['win']);
});

test('the moment on show when the screen opens stays quiet (a reload, a watcher joining)', () => {
  expect(soundsOf([view({ phase: 'reveal', turn: 2, lastReveal: reveal(2, false, false) })])).toEqual([]);
  expect(cueOf(view({ phase: 'waiting', turn: 0 }), 'me')).toEqual({ key: 'waiting', sound: null });
});

test('the mute switch shows while a game screen is open; it silences the sounds and is remembered', () => {
  const storage = new Map<string, string>();
  const make = () =>
    createSoundPlayer({
      createContext: () => null,
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => storage.set(k, v) },
      target: null,
      activated: () => true,
    });
  const player = make();
  const play = vi.spyOn(player, 'play');
  render(<SoundSwitch player={player} />);
  expect(screen.queryByRole('switch')).toBeNull();
  const { rerender } = render(
    <Screen v={view({ phase: 'choose', turn: 0 })} sessionId="me" player={player} />,
  );
  const sw = screen.getByRole('switch', { name: 'Sound' });
  expect(sw.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(sw);
  expect(sw.getAttribute('aria-checked')).toBe('false');
  expect(storage.get(MUTE_KEY)).toBe('1');
  rerender(<Screen v={view({ phase: 'place', turn: 0 })} sessionId="me" player={player} />);
  expect(play).toHaveBeenCalledWith('phase-place');
  expect(play.mock.results.at(-1)?.value).toBe(false);
  // The next page in this browser starts muted.
  expect(make().getState().muted).toBe(true);
  act(() => {
    cleanup();
  });
  expect(player.getState().shown).toBe(false);
});
