import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { canHit, canMove, CHARACTERS, hitTargets, moveTargets, squareAt } from '../../../engine';
import Rules from '../screens/Rules';
import { exampleTurn } from './exampleTurn';

afterEach(cleanup);

test('the example turn is legal by the engine and won by your hit', () => {
  const { you, them, outcome } = exampleTurn();
  expect(canMove(you.letter, you.from, you.move)).toBe(true);
  expect(canHit(you.letter, you.move, you.hit)).toBe(true);
  expect(canMove(them.letter, them.from, them.move)).toBe(true);
  expect(canHit(them.letter, them.move, them.hit)).toBe(true);
  expect(you.hit).toBe(them.move);
  expect(them.hit).not.toBe(you.move);
  expect(outcome).toBe('A');
});

test('/rules: the steps with their phase names, every character with its range picture, the example turn, the solution', () => {
  const { container } = render(
    <MemoryRouter>
      <Rules />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How to play');
  for (const name of ['A game, step by step', 'Ranges', 'An example turn', 'What the solution says'])
    expect(screen.getByRole('heading', { name })).toBeTruthy();
  expect(screen.getAllByText(/plan your hit/).length).toBeGreaterThan(0);
  // One picture per character, coloured as the engine's ranges say (from d5).
  const pictures = container.querySelectorAll('.r-char .g-range-picture');
  expect(pictures).toHaveLength(CHARACTERS.length);
  CHARACTERS.forEach((c, i) => {
    const centre = squareAt(4, 5);
    const moves = moveTargets(c.letter, centre).length;
    const hits = hitTargets(c.letter, centre).length;
    expect(pictures[i]!.querySelectorAll('.g-rp-move')).toHaveLength(moves);
    expect(pictures[i]!.querySelectorAll('.g-rp-hit')).toHaveLength(hits);
  });
  expect(screen.getByRole('img', { name: /^You move from c4 to c5 and hit e5/ })).toBeTruthy();
  // The example board's edges name the files and ranks, so "c4" can be found on it.
  const edges = [...container.querySelectorAll('.r-coord text')].map((t) => t.textContent).join('');
  expect(edges).toBe('a8b7c6d5e4f3g2h1');
  expect(screen.getByText(/lands where your opponent moved: you win/)).toBeTruthy();
});

test('/rules draws the diagonal rule: distances from the piece, 1 along a row or column and 2 on a diagonal', () => {
  const { container } = render(
    <MemoryRouter>
      <Rules />
    </MemoryRouter>,
  );
  const picture = screen.getByRole('img', { name: /^Distances from the piece in the middle/ });
  // The 5 × 5 picture row by row ('' where a square is out of line): the engine's lineDistance from the middle.
  const rows = [...picture.querySelectorAll('g')].map((g) => g.querySelector('text')?.textContent ?? '');
  expect(rows).toEqual([
    ...['4', '', '2', '', '4'],
    ...['', '2', '1', '2', ''],
    ...['2', '1', '', '1', '2'],
    ...['', '2', '1', '2', ''],
    ...['4', '', '2', '', '4'],
  ]);
  expect(container.querySelector('.r-diagonal figcaption')?.textContent).toMatch(
    /a step along a row or column counts 1, a diagonal step counts 2/,
  );
});

test('/rules keeps the solved game’s answer behind a closed spoiler; the phases read Hit and Reveal, Give and Attack only as small labels', () => {
  const { container } = render(
    <MemoryRouter>
      <Rules />
    </MemoryRouter>,
  );
  const spoiler = screen.getByText('Show what the solved game says').closest('details')!;
  expect(spoiler.open).toBe(false);
  // The answer (which character, which square) is only inside the closed disclosure.
  const answer = screen.getByText(/Best play picks the Medical Doctor/);
  expect(spoiler.contains(answer)).toBe(true);
  expect(spoiler.contains(screen.getByRole('table', { name: /against best play/ }))).toBe(true);
  const outside = [...container.querySelectorAll('.r-page > *')].filter((el) => !el.contains(spoiler));
  for (const el of outside) expect(el.textContent).not.toMatch(/best play picks|on d4, d5, e4 or e5/i);

  const steps = [...container.querySelectorAll('.r-steps > li > strong:first-child')].map(
    (s) => s.textContent,
  );
  expect(steps).toEqual(['Choose', 'Place', 'Move', 'Hit', 'Reveal']);
  const small = [...container.querySelectorAll('.r-steps small')].map((s) => s.textContent);
  expect(small).toEqual([
    'The original game calls this phase Give.',
    'The original game calls this phase Attack.',
  ]);
  // A character's name first, its letter only as a badge: "Tailor (D)" to a reader, the badge drawn by CSS.
  const tailor = [...container.querySelectorAll('.r-char')].find((li) =>
    li.textContent.startsWith('Tailor'),
  )!;
  expect(tailor.querySelector('.letter-badge')?.getAttribute('data-letter')).toBe('D');
  expect(tailor.textContent).toMatch(/^Tailor \(D\)Move/);
});
