import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { RatingHistoryEntry } from '../../../contract/http';
import { RatingChart } from './RatingChart';

afterEach(cleanup);

const entry = (i: number, before: number, after: number, outcome: RatingHistoryEntry['outcome']) => ({
  gameId: `g${i}`,
  playedAt: new Date(2026, 10, i * 6, 12).getTime(),
  opponent: `opp${i}`,
  opponentName: `Opp ${i}`,
  outcome,
  before,
  after,
  rdAfter: 200,
});

test('the chart is an image described in words, one point per rating, with the same numbers as a table', () => {
  render(
    <RatingChart
      history={[entry(1, 1500, 1662, 'win'), entry(2, 1662, 1590, 'lose'), entry(3, 1590, 1590, 'draw')]}
    />,
  );
  const chart = screen.getByRole('img', {
    name: /^Rating history over 3 rated games: from 1500 to 1590, lowest 1500, highest 1662; .+ to .+\.$/,
  });
  expect(chart.querySelectorAll('.dot')).toHaveLength(4);
  fireEvent.click(screen.getByText('Rating history as a table'));
  const rows = within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.children, (c) => c.textContent));
  expect(rows).toEqual([
    ['1', 'Opp 1', 'Win', '1662 (+162)'],
    ['2', 'Opp 2', 'Loss', '1590 (-72)'],
    ['3', 'Opp 3', 'Draw', '1590 (0)'],
  ]);
});

test('no rated games: a sentence instead of an empty chart', () => {
  render(<RatingChart history={[]} />);
  expect(screen.getByText('No rated games yet.')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
});

test('dates along the x axis: a mark at the first game of each day, under its point', () => {
  render(
    <RatingChart
      history={[entry(1, 1500, 1662, 'win'), entry(2, 1662, 1590, 'lose'), entry(3, 1590, 1590, 'draw')]}
    />,
  );
  // Games on 6, 12 and 18 November; the points: the rating before (6 Nov), then after each game.
  const axis = screen.getByTestId('time-axis');
  expect(Array.from(axis.children, (m) => m.textContent)).toEqual(['6 Nov', '12 Nov', '18 Nov']);
  const lefts = Array.from(axis.children, (m) => parseFloat((m as HTMLElement).style.left));
  expect(lefts.map(Math.round)).toEqual([0, 67, 100]);
});
