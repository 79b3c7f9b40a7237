import type { Kysely } from 'kysely';
import { DEFAULT_BOARD_TITLE, DEFAULT_PLAY_TEXTS } from '../../contract/texts';
import type { LeaderboardOrder } from '../../contract/http';
import { forgetBoard } from './boardCache';
import type { Database } from './schema';

/** AI names a fresh install offers (admins edit the list in AI settings). */
// prettier-ignore
export const DEFAULT_AI_NAMES = [
  'Ada', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Iris', 'Jonas',
  'Kira', 'Leon', 'Mira', 'Nico', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sven', 'Tara',
];

/** Every setting with the value a fresh install starts with, so it is playable and looks finished. */
export const SETTING_DEFAULTS = {
  /** Leaderboard: title, rows shown (1-100), paused, order, and the six column texts. */
  leaderboard: {
    title: DEFAULT_BOARD_TITLE,
    qty: 100,
    pause: false,
    order: 'rating' as LeaderboardOrder,
    names: ['Rank', 'Name', 'Win', 'Draw', 'Loss', 'Rating'],
  },
  /** Play texts: play with others, play with AI, create game, join game. */
  playTexts: { names: [...DEFAULT_PLAY_TEXTS] },
  /** AI names: how many of the list are used (2-5000), and the list. */
  aiNames: { qty: DEFAULT_AI_NAMES.length, names: DEFAULT_AI_NAMES },
  /** AI-versus-AI games per watch (2-100). */
  aiGames: { qty: 2 },
  /** Opacities of tiles, faces and images (0-1, step 0.1). */
  opacity: { tileOpacity: 1, faceOpacity: 1, imageOpacity: 1 },
};

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];

/** A setting, or its default when never saved. */
export async function getSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
): Promise<SettingValue<K>> {
  return parse(key, await readRow(db, key));
}

const readRow = (db: Kysely<Database>, key: SettingKey) =>
  db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();

function parse<K extends SettingKey>(key: K, row: { value: string } | undefined): SettingValue<K> {
  if (row === undefined) return SETTING_DEFAULTS[key];
  const value = { ...SETTING_DEFAULTS[key], ...(JSON.parse(row.value) as Partial<SettingValue<K>>) };
  // Column texts saved before a column was added keep theirs; the new column gets its default text.
  if (key === 'leaderboard') {
    const names = (value as SettingValue<'leaderboard'>).names;
    const defaults = SETTING_DEFAULTS.leaderboard.names;
    if (names.length < defaults.length)
      return { ...value, names: [...names, ...defaults.slice(names.length)] };
  }
  return value;
}

/** A change to a setting: the fields to replace, or a function of the current value that returns them. */
export type SettingChange<K extends SettingKey> =
  Partial<SettingValue<K>> | ((current: SettingValue<K>) => Partial<SettingValue<K>>);

/** Concurrent writers each retry at most this often (two admins saving at once retry once). */
const MAX_ATTEMPTS = 20;

/**
 * Changes part of a setting and returns the whole new value. Atomic on SQLite and PostgreSQL alike: the
 * write happens only if the stored value is still the one the change was computed from (compare-and-set),
 * else it is computed again from the new value, so a concurrent admin's change is never lost.
 */
export async function updateSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
  change: SettingChange<K>,
): Promise<SettingValue<K>> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await readRow(db, key);
    const current = parse(key, row);
    const value = { ...current, ...(typeof change === 'function' ? change(current) : change) };
    const json = JSON.stringify(value);
    const written =
      row === undefined
        ? (
            await db
              .insertInto('settings')
              .values({ key, value: json })
              .onConflict((oc) => oc.column('key').doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows
        : (
            await db
              .updateTable('settings')
              .set({ value: json })
              .where('key', '=', key)
              .where('value', '=', row.value)
              .executeTakeFirst()
          ).numUpdatedRows;
    if (Number(written ?? 0) > 0) {
      if (key === 'leaderboard') forgetBoard(db);
      return value;
    }
  }
  throw new Error(`The setting ${key} kept changing while it was being saved.`);
}
