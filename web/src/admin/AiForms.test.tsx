import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AiGamesForm, AiNamesForm } from './AiForms';
import { mockFetch, renderAdmin } from './testing';

const save = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save AI names' }));
};

describe('AiNamesForm', () => {
  test.each(['1', '5001', '', 'x'])('refuses %j usable AI names', (qty) => {
    const calls = mockFetch();
    renderAdmin(<AiNamesForm initial={{ qty: 3, names: ['Ann', 'Ben', 'Cal'] }} />);
    fireEvent.change(screen.getByLabelText('Number of usable AI names'), { target: { value: qty } });
    save();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Number of AI names (is required|must be a whole number from 2 to 5000)\.$/,
    );
    expect(calls).toEqual([]);
  });

  test("fewer than 2 names: 'minimum 2 names'", () => {
    const calls = mockFetch();
    renderAdmin(<AiNamesForm initial={{ qty: 2, names: ['Ann', 'Ben'] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben' }));
    save();
    expect(screen.getByRole('alert').textContent).toBe('minimum 2 names');
    expect(calls).toEqual([]);
  });

  test('search asks the server for the saved names matching the keyword and lists its answer', async () => {
    const calls = mockFetch((c) =>
      c.path.startsWith('/v1/setting/allnames')
        ? {
            body: [
              { label: 'Annie', value: 'Annie', id: 0 },
              { label: 'Joanna', value: 'Joanna', id: 2 },
              { label: 'Hannah', value: 'Hannah', id: 3 },
            ],
          }
        : {},
    );
    renderAdmin(<AiNamesForm initial={{ qty: 3, names: ['Annie', 'Ben', 'Joanna', 'Hannah'] }} />);
    // Removed here but not saved yet: the server still has it, the list leaves it out.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hannah' }));
    fireEvent.change(screen.getByLabelText('Search names'), { target: { value: ' ANN ' } });
    const list = screen.getByRole('list', { name: 'AI names' });
    await waitFor(() => {
      expect(
        within(list)
          .queryAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual(['Annie', 'Joanna']);
    });
    expect(calls).toEqual([{ method: 'GET', path: '/v1/setting/allnames?keyword=ANN', body: undefined }]);
    expect(screen.getByText('2 of 3 names (search looks in the saved list)')).toBeTruthy();
  });

  test('a failed search shows the server message', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'keyword too long' } }));
    renderAdmin(<AiNamesForm initial={{ qty: 2, names: ['Ann', 'Ben'] }} />);
    fireEvent.change(screen.getByLabelText('Search names'), { target: { value: 'x' } });
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('keyword too long');
    });
  });

  test('add refuses a repeat', () => {
    mockFetch();
    renderAdmin(<AiNamesForm initial={{ qty: 3, names: ['Annie', 'Ben', 'Joanna'] }} />);
    fireEvent.change(screen.getByLabelText('New AI name'), { target: { value: 'ben' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add AI name' }));
    expect(screen.getByRole('alert').textContent).toBe('That name is already in the list.');
  });

  test('saves qty and the edited names with PUT seta and shows the toast', async () => {
    const calls = mockFetch((c) => ({ body: { status: 'ok', ...(c.body as object) } }));
    renderAdmin(<AiNamesForm initial={{ qty: 3, names: ['Ann', 'Ben', 'Cal'] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann' }));
    fireEvent.change(screen.getByLabelText('New AI name'), { target: { value: ' Dora ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add AI name' }));
    fireEvent.change(screen.getByLabelText('Number of usable AI names'), { target: { value: '2' } });
    save();
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Successfully updated the number of AI names!');
    });
    expect(calls).toEqual([
      { method: 'PUT', path: '/v1/setting/seta', body: { qty: 2, names: ['Ben', 'Cal', 'Dora'] } },
    ]);
  });
});

describe('AiGamesForm', () => {
  test.each(['1', '101'])('refuses %s AI vs AI games', (qty) => {
    const calls = mockFetch();
    renderAdmin(<AiGamesForm initial={2} />);
    fireEvent.change(screen.getByLabelText('Number of AI vs AI games'), { target: { value: qty } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Number of AI vs AI games must be a whole number from 2 to 100.',
    );
    expect(calls).toEqual([]);
  });

  test('saves aiQty and shows the toast', async () => {
    const calls = mockFetch();
    renderAdmin(<AiGamesForm initial={2} />);
    fireEvent.change(screen.getByLabelText('Number of AI vs AI games'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Successfully updated the number of AI vs AI games!',
      );
    });
    expect(calls).toEqual([{ method: 'PUT', path: '/v1/setting/setagamenumber', body: { aiQty: 100 } }]);
  });
});
