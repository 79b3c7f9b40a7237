import { expect, test } from 'vitest';
import { formatName, isValidName } from './names';

test.each([
  { name: 'Bob', ok: true },
  { name: 'Mary Ann', ok: true },
  { name: "O'Neil", ok: true },
  { name: 'Jean-Luc Picard', ok: true },
  { name: 'Zoë', ok: true },
  { name: 'Abcdefghijklmnopqrst', ok: true },
  { name: 'Al', ok: false },
  { name: 'Abcdefghijklmnopqrstu', ok: false },
  { name: ' Bob', ok: false },
  { name: 'Bob ', ok: false },
  { name: 'Bob  Ann', ok: false },
  { name: 'Mary Ann Lee', ok: false },
  { name: '-Bob', ok: false },
  { name: "Bob'", ok: false },
  { name: "Bo-'b", ok: false },
  { name: 'Bob -Ann', ok: false },
  { name: 'Bob2', ok: false },
  { name: 'Al Bundy', ok: false },
  { name: '', ok: false },
])('"$name" is valid: $ok', ({ name, ok }) => {
  expect(isValidName(name)).toBe(ok);
});

test.each([
  { input: '  mary ann ', want: 'Mary Ann' },
  { input: 'JOHN', want: 'John' },
  { input: "o'NEIL", want: "O'neil" },
])('formatName("$input") is "$want"', ({ input, want }) => {
  expect(formatName(input)).toBe(want);
});
