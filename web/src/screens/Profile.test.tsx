import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { PowerBars } from '../components/PowerBars';
import type { Account } from '../net/account';
import { fakeApi } from '../signin/testApi';
import { useSession } from '../stores/session';
import Profile from './Profile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALICE: Account = {
  username: 'alice',
  hiveUsername: 'alice',
  name: 'Alice',
  email: 'alice@example.com',
  role: 'user',
  type: 'keychain',
  avatar: null,
  fullprofile: true,
  voting_power: 50,
  downvoting_power: 25,
};

const meter = (name: string) => screen.getByRole('meter', { name });

test('the power bars are labelled meters with their percentages', () => {
  render(<PowerBars voting={12.345} downvoting={100} />);
  expect(meter('Voting power').getAttribute('aria-valuenow')).toBe('12.345');
  expect(meter('Voting power').getAttribute('aria-valuetext')).toBe('12.35 %');
  expect(meter('Downvoting power').getAttribute('aria-valuetext')).toBe('100 %');
  expect(screen.getByText('12.35 %')).toBeTruthy();
  cleanup();
  render(<PowerBars voting={null} downvoting={undefined} />);
  expect(screen.queryAllByRole('meter')).toEqual([]);
  expect(screen.getByText('Voting power: not read from the chain yet')).toBeTruthy();
});

test('the profile rereads the account and shows both powers as bars with percentages', async () => {
  const server = fakeApi();
  server.on('GET /v1/setting/setg', { body: {} });
  server.on('POST /v1/api/auth/user?refresh=1', {
    body: { status: 'ok', ...ALICE, voting_power: 80, downvoting_power: 0 },
  });
  useSession.setState({ status: 'signedIn', account: ALICE });
  render(
    <MemoryRouter>
      <Profile />
    </MemoryRouter>,
  );
  expect(meter('Voting power').getAttribute('aria-valuetext')).toBe('50 %');
  expect(meter('Downvoting power').getAttribute('aria-valuetext')).toBe('25 %');
  await waitFor(() => {
    expect(meter('Voting power').getAttribute('aria-valuetext')).toBe('80 %');
  });
  expect(meter('Downvoting power').getAttribute('aria-valuetext')).toBe('0 %');
  expect(screen.getByText('80 %')).toBeTruthy();
});
