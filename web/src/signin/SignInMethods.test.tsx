// The sign-in screen's list (issue 37): the first option fits the device, each method says what it is and which
// key it uses, HiveSigner sends the browser to the page the server names, and a phone without Keychain is offered
// the hand-off to Keychain Mobile.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openPage } from '../net/navigate';
import { SignInMethods } from './SignInMethods';
import { fakeApi } from './testApi';

vi.mock('../net/navigate', () => ({ openPage: vi.fn() }));

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(openPage).mockReset();
  delete window.hive_keychain;
});

const asPhone = (userAgent: string) => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
};

const keychainHere = () => {
  window.hive_keychain = {
    requestHandshake: vi.fn(),
    requestSignBuffer: vi.fn(),
    requestAddAccountAuthority: vi.fn(),
  };
};

/** The server with HiveSigner on. */
function hiveSignerOn() {
  const api = fakeApi();
  api.on('GET /v1/api/hivesigner/config', { body: { enabled: true, host: 'hivesigner.com' } });
  return api;
}

/** The methods' names, top to bottom, once HiveSigner's setting has arrived. */
async function listed(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Sign-in methods' });
  await screen.findByText('HiveSigner');
  return Array.from(group.querySelectorAll('.method strong')).map((s) => s.textContent);
}

describe('the first option fits the device', () => {
  test('a desktop: Keychain first, then HiveAuth, HiveSigner, SmartLock, old credentials', async () => {
    hiveSignerOn();
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    expect(await listed()).toEqual(['Keychain', 'HiveAuth', 'HiveSigner', 'SmartLock', 'Old credentials']);
  });

  test('a phone without Keychain: HiveAuth, HiveSigner, Open in Keychain Mobile, SmartLock; no Keychain button', async () => {
    asPhone(ANDROID);
    hiveSignerOn();
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    expect(await listed()).toEqual([
      'HiveAuth',
      'HiveSigner',
      'Open in Keychain Mobile',
      'SmartLock',
      'Old credentials',
    ]);
  });

  test("inside Keychain Mobile's browser (a phone with window.hive_keychain): Keychain first", async () => {
    asPhone(ANDROID);
    keychainHere();
    hiveSignerOn();
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    expect(await listed()).toEqual(['Keychain', 'HiveAuth', 'HiveSigner', 'SmartLock', 'Old credentials']);
  });

  test('Keychain injected a moment after the page loaded still moves to the top', async () => {
    asPhone(ANDROID);
    hiveSignerOn();
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    expect((await listed())[0]).toBe('HiveAuth');
    keychainHere();
    await waitFor(() => {
      expect(screen.getAllByRole('button')[0]?.textContent).toMatch(/^Keychain/);
    });
  });

  test('each method says in one line which key it uses', async () => {
    asPhone(IPHONE);
    hiveSignerOn();
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    await listed();
    const lines = Array.from(document.querySelectorAll('.method .muted')).map((s) => s.textContent);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(/posting key|no Hive key/);
  });

  test('HiveSigner off on the server: not offered', async () => {
    const api = fakeApi();
    api.on('GET /v1/api/hivesigner/config', { body: { enabled: false, host: null } });
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    await waitFor(() => {
      expect(api.calls.map((c) => c.path)).toContain('/v1/api/hivesigner/config');
    });
    expect(screen.queryByText('HiveSigner')).toBeNull();
    expect(screen.getByRole('button', { name: /^Keychain/ })).toBeTruthy();
  });

  test('linking a Hive account to an email account on a phone: no HiveSigner or HiveAuth', async () => {
    asPhone(ANDROID);
    const api = hiveSignerOn();
    render(<SignInMethods link={{ username: 'oldtimer' }} onSignedIn={vi.fn()} />);
    await waitFor(() => {
      expect(api.calls).toHaveLength(1);
    });
    const names = Array.from(document.querySelectorAll('.method strong')).map((s) => s.textContent);
    expect(names).toEqual(['Open in Keychain Mobile', 'SmartLock']);
  });
});

describe('HiveSigner', () => {
  test("goes to the HiveSigner page the server names (the server's state cookie travels with the browser)", async () => {
    const api = hiveSignerOn();
    const url = 'https://hivesigner.com/oauth2/authorize?client_id=octoduel&state=s';
    api.on('POST /v1/api/hivesigner/start', { body: { status: 'ok', url } });
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: /^HiveSigner/ }));
    await waitFor(() => {
      expect(openPage).toHaveBeenCalledWith(url);
    });
    expect(screen.getByRole('status').textContent).toBe('Opening HiveSigner (hivesigner.com)…');
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: '/v1/api/hivesigner/start', body: {} });
  });

  test("the server's refusal is shown on the error line and the button works again", async () => {
    const api = hiveSignerOn();
    api.on('POST /v1/api/hivesigner/start', {
      status: 429,
      body: { code: 'rate/limited', message: 'Too many sign-in attempts from your address.' },
    });
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: /^HiveSigner/ });
    fireEvent.click(button);
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts from your address.');
    });
    expect(button.disabled).toBe(false);
    expect(openPage).not.toHaveBeenCalled();
  });
});

describe('Open in Keychain Mobile', () => {
  test('Android: a link handing this page to the Keychain Mobile app (the Play Store without it)', async () => {
    asPhone(ANDROID);
    hiveSignerOn();
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    const link = await screen.findByRole('link', { name: /^Open in Keychain Mobile/ });
    expect(link.getAttribute('href')).toBe(
      `intent://${window.location.host}/signin#Intent;scheme=http;package=com.mobilekeychain;` +
        'S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.mobilekeychain;end',
    );
  });

  test("iPhone: the steps, this page's address to copy, and the app stores", async () => {
    asPhone(IPHONE);
    hiveSignerOn();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }),
    );
    render(<SignInMethods legacy onSignedIn={vi.fn()} />);
    const open = await screen.findByRole('button', { name: /^Open in Keychain Mobile/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Tap Browser.')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/signin`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signin`);
    expect(screen.getByRole('link', { name: 'App Store' }).getAttribute('href')).toMatch(
      /^https:\/\/apps\.apple\.com\//,
    );
  });
});
