import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ArenaPage } from '../../../contract/arenas';
import { i18n } from '../i18n/init';
import { makeQueryClient } from '../net/queryClient';
import { fakeApi, signInCleo, type FakeApi } from '../signin/testApi';
import { INITIAL_GAME_STATE, useGame } from '../stores/game';
import { useSession } from '../stores/session';
import Arena from './Arena';
import { game, line, page, summary } from './testArenas';
import { ARENA_POLL_MS } from './useArenaPage';
import { forgetEnteredGames } from './useEnterArenaGame';
import { NextArenaGame } from './NextArenaGame';
import { arenaOfRoom } from './arenaGameMemory';

/** The local clock the tests start at; the server's runs 5 s ahead of it (ms). */
const NOW = 1_800_000_000_000;
const SERVER_NOW = NOW + 5000;

let server: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  server = fakeApi();
  forgetEnteredGames();
  signInCleo();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'unknown', account: null });
  useGame.setState(INITIAL_GAME_STATE);
  sessionStorage.clear();
});

/** A running arena's page at the server's clock, with `over` changed. */
const running = (over: Partial<ArenaPage> = {}): ArenaPage =>
  page({
    arena: summary({ startsAt: SERVER_NOW - 60_000, endsAt: SERVER_NOW + 600_000 }),
    now: SERVER_NOW,
    ...over,
  });

/** Serves `answer` as arena a1's page. */
const serve = (answer: ArenaPage) => {
  server.on('GET /api/arenas/a1', { body: answer });
};

/** Renders the arena's page at `url`, entering games through `join`. */
function renderPage(url = '/arenas/a1', join = vi.fn((_roomId: string) => Promise.resolve(true))) {
  const router = createMemoryRouter(
    [
      { path: '/arenas/:id', element: <Arena join={join} /> },
      { path: '/play', element: <p>the game</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, join };
}

/** Lets the page ask again. */
async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ARENA_POLL_MS);
  });
}

const posts = () => server.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

