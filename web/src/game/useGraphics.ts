import { useEffect, useState } from 'react';
import type { GraphicsSetting, OpacitySetting } from '../../../contract/http';
import { DEFAULT_BOARD_ART } from '../art/defaultArt';
import { GRAPHICS_SETTING, OPACITY_SETTING } from '../../../contract/routes';
import { call } from '../net/call';

/**
 * The board pictures and their opacities: the uploaded ones, else the default art (web/src/art) for the floor,
 * move and tap tiles and effects. Character tiles, faces and the play background stay null when none was
 * uploaded (the faces' defaults are chosen per pose by web/src/art/picture.ts).
 */
export type Graphics = Omit<GraphicsSetting, 'leaderbg' | 'profilebg'> & OpacitySetting;

/** Nothing uploaded: the default look. */
export const DEFAULT_GRAPHICS: Graphics = {
  ...DEFAULT_BOARD_ART,
  chartile: [],
  charface: [],
  playbg: null,
  tileOpacity: 1,
  faceOpacity: 1,
  imageOpacity: 1,
};

type SetG = Partial<
  Record<'floortile' | 'movetile' | 'taptile' | 'moveeffect' | 'tapeffect' | 'playbg', unknown>
> & {
  chartile?: unknown;
  charface?: unknown;
};

const url = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const urls = (v: unknown): (string | null)[] => (Array.isArray(v) ? v.map(url) : []);
const opacity = (v: unknown): number => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 1);

/** Reads the graphics settings; anything missing or failed keeps the default look (failures are only logged). */
export async function loadGraphics(): Promise<Graphics> {
  // Read as possibly partial: an older server's answer, or a failure (then nothing).
  const [g, o]: [SetG, Partial<Record<keyof OpacitySetting, unknown>>] = await Promise.all([
    call(GRAPHICS_SETTING).catch((err: unknown) => {
      console.warn('graphics settings', err);
      return {};
    }),
    call(OPACITY_SETTING).catch((err: unknown) => {
      console.warn('opacity settings', err);
      return {};
    }),
  ]);
  return {
    floortile: url(g.floortile) ?? DEFAULT_BOARD_ART.floortile,
    movetile: url(g.movetile) ?? DEFAULT_BOARD_ART.movetile,
    taptile: url(g.taptile) ?? DEFAULT_BOARD_ART.taptile,
    moveeffect: url(g.moveeffect) ?? DEFAULT_BOARD_ART.moveeffect,
    tapeffect: url(g.tapeffect) ?? DEFAULT_BOARD_ART.tapeffect,
    chartile: urls(g.chartile),
    charface: urls(g.charface),
    playbg: url(g.playbg),
    tileOpacity: opacity(o.tileOpacity),
    faceOpacity: opacity(o.faceOpacity),
    imageOpacity: opacity(o.imageOpacity),
  };
}

let cached: Promise<Graphics> | undefined;

/** The graphics settings, read once per page load. */
export function loadGraphicsOnce(): Promise<Graphics> {
  cached ??= loadGraphics();
  return cached;
}

/** The graphics settings, read once per page load; the default look until they arrive. */
export function useGraphics(): Graphics {
  const [graphics, setGraphics] = useState(DEFAULT_GRAPHICS);
  useEffect(() => {
    let alive = true;
    void loadGraphicsOnce().then((g) => {
      if (alive) setGraphics(g);
    });
    return () => {
      alive = false;
    };
  }, []);
  return graphics;
}
