import { describe, expect, test } from 'vitest';
import { clockFor } from './modes';
import { durationsFor, isClock, PHASE_DURATIONS_MS, RELAXED_FACTOR } from './phases';
import { resultReason, revealStory } from './story';
import type { Reveal } from './types';

/** Turn 3: A moves 27 -> 28 and hits `hitA`; B moves 0 -> 9 and hits `hitB`. */
const reveal = (hitA: number, hitB: number): Reveal => ({
  turn: 3,
  fromA: 27,
  moveA: 28,
  hitA,
  fromB: 0,
  moveB: 9,
  hitB,
  outcome: hitA === 9 && hitB === 28 ? 'draw' : hitA === 9 ? 'A' : hitB === 28 ? 'B' : 'next',
});

describe('revealStory', () => {
  test('one hit: who hit whom and where, told from each side, the viewer first', () => {
    const a = revealStory(reveal(9, 40), 'A');
    expect(a).toMatchObject({ turn: 3, outcome: 'one-hit', hitter: 'A', square: 9 });
    expect(a.moves).toEqual([
      { seat: 'A', from: 27, to: 28 },
      { seat: 'B', from: 0, to: 9 },
    ]);
    expect(a.hits).toEqual([
      { seat: 'A', square: 9, landed: true },
      { seat: 'B', square: 40, landed: false },
    ]);
    const b = revealStory(reveal(9, 40), 'B');
    expect(b).toMatchObject({ outcome: 'one-hit', hitter: 'A', square: 9 });
    expect(b.moves.map((m) => m.seat)).toEqual(['B', 'A']);
    expect(b.hits.map((h) => h.seat)).toEqual(['B', 'A']);
  });

  test('both missed, both hit, and a watcher reads it from seat A', () => {
    expect(revealStory(reveal(40, 41), 'B')).toMatchObject({
      outcome: 'both-missed',
      hitter: null,
      square: null,
    });
    expect(revealStory(reveal(9, 28), null)).toMatchObject({
      outcome: 'both-hit',
      hitter: null,
      square: null,
    });
    expect(revealStory(reveal(40, 28), null).moves[0]!.seat).toBe('A');
    expect(revealStory(reveal(40, 28), null)).toMatchObject({ outcome: 'one-hit', hitter: 'B', square: 28 });
  });
});

describe('resultReason', () => {
  test('a hit names the hitter, the square and the turn from the deciding reveal', () => {
    expect(resultReason({ winner: 'B', reason: 'hit' }, reveal(40, 28))).toEqual({
      kind: 'hit',
      hitter: 'B',
      square: 28,
      turn: 3,
    });
  });
  test('both hit, ten turns, a forfeit (the loser left) and no contest', () => {
    expect(resultReason({ winner: 'draw', reason: 'both-hit' }, reveal(9, 28))).toEqual({
      kind: 'both-hit',
      turn: 3,
    });
    expect(resultReason({ winner: 'draw', reason: 'turns' }, reveal(40, 41))).toEqual({
      kind: 'turns',
      turns: 10,
    });
    expect(resultReason({ winner: 'A', reason: 'forfeit' }, null)).toEqual({ kind: 'forfeit', leaver: 'B' });
    expect(resultReason({ winner: 'none', reason: 'no-contest' }, null)).toEqual({ kind: 'no-contest' });
  });
});

describe('the relaxed clock', () => {
  test('every timed phase lasts three times longer', () => {
    const relaxed = durationsFor('relaxed');
    expect(RELAXED_FACTOR).toBe(3);
    expect(relaxed).toEqual({
      start: 30_000,
      choose: 30_000,
      place: 9_000,
      move: 27_000,
      hit: 27_000,
      reveal: 9_000,
    });
    expect(durationsFor('standard')).toEqual(PHASE_DURATIONS_MS);
    expect(durationsFor('relaxed', { place: 1000 }).place).toBe(3000);
  });
  test('only games against the AI and private games may run on it', () => {
    expect(clockFor('h1a1', 'relaxed')).toBe('relaxed');
    expect(clockFor('h2a0', 'relaxed')).toBe('relaxed');
    expect(clockFor('others', 'relaxed')).toBe('standard');
    expect(clockFor('h0a2', 'relaxed')).toBe('standard');
    expect(clockFor('h1a1', undefined)).toBe('standard');
    expect(clockFor('h1a1', 'slow')).toBe('standard');
    expect(isClock('relaxed')).toBe(true);
    expect(isClock('slow')).toBe(false);
  });
});
