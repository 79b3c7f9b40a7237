import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from './connect';
import { getSetting, updateSetting } from './settings';

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  await db.close();
});

describe('updateSetting', () => {
  test('changes only the given fields; a setting never saved starts from its default', async () => {
    expect(await updateSetting(db.kysely, 'opacity', { faceOpacity: 0.5 })).toEqual({
      tileOpacity: 1,
      faceOpacity: 0.5,
      imageOpacity: 1,
    });
    expect(await getSetting(db.kysely, 'opacity')).toEqual({
      tileOpacity: 1,
      faceOpacity: 0.5,
      imageOpacity: 1,
    });
  });

  test('concurrent admins changing different fields: no change is lost (first save and later ones)', async () => {
    const k = db.kysely;
    // The first save creates the row; then the row exists. Both cases race.
    for (const round of [0.2, 0.4]) {
      await Promise.all([
        updateSetting(k, 'opacity', { tileOpacity: round }),
        updateSetting(k, 'opacity', { faceOpacity: round + 0.1 }),
        updateSetting(k, 'opacity', { imageOpacity: round + 0.2 }),
      ]);
      expect(await getSetting(k, 'opacity')).toEqual({
        tileOpacity: round,
        faceOpacity: round + 0.1,
        imageOpacity: round + 0.2,
      });
    }
  });

  test('a change computed from the current value sees every concurrent change (one list entry each)', async () => {
    const k = db.kysely;
    const texts = ['#', 'Who', 'W', 'D', 'L', 'Elo'];
    await Promise.all(
      texts.map((text, i) =>
        updateSetting(k, 'leaderboard', (current) => ({
          names: current.names.map((n, j) => (j === i ? text : n)),
        })),
      ),
    );
    expect((await getSetting(k, 'leaderboard')).names).toEqual(texts);
  });
});

test('column texts saved before the rating column existed keep theirs; the rating column gets its default', async () => {
  await db.kysely
    .insertInto('settings')
    .values({ key: 'leaderboard', value: JSON.stringify({ names: ['#', 'Who', 'W', 'D', 'L'] }) })
    .execute();
  const setting = await getSetting(db.kysely, 'leaderboard');
  expect(setting.names).toEqual(['#', 'Who', 'W', 'D', 'L', 'Rating']);
  expect(setting.order).toBe('rating');
});
