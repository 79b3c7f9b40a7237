import { expect, test } from 'vitest';
import { imageError, wholeError } from './validate';

test('whole numbers typed as text, within the range', () => {
  const err = 'Number of players must be a whole number from 1 to 100.';
  expect(wholeError('0', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('101', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('1e2', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('1.5', [1, 100], 'Number of players')).toBe(err);
  expect(wholeError('', [1, 100], 'Number of players')).toBe('Number of players is required.');
  expect(wholeError(' 100 ', [1, 100], 'Number of players')).toBeNull();
  expect(wholeError('1', [1, 100], 'Number of players')).toBeNull();
});

test("images: the server's answers for a wrong type or a file over 5 MB, before sending", () => {
  expect(imageError(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(
    'Please upload a PNG, JPEG or WebP image.',
  );
  expect(imageError(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toBe(
    'The image is larger than 5 MB. Please upload a smaller image.',
  );
  expect(imageError(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
});
