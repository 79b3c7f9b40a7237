import { describe, expect, test } from 'vitest';
import { canonicalUrl, readsOneWay, transportTarget } from './transportTarget';

const Q = '?sessionId=s1&reconnectionToken=t1';

// No room (an encoded slash, an empty segment) reads the same both ways: reconnection.ts refuses it for that.
describe('transportTarget reads a request URL as @colyseus/ws-transport 0.16 does', () => {
  test.each([
    ['an ordinary URL', `/proc/room${Q}`, 'proc', 'room', true],
    ['behind a path prefix', `/ws/proc/room${Q}`, 'proc', 'room', true],
    ['a leading // (a base-URL reading takes proc for a host)', `//proc/room${Q}`, 'proc', 'room', false],
    ['three slashes', `///proc/room${Q}`, 'proc', 'room', false],
    ['a slash then a backslash', `/\\proc/room${Q}`, 'proc', 'room', false],
    ['dot segments', `/./proc/./room${Q}`, 'proc', 'room', true],
    ['absolute form', `ws://x/proc/room${Q}`, 'proc', 'room', true],
    ['a // host before the path', `//x/proc/room${Q}`, 'proc', 'room', true],
    ['an encoded slash', `/proc/%2Froom${Q}`, undefined, undefined, true],
    ['an empty segment', `/proc//room${Q}`, undefined, undefined, true],
    ['no path', Q, undefined, undefined, true],
  ] as const)('%s', (_name, url, processId, roomId, oneWay) => {
    const target = transportTarget(url);
    expect(target).toMatchObject({ processId, roomId, reconnectionToken: 't1' });
    expect(readsOneWay(url, target)).toBe(oneWay);
  });

  test('the canonical URL reads as the same target both ways', () => {
    const target = transportTarget(`//proc/room${Q}`);
    const canonical = canonicalUrl({ ...target, processId: 'proc', roomId: 'room' });
    expect(canonical).toBe(`/proc/room${Q}`);
    expect(transportTarget(canonical)).toMatchObject({
      processId: 'proc',
      roomId: 'room',
      reconnectionToken: 't1',
    });
    expect(readsOneWay(canonical, transportTarget(canonical))).toBe(true);
  });
});
