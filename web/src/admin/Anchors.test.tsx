import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AdminAnchors } from '../../../contract/http';
import Admin from '../screens/admin/Admin';
import Anchors from '../screens/admin/Anchors';
import { mockFetch, renderAdmin } from './testing';

const TX = '0123456789abcdef0123456789abcdef01234567';
const OUTBOX: AdminAnchors = {
  counts: { queued: 2, published: 1, irreversible: 40, failed: 1 },
  recent: [
    {
      gameId: 'g-bad',
      state: 'failed',
      attempts: 8,
      lastError: 'RPC node https://api.hive.test answered 503',
      txId: null,
      block: null,
      queuedAt: Date.UTC(2026, 0, 2, 10, 0),
      publishedAt: null,
    },
    {
      gameId: 'g-ok',
      state: 'irreversible',
      attempts: 1,
      lastError: null,
      txId: TX,
      block: 90123456,
      queuedAt: Date.UTC(2026, 0, 2, 9, 0),
      publishedAt: Date.UTC(2026, 0, 2, 9, 0, 3),
    },
  ],
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

test('the admin page links to the Hive anchors status page', () => {
  renderAdmin(<Admin />);
  const link = within(screen.getByRole('navigation', { name: 'Status' })).getByRole('link');
  expect([link.textContent, link.getAttribute('href')]).toEqual(['Hive anchors', '/admin/anchors']);
});

test('shows the count per state and the recent anchors, the failed one with its last error', async () => {
  const calls = mockFetch(() => ({ body: OUTBOX }));
  renderAdmin(<Anchors />, { screen: true });
  expect((await screen.findByTestId('count-queued')).textContent).toBe('2');
  expect(screen.getByTestId('count-published').textContent).toBe('1');
  expect(screen.getByTestId('count-irreversible').textContent).toBe('40');
  expect(screen.getByTestId('count-failed').textContent).toBe('1');
  const [, failed, ok] = within(screen.getByRole('table')).getAllByRole('row');
  expect(cells(failed!)).toEqual([
    'g-bad',
    'Failed',
    '8',
    new Date(OUTBOX.recent[0]!.queuedAt).toLocaleString(undefined, {
      dateStyle: 'short',
      timeStyle: 'medium',
    }),
    '—',
    '—',
    '—',
    'RPC node https://api.hive.test answered 503',
  ]);
  expect(cells(ok!).slice(0, 3)).toEqual(['g-ok', 'Irreversible', '1']);
  expect(cells(ok!).slice(5)).toEqual(['90123456', '0123456789…', '']);
  expect(within(ok!).getByRole('link', { name: 'g-ok' }).getAttribute('href')).toBe('/replay/g-ok');
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/admin/anchors']);
  // Read only: no control but Refresh.
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Refresh']);
});

test('Refresh asks again; an empty outbox says so', async () => {
  let answer: AdminAnchors = OUTBOX;
  const calls = mockFetch(() => ({ body: answer }));
  renderAdmin(<Anchors />, { screen: true });
  await screen.findByRole('table');
  answer = { counts: { queued: 0, published: 0, irreversible: 0, failed: 0 }, recent: [] };
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('No anchors yet.')).toBeTruthy();
  expect(screen.getByTestId('count-irreversible').textContent).toBe('0');
  expect(calls).toHaveLength(2);
});

test('a refusal is shown with Try again', async () => {
  mockFetch(() => ({ status: 403, body: { code: 'auth/not-admin', message: 'Only admins can do this.' } }));
  renderAdmin(<Anchors />, { screen: true });
  expect((await screen.findByRole('alert')).textContent).toContain('Only admins can do this.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});
