import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A colyseus.js Room stand-in: records what is sent and lets the test play the server. */
const fakes = vi.hoisted(() => {
  class FakeRoom {
    sent: [string, unknown][] = [];
    left = false;
    private stateCbs: ((s: unknown) => void)[] = [];
    private leaveCbs: ((code: number) => void)[] = [];
    private handlers = new Map<string, (m: unknown) => void>();
    constructor(
      readonly roomId: string,
      readonly sessionId: string,
      readonly reconnectionToken = `${roomId}:${sessionId}-token`,
    ) {}
    onStateChange(cb: (s: unknown) => void) {
      this.stateCbs.push(cb);
    }
    onMessage(type: string, cb: (m: unknown) => void) {
      this.handlers.set(type, cb);
    }
    onLeave(cb: (code: number) => void) {
      this.leaveCbs.push(cb);
    }
    send(type: string, body?: unknown) {
      this.sent.push([type, body]);
    }
    leave() {
      this.left = true;
      this.drop(4000);
      return Promise.resolve(4000);
    }
    /** The server sends a state. */
    state(s: unknown) {
      for (const cb of this.stateCbs) cb(s);
    }
    /** The server sends a message. */
    message(type: string, m: unknown) {
      this.handlers.get(type)?.(m);
    }
    /** The connection closes with this code. */
    drop(code: number) {
      const cbs = this.leaveCbs;
      this.leaveCbs = [];
      for (const cb of cbs) cb(code);
    }
  }
  const calls = {
    create: vi.fn<(name: string, options?: unknown) => Promise<FakeRoom>>(),
    joinOrCreate: vi.fn<(name: string) => Promise<FakeRoom>>(),
    joinById: vi.fn<(id: string, options?: unknown) => Promise<FakeRoom>>(),
    reconnect: vi.fn<(token: string) => Promise<FakeRoom>>(),
    origins: [] as string[],
    auth: { token: undefined as string | undefined },
  };
  class FakeClient {
    auth = calls.auth;
    constructor(origin: string) {
      calls.origins.push(origin);
    }
    create(name: string, options?: unknown) {
      return calls.create(name, options);
    }
    joinOrCreate(name: string) {
      return calls.joinOrCreate(name);
    }
    joinById(id: string, options?: unknown) {
      return options === undefined ? calls.joinById(id) : calls.joinById(id, options);
    }
    reconnect(token: string) {
      return calls.reconnect(token);
    }
  }
  return { FakeRoom, FakeClient, calls };
});

vi.mock('colyseus.js', () => ({ Client: fakes.FakeClient }));

const { FakeRoom, calls } = fakes;
const { ApiError } = await import('../../net/http');
const { useGame } = await import('../../stores/game');
const connection = await import('./connection');
const { RESUME_KEY, saveResumeToken } = await import('./resumeToken');

/** A decoded state with two seats (structural, like the schema's). */
function synced(phase: string, turn = 1) {
  const players = new Map([
    [
      'me',
      {
        seat: 'A',
        name: 'Ann',
        username: 'ann',
        isAi: false,
        connected: true,
        character: 'J',
        square: 9,
        done: false,
      },
    ],
    [
      'ai-B',
      {
        seat: 'B',
        name: 'Zed',
        username: 'Zed ai',
        isAi: true,
        connected: true,
        character: 'T',
        square: 40,
        done: false,
      },
    ],
  ]);
  return {
    mode: 'h1a1',
    phase,
    deadline: 20_000,
    serverTime: 10_000,
    turn,
    paused: false,
    gameNumber: 1,
    gameCount: 1,
    players: {
      forEach: (cb: (v: unknown, k: string) => void) => {
        players.forEach(cb);
      },
    },
  };
}

const stored = () => JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? 'null') as { token: string } | null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await connection.leaveGame();
  vi.useRealTimers();
  vi.clearAllMocks();
  sessionStorage.clear();
});

async function inGame(phase = 'move') {
  const room = new FakeRoom('r1', 'me');
  calls.create.mockResolvedValueOnce(room);
  await expect(connection.startGame({ type: 'h1a1', level: 'easy' })).resolves.toBe(true);
  room.state(synced(phase));
  return room;
}

