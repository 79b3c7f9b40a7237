import { describe, expect, test } from 'vitest';
import { parseLiveQuery } from './live';

describe('parseLiveQuery', () => {
  test.each([
    [{}, 50],
    [{ limit: '1' }, 1],
    [{ limit: '100' }, 100],
  ])('%j → %d', (query, limit) => {
    expect(parseLiveQuery(query)).toBe(limit);
  });
  test.each([
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ limit: '2.5' }],
    [{ limit: ['1', '2'] }],
    [{ page: '1' }],
  ])('%j is refused with 400', (query) => {
    expect(() => parseLiveQuery(query)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'request/invalid' }),
    );
  });
});
