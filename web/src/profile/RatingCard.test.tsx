import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { PlayerProfile } from '../../../contract/http';
import { mockFetch } from '../admin/testing';
import { i18n } from '../i18n/init';
import { RatingCard } from './RatingCard';

const COUNTED_TEXT = i18n.t('profile:rating.counted');

afterEach(cleanup);

const profile = (over: Partial<PlayerProfile> = {}): PlayerProfile => ({
  username: 'ann',
  name: 'Ann',
  rating: 1500,
  rd: 200,
  provisional: true,
  wins: 2,
  draws: 1,
  losses: 0,
  games: 1,
  ai: false,
  ...over,
});

function serve(p: PlayerProfile) {
  mockFetch((c) => {
    if (c.path === `/api/users/${encodeURIComponent(p.username)}/profile`) return { body: p };
    if (c.path === `/api/users/${encodeURIComponent(p.username)}/ratings`) return { body: [] };
    return { status: 404, body: { message: 'no' } };
  });
}

test('beside the wins, draws and losses: which games count and which change the rating (issue 36)', async () => {
  serve(profile());
  render(<RatingCard username="ann" />);
  expect((await screen.findByTestId('counted-games')).textContent).toBe(COUNTED_TEXT);
  expect(COUNTED_TEXT).toBe(
    'Counted here: public games and games against the AI. Private games are listed below but not counted. Only public games against people change the rating.',
  );
});

test("an AI's profile has no such line (it plays at a fixed rating)", async () => {
  serve(profile({ username: 'Iris ai', ai: true }));
  render(<RatingCard username="Iris ai" />);
  await screen.findByText(/AI, fixed rating/);
  expect(screen.queryByTestId('counted-games')).toBeNull();
});
