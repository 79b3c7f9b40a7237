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
