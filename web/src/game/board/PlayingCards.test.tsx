import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { hitTargets, moveTargets, PHASES } from '../../../../engine';
import { boardModel } from './boardModel';
import { PlayingCards } from './PlayingCards';
import { plan, seat, view } from '../decoding/testViews';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const players = [
  seat({ key: 'me', seat: 'A', character: 'J', square: 27 }),
  seat({ key: 'them', seat: 'B', character: 'T', square: 36 }),
];

/** The cards in play under the board, in a phase after Choose. */
function cards(phase: (typeof PHASES)[number]) {
  const v = view({ phase, players });
  render(<PlayingCards tokens={boardModel(v, plan({ character: 'J', square: 27 }), 'me').tokens} view={v} />);
  return screen.getByRole('region', { name: 'Characters in play' });
}

test.each(['move', 'hit', 'reveal', 'over'] as const)(
  '%s: each card says who the character is and what it does, never a placeholder',
  (phase) => {
    const section = cards(phase);
    const judicial = within(section).getByRole('article', { name: 'Judicial Doctor (J)' });
    expect(judicial.textContent).toContain('Judicial Doctor (J)');
    expect(judicial.textContent).toMatch(/Move \d(–\d)? · Hit \d(–\d)?/);
    expect(within(section).getByRole('article', { name: 'Teacher (T)' })).toBeTruthy();
    // The old "Move picture" / "Give picture" / "Act picture" lines are gone.
    expect(section.textContent).not.toMatch(/picture/i);
  },
);

test("each card draws its character's ranges as the engine gives them", () => {
  const section = cards('hit');
  const drawn = within(section)
    .getByRole('article', { name: 'Judicial Doctor (J)' })
    .querySelector('.g-range-picture');
  expect(drawn).not.toBeNull();
  // The picture's blue and red cells are the engine's move and hit targets around a square (d5).
  const blue = drawn!.querySelectorAll('.g-rp-move').length;
  const red = drawn!.querySelectorAll('.g-rp-hit').length;
  expect(blue).toBe(moveTargets('J', 27).length);
  expect(red).toBe(hitTargets('J', 27).length);
});
