import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { CHARACTERS } from '../../../engine';
import Admin from '../screens/admin/Admin';
import GraphicsSettings from '../screens/admin/GraphicsSettings';
import LeaderboardSettings from '../screens/admin/LeaderboardSettings';
import PlaySettings from '../screens/admin/PlaySettings';
import { mockFetch, renderAdmin } from './testing';

const SETG = {
  floortile: '/v1/setting/image/floortile?v=7',
  movetile: null,
  taptile: null,
  moveeffect: null,
  tapeffect: null,
  chartile: Array<null>(16).fill(null),
  charface: Array<null>(16).fill(null),
  playbg: null,
  leaderbg: null,
  profilebg: null,
};

const READS: Record<string, unknown> = {
  '/v1/setting/setl': { title: 'Cup', qty: 10, pause: true, names: ['R', 'N', 'W', 'D', 'L'] },
  '/v1/setting/setp': { names: ['Others', 'AI', 'Create', 'Join'] },
  '/v1/setting/setg': SETG,
  '/v1/setting/opacity': { tileOpacity: 0.5, faceOpacity: 1, imageOpacity: 0 },
  '/v1/setting/allcharimg': CHARACTERS.map((c, id) => ({
    id,
    imgFor: c.letter,
    images: [null, id === 4 ? '/v1/setting/image/charimg-C-1?v=3' : null, null],
  })),
};

const serve = () => mockFetch((c) => ({ body: READS[c.path] }));

test('the admin page links to the four settings screens', () => {
  renderAdmin(<Admin />);
  const links = within(screen.getByRole('navigation', { name: 'Settings' })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['AI Settings', '/seta'],
    ['Graphics Settings', '/setg'],
    ['Leaderboard Settings', '/setl'],
    ['Play Settings', '/setp'],
  ]);
});

test('leaderboard settings show the saved values, the pause state and a Back link to /admin', async () => {
  serve();
  renderAdmin(<LeaderboardSettings />, { screen: true });
  expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Cup');
  expect(screen.getByLabelText<HTMLInputElement>('Number of players').value).toBe('10');
  const texts = ['Rank text', 'Name text', 'Win text', 'Draw text', 'Loss text'];
  expect(texts.map((t) => screen.getByLabelText<HTMLInputElement>(t).value)).toEqual([
    'R',
    'N',
    'W',
    'D',
    'L',
  ]);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  expect(screen.getByText(/^Paused:/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/admin');
});

test('a player (not admin) sees leaderboard settings read-only: the line, values, no enabled control', async () => {
  serve();
  renderAdmin(<LeaderboardSettings />, { screen: true, role: 'user' });
  expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Cup');
  expect(screen.getByRole('note').textContent).toBe('Only admins can change these settings.');
  const controls = [
    ...document.querySelectorAll<HTMLInputElement | HTMLButtonElement>('main input, input, button'),
  ];
  expect(controls.length).toBeGreaterThan(5);
  expect(controls.filter((c) => !c.matches(':disabled')).map((c) => c.outerHTML)).toEqual([]);
  expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
});

test('play settings show the four texts', async () => {
  serve();
  renderAdmin(<PlaySettings />, { screen: true });
  await screen.findByLabelText('Play with Others text');
  const labels = ['Play with Others text', 'Play with AI text', 'Create Game text', 'Join Game text'];
  expect(labels.map((l) => screen.getByLabelText<HTMLInputElement>(l).value)).toEqual([
    'Others',
    'AI',
    'Create',
    'Join',
  ]);
});

test('graphics: every Save is disabled until an image is chosen; current images and opacities show', async () => {
  serve();
  renderAdmin(<GraphicsSettings />, { screen: true });
  await screen.findByLabelText('Floor tile');
  const saves = screen.getAllByRole<HTMLButtonElement>('button', {
    name: /^Save .*(tile|effect|background)$/,
  });
  expect(saves).toHaveLength(8);
  expect(saves.every((b) => b.disabled)).toBe(true);
  expect(screen.getByAltText('Current floor tile').getAttribute('src')).toBe(SETG.floortile);
  // Move and tap tiles and effects show the default art the game uses; the backgrounds have none.
  for (const name of ['move tile', 'tap tile', 'move effect', 'tap effect']) {
    const art = screen.getByRole('img', { name: `Default ${name}` }).querySelector('img');
    expect(art?.getAttribute('src')).toContain(`/${name.replace(' ', '')}.svg`);
  }
  expect(screen.queryByRole('img', { name: 'Default floor tile' })).toBeNull();
  expect(screen.getAllByText('None (default)')).toHaveLength(3);
  expect(screen.getByLabelText<HTMLInputElement>('Tile opacity').value).toBe('0.5');
  expect(screen.getByRole('button', { name: 'Character images' })).toBeTruthy();
});

test('a failed read is shown with a way to try again', async () => {
  mockFetch(() => ({ status: 500, body: { message: 'Something went wrong on our side.' } }));
  renderAdmin(<PlaySettings />, { screen: true });
  expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('the character sub-view has a table per character: tile, face, and move/give/act images', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const calls = mockFetch((c) => ({
    body: READS[c.path] ?? { status: 'ok', url: '/v1/setting/image/chartile-4?v=9' },
  }));
  renderAdmin(<GraphicsSettings />, { url: '/setg?view=characters', screen: true });
  const cook = await screen.findByRole('table', { name: 'Cook (C)' });
  expect(screen.getAllByRole('table')).toHaveLength(16);
  const rows = within(cook)
    .getAllByRole('rowheader')
    .map((th) => th.textContent);
  expect(rows).toEqual(['Tile', 'Face', 'Move image', 'Give image', 'Act image']);
  expect(within(cook).getByAltText('Current cook give image').getAttribute('src')).toContain('charimg-C-1');
  // Without uploads: the default chef's hat as the face, with the move and act badges on its pose pictures.
  const face = within(cook).getByRole('img', { name: 'Default cook face' });
  expect(face.querySelector('img')?.getAttribute('src')).toContain('/cook.svg');
  const move = within(cook).getByRole('img', { name: 'Default cook move image' });
  expect(move.querySelector('img')?.getAttribute('src')).toContain('/cook.svg');
  expect(move.querySelector('.art-badge-move')).not.toBeNull();
  const act = within(cook).getByRole('img', { name: 'Default cook act image' });
  expect(act.querySelector('.art-badge-act')).not.toBeNull();
  expect(within(cook).getByText('None (default)')).toBeTruthy(); // the character tile has no default
  const png = new File([new Uint8Array([137, 80, 78, 71])], 't.png', { type: 'image/png' });
  fireEvent.change(within(cook).getByLabelText('Cook tile'), { target: { files: [png] } });
  fireEvent.click(within(cook).getByRole('button', { name: 'Save cook tile' }));
  await waitFor(() => {
    expect(screen.getByRole('status').textContent).toBe('Successfully saved character tile!');
  });
  const upload = calls.find((c) => c.method === 'POST')!;
  expect(upload.path).toBe('/v1/setting/setgchartile');
  expect((upload.body as FormData).get('n')).toBe('4');
});
