import { useEffect, useState } from 'react';
import type { Letter } from '../../../engine';
import { CHARACTER_IMAGES } from '../../../contract/routes';
import { call } from '../net/call';

/** A character's uploaded move, give and act images (URLs; null where none was uploaded). */
export type CharacterImages = readonly [string | null, string | null, string | null];

export const NO_IMAGES: CharacterImages = [null, null, null];

const url = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Reads one character's images; a failure leaves the defaults and is only logged. */
export async function loadCharacterImages(letter: Letter): Promise<CharacterImages> {
  try {
    // Read as possibly partial (an older server's answer).
    const set: { readonly images?: unknown } = await call(CHARACTER_IMAGES, {
      params: { characterKey: letter },
    });
    const images = Array.isArray(set.images) ? set.images : [];
    return [url(images[0]), url(images[1]), url(images[2])];
  } catch (err: unknown) {
    console.warn(`character images of ${letter}`, err);
    return NO_IMAGES;
  }
}

const cache = new Map<Letter, Promise<CharacterImages>>();

/** A character's images, read once per page load (only the characters a game shows are ever asked for). */
export function loadCharacterImagesOnce(letter: Letter): Promise<CharacterImages> {
  let p = cache.get(letter);
  if (p === undefined) {
    p = loadCharacterImages(letter);
    cache.set(letter, p);
  }
  return p;
}

/** Forgets what was read (tests; the admin after an upload). */
export function forgetCharacterImages(): void {
  cache.clear();
}

/**
 * The character's images once `wanted` (a move, give or act picture is on show); none until they arrive, so
 * the default pictures show meanwhile.
 */
export function useCharacterImages(letter: Letter, wanted: boolean): CharacterImages {
  const [loaded, setLoaded] = useState<{ letter: Letter; images: CharacterImages } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    void loadCharacterImagesOnce(letter).then((images) => {
      if (alive) setLoaded({ letter, images });
    });
    return () => {
      alive = false;
    };
  }, [letter, wanted]);
  return loaded?.letter === letter ? loaded.images : NO_IMAGES;
}
