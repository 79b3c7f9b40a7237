import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { namesError } from '../../contract/http';
import { DEFAULT_AI_NAMES } from '../db/settings';
import { startTestApi, type SignedIn, type TestApi } from '../../tests/kits/testHarness';

let api: TestApi;
let admin: SignedIn;
beforeEach(async () => {
  api = await startTestApi();
  admin = await api.signIn('boss', { admin: true });
});
afterEach(async () => {
  await api.close();
});

type Method = 'GET' | 'PUT' | 'POST';

const get = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url: `/v1/setting/${url}` });
  expect(res.statusCode).toBe(200);
  return res.json<unknown>();
};

/** A write as the admin, as another user, or signed out (null). */
const send = (method: Method, url: string, body: object, who: SignedIn | null = admin) =>
  api.app.inject({ method, url: `/v1/setting/${url}`, payload: body, headers: who?.headers ?? {} });

/** Every settings read at once: what "nothing changed" compares. */
const READS = ['setl', 'setp', 'seta', 'setagamenumber', 'opacity', 'setg', 'allcharimg', 'allnames'];
const snapshot = async () => Promise.all(READS.map(get));

const DEFAULT_TEXTS = ['Rank', 'Name', 'Win', 'Draw', 'Loss', 'Rating'];

describe('fresh-install defaults', () => {
  test.each([
    ['setl', { title: 'Top 100', qty: 100, pause: false, order: 'rating', names: DEFAULT_TEXTS }],
    ['setp', { names: ['Play with Others', 'Play with AI', 'Create Game', 'Join Game'] }],
    ['seta', { qty: DEFAULT_AI_NAMES.length, names: DEFAULT_AI_NAMES }],
    ['setagamenumber', { qty: 2 }],
    ['opacity', { tileOpacity: 1, faceOpacity: 1, imageOpacity: 1 }],
  ])('GET %s', async (url, expected) => {
    expect(await get(url)).toEqual(expected);
  });

  test('GET allnames lists every AI name with its index', async () => {
    expect(await get('allnames')).toEqual(DEFAULT_AI_NAMES.map((n, id) => ({ label: n, value: n, id })));
  });
});

