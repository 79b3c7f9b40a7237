import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** AI names a fresh install offers (admins edit the list in AI settings). */
// prettier-ignore
export const DEFAULT_AI_NAMES = [
  'Ada', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Iris', 'Jonas',
  'Kira', 'Leon', 'Mira', 'Nico', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sven', 'Tara',
];

/** Every setting with the value a fresh install starts with, so it is playable and looks finished. */
export const SETTING_DEFAULTS = {
  /** Leaderboard: title, rows shown (1-100), paused, and the five column texts. */
  leaderboard: { title: 'Top 100', qty: 100, pause: false, names: ['Rank', 'Name', 'Win', 'Draw', 'Loss'] },
  /** Play texts: play with others, play with AI, create game, join game. */
  playTexts: { names: ['Play with Others', 'Play with AI', 'Create Game', 'Join Game'] },
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
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (row === undefined) return SETTING_DEFAULTS[key];
  return { ...SETTING_DEFAULTS[key], ...(JSON.parse(row.value) as Partial<SettingValue<K>>) };
}

/** Saves a whole setting. */
export async function putSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

/** Changes part of a setting and returns the whole new value. */
export async function updateSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
  patch: Partial<SettingValue<K>>,
): Promise<SettingValue<K>> {
  const value = { ...(await getSetting(db, key)), ...patch };
  await putSetting(db, key, value);
  return value;
}
