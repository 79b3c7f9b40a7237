import { describe, expect, test } from 'vitest';
import { parseAnchorOperation } from '../anchor';
import { arenaAnchorEntry, finalStandingsHash, type FinalLine } from './standingsAnchor';

const lines: FinalLine[] = [
  { rank: 2, username: 'bob', score: 4 },
  { rank: 1, username: 'ann', score: 9 },
  { rank: 3, username: 'cid', score: 0 },
];

describe("an arena's final standings anchored", () => {
  test('the hash pins every line and the arena, whatever order the lines come in', () => {
    const h = finalStandingsHash('a1', lines);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(finalStandingsHash('a1', [...lines].reverse())).toBe(h);
    expect(finalStandingsHash('a2', lines)).not.toBe(h);
    expect(finalStandingsHash('a1', [{ ...lines[0]!, score: 5 }, lines[1]!, lines[2]!])).not.toBe(h);
    expect(finalStandingsHash('a1', lines.slice(0, 2))).not.toBe(h);
  });

  test('the entry names the first two, the winner first, and reads back as any anchor entry', () => {
    const entry = arenaAnchorEntry('a1', lines);
    expect(entry).toMatchObject({
      i: 'arena:a1',
      m: 'arena',
      a: 'ann',
      b: 'bob',
      w: 'A',
      r: 'standings',
      s: null,
    });
    expect(parseAnchorOperation(JSON.stringify({ v: 1, g: [entry] }))).toMatchObject({ ok: true });
    expect(arenaAnchorEntry('empty', [])).toMatchObject({ a: '', b: '', w: 'none' });
  });
});
