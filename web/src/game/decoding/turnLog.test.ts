import { afterEach, expect, test } from 'vitest';
import type { Reveal } from '../../../../engine';
import { EMPTY_TURN_LOG, loadTurnLog, saveTurnLog, TURN_LOG_KEY, withView } from './turnLog';
import { view } from './testViews';

afterEach(() => {
  sessionStorage.clear();
});

const reveal = (turn: number, over: Partial<Reveal> = {}): Reveal => ({
  turn,
  fromA: 9,
  moveA: 9,
  hitA: 4,
  fromB: 10,
  moveB: 10,
  hitB: 13,
  outcome: 'next',
  ...over,
});

test('each reveal is kept once as it arrives, in turn order; another game starts over', () => {
  let log = withView(EMPTY_TURN_LOG, view({ gameId: 'g1', lastReveal: null }));
  for (const turn of [1, 1, 2, 2, 3]) log = withView(log, view({ gameId: 'g1', lastReveal: reveal(turn) }));
  expect(log.turns.map((r) => r.turn)).toEqual([1, 2, 3]);
  const same = withView(log, view({ gameId: 'g1', lastReveal: reveal(3) }));
  expect(same).toBe(log);
  const next = withView(log, view({ gameId: 'g2', lastReveal: null }));
  expect(next).toEqual({ gameId: 'g2', turns: [] });
});

test('the list survives a reload of the tab for its own game only; a tampered store reads as empty', () => {
  saveTurnLog({ gameId: 'g1', turns: [reveal(1), reveal(2)] });
  expect(loadTurnLog('g1').turns.map((r) => r.turn)).toEqual([1, 2]);
  expect(loadTurnLog('g2')).toEqual({ gameId: 'g2', turns: [] });
  sessionStorage.setItem(TURN_LOG_KEY, JSON.stringify({ gameId: 'g1', turns: [{ turn: 1, fromA: 99 }] }));
  expect(loadTurnLog('g1').turns).toEqual([]);
  sessionStorage.setItem(TURN_LOG_KEY, '{not json');
  expect(loadTurnLog('g1').turns).toEqual([]);
});