describe('two admins saving at once', () => {
  test('every leaderboard and play text saved at the same moment is kept', async () => {
    const other = await api.signIn('chief', { admin: true });
    const saves = [
      send('PUT', 'setlranktext', { rankText: '#' }),
      send('PUT', 'setlnametext', { nameText: 'Who' }, other),
      send('PUT', 'setlwintext', { winText: 'W' }),
      send('PUT', 'setldrawtext', { drawText: 'D' }, other),
      send('PUT', 'setllosstext', { lossText: 'L' }),
      send('PUT', 'setlratingtext', { ratingText: 'Elo' }, other),
      send('PUT', 'setlorder', { order: 'wins' }),
      send('PUT', 'setpplayotext', { playOText: 'Others' }, other),
      send('PUT', 'setpjoingtext', { joinGText: 'Join' }),
      send('PUT', 'setl', { title: 'Season 2', qty: 50 }, other),
    ];
    expect((await Promise.all(saves)).map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    expect(await get('setl')).toEqual({
      title: 'Season 2',
      qty: 50,
      pause: false,
      order: 'wins',
      names: ['#', 'Who', 'W', 'D', 'L', 'Elo'],
    });
    expect(await get('setp')).toEqual({ names: ['Others', 'Play with AI', 'Create Game', 'Join'] });
  });
});

describe('admin writes take effect', () => {
  const setl = (patch: object) => ({
    title: 'Top 100',
    qty: 100,
    pause: false,
    order: 'rating',
    names: DEFAULT_TEXTS,
    ...patch,
  });
  const texts = (i: number, value: string) => DEFAULT_TEXTS.map((t, j) => (j === i ? value : t));
  const play = (i: number, value: string) =>
    ['Play with Others', 'Play with AI', 'Create Game', 'Join Game'].map((t, j) => (j === i ? value : t));
  const opacity = (patch: object) => ({ tileOpacity: 1, faceOpacity: 1, imageOpacity: 1, ...patch });

  /** [case, method, route, body, success message, read route, what it reads back] */
  // prettier-ignore
  const WRITES: [string, Method, string, object, string, string, object][] = [
    ['title and players', 'PUT', 'setl', { title: '  Best of Hive ', qty: 25 }, 'Successfully updated!', 'setl', setl({ title: 'Best of Hive', qty: 25 })],
    ['pause', 'PUT', 'setlstatus', { status: true }, 'Successfully updated!', 'setl', setl({ pause: true })],
    ['continue', 'PUT', 'setlstatus', { status: false }, 'Successfully updated!', 'setl', setl({ pause: false })],
    ['rank text', 'PUT', 'setlranktext', { rankText: ' # ' }, 'Successfully saved rank text!', 'setl', setl({ names: texts(0, '#') })],
    ['name text', 'PUT', 'setlnametext', { nameText: 'Player' }, 'Successfully saved name text!', 'setl', setl({ names: texts(1, 'Player') })],
    ['win text', 'PUT', 'setlwintext', { winText: 'W' }, 'Successfully saved win text!', 'setl', setl({ names: texts(2, 'W') })],
    ['draw text', 'PUT', 'setldrawtext', { drawText: 'D' }, 'Successfully saved draw text!', 'setl', setl({ names: texts(3, 'D') })],
    ['loss text', 'PUT', 'setllosstext', { lossText: 'L' }, 'Successfully saved loss text!', 'setl', setl({ names: texts(4, 'L') })],
    ['rating text', 'PUT', 'setlratingtext', { ratingText: 'Elo' }, 'Successfully saved rating text!', 'setl', setl({ names: texts(5, 'Elo') })],
    ['order by wins', 'PUT', 'setlorder', { order: 'wins' }, 'Successfully updated!', 'setl', setl({ order: 'wins' })],
    ['play with others', 'PUT', 'setpplayotext', { playOText: 'Duel' }, 'Successfully saved Play with Others text!', 'setp', { names: play(0, 'Duel') }],
    ['play with AI', 'PUT', 'setpplayatext', { playAiText: 'Bot' }, 'Successfully saved Play with AI text!', 'setp', { names: play(1, 'Bot') }],
    ['create game', 'PUT', 'setpcreategtext', { createGText: 'New' }, 'Successfully saved Create Game text!', 'setp', { names: play(2, 'New') }],
    ['join game', 'PUT', 'setpjoingtext', { joinGText: 'Join' }, 'Successfully saved Join Game text!', 'setp', { names: play(3, 'Join') }],
    ['AI names', 'PUT', 'seta', { qty: 3, names: [' Xena ', 'Yuri', '', 'xena', 'Zed'] }, 'Successfully updated the number of AI names!', 'seta', { qty: 3, names: ['Xena', 'Yuri', 'Zed'] }],
    ['AI games', 'PUT', 'setagamenumber', { aiQty: 7 }, 'Successfully updated the number of AI vs AI games!', 'setagamenumber', { qty: 7 }],
    ['tile opacity', 'POST', 'saveopacity', { value: 0.46, title: 'tileOpacity' }, 'Successfully saved tile opacity!', 'opacity', opacity({ tileOpacity: 0.5 })],
    ['face opacity', 'POST', 'saveopacity', { value: 0, title: 'faceOpacity' }, 'Successfully saved face opacity!', 'opacity', opacity({ faceOpacity: 0 })],
    ['image opacity', 'POST', 'saveopacity', { value: 0.04, title: 'imageOpacity' }, 'Successfully saved image opacity!', 'opacity', opacity({ imageOpacity: 0 })],
  ];

  test.each(WRITES)('%s', async (_name, method, url, body, message, readUrl, expected) => {
    const res = await send(method, url, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message, ...expected });
    expect(await get(readUrl)).toEqual(expected);
  });

  test('writes change only their own part of a setting', async () => {
    await send('PUT', 'setlwintext', { winText: 'Victories' });
    await send('PUT', 'setl', { title: 'Season 2', qty: 10 });
    await send('PUT', 'setlstatus', { status: true });
    expect(await get('setl')).toEqual(
      setl({ title: 'Season 2', qty: 10, pause: true, names: texts(2, 'Victories') }),
    );
  });
});

