import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ArenaSchedule } from '../../../contract/arenas';
import ArenaSettings from '../screens/admin/ArenaSettings';
import { localDateTimeMs } from './ArenaScheduleForm';
import { mockFetch, renderAdmin } from './testing';

const DAILY: ArenaSchedule = {
  id: 's1',
  name: 'Daily Arena',
  every: 'daily',
  clock: 'standard',
  minutes: 60,
  nextStart: new Date('2026-12-01T20:00').getTime(),
};

/** The admin's server: the schedules, adding and deleting them. */
function serve(schedules: ArenaSchedule[]) {
  return mockFetch((c) => {
    if (c.method === 'GET' && c.path === '/api/admin/arenas') return { body: schedules };
    if (c.method === 'POST' && c.path === '/api/admin/arenas') {
      const added = { id: 's2', nextStart: 0, ...(c.body as object) } as ArenaSchedule;
      schedules.push(added);
      return { body: added };
    }
    if (c.method === 'DELETE') {
      schedules.splice(
        schedules.findIndex((s) => c.path.endsWith(`/${s.id}`)),
        1,
      );
      return { body: { ok: true } };
    }
    return { status: 404, body: { message: 'none' } };
  });
}

test('a local date-time input reads as this time zone’s epoch ms; anything else is none', () => {
  expect(localDateTimeMs('2026-12-01T20:00')).toBe(new Date(2026, 11, 1, 20, 0).getTime());
  expect(localDateTimeMs('')).toBeNull();
  expect(localDateTimeMs('tomorrow')).toBeNull();
});

test('the schedules are listed; one is added (its limits checked first) and one deleted', async () => {
  const calls = serve([DAILY]);
  renderAdmin(<ArenaSettings />, { screen: true });
  const table = await screen.findByRole('table');
  const row = within(table).getByRole('row', { name: /Daily Arena/ });
  expect(within(row).getByText('Every day')).toBeTruthy();
  expect(within(row).getByText('60 min')).toBeTruthy();
  expect(within(row).getByText(new Date(DAILY.nextStart).toLocaleString())).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'The name must have 3 to 40 characters.',
    'Choose the first start’s date and time.',
  ]);
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hourly Blitz' } });
  fireEvent.change(screen.getByLabelText('Every'), { target: { value: 'hourly' } });
  fireEvent.change(screen.getByLabelText('Length'), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText('First start'), { target: { value: '2026-12-02T08:30' } });
  fireEvent.click(screen.getByLabelText('Relaxed clock: every phase three times as long'));
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Schedule added.')).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Hourly Blitz',
    every: 'hourly',
    minutes: 30,
    firstStart: new Date(2026, 11, 2, 8, 30).getTime(),
    clock: 'relaxed',
  });
  await screen.findByRole('row', { name: /Hourly Blitz/ });

  fireEvent.click(screen.getByRole('button', { name: 'Delete the schedule Daily Arena' }));
  await waitFor(() => {
    expect(screen.queryByRole('row', { name: /Daily Arena/ })).toBeNull();
  });
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/arenas/s1']);
});
