import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { CHARACTERS, type Letter } from '../../engine';
import type { Database } from './schema';
import { imageUrl } from '../../contract/routes';

/** The single images of the graphics settings, by the name the spec gives their route. */
export const SINGLE_IMAGES = ['floortile', 'movetile', 'taptile', 'moveeffect', 'tapeffect'] as const;
/** Background images, served by their own routes too. */
export const BACKGROUNDS = ['playbg', 'leaderbg', 'profilebg'] as const;
/** The three images of a character set: move, give (hit) and act (reveal). */
export const CHARACTER_IMAGE_COUNT = 3;

export type SingleImage = (typeof SINGLE_IMAGES)[number];
export type Background = (typeof BACKGROUNDS)[number];

/** Key of a character's tile (`list` chartile) or face (`list` charface), by character index 0..15. */
export const indexedKey = (list: 'chartile' | 'charface', n: number) => `${list}-${n}`;
/** Key of image `n` (0..2) of the character with this letter. */
export const characterImageKey = (letter: Letter, n: number) => `charimg-${letter}-${n}`;

/** Every image key the graphics settings know; anything else is refused. */
export const IMAGE_KEYS: ReadonlySet<string> = new Set([
  ...SINGLE_IMAGES,
  ...BACKGROUNDS,
  ...CHARACTERS.flatMap((_, i) => [indexedKey('chartile', i), indexedKey('charface', i)]),
  ...CHARACTERS.flatMap((c) =>
    Array.from({ length: CHARACTER_IMAGE_COUNT }, (_, n) => characterImageKey(c.letter, n)),
  ),
]);

/** Stored images fit in this many pixels each way (larger ones are scaled down, smaller ones kept). */
export const MAX_IMAGE_SIDE = 2048;
/** Uploads with more pixels than this are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Why an upload cannot be stored. */
export type ImageError = 'image/unsupported' | 'image/too-many-pixels';

export type ConvertResult = { ok: true; png: Buffer } | { ok: false; error: ImageError };

const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);

/**
 * Converts an upload to PNG: the format is read from the bytes (PNG, JPEG or WebP; never the file name or
 * declared type), EXIF orientation applied, scaled down to fit MAX_IMAGE_SIDE; an animation keeps its first
 * frame. Anything sharp cannot read is unsupported.
 */
export async function convertToPng(bytes: Buffer): Promise<ConvertResult> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string;
  let pixels: number;
  try {
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = meta.width * (meta.pageHeight ?? meta.height);
  } catch {
    return { ok: false, error: 'image/unsupported' };
  }
  if (!ACCEPTED_FORMATS.has(format)) return { ok: false, error: 'image/unsupported' };
  if (pixels > MAX_INPUT_PIXELS) return { ok: false, error: 'image/too-many-pixels' };
  try {
    const png = await sharp(bytes, options)
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { ok: true, png };
  } catch {
    // A valid header over a broken body.
    return { ok: false, error: 'image/unsupported' };
  }
}

export interface StoredImage {
  readonly png: Buffer;
  /** Epoch ms; strictly increases on every save of the same key, so it versions the image's URL. */
  readonly updatedAt: number;
}

/**
 * Stores (or replaces) the PNG under a key; returns its new version: `now`, or one more than the stored
 * version when that is not older. One statement, so two saves at once never get the same version.
 */
export async function putImage(db: Kysely<Database>, key: string, png: Buffer, now: number): Promise<number> {
  const row = await db
    .insertInto('images')
    .values({ key, png, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        png,
        updated_at: sql<number>`case when excluded.updated_at > images.updated_at then excluded.updated_at else images.updated_at + 1 end`,
      }),
    )
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return row.updated_at;
}

/** The stored PNG of a key, or undefined. */
export async function getImage(db: Kysely<Database>, key: string): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom('images')
    .select(['png', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row === undefined ? undefined : { png: Buffer.from(row.png), updatedAt: row.updated_at };
}

/** The version of every stored image, by key (the PNGs themselves are not read). */
export async function imageVersions(db: Kysely<Database>): Promise<ReadonlyMap<string, number>> {
  const rows = await db.selectFrom('images').select(['key', 'updated_at']).execute();
  return new Map(rows.map((r) => [r.key, r.updated_at]));
}

/** The URL a stored image is served at, versioned so a browser may cache it for good (the route table's). */
export { imageUrl };

/** The URL of a key's image, or null when none was uploaded. */
export function urlOf(versions: ReadonlyMap<string, number>, key: string): string | null {
  const version = versions.get(key);
  return version === undefined ? null : imageUrl(key, version);
}
