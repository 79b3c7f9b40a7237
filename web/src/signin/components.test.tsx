import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NAME_EMPTY, NAME_ENDS_SPACE } from '../../../engine';
import type { Account } from '../net/account';
import { reloadPage } from '../net/page';
import { useSession } from '../stores/session';
import { NameEditor } from './NameEditor';
import { SignInMethods } from './SignInMethods';
import { SmartLockAdd } from './SmartLockAdd';
import { fakeApi, type FakeApi } from './testApi';

vi.mock('../net/page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.hive_keychain;
});

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('SmartLock Add Account form', () => {
  const KEY = `5${'K'.repeat(50)}`;
  test('Add Account is enabled only once username, posting key, password and confirmation are long enough', () => {
    render(<SmartLockAdd onAdded={vi.fn()} onError={vi.fn()} onClose={vi.fn()} />);
    const add = () => button('Add Account').disabled;
    expect(add()).toBe(true);
    type('Hive Username', 'al');
    type('Hive Private Posting Key', KEY);
    type('Password (5 numeric digits)', '12345');
    type('Confirm Password', '12345');
    expect(add()).toBe(true);
    type('Hive Username', 'ali');
    expect(add()).toBe(false);
    type('Hive Private Posting Key', KEY.slice(0, 50));
    expect(add()).toBe(true);
    type('Hive Private Posting Key', KEY);
    type('Confirm Password', '1234');
    expect(add()).toBe(true);
    type('Confirm Password', '12399');
    expect(add()).toBe(false);
  });

  test('the passwords take digits only, at most 5', () => {
    render(<SmartLockAdd onAdded={vi.fn()} onError={vi.fn()} onClose={vi.fn()} />);
    type('Password (5 numeric digits)', '1a2b3c4d5e6');
    expect(screen.getByLabelText<HTMLInputElement>('Password (5 numeric digits)').value).toBe('12345');
  });

  test('different passwords: the spec message on the error line', async () => {
    const onError = vi.fn();
    render(<SmartLockAdd onAdded={vi.fn()} onError={onError} onClose={vi.fn()} />);
    type('Hive Username', 'alice');
    type('Hive Private Posting Key', KEY);
    type('Password (5 numeric digits)', '12345');
    type('Confirm Password', '54321');
    fireEvent.click(button('Add Account'));
    await waitFor(() => {
      expect(onError).toHaveBeenLastCalledWith('Your password and confirmation password do not match.');
    });
  });
});

describe('the sign-in methods', () => {
  test('without the extension: the message and the four download links', async () => {
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Keychain/ }));
    expect(screen.getByRole('status').textContent).toBe('Looking for the Hive Keychain extension…');
    await waitFor(
      () => {
        expect(screen.getByRole('alert').textContent).toBe('You do not have hive keychain installed');
      },
      { timeout: 3000 },
    );
    for (const name of ['Chrome, Opera and Brave', 'Firefox', 'Android', 'iOS'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^https:\/\//);
  });

  test('the Keychain form opens only after the handshake answers', async () => {
    let answer: (() => void) | undefined;
    window.hive_keychain = {
      requestHandshake: (cb) => {
        answer = cb;
      },
      requestSignBuffer: vi.fn(),
      requestAddAccountAuthority: vi.fn(),
    };
    render(<SignInMethods onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Old credentials/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Keychain/ }));
    await waitFor(() => {
      expect(answer).toBeDefined();
    });
    expect(screen.getByRole('status').textContent).toContain('Looking for');
    expect(screen.queryByLabelText('Username')).toBeNull();
    act(() => {
      answer?.();
    });
    await screen.findByRole('button', { name: 'Sign in with Keychain' });
    fireEvent.click(button('Close Keychain'));
    expect(screen.getByRole('button', { name: /^SmartLock/ })).toBeTruthy();
  });

  test('old credentials: the password toggle shows and hides it; X returns to the list', () => {
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Old credentials/ }));
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    fireEvent.click(button('Show password'));
    expect(password.type).toBe('text');
    fireEvent.click(button('Hide password'));
    expect(password.type).toBe('password');
    fireEvent.click(button('Close old credentials'));
    expect(screen.queryByLabelText('Email Address')).toBeNull();
  });
});

describe("the profile's name editor", () => {
  const ALICE: Account = {
    username: 'alice',
    hiveUsername: 'alice',
    name: 'Alice',
    email: 'a@example.com',
    role: 'user',
    type: 'keychain',
    avatar: null,
    fullprofile: true,
  };
  let server: FakeApi;
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    server = fakeApi();
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    useSession.setState({ status: 'signedIn', account: ALICE });
    vi.mocked(reloadPage).mockClear();
    render(<NameEditor account={ALICE} />);
    fireEvent.click(button('Edit'));
  });
  const update = (typed: string) => {
    type('Name', typed);
    fireEvent.click(button('Update'));
  };

  test('a space at either end: alerted, still editing, nothing sent', () => {
    update(' Bob');
    expect(alert).toHaveBeenCalledWith(NAME_ENDS_SPACE);
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  test('empty: alerted and editing closes; unchanged: closes without an alert', () => {
    update('');
    expect(alert).toHaveBeenCalledWith(NAME_EMPTY);
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(button('Edit'));
    update('Alice');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  test('Cancel leaves edit mode without sending', () => {
    type('Name', 'Bob');
    fireEvent.click(button('Cancel'));
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  test('sends the name capitalised; success stores the new account, leaves edit mode and reloads the page', async () => {
    server.on('POST /api/users/updateName/alice', (body) => ({
      body: { status: 'ok', ...ALICE, name: (body as { newName: string }).newName },
    }));
    update('mary-ann lee');
    await waitFor(() => {
      expect(useSession.getState().account?.name).toBe('Mary-ann Lee');
    });
    expect(server.calls[0]?.body).toEqual({ newName: 'Mary-ann Lee' });
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(useSession.getState().account).not.toHaveProperty('status');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('a server failure alerts its message plus a period, once', async () => {
    server.on('POST /api/users/updateName/alice', {
      status: 400,
      body: {
        message:
          'Use 3-20 letters, with spaces, apostrophes and hyphens only between letters (one space at most)',
      },
    });
    update('B0b');
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith(
        'Use 3-20 letters, with spaces, apostrophes and hyphens only between letters (one space at most).',
      );
    });
    server.on('POST /api/users/updateName/alice', {
      status: 403,
      body: { message: 'You can only change your own profile.' },
    });
    update('Bobby');
    await waitFor(() => {
      expect(alert).toHaveBeenLastCalledWith('You can only change your own profile.');
    });
  });
});
