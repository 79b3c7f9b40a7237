import { describe, expect, test } from 'vitest';
import { pickProcess, SEEK_ROOM_SLACK, type Candidate } from './placement';

const processes = (...counts: number[]): Candidate[] =>
  counts.map((roomCount, i) => ({ processId: `p${i}`, roomCount }));

describe('pickProcess', () => {
  test.each([
    ['no process may take it', processes(), 'p0', true, undefined],
    ['any room: the fewest rooms', processes(5, 2, 9), 'p0', false, 'p1'],
    ['a seek room: here, within the slack', processes(5, 2, 9), 'p0', true, 'p0'],
    ['a seek room: here, at the slack exactly', processes(2 + SEEK_ROOM_SLACK.rooms, 2), 'p0', true, 'p0'],
    ['a seek room: the fewest, past the slack', processes(3 + SEEK_ROOM_SLACK.rooms, 2), 'p0', true, 'p1'],
    ['a seek room: a share of the fewest when larger', processes(1090, 1000), 'p0', true, 'p0'],
    ['a seek room: past the share', processes(1101, 1000), 'p0', true, 'p1'],
    ['a seek room: here may not take it (draining, left out)', processes(5, 2), 'p9', true, 'p1'],
  ] as const)('%s', (_, candidates, here, seek, chosen) => {
    expect(pickProcess(candidates, here, seek)).toBe(chosen);
  });

  test('symmetry: the same counts in another order choose the same process', () => {
    const counts = processes(7, 3, 40);
    expect(pickProcess([...counts].reverse(), 'p2', true)).toBe(pickProcess(counts, 'p2', true));
  });
});
