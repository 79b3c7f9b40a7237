import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CHARACTERS, characterIndex, type Letter } from '../../../engine';
import { mockFetch } from '../admin/testing';
import { CharacterCards } from '../game/board/CharacterCards';
import { GameScreen } from '../game/GameScreen';
import { plan, seat, view } from '../game/decoding/testViews';
import type { GameView } from '../game/decoding/types';
import { DEFAULT_GRAPHICS } from '../game/useGraphics';
import { dispatch, useGame } from '../stores/game';
import { NO_IMAGES } from './characterImages';
import { CharacterPicture } from './CharacterPicture';
import { DEFAULT_BOARD_ART, DEFAULT_PICTURES } from './defaultArt';
import { pictureFor } from './picture';
import { poseOf, poseOfSeat } from './pose';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => {
    dispatch({ type: 'reset' });
  });
});

const at = (letter: Letter, url: string) => {
  const list: (string | null)[] = Array<null>(16).fill(null);
  list[characterIndex(letter)] = url;
  return list;
};

describe('the default look', () => {
  test('16 distinct pictures, one per character, and the five board pictures', () => {
    const pictures = CHARACTERS.map((c) => DEFAULT_PICTURES[c.letter]);
    expect(new Set(pictures).size).toBe(16);
    expect(DEFAULT_PICTURES.F).toContain('org-doctor.svg');
    expect(DEFAULT_PICTURES.T).toContain('teacher.svg');
    expect(Object.keys(DEFAULT_BOARD_ART).sort()).toEqual([
      'floortile',
      'moveeffect',
      'movetile',
      'tapeffect',
      'taptile',
    ]);
    // Nothing uploaded: the board draws the default tiles and effects.
    expect(DEFAULT_GRAPHICS.floortile).toBe(DEFAULT_BOARD_ART.floortile);
    expect(DEFAULT_GRAPHICS.tapeffect).toBe(DEFAULT_BOARD_ART.tapeffect);
  });

  test('phases pick the pose: face in Choose and Place, move in Move, give in Give, act at the reveal', () => {
    expect(['choose', 'place', 'move', 'hit', 'reveal', 'over'].map((p) => poseOf(p as never))).toEqual([
      'face',
      'face',
      'move',
      'give',
      'act',
      'act',
    ]);
  });

  test('in Move a seat whose move is planned (done) plans its hit: the give pose', () => {
    expect(poseOfSeat('move', false)).toBe('move');
    expect(poseOfSeat('move', true)).toBe('give');
    expect(poseOfSeat('hit', false)).toBe('give');
    expect(poseOfSeat('reveal', true)).toBe('act');
    expect(poseOfSeat('place', true)).toBe('face');
  });

  test('without uploads a pose shows the default picture with its badge; the face shows it bare', () => {
    const g = { charface: [], faceOpacity: 0.6, imageOpacity: 0.8 };
    expect(pictureFor('C', 'face', g, NO_IMAGES)).toEqual({
      src: DEFAULT_PICTURES.C,
      opacity: 0.6,
      badge: null,
      uploaded: false,
    });
    for (const pose of ['move', 'give', 'act'] as const)
      expect(pictureFor('C', pose, g, NO_IMAGES)).toEqual({
        src: DEFAULT_PICTURES.C,
        opacity: 0.8,
        badge: pose,
        uploaded: false,
      });
  });

  test('uploads win: the face for Choose (and as the base of a missing pose image), each pose its image', () => {
    const g = { charface: at('C', '/img/cface'), faceOpacity: 0.6, imageOpacity: 0.8 };
    const images = ['/img/cmove', null, '/img/cact'] as const;
    expect(pictureFor('C', 'face', g, images)).toMatchObject({ src: '/img/cface', opacity: 0.6 });
    expect(pictureFor('C', 'move', g, images)).toEqual({
      src: '/img/cmove',
      opacity: 0.8,
      badge: null,
      uploaded: true,
    });
    expect(pictureFor('C', 'give', g, images)).toEqual({
      src: '/img/cface',
      opacity: 0.8,
      badge: 'give',
      uploaded: true,
    });
    expect(pictureFor('C', 'act', g, images)).toMatchObject({ src: '/img/cact', badge: null });
    // Another character keeps its default.
    expect(pictureFor('T', 'act', g, NO_IMAGES)).toMatchObject({ src: DEFAULT_PICTURES.T, badge: 'act' });
  });
});

