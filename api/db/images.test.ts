import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openTestDb } from '../../tests/kits/testHarness';
import type { Db } from './connect';
import {
  IMAGE_KEYS,
  MAX_IMAGE_SIDE,
  characterImageKey,
  convertToPng,
  getImage,
  imageVersions,
  indexedKey,
  putImage,
  urlOf,
} from './images';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff', width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('convertToPng', () => {
  test.each(['png', 'jpeg', 'webp'] as const)(
    'accepts %s and stores a PNG of the same size',
    async (format) => {
      const result = await convertToPng(await picture(format));
      if (!result.ok) throw new Error(result.error);
      const meta = await sharp(result.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 8, 6]);
    },
  );

  test.each([
    ['GIF', () => picture('gif')],
    ['TIFF', () => picture('tiff')],
    ['SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')],
    ['text', async () => Buffer.from('hello, this is not an image')],
    ['empty', async () => Buffer.alloc(0)],
    [
      'PNG header over garbage',
      async () => Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(64, 7)]),
    ],
  ])('refuses %s', async (_name, bytes) => {
    expect(await convertToPng(await bytes())).toEqual({ ok: false, error: 'image/unsupported' });
  });

  test.each([
    ['wide', 4000, 1000, MAX_IMAGE_SIDE, 512],
    ['tall', 1000, 3000, 683, MAX_IMAGE_SIDE],
    ['exactly the limit', MAX_IMAGE_SIDE, 10, MAX_IMAGE_SIDE, 10],
    ['small (not enlarged)', 16, 16, 16, 16],
  ])('%s image is fitted into %i px', async (_name, width, height, outW, outH) => {
    const result = await convertToPng(await picture('png', width, height));
    if (!result.ok) throw new Error(result.error);
    const meta = await sharp(result.png).metadata();
    expect([meta.width, meta.height]).toEqual([outW, outH]);
  });

  test('an animated WebP keeps its first frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 10, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
    const webp = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
      .webp()
      .toBuffer();
    expect((await sharp(webp).metadata()).pages).toBe(2);
    const result = await convertToPng(webp);
    if (!result.ok) throw new Error(result.error);
    const { data, info } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, data[0], data[2]]).toEqual([10, 8, 255, 0]);
  });

  test('a JPEG is turned upright by its EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 10, height: 4, channels: 3, background: 'red' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await convertToPng(sideways);
    if (!result.ok) throw new Error(result.error);
    const meta = await sharp(result.png).metadata();
    expect([meta.width, meta.height]).toEqual([4, 10]);
  });

  test('refuses an image with too many pixels before decoding it', async () => {
    // A tiny PNG whose header claims 10000 x 10000 pixels: a decompression bomb's shape.
    const png = await picture('png', 1, 1);
    const ihdr = png.subarray(12, 29); // type + 13 data bytes
    ihdr.writeUInt32BE(10_000, 4);
    ihdr.writeUInt32BE(10_000, 8);
    png.writeUInt32BE(crc32(ihdr), 29);
    expect((await sharp(png).metadata()).width).toBe(10_000);
    expect(await convertToPng(png)).toEqual({ ok: false, error: 'image/too-many-pixels' });
  });
});

describe('image keys', () => {
  test('88 known keys: 5 tiles and effects, 3 backgrounds, 16 tiles, 16 faces, 16 x 3 character images', () => {
    expect(IMAGE_KEYS.size).toBe(5 + 3 + 16 + 16 + 48);
    expect(IMAGE_KEYS.has(indexedKey('chartile', 15))).toBe(true);
    expect(IMAGE_KEYS.has(indexedKey('charface', 16))).toBe(false);
    expect(IMAGE_KEYS.has(characterImageKey('T', 2))).toBe(true);
    expect(IMAGE_KEYS.has(characterImageKey('T', 3))).toBe(false);
    // Only the 16 letters make a key (characterImageKey takes a Letter); any other is unknown.
    expect(IMAGE_KEYS.has('charimg-Z-0')).toBe(false);
  });
});

describe('image store', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openTestDb();
  });
  afterEach(async () => {
    await db.close();
  });

  test('stores and reads back the exact bytes', async () => {
    const png = await picture('png');
    expect(await getImage(db.kysely, 'floortile')).toBeUndefined();
    expect(await putImage(db.kysely, 'floortile', png, 1000)).toBe(1000);
    const stored = await getImage(db.kysely, 'floortile');
    expect(stored?.updatedAt).toBe(1000);
    expect(Buffer.isBuffer(stored?.png)).toBe(true);
    expect(stored?.png.equals(png)).toBe(true);
  });

  test('replacing an image always gives a new version, even within the same millisecond', async () => {
    const a = await picture('png', 2, 2);
    const b = await picture('png', 3, 3);
    expect(await putImage(db.kysely, 'taptile', a, 5000)).toBe(5000);
    expect(await putImage(db.kysely, 'taptile', b, 5000)).toBe(5001);
    expect(await putImage(db.kysely, 'taptile', a, 9000)).toBe(9000);
    expect((await getImage(db.kysely, 'taptile'))?.png.equals(a)).toBe(true);
  });

  test('two saves of one key in the same millisecond, at once, get different versions', async () => {
    const a = await picture('png', 2, 2);
    const b = await picture('png', 3, 3);
    for (const now of [7000, 7000]) {
      const versions = await Promise.all([
        putImage(db.kysely, 'movetile', a, now),
        putImage(db.kysely, 'movetile', b, now),
      ]);
      expect(new Set(versions).size).toBe(2);
      // The stored image is the one with the newest version, and its version is the stored one.
      const stored = await getImage(db.kysely, 'movetile');
      expect(stored?.updatedAt).toBe(Math.max(...versions));
      expect(stored?.png.equals(versions[0] > versions[1] ? a : b)).toBe(true);
    }
  });

  test('versions and URLs of the stored keys only', async () => {
    await putImage(db.kysely, 'playbg', await picture('png'), 42);
    const versions = await imageVersions(db.kysely);
    expect([...versions]).toEqual([['playbg', 42]]);
    expect(urlOf(versions, 'playbg')).toBe('/v1/setting/image/playbg?v=42');
    expect(urlOf(versions, 'leaderbg')).toBeNull();
  });
});
