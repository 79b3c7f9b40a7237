import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '../../i18n/init';
import { RatingBadge } from '../../components/RatingBadge';
import { useGame } from '../../stores/game';
import { mirrorState, type SyncedState } from '../decoding/mirror';
import { RatingChange } from './RatingChange';
import { seat, view } from '../decoding/testViews';

const PROVISIONAL_TEXT = i18n.t('components:provisional.text');

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
  [12, 'Rated: +12 → 1512?'],
  [-8, 'Rated: −8 → 1512?'],
  [0, 'Rated: ±0 → 1512?'],
])('the result shows the change %i', (change, text) => {
  showChange(change);
  expect(screen.getByText((_c, el) => el?.classList.contains('g-rating-change') ?? false).textContent).toBe(
    text,
  );
});

test('a private game says it was not rated; a stopped game too (issue 36: every result says so)', () => {
  const over = (mode: 'h2a0' | 'others', winner: 'A' | 'none') =>
    view({
      phase: 'over',
      mode,
      result: { winner, reason: winner === 'none' ? 'no-contest' : 'hit' },
      players: [seat({ key: 'me', seat: 'A' }), seat({ key: 'them', seat: 'B' })],
    });
  useGame.setState({ sessionId: 'me', view: over('h2a0', 'A') });
  expect(render(<RatingChange />).container.textContent).toBe('Not rated: private game');
  cleanup();
  useGame.setState({ sessionId: 'me', view: over('others', 'none') });
  expect(render(<RatingChange />).container.textContent).toBe('Not rated: no contest');
});

test('nothing before a public game was rated, and nothing for a spectator', () => {
  const { container } = showChange(undefined);
  expect(container.textContent).toBe('');
  cleanup();
  expect(showChange(5, 'watcher').container.textContent).toBe('');
});

test('a rating beside a name: provisional marked "?", unknown shows nothing', () => {
  render(<RatingBadge rating={1500} provisional />);
  expect(screen.getByLabelText('rating 1500, provisional').textContent).toBe('1500?');
  expect(screen.getByLabelText('rating 1500, provisional').title).toBe(PROVISIONAL_TEXT);
  expect(screen.queryByRole('button')).toBeNull();
  cleanup();
  render(<RatingBadge rating={1500} provisional explain />);
  expect(screen.getByLabelText('rating 1500, provisional').textContent).toBe('1500');
  expect(document.querySelector('.rating-badge')?.textContent).toBe('1500?');
  expect(screen.getByRole('button', { name: /question mark/ }).textContent).toBe('?');
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

test('the "?" explains itself on a tap or a key, not only on hover: a button that shows and hides the note', () => {
  render(<RatingBadge rating={1500} provisional explain />);
  const mark = screen.getByRole('button', { name: /question mark/ });
  expect(mark.getAttribute('aria-expanded')).toBe('false');
  expect(mark.getAttribute('aria-controls')).toBeNull();
  expect(screen.queryByRole('note')).toBeNull();
  fireEvent.click(mark);
  expect(mark.getAttribute('aria-expanded')).toBe('true');
  const note = screen.getByRole('note');
  expect(note.textContent).toBe(PROVISIONAL_TEXT);
  expect(note.textContent).toContain('still settling');
  expect(mark.getAttribute('aria-controls')).toBe(note.id);
  fireEvent.click(mark);
  expect(screen.queryByRole('note')).toBeNull();
  cleanup();
  render(<RatingBadge rating={1242} provisional={false} explain />);
  expect(screen.queryByRole('button')).toBeNull();
});

test('after a game against the AI: unrated and why, never "±0"', () => {
  useGame.setState({
    sessionId: 'me',
    view: view({
      phase: 'over',
      players: [
        seat({ key: 'me', seat: 'A', rating: 1500, provisional: true, unrated: 'ai' }),
        seat({ key: 'ai-B', seat: 'B', rating: 1000, provisional: false, unrated: 'ai', aiLevel: 'easy' }),
      ],
    }),
  });
  const { container } = render(<RatingChange />);
  expect(container.textContent).toBe(`${i18n.t('gameResult:rating.unratedAi')} Your rating stays 1500?.`);
  expect(container.textContent).not.toContain('±');
});

test('one game too many against the same opponent today: not rated, and why', () => {
  useGame.setState({
    sessionId: 'me',
    view: view({
      phase: 'over',
      players: [
        seat({ key: 'me', seat: 'A', rating: 1612, provisional: false, unrated: 'pair-limit' }),
        seat({ key: 'them', seat: 'B', rating: 1400, provisional: false, unrated: 'pair-limit' }),
      ],
    }),
  });
  const { container } = render(<RatingChange />);
  expect(container.textContent).toBe(`${i18n.t('gameResult:rating.unratedPair')} Your rating stays 1612.`);
  expect(container.textContent).toContain('too many games against this opponent today');
});

test('the synced unrated reason and an AI seat’s level reach the view', () => {
  const base = {
    isAi: false,
    connected: true,
    character: '',
    square: -1,
    done: false,
    ratingChange: 0,
    rated: false,
  };
  const players = new Map([
    [
      'me',
      {
        ...base,
        seat: 'A',
        name: 'Ann',
        username: 'ann',
        rating: 1500,
        provisional: true,
        unrated: 'ai',
        level: '',
      },
    ],
    [
      'ai-B',
      {
        ...base,
        seat: 'B',
        name: 'Hugo',
        username: 'Hugo ai',
        isAi: true,
        rating: 1000,
        unrated: 'ai',
        level: 'easy',
      },
    ],
  ]);
  const state = {
    mode: 'h1a1',
    phase: 'over',
    players,
    lastReveal: null,
    result: null,
  } as unknown as SyncedState;
  const [me, ai] = mirrorState(state).players;
  expect(me).toMatchObject({ unrated: 'ai', rating: 1500 });
  expect(me?.aiLevel).toBeUndefined();
  expect(me?.ratingChange).toBeUndefined();
  expect(ai).toMatchObject({ aiLevel: 'easy', unrated: 'ai' });
  // The pair limit's reason reaches it too; an unknown one is dropped.
  players.get('me')!.unrated = 'pair-limit';
  players.get('ai-B')!.unrated = 'made-up';
  const [limited, other] = mirrorState(state).players;
  expect(limited?.unrated).toBe('pair-limit');
  expect(other?.unrated).toBeUndefined();
});
