import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { LeaderboardSetting } from '../../../contract/http';
import { BoardControls, OrderForm, TitleForm } from './LeaderboardForms';
import { mockFetch, renderAdmin } from './testing';

const SETL: LeaderboardSetting = {
  title: 'Top 100',
  qty: 100,
  pause: false,
  order: 'rating',
  names: ['Rank', 'Name', 'Win', 'Draw', 'Loss', 'Rating'],
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const update = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
};

describe('TitleForm', () => {
  test.each([
    { title: 'x'.repeat(51), qty: '10', message: 'Title must be at most 50 characters.' },
    { title: '   ', qty: '10', message: 'Title is required.' },
    { title: 'Best', qty: '0', message: 'Number of players must be a whole number from 1 to 100.' },
    { title: 'Best', qty: '101', message: 'Number of players must be a whole number from 1 to 100.' },
    { title: 'Best', qty: '2.5', message: 'Number of players must be a whole number from 1 to 100.' },
    { title: 'Best', qty: '', message: 'Number of players is required.' },
  ])('refuses title "$title" / qty "$qty" without calling the server', ({ title, qty, message }) => {
    const calls = mockFetch();
    renderAdmin(<TitleForm initial={SETL} />);
    fill('Title', title);
    fill('Number of players', qty);
    update();
    expect(screen.getByText(message)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('shows the limits and the placeholder next to the fields', () => {
    mockFetch();
    renderAdmin(<TitleForm initial={SETL} />);
    expect(screen.getByLabelText('Title').getAttribute('placeholder')).toBe('Top 100');
    expect(screen.getByText('Required, at most 50 (7/50)')).toBeTruthy();
    expect(screen.getByText('Required, 1-100')).toBeTruthy();
  });

  test('50 characters and 1-100 players are saved trimmed, with the success toast', async () => {
    const calls = mockFetch(() => ({ body: { status: 'ok', message: 'Successfully updated!' } }));
    renderAdmin(<TitleForm initial={SETL} />);
    const title = ` ${'y'.repeat(50)} `;
    fill('Title', title);
    fill('Number of players', '1');
    update();
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Successfully updated!');
    });
    expect(calls).toEqual([
      { method: 'PUT', path: '/v1/setting/setl', body: { title: 'y'.repeat(50), qty: 1 } },
    ]);
  });

  test("shows the server's refusal", async () => {
    mockFetch(() => ({ status: 403, body: { message: 'Only admins can change this.' } }));
    renderAdmin(<TitleForm initial={SETL} />);
    update();
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins can change this.');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('BoardControls', () => {
  test('pause toggles with PUT setlstatus and shows the new state', async () => {
    const calls = mockFetch(() => ({ body: { ...SETL, pause: true } }));
    renderAdmin(<BoardControls initialPause={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(calls).toEqual([{ method: 'PUT', path: '/v1/setting/setlstatus', body: { status: true } }]);
    expect(screen.getByRole('status').textContent).toBe('Successfully updated!');
  });

  test('archive and reset run only after the confirm step', async () => {
    const calls = mockFetch();
    renderAdmin(<BoardControls initialPause={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, archive' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Successfully archived!');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Successfully reset!');
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /v1/setting/setlarchive',
      'DELETE /v1/setting/setlreset',
    ]);
  });
});

describe('OrderForm', () => {
  test('shows the saved order and saves the picked one with PUT setlorder', async () => {
    const calls = mockFetch(() => ({ body: { status: 'ok', message: 'Successfully updated!', ...SETL } }));
    renderAdmin(<OrderForm initial="rating" />);
    const select = screen.getByLabelText<HTMLSelectElement>('Order the board');
    expect(select.value).toBe('rating');
    fireEvent.change(select, { target: { value: 'wins' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Successfully updated!');
    });
    expect(calls).toEqual([{ method: 'PUT', path: '/v1/setting/setlorder', body: { order: 'wins' } }]);
  });
});
