import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Account } from '../../net/account';
import { rememberLevel } from './levelChoice';

const ALICE: Account = {
  username: 'alice',
  hiveUsername: 'alice',
  name: 'Alice',
  email: 'alice@example.com',
  role: 'user',
  type: 'keychain',
  avatar: null,
  fullprofile: true,
};

/** Answers the API calls the home page makes. */
function serve(embed: string | null, names = ['Others!', 'AI!', 'Create!', 'Join!']) {
  const fetchMock = vi.fn((input: string) => {
    const path = input;
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (path === '/v1/api/client-config') return json({ homeEmbedUrl: embed });
    if (path === '/v1/setting/setp') return json({ names });
    if (path === '/v1/setting/setg') return json({ playbg: null, chartile: [], charface: [] });
    if (path === '/v1/setting/opacity') return json({ tileOpacity: 1, faceOpacity: 1, imageOpacity: 1 });
    return json({ message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Session = 'signedIn' | 'signedOut';

/** Renders the home route on fresh modules (the client config is read once per page load). */
async function renderAt(path: string, session: Session = 'signedIn') {
  vi.resetModules();
  const { useSession } = await import('../../stores/session');
  useSession.setState(
    session === 'signedIn' ? { status: 'signedIn', account: ALICE } : { status: 'signedOut', account: null },
  );
  const { default: Home } = await import('../../screens/game/Home');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/game" element={<Home choice />} />
        <Route path="/signin" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home', () => {
  test('with an embedded site, / frames it (no sign-in needed)', async () => {
    serve('https://example.org/welcome');
    await renderAt('/', 'signedOut');
    const frame = await screen.findByTitle('Octoduel home');
    expect(frame.getAttribute('src')).toBe('https://example.org/welcome');
  });

  test('the framed site is sandboxed: its scripts, its own origin and popups, nothing more', async () => {
    serve('https://example.org/welcome');
    await renderAt('/', 'signedOut');
    const frame = await screen.findByTitle('Octoduel home');
    // Without allow-top-navigation it cannot navigate Octoduel away; without allow-forms it posts nothing.
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  test('without one, / is the game choice with the play texts from the settings', async () => {
    serve(null);
    await renderAt('/');
    // The texts come from the settings request: on a loaded host (the whole suite) it took over findBy's 1 s.
    expect(await screen.findByRole('button', { name: 'Others!' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AI!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join!' })).toBeTruthy();
    expect(screen.getByText('Your code will be generated.')).toBeTruthy();
    // A new player's level is easy (RULES.md "AI levels").
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Easy' }).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Watch AI versus AI' }).getAttribute('href')).toBe('/h0a2');
  });

  test('the AI level offered is the last one played in this browser', async () => {
    serve(null);
    rememberLevel('medium');
    try {
      await renderAt('/');
      await screen.findByRole('button', { name: 'AI!' });
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Medium' }).checked).toBe(true);
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Easy' }).checked).toBe(false);
    } finally {
      localStorage.clear();
    }
  });

  test('the four levels are offered, Perfect among them, each with a line saying what it plays', async () => {
    serve(null);
    await renderAt('/');
    await screen.findByRole('button', { name: 'AI!' });
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual(['easy', 'medium', 'hard', 'perfect']);
    const easy = screen.getByRole('radio', { name: 'Easy' });
    expect(easy).toHaveProperty('checked', true);
    const about = () => document.getElementById(easy.getAttribute('aria-describedby')!)?.textContent;
    expect(about()).toMatch(/at random/);
    fireEvent.click(screen.getByRole('radio', { name: 'Perfect' }));
    expect(screen.getByRole('radio', { name: 'Perfect' })).toHaveProperty('checked', true);
    expect(about()).toMatch(/exact solution/);
    fireEvent.click(screen.getByRole('radio', { name: 'Hard' }));
    expect(about()).toMatch(/equilibrium of each turn/);
    fireEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(about()).toMatch(/Greedy/);
  });

  test('without one, / welcomes a signed-out visitor: the game on show and the ways in, no redirect', async () => {
    serve(null);
    await renderAt('/', 'signedOut');
    expect(await screen.findByRole('heading', { level: 1, name: 'Octoduel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(document.querySelectorAll('.w-board .g-token')).toHaveLength(2);
    expect(screen.queryByText('Sign-in page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Others!' })).toBeNull();
  });

  test('a signed-in player whose profile is not complete is sent to complete it, like the guard', async () => {
    serve(null);
    vi.resetModules();
    const { useSession } = await import('../../stores/session');
    useSession.setState({ status: 'signedIn', account: { ...ALICE, email: null, fullprofile: false } });
    const { default: Home } = await import('../../screens/game/Home');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/profilecomplete" element={<p>Profile page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  test('/game is the game choice even with an embedded site', async () => {
    const fetchMock = serve('https://example.org/');
    await renderAt('/game');
    expect(await screen.findByRole('button', { name: 'Others!' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([p]) => p)).not.toContain('/v1/api/client-config');
  });
});
