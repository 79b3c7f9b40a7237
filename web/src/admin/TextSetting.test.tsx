import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TextSetting } from './TextSetting';
import { mockFetch, renderAdmin } from './testing';

const props = {
  label: 'Rank text',
  initial: 'Rank',
  path: 'setlranktext',
  field: 'rankText',
  success: 'Successfully saved rank text!',
};

test('a text over 40 characters or empty is refused with the server message', () => {
  const calls = mockFetch();
  renderAdmin(<TextSetting {...props} />);
  const input = screen.getByLabelText('Rank text');
  fireEvent.change(input, { target: { value: 'r'.repeat(41) } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Rank text' }));
  expect(screen.getByRole('alert').textContent).toBe('Rank text must be at most 40 characters.');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Rank text' }));
  expect(screen.getByRole('alert').textContent).toBe('Rank text is required.');
  expect(calls).toEqual([]);
});

test('saves its own text with its field name and shows the success toast', async () => {
  const calls = mockFetch();
  renderAdmin(<TextSetting {...props} />);
  fireEvent.change(screen.getByLabelText('Rank text'), { target: { value: '  Place ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Rank text' }));
  // The toast and the trimmed field come from the same answer, in renders of their own (a CI run saw the first alone).
  await waitFor(() => {
    expect(screen.getByRole('status').textContent).toBe('Successfully saved rank text!');
    expect(screen.getByLabelText<HTMLInputElement>('Rank text').value).toBe('Place');
  });
  expect(calls).toEqual([{ method: 'PUT', path: '/v1/setting/setlranktext', body: { rankText: 'Place' } }]);
});