describe('limits', () => {
  const aiList = (count: number) => Array.from({ length: count }, (_, i) => `AI ${i}`);

  test.each<[string, Method, string, object, number]>([
    ['title of 50 characters', 'PUT', 'setl', { title: 'x'.repeat(50), qty: 5 }, 200],
    ['title of 51 characters', 'PUT', 'setl', { title: 'x'.repeat(51), qty: 5 }, 400],
    ['title of 50 characters plus spaces', 'PUT', 'setl', { title: ` ${'x'.repeat(50)} `, qty: 5 }, 200],
    ['empty title', 'PUT', 'setl', { title: '   ', qty: 5 }, 400],
    ['missing title', 'PUT', 'setl', { qty: 5 }, 400],
    ['players 0', 'PUT', 'setl', { title: 'T', qty: 0 }, 400],
    ['players 1', 'PUT', 'setl', { title: 'T', qty: 1 }, 200],
    ['players 100', 'PUT', 'setl', { title: 'T', qty: 100 }, 200],
    ['players 101', 'PUT', 'setl', { title: 'T', qty: 101 }, 400],
    ['players 2.5', 'PUT', 'setl', { title: 'T', qty: 2.5 }, 400],
    ['players as text', 'PUT', 'setl', { title: 'T', qty: '5' }, 400],
    ['pause as text', 'PUT', 'setlstatus', { status: 'true' }, 400],
    ['order rating', 'PUT', 'setlorder', { order: 'rating' }, 200],
    ['order by name', 'PUT', 'setlorder', { order: 'name' }, 400],
    ['order missing', 'PUT', 'setlorder', {}, 400],
    ['AI names qty 1', 'PUT', 'seta', { qty: 1, names: ['Ann', 'Bob'] }, 400],
    ['AI names qty 2', 'PUT', 'seta', { qty: 2, names: ['Ann', 'Bob'] }, 200],
    ['AI names qty 5000', 'PUT', 'seta', { qty: 5000, names: ['Ann', 'Bob'] }, 200],
    ['AI names qty 5001', 'PUT', 'seta', { qty: 5001, names: ['Ann', 'Bob'] }, 400],
    ['AI name of 40 characters', 'PUT', 'seta', { qty: 2, names: ['n'.repeat(40), 'Bob'] }, 200],
    ['AI name of 41 characters', 'PUT', 'seta', { qty: 2, names: ['n'.repeat(41), 'Bob'] }, 400],
    ['5000 AI names', 'PUT', 'seta', { qty: 2, names: aiList(5000) }, 200],
    ['5001 AI names', 'PUT', 'seta', { qty: 2, names: aiList(5001) }, 400],
    ['AI names not a list', 'PUT', 'seta', { qty: 2, names: 'Ann, Bob' }, 400],
    ['AI games 1', 'PUT', 'setagamenumber', { aiQty: 1 }, 400],
    ['AI games 2', 'PUT', 'setagamenumber', { aiQty: 2 }, 200],
    ['AI games 100', 'PUT', 'setagamenumber', { aiQty: 100 }, 200],
    ['AI games 101', 'PUT', 'setagamenumber', { aiQty: 101 }, 400],
    ['opacity 1', 'POST', 'saveopacity', { value: 1, title: 'tileOpacity' }, 200],
    ['opacity 1.01', 'POST', 'saveopacity', { value: 1.01, title: 'tileOpacity' }, 400],
    ['opacity -0.1', 'POST', 'saveopacity', { value: -0.1, title: 'tileOpacity' }, 400],
    ['opacity of an unknown title', 'POST', 'saveopacity', { value: 0.5, title: 'floorOpacity' }, 400],
    ['opacity title __proto__', 'POST', 'saveopacity', { value: 0.5, title: '__proto__' }, 400],
    ['opacity as text', 'POST', 'saveopacity', { value: '0.5', title: 'tileOpacity' }, 400],
    ['text of 40 characters', 'PUT', 'setlranktext', { rankText: 'r'.repeat(40) }, 200],
    ['text of 41 characters', 'PUT', 'setlranktext', { rankText: 'r'.repeat(41) }, 400],
    ['text of 40 emoji', 'PUT', 'setlranktext', { rankText: '🐙'.repeat(40) }, 200],
    ['empty text', 'PUT', 'setpjoingtext', { joinGText: ' ' }, 400],
    ['text with a line break', 'PUT', 'setpjoingtext', { joinGText: 'Join\nnow' }, 400],
    ['text under the wrong field', 'PUT', 'setpjoingtext', { joinText: 'Join' }, 400],
  ])('%s: %i', async (_name, method, url, body, status) => {
    const before = await snapshot();
    const res = await send(method, url, body);
    expect(res.statusCode).toBe(status);
    if (status === 200) return;
    expect(res.json()).toMatchObject({
      status: 'error',
      statusCode: 400,
      message: expect.any(String) as string,
    });
    expect(await snapshot()).toEqual(before);
  });

  test("the server refuses AI names with the admin screen's message (one check, contract/http.ts)", async () => {
    // Regression: the server used to answer the first bad name in list order ('one line' here) while the
    // screen named an over-long name first; both now run namesError.
    const names = ['Ann', 'B\u0007b', 'x'.repeat(41)];
    const res = await send('PUT', 'seta', { qty: 2, names });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'setting/invalid', message: namesError(names) });
    expect(namesError(names)).toBe(`AI name "${'x'.repeat(20)}…" must be at most 40 characters.`);
  });

  test.each([
    ['no names', []],
    ['one name', ['Ann']],
    ['one name twice', ['Ann', ' ann ', 'ANN']],
    ['blanks', ['Ann', '', '   ']],
  ])("AI names with %s: 'minimum 2 names'", async (_name, names) => {
    const res = await send('PUT', 'seta', { qty: 2, names });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('minimum 2 names');
    expect(await get('seta')).toEqual({ qty: DEFAULT_AI_NAMES.length, names: DEFAULT_AI_NAMES });
  });

  test.each([
    [0.46, 0.5],
    [0.45, 0.5],
    [0.44, 0.4],
    [0.05, 0.1],
    [0.99, 1],
    [0.7, 0.7],
  ])('opacity %d is saved as %d', async (value, saved) => {
    const res = await send('POST', 'saveopacity', { value, title: 'faceOpacity' });
    expect(res.json()).toMatchObject({ faceOpacity: saved });
    expect(await get('opacity')).toMatchObject({ faceOpacity: saved });
  });

  test('messages say what is wrong', async () => {
    const message = async (url: string, body: object, method: Method = 'PUT') =>
      (await send(method, url, body)).json<{ message: string }>().message;
    expect(await message('setl', { title: 'x'.repeat(51), qty: 5 })).toBe(
      'Title must be at most 50 characters.',
    );
    expect(await message('setl', { title: '', qty: 5 })).toBe('Title is required.');
    expect(await message('setl', { title: 'T', qty: 101 })).toBe(
      'Number of players must be a whole number from 1 to 100.',
    );
    expect(await message('seta', { qty: 5001, names: ['A', 'B'] })).toBe(
      'Number of AI names must be a whole number from 2 to 5000.',
    );
    expect(await message('setagamenumber', { aiQty: 1 })).toBe(
      'Number of AI vs AI games must be a whole number from 2 to 100.',
    );
    expect(await message('saveopacity', { value: 2, title: 'tileOpacity' }, 'POST')).toBe(
      'Opacity must be from 0 to 1.',
    );
    expect(await message('setllosstext', { lossText: 'l'.repeat(41) })).toBe(
      'Loss text must be at most 40 characters.',
    );
  });
});