test('a picture that fails to load falls back to the default picture, and that to the letter (logged)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const g = { charface: [], faceOpacity: 1, imageOpacity: 1 };
  const { container } = render(
    <CharacterPicture letter="C" pose="move" graphics={g} images={['/img/broken', null, null]} />,
  );
  const pic = () => container.querySelector<HTMLElement>('.art-pic')!;
  const img = () => container.querySelector('img');
  expect([img()?.getAttribute('src'), pic().dataset.source]).toEqual(['/img/broken', 'uploaded']);
  fireEvent.error(img()!);
  expect([img()?.getAttribute('src'), pic().dataset.source]).toEqual([DEFAULT_PICTURES.C, 'default']);
  expect(container.querySelector('.art-badge-move')).not.toBeNull();
  fireEvent.error(img()!);
  expect(img()).toBeNull();
  expect([pic().textContent, pic().dataset.source]).toEqual(['C', 'letter']);
  expect(warn).toHaveBeenCalledWith('picture of C failed to load', '/img/broken');
});

describe('uploaded images in play (GameScreen)', () => {
  const SETG = {
    floortile: '/img/floor',
    movetile: '/img/movetile',
    taptile: '/img/taptile',
    moveeffect: '/img/moveeffect',
    tapeffect: '/img/tapeffect',
    chartile: at('J', '/img/jtile'),
    charface: at('J', '/img/jface'),
    playbg: null,
  };

  const players = (a: number, b: number) => [
    seat({ key: 'me', seat: 'A', character: 'J', square: a }),
    seat({ key: 'them', seat: 'B', character: 'T', square: b }),
  ];

  function show(v: GameView, p = plan({ character: 'J', square: 27 })) {
    act(() => {
      dispatch({ type: 'state', view: v, receivedAt: 0 });
      dispatch({ type: 'plan', plan: p });
    });
  }

  const picture = (el: Element | null) => {
    const img = el?.querySelector<HTMLImageElement>('img.art-pic-img');
    return {
      src: img?.getAttribute('src'),
      opacity: img?.style.opacity,
      pose: img?.parentElement?.dataset.pose,
    };
  };
  const onSquare = (sq: number) => picture(document.querySelector(`[data-sq="${sq}"] .g-token`));
  const inCard = (name: string) => picture(screen.getByRole('article', { name }));
  const tiles = (sq: number) =>
    [...document.querySelectorAll<HTMLElement>(`[data-sq="${sq}"] .g-sq-img`)].map((e) => [
      e.style.backgroundImage,
      e.style.opacity,
    ]);

  test('charimg move/give/act, face, tiles and effects replace the defaults with their opacities', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = mockFetch((c) => {
      if (c.path === '/v1/setting/setg') return { body: SETG };
      if (c.path === '/v1/setting/opacity')
        return { body: { tileOpacity: 0.4, faceOpacity: 0.6, imageOpacity: 0.8 } };
      if (c.path === '/v1/setting/charimg/J')
        return { body: { id: 3, imgFor: 'J', images: ['/img/jmove', '/img/jgive', '/img/jact'] } };
      return { status: 500, body: { message: 'Something went wrong on our side.' } };
    });
    act(() => {
      dispatch({ type: 'joined', roomId: 'r1', sessionId: 'me' });
    });
    show(view({ phase: 'move', players: players(27, 36) }));
    render(
      <MemoryRouter>
        <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
      </MemoryRouter>,
    );

    // Move: the move image on the square and in the card, at the image opacity.
    await waitFor(() => {
      expect(onSquare(27)).toEqual({ src: '/img/jmove', opacity: '0.8', pose: 'move' });
    });
    expect(inCard('Judicial Doctor (J)')).toEqual({ src: '/img/jmove', opacity: '0.8', pose: 'move' });
    // The opponent's images failed to load: its default picture with the move badge, and the failure logged.
    expect(onSquare(36)).toEqual({ src: DEFAULT_PICTURES.T, opacity: '0.8', pose: 'move' });
    expect(document.querySelector('[data-sq="36"] .art-badge-move')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('character images of T', expect.anything());
    // Tiles at the tile opacity: floor everywhere, the character tile under J, the move tile on targets
    // (J may stay, so its own square is one).
    expect(tiles(27)).toEqual([
      ['url("/img/floor")', '0.4'],
      ['url("/img/jtile")', '0.4'],
      ['url("/img/movetile")', '0.4'],
    ]);
    expect(tiles(28)).toEqual([
      ['url("/img/floor")', '0.4'],
      ['url("/img/movetile")', '0.4'],
    ]);
    // Only the characters in play were asked for, once each.
    const asked = calls.filter((c) => c.path.startsWith('/v1/setting/charimg/')).map((c) => c.path);
    expect(asked.sort()).toEqual(['/v1/setting/charimg/J', '/v1/setting/charimg/T']);

    // Still in Move, once J's move is planned (its seat done) J plans its hit: the give image; T still moves.
    show(
      view({ phase: 'move', players: [{ ...players(27, 36)[0]!, done: true }, players(27, 36)[1]!] }),
      plan({ character: 'J', square: 27, move: 28 }),
    );
    cleanup();
    render(
      <MemoryRouter>
        <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
      </MemoryRouter>,
    );
    await waitFor(() => {
      expect(onSquare(27)).toEqual({ src: '/img/jgive', opacity: '0.8', pose: 'give' });
    });
    expect(inCard('Judicial Doctor (J)').pose).toBe('give');
    expect(onSquare(36).pose).toBe('move');

    // Give: the give image.
    show(view({ phase: 'hit', players: players(27, 36) }), plan({ character: 'J', square: 27, move: 28 }));
    cleanup();
    render(
      <MemoryRouter>
        <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
      </MemoryRouter>,
    );
    await waitFor(() => {
      expect(onSquare(27)).toEqual({ src: '/img/jgive', opacity: '0.8', pose: 'give' });
    });
    expect(inCard('Judicial Doctor (J)').src).toBe('/img/jgive');

    // The reveal: the act image where J moved to, the move effect there, the tap effect where a hit fell.
    const reveal = {
      turn: 1,
      fromA: 27,
      moveA: 28,
      hitA: 36,
      fromB: 36,
      moveB: 36,
      hitB: 20,
      outcome: 'A' as const,
    };
    show(view({ phase: 'reveal', players: players(28, 36), lastReveal: reveal }));
    cleanup();
    render(
      <MemoryRouter>
        <GameScreen view={useGame.getState().view!} onHome={() => undefined} />
      </MemoryRouter>,
    );
    await waitFor(() => {
      expect(onSquare(28)).toEqual({ src: '/img/jact', opacity: '0.8', pose: 'act' });
    });
    expect(inCard('Judicial Doctor (J)').src).toBe('/img/jact');
    const effect = document.querySelector('[data-sq="28"] .g-sq-effect img');
    expect([effect?.getAttribute('src'), (effect as HTMLElement | null)?.style.opacity]).toEqual([
      '/img/moveeffect',
      '0.8',
    ]);
    expect(document.querySelector('[data-sq="36"] .g-sq-landed img')?.getAttribute('src')).toBe(
      '/img/tapeffect',
    );
    expect(asked).toHaveLength(2);

    // Choose: the uploaded face on J's start square and card at the face opacity; others their defaults.
    cleanup();
    render(<CharacterCards picked={null} />);
    const card = screen.getByRole('button', { name: /Judicial Doctor/ });
    await waitFor(() => {
      expect(picture(card)).toEqual({ src: '/img/jface', opacity: '0.6', pose: 'face' });
    });
    expect(picture(screen.getByRole('button', { name: /^Cook/ })).src).toBe(DEFAULT_PICTURES.C);
    expect(within(card).getByText('J')).toBeTruthy();
  });
});