describe('the head and its countdown', () => {
  test("an upcoming arena counts down to its start on the server's clock, and asks again every 2 s", async () => {
    // The server's clock runs 5 s ahead of this one at every answer.
    const startsAt = SERVER_NOW + 65_000;
    server.on('GET /api/arenas/a1', () => ({
      body: page({
        arena: summary({ status: 'upcoming', startsAt, endsAt: startsAt + 600_000 }),
        now: Date.now() + 5000,
      }),
    }));
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Evening Arena');
    // 65 s on the server's clock, not the 70 s the local clock would say.
    expect(screen.getByRole('timer').textContent).toBe('1:05');
    expect(screen.getByText('Starts in', { exact: false }).textContent).toBe('Starts in 1:05');
    await nextPoll();
    expect(server.calls.filter((c) => c.path === '/api/arenas/a1').length).toBe(2);
    expect(screen.getByRole('timer').textContent).toBe('1:03');
    // At the start, until the next answer says the arena runs.
    server.on('GET /api/arenas/a1', 'network-error');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(63_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Starting…');
  });

  test('a running arena counts down to its end', async () => {
    serve(running());
    renderPage();
    expect((await screen.findByRole('timer')).textContent).toBe('10:00');
    expect(screen.getByText('Ends in', { exact: false })).toBeTruthy();
  });

  test('an unknown arena says so', async () => {
    server.on('GET /api/arenas/a1', {
      status: 404,
      body: { code: 'arena/unknown', message: 'There is no such arena.' },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(i18n.t('errors:arena/unknown'));
    // Asking again would change nothing: the page waits for Try again.
    await nextPoll();
    expect(server.calls.filter((c) => c.path === '/api/arenas/a1')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(server.calls.filter((c) => c.path === '/api/arenas/a1')).toHaveLength(2);
    });
  });
});

describe('the standings', () => {
  const lines = [
    line(1, 'ann', {
      score: 10,
      fire: true,
      performance: 1810,
      sheet: [game('win'), game('win'), game('win', { points: 5, fire: true, berserk: true })],
      playing: true,
    }),
    line(2, 'bob', {
      score: 3,
      sheet: [game('draw'), game('win', { berserk: true }), game('loss')],
      state: 'paused',
    }),
    line(3, 'dan', { score: 1, sheet: [game('draw')], state: 'withdrawn' }),
  ];

  /** The table's rows as the text of their cells. */
  const rows = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

  test('each line: rank, player with fire, paused and withdrawn marks, score, the sheet as marks (and words), performance', async () => {
    serve(running({ standings: lines }));
    renderPage();
    await screen.findByRole('table');
    const ann = screen.getByRole('row', { name: /ann/ });
    expect(within(ann).getByTestId('fire').textContent).toBe('🔥On fire');
    expect(within(ann).getByText('Playing')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /bob/ })).getByText('Paused')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /dan/ })).getByText('Withdrawn')).toBeTruthy();
    // The marks: each game's points, a game on fire flamed, a berserk one with a bolt.
    const marks = [...within(ann).getByTestId('sheet').querySelectorAll('.arena-mark')];
    expect(
      marks.map((m) => [m.textContent, m.getAttribute('data-fire'), m.getAttribute('data-berserk')]),
    ).toEqual([
      ['2', null, null],
      ['2', null, null],
      ['5⚡', 'true', 'true'],
    ]);
    expect(within(ann).getByTestId('sheet').querySelector('.arena-marks')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(within(screen.getByRole('row', { name: /bob/ })).getByText(/^Games of bob/).textContent).toBe(
      'Games of bob: draw, 1 points; win, 2 points, berserk; loss',
    );
    expect(rows()[0]).toEqual([
      '1',
      'ann🔥On firePlaying',
      '10',
      expect.stringContaining('Games of ann') as string,
      '1810',
    ]);
    expect(rows()[2]?.[4]).toBe('–');
  });

  test('your line is marked when among the first lines', async () => {
    serve(running({ standings: lines, me: { line: lines[1]!, game: null } }));
    renderPage();
    const bob = await screen.findByRole('row', { name: /bob/ });
    expect(bob.getAttribute('aria-current')).toBe('true');
    expect(within(bob).getByText('You')).toBeTruthy();
    expect(screen.queryByRole('rowgroup', { name: 'Your place' })).toBeNull();
  });

  test('your line is kept in view after a gap when it is below the first lines', async () => {
    const mine = line(57, 'cleo', { score: 2, sheet: [game('win')] });
    serve(running({ standings: lines, me: { line: mine, game: null } }));
    renderPage();
    const below = await screen.findByRole('rowgroup', { name: 'Your place' });
    const row = within(below).getByRole('row', { name: /cleo/ });
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('57');
    expect(within(below).getByText('Players between')).toBeTruthy();
    expect(rows().map((r) => r[0])).toEqual(['1', '2', '3', '⋮Players between', '57']);
  });
});