describe('AI name search', () => {
  beforeEach(async () => {
    await send('PUT', 'seta', { qty: 4, names: ['Anna', 'Hannah', 'Bob', 'Joanna', 'Ann-Marie'] });
  });

  test.each([
    ['', ['Anna', 'Hannah', 'Bob', 'Joanna', 'Ann-Marie']],
    ['ann', ['Anna', 'Hannah', 'Joanna', 'Ann-Marie']],
    ['ANNA', ['Anna', 'Hannah', 'Joanna']],
    [' bo ', ['Bob']],
    ['-m', ['Ann-Marie']],
    ['zz', []],
  ])('keyword %j', async (keyword, expected) => {
    const items = (await get(`allnames?keyword=${encodeURIComponent(keyword)}`)) as { label: string }[];
    expect(items.map((i) => i.label)).toEqual(expected);
  });

  test('items keep the index of the name in the whole list', async () => {
    expect(await get('allnames?keyword=joan')).toEqual([{ label: 'Joanna', value: 'Joanna', id: 3 }]);
  });

  test('a keyword over 100 characters is refused', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: `/v1/setting/allnames?keyword=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('only admins write', () => {
  let png: string;
  beforeEach(async () => {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    png = `data:image/png;base64,${bytes.toString('base64')}`;
  });

  /** Every settings write, with a body an admin would get 200 for. */
  const WRITES: [string, Method, string, (png: string) => object][] = [
    ['setl', 'PUT', 'setl', () => ({ title: 'Mine', qty: 3 })],
    ['setlstatus', 'PUT', 'setlstatus', () => ({ status: true })],
    ['setlranktext', 'PUT', 'setlranktext', () => ({ rankText: 'x' })],
    ['setlnametext', 'PUT', 'setlnametext', () => ({ nameText: 'x' })],
    ['setlwintext', 'PUT', 'setlwintext', () => ({ winText: 'x' })],
    ['setldrawtext', 'PUT', 'setldrawtext', () => ({ drawText: 'x' })],
    ['setllosstext', 'PUT', 'setllosstext', () => ({ lossText: 'x' })],
    ['setpplayotext', 'PUT', 'setpplayotext', () => ({ playOText: 'x' })],
    ['setpplayatext', 'PUT', 'setpplayatext', () => ({ playAiText: 'x' })],
    ['setpcreategtext', 'PUT', 'setpcreategtext', () => ({ createGText: 'x' })],
    ['setpjoingtext', 'PUT', 'setpjoingtext', () => ({ joinGText: 'x' })],
    ['seta', 'PUT', 'seta', () => ({ qty: 2, names: ['Mal', 'Eve'] })],
    ['setagamenumber', 'PUT', 'setagamenumber', () => ({ aiQty: 9 })],
    ['saveopacity', 'POST', 'saveopacity', () => ({ value: 0.2, title: 'imageOpacity' })],
    ['setgfloortile', 'POST', 'setgfloortile', (image) => ({ image })],
    ['setgmovetile', 'POST', 'setgmovetile', (image) => ({ image })],
    ['setgtaptile', 'POST', 'setgtaptile', (image) => ({ image })],
    ['setgmoveeffect', 'POST', 'setgmoveeffect', (image) => ({ image })],
    ['setgtapeffect', 'POST', 'setgtapeffect', (image) => ({ image })],
    ['setgchartile', 'POST', 'setgchartile', (image) => ({ image, n: 0 })],
    ['setgcharface', 'POST', 'setgcharface', (image) => ({ image, n: 15 })],
    ['charimg', 'POST', 'charimg', (image) => ({ image, imgFor: 'F', n: 2 })],
    ['setgplaybg', 'POST', 'setgplaybg', (image) => ({ image })],
    ['setgleaderbg', 'POST', 'setgleaderbg', (image) => ({ image })],
    ['setgprofilebg', 'POST', 'setgprofilebg', (image) => ({ image })],
  ];

  test('the table covers all 25 settings writes', () => {
    expect(new Set(WRITES.map((w) => w[2])).size).toBe(25);
  });

  test.each(WRITES)(
    '%s: 401 signed out, 403 for a player, nothing changed; 200 for an admin',
    async (_n, method, url, body) => {
      const player = await api.signIn('pleb');
      const before = await snapshot();
      const signedOut = await send(method, url, body(png), null);
      expect([signedOut.statusCode, signedOut.json<{ message: string }>().message]).toEqual([
        401,
        'Please sign in.',
      ]);
      const notAdmin = await send(method, url, body(png), player);
      expect([notAdmin.statusCode, notAdmin.json<{ message: string }>().message]).toEqual([
        403,
        'Only admins can change this.',
      ]);
      expect(await snapshot()).toEqual(before);
      const asAdmin = await send(method, url, body(png), admin);
      expect(asAdmin.statusCode).toBe(200);
      expect(await snapshot()).not.toEqual(before);
    },
  );

  test('an expired session is signed out', async () => {
    api.clock.now += 15 * 24 * 3600 * 1000;
    const res = await send('PUT', 'setl', { title: 'Late', qty: 3 }, admin);
    expect(res.statusCode).toBe(401);
  });

  test('auth is checked before the body: a signed-out bad body is 401, not 400', async () => {
    const res = await send('PUT', 'setl', { title: 5 }, null);
    expect(res.statusCode).toBe(401);
  });
});
