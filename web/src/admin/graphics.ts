/** GET /v1/setting/setg: each image's URL, or null when none was uploaded. */
export interface GraphicsSetting {
  readonly floortile: string | null;
  readonly movetile: string | null;
  readonly taptile: string | null;
  readonly moveeffect: string | null;
  readonly tapeffect: string | null;
  readonly chartile: readonly (string | null)[];
  readonly charface: readonly (string | null)[];
  readonly playbg: string | null;
  readonly leaderbg: string | null;
  readonly profilebg: string | null;
}

/** GET /v1/setting/opacity. */
export interface OpacitySetting {
  readonly tileOpacity: number;
  readonly faceOpacity: number;
  readonly imageOpacity: number;
}

/** One item of GET /v1/setting/allcharimg: images move, give, act. */
export interface CharacterImageSet {
  readonly id: number;
  readonly imgFor: string;
  readonly images: readonly (string | null)[];
}

type SingleImage =
  'floortile' | 'movetile' | 'taptile' | 'moveeffect' | 'tapeffect' | 'playbg' | 'leaderbg' | 'profilebg';

/** The single images of the graphics screen: setting key, upload route, label and the spec's message. */
export const SINGLE_IMAGES: readonly { key: SingleImage; path: string; label: string; success: string }[] = [
  { key: 'floortile', path: 'setgfloortile', label: 'Floor tile', success: 'Successfully saved floor tile!' },
  { key: 'movetile', path: 'setgmovetile', label: 'Move tile', success: 'Successfully saved move tile!' },
  // The spec's message, as written.
  { key: 'taptile', path: 'setgtaptile', label: 'Tap tile', success: 'Successfully savedTap tile!' },
  {
    key: 'moveeffect',
    path: 'setgmoveeffect',
    label: 'Move effect',
    success: 'Successfully saved move effect!',
  },
  { key: 'tapeffect', path: 'setgtapeffect', label: 'Tap effect', success: 'Successfully saved tap effect!' },
  {
    key: 'playbg',
    path: 'setgplaybg',
    label: 'Play background',
    success: 'Successfully saved play background!',
  },
  {
    key: 'leaderbg',
    path: 'setgleaderbg',
    label: 'Leaderboard background',
    success: 'Successfully saved leaderboard background!',
  },
  {
    key: 'profilebg',
    path: 'setgprofilebg',
    label: 'Profile background',
    success: 'Successfully saved profile background!',
  },
];

/** The three pictures of a character (charimg n = 0, 1, 2). */
export const CHARACTER_PICTURES = ['Move', 'Give', 'Act'] as const;
