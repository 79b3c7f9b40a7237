import { expect, test } from 'vitest';
import { longestGameMs } from './longestGame';
import { PHASE_DURATIONS_MS } from './phases';

test('the longest game: start, choose and place, then ten turns of move, hit and reveal', () => {
  expect(longestGameMs(PHASE_DURATIONS_MS)).toBe(10_000 + 10_000 + 3_000 + 10 * (9_000 + 9_000 + 3_000));
});