describe('starting and mirroring', () => {
  // Issue #10 point 6: the client authenticates with the httpOnly cookie; a token set here would go in the URL.
  test('one same-origin client without a token (the cookie signs it in); the room state is mirrored as plain values', async () => {
    const room = await inGame();
    expect(calls.origins).toEqual([window.location.origin]);
    expect(calls.auth.token).toBeUndefined();
    expect(calls.create).toHaveBeenCalledWith('h1a1', { level: 'easy' });
    const s = useGame.getState();
    expect(s).toMatchObject({ status: 'live', roomId: 'r1', sessionId: 'me' });
    expect(s.view?.players.map((p) => [p.seat, p.name, p.character])).toEqual([
      ['A', 'Ann', 'J'],
      ['B', 'Zed', 'T'],
    ]);
    expect(stored()?.token).toBe(room.reconnectionToken);
  });

  test('plan, error and gameover messages; the game end forgets the resume token', async () => {
    const room = await inGame();
    room.message('plan', { character: 'J', square: 9, move: 17, hit: null, set: false });
    room.message('error', {
      code: 'hit/out-of-range',
      message: 'Your character cannot hit that square from its move target.',
    });
    expect(useGame.getState().plan).toEqual({
      character: 'J',
      square: 9,
      move: 17,
      hit: null,
      set: false,
      ready: false,
    });
    expect(useGame.getState().error?.code).toBe('hit/out-of-range');
    room.message('gameover', {
      result: 'win',
      reason: 'forfeit',
      message: 'Your opponent left the game: you win',
    });
    expect(useGame.getState().gameOver?.message).toBe('Your opponent left the game: you win');
    expect(stored()).toBeNull();
    // The room closes later: no reconnection, the result stays.
    room.drop(4000);
    expect(useGame.getState()).toMatchObject({ status: 'closed', banner: null });
    expect(calls.reconnect).not.toHaveBeenCalled();
  });

  test('send goes to the current room; leaveGame sends exit, leaves and resets', async () => {
    const room = await inGame();
    connection.send({ type: 'move', square: 17 });
    await connection.leaveGame();
    expect(room.sent).toEqual([
      ['move', { square: 17 }],
      ['exit', undefined],
    ]);
    expect(room.left).toBe(true);
    expect(useGame.getState().status).toBe('idle');
    expect(stored()).toBeNull();
  });
});

