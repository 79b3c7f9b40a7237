import { afterEach, describe, expect, test, vi } from 'vitest';
import { listenForWindowLogin, parseWindowLogin } from './windowLogin';

const BACKEND = 'https://backend.example';
const LOGIN = { username: 'alice', token: 'a-session-token-123' };

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** Posts a message to this window as if from `origin`, and lets the listener's checks finish. */
async function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
  await new Promise((r) => setTimeout(r, 0));
}

describe('login through a window message', () => {
  test('the backend origin signs in; any other origin is ignored', async () => {
    const signIn = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = listenForWindowLogin(() => Promise.resolve(BACKEND), signIn);
    await post(LOGIN, 'https://evil.example');
    await post(LOGIN, 'http://backend.example');
    expect(signIn).not.toHaveBeenCalled();
    await post(LOGIN, BACKEND);
    expect(signIn).toHaveBeenCalledExactlyOnceWith(LOGIN);
  });

  test('malformed login data is ignored even from the backend origin', async () => {
    const signIn = vi.fn();
    stop = listenForWindowLogin(() => Promise.resolve(BACKEND), signIn);
    for (const data of [
      null,
      'alice:token',
      { username: 'alice' },
      { token: LOGIN.token },
      { username: 42, token: LOGIN.token },
      { username: 'al', token: LOGIN.token },
      { username: 'alice', token: 'short' },
      { username: 'alice', token: 'x'.repeat(600) },
    ])
      await post(data, BACKEND);
    expect(signIn).not.toHaveBeenCalled();
  });

  test('after stopping, nothing is heard', async () => {
    const signIn = vi.fn();
    listenForWindowLogin(() => Promise.resolve(BACKEND), signIn)();
    await post(LOGIN, BACKEND);
    expect(signIn).not.toHaveBeenCalled();
  });

  test('the username is trimmed', () => {
    expect(parseWindowLogin({ username: ' alice ', token: LOGIN.token })).toEqual(LOGIN);
  });
});