describe('the buttons', () => {
  const me = (state: 'active' | 'paused') => ({ line: line(4, 'cleo', { state }), game: null });

  test('Join a public arena', async () => {
    serve(running());
    server.on('POST /api/arenas/a1/join', { body: { ok: true } });
    renderPage();
    const join = await screen.findByRole('button', { name: 'Join' });
    join.focus();
    serve(running({ me: { line: line(4, 'cleo'), game: null } }));
    fireEvent.click(join);
    expect(await screen.findByText('You joined the arena.')).toBeTruthy();
    expect(posts()).toEqual([['/api/arenas/a1/join', {}]]);
    // The page asked again at once: Join gave way to Pause, which takes the focus Join had.
    const pause = await screen.findByRole('button', { name: 'Pause' });
    await waitFor(() => {
      expect(document.activeElement).toBe(pause);
    });
  });

  test("a private arena opened without its code asks for it; a wrong one is refused with the server's sentence", async () => {
    serve(running({ arena: summary({ private: true, endsAt: SERVER_NOW + 600_000 }) }));
    server.on('POST /api/arenas/a1/join', {
      status: 403,
      body: { code: 'arena/code-wrong', message: 'That is not this arena’s code.' },
    });
    renderPage();
    const join = await screen.findByRole('button', { name: 'Join with the code' });
    fireEvent.click(join);
    expect((await screen.findByRole('alert')).textContent).toBe('The code has 6 digits.');
    fireEvent.change(screen.getByLabelText('Arena code'), { target: { value: '111111' } });
    fireEvent.click(join);
    expect(await screen.findByText(i18n.t('errors:arena/code-wrong'))).toBeTruthy();
    expect(posts()).toEqual([['/api/arenas/a1/join', { code: '111111' }]]);
  });

  test('a private arena opened with ?code= joins with it, no field', async () => {
    serve(running({ arena: summary({ private: true, endsAt: SERVER_NOW + 600_000 }) }));
    server.on('POST /api/arenas/a1/join', { body: { ok: true } });
    renderPage('/arenas/a1?code=123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await screen.findByText('You joined the arena.');
    expect(screen.queryByLabelText('Arena code')).toBeNull();
    expect(posts()).toEqual([['/api/arenas/a1/join', { code: '123456' }]]);
  });

  test('a code from the address that the server refuses brings the field back, filled with it', async () => {
    serve(running({ arena: summary({ private: true, endsAt: SERVER_NOW + 600_000 }) }));
    server.on('POST /api/arenas/a1/join', {
      status: 403,
      body: { code: 'arena/code-wrong', message: 'That is not this arena’s code.' },
    });
    renderPage('/arenas/a1?code=654321');
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Arena code');
    expect(field.value).toBe('654321');
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('errors:arena/code-wrong'));
  });

  test('Pause, then Come back', async () => {
    serve(running({ me: me('active') }));
    server.on('POST /api/arenas/a1/pause', { body: { ok: true } });
    server.on('POST /api/arenas/a1/resume', { body: { ok: true } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await screen.findByText('You are paused: you will not be paired until you come back.');
    serve(running({ me: me('paused') }));
    await nextPoll();
    fireEvent.click(await screen.findByRole('button', { name: 'Come back' }));
    await screen.findByText('You are back: you will be paired as soon as someone is free.');
    expect(posts().map(([path]) => path)).toEqual(['/api/arenas/a1/pause', '/api/arenas/a1/resume']);
  });

  test('Withdraw during an arena game asks "Withdraw and lose this game by forfeit?"; yes withdraws with forfeit', async () => {
    serve(running({ me: me('active') }));
    server.on('POST /api/arenas/a1/withdraw', (body) =>
      (body as { forfeit?: boolean }).forfeit === true
        ? { body: { ok: true } }
        : { status: 409, body: { code: 'arena/in-game', message: i18n.t('errors:arena/in-game') } },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Withdraw and lose this game by forfeit?',
    });
    const yes = within(question).getByRole('button', { name: 'Withdraw and forfeit' });
    await waitFor(() => {
      expect(document.activeElement).toBe(yes);
    });
    // No refusal shown: the question is the answer.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw' }));
    });

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw and forfeit' }));
    await screen.findByText('You withdrew from the arena. Your points stand.');
    expect(posts()).toEqual([
      ['/api/arenas/a1/withdraw', {}],
      ['/api/arenas/a1/withdraw', {}],
      ['/api/arenas/a1/withdraw', { forfeit: true }],
    ]);
  });

  test('signed out: a way to sign in, no button', async () => {
    useSession.setState({ status: 'signedOut', account: null });
    serve(running());
    renderPage();
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });
});

describe('pairing straight into the game', () => {
  test('when my game appears the page joins its room at once and goes to the game, told its arena; back on the page it does not go again', async () => {
    const mine = line(4, 'cleo');
    serve(running({ me: { line: mine, game: null } }));
    const { router, join } = renderPage();
    await screen.findByText(i18n.t('arenas:actions.waiting'));
    expect(join).not.toHaveBeenCalled();
    serve(running({ me: { line: { ...mine, playing: true }, game: { roomId: 'room9' } } }));
    await nextPoll();
    await screen.findByText('the game');
    expect(join).toHaveBeenCalledExactlyOnceWith('room9');
    expect(router.state.location.pathname + router.state.location.search).toBe('/play?arena=a1');
    // The tab remembers the game's arena (/play opened without ?arena= still knows it).
    expect(arenaOfRoom('room9')).toBe('a1');

    // Back on the arena's page while the server still names that game: a button, no second join.
    await act(async () => {
      await router.navigate('/arenas/a1');
    });
    const go = await screen.findByRole('button', { name: 'Go to your game' });
    expect(join).toHaveBeenCalledTimes(1);
    fireEvent.click(go);
    await screen.findByText('the game');
    expect(join).toHaveBeenCalledTimes(2);
  });

  test('while another game is live in this tab the page does not leave it by itself: Go to your game does', async () => {
    useGame.setState({ status: 'live', roomId: 'casual1', gameOver: null });
    serve(running({ me: { line: line(4, 'cleo'), game: { roomId: 'room9' } } }));
    const { router, join } = renderPage();
    const go = await screen.findByRole('button', { name: 'Go to your game' });
    await nextPoll();
    expect(join).not.toHaveBeenCalled();
    fireEvent.click(go);
    await screen.findByText('the game');
    expect(join).toHaveBeenCalledExactlyOnceWith('room9');
    expect(router.state.location.search).toBe('?arena=a1');
  });

  test('a join that fails says so and keeps the way in', async () => {
    serve(running({ me: { line: line(4, 'cleo'), game: { roomId: 'room9' } } }));
    const join = vi.fn(() => Promise.resolve(false));
    const { router } = renderPage('/arenas/a1', join);
    expect((await screen.findByRole('alert')).textContent).toContain('Your arena game could not be joined');
    expect(router.state.location.pathname).toBe('/arenas/a1');
    expect(screen.getByRole('button', { name: 'Go to your game' })).toBeTruthy();
  });
});