describe('reconnection', () => {
  test('an unexpected drop mid-game: banner, then reconnect with backoff using the latest token', async () => {
    const room = await inGame();
    const back = new FakeRoom('r1', 'me2', 'r1:second-token');
    calls.reconnect
      .mockRejectedValueOnce(new ApiError('The seat is no longer held for you.', 'match/expired', 410))
      .mockResolvedValueOnce(back);
    room.drop(1006);
    expect(useGame.getState()).toMatchObject({
      status: 'reconnecting',
      banner: 'Connection lost. Reconnecting…',
    });
    expect(calls.reconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.reconnect).toHaveBeenLastCalledWith(room.reconnectionToken);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.reconnect).toHaveBeenCalledTimes(2);
    expect(useGame.getState()).toMatchObject({ status: 'live', banner: null, sessionId: 'me2' });
    // What we knew stays; the old room is ignored from now on; the new token is stored.
    expect(useGame.getState().view?.phase).toBe('move');
    room.state(synced('hit', 9));
    expect(useGame.getState().view?.turn).toBe(1);
    back.state(synced('hit', 2));
    expect(useGame.getState().view?.turn).toBe(2);
    expect(stored()?.token).toBe('r1:second-token');
  });

  test('when the grace period runs out: the game is closed with a message', async () => {
    const room = await inGame();
    calls.reconnect.mockRejectedValue(new ApiError('The seat is no longer held.', 'match/expired', 410));
    room.drop(1006);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.reconnect).toHaveBeenCalledTimes(7);
    expect(useGame.getState()).toMatchObject({ status: 'closed', banner: connection.RECONNECT_FAILED });
    expect(stored()).toBeNull();
  });

  test('a room that is gone (match/no-such-game) stops the attempts at once', async () => {
    const room = await inGame();
    calls.reconnect.mockRejectedValue(
      new ApiError('This game is over or no longer exists.', 'match/no-such-game', 404),
    );
    room.drop(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls.reconnect).toHaveBeenCalledTimes(1);
    expect(useGame.getState().status).toBe('closed');
  });

  test('a game whose connection cannot be restored asks for the notices (its server may have stopped)', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) => {
        asked.push(path);
        return Promise.resolve(new Response(JSON.stringify({ status: 'ok', notices: [] })));
      }),
    );
    const room = await inGame();
    calls.reconnect.mockRejectedValue(
      new ApiError('This game is over or no longer exists.', 'match/no-such-game', 404),
    );
    room.drop(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(asked).toEqual(['/v1/api/auth/notices']);
    // Asked again while a survivor may still be recording the game.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked.length).toBeGreaterThan(1);
    vi.unstubAllGlobals();
  });

  test.each([
    // Matchmaking refuses a signed-out reconnection (HTTP 401 with the API's coded body).
    [
      'matchmaking',
      401,
      'Please sign in to play.',
      new ApiError('Please sign in to play.', 'auth/signed-out', 401),
    ],
    // The room refuses another player's session when the WebSocket joins (colyseus.js's numeric code).
    [
      'the room',
      403,
      'This seat belongs to another player.',
      Object.assign(new Error('This seat belongs to another player.'), { code: 403 }),
    ],
  ])(
    'a reconnection %s refuses for its session (%i) stops at once and says why',
    async (_who, _status, text, error) => {
      const room = await inGame();
      calls.reconnect.mockRejectedValue(error);
      room.drop(1006);
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls.reconnect).toHaveBeenCalledTimes(1);
      expect(useGame.getState()).toMatchObject({ status: 'closed', banner: text });
      expect(stored()).toBeNull();
    },
  );

  test('a drop before the game started (the seat is not kept) is not retried', async () => {
    const room = await inGame('waiting');
    expect(stored()).toBeNull();
    room.drop(1006);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.reconnect).not.toHaveBeenCalled();
    expect(useGame.getState()).toMatchObject({ status: 'closed', banner: connection.CONNECTION_LOST });
  });

  test('after a reload: the stored token brings the tab back into its game', async () => {
    saveResumeToken('r9:tok', 'others', Date.now());
    expect(connection.hasResumableGame()).toBe(true);
    const back = new FakeRoom('r9', 's9', 'r9:tok2');
    calls.reconnect.mockResolvedValueOnce(back);
    const resumed = connection.resumeGame();
    await vi.advanceTimersByTimeAsync(0);
    await expect(resumed).resolves.toBe(true);
    expect(calls.reconnect).toHaveBeenCalledWith('r9:tok');
    expect(useGame.getState()).toMatchObject({ status: 'live', roomId: 'r9' });
    back.state(synced('place'));
    expect(stored()?.token).toBe('r9:tok2');
  });

  test('a stale token (older than the grace period) is not used', async () => {
    saveResumeToken('r9:tok', 'others', Date.now() - 60_000);
    expect(connection.hasResumableGame()).toBe(false);
    await expect(connection.resumeGame()).resolves.toBe(false);
    expect(calls.reconnect).not.toHaveBeenCalled();
  });
});

