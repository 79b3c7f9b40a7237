import { describe, expect, test } from 'vitest';
import type { LiveGame } from '../contract/http';
import { Exhibitions } from './exhibitions';

/** A host whose rooms are numbered ids; `created` lists them. */
function host() {
  const created: string[] = [];
  const exhibitions = new Exhibitions(async () => {
    await Promise.resolve();
    created.push(`room${created.length + 1}`);
    return created.at(-1)!;
  });
  return { exhibitions, created };
}

const human: LiveGame = {
  roomId: 'people',
  mode: 'others',
  turn: 2,
  spectators: 0,
  topRating: 1500,
  players: [
    { seat: 'A', name: 'Ann', username: 'ann', rating: 1500, provisional: false, isAi: false },
    { seat: 'B', name: 'Bob', username: 'bob', rating: 1400, provisional: false, isAi: false },
  ],
};
const nothingLive = async () => [];

describe('Exhibitions', () => {
  test('starts one when nothing is live, and only one however many ask at once', async () => {
    const { exhibitions, created } = host();
    expect(await Promise.all([exhibitions.offer([]), exhibitions.offer([])])).toEqual([true, true]);
    expect(await exhibitions.offer([])).toBe(false);
    expect(created).toEqual(['room1']);
    expect(exhibitions.current).toBe('room1');
  });

  test('starts none while any game is live (a human game, or an exhibition on another process)', async () => {
    const { exhibitions, created } = host();
    expect(await exhibitions.offer([human])).toBe(false);
    expect(created).toEqual([]);
  });

  test('a watched exhibition is followed by the next one; the room id changes', async () => {
    const { exhibitions, created } = host();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('room1', true, nothingLive)).toBe(true);
    expect(created).toEqual(['room1', 'room2']);
    expect(exhibitions.current).toBe('room2');
  });

  test('one nobody watched and nobody asked about is followed by none, until someone asks again', async () => {
    const { exhibitions, created } = host();
    exhibitions.noteInterest();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('room1', false, nothingLive)).toBe(false);
    expect(exhibitions.current).toBeUndefined();
    expect(await exhibitions.offer([])).toBe(true);
    // Someone asked for the live games while it ran: that is an audience too.
    exhibitions.noteInterest();
    expect(await exhibitions.finished('room2', false, nothingLive)).toBe(true);
    expect(created).toEqual(['room1', 'room2', 'room3']);
  });

  test('a finished exhibition yields to a live human game', async () => {
    const { exhibitions, created } = host();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('room1', true, async () => [human])).toBe(false);
    expect(created).toEqual(['room1']);
    expect(exhibitions.current).toBeUndefined();
  });

  test('an unknown or closed room changes nothing; once stopped, none starts', async () => {
    const { exhibitions, created } = host();
    await exhibitions.offer([]);
    expect(await exhibitions.finished('other', true, nothingLive)).toBe(false);
    exhibitions.closed('room1');
    expect(exhibitions.current).toBeUndefined();
    exhibitions.stop();
    expect(await exhibitions.offer([])).toBe(false);
    expect(created).toEqual(['room1']);
  });
});
