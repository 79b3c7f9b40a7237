import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { RatingBadge } from '../components/RatingBadge';
import { useGame } from '../stores/game';
import { mirrorState, type SyncedState } from './mirror';
import { RatingChange } from './RatingChange';
import { seat, view } from './testViews';

afterEach(() => {
  cleanup();
  useGame.setState({ view: null, sessionId: null });
});

function showChange(change: number | undefined, sessionId = 'me') {
  useGame.setState({
    sessionId,
    view: view({
      phase: 'over',
      players: [
        seat({
          key: 'me',
          seat: 'A',
          rating: 1512,
          provisional: true,
          ...(change === undefined ? {} : { ratingChange: change }),
        }),
        seat({ key: 'them', seat: 'B', rating: 1000, provisional: false, ratingChange: 0 }),
      ],
    }),
  });
  return render(<RatingChange />);
}

test.each([
  [12, 'Rating +12 → 1512?'],
  [-8, 'Rating -8 → 1512?'],
  [0, 'Rating ±0 → 1512?'],
])('the result shows the change %i', (change, text) => {
  showChange(change);
  expect(screen.getByText((_c, el) => el?.classList.contains('g-rating-change') ?? false).textContent).toBe(
    text,
  );
});

test('nothing before the game was rated, and nothing for a spectator', () => {
  const { container } = showChange(undefined);
  expect(container.textContent).toBe('');
  cleanup();
  expect(showChange(5, 'watcher').container.textContent).toBe('');
});

test('a rating beside a name: provisional marked "?", unknown shows nothing', () => {
  render(<RatingBadge rating={1500} provisional />);
  expect(screen.getByLabelText('rating 1500, provisional').textContent).toBe('1500?');
  cleanup();
  render(<RatingBadge rating={1242} provisional={false} />);
  expect(screen.getByLabelText('rating 1242').textContent).toBe('1242');
  cleanup();
  expect(render(<RatingBadge />).container.textContent).toBe('');
});

test('the synced rating fields reach the view; a change only once the game was rated', () => {
  const players = new Map([
    [
      'me',
      {
        seat: 'A',
        name: 'Ann',
        username: 'ann',
        isAi: false,
        connected: true,
        character: '',
        square: -1,
        done: false,
        rating: 1500,
        provisional: true,
        ratingChange: 0,
        rated: false,
      },
    ],
    [
      'ai-B',
      {
        seat: 'B',
        name: 'Ada',
        username: 'Ada ai',
        isAi: true,
        connected: true,
        character: '',
        square: -1,
        done: false,
        rating: 1000,
        provisional: false,
        ratingChange: 0,
        rated: true,
      },
    ],
  ]);
  const state = {
    mode: 'h1a1',
    phase: 'over',
    deadline: 0,
    serverTime: 0,
    turn: 3,
    paused: false,
    gameNumber: 1,
    gameCount: 1,
    players,
    lastReveal: null,
    result: null,
  } as unknown as SyncedState;
  const [me, ai] = mirrorState(state).players;
  expect(me).toMatchObject({ rating: 1500, provisional: true });
  expect(me?.ratingChange).toBeUndefined();
  expect(ai).toMatchObject({ rating: 1000, provisional: false, ratingChange: 0 });
});