describe('public matchmaking', () => {
  const busy = () =>
    new ApiError('Many players are looking for a game right now.', 'server/unavailable', 503);

  test('a busy answer is asked again quietly: the player sees no error and gets the game', async () => {
    calls.joinOrCreate
      .mockRejectedValueOnce(busy())
      .mockRejectedValueOnce(busy())
      .mockResolvedValueOnce(new FakeRoom('p1', 'me'));
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(started).resolves.toBe(true);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(3);
    expect(useGame.getState()).toMatchObject({ roomId: 'p1', failure: null });
  });

  test('still busy after every retry: the last answer is shown', async () => {
    calls.joinOrCreate.mockRejectedValue(busy());
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(4000);
    await expect(started).resolves.toBe(false);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(connection.SEEK_RETRY_DELAYS.length);
    expect(useGame.getState().failure).toBe('Many players are looking for a game right now.');
    calls.joinOrCreate.mockReset();
  });

  test('a seat lost before the socket took it (its room closed meanwhile) is asked again quietly', async () => {
    // colyseus.js's ServerError as Colyseus answers a socket whose reserved seat is gone: code 0.
    calls.joinOrCreate
      .mockRejectedValueOnce(Object.assign(new Error('seat reservation expired.'), { code: 0 }))
      .mockResolvedValueOnce(new FakeRoom('p2', 'me'));
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(started).resolves.toBe(true);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(2);
    expect(useGame.getState()).toMatchObject({ roomId: 'p2', failure: null });
  });

  test("the room's own refusal at the socket is shown at once", async () => {
    calls.joinOrCreate.mockRejectedValueOnce(
      Object.assign(new Error('You are already in this game.'), { code: 409 }),
    );
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(started).resolves.toBe(false);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(1);
    expect(useGame.getState().failure).toBe('You are already in this game.');
  });

  test('told `seek` while waiting, the tab leaves its room and seeks again (waiting rooms are paired)', async () => {
    const lonely = new FakeRoom('p3', 'me');
    calls.joinOrCreate.mockResolvedValueOnce(lonely).mockResolvedValueOnce(new FakeRoom('p4', 'me'));
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(started).resolves.toBe(true);
    lonely.state({ ...synced('waiting', 0), mode: 'others' });
    lonely.message('seek', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(lonely.left).toBe(true);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(2);
    expect(useGame.getState()).toMatchObject({ roomId: 'p4', failure: null });
  });

  test('a `seek` once the game has started is ignored', async () => {
    const room = new FakeRoom('p5', 'me');
    calls.joinOrCreate.mockResolvedValueOnce(room);
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(started).resolves.toBe(true);
    room.state({ ...synced('start', 0), mode: 'others' });
    room.message('seek', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(room.left).toBe(false);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(1);
  });

  test('any other refusal is shown at once', async () => {
    calls.joinOrCreate.mockRejectedValueOnce(
      new ApiError('You already have 3 games open.', 'match/budget', 409),
    );
    const started = connection.startGame({ type: 'others' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(started).resolves.toBe(false);
    expect(calls.joinOrCreate).toHaveBeenCalledTimes(1);
    expect(useGame.getState().failure).toBe('You already have 3 games open.');
  });
});

describe('joining by code', () => {
  test.each([
    {
      error: new ApiError('There is no game with this code.', 'match/no-such-game', 404),
      want: 'There is no game with this code.',
    },
    {
      error: new ApiError('The game server is restarting.', 'server/unavailable', 503),
      want: 'There is no game with this code.',
    },
    {
      error: new ApiError('The server cannot be reached.', 'network/unreachable', 0),
      want: 'There is no game with this code.',
    },
    {
      // The room's own refusal when the WebSocket joins: colyseus.js's ServerError with a numeric code.
      error: Object.assign(new Error('You are already in this game.'), { code: 409 }),
      want: 'You are already in this game.',
    },
    {
      error: new ApiError(
        'Too many attempts to join by code. Please wait a minute and try again.',
        'rate/limited',
        429,
      ),
      want: 'Too many attempts to join by code. Please wait a minute and try again.',
    },
  ])('refused: $want', async ({ error, want }) => {
    calls.joinById.mockRejectedValueOnce(error);
    await expect(connection.joinByCode('123456')).resolves.toBe(false);
    expect(useGame.getState()).toMatchObject({ status: 'idle', failure: want });
  });

  test('joined: the private room is current', async () => {
    calls.joinById.mockResolvedValueOnce(new FakeRoom('123456', 'bob'));
    await expect(connection.joinByCode('123456')).resolves.toBe(true);
    expect(calls.joinById).toHaveBeenCalledWith('123456');
    expect(useGame.getState().roomId).toBe('123456');
  });
});

describe('an arena game (issue 41)', () => {
  test('joins the room the arena made by its id, leaving the finished game, and keeps a resume token once it runs', async () => {
    const finished = await inGame('over');
    const r = new FakeRoom('arena-room', 's9');
    calls.joinById.mockResolvedValueOnce(r);
    await expect(connection.joinArenaGame('arena-room')).resolves.toBe(true);
    expect(finished.left).toBe(true);
    expect(calls.joinById).toHaveBeenLastCalledWith('arena-room');
    expect(useGame.getState().roomId).toBe('arena-room');
    r.state(synced('choose'));
    expect(stored()).toMatchObject({ token: r.reconnectionToken, mode: 'arena' });
  });

  test('a refused join says why', async () => {
    calls.joinById.mockRejectedValueOnce(new Error('seat reservation expired.'));
    await expect(connection.joinArenaGame('arena-room')).resolves.toBe(false);
    expect(useGame.getState()).toMatchObject({ status: 'idle', failure: 'seat reservation expired.' });
  });
});

describe('spectating', () => {
  test('joins by id with spectate: true, mirrors the state and keeps no resume token', async () => {
    const r = new FakeRoom('live1', 's1');
    calls.joinById.mockResolvedValueOnce(r);
    expect(await connection.spectate('live1')).toBe(true);
    expect(calls.joinById).toHaveBeenCalledWith('live1', { spectate: true });
    r.state(synced('move'));
    expect(useGame.getState().view?.phase).toBe('move');
    expect(stored()).toBeNull();
  });

  // Regression: TV moving on while the last game's room was still closing lost the new game's state.
  test('a game joined while the last one is still being left keeps its state', async () => {
    const first = new FakeRoom('live1', 's1');
    let finishLeaving = () => {};
    first.leave = () =>
      new Promise<number>((resolve) => {
        finishLeaving = () => {
          resolve(4000);
        };
      });
    calls.joinById.mockResolvedValueOnce(first);
    await connection.spectate('live1');
    const leaving = connection.leaveGame();
    const next = new FakeRoom('live2', 's2');
    calls.joinById.mockResolvedValueOnce(next);
    await connection.spectate('live2');
    next.state(synced('choose'));
    finishLeaving();
    await leaving;
    expect(useGame.getState().roomId).toBe('live2');
    expect(useGame.getState().view?.phase).toBe('choose');
  });
});

describe('what arrives beside the synced state', () => {
  test('the record the room sends to a player joins the view of its game (the fairness check and the analysis read it)', async () => {
    const { liveViews } = await import('../../fairness/testGame');
    const { record } = liveViews();
    const room = await inGame();
    room.state({ ...synced('over'), gameId: record.gameId });
    expect(useGame.getState().view?.record).toBeNull();
    room.message('record', { record: JSON.stringify(record) });
    expect(useGame.getState().view?.record).toEqual(record);
    // Later patches keep it while the game is the same.
    room.state({ ...synced('over', 2), gameId: record.gameId });
    expect(useGame.getState().view?.record).toEqual(record);
    // The next game (AI versus AI) has none until its own comes.
    room.state({ ...synced('start'), gameId: 'g-next' });
    expect(useGame.getState().view?.record).toBeNull();
  });

  test("the server's clock: `time` at join sets the offset; the phase's older serverTime does not undo it; a new phase's does", async () => {
    const room = await inGame();
    const now = Date.now();
    room.message('time', { serverTime: now + 5000 });
    expect(useGame.getState().clockOffset).toBe(5000);
    room.state(synced('move'));
    expect(useGame.getState().clockOffset).toBe(5000);
    vi.advanceTimersByTime(1000);
    room.state({ ...synced('hit'), serverTime: now + 7000 });
    expect(useGame.getState().clockOffset).toBe(6000);
  });
});

describe('the connection as an object with a lifetime', () => {
  test('start listens to the page; stop leaves the room, stops listening, and later events change nothing', async () => {
    const add = vi.fn();
    const remove = vi.fn();
    const events: unknown[] = [];
    let state = useGame.getState();
    const own = new connection.GameConnection({
      origin: 'http://game.test',
      dispatch: (e) => {
        events.push(e.type);
      },
      getState: () => state,
      page: { addEventListener: add, removeEventListener: remove },
      lost: () => undefined,
      now: () => 0,
    });
    own.start();
    expect(add).toHaveBeenCalledWith('pagehide', expect.any(Function));
    const room = new FakeRoom('r9', 'me');
    calls.create.mockResolvedValueOnce(room);
    await expect(own.startGame({ type: 'h2a0' })).resolves.toBe(true);
    expect(calls.origins.at(-1)).toBe('http://game.test');
    expect(own.inRoom()).toBe(true);
    state = { ...state, status: 'live' };
    await own.stop();
    expect(room.sent).toContainEqual(['exit', undefined]);
    expect(room.left).toBe(true);
    expect(remove).toHaveBeenCalledWith('pagehide', expect.any(Function));
    expect(own.inRoom()).toBe(false);
    const seen = events.length;
    room.state(synced('move'));
    expect(events).toHaveLength(seen);
  });
});
