import { useEffect, useState } from 'react';
import type { GraphicsSetting, OpacitySetting } from '../../../engine';
import { api } from '../net/http';

/** The uploaded board pictures (URLs; null where none was uploaded) and their opacities. */
export type Graphics = Omit<GraphicsSetting, 'leaderbg' | 'profilebg'> & OpacitySetting;

/** Nothing uploaded: the board draws its own default look. */
export const DEFAULT_GRAPHICS: Graphics = {
  floortile: null,
  movetile: null,
  taptile: null,
  moveeffect: null,
  tapeffect: null,
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

/** Reads the graphics settings; any failure leaves the default look (settings failures are only logged). */
export async function loadGraphics(): Promise<Graphics> {
  const none: SetG & Record<string, unknown> = {};
  const [g, o] = await Promise.all([
    api<SetG>('GET', '/v1/setting/setg').catch((err: unknown) => {
      console.warn('graphics settings', err);
      return none;
    }),
    api<Record<string, unknown>>('GET', '/v1/setting/opacity').catch(() => none),
  ]);
  return {
    floortile: url(g.floortile),
    movetile: url(g.movetile),
    taptile: url(g.taptile),
    moveeffect: url(g.moveeffect),
    tapeffect: url(g.tapeffect),
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
