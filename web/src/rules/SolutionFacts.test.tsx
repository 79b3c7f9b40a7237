import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { CHARACTERS, characterByLetter, squareName } from '../../../engine';
import { SOLVED_SUMMARY, type SolvedSummary } from '../../../engine/solved/summary';
import { percent, signedValue, SolutionFacts } from './SolutionFacts';

afterEach(cleanup);

/** The table's body rows as text cells (no-break spaces read as spaces): character, picked, winning chances on the best square. */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: /against best play/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent.replaceAll('\u00a0', ' ')));
}

test('the shipped solution: value 0, the Medical Doctor every time on the centre, all 16 characters by value', () => {
  render(<SolutionFacts />);
  expect(screen.getByRole('heading', { level: 2, name: 'What the solution says' })).toBeTruthy();
  expect(screen.getByText(/Octoduel is solved/)).toBeTruthy();
  expect(screen.getByText(/neither player is favoured/).textContent).toMatch(/value is 0:/);
  expect(
    screen.getByText(/Best play picks the Medical Doctor every time, and puts it on d4, d5, e4 or e5\./)
      .textContent,
  ).toMatch(/Every other character does worse against it\./);

  const rows = tableRows();
  expect(rows).toHaveLength(CHARACTERS.length);
  expect(rows[0]).toEqual(['Medical Doctor (M)', '100 %', '50 % on d5']);
  // Every character once, with the manifest's figures, best value first.
  const chances = rows.map((r) => Number.parseFloat(r[2]!));
  expect([...chances].sort((a, b) => b - a)).toEqual(chances);
  for (const c of SOLVED_SUMMARY.characters) {
    const row = rows.find((r) => r[0] === `${characterByLetter(c.letter)!.name} (${c.letter})`);
    const shown = (share: number) => percent(share).replace('\u00a0', ' ');
    expect(row).toEqual([
      expect.any(String),
      shown(c.pick),
      `${shown((1 + c.value) / 2)} on ${squareName(c.bestSquare)}`,
    ]);
  }
  // The Teacher (−0.90): about 5 % against best play.
  expect(rows.find((r) => r[0] === 'Teacher (T)')![2]).toBe('5.1 % on d5');
  expect(screen.getByText(/a draw counting as half a win/)).toBeTruthy();
});

test('another solution reads as it says: a mix of characters and a favoured seat', () => {
  const summary: SolvedSummary = {
    gameValue: 0.1,
    characters: SOLVED_SUMMARY.characters.map((c) =>
      c.letter === 'N'
        ? { ...c, pick: 0.4, value: 0.1 }
        : c.letter === 'M'
          ? { ...c, pick: 0.6, value: 0.1 }
          : { ...c, value: c.letter === 'T' ? 0.1 : c.value },
    ),
  };
  render(<SolutionFacts summary={summary} />);
  expect(screen.getByText(/first player is slightly favoured/).textContent).toMatch(/value is \+0\.10:/);
  const picks = screen.getByText(/Best play mixes/).textContent;
  expect(picks).toBe('Best play mixes the Medical Doctor (60\u00a0%), the Nurse (40\u00a0%).');
  expect(tableRows().slice(0, 3)).toEqual([
    ['Medical Doctor (M)', '60 %', '55 % on d5'],
    ['Nurse (N)', '40 %', '55 % on c7'],
    ['Teacher (T)', '0 %', '55 % on d5'],
  ]);
});

test.each([
  [1, '100 %'],
  [0, '0 %'],
  [0.125, '12.5 %'],
  [0.43242, '43.2 %'],
])('percent(%d) is %s, with a no-break space', (share, text) => {
  expect(percent(share)).toBe(text.replace(' ', '\u00a0'));
});

test.each([
  [0, '0'],
  [1e-5, '0'],
  [-0.135, '−0.14'],
  [0.25, '+0.25'],
])('signedValue(%d) is %s', (value, text) => {
  expect(signedValue(value)).toBe(text);
});