test('on the game screen after an arena game, a next pairing is entered there at once', async () => {
  serve(running({ me: { line: line(4, 'cleo'), game: null } }));
  const join = vi.fn((_roomId: string) => Promise.resolve(true));
  const router = createMemoryRouter(
    [{ path: '/play', element: <NextArenaGame arenaId="a1" join={join} /> }],
    { initialEntries: ['/play?arena=a1'] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await nextPoll();
  expect(join).not.toHaveBeenCalled();
  serve(running({ me: { line: line(4, 'cleo'), game: { roomId: 'room10' } } }));
  await nextPoll();
  await waitFor(() => {
    expect(join).toHaveBeenCalledExactlyOnceWith('room10');
  });
  expect(router.state.location.pathname + router.state.location.search).toBe('/play?arena=a1');
});

describe('the games in progress and the code', () => {
  test('the top games link to /watch/:roomId; a private arena shows its code and link', async () => {
    serve(
      running({
        arena: summary({ private: true, endsAt: SERVER_NOW + 600_000 }),
        code: '424242',
        games: [
          { roomId: 'g1', a: 'ann', b: 'bob', rank: 1 },
          { roomId: 'g2', a: 'dan', b: 'eve', rank: 4 },
        ],
      }),
    );
    renderPage();
    const watch = await screen.findByRole('link', { name: 'Watch ann vs bob' });
    expect(watch.getAttribute('href')).toBe('/watch/g1');
    expect(screen.getByRole('link', { name: 'Watch dan vs eve' }).getAttribute('href')).toBe('/watch/g2');
    const code = screen.getByText('Arena code 4 2 4 2 4 2').parentElement!;
    expect(code.textContent).toBe('Arena code 4 2 4 2 4 2424242');
    expect(code.querySelector('[aria-hidden="true"]')?.textContent).toBe('424242');
    expect(screen.getByText(`${window.location.origin}/arenas/a1?code=424242`)).toBeTruthy();
  });
});

describe('the end', () => {
  test('a finished arena shows the podium, the final standings and the anchor, and no buttons', async () => {
    const top = [
      line(1, 'ann', { score: 12 }),
      line(2, 'bob', { score: 9 }),
      line(3, 'dan', { score: 4 }),
      line(4, 'eve'),
    ];
    serve(
      page({
        arena: summary({ status: 'finished', leader: 'ann' }),
        standings: top,
        me: { line: top[3]!, game: null },
        now: SERVER_NOW,
        anchor: { block: 9_876_543, tx: 'abc' },
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Podium' });
    const steps = within(screen.getByRole('heading', { name: 'Podium' }).parentElement!).getAllByRole(
      'listitem',
    );
    expect(steps.map((li) => li.textContent)).toEqual([
      'Firstann12 points',
      'Secondbob9 points',
      'Thirddan4 points',
    ]);
    expect(screen.getByRole('heading', { name: 'Final standings' })).toBeTruthy();
    expect(screen.getByText('The final standings are anchored on Hive in block 9876543.')).toBeTruthy();
    expect(screen.getByText('This arena is over.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: /Join|Pause|Withdraw/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Games in progress' })).toBeNull();
  });
});
